import type { InstitutionType, ScheduledDonation } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import { DONATIONS_PATH, donationsAnswer, scheduledDonation } from './donations.fixtures';
import { openAsInstitution } from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

const PROFILE = '/api/auth/get-profile';
const SEND = '/api/institution/donor-otp/send';
const VALIDATE = '/api/institution/donor-otp/validate';
const RIGHT_CODE = '482913';

const NOT_FIT = { eligibleToday: false, nextEligibleDate: null, deferredUntil: null, reasons: ['Unwell'] };

// Asha, verified here and fit, comes first; Kiran is active but may not give today; Vikram is blocked.
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

/** The donor profile as GET auth/get-profile answers it, for the popup a name opens. */
function profileOf(row: ScheduledDonation) {
  return {
    ...row.donor,
    dateOfBirth: '1992-04-01',
    age: 33,
    height: 162,
    weight: 56,
    bmi: 21.34,
    address: { description: '12 FC Road, Pune', landmark: null },
    addedAt: '2025-02-01T10:00:00.000Z',
    photo: null,
    aadharLast4: null,
    donorType: 'walkIn',
    userType: 'knownDonor',
    isBlocked: row.donor.status === 'Blocked',
    block: null,
    verifiedAt: row.verified ? '2026-03-01T10:00:00.000Z' : null,
    refferedBy: null,
    notes: null,
    questionnaire: null,
    vitals: [],
  };
}

/**
 * A blood centre at `path` (a fresh load: nothing cached), GET requests/donations answering `start` as the
 * server does; a right code verifies the donor it was sent for, so the next page of donations says so.
 */
