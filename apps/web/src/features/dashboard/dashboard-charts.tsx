import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHART_PERIODS, type ChartPeriod } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { extremesOf, periodLabel, type Tally } from './chart-text';
import { ChartsLoading } from './charts-loading';
import { useDashboardCharts, useNgoDashboard } from './dashboard.api';
import { LoadFailed } from './load-failed';

/*
 * The dashboard's three charts (docs/spec/part-1-institution-side.md §2). This module is loaded with
 * React.lazy by the dashboard, so @mantine/charts and recharts travel in a chunk of their own, only to the
 * types that show charts (docs/decisions/0029-code-splitting.md). Each chart is a picture for the eye; its
 * numbers are its accessible name (role="img"), so recharts' own keyboard layer is off.
 */

/** "Whole Blood 12, Plasma Fresh Frozen 4": the values of a chart, as its text alternative says them. */
const valuesText = (items: readonly ChartValue[]) =>
  items.map((item) => `${item.label} ${formatCount(item.count)}`).join(', ');

interface ChartValue {
  label: string;
  count: number;
}

/**
 * A chart's card: its heading and intro, then the chart (`children`) and its `footer`, or "No data yet" when
 * every value is 0. The chart is a picture for the eye; its accessible name writes out every value.
 */
function ChartCard({
  title,
  intro,
  values,
  children,
  footer,
}: {
  title: string;
  intro: string;
  /** What the chart shows, in its order: its text alternative. */
  values: readonly ChartValue[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {intro}
      </Text>
      {values.every((value) => value.count === 0) ? (
        <Text size="sm" c="dimmed" py="xl" ta="center">
          {t('dashboard.charts.noData', 'No data yet')}
        </Text>
      ) : (
        <>
          <div
            role="img"
            aria-label={t('dashboard.charts.summary', '{{chart}}: {{values}}.', {
              chart: title,
              values: valuesText(values),
            })}
          >
            {children}
          </div>
          {footer}
        </>
      )}
    </Paper>
  );
}

/** What every chart does alike: counts as figures, no keyboard layer of its own (see above), tooltips at once. */
const CHART_DEFAULTS = {
  valueFormatter: formatCount,
  accessibilityLayer: false,
  tooltipAnimationDuration: 0,
} as const;

/** What a chart is told: its heading, its intro, and what its bars or points count. */
interface ChartText {
  title: string;
  intro: string;
  seriesLabel: string;
}

/** Units or donations by component: a bar per component that has any, the longest names on their own axis. */
function ComponentChart({
  title,
  intro,
  seriesLabel,
  tallies,
}: ChartText & { tallies: { component: string; count: number }[] }) {
  const counted = tallies.filter((tally) => tally.count > 0);
  const shown = counted.length > 0 ? counted : tallies;
  return (
    <ChartCard
      title={title}
      intro={intro}
      values={shown.map((tally) => ({ label: tally.component, count: tally.count }))}
    >
      <BarChart
        h={Math.max(160, shown.length * 34 + 40)}
        data={shown}
        dataKey="component"
        orientation="vertical"
        series={[{ name: 'count', label: seriesLabel, color: 'red' }]}
        yAxisProps={{ width: 150, interval: 0 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="y"
        maxBarWidth={22}
        {...CHART_DEFAULTS}
      />
    </ChartCard>
  );
}

/** Units or donors by blood group: a bar per group. */
function BloodGroupChart({
  title,
  intro,
  seriesLabel,
  tallies,
}: ChartText & { tallies: { bloodGroup: string; count: number }[] }) {
  return (
    <ChartCard
      title={title}
      intro={intro}
      values={tallies.map((tally) => ({ label: tally.bloodGroup, count: tally.count }))}
    >
      <BarChart
        h={220}
        data={tallies}
        dataKey="bloodGroup"
        series={[{ name: 'count', label: seriesLabel, color: 'blue' }]}
        xAxisProps={{ interval: 0 }}
        yAxisProps={{ allowDecimals: false, width: 40 }}
        gridAxis="x"
        maxBarWidth={28}
        {...CHART_DEFAULTS}
      />
    </ChartCard>
  );
}

/** Donations received, or camps organised, per month or week, with the highest and lowest written under it. */
function OverTimeChart({
  title,
  intro,
  seriesLabel,
  period,
  tallies,
}: ChartText & { period: ChartPeriod; tallies: Tally[] }) {
  const { t } = useTranslation();
  const data = tallies.map((tally) => ({ ...tally, label: periodLabel(tally.date, period, 'axis') }));
  const extremes = extremesOf(tallies);
  const when = (date: string) => periodLabel(date, period, 'text');
  return (
    <ChartCard
      title={title}
      intro={intro}
      values={data.map((tally) => ({ label: when(tally.date), count: tally.count }))}
      footer={
        extremes && (
          <Group gap="lg" mt="sm" wrap="wrap">
            <Text size="sm">
              {t('dashboard.charts.highest', 'Highest: {{value}} on {{date}}', {
                value: formatCount(extremes.highest.count),
                date: when(extremes.highest.date),
              })}
            </Text>
            <Text size="sm">
              {t('dashboard.charts.lowest', 'Lowest: {{value}} on {{date}}', {
                value: formatCount(extremes.lowest.count),
                date: when(extremes.lowest.date),
              })}
            </Text>
          </Group>
        )
      }
    >
      <AreaChart
        h={240}
        data={data}
        dataKey="label"
        series={[{ name: 'count', label: seriesLabel, color: 'grape' }]}
        curveType="linear"
        yAxisProps={{ allowDecimals: false, width: 40 }}
        gridAxis="x"
        {...CHART_DEFAULTS}
      />
    </ChartCard>
  );
}

function periodNames(t: TFunction): Record<ChartPeriod, string> {
  return {
    Monthly: t('dashboard.charts.monthly', 'Monthly'),
    Weekly: t('dashboard.charts.weekly', 'Weekly'),
  };
}

/** The charts' section: its heading, the period filter (Monthly by default) and the charts or their state. */
function ChartsSection({
  period,
  onPeriod,
  query,
  children,
}: {
  period: ChartPeriod;
  onPeriod: (period: ChartPeriod) => void;
  query: {
    status: 'pending' | 'error' | 'success';
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const names = periodNames(t);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('dashboard.charts.title', 'Charts')}
        </Title>
        <SegmentedControl
          aria-label={t('dashboard.charts.period', 'Chart period')}
          value={period}
          onChange={(value) => onPeriod(value as ChartPeriod)}
          data={CHART_PERIODS.map((value) => ({ value, label: names[value] }))}
        />
      </Group>
      {query.status === 'error' ? (
        <LoadFailed
          title={t('dashboard.charts.failed', 'The charts could not be loaded')}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.status === 'pending' ? (
        <ChartsLoading />
      ) : (
        <div aria-busy={query.isFetching}>{children}</div>
      )}
    </Stack>
  );
}

/** The three charts as both dashboards lay them out: by component and by blood group side by side, over time under them. */
function ChartsGrid({
  byComponent,
  byBloodGroup,
  overTime,
}: {
  byComponent: ReactNode;
  byBloodGroup: ReactNode;
  overTime: ReactNode;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {byComponent}
        {byBloodGroup}
      </SimpleGrid>
      {overTime}
    </Stack>
  );
}

/** A blood centre's charts: stock by component and blood group now, units collected per month or week. */
export function BloodCentreCharts() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>('Monthly');
  const charts = useDashboardCharts(period);
  const data = charts.data;
  const unitsLabel = t('dashboard.charts.units', 'Units');
  return (
    <ChartsSection period={period} onPeriod={setPeriod} query={charts}>
      {data && (
        <ChartsGrid
          byComponent={
            <ComponentChart
              title={t('dashboard.charts.inventoryByComponent', 'Inventory by component')}
              intro={t('dashboard.charts.availableNow', 'Units available now')}
              seriesLabel={unitsLabel}
              tallies={data.byComponent}
            />
          }
          byBloodGroup={
            <BloodGroupChart
              title={t('dashboard.charts.bloodGroup', 'Blood group')}
              intro={t('dashboard.charts.availableNow', 'Units available now')}
              seriesLabel={unitsLabel}
              tallies={data.byBloodGroup}
            />
          }
          overTime={
            <OverTimeChart
              title={t('dashboard.charts.donationsReceived', 'Donations received')}
              intro={
                data.period === 'Weekly'
                  ? t('dashboard.charts.collectedWeekly', 'Units collected here, week by week')
                  : t('dashboard.charts.collectedMonthly', 'Units collected here, month by month')
              }
              seriesLabel={unitsLabel}
              period={data.period}
              tallies={data.overTime}
            />
          }
        />
      )}
    </ChartsSection>
  );
}

/** An NGO's charts: its donors' donations by component, camps organised over time, its donors by blood group. */
export function NgoCharts() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>('Monthly');
  const ngo = useNgoDashboard(period);
  const data = ngo.data;
  return (
    <ChartsSection period={period} onPeriod={setPeriod} query={ngo}>
      {data && (
        <ChartsGrid
          byComponent={
            <ComponentChart
              title={t('dashboard.charts.donationsByComponent', 'Donations by component')}
              intro={t('dashboard.charts.byYourDonors', 'Donations made by your donors')}
              seriesLabel={t('dashboard.charts.donations', 'Donations')}
              tallies={data.componenetWiseData}
            />
          }
          byBloodGroup={
            <BloodGroupChart
              title={t('dashboard.charts.donorsByBloodGroup', 'Donors by blood group')}
              intro={t('dashboard.charts.yourDonors', 'Your donors')}
              seriesLabel={t('dashboard.charts.donors', 'Donors')}
              tallies={data.bloodGroupWiseData}
            />
          }
          overTime={
            <OverTimeChart
              title={t('dashboard.charts.campsOrganised', 'Camps organised')}
              intro={
                data.period === 'Weekly'
                  ? t('dashboard.charts.campsWeekly', 'Camps, week by week')
                  : t('dashboard.charts.campsMonthly', 'Camps, month by month')
              }
              seriesLabel={t('dashboard.charts.camps', 'Camps')}
              period={data.period}
              tallies={data.campGrapgh}
            />
          }
        />
      )}
    </ChartsSection>
  );
}
