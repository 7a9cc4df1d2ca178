import type { DonorRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

const DONORS = '/api/institution/get-known-donors';
const RECIPIENTS = '/api/institution/people/list';

function donor(n: number, overrides: Partial<DonorRow> = {}): DonorRow {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    donorId: `D${String(n).padStart(7, '0')}`,
    firstName: 'Donor',
    lastName: String(n).padStart(2, '0'),
    bloodGroup: 'B+',
    gender: 'Male',
    email: `donor${n}@example.in`,
    countryCode: '91',
    mobileNumber: '9822000000',
    lastDonationComponent: 'Whole Blood',
    lastDonationDate: '2026-05-01',
    status: 'Active',
    knownDonor: true,
    eligibility: { eligibleToday: true, nextEligibleDate: null, deferredUntil: null, reasons: [] },
    ...overrides,
  };
}

const asha = donor(1, { firstName: 'Asha', lastName: 'Patil' });
const vikram = donor(2, { firstName: 'Vikram', lastName: 'Rao', status: 'Blocked' });

/** The two lists of the API this screen reads, every call kept. */
function peopleApi(rows: DonorRow[]) {
  const calls: URL[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const ok = (content: unknown) =>
      new Response(JSON.stringify({ code: 200, message: 'OK', content }), { status: 200 });
    if (url.pathname === DONORS) return ok({ data: rows, total: rows.length });
    if (url.pathname === RECIPIENTS) return ok({ data: [], total: 0 });
    return new Response(JSON.stringify({ code: 404, message: 'Not found', content: {} }), { status: 404 });
  };
  return { fetchMock, calls };
}

function open(path: string, type: 'BloodBank' | 'Both' | 'NGO', rows = [asha, vikram]) {
  signInInstitution(type);
  const api = peopleApi(rows);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  return { ...rendered, api };
}

describe('the People screen', () => {
  it('lists the donors with their status and fitness, and sends the search to the server', async () => {
    const { api } = open('/people?search=Asha', 'BloodBank');
    const table = await screen.findByRole('table', { name: 'Donors' });
    const row = (await within(table).findByText('Asha Patil')).closest('tr') as HTMLElement;
    expect(within(row).getByText('D0000001')).toBeTruthy();
    expect(within(row).getByText('Fit To Donate')).toBeTruthy();
    const listed = api.calls.filter((url) => url.pathname === DONORS).at(-1);
    expect(listed?.searchParams.get('search')).toBe('Asha');
    // Without the Both type there is no Recepient tab, and no dead Request or Upload button.
    expect(screen.queryByRole('tab', { name: 'Recepient' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Request/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Patients' }).getAttribute('href')).toBe('/patient');
  });

  it('offers Block for exactly one selected active donor and Unblock for exactly one blocked donor', async () => {
    const user = userEvent.setup();
    open('/people', 'BloodBank');
    await screen.findByText('Asha Patil');
    const actions = () => screen.queryByRole('group', { name: 'Actions on the selected rows' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Patil' }));
    expect(within(actions() as HTMLElement).getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(within(actions() as HTMLElement).queryByRole('button', { name: 'Unblock' })).toBeNull();

    // Two selected: neither, since both act on one donor.
    await user.click(screen.getByRole('checkbox', { name: 'Select Vikram Rao' }));
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Patil' }));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('dialog', { name: /Vikram Rao/ })).toBeTruthy();
  });

  it('shows a hospital with a blood bank the Recepient tab, kept in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = open('/people', 'Both');
    await user.click(await screen.findByRole('tab', { name: 'Recepient' }));
    expect(await screen.findByText('No Recepient Available')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=recepients');
    const recipients = api.calls.find((url) => url.pathname === RECIPIENTS);
    expect(recipients?.searchParams.get('type')).toBe('recepients');
  });

  it('says "No Data Available" when the institution has no donors', async () => {
    open('/people', 'NGO', []);
    expect(await screen.findByText('No Data Available')).toBeTruthy();
  });
});
