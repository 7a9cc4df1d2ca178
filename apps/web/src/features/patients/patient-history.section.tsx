import '@mantine/core/styles/Table.layer.css';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanDateText, FormSection } from '../../components/form-fields';
import { PlusIcon } from '../../components/icons';
import { EMPTY_HISTORY_ROW, PATIENT_FORM_MESSAGES, PATIENT_LIMITS } from './add-patient.schemas';
import { type PatientControl, PatientTextField } from './patient-fields';

const TEXT_COLUMNS = [
  { name: 'case', max: PATIENT_LIMITS.line },
  { name: 'diagnosis', max: PATIENT_LIMITS.line },
  { name: 'condition', max: PATIENT_LIMITS.name },
  { name: 'treatment', max: PATIENT_LIMITS.line },
] as const;

/**
 * Optional history rows (docs/spec/part-1-institution-side.md §2: #, Date, Case, Diagnosis, Condition,
 * Treatment). The boxes of a row are named by their column and row number, the table having no labels of
 * its own above each box.
 */
export function HistorySection({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'history' });
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= PATIENT_LIMITS.historyRows;

  const headers = {
    date: t('addPatient.history.date', 'Date'),
    case: t('addPatient.history.case', 'Case'),
    diagnosis: t('addPatient.history.diagnosis', 'Diagnosis'),
    condition: t('addPatient.history.condition', 'Condition'),
    treatment: t('addPatient.history.treatment', 'Treatment'),
  };
  const cellName = (column: string, row: number) =>
    t('addPatient.history.cell', '{{column}}, row {{row}}', { column, row });

  return (
    <FormSection
      title={t('addPatient.section.history', 'History')}
      description={t(
        'addPatient.history.intro',
        'Optional. One row per visit or episode; each row needs its date (DD/MM/YYYY).',
      )}
    >
      {fields.length > 0 && (
        <Table.ScrollContainer minWidth={960} type="native">
          <Table
            aria-label={t('addPatient.section.history', 'History')}
            striped={false}
            highlightOnHover={false}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>{t('addPatient.history.number', '#')}</Table.Th>
                <Table.Th w={150}>{headers.date}</Table.Th>
                {TEXT_COLUMNS.map((column) => (
                  <Table.Th key={column.name}>{headers[column.name]}</Table.Th>
                ))}
                <Table.Th w={100}>
                  <VisuallyHidden>{t('addPatient.history.actions', 'Actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => (
                <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
                  <Table.Th scope="row" fw={400} pt="md">
                    {index + 1}
                  </Table.Th>
                  <Table.Td>
                    <PatientTextField
                      control={control}
                      name={`history.${index}.date`}
                      aria-label={cellName(headers.date, index + 1)}
                      aria-required
                      placeholder="DD/MM/YYYY"
                      inputMode="numeric"
                      maxLength={10}
                      clean={cleanDateText}
                      size="sm"
                      autoComplete="off"
                    />
                  </Table.Td>
                  {TEXT_COLUMNS.map((column) => (
                    <Table.Td key={column.name}>
                      <PatientTextField
                        control={control}
                        name={`history.${index}.${column.name}`}
                        aria-label={cellName(headers[column.name], index + 1)}
                        maxLength={column.max}
                        size="sm"
                        autoComplete="off"
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      mt={6}
                      aria-label={t('addPatient.history.removeRow', 'Remove row {{row}}', { row: index + 1 })}
                      onClick={() => {
                        remove(index);
                        // The row's own button is gone; focus stays in the section.
                        addButton.current?.focus();
                      }}
                    >
                      {t('addPatient.history.remove', 'Remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm">
        <Button
          ref={addButton}
          variant="light"
          leftSection={<PlusIcon size={16} />}
          disabled={full}
          onClick={() => append({ ...EMPTY_HISTORY_ROW }, { focusName: `history.${fields.length}.date` })}
        >
          {t('addPatient.history.add', 'Add row')}
        </Button>
        {full && (
          <Text size="sm" c="gray.7">
            {t('addPatient.rule.tooManyRows', PATIENT_FORM_MESSAGES.tooManyRows)}
          </Text>
        )}
      </Group>
    </FormSection>
  );
}
