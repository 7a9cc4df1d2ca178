import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  DASHBOARD_ALL_STATES,
  type DashboardDataRequest,
  INDIA_STATES,
  type Statistics,
  type TileData,
} from '@raktsetu/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { formatCount } from '../../lib/format';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../dashboard/load-failed';
import { CoreStatistics } from './dashboard/core-statistics';
import { useStatistics, useTileData } from './dashboard/platform-dashboard.api';

// The map's shapes weigh 170 KB: they load only when the whole country is shown.
const IndiaMap = lazy(() => import('./dashboard/india-map').then((module) => ({ default: module.IndiaMap })));

type StateChoice = NonNullable<DashboardDataRequest['state']>;
const STATE_CHOICES: StateChoice[] = [DASHBOARD_ALL_STATES, ...INDIA_STATES];

function Tiles({ data }: { data: TileData | undefined }) {
  const { t } = useTranslation();
  const tiles: [keyof TileData, string, string][] = [
    [
      'donations',
      t('admin.dashboard.tiles.donation', 'Donation'),
      t('admin.dashboard.tiles.last30', 'units, last 30 days'),
    ],
    [
      'consumed',
      t('admin.dashboard.tiles.consumption', 'Consumption'),
      t('admin.dashboard.tiles.last30', 'units, last 30 days'),
    ],
    [
      'inventory',
      t('admin.dashboard.tiles.inventory', 'Inventory'),
      t('admin.dashboard.tiles.onShelves', 'units on shelves now'),
    ],
    [
      'demandPerDay',
      t('admin.dashboard.tiles.demand', 'Demand per days'),
      t('admin.dashboard.tiles.perDay', 'units a day, last 30 days'),
    ],
    [
      'issued',
      t('admin.dashboard.tiles.issued', 'Issued per day'),
      t('admin.dashboard.tiles.perDay', 'units a day, last 30 days'),
    ],
  ];
  return (
    <SimpleGrid
      component="section"
      aria-label={t('admin.dashboard.tiles.label', 'National figures')}
      cols={{ base: 2, sm: 3, lg: 5 }}
    >
      {tiles.map(([key, label, unit]) =>
        data ? (
          <Paper
            key={key}
            withBorder
            radius="md"
            p="md"
            style={{ borderLeft: '4px solid var(--mantine-color-blood-6)' }}
          >
            <Text size="sm" fw={600} c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(data[key])}
            </Text>
            <Text size="xs" c="dimmed">
              {unit}
            </Text>
          </Paper>
        ) : (
          <Skeleton key={key} h={104} radius="md" />
        ),
      )}
    </SimpleGrid>
  );
}

function CityList({ cities }: { cities: Statistics['citiwisedonors'] }) {
  const { t } = useTranslation();
  const rows = Object.entries(cities);
  if (rows.length === 0) return <EmptyState title={t('admin.dashboard.noCities', 'No City List')} />;
  return (
    <Table
      striped
      withTableBorder
      maw={480}
      aria-label={t('admin.dashboard.citiesLabel', 'Donations by city')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.dashboard.city', 'City')}</Table.Th>
          <Table.Th ta="right">{t('admin.dashboard.map.count', 'Donations')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([city, count]) => (
          <Table.Tr key={city}>
            <Table.Td>{city}</Table.Td>
            <Table.Td ta="right">{formatCount(count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `/Super-Admin/Dashboard`: the nation's tiles, the core statistics of the country or a state, its map or cities. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const name =
    session?.identifier === 'admin' ? `${session.admin.firstName} ${session.admin.lastName}`.trim() : '';
  const [params, setParams] = useSearchParams();
  const requested = params.get('state') ?? DASHBOARD_ALL_STATES;
  const state: StateChoice = STATE_CHOICES.includes(requested as StateChoice)
    ? (requested as StateChoice)
    : DASHBOARD_ALL_STATES;
  const tiles = useTileData();
  const statistics = useStatistics(state);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.dashboard.title', 'Super Admin Dashboard')}
        intro={t('admin.dashboard.welcome', 'Signed in as {{name}}', { name })}
      />
      {tiles.status === 'error' ? (
        <LoadFailed
          title={t('admin.dashboard.tilesFailed', 'The national figures could not be loaded')}
          message={tiles.error?.message}
          onRetry={() => void tiles.refetch()}
        />
      ) : (
        <Tiles data={tiles.data} />
      )}

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="core-statistics">
        <Group justify="space-between" align="flex-end" mb="md">
          <Title order={2} size="h4" id="core-statistics">
            {t('admin.dashboard.coreStatistics', 'Core Statistics')}
          </Title>
          <Select
            label={t('admin.dashboard.state', 'State')}
            data={STATE_CHOICES}
            value={state}
            onChange={(value) => setParams(value && value !== DASHBOARD_ALL_STATES ? { state: value } : {})}
            allowDeselect={false}
            searchable
            w={280}
          />
        </Group>
        {statistics.status === 'error' ? (
          <LoadFailed
            title={t('admin.dashboard.statisticsFailed', 'The statistics could not be loaded')}
            message={statistics.error?.message}
            onRetry={() => void statistics.refetch()}
          />
        ) : statistics.data ? (
          <div
            aria-busy={statistics.isPlaceholderData}
            style={{ opacity: statistics.isPlaceholderData ? 0.6 : 1 }}
          >
            <CoreStatistics statistics={statistics.data} state={state} />
          </div>
        ) : (
          <Skeleton h={220} />
        )}
      </Paper>

      {statistics.data && !statistics.isPlaceholderData && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="donations-by-place">
          <Title order={2} size="h4" id="donations-by-place" mb="md">
            {state === DASHBOARD_ALL_STATES
              ? t('admin.dashboard.mapTitle', 'Donations across India')
              : t('admin.dashboard.citiesTitle', 'Donations in the cities of {{state}}', { state })}
          </Title>
          {state !== DASHBOARD_ALL_STATES ? (
            <CityList cities={statistics.data.citiwisedonors} />
          ) : Object.keys(statistics.data.mapData).length === 0 ? (
            <EmptyState title={t('admin.dashboard.noDonations', 'Donation Data Not Available')} />
          ) : (
            <Suspense fallback={<Skeleton h={420} />}>
              <IndiaMap donations={statistics.data.mapData} />
            </Suspense>
          )}
        </Paper>
      )}
    </Stack>
  );
}
