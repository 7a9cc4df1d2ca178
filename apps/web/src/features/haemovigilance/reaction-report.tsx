import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, type ReportCell } from '@raktsetu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DayFilter } from '../../components/day-filter';
import { formatCount } from '../../lib/format';
import { useReactionReport } from './haemovigilance.api';
import {
  donorSeverityLabels,
  donorTypeLabels,
  transfusionSeverityLabels,
  transfusionTypeLabels,
} from './reaction-labels';

const FROM = 'report.from';
const TO = 'report.to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Counts of one kind of reaction: a row per type that occurred, a column per severity, and the totals. */
function CountTable({
  title,
  cells,
  types,
  severities,
}: {
  title: string;
  cells: ReportCell[];
  types: Record<string, string>;
  severities: Record<string, string>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const count = (type: string, severity: string) =>
    cells.find((cell) => cell.type === type && cell.severity === severity)?.count ?? 0;
  const rows = Object.keys(types).filter((type) => cells.some((cell) => cell.type === type));
  const total = cells.reduce((sum, cell) => sum + cell.count, 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
        <Text size="sm" fw={600}>
          {t('haemovigilance.report.total', 'Total: {{total}}', { total: formatCount(total) })}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('haemovigilance.report.none', 'None in this period')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby={headingId} fz="sm" withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('haemovigilance.report.type', 'Type')}</Table.Th>
                {Object.entries(severities).map(([key, label]) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {label}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t('haemovigilance.report.all', 'All')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((type) => (
                <Table.Tr key={type}>
                  <Table.Th scope="row" fw={500}>
                    {types[type]}
                  </Table.Th>
                  {Object.keys(severities).map((severity) => (
                    <Table.Td key={severity} ta="right">
                      {formatCount(count(type, severity))}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {formatCount(Object.keys(severities).reduce((sum, s) => sum + count(type, s), 0))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/**
 * Reactions by type and severity over a period (this month so far unless days are chosen), counted by the
 * server: those this institution recorded, those to units it issued, and its donors'. The days live in the
 * address, so a reload or a shared link shows the same period.
 */
export function ReactionReport() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const read = (name: string) => {
    const value = params.get(name) ?? undefined;
    return value && DAY.test(value) ? value : undefined;
  };
  const from = read(FROM);
  const to = read(TO);
  const report = useReactionReport({ from, to });
  const setDay = (name: string, day: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (day) next.set(name, day);
      else next.delete(name);
      return next;
    });
  const data = report.data;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <DayFilter
          label={t('haemovigilance.report.from', 'From')}
          value={from}
          onChange={(d) => setDay(FROM, d)}
        />
        <DayFilter
          label={t('haemovigilance.report.to', 'To')}
          value={to}
          earliest={from}
          onChange={(d) => setDay(TO, d)}
        />
        {data && (
          <Text size="sm" c="gray.7" pb={6}>
            {t('haemovigilance.report.period', 'Reactions that began from {{from}} to {{to}}', {
              from: formatDate(data.from),
              to: formatDate(data.to),
            })}
          </Text>
        )}
      </Group>
      {report.isError && (
        <Alert color="red" title={t('haemovigilance.report.failed', 'The report could not be loaded')}>
          {report.error.message}
        </Alert>
      )}
      {report.isPending && (
        <Text size="sm" c="gray.7">
          {t('haemovigilance.report.loading', 'Counting…')}
        </Text>
      )}
      {data && (
        <Stack gap="md" aria-busy={report.isFetching}>
          <CountTable
            title={t('haemovigilance.report.recorded', 'Transfusion reactions we recorded')}
            cells={data.recorded}
            types={transfusionTypeLabels(t)}
            severities={transfusionSeverityLabels(t)}
          />
          {data.issued && (
            <CountTable
              title={t('haemovigilance.report.issued', 'Reactions to units we issued')}
              cells={data.issued}
              types={transfusionTypeLabels(t)}
              severities={transfusionSeverityLabels(t)}
            />
          )}
          {data.donor && (
            <CountTable
              title={t('haemovigilance.report.donor', 'Donor reactions')}
              cells={data.donor}
              types={donorTypeLabels(t)}
              severities={donorSeverityLabels(t)}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
