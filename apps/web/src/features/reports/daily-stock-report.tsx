import '@mantine/core/styles/Table.layer.css';
import { Table, Text } from '@mantine/core';
import { STOCK_MEASURES } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { formatCount, formatDate, formatDateTime } from '../../lib/format';
import { ReportFrame } from './report-frame';
import { ReportHeading } from './report-heading';
import { ReportDayField } from './report-period-fields';
import { measureLabel } from './report-texts';
import { useDailyStock } from './reports.api';
import classes from './reports.module.css';

/**
 * The daily stock register: per component and group, the opening stock, each way units came and went, the
 * closing stock and what expires within three days. A past day is rebuilt from the units' history.
 */
export function DailyStockReport({ day, onDayChange }: { day: string; onDayChange: (day: string) => void }) {
  const { t } = useTranslation();
  const report = useDailyStock(day);
  return (
    <ReportFrame
      periodField={<ReportDayField value={day} onChange={onDayChange} />}
      kind="daily-stock"
      period={day}
      report={report}
    >
      {(data) => (
        <>
          <ReportHeading
            centre={data.centre}
            title={t('reports.daily.title', 'Daily stock report')}
            period={
              data.isToday
                ? t('reports.daily.todayUpTo', '{{day}}, up to {{time}}', {
                    day: formatDate(data.day),
                    time: formatDateTime(data.closesAt),
                  })
                : formatDate(data.day)
            }
            generatedAt={data.generatedAt}
          />
          <Text size="sm" c="dimmed">
            {t(
              'reports.daily.explain',
              'Units. Stock is on the shelf and not past its expiry day. The opening stock is the previous day’s closing stock; expired are the units whose last day of use was the previous day. Opening + in − out = closing.',
            )}
          </Text>
          {data.rows.length === 0 ? (
            <EmptyState
              title={t('reports.daily.empty', 'No stock and no movement on this day')}
              description={t('reports.daily.emptyHint', 'Choose another day, or add units in Inventory.')}
            />
          ) : (
            <Table.ScrollContainer
              minWidth={1100}
              type="native"
              tabIndex={0}
              role="region"
              aria-label={t('reports.daily.scroll', 'Daily stock table, scrolls sideways')}
            >
              <Table className={classes.numbers} striped withTableBorder verticalSpacing={4} fz="sm">
                <Table.Caption>
                  {t('reports.daily.caption', 'Stock by component and blood group, {{day}}', {
                    day: formatDate(data.day),
                  })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('reports.component', 'Component')}</Table.Th>
                    <Table.Th scope="col">{t('reports.group', 'Group')}</Table.Th>
                    {STOCK_MEASURES.map((measure) => (
                      <Table.Th key={measure} scope="col">
                        {measureLabel(t, measure)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={`${row.component}|${row.bloodGroup}`}>
                      <Table.Th scope="row" fw={400}>
                        {row.component}
                      </Table.Th>
                      <Table.Td>{row.bloodGroup}</Table.Td>
                      {STOCK_MEASURES.map((measure) => (
                        <Table.Td key={measure}>{formatCount(row[measure])}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  <Table.Tr className={classes.totalRow}>
                    <Table.Td>{t('reports.total', 'Total')}</Table.Td>
                    <Table.Td />
                    {STOCK_MEASURES.map((measure) => (
                      <Table.Td key={measure}>{formatCount(data.totals[measure])}</Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </ReportFrame>
  );
}
