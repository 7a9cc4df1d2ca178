import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropIcon } from '../../components/icons';

/**
 * On phone-sized screens the login pages ask the person to use a desktop, and point donors and patients
 * to the mobile app (spec part 1 §1). It can be dismissed: a clerk on a tablet in a camp may still need in.
 */
export function MobileOverlay() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const [dismissed, setDismissed] = useState(false);

  return (
    <Modal.Root opened={Boolean(isPhone) && !dismissed} onClose={() => setDismissed(true)} centered size="md">
      <Modal.Overlay backgroundOpacity={0.7} blur={3} />
      <Modal.Content>
        <Modal.Body pt="xl" pb="lg">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={52} radius="xl" variant="light">
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
            <Button variant="default" mt="sm" onClick={() => setDismissed(true)}>
              {t('auth.mobile.continue', 'Continue on this device')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
