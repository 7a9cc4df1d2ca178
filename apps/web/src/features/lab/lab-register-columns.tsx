import '@mantine/core/styles/Badge.layer.css';
import { Badge, Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { FinalResult, LabReport, LabResultOutcome } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table';
import { formatDate } from '../../lib/format';
import type { labRegisterList } from './lab.api';
import { finalResultLabel, outcomeLabel } from './lab-text';

/*
 * The columns of the lab's register (docs/spec/part-2-operations-and-admin.md §2 "Results": date, bp, weight,
 * hb, rbc, wbc, platelet, esr, tlc, result), with the report number, the donor and what happened to the units
 * beside them. Each can be hidden (Show/Hide Columns) but Details, the row's own button.
 */

export type RegisterColumn = DataTableColumn<typeof labRegisterList>;
type Observation = LabReport['labResults']['results'][number];

/** The parameters the register shows, by the name the criteria give them. */
const PARAMETER_COLUMNS = ['RBC', 'WBC', 'Platelet', 'ESR', 'TLC'] as const;

/** A row's observation of a parameter, by name (or the default criterion's id). */
export function observationOf(report: LabReport, parameter: string): Observation | undefined {
  const wanted = parameter.toLowerCase();
  return report.labResults.results.find(
    (result) => result.parameter.toLowerCase() === wanted || result.id.toLowerCase() === wanted,
  );
}

/** High or low against the standard, as a lab report flags it. */
function rangeFlag(observation: Observation): 'H' | 'L' | null {
  const value = Number(observation.observation);
  if (!observation.outOfRange || Number.isNaN(value)) return null;
  if (observation.max !== null && value > observation.max) return 'H';
  if (observation.min !== null && value < observation.min) return 'L';
  return null;
}

/** An observation; outside its standard it is bold red with H or L, and says so to a screen reader. */
export function ObservationValue({ observation }: { observation: Observation | undefined }) {
  const { t } = useTranslation();
  if (!observation || observation.observation === '') return <Text size="sm">—</Text>;
  if (!observation.outOfRange) {
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {observation.observation}
      </Text>
    );
  }
  const flag = rangeFlag(observation);
  return (
    <Text size="sm" fw={700} c="red" style={{ whiteSpace: 'nowrap' }}>
      {observation.observation}
      {flag && <span aria-hidden="true"> {flag}</span>}
      <VisuallyHidden> {t('labRegister.outside', '(outside standard)')}</VisuallyHidden>
    </Text>
  );
}

const RESULT_LOOK: Record<FinalResult, { color: string; variant: 'light' | 'filled' }> = {
  Pass: { color: 'teal', variant: 'light' },
  Fail: { color: 'red', variant: 'filled' },
  'Conditional Release': { color: 'orange', variant: 'light' },
};

/** The final result as a badge, its words whole (a badge never cuts "Conditional Release" short). */
export function FinalResultBadge({ result }: { result: FinalResult }) {
  const { t } = useTranslation();
  return (
    <Badge
      {...RESULT_LOOK[result]}
      radius="sm"
      styles={{
        root: { flexShrink: 0, maxWidth: 'none' },
        label: { overflow: 'visible', whiteSpace: 'nowrap' },
      }}
    >
      {finalResultLabel(t, result)}
    </Badge>
  );
}

const OUTCOME_COLOR: Record<LabResultOutcome, string> = {
  released: 'teal',
  held: 'orange',
  unsafe: 'red',
  alreadyOut: 'gray',
};

/** What the result did to the units: a word in the text colour beside a coloured dot (WCAG AA). */
export function OutcomeText({ outcome }: { outcome: LabResultOutcome }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        aria-hidden="true"
        w={10}
        h={10}
        style={{ borderRadius: '50%', background: `var(--mantine-color-${OUTCOME_COLOR[outcome]}-filled)` }}
      />
      <Text
        size="sm"
        fw={outcome === 'unsafe' || outcome === 'held' ? 700 : 400}
        style={{ whiteSpace: 'nowrap' }}
      >
        {outcomeLabel(t, outcome)}
      </Text>
    </Group>
  );
}

const plain = (text: string | number | null) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text === null || text === '' ? '—' : text}
  </Text>
);

/** Every column the register may show, in order; Details is not one of them (it always shows). */
export function registerColumns(t: TFunction): RegisterColumn[] {
  return [
    {
      id: 'date',
      header: t('labRegister.col.date', 'Date'),
      sort: 'addedAt',
      cell: (row) => plain(formatDate(row.labResults.addedAt)),
    },
    {
      id: 'reportNo',
      header: t('labRegister.col.reportNo', 'Report No'),
      sort: 'reportNo',
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {row.labResults.reportNo}
        </Text>
      ),
    },
    {
      id: 'donorId',
      header: t('labRegister.col.donorId', 'Donor ID'),
      cell: (row) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {row.donorId || '—'}
        </Text>
      ),
    },
    // The group the lab found: what the blood-group filter chooses by.
    { id: 'group', header: t('labRegister.col.group', 'Group'), cell: (row) => plain(row.bloodGroup) },
    { id: 'bp', header: t('labRegister.col.bp', 'BP'), cell: (row) => plain(row.labResults.bloodPressure) },
    {
      id: 'weight',
      header: t('labRegister.col.weight', 'Weight'),
      cell: (row) => plain(row.labResults.weight),
    },
    { id: 'hb', header: t('labRegister.col.hb', 'Hb'), cell: (row) => plain(row.labResults.Hb) },
    ...PARAMETER_COLUMNS.map(
      (parameter): RegisterColumn => ({
        id: parameter.toLowerCase(),
        header: parameter,
        cell: (row) => <ObservationValue observation={observationOf(row, parameter)} />,
      }),
    ),
    {
      id: 'result',
      header: t('labRegister.col.result', 'Result'),
      cell: (row) => <FinalResultBadge result={row.labResults.finalResult} />,
    },
    {
      id: 'units',
      header: t('labRegister.col.units', 'Units'),
      cell: (row) => <OutcomeText outcome={row.outcome} />,
    },
  ];
}

/** The row's own button, named by its report so a screen reader tells the rows apart. */
export function detailsColumn(t: TFunction, open: (row: LabReport) => void): RegisterColumn {
  return {
    id: 'details',
    header: t('labRegister.col.details', 'Details'),
    cell: (row) => (
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('labRegister.detailsOf', 'Details of report {{reportNo}}', {
          reportNo: row.labResults.reportNo,
        })}
        onClick={() => open(row)}
      >
        {t('labRegister.details', 'Details')}
      </Button>
    ),
  };
}
