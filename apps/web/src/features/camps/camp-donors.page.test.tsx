import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unitId } from '../inventory/units.fixtures';
import { openAsInstitution } from '../requests/requests.fixtures';
import {
  actionCell,
  CAMP_ID,
  CAMP_PATHS,
  campDonor,
  campRow,
  donorRow,
  openCampDonors,
} from './camp-donors.fixtures';

configure({ asyncUtilTimeout: 4000 });

// Four donors of the Shivaji Nagar camp, one at each step of the donation.
const waiting = campDonor(1, { firstName: 'Anil', lastName: 'Deshmukh', bloodGroup: 'A+' });
const inChair = campDonor(2, { firstName: 'Bhavna', lastName: 'Joshi', donationStatus: 7 });
const donated = campDonor(3, {
  firstName: 'Chetan',
  lastName: 'Kale',
  donationStatus: 8,
  inventoryId: unitId(42),
});
const deferred = campDonor(4, {
  firstName: 'Deepa',
  lastName: 'Nair',
  donationStatus: 9,
  deferralReason: 'Haemoglobin below 12.5 g/dL',
});
const donors = [waiting, inChair, donated, deferred];

describe('the camp donors screen', { timeout: 30_000 }, () => {
  it('shows the camp and its donors, paged and searched by the server', async () => {
    const { api, user } = openCampDonors('BloodBank', donors);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shivaji Nagar Blood Drive' })).toBeTruthy();
    expect(screen.getByText(/FC Road, Shivaji Nagar · Pune · Maharashtra · 14 Mar 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to List of Camps' }).getAttribute('href')).toBe('/camp');

    const row = await donorRow('Anil Deshmukh');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['A+', 'DN-001', '+91 9822012345', 'donor1@example.com', 'Active', 'Donate']);
    const table = screen.getByRole('table', { name: 'Donors of Shivaji Nagar Blood Drive' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Blood Group', 'Donor ID', 'Mobile', 'Email', 'Status', 'Action']);
    expect(api.gets(CAMP_PATHS.donors)).toEqual([
      { campId: CAMP_ID, page: '1', limit: '10', sort: 'name', order: 'asc' },
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DN-004{Enter}');
    await vi.waitFor(() =>
      expect(api.lastGet(CAMP_PATHS.donors)).toEqual({
        campId: CAMP_ID,
        page: '1',
        limit: '10',
        sort: 'name',
        order: 'asc',
        search: 'DN-004',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Anil Deshmukh' })).toBeNull());
  });

  it('offers a blood centre the step each donor is at: Donate, Proceed, Donated with the unit, Deferred with why', async () => {
    openCampDonors('BloodBank', donors);
    const donate = within(await actionCell('Anil Deshmukh')).getByRole('button', {
      name: 'Donate: Anil Deshmukh',
    });
    expect(donate.textContent).toBe('Donate');
    expect(
      within(await actionCell('Bhavna Joshi')).getByRole('button', { name: 'Proceed: Bhavna Joshi' }),
    ).toBeTruthy();

    const donatedCell = await actionCell('Chetan Kale');
    expect(within(donatedCell).queryByRole('button')).toBeNull();
    expect(within(donatedCell).getByText('Donated')).toBeTruthy();
    expect(
      within(donatedCell).getByRole('link', { name: 'Unit donated by Chetan Kale' }).getAttribute('href'),
    ).toBe(`/inventory/unit/${unitId(42)}`);

    const deferredCell = await actionCell('Deepa Nair');
    expect(within(deferredCell).queryByRole('button')).toBeNull();
    // The reason is written out, not only in a tooltip.
    expect(deferredCell.textContent).toBe('DeferredHaemoglobin below 12.5 g/dL');
  });

  it('shows a type Both centre the same actions', async () => {
    openCampDonors('Both', donors);
    expect(
      within(await actionCell('Anil Deshmukh')).getByRole('button', { name: 'Donate: Anil Deshmukh' }),
    ).toBeTruthy();
  });

  it('shows an NGO where each donor stands, with nothing to record and no link to the inventory', async () => {
    openCampDonors('NGO', donors);
    const cells = await Promise.all(
      donors.map((donor) => actionCell(`${donor.firstName} ${donor.lastName}`)),
    );
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Waiting to donate',
      'Donation in process',
      'Donated',
      'DeferredHaemoglobin below 12.5 g/dL',
    ]);
    expect(screen.queryByRole('button', { name: /^(Donate|Proceed)/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Unit/ })).toBeNull();
    // An NGO assigns its own donors to the camp.
    expect(screen.getByRole('button', { name: 'Assign Donors' })).toBeTruthy();
  });

  it('records nothing and assigns no donors at a deactivated camp', async () => {
    openCampDonors('BloodBank', donors, {}, campRow({ active: false }));
    expect(await screen.findByText(/This camp is deactivated/)).toBeTruthy();
    expect(within(await actionCell('Anil Deshmukh')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Donors' })).toBeNull();
  });

  it('offers Assign Donors only once the camp is scheduled', async () => {
    openCampDonors('BloodBank', donors, {}, campRow({ status: 'Pending' }));
    await donorRow('Anil Deshmukh');
    expect(screen.queryByRole('button', { name: 'Assign Donors' })).toBeNull();
  });

  it('says "No such camp" for an address without a camp, and for a camp that is not there', async () => {
    const none = openAsInstitution('BloodBank', '/camp/donors_List', {});
    expect(await screen.findByText('No such camp')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Camp Donors' })).toBeTruthy();
    expect(none.api.gets(CAMP_PATHS.details)).toEqual([]);
    none.unmount();

    const other = unitId(999);
    openAsInstitution('BloodBank', `/camp/donors_List?campId=${other}`, {
      [`GET ${CAMP_PATHS.details}`]: () => ({ status: 404, message: 'No such camp' }),
    });
    expect(await screen.findByText('No such camp')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the list of camps' }).getAttribute('href')).toBe('/camp');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
