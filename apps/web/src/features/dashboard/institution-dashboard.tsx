import { Stack, Text, Title } from '@mantine/core';
import type { InstitutionType } from '@raktsetu/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartsLoading } from './charts-loading';
import { DashboardTabs } from './dashboard-tabs';
import { BloodCentreTiles, NgoTiles } from './dashboard-tiles';

/** The types with tiles, tabs and charts; a hospital's dashboard is its verification list. */
export type DashboardType = Exclude<InstitutionType, 'Hospital'>;

export const hasFullDashboard = (type: string): type is DashboardType =>
  type === 'BloodBank' || type === 'Both' || type === 'NGO';

function ChartsUnavailable() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('dashboard.charts.unavailable', 'The charts could not be loaded. Reload the page to try again.')}
    </Text>
  );
}

// The charts bring @mantine/charts and recharts: a chunk of their own, fetched once the dashboard shows them
// (docs/decisions/0029-code-splitting.md). A chunk that fails to load leaves the rest of the dashboard.
const loadCharts = () => import('./dashboard-charts');
const BloodCentreCharts = lazy(() =>
  loadCharts().then(
    (module) => ({ default: module.BloodCentreCharts }),
    () => ({ default: ChartsUnavailable }),
  ),
);
const NgoCharts = lazy(() =>
  loadCharts().then(
    (module) => ({ default: module.NgoCharts }),
    () => ({ default: ChartsUnavailable }),
  ),
);

/** Stands where the charts' own section will be while their code arrives: the same heading, so nothing jumps. */
function ChartsFallback() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('dashboard.charts.title', 'Charts')}
      </Title>
      <ChartsLoading />
    </Stack>
  );
}

/**
 * The dashboard of a blood bank, a hospital with a blood bank (Both) or an NGO (docs/spec/part-1-institution-side.md
 * §2): five tiles, the tabbed area and three charts at the bottom.
 */
export function InstitutionDashboard({ type }: { type: DashboardType }) {
  return (
    <Stack gap="lg">
      {type === 'NGO' ? <NgoTiles /> : <BloodCentreTiles />}
      <DashboardTabs type={type} />
      <Suspense fallback={<ChartsFallback />}>
        {type === 'NGO' ? <NgoCharts /> : <BloodCentreCharts />}
      </Suspense>
    </Stack>
  );
}
