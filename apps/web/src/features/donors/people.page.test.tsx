import { type DonorRow, type InstitutionType, MESSAGES } from '@raktsetu/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

const DONORS = '/api/institution/get-known-donors';
const RECIPIENTS = '/api/institution/people/list';
const SEND = '/api/requests/blood-request/send';

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

/** The two lists of the API this screen reads and the request sent to donors, every call kept. */
function peopleApi(rows: DonorRow[]) {
  const calls: URL[] = [];
  const sent: unknown[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const ok = (content: unknown, message = 'OK') =>
      new Response(JSON.stringify({ code: 200, message, content }), { status: 200 });
    if (url.pathname === DONORS) return ok({ data: rows, total: rows.length });
    if (url.pathname === RECIPIENTS) return ok({ data: [], total: 0 });
    if (url.pathname === SEND && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return ok({ data: {} }, MESSAGES.bloodRequested);
    }
    return new Response(JSON.stringify({ code: 404, message: 'Not found', content: {} }), { status: 404 });
  };
  return { fetchMock, calls, sent };
}

function open(path: string, type: InstitutionType, rows = [asha, vikram]) {
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
    // Without the Both type there is no Recepient tab, and no dead Upload button.
    expect(screen.queryByRole('tab', { name: 'Recepient' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Patients' }).getAttribute('href')).toBe('/patient');
    // Many donors at once: the spreadsheet upload, on its Donors tab.
    expect(screen.getByRole('link', { name: 'Upload Donors' }).getAttribute('href')).toBe(
      '/upload?tab=donors',
    );
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

  it('keeps Request disabled, saying why, until donors are chosen, and while a blocked one is among them', async () => {
    const user = userEvent.setup();
    open('/people', 'BloodBank');
    await screen.findByText('Asha Patil');
    const request = screen.getByRole('button', { name: 'Request blood from the selected donors' });
    const reason = () => document.getElementById(request.getAttribute('aria-describedby') ?? '')?.textContent;

    expect(request.getAttribute('aria-disabled')).toBe('true');
    expect(reason()).toBe('Select the donors to ask for blood first');
    await user.click(request);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Patil' }));
    await waitFor(() => expect(request.getAttribute('aria-disabled')).toBeNull());
    expect(request.getAttribute('aria-describedby')).toBeNull();

    // Vikram is blocked: the server would refuse the whole request.
    await user.click(screen.getByRole('checkbox', { name: 'Select Vikram Rao' }));
    await waitFor(() => expect(request.getAttribute('aria-disabled')).toBe('true'));
    expect(reason()).toBe('A blocked donor cannot be asked to give: unselect the blocked donors');
  });

  it('opens Request Blood for the chosen donors, sends it to them and comes back to the list with none chosen', async () => {
    const user = userEvent.setup();
    const meera = donor(3, { firstName: 'Meera', lastName: 'Iyer' });
    const { api, router } = open('/people', 'Hospital', [asha, vikram, meera]);
    await screen.findByText('Asha Patil');
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Patil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Request blood from the selected donors' }));

    const popup = await screen.findByRole('dialog', { name: 'Request Blood' });
    expect(within(popup).getByText('To 2 donors: Asha Patil, Meera Iyer')).toBeTruthy();
    const day = dayjs().add(2, 'day');
    await user.type(within(popup).getByRole('textbox', { name: 'Required Before' }), day.format('DDMMYYYY'));
    await user.type(within(popup).getByRole('textbox', { name: 'Units' }), '2');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    expect(await screen.findByRole('dialog', { name: MESSAGES.bloodRequested })).toBeTruthy();
    expect(api.sent).toEqual([
      {
        requiredBy: day.format('YYYY-MM-DD'),
        bloodGroup: 'A+',
        units: 2,
        component: 'Whole Blood',
        comments: '',
        donorIds: [asha._id, meera._id],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Blood' })).toBeNull());
    expect(router.state.location.pathname).toBe('/people');
    expect(screen.getByRole('checkbox', { name: 'Select Asha Patil' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Select Meera Iyer' })).toHaveProperty('checked', false);
    expect(
      screen
        .getByRole('button', { name: 'Request blood from the selected donors', hidden: true })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('has no Request for an NGO, which may not ask donors for blood', async () => {
    const user = userEvent.setup();
    open('/people', 'NGO');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Patil' }));
    // The selection's own buttons are there: only Request is not.
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Request/ })).toBeNull();
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
