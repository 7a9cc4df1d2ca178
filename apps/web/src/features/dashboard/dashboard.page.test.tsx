import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { campRow } from '../camps/camps.fixtures';
import { bloodRequest } from '../inventory/units.fixtures';
import { scheduledDonation } from '../requests/donations.fixtures';
import { counts, type DashboardApiOptions, dashboardApi, PATHS, ravi, stock } from './dashboard.fixtures';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  // jsdom lays nothing out, so recharts warns of a 0×0 chart below the tabs; a browser gives it the box's size.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function openDashboard(options: DashboardApiOptions, path = '/') {
  signInInstitution(options.type);
  const api = dashboardApi(options);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address, user: userEvent.setup() };
}

const tileLink = (name: string) => screen.findByRole('link', { name });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("a blood bank's tiles", () => {
  it('show the counts of the database, each leading to its list, and "1000+" where donors are counted up to the cap', async () => {
    const { api } = openDashboard({ type: 'BloodBank' });
    const counted = await screen.findByRole('region', { name: 'Counts' });
    await within(counted).findByRole('link', { name: 'Donors Nearby 1000+' });
    const links = within(counted)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Donors Nearby 1000+', '/nearby-donors'],
      ['Available for Donation 42', '/available-for-donation'],
      ['Received 7', '/received'],
      ['Issued 19', '/inventory-issued'],
      // Units are counted exactly: only the donors around stop at the cap.
      ['Inventory 1,234', '/inventory'],
    ]);
    expect(api.callsTo(PATHS.counts)).toHaveLength(1);
    expect(api.callsTo(PATHS.ngo)).toEqual([]);
  });

  it('say a count just under the cap as it is', async () => {
    openDashboard({
      type: 'Both',
      counts: counts({ nearByDonorsCount: 999, inventoryCount: { inventory: 0 } }),
    });
    expect(await tileLink('Donors Nearby 999')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inventory 0' })).toBeTruthy();
  });

  it('flag units expiring soon, as before', async () => {
    openDashboard({
      type: 'BloodBank',
      stock: { ...stock, expiring: { within1: 0, within3: 2, within7: 2 } },
    });
    expect(await screen.findByRole('link', { name: '2 within 3 days' })).toBeTruthy();
  });
});

describe("an NGO's tiles", () => {
  it('show its donors, donations and camps from the NGO dashboard, the figures without a list as plain cards', async () => {
    const { api } = openDashboard({ type: 'NGO' });
    expect(await tileLink('My Donors 1,500')).toBeTruthy();
    const counted = screen.getByRole('region', { name: 'Counts' });
    expect(
      within(counted)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My Donors 1,500', '/people'],
      ['Available for Donation 25', '/available-for-donation'],
      ['Camps Organised 0', '/camp'],
    ]);
    expect(within(counted).getByText('Donated so far').nextElementSibling?.textContent).toBe('48');
    expect(within(counted).getByText('Repeat Donations').nextElementSibling?.textContent).toBe('9');
    expect(api.callsTo(PATHS.counts)).toEqual([]);
    expect(screen.queryByText(/expiring/i)).toBeNull();
  });
});

