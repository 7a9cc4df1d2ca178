import type { BloodRequestRow, InstitutionType } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  candidate,
  candidatesAnswer,
  openAsInstitution,
  REQUEST_PATHS,
  requestListAnswer,
  verifiedRequest,
} from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

const ravi = verifiedRequest(1, {
  details: { firstName: 'Ravi', lastName: 'Kumar', mobileNumber: null },
  bloodGroup: 'A+',
  component: 'Red Cells Packed',
  units: 3,
  unitsReceived: 1,
  condition: 'Stable',
  hospitalName: 'Seva Sadan Hospital',
  requiredBy: '2026-03-14',
  distanceKm: 12.4,
});
const meena = verifiedRequest(2, {
  details: { firstName: 'Meena', lastName: 'Iyer', mobileNumber: null },
  bloodGroup: 'O-',
  units: 1,
  hospitalName: 'Ruby Hall Clinic',
  requiredBy: '2026-03-09',
  distanceKm: 2,
});
const arjun = verifiedRequest(3, {
  details: { firstName: 'Arjun', lastName: 'Rao', mobileNumber: null },
  bloodGroup: 'B+',
  units: 6,
  hospitalName: 'City Hospital',
  requiredBy: '2026-03-11',
  distanceKm: null,
});

function openViewAll(
  rows: BloodRequestRow[],
  path = '/dashboard/request-viewall',
  type: InstitutionType = 'Both',
) {
  return openAsInstitution(type, path, {
    [`GET ${REQUEST_PATHS.list}`]: (request) => requestListAnswer(rows, request.query),
    [`GET ${REQUEST_PATHS.candidates}`]: (request) =>
      candidatesAnswer([candidate(1, { name: 'Anil Deshmukh' })], request.query),
  });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const sortButton = (table: HTMLElement, name: string) => within(table).getByRole('button', { name });

describe('/dashboard/request-viewall', () => {
  it('lists the verified requests this institution may fill, nearest first, with the spec’s columns', async () => {
    const { api, address } = openViewAll([ravi, meena, arjun]);
    expect(await screen.findByRole('heading', { name: 'All Blood Requests', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Meena Iyer' });
    expect(names(table)).toEqual(['Meena Iyer', 'Ravi Kumar', 'Arjun Rao']);
    expect(api.lastGet(REQUEST_PATHS.list)).toEqual({
      requestType: 'verified',
      page: '1',
      limit: '10',
      sort: 'distance',
      order: 'asc',
    });
    expect(address()).toEqual({});

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
    const row = within(table).getByRole('rowheader', { name: 'Ravi Kumar' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'A+',
      '31 received',
      'Red Cells Packed',
      'Stable',
      'Seva Sadan Hospital12.4 km away',
      '14 Mar 2026',
      'Accept',
    ]);
    expect(within(table).getByRole('button', { name: 'Accept request of Ravi Kumar' })).toBeTruthy();
  });

  it('sorts by a header, turning the order round on a second click, and keeps it in the address', async () => {
    const { api, address, user } = openViewAll([ravi, meena, arjun]);
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Meena Iyer' });

    await user.click(sortButton(table, 'Required by'));
    await vi.waitFor(() => expect(names(table)).toEqual(['Meena Iyer', 'Arjun Rao', 'Ravi Kumar']));
    expect(address()).toEqual({ sort: 'requiredBy' });
    expect(api.lastGet(REQUEST_PATHS.list)).toMatchObject({ sort: 'requiredBy', order: 'asc' });
    expect(sortButton(table, 'Required by').closest('th')?.getAttribute('aria-sort')).toBe('ascending');

    await user.click(sortButton(table, 'Required by'));
    await vi.waitFor(() => expect(names(table)).toEqual(['Ravi Kumar', 'Arjun Rao', 'Meena Iyer']));
    expect(address()).toEqual({ sort: 'requiredBy', order: 'desc' });
    expect(sortButton(table, 'Required by').closest('th')?.getAttribute('aria-sort')).toBe('descending');

    await user.click(sortButton(table, 'Units'));
    await vi.waitFor(() => expect(names(table)).toEqual(['Meena Iyer', 'Ravi Kumar', 'Arjun Rao']));
    await user.click(sortButton(table, 'Hospital'));
    // Nearest first again: the plain address.
    await vi.waitFor(() => expect(address()).toEqual({}));
    await vi.waitFor(() => expect(names(table)).toEqual(['Meena Iyer', 'Ravi Kumar', 'Arjun Rao']));
  });

  it('opens in the order and filter its address says, as on a refresh', async () => {
    const { api } = openViewAll(
      [ravi, meena, arjun],
      '/dashboard/request-viewall?sort=bloodGroup&order=desc',
    );
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Meena Iyer' });
    expect(names(table)).toEqual(['Meena Iyer', 'Arjun Rao', 'Ravi Kumar']);
    expect(api.lastGet(REQUEST_PATHS.list)).toMatchObject({ sort: 'bloodGroup', order: 'desc' });
  });

  it('filters by blood group, All showing every group again', async () => {
    const { api, address, user } = openViewAll([ravi, meena, arjun]);
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Meena Iyer' });

    await user.click(screen.getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'A+' }));
    await vi.waitFor(() => expect(names(table)).toEqual(['Ravi Kumar']));
    expect(address()).toEqual({ bloodGroup: 'A+' });
    expect(api.lastGet(REQUEST_PATHS.list)).toMatchObject({ bloodGroup: 'A+', requestType: 'verified' });

    await user.click(screen.getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'AB-' }));
    expect(await screen.findByText('No New Request for blood')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await vi.waitFor(() => expect(names(table)).toHaveLength(3));
  });

  it('says "No New Request for blood" when there is none', async () => {
    openViewAll([]);
    expect(await screen.findByText('No New Request for blood')).toBeTruthy();
  });

  it('has no Accept for a hospital, which cannot issue units', async () => {
    openViewAll([ravi], '/dashboard/request-viewall', 'Hospital');
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Ravi Kumar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).not.toContain('Accept');
    expect(within(table).queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('lets an NGO accept a request to depute donors, the Accept of a Bulk request disabled with the reason', async () => {
    const bulk = verifiedRequest(6, {
      details: { firstName: 'Thalassaemia', lastName: 'Ward', mobileNumber: null },
      subType: 'Bulk',
      distanceKm: 1,
    });
    const { api, user } = openViewAll([ravi, bulk], '/dashboard/request-viewall', 'NGO');
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Ravi Kumar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Accept');

    // A Bulk request: Accept says why it cannot be pressed, and opens nothing.
    const refused = within(table).getByRole('button', { name: 'Accept request of Thalassaemia Ward' });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.hasAttribute('data-disabled')).toBe(true);
    const reason = document.getElementById(refused.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('An NGO cannot accept a Bulk request');
    await user.click(refused);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.gets(REQUEST_PATHS.candidates)).toEqual([]);

    const accept = within(table).getByRole('button', { name: 'Accept request of Ravi Kumar' });
    expect(accept.getAttribute('aria-disabled')).toBeNull();
    await user.click(accept);
    const popup = await screen.findByRole('dialog', { name: 'Accept and Assign/Depute' });
    expect(await within(popup).findByRole('rowheader', { name: 'Anil Deshmukh' })).toBeTruthy();
    expect(api.lastGet(REQUEST_PATHS.candidates)).toMatchObject({ id: ravi._id });
    expect(screen.queryByRole('dialog', { name: 'Accept and issue' })).toBeNull();
  });

  it('opens Accept and issue, not the deputation, for a blood bank, whose Accept of a Bulk request stays open', async () => {
    const bulk = verifiedRequest(6, {
      details: { firstName: 'Thalassaemia', lastName: 'Ward', mobileNumber: null },
      subType: 'Bulk',
      distanceKm: 1,
    });
    const { user } = openViewAll([ravi, bulk], '/dashboard/request-viewall', 'BloodBank');
    const table = await screen.findByRole('table', { name: 'All Blood Requests' });
    await within(table).findByRole('rowheader', { name: 'Ravi Kumar' });
    const bulkAccept = within(table).getByRole('button', { name: 'Accept request of Thalassaemia Ward' });
    expect(bulkAccept.getAttribute('aria-disabled')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Accept request of Ravi Kumar' }));
    expect(await screen.findByRole('dialog', { name: 'Accept and issue' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Accept and Assign/Depute' })).toBeNull();
  });
});

describe('/dashboard/verify-request-viewall', () => {
  const pending = verifiedRequest(4, {
    details: { firstName: 'Kiran', lastName: 'Patil', mobileNumber: null },
    status: 0,
  });
  const verified = verifiedRequest(5, {
    details: { firstName: 'Lata', lastName: 'Shah', mobileNumber: null },
    status: 2,
  });

  const openVerify = (path: string) =>
    openAsInstitution('Hospital', path, {
      [`GET ${REQUEST_PATHS.list}`]: (request) =>
        requestListAnswer(
          [pending, verified].filter((row) => row.status === (request.query.tab === 'Verified' ? 2 : 0)),
          request.query,
        ),
    });

  it('shows the hospital’s verification list with its tabs, and a way back to the dashboard', async () => {
    const { api, user } = openVerify('/dashboard/verify-request-viewall');
    expect(
      await screen.findByRole('heading', { name: 'Requests Awaiting Verification', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('rowheader', { name: 'Kiran Patil' })).toBeTruthy();
    expect(api.lastGet(REQUEST_PATHS.list)).toMatchObject({ requestType: 'verify', tab: 'Pending' });
    expect(screen.getByRole('button', { name: 'View request of Kiran Patil' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    expect(await screen.findByRole('rowheader', { name: 'Lata Shah' })).toBeTruthy();
  });

  it('opens on the tab its address names, as on a refresh', async () => {
    openVerify('/dashboard/verify-request-viewall?tab=Verified');
    expect(await screen.findByRole('rowheader', { name: 'Lata Shah' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verified' }).getAttribute('aria-selected')).toBe('true');
  });
});
