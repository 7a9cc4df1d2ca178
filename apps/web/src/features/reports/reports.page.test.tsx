import {
  type DailyStockReport,
  indiaToday,
  type MonthlyReport,
  STOCK_MEASURES,
  shiftReportDay,
} from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 8000 });

const today = indiaToday();
const centre = {
  name: 'Sahyadri Blood Centre',
  address: 'Karve Road, Pune',
  licenceNumber: 'MH/FDA/28C/2016/412',
};
const zero = Object.fromEntries(STOCK_MEASURES.map((measure) => [measure, 0])) as DailyStockReport['totals'];

const dailyReport = (day: string, rows: DailyStockReport['rows']): DailyStockReport => ({
  centre,
  day,
  isToday: day === today,
  closesAt: `${day}T10:00:00.000Z`,
  generatedAt: `${day}T10:00:00.000Z`,
  rows,
  totals: rows.reduce(
    (sum, row) => Object.fromEntries(STOCK_MEASURES.map((m) => [m, sum[m] + row[m]])) as typeof zero,
    zero,
  ),
});

const WHOLE_BLOOD = {
  ...zero,
  component: 'Whole Blood' as const,
  bloodGroup: 'O+' as const,
  opening: 12,
  collected: 4,
  issued: 3,
  discarded: 1,
  closing: 12,
  expiringSoon: 2,
};

const monthlyReport = (month: string): MonthlyReport => ({
  centre,
  month,
  from: `${month}-01`,
  to: `${month}-28`,
  closesAt: `${month}-28T18:30:00.000Z`,
  generatedAt: `${today}T10:00:00.000Z`,
  collections: {
    rows: [
      { donorType: 'voluntary', camp: 40, inHouse: 12, total: 52 },
      { donorType: 'replacement', camp: 0, inHouse: 7, total: 7 },
    ],
    total: 59,
    deferred: 6,
    deferrals: [{ reason: 'Haemoglobin below 12.5 g/dL', donors: 4 }],
  },
  tti: {
    samplesTested: 59,
    samplesReactive: 1,
    rows: [
      { test: 'hiv', label: 'HIV 1 & 2', tested: 59, reactive: 0 },
      { test: 'hbsag', label: 'HBsAg', tested: 59, reactive: 1 },
    ],
  },
  issues: { rows: [{ component: 'Red Cells Packed', units: 30 }], total: 30 },
  discards: { rows: [{ reason: 'expired', label: 'Expired', units: 2 }], total: 2 },
  closingStock: { rows: [{ component: 'Red Cells Packed', bloodGroup: 'O+', units: 9 }], total: 9 },
});

/** The reports API as the screen sees it; every request is kept to check what was asked. */
function reportsApi(options: { daily?: (day: string) => DailyStockReport; fail?: boolean } = {}) {
  const requests: { url: URL; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push({ url, headers: new Headers(init?.headers) });
    const json = (content: unknown, status = 200) =>
      new Response(JSON.stringify({ code: status, message: status === 200 ? 'OK' : 'Failed', content }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (options.fail) return json({}, 500);
    if (url.pathname === '/api/institution/reports/daily-stock') {
      const day = url.searchParams.get('day') ?? today;
      return json((options.daily ?? ((d) => dailyReport(d, [WHOLE_BLOOD])))(day));
    }
    if (url.pathname === '/api/institution/reports/monthly')
      return json(monthlyReport(url.searchParams.get('month') ?? today.slice(0, 7)));
    if (url.pathname.endsWith('/file'))
      return new Response('PK', { headers: { 'Content-Type': 'application/octet-stream' } });
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, asked: (path: string) => requests.filter((request) => request.url.pathname === path) };
}

function open(path: string, api = reportsApi()) {
  signInInstitution('BloodBank');
  return { ...renderApp(path), api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the reports screen of a blood centre', { timeout: 20_000 }, () => {
  it("shows today's stock register by component and group, with its totals", async () => {
    const { api, router } = open('/reports');
    const table = await screen.findByRole('table', { name: /Stock by component and blood group/ });

    expect(api.asked('/api/institution/reports/daily-stock')[0]?.url.searchParams.get('day')).toBe(today);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Component', 'Group', 'Opening stock', 'Collected / added']);
    expect(headers.at(-1)).toBe('Expiring within 3 days');
    const row = within(table).getByRole('rowheader', { name: 'Whole Blood' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['O+', '12', '4', '0', '0', '0', '3', '0', '0', '1', '0', '0', '12', '2']);
    expect(screen.getByText(/Licence number MH\/FDA\/28C\/2016\/412/)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the chosen day in the address, and the previous day is a step back', async () => {
    const { api, router, user } = open('/reports');
    await screen.findByRole('table', { name: /Stock by component/ });

    await user.click(screen.getByRole('button', { name: 'Previous day' }));

    const yesterday = shiftReportDay(today, -1);
    expect(new URLSearchParams(router.state.location.search).get('day')).toBe(yesterday);
    await screen.findByRole('table', { name: new RegExp(yesterday.slice(8)) });
    expect(api.asked('/api/institution/reports/daily-stock').at(-1)?.url.searchParams.get('day')).toBe(
      yesterday,
    );
    expect((screen.getByRole('button', { name: 'Next day' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when a day had no stock and no movement', async () => {
    open('/reports?day=2025-01-15', reportsApi({ daily: (day) => dailyReport(day, []) }));
    expect(await screen.findByText('No stock and no movement on this day')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message when the report cannot be loaded, with Try again', async () => {
    open('/reports', reportsApi({ fail: true }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The report could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the monthly return section by section for the month in the address', async () => {
    const lastMonth = shiftReportDay(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const { api, router, user } = open(`/reports?view=monthly&month=${lastMonth}`);

    const collections = await screen.findByRole('region', { name: 'Collections by donor type' });
    expect(api.asked('/api/institution/reports/monthly')[0]?.url.searchParams.get('month')).toBe(lastMonth);
    const voluntary = within(collections)
      .getByRole('rowheader', { name: 'Voluntary' })
      .closest('tr') as HTMLElement;
    expect(
      within(voluntary)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '12', '52']);
    expect(within(collections).getByText('Donors bled. Deferred (screened and not bled): 6.')).toBeTruthy();
    const tti = screen.getByRole('region', { name: 'TTI screening: reactive by test' });
    expect(within(tti).getByRole('rowheader', { name: 'HBsAg' }).closest('tr')?.textContent).toContain(
      '1.69%',
    );
    expect(screen.getByRole('region', { name: 'Stock on the last day' }).textContent).toContain('9');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), today.slice(0, 7));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe(today.slice(0, 7));
    await screen.findByRole('region', { name: 'Issues by component' });
    expect(api.asked('/api/institution/reports/monthly').at(-1)?.url.searchParams.get('month')).toBe(
      today.slice(0, 7),
    );
  });

  it('downloads the report as .xlsx with the token, named after the day', async () => {
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { api, user } = open('/reports?day=2025-03-05');
    await screen.findByRole('table', { name: /Stock by component/ });

    await user.click(screen.getByRole('button', { name: 'Download .xlsx' }));

    const [file] = api.asked('/api/institution/reports/daily-stock/file');
    expect(file?.url.searchParams.get('day')).toBe('2025-03-05');
    expect(file?.url.searchParams.get('format')).toBe('xlsx');
    expect(file?.headers.get('Authorization')).toMatch(/^Bearer /);
    await vi.waitFor(() => expect(created).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
