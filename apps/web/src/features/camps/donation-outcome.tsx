import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Box, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type CampDonor, type DonationOutcome, displayUnitNumber, MESSAGES } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalButtons } from '../../components/modal-buttons';
import { unitLabelPath, unitPath } from '../inventory/unit-paths';
import { personName } from './camp-text';

/*
 * What a recorded donation came to, as the desk's donation form and the camp popups show it: the donor bled
 * and the unit made, or the donor deferred at screening with the server's reasons and nothing collected.
 */

/** Why the server deferred the donor, one reason a line. */
export function DeferralReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) {
    return <Text size="sm">{t('donationOutcome.noReason', 'No reason was given.')}</Text>;
  }
  return (
    <List size="sm" spacing={4}>
      {reasons.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List>
  );
}

/** A camp popup's deferral: the donor is not to be bled, and why. OK closes the popup. */
export function DeferredView({
  donor,
  reasons,
  onClose,
}: {
  donor: CampDonor;
  reasons: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t('campDonorData.notBled', 'Do not bleed this donor')}>
        {t('campDonorData.deferredText', '{{name}} ({{donorId}}) was deferred at screening.', {
          name: personName(donor),
          donorId: donor.donorId,
        })}
      </Alert>
      <Box>
        <Text fw={700} size="sm" mb={4}>
          {t('campDonorData.reasons', 'Reasons')}
        </Text>
        <DeferralReasons reasons={reasons} />
      </Box>
      <ModalButtons>
        <Button onClick={onClose} data-autofocus>
          {t('common.ok', 'OK')}
        </Button>
      </ModalButtons>
    </Stack>
  );
}

/**
 * The desk form's answer, open while there is an outcome: the unit made (its number, and the way to it and to
 * the samples for the lab), or the deferral and its reasons, nothing bled. Closing it starts on the next donor.
 */
export function DonationOutcomeModal({
  outcome,
  onClose,
}: {
  outcome: DonationOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deferred = outcome?.outcome === 'deferred';
  const unit = outcome?.unit ?? null;
  return (
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      centered
      radius="md"
      title={
        <Text component="span" fw={700} fz="lg">
          {deferred
            ? t('donationForm.deferred', 'Donor deferred')
            : t('donationForm.donated', MESSAGES.donorDonated)}
        </Text>
      }
    >
      {outcome && (
        <Stack gap="md">
          {deferred ? (
            <>
              <Text size="sm">{t('donationForm.deferredText', 'Nothing was collected. The reasons:')}</Text>
              <DeferralReasons reasons={outcome.reasons} />
            </>
          ) : (
            unit && (
              <Stack gap={4}>
                <Text size="sm">
                  {t('donationForm.unitNumber', 'Unit number')}:{' '}
                  <Text span fw={700} ff="monospace">
                    {displayUnitNumber(unit.unitNumber)}
                  </Text>
                </Text>
                <Text size="sm">
                  {t('donationForm.bagId', 'Bag')}:{' '}
                  <Text span ff="monospace">
                    {unit.bagId}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {t(
                    'donationForm.quarantined',
                    'The unit waits in quarantine until its samples pass in the lab.',
                  )}
                </Text>
              </Stack>
            )
          )}
          <Group justify="flex-end" gap="sm">
            {!deferred && unit && (
              <>
                <Button component={Link} to={unitPath(unit._id)} variant="light">
                  {t('donationForm.openUnit', 'Open unit')}
                </Button>
                <Button
                  component="a"
                  href={unitLabelPath(unit._id)}
                  target="_blank"
                  rel="noopener"
                  variant="light"
                >
                  {t('donationForm.printLabel', 'Print label')}
                </Button>
                <Button component={Link} to="/labresult-samples" variant="light">
                  {t('donationForm.samples', 'Samples')}
                </Button>
              </>
            )}
            <Button onClick={onClose} data-autofocus>
              {t('donationForm.nextDonor', 'Next donor')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
