import '@mantine/core/styles/Table.layer.css';
import { Modal, Table, Text } from '@mantine/core';
import type { PatientRow } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

export const patientName = (row: Pick<PatientRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim();

/** The history rows recorded when the patient was added (docs/spec/part-1-institution-side.md §2). */
export function PatientHistoryModal({
  patient,
  onClose,
}: {
  patient: PatientRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = patient ? patientName(patient) : '';
  const title = t('patientList.history.title', 'History of {{name}}', { name });
  return (
    <Modal
      opened={patient !== null}
      onClose={onClose}
      size="xl"
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
    >
      {patient && (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table aria-label={title} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('patientList.history.number', '#')}</Table.Th>
                <Table.Th>{t('patientList.history.date', 'Date')}</Table.Th>
                <Table.Th>{t('patientList.history.case', 'Case')}</Table.Th>
                <Table.Th>{t('patientList.history.diagnosis', 'Diagnosis')}</Table.Th>
                <Table.Th>{t('patientList.history.condition', 'Condition')}</Table.Th>
                <Table.Th>{t('patientList.history.treatment', 'Treatment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {patient.history.map((row, index) => (
                // History rows have no id of their own; their order is their identity here.
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows, never reordered
                <Table.Tr key={index}>
                  <Table.Th scope="row" fw={400}>
                    {index + 1}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date) || '—'}</Table.Td>
                  <Table.Td>{row.case || '—'}</Table.Td>
                  <Table.Td>{row.diagnosis || '—'}</Table.Td>
                  <Table.Td>{row.condition || '—'}</Table.Td>
                  <Table.Td>{row.treatment || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
