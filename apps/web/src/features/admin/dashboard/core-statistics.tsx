import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CORE_STATISTICS, type Statistics } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';

type Key = (typeof CORE_STATISTICS)[number][0];
const HOURS: Key[] = ['AvarageTimeToFindDonor', 'AvarageTimeToFulfilRequest'];
const PLACES: Key[] = [
  'MostActiveStateInBloodDonationDrive',
  'LeastActiveStateInBloodDonationDrive',
  'HighestConsumputionState',
  'LowestConsumptionState',
];

/** The 17 labelled figures; for a chosen state the four "state" figures name its cities. */
export function CoreStatistics({ statistics, state }: { statistics: Statistics; state: string }) {
  const { t } = useTranslation();
  const noData = t('admin.dashboard.stats.noData', 'No data yet');

  function shown(key: Key): string {
    const value = statistics[key];
    if (value === null) return noData;
    if (typeof value === 'string') return value;
    if (HOURS.includes(key)) return t('admin.dashboard.stats.hours', '{{hours}} hours', { hours: value });
    if (key === 'AvarageConsuptionOfBlood')
      return t('admin.dashboard.stats.perDay', '{{units}} units a day', { units: value });
    return formatCount(value);
  }

  function label(key: Key, text: string): string {
    const own = t(`admin.dashboard.stats.${key}`, text);
    // Within a state, the most and least active places are its cities.
    return state !== 'All' && PLACES.includes(key)
      ? own.replace('State', t('admin.dashboard.stats.city', 'City'))
      : own;
  }

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm" m={0}>
      {CORE_STATISTICS.map(([key, text]) => (
        <Stack key={key} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {label(key, text)}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {shown(key)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
