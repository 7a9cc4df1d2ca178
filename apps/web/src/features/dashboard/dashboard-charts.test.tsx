import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { charts, type DashboardApiOptions, dashboardApi, ngo, PATHS } from './dashboard.fixtures';

configure({ asyncUtilTimeout: 4000 });

/** The first test to reach the charts waits for recharts to be compiled and loaded. */
const CHART_CODE_TIMEOUT = { timeout: 20_000 };

beforeEach(() => {
  // jsdom lays nothing out, so recharts warns of a 0×0 chart; a browser gives it the box's size.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function openDashboard(options: DashboardApiOptions) {
  signInInstitution(options.type);
  const api = dashboardApi(options);
  renderApp('/');
  return { api, user: userEvent.setup() };
}

/** A chart's section, found by its heading. */
const chart = (name: string) => screen.getByRole('region', { name });
const periods = (api: ReturnType<typeof dashboardApi>, path: string) =>
  api.callsTo(path).map((call) => call.query.period);

describe("a blood bank's charts", () => {
  it('show stock by component and blood group and donations received per month, each with its numbers in words', async () => {
    const { api } = openDashboard({ type: 'BloodBank' });
    await screen.findByRole('heading', { name: 'Donations received' }, CHART_CODE_TIMEOUT);
    expect(periods(api, PATHS.charts)).toEqual(['Monthly']);

    expect(
      within(chart('Inventory by component')).getByRole('img', {
        name: 'Inventory by component: Plasma Fresh Frozen 4, Whole Blood 12.',
      }),
    ).toBeTruthy();
    expect(
      within(chart('Blood group')).getByRole('img', {
        name: 'Blood group: A+ 6, A- 0, B+ 0, B- 0, AB+ 0, AB- 0, O+ 10, O- 0, HH 0.',
      }),
    ).toBeTruthy();
    const received = chart('Donations received');
    expect(
      within(received).getByRole('img', {
        name: 'Donations received: Dec 2025 3, Jan 2026 0, Feb 2026 5, Mar 2026 14, Apr 2026 2, May 2026 0, Jun 2026 1, Jul 2026 4, Aug 2026 6, Sep 2026 2, Oct 2026 9, Nov 2026 8.',
      }),
    ).toBeTruthy();
    // Of equal lows, the latest is named.
    expect(within(received).getByText('Highest: 14 on Mar 2026')).toBeTruthy();
    expect(within(received).getByText('Lowest: 0 on May 2026')).toBeTruthy();
  });

  it('ask again with period=Weekly when the clerk switches, and name weeks by their first day', async () => {
    const { api, user } = openDashboard({ type: 'Both' });
    await screen.findByRole('heading', { name: 'Donations received' }, CHART_CODE_TIMEOUT);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await vi.waitFor(() => expect(periods(api, PATHS.charts)).toEqual(['Monthly', 'Weekly']));
    const received = chart('Donations received');
    expect(await within(received).findByText('Highest: 5 on 16 Nov 2026')).toBeTruthy();
    expect(within(received).getByText('Lowest: 0 on 09 Nov 2026')).toBeTruthy();
    expect(within(received).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Donations received: 07 Sep 2026 1, 14 Sep 2026 2, .* 23 Nov 2026 2\.$/,
    );
    // The tiles do not move with the charts' period.
    expect(api.callsTo(PATHS.counts)).toHaveLength(1);
  });

  it('say "No data yet" where every count is 0, and draw nothing', async () => {
    openDashboard({ type: 'BloodBank', charts: (period) => charts(period, true) });
    await screen.findByRole('heading', { name: 'Donations received' }, CHART_CODE_TIMEOUT);
    for (const name of ['Inventory by component', 'Blood group', 'Donations received']) {
      expect(within(chart(name)).getByText('No data yet'), name).toBeTruthy();
      expect(within(chart(name)).queryByRole('img'), name).toBeNull();
    }
    expect(screen.queryByText(/^Highest/)).toBeNull();
  });
});

describe("an NGO's charts", () => {
  it('show its donations by component, camps organised and donors by blood group, and switch period without moving the tiles', async () => {
    const { api, user } = openDashboard({ type: 'NGO' });
    await screen.findByRole('heading', { name: 'Camps organised' }, CHART_CODE_TIMEOUT);
    // The tiles and the charts share the first answer.
    expect(periods(api, PATHS.ngo)).toEqual(['Monthly']);
    expect(api.callsTo(PATHS.charts)).toEqual([]);

    expect(
      within(chart('Donations by component')).getByRole('img', {
        name: 'Donations by component: Whole Blood 48.',
      }),
    ).toBeTruthy();
    expect(within(chart('Donors by blood group')).getByRole('img').getAttribute('aria-label')).toContain(
      'B+ 30',
    );
    // The fixture's NGO has organised no camp yet: the chart says so rather than drawing a flat line.
    expect(within(chart('Camps organised')).getByText('No data yet')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await vi.waitFor(() => expect(periods(api, PATHS.ngo)).toEqual(['Monthly', 'Weekly']));
    expect(screen.getByRole('link', { name: 'My Donors 1,500' })).toBeTruthy();
  });

  it('name the highest and lowest camp periods once camps are counted', async () => {
    openDashboard({
      type: 'NGO',
      ngo: (period) => ({
        ...ngo(period),
        campGrapgh: ngo(period).campGrapgh.map((tally, n) => ({ ...tally, count: n === 4 ? 3 : 1 })),
      }),
    });
    const camps = await screen.findByRole('region', { name: 'Camps organised' }, CHART_CODE_TIMEOUT);
    expect(within(camps).getByText('Highest: 3 on Apr 2026')).toBeTruthy();
    expect(within(camps).getByText('Lowest: 1 on Nov 2026')).toBeTruthy();
  });
});
