import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Alert, Button, Select, Stack } from '@mantine/core';
import { displayUnitNumber } from '@raktsetu/contract';
import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../components/facts';
import type { FormMessage } from '../../components/form-fields';
import { ModalButtons } from '../../components/modal-buttons';
import { formatDate } from '../../lib/format';
import { useSamplesAwaitingResult } from './lab.api';
import { sampleFactItems } from './lab-facts';
import type { LabResultTarget } from './lab-result-form.modal';
import type { LabFormValues } from './lab-result-form.schema';

type LabControl = Control<LabFormValues, unknown, LabFormValues>;

/** The sample: as given, chosen from those awaiting a result, or the one the corrected result is for. */
export function SampleSection({
  target,
  control,
  message,
}: {
  target: LabResultTarget;
  control: LabControl;
  message: FormMessage;
}) {
  const { t } = useTranslation();
  if (target.kind === 'sample') {
    return <Facts label={t('labForm.sample', 'Sample')} items={sampleFactItems(t, target.sample)} />;
  }
  if (target.kind === 'correct') {
    const { report } = target;
    return (
      <Facts
        label={t('labForm.correcting', 'The result corrected')}
        items={[
          [t('labForm.fact.reportNo', 'Report No'), report.labResults.reportNo],
          [t('labForm.fact.sampleId', 'Sample ID'), report.sampleCode],
          [t('labForm.fact.donorId', 'Donor ID'), report.donorId],
          [t('labForm.fact.bagId', 'Bag ID'), report.bagId],
          [
            t('labForm.fact.unitNumber', 'Unit number'),
            report.unitNumber ? displayUnitNumber(report.unitNumber) : '',
          ],
          [t('labForm.fact.collectedOn', 'Collected on'), formatDate(report.collectedDate)],
        ]}
      />
    );
  }
  return <SampleChooser control={control} message={message} />;
}

/** Add Result on the register: a sample accepted and waiting for its result, chosen by sample, bag or donor. */
function SampleChooser({ control, message }: { control: LabControl; message: FormMessage }) {
  const { t } = useTranslation();
  const waiting = useSamplesAwaitingResult();
  const { field, fieldState } = useController({ control, name: 'sampleId' });
  const samples = waiting.data?.data ?? [];
  const chosen = samples.find((sample) => sample._id === field.value);
  return (
    <Stack gap="sm">
      <Select
        ref={field.ref}
        label={t('labForm.chooseSample', 'Sample')}
        placeholder={
          waiting.isPending
            ? t('labForm.loadingSamples', 'Loading the samples…')
            : t('labForm.chooseSamplePlaceholder', 'Choose a sample awaiting its result')
        }
        description={
          waiting.isError
            ? waiting.error.message
            : t('labForm.chooseSampleHint', 'Search by sample, bag or donor ID')
        }
        data={samples.map((sample) => ({
          value: sample._id,
          label: t('labForm.sampleOption', '{{sampleId}} · bag {{bagId}} · donor {{donorId}}', {
            sampleId: sample.sample.sampleId_1,
            bagId: sample.bagId,
            donorId: sample.donorId || '—',
          }),
        }))}
        value={field.value || null}
        onChange={(value) => {
          field.onChange(value ?? '');
          field.onBlur();
        }}
        error={message(fieldState.error?.message)}
        searchable
        allowDeselect={false}
        withAsterisk
        aria-required
        disabled={waiting.isPending}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      {chosen && <Facts items={sampleFactItems(t, chosen)} />}
    </Stack>
  );
}

/** Add Result while no sample awaits its result: says so, instead of a form that could not be sent. */
export function WaitingSamplesGate({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const waiting = useSamplesAwaitingResult();
  if (waiting.isSuccess && waiting.data.data.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light" role="status">
          {t('labForm.noSamplesWaiting', 'No samples are waiting for a result')}
        </Alert>
        <ModalButtons>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </ModalButtons>
      </Stack>
    );
  }
  return <>{children}</>;
}
