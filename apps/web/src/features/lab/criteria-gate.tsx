import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { LabReport } from '@raktsetu/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalButtons } from '../../components/modal-buttons';
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
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('labForm.criteriaFailed', 'The lab test criteria could not be loaded')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{criteria.error.message}</Text>
            <Button variant="default" size="compact-sm" onClick={() => void criteria.refetch()}>
              {t('labForm.retry', 'Try again')}
            </Button>
          </Stack>
        </Alert>
        <ModalButtons>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </ModalButtons>
      </Stack>
    );
  }
  return <>{children(formParameters(criteria.data, recorded))}</>;
}