describe('the tabs of each type', () => {
  it.each([
    ['BloodBank', ['Request', 'Donations', 'Camps']],
    ['Both', ['Request', 'Donations', 'Verify', 'Inventory', 'Camps']],
    ['NGO', ['Request', 'Camps']],
  ] as const)('%s sees %j, Request open first', async (type, tabs) => {
    openDashboard({ type });
    await screen.findByRole('tab', { name: 'Request', selected: true });
    expect(tabNames()).toEqual(tabs);
    expect(screen.queryByText('The dashboard is being built')).toBeNull();
  });

  it('a hospital sees its verification list and none of the tiles, tabs or charts', async () => {
    const { api } = openDashboard({ type: 'Hospital' });
    expect(await screen.findByRole('table', { name: 'Pending requests for verification' })).toBeTruthy();
    expect(tabNames()).toEqual(['Pending', 'Verified']);
    expect(screen.queryByRole('region', { name: 'Counts' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Charts' })).toBeNull();
    expect(api.callsTo(PATHS.counts)).toEqual([]);
    expect(api.callsTo(PATHS.charts)).toEqual([]);
  });
});

describe('the Request tab', () => {
  it('asks for the three nearest verified requests and shows at most three, with the columns of the spec', async () => {
    const rows = [ravi, bloodRequest(2), bloodRequest(3), bloodRequest(4), bloodRequest(5)];
    const { api } = openDashboard({ type: 'BloodBank', verified: rows });
    const table = await screen.findByRole('table', { name: 'Blood requests' });
    await within(table).findByRole('rowheader', { name: 'Ravi Kumar' });

    expect(api.callsTo(PATHS.requests).map((call) => call.query)).toEqual([
      { requestType: 'verified', sort: 'distance', order: 'asc', limit: '3', page: '1' },
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Blood Group',
      'Units',
      'Component',
      'Condition',
      'Hospital',
      'Required by',
      'Accept',
    ]);
    expect(rowTexts(table)).toEqual([
      [
        'Ravi Kumar',
        'A+',
        '1 of 2',
        'Red Cells Packed',
        'Stable',
        'Sawai Man Singh Hospital12.3 km',
        '10 Mar 2026',
        'Accept',
      ],
      ['Patient 02', 'B+', '1', 'Whole Blood', '—', 'Test Hospital', '12 Mar 2026', 'Accept'],
      ['Patient 03', 'B+', '1', 'Whole Blood', '—', 'Test Hospital', '12 Mar 2026', 'Accept'],
    ]);
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/dashboard/request-viewall',
    );
  });

  it('says so when no request waits', async () => {
    openDashboard({ type: 'Both' });
    expect(await screen.findByText('No New Request for blood')).toBeTruthy();
  });

  it('opens the Accept and issue popup of the request accepted', async () => {
    const { user } = openDashboard({ type: 'BloodBank', verified: [ravi] });
    await user.click(await screen.findByRole('button', { name: 'Accept request of Ravi Kumar' }));
    expect(await screen.findByRole('dialog', { name: 'Accept and issue' })).toBeTruthy();
  });

  it('gives an NGO Accept and Assign/Depute, but not for a Bulk request', async () => {
    const ward = bloodRequest(9, {
      details: { firstName: 'Thalassaemia', lastName: 'Ward', mobileNumber: null },
      subType: 'Bulk',
    });
    const { user } = openDashboard({ type: 'NGO', verified: [ravi, ward] });
    const table = await screen.findByRole('table', { name: 'Blood requests' });
    const bulk = await within(table).findByRole('button', { name: 'Accept request of Thalassaemia Ward' });
    expect(bulk.getAttribute('aria-disabled')).toBe('true');
    await user.click(bulk);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Accept request of Ravi Kumar' }));
    expect(await screen.findByRole('dialog', { name: 'Accept and Assign/Depute' })).toBeTruthy();
  });
});

describe('switching tabs', () => {
  it("loads the Verify tab's pending requests and opens a request's For Verification popup", async () => {
    const waiting = bloodRequest(7, {
      details: { firstName: 'Meena', lastName: 'Iyer', mobileNumber: null },
      status: 0,
      condition: 'Critical',
    });
    const { api, user, address } = openDashboard({ type: 'Both', toVerify: [waiting] });
    await screen.findByText('No New Request for blood');
    expect(api.callsTo(PATHS.requests).some((call) => call.query.requestType === 'verify')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Verify' }));
    const table = await screen.findByRole('table', { name: 'Requests for verification' });
    await within(table).findByRole('rowheader', { name: 'Meena Iyer' });
    expect(api.callsTo(PATHS.requests).at(-1)?.query).toEqual({
      requestType: 'verify',
      tab: 'Pending',
      limit: '3',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Blood Group', 'Component', 'Request Date', 'Condition', 'Required By', 'View']);
    expect(address()).toEqual({ tab: 'Verify' });
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/dashboard/verify-request-viewall',
    );

    await user.click(within(table).getByRole('button', { name: 'View request of Meena Iyer' }));
    expect(await screen.findByRole('dialog', { name: 'For Verification' })).toBeTruthy();
  });

  it('reloads a tab coming back to it', async () => {
    const { api, user } = openDashboard({ type: 'Both', verified: [ravi] });
    await screen.findByRole('rowheader', { name: 'Ravi Kumar' });
    const verifiedCalls = () =>
      api.callsTo(PATHS.requests).filter((call) => call.query.requestType === 'verified').length;
    expect(verifiedCalls()).toBe(1);

    await user.click(screen.getByRole('tab', { name: 'Camps' }));
    await user.click(screen.getByRole('tab', { name: 'Request' }));
    await vi.waitFor(() => expect(verifiedCalls()).toBe(2));
    expect(await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).toBeTruthy();
  });

  it('shows the stocked components by blood group in the Inventory tab', async () => {
    const { api, user } = openDashboard({ type: 'Both' });
    await screen.findByRole('tab', { name: 'Request', selected: true });
    const stockCalls = () => api.callsTo(PATHS.stock).filter((call) => call.method === 'POST').length;
    const before = stockCalls();

    await user.click(screen.getByRole('tab', { name: 'Inventory' }));
    const table = await screen.findByRole('table', { name: 'Units available by component and blood group' });
    await within(table).findByRole('rowheader', { name: 'Whole Blood' });
    expect(stockCalls()).toBeGreaterThan(before);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Component', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'HH']);
    expect(rowTexts(table)).toEqual([
      ['Whole Blood', '2', '0', '0', '0', '0', '0', '5', '0', '0'],
      ['Red Cells Packed', '0', '0', '3', '0', '0', '0', '0', '0', '0'],
    ]);
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/inventory-ageing-report',
    );
    // How long the red cells last at the monthly consumption saved in Settings; unplanned groups say nothing.
    const cover = screen.getByRole('region', { name: 'Red cell stock cover at your average monthly use' });
    expect(within(cover).getByText('O+: 2.5 days')).toBeTruthy();
    expect(within(cover).getByText('B+: 9 days')).toBeTruthy();
    expect(within(cover).queryByText(/A\+/)).toBeNull();
  });

  it('asks for the monthly consumption in Settings before it shows a stock cover', async () => {
    const noPlan = { ...stock, cover: stock.cover.map((group) => ({ ...group, days: null })) };
    const { user } = openDashboard({ type: 'Both', stock: noPlan });
    await user.click(await screen.findByRole('tab', { name: 'Inventory' }));
    const cover = await screen.findByRole(
      'region',
      { name: 'Red cell stock cover at your average monthly use' },
      { timeout: 5_000 },
    );
    expect(within(cover).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says when there is no unit to show in the Inventory tab', async () => {
    const { user } = openDashboard({ type: 'Both', stock: { ...stock, data: [] } });
    await user.click(await screen.findByRole('tab', { name: 'Inventory' }));
    expect(await screen.findByText("Looks like you don't have any ageing unit")).toBeTruthy();
  });

  it('shows the first three running camps in the Camps tab, earliest first, with their View All', async () => {
    const camps = [1, 2, 3, 4].map((n) =>
      campRow(n, { campName: `Camp ${n}`, venue: `Hall ${n}`, date: `2030-03-0${n}`, noDonors: n }),
    );
    const { api, user } = openDashboard({ type: 'BloodBank', camps });
    await user.click(await screen.findByRole('tab', { name: 'Camps' }));
    const table = await screen.findByRole('table', { name: 'Camps' });
    await within(table).findByRole('rowheader', { name: 'Camp 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Camp Name', 'Venue', 'Organiser', 'Mobile no.', 'Donors']);
    expect(rowTexts(table)).toEqual([
      ['01 Mar 2030', 'Camp 1', 'Hall 1', 'Test BloodBank', '+91 9822000001', '1'],
      ['02 Mar 2030', 'Camp 2', 'Hall 2', 'Test BloodBank', '+91 9822000001', '2'],
      ['03 Mar 2030', 'Camp 3', 'Hall 3', 'Test BloodBank', '+91 9822000001', '3'],
    ]);
    expect(within(table).getByRole('link', { name: 'Camp 1' }).getAttribute('href')).toBe(
      `/camp-details/${camps[0]?._id}`,
    );
    expect(api.callsTo(PATHS.camps).at(-1)?.query).toEqual({
      type: 'Accepted',
      sort: 'date',
      order: 'asc',
      limit: '3',
      page: '1',
    });
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/camp');
  });

  it('lists an NGO’s running camps through its own call, without the donors, and says when none is planned', async () => {
    const { api, user } = openDashboard({ type: 'NGO', camps: [] });
    await user.click(await screen.findByRole('tab', { name: 'Camps' }));
    expect(await screen.findByText('Looks like no donation drives planned')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Camps' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Camp Name', 'Venue', 'Organiser', 'Mobile no.']);
    expect(api.callsTo(PATHS.ngoCamps)).toHaveLength(1);
    expect(api.callsTo(PATHS.camps)).toEqual([]);
  });

  it('opens the tab named in the address, and falls back to Request for a tab the type has not', async () => {
    openDashboard({ type: 'BloodBank' }, '/?tab=Inventory');
    expect(await screen.findByRole('tab', { name: 'Request', selected: true })).toBeTruthy();
  });
});

describe('the Donations tab', () => {
  const NOT_FIT = { eligibleToday: false, nextEligibleDate: null, deferredUntil: null, reasons: ['Unwell'] };
  // Asha is verified here by code and fit; Kiran is active but may not give today; Vikram is blocked.
  const asha = scheduledDonation(1, {
    donor: { firstName: 'Asha', lastName: 'Patil', bloodGroup: 'O+' },
    verified: true,
  });
  const kiran = scheduledDonation(2, {
    donor: { firstName: 'Kiran', lastName: 'Joshi', bloodGroup: 'A-', eligibility: NOT_FIT },
  });
  const vikram = scheduledDonation(3, {
    donor: { firstName: 'Vikram', lastName: 'Rao', status: 'Blocked', eligibility: NOT_FIT },
  });

  async function openDonations(
    options: Omit<DashboardApiOptions, 'type'>,
    type: 'BloodBank' | 'Both' = 'BloodBank',
  ) {
    const opened = openDashboard({ type, ...options });
    await opened.user.click(await screen.findByRole('tab', { name: 'Donations' }));
    return opened;
  }
  const donationCalls = (api: ReturnType<typeof dashboardApi>) => api.callsTo(PATHS.donations);

  it('asks for the first three donations by day, only once the tab opens, and shows at most three with the spec’s columns', async () => {
    const { api, address } = openDashboard({
      type: 'Both',
      donations: [asha, kiran, vikram, scheduledDonation(4)],
    });
    await screen.findByRole('tab', { name: 'Request', selected: true });
    expect(donationCalls(api)).toEqual([]);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Donations' }));
    const table = await screen.findByRole('table', { name: 'Scheduled donations' });
    await within(table).findByRole('rowheader', { name: 'Asha Patil' });
    expect(donationCalls(api).map((call) => call.query)).toEqual([
      { sort: 'appointment', order: 'asc', limit: '3', page: '1' },
    ]);
    expect(address()).toEqual({ tab: 'Donations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Blood Group', 'Donor ID', 'Date', 'Time', 'Status', 'Mobile No.', 'Action']);
    expect(rowTexts(table)).toEqual([
      ['Asha Patil', 'O+', 'D0000001', '02 Apr 2026', '—', 'Fit To Donate', '+91 9822000001', 'Donation'],
      ['Kiran Joshi', 'A-', 'D0000002', '03 Apr 2026', '—', 'Assess Donor', '+91 9822000002', 'Request OTP'],
      [
        'Vikram Rao',
        'B+',
        'D0000003',
        '04 Apr 2026',
        '—',
        'Assess Donor',
        '+91 9822000003',
        // The reason Request OTP is disabled, read to screen readers with the button.
        'Request OTPA code can be requested only from an active donor',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/dashboard/donation-viewall',
    );
  });

  it('leads a donor verified here to the donation form', async () => {
    await openDonations({ donations: [asha, kiran] });
    const table = await screen.findByRole('table', { name: 'Scheduled donations' });
    const donation = await within(table).findByRole('link', { name: 'Donation by Asha Patil' });
    expect(donation.getAttribute('href')).toBe(
      `/donation-form?donorId=${asha.donor._id}&requestId=${asha.requestId}`,
    );
    expect(within(table).queryByRole('button', { name: 'Request OTP from Asha Patil' })).toBeNull();
    expect(within(table).queryByRole('link', { name: 'Donation by Kiran Joshi' })).toBeNull();
  });

  it('opens the code popup from Request OTP, and keeps it disabled, saying why, for a blocked donor', async () => {
    const { user, api } = await openDonations({ donations: [kiran, vikram] });
    const table = await screen.findByRole('table', { name: 'Scheduled donations' });
    const blocked = await within(table).findByRole('button', { name: 'Request OTP from Vikram Rao' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(blocked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A code can be requested only from an active donor',
    );
    await user.click(blocked);
    expect(screen.queryByRole('dialog')).toBeNull();

    const active = within(table).getByRole('button', { name: 'Request OTP from Kiran Joshi' });
    expect(active.getAttribute('aria-disabled')).toBeNull();
    await user.click(active);
    const popup = await screen.findByRole('dialog', { name: 'Verify Kiran Joshi' });
    await user.click(within(popup).getByRole('button', { name: 'Request OTP from Donor' }));
    expect(await within(popup).findByLabelText('Digit 1 of 6')).toBeTruthy();
    expect(api.callsTo(PATHS.sendOtp).map((call) => call.query)).toEqual([{ donorId: kiran.donor._id }]);
  });

  it('says so when no donor is scheduled', async () => {
    await openDonations({}, 'Both');
    expect(await screen.findByText('No Donors scheduled for donation')).toBeTruthy();
  });

  it('reloads coming back to the tab', async () => {
    const { api, user } = await openDonations({ donations: [asha] });
    await screen.findByRole('rowheader', { name: 'Asha Patil' });
    expect(donationCalls(api)).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Request' }));
    await user.click(screen.getByRole('tab', { name: 'Donations' }));
    await vi.waitFor(() => expect(donationCalls(api)).toHaveLength(2));
    expect(await screen.findByRole('rowheader', { name: 'Asha Patil' })).toBeTruthy();
  });
});

describe('the Request Blood popup', () => {
  it('opens from ?requestBlood=true and, closed, leaves the address without the flag', async () => {
    const { user, address } = openDashboard({ type: 'BloodBank' }, '/?requestBlood=true');
    expect(await screen.findByRole('dialog', { name: 'Request Blood' })).toBeTruthy();
    expect(screen.queryByText(/not available yet/)).toBeNull();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(address()).toEqual({}));
  });
});
