import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DonorProfile, donorsEndpoints } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupGuard } from '../../components/popup-guard';
import { type ApiError, call } from '../../lib/api';
import { donorQueryKey } from './donor-popup-guard';
import type { NamedDonor } from './donor-profile-details';

interface DonorProfileModalProps {
  donorId: string | null;
  opened: boolean;
  onClose: () => void;
  /** Without it (a screen with no block popup) the profile offers no Block button. */
  onBlock?: (donor: NamedDonor) => void;
  onUnblock?: (donor: NamedDonor) => void;
}

/** Below this the profile takes the whole screen: its tables and chart need the width. */
const NARROW = '(max-width: 48em)';

function BodyUnavailable() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      {t('donorProfile.bodyFailed', 'The profile could not be loaded. Reload the page to try again.')}
    </Alert>
  );
}

// The body (details, chart table, tabs, review and decline) arrives when a clerk first opens a donor: the
// list screens that import this popup stay within their budget (docs/decisions/0029-code-splitting.md).
const DonorProfileBody = lazy(() =>
  import('./donor-profile-details').then(
    (module) => ({ default: module.DonorProfileBody }),
    () => ({ default: BodyUnavailable }),
  ),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap="xs" py="xl" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{t('donorProfile.loading', 'Loading the donor…')}</Text>
    </Group>
  );
}

/**
 * The donor profile popup (docs/spec/part-1-institution-side.md §2 "Donor profile popups", §3, §4): who
 * the donor is, whether they may give today and why not, their block, bp/weight/hb over time and the
 * records tabs; Request OTP from Donor, View Questionnaire (review and approve), Decline, and Block or
 * Unblock. The questionnaire and the decline form replace the profile inside the same popup, so Escape
 * and focus deal with one popup only. Escape closes it.
 */
export function DonorProfileModal({ donorId, opened, onClose, onBlock, onUnblock }: DonorProfileModalProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery(NARROW) ?? false;
  const { ask, guard } = usePopupGuard();
  // While the popup closes (a short fade) it keeps showing the donor it showed.
  const [shownId, setShownId] = useState(donorId);
  if (donorId && donorId !== shownId) setShownId(donorId);
  const profile = useQuery<DonorProfile, ApiError>({
    queryKey: [...donorQueryKey(shownId ?? ''), 'details'],
    enabled: opened && Boolean(shownId),
    // Read afresh at every opening: a block or unblock made through the list's own popups since the last
    // opening changes the status, the fitness label and what the buttons offer.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await call(donorsEndpoints.profile, { donorId: shownId ?? '', userType: 'knownDonor' }, { signal }))
        .content.data,
  });
  const donor = profile.data;
  const name = donor ? `${donor.firstName} ${donor.lastName}`.trim() : null;

  let body: ReactNode;
  if (profile.isError && !donor) {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {profile.error.status === 404
            ? t('donorProfile.notFound', 'Donor not found')
            : profile.error.message}
        </Alert>
        <Group justify="flex-end" gap="sm">
          {profile.error.status !== 404 && (
            <Button variant="default" onClick={() => void profile.refetch()} loading={profile.isFetching}>
              {t('donorProfile.retry', 'Try again')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('common.close', 'Close')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (donor && name && shownId) {
    body = (
      <Suspense fallback={<Loading />}>
        <DonorProfileBody
          // A new donor starts on their profile, not on the previous donor's questionnaire.
          key={shownId}
          donor={donor}
          name={name}
          ask={ask}
          onClose={onClose}
          onBlock={onBlock}
          onUnblock={onUnblock}
        />
      </Suspense>
    );
  } else {
    body = <Loading />;
  }

  return (
    <Modal
      opened={opened}
      onClose={guard(onClose)}
      size="xl"
      fullScreen={isNarrow}
      padding={isNarrow ? 'md' : 'lg'}
      title={
        <Text component="span" fw={700} fz="lg">
          {name ?? t('donorProfile.title', 'Donor profile')}
        </Text>
      }
    >
      {body}
    </Modal>
  );
}
