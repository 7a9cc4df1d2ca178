import '@mantine/core/styles/Table.layer.css';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { INFRASTRUCTURE_CATEGORIES, INFRASTRUCTURE_ITEMS } from '@raktsetu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../../components/form-fields';
import { capacityUnitLabels, categoryLabels } from './settings.schemas';
import type { SettingsControl } from './settings-fields';
import { NumberField } from './settings-number-field';

/**
 * Step 3, infrastructure: what the centre keeps (Drugs and Cosmetics Rules, Schedule F Part XII-B), by the
 * spec's four categories — how many of each, and each one's capacity in its unit (KWH, Hrs., Units., Km.).
 */
export function InfrastructureStep({ control, message }: { control: SettingsControl; message: FormMessage }) {
  const { t } = useTranslation();
  const categories = categoryLabels(t);
  return (
    <Stack gap="lg">
      {INFRASTRUCTURE_CATEGORIES.map((category) => (
        <CategorySection
          key={category}
          title={categories[category]}
          items={INFRASTRUCTURE_ITEMS.filter((item) => item.category === category)}
          control={control}
          message={message}
        />
      ))}
    </Stack>
  );
}

function CategorySection({
  title,
  items,
  control,
  message,
}: {
  title: string;
  items: typeof INFRASTRUCTURE_ITEMS;
  control: SettingsControl;
  message: FormMessage;
}) {
  const { t } = useTranslation();
  const units = capacityUnitLabels(t);
  const id = useId();
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id} px="md" pt="md" pb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-labelledby={id} striped={false} highlightOnHover={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('settings.infrastructure.item', 'Equipment')}</Table.Th>
              <Table.Th scope="col">{t('settings.infrastructure.count', 'Number')}</Table.Th>
              <Table.Th scope="col">{t('settings.infrastructure.capacity', 'Capacity of each')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const name = t(`settings.infraItem.${item.key}`, item.name);
              const measures = t(`settings.infraCapacity.${item.key}`, item.capacity);
              const unit = units[item.unit];
              return (
                <Table.Tr key={item.key}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td>
                    <NumberField
                      control={control}
                      name={`infrastructure.${item.key}.count`}
                      message={message}
                      aria-label={t('settings.infrastructure.countOf', 'Number of {{item}}', { item: name })}
                      allowDecimal={false}
                      max={999}
                      w={110}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberField
                      control={control}
                      name={`infrastructure.${item.key}.capacity`}
                      message={message}
                      nullable
                      label={measures}
                      aria-label={t(
                        'settings.infrastructure.capacityOf',
                        '{{measures}} of {{item}}, in {{unit}}',
                        {
                          measures,
                          item: name,
                          unit,
                        },
                      )}
                      rightSection={
                        <Text size="sm" c="dimmed" aria-hidden="true" pr={6}>
                          {unit}
                        </Text>
                      }
                      rightSectionWidth={56}
                      rightSectionPointerEvents="none"
                      hideControls
                      decimalScale={2}
                      max={1_000_000}
                      w={180}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
