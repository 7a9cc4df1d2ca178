import '@mantine/core/styles/Table.layer.css';
import { Paper, Table } from '@mantine/core';
import { CONSUMPTION_COLUMNS, CONSUMPTION_GROUPS } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../../components/form-fields';
import { consumptionColumnLabels } from './settings.schemas';
import type { SettingsControl } from './settings-fields';
import { NumberField } from './settings-number-field';

/**
 * Step 2, monthly inventory type: the average units used a month, by blood group (rows) and component group
 * (columns), for planning stock and camps.
 */
export function ConsumptionStep({ control, message }: { control: SettingsControl; message: FormMessage }) {
  const { t } = useTranslation();
  const columns = consumptionColumnLabels(t);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={620} type="native">
        <Table
          aria-label={t('settings.consumption.table', 'Units used a month, by blood group and component')}
          striped={false}
          highlightOnHover={false}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('settings.consumption.group', 'Blood group')}</Table.Th>
              {CONSUMPTION_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {columns[column]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CONSUMPTION_GROUPS.map((group) => (
              <Table.Tr key={group}>
                <Table.Th scope="row">{group}</Table.Th>
                {CONSUMPTION_COLUMNS.map((column) => (
                  <Table.Td key={column}>
                    <NumberField
                      control={control}
                      name={`monthlyConsumption.${group}.${column}`}
                      message={message}
                      aria-label={t('settings.consumption.cell', '{{group}} {{column}} units a month', {
                        group,
                        column: columns[column],
                      })}
                      allowDecimal={false}
                      max={100_000}
                      hideControls
                      miw={96}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