function openViewAll(
  start: ScheduledDonation[],
  path = '/dashboard/donation-viewall',
  type: InstitutionType = 'BloodBank',
) {
  let rows = [...start];
  let codeFor = '';
  const empty = (): FakeAnswer => ({ content: { data: [], total: 0 } });
  const opened = openAsInstitution(type, path, {
    [`GET ${DONATIONS_PATH}`]: (request) => donationsAnswer(rows, request.query),
    [`GET ${PROFILE}`]: (request: FakeRequest) => {
      const row = rows.find((r) => r.donor._id === request.query.donorId);
      return row ? { content: { data: profileOf(row) } } : { status: 404, message: 'Donor not found' };
    },
    'GET /api/institution/donation-history/list': empty,
    'GET /api/institution/lab-results/list': empty,
    'GET /api/institution/medicalhistory/list': () => ({ content: { reports: [], total: 0 } }),
    'GET /api/institution/donor/remarks': empty,
    [`GET ${SEND}`]: (request) => {
      codeFor = request.query.donorId ?? '';
      return { message: 'OTP sent to email', content: { data: { id: 'code-1' } } };
    },
    [`POST ${VALIDATE}`]: (request) => {
      if ((request.body as { otp: string }).otp !== RIGHT_CODE)
        return { status: 400, message: 'Invalid OTP' };
      rows = rows.map((row) => (row.donor._id === codeFor ? { ...row, verified: true } : row));
      return { message: 'Donor verified successfully' };
    },
  });
  return opened;
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const cellsOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function findTable(name: string) {
  const table = await screen.findByRole('table', { name: 'All Donations' });
  await within(table).findByRole('rowheader', { name });
  return table;
}

describe('/dashboard/donation-viewall', () => {
  it('asks for the first ten donations by day and shows the spec’s columns, with the back arrow to /', async () => {
    const { api, address } = openViewAll([vikram, asha, kiran]);
    expect(await screen.findByRole('heading', { name: 'All Donations', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    const table = await findTable('Asha Patil');

    expect(api.gets(DONATIONS_PATH)).toEqual([{ page: '1', limit: '10', sort: 'appointment', order: 'asc' }]);
    expect(address()).toEqual({});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Blood Group',
      'Donor ID',
      'Date',
      'Time',
      'Checklist',
      'Status',
      'Mobile No.',
      'Action',
    ]);
    expect(names(table)).toEqual(['Asha Patil', 'Kiran Joshi', 'Vikram Rao']);
    expect(cellsOf(table, 'Asha Patil')).toEqual([
      'O+',
      'D0000001',
      '02 Apr 2026',
      '—',
      'Completed',
      'Fit To Donate',
      '+91 9822000001',
      'Donation',
    ]);
    expect(cellsOf(table, 'Kiran Joshi')).toEqual([
      'A-',
      'D0000002',
      '03 Apr 2026',
      '—',
      'Incomplete',
      'Assess Donor',
      '+91 9822000002',
      'Request OTP',
    ]);
    expect(cellsOf(table, 'Vikram Rao')).toEqual([
      'B+',
      'D0000003',
      '04 Apr 2026',
      '—',
      'Incomplete',
      'Assess Donor',
      '+91 9822000003',
      // The reason Request OTP is disabled, read to screen readers with the button.
      'Request OTPA code can be requested only from an active donor',
    ]);
  });

  it('leads a donor verified here to the donation form, and asks the others for a code, never a blocked one', async () => {
    const { user, api } = openViewAll([asha, kiran, vikram]);
    const table = await findTable('Asha Patil');

    const donation = within(table).getByRole('link', { name: 'Donation by Asha Patil' });
    expect(donation.getAttribute('href')).toBe(
      `/donation-form?donorId=${asha.donor._id}&requestId=${asha.requestId}`,
    );
    expect(within(table).queryByRole('button', { name: 'Request OTP from Asha Patil' })).toBeNull();

    const blocked = within(table).getByRole('button', { name: 'Request OTP from Vikram Rao' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(blocked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A code can be requested only from an active donor',
    );
    await user.click(blocked);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.gets(SEND)).toEqual([]);

    const kiranOtp = within(table).getByRole('button', { name: 'Request OTP from Kiran Joshi' });
    expect(kiranOtp.getAttribute('aria-disabled')).toBeNull();
    expect(within(table).queryByRole('link', { name: 'Donation by Kiran Joshi' })).toBeNull();
  });

  it('verifies a donor by the code they read out, then offers Donation in their row', async () => {
    const { user, api } = openViewAll([asha, kiran]);
    const table = await findTable('Kiran Joshi');
    const loads = api.gets(DONATIONS_PATH).length;

    await user.click(within(table).getByRole('button', { name: 'Request OTP from Kiran Joshi' }));
    const popup = await screen.findByRole('dialog', { name: 'Verify Kiran Joshi' });
    await user.click(within(popup).getByRole('button', { name: 'Request OTP from Donor' }));
    expect(api.gets(SEND)).toEqual([{ donorId: kiran.donor._id }]);
    await user.click(await within(popup).findByLabelText('Digit 1 of 6'));
    await user.keyboard(`${RIGHT_CODE}{Enter}`);

    expect(await screen.findByRole('dialog', { name: 'Donor verified successfully' })).toBeTruthy();
    await vi.waitFor(() => expect(api.gets(DONATIONS_PATH).length).toBeGreaterThan(loads));
    const donation = await within(table).findByRole('link', { name: 'Donation by Kiran Joshi' });
    expect(donation.getAttribute('href')).toBe(
      `/donation-form?donorId=${kiran.donor._id}&requestId=${kiran.requestId}`,
    );
  });

  it('pages ten at a time and sorts by Date, both kept in the address', async () => {
    const many = Array.from({ length: 12 }, (_, i) => scheduledDonation(i + 1));
    const { user, api, address } = openViewAll(many);
    const table = await findTable('Donor 01');
    expect(names(table)).toHaveLength(10);
    expect(names(table).at(-1)).toBe('Donor 10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByRole('rowheader', { name: 'Donor 11' });
    expect(names(table)).toEqual(['Donor 11', 'Donor 12']);
    expect(api.gets(DONATIONS_PATH).at(-1)).toEqual({
      page: '2',
      limit: '10',
      sort: 'appointment',
      order: 'asc',
    });
    expect(address()).toEqual({ page: '2' });

    // Sorting starts again from page 1: the latest day first.
    await user.click(within(table).getByRole('button', { name: 'Date' }));
    await within(table).findByRole('rowheader', { name: 'Donor 12' });
    expect(names(table).slice(0, 2)).toEqual(['Donor 12', 'Donor 11']);
    expect(api.gets(DONATIONS_PATH).at(-1)).toMatchObject({ page: '1', sort: 'appointment', order: 'desc' });
    expect(address()).toEqual({ order: 'desc' });
  });

  it('opens on the page the address names, as after a refresh', async () => {
    const many = Array.from({ length: 12 }, (_, i) => scheduledDonation(i + 1));
    const { api } = openViewAll(many, '/dashboard/donation-viewall?page=2');
    const table = await findTable('Donor 11');
    expect(names(table)).toEqual(['Donor 11', 'Donor 12']);
    expect(api.gets(DONATIONS_PATH)).toEqual([{ page: '2', limit: '10', sort: 'appointment', order: 'asc' }]);
  });

  it('opens the donor’s profile with its records tabs from the name', async () => {
    const { user, api } = openViewAll([asha, kiran]);
    const table = await findTable('Kiran Joshi');
    await user.click(within(table).getByRole('button', { name: 'Open the profile of Kiran Joshi' }));

    const popup = await screen.findByRole('dialog', { name: 'Kiran Joshi' });
    expect(api.gets(PROFILE).at(-1)).toMatchObject({ donorId: kiran.donor._id });
    const tabs = await within(popup).findByRole('tablist', { name: "The donor's records" });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['History', 'Lab results', 'Medical', 'Remarks']);
  });

  it('says so when no donor is scheduled', async () => {
    openViewAll([]);
    expect(await screen.findByText('No Donors scheduled for donation')).toBeTruthy();
  });

  it('sends an NGO, whose donations the API does not list, back to its dashboard', async () => {
    const { router, api } = openViewAll([asha], '/dashboard/donation-viewall', 'NGO');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.gets(DONATIONS_PATH)).toEqual([]);
  });
});
