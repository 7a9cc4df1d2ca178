import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BLOOD_GROUPS, type MonthlyReport as Report } from '@raktsetu/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { formatCount, formatDate, formatDateTime, formatMonth } from '../../lib/format';
import { ReportFrame } from './report-frame';
import { ReportHeading } from './report-heading';
import { ReportMonthField } from './report-period-fields';
import { donorTypeLabel } from './report-texts';
import { useMonthlyReport } from './reports.api';
import classes from './reports.module.css';

type Cell = string | number;

/** One section of the return: a titled table, or a line saying there was nothing. */
function Section({
  title,
  note,
  columns,
  rows,
  total,
  empty,
}: {
  title: string;
  note?: ReactNode;
  columns: string[];
  rows: Cell[][];
  total?: Cell[];
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" className={classes.section} component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" mt="sm">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={columns.length > 6 ? 720 : 0}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('reports.monthly.scroll', 'Table: {{title}}', { title })}
        >
          <Table className={classes.numbers} mt="sm" striped withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={columns[index]} scope="row" fw={400}>
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td key={columns[index]}>
                        {typeof cell === 'number' ? formatCount(cell) : cell}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
              {total && (
                <Table.Tr className={classes.totalRow}>
                  {total.map((cell, index) => (
                    <Table.Td key={columns[index]}>
                      {index === 0 ? t('reports.total', 'Total') : formatCount(Number(cell))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

const quiet = (report: Report) =>
  report.collections.total +
    report.collections.deferred +
    report.tti.samplesTested +
    report.issues.total +
    report.discards.total +
    report.closingStock.total ===
  0;

/** The month's return to the national system (NBTC / e-RaktKosh): five sections, counts only. */
export function MonthlyReport({
  month,
  onMonthChange,
}: {
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const report = useMonthlyReport(month);
  return (
    <ReportFrame
      periodField={<ReportMonthField value={month} onChange={onMonthChange} />}
      kind="monthly-report"
      period={month}
      report={report}
    >
      {(data) => (
        <>
          <ReportHeading
            centre={data.centre}
            title={t('reports.monthly.title', 'Monthly report')}
            period={
              data.to.slice(0, 7) === data.month && data.to !== monthEnd(data.month)
                ? t('reports.monthly.upTo', '{{month}}, {{from}} to {{to}}', {
                    month: formatMonth(`${data.month}-01`),
                    from: formatDate(data.from),
                    to: formatDate(data.to),
                  })
                : formatMonth(`${data.month}-01`)
            }
            generatedAt={data.generatedAt}
          />
          {quiet(data) ? (
            <EmptyState
              title={t('reports.monthly.empty', 'No activity in this month')}
              description={t(
                'reports.monthly.emptyHint',
                'No donation, lab result, issue, discard or stock was recorded for this month.',
              )}
            />
          ) : (
            <MonthlySections report={data} />
          )}
        </>
      )}
    </ReportFrame>
  );
}

function monthEnd(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

function MonthlySections({ report }: { report: Report }) {
  const { t } = useTranslation();
  const none = t('reports.monthly.none', 'None this month.');
  const { collections, tti, issues, discards, closingStock } = report;
  const groups = BLOOD_GROUPS.filter(
    (group) => group !== 'HH' || closingStock.rows.some((row) => row.bloodGroup === 'HH'),
  );
  const components = [...new Set(closingStock.rows.map((row) => row.component))];
  const unitsOf = (component: string, group: string) =>
    closingStock.rows.find((row) => row.component === component && row.bloodGroup === group)?.units ?? 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section
          title={t('reports.monthly.collections', 'Collections by donor type')}
          note={t(
            'reports.monthly.collectionsNote',
            'Donors bled. Deferred (screened and not bled): {{count}}.',
            {
              count: collections.deferred,
            },
          )}
          columns={[
            t('reports.monthly.donorType', 'Donor type'),
            t('reports.monthly.camp', 'Camp'),
            t('reports.monthly.inHouse', 'In-house'),
            t('reports.total', 'Total'),
          ]}
          rows={collections.rows.map((row) => [
            donorTypeLabel(t, row.donorType),
            row.camp,
            row.inHouse,
            row.total,
          ])}
          total={[
            '',
            collections.rows.reduce((sum, row) => sum + row.camp, 0),
            collections.rows.reduce((sum, row) => sum + row.inHouse, 0),
            collections.total,
          ]}
          empty={none}
        />
        <Section
          title={t('reports.monthly.deferrals', 'Deferrals by reason')}
          note={t('reports.monthly.deferralsNote', 'A donor deferred for two reasons counts under each.')}
          columns={[t('reports.monthly.reason', 'Reason'), t('reports.monthly.donors', 'Donors')]}
          rows={collections.deferrals.map((row) => [row.reason, row.donors])}
          empty={none}
        />
        <Section
          title={t('reports.monthly.tti', 'TTI screening: reactive by test')}
          note={t(
            'reports.monthly.ttiNote',
            'Samples tested: {{tested}}; reactive for at least one test: {{reactive}}.',
            { tested: tti.samplesTested, reactive: tti.samplesReactive },
          )}
          columns={[
            t('reports.monthly.test', 'Test'),
            t('reports.monthly.tested', 'Tested'),
            t('reports.monthly.reactive', 'Reactive'),
            t('reports.monthly.reactivePercent', 'Reactive %'),
          ]}
          rows={
            tti.samplesTested === 0
              ? []
              : tti.rows.map((row) => [
                  row.label,
                  row.tested,
                  row.reactive,
                  row.tested > 0 ? `${((row.reactive / row.tested) * 100).toFixed(2)}%` : '–',
                ])
          }
          empty={none}
        />
        <Section
          title={t('reports.monthly.issues', 'Issues by component')}
          columns={[t('reports.component', 'Component'), t('reports.monthly.unitsIssued', 'Units issued')]}
          rows={issues.rows.map((row) => [row.component, row.units])}
          total={['', issues.total]}
          empty={none}
        />
        <Section
          title={t('reports.monthly.discards', 'Discards by reason')}
          columns={[t('reports.monthly.reason', 'Reason'), t('reports.monthly.units', 'Units')]}
          rows={discards.rows.map((row) => [row.label, row.units])}
          total={['', discards.total]}
          empty={none}
        />
      </SimpleGrid>
      <Section
        title={t('reports.monthly.stock', 'Stock on the last day')}
        note={
          report.to === monthEnd(report.month)
            ? t('reports.monthly.stockNoteClosed', 'Usable units on the shelf at the close of {{day}}.', {
                day: formatDate(report.to),
              })
            : t('reports.monthly.stockNote', 'Usable units on the shelf at {{time}}.', {
                time: formatDateTime(report.closesAt),
              })
        }
        columns={[t('reports.component', 'Component'), ...groups, t('reports.total', 'Total')]}
        rows={components.map((component) => [
          component,
          ...groups.map((group) => unitsOf(component, group)),
          groups.reduce((sum, group) => sum + unitsOf(component, group), 0),
        ])}
        total={[
          '',
          ...groups.map((group) =>
            closingStock.rows
              .filter((row) => row.bloodGroup === group)
              .reduce((sum, row) => sum + row.units, 0),
          ),
          closingStock.total,
        ]}
        empty={none}
      />
    </Stack>
  );
}
