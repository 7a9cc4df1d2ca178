import { PopupLoadFailure } from '../../components/popup-load-failure';
import '@mantine/core/styles/Alert.layer.css';
import { Group, Loader, Text } from '@mantine/core';
import type { LabReport } from '@raktsetu/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabCriteria } from './lab.api';
import { type FormParameter, formParameters } from './lab-result-form.schema';

/**
 * A result form waits for the lab's criteria: they decide which observations it asks. While they load it says
 * so; if they cannot be loaded it says why, with Try again.
 */
export function CriteriaGate({
  onClose,
  recorded,
  children,
}: {
  onClose: () => void;
  /** The observations of a result being corrected, kept even if their criterion is no longer on the form. */
  recorded?: LabReport['labResults']['results'];
  children: (parameters: FormParameter[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const criteria = useLabCriteria();
  if (criteria.isPending) {
    return (
      <Group gap="xs" p="md">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('labForm.loadingCriteria', 'Loading the lab test criteria…')}</Text>
      </Group>
    );
  }
  if (criteria.isError) {
    return (
      <PopupLoadFailure
        title={t('labForm.criteriaFailed', 'The lab test criteria could not be loaded')}
        error={criteria.error}
        onRetry={() => void criteria.refetch()}
        onClose={onClose}
      />
    );
  }
  return <>{children(formParameters(criteria.data, recorded))}</>;
}
