import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropIcon } from '../../components/icons';

/** Remembered per browser: someone who chose to go on with a phone is not asked again in every tab. */
export const MOBILE_OVERLAY_DISMISSED_KEY = 'auth.mobileOverlayDismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(MOBILE_OVERLAY_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(MOBILE_OVERLAY_DISMISSED_KEY, 'true');
  } catch {
    // Storage blocked: the overlay is gone for this page and comes back on the next one.
  }
}

/**
 * On phone-sized screens the login pages ask the person to use a desktop, and point donors and patients
 * to the mobile app (docs/spec/part-1-institution-side.md §1). It can be dismissed — with the button or
 * Escape — because a clerk on a tablet in a camp may still need in, and stays dismissed in that browser.
 */
export function MobileOverlay() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const [dismissed, setDismissed] = useState(wasDismissed);

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  return (
    <Modal.Root opened={Boolean(isPhone) && !dismissed} onClose={dismiss} centered size="md">
      <Modal.Overlay backgroundOpacity={0.7} blur={3} />
      <Modal.Content>
        <Modal.Body pt="xl" pb="lg">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={52} radius="xl" variant="light" aria-hidden="true">
              <DropIcon size={28} />
            </ThemeIcon>
            <Modal.Title fw={650} fz="lg">
              {t('auth.mobile.title', 'Please use a desktop or laptop')}
            </Modal.Title>
            <Text size="sm">
              {t(
                'auth.mobile.institutions',
                'The RaktSetu website is made for blood banks, hospitals and NGOs working at a computer.',
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {t(
                'auth.mobile.app',
                'Donors, patients and social workers: download the RaktSetu mobile app from your phone’s app store.',
              )}
            </Text>
            {/* Focus starts here, so Enter or Space goes on at once; Escape does the same. */}
            <Button variant="default" mt="sm" onClick={dismiss} data-autofocus>
              {t('auth.mobile.continue', 'Continue on this device')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
