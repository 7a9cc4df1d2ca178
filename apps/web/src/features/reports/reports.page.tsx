import '@mantine/core/styles/Tabs.layer.css';
import { Stack, Tabs } from '@mantine/core';
import { indiaToday } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DailyStockReport } from './daily-stock-report';
import { MonthlyReport } from './monthly-report';
import classes from './reports.module.css';

type View = 'daily' | 'monthly';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /reports (issue 17 item 2b): the daily stock report and the monthly report of a licensed blood centre, on
 * screen, as .xlsx and as PDF. The tab, the day and the month live in the address, so a refresh, Back and a
 * shared link show the same report; a day or month after today reads as today.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = indiaToday();
  const view: View = params.get('view') === 'monthly' ? 'monthly' : 'daily';
  const dayParam = params.get('day') ?? '';
  const day =
    DAY.test(dayParam) && !Number.isNaN(Date.parse(dayParam)) && dayParam <= today ? dayParam : today;
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) && monthParam <= today.slice(0, 7) ? monthParam : today.slice(0, 7);

  const change = (values: Partial<Record<'view' | 'day' | 'month', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <div className={classes.noPrint}>
        <PageHeader
          title={t('reports.title', 'Reports')}
          intro={t(
            'reports.intro',
            'The daily stock register and the monthly return for the national system: counts only, no donor or patient names.',
          )}
        />
      </div>
      <Tabs value={view} onChange={(value) => value && change({ view: value })} keepMounted={false}>
        <Tabs.List className={classes.noPrint}>
          <Tabs.Tab value="daily">{t('reports.daily.tab', 'Daily stock')}</Tabs.Tab>
          <Tabs.Tab value="monthly">{t('reports.monthly.tab', 'Monthly report')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="daily" pt="md">
          <DailyStockReport day={day} onDayChange={(next) => change({ view: 'daily', day: next })} />
        </Tabs.Panel>
        <Tabs.Panel value="monthly" pt="md">
          <MonthlyReport month={month} onMonthChange={(next) => change({ view: 'monthly', month: next })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
