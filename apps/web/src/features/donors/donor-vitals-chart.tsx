import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import type { DonorProfile } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/**
 * The profile's line chart of bp, weight and hb by date (docs/spec/part-1-institution-side.md §2). Loaded on
 * demand by the profile (React.lazy), so recharts travels only to the clerks who open a donor with readings
 * (docs/decisions/0029-code-splitting.md). Pictures only: the same numbers are in the table beside it, and
 * the caller names the picture for screen readers; the chart's own keyboard layer is off for that reason.
 */
export function DonorVitalsChart({ vitals }: { vitals: DonorProfile['vitals'] }) {
  const { t } = useTranslation();
  const data = vitals.map((reading) => ({ ...reading, day: formatDate(reading.date) }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      // Hb (around 13 g/dL) would lie flat beside bp (around 120 mmHg): it gets the right-hand scale.
      withRightYAxis
      series={[
        { name: 'bp', label: t('donorProfile.vitals.bp', 'BP (systolic, mmHg)'), color: 'red.8' },
        { name: 'weight', label: t('donorProfile.vitals.weight', 'Weight (kg)'), color: 'blue.8' },
        { name: 'hb', label: t('donorProfile.vitals.hb', 'Hb (g/dL)'), color: 'teal.8', yAxisId: 'right' },
      ]}
      withLegend
      connectNulls
      curveType="linear"
      accessibilityLayer={false}
      tooltipAnimationDuration={0}
    />
  );
}
