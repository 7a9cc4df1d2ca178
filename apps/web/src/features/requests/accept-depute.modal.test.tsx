import { type BloodRequestRow, type DeputeCandidate, formatInputDate, indiaToday } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { AcceptDeputeModal } from './accept-depute.modal';
import {
  candidate,
  candidatesAnswer,
  openAsInstitution,
  quantityOf,
  REQUEST_PATHS,
  requestListAnswer,
  shown,
  verifiedRequest,
} from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

// Ravi Kumar (A+) needs 3 more units of Whole Blood at Seva Sadan Hospital.
const ravi = verifiedRequest(1, {
  details: { firstName: 'Ravi', lastName: 'Kumar', mobileNumber: '9822012345' },
  bloodGroup: 'A+',
  units: 4,
  unitsReceived: 1,
  hospitalName: 'Seva Sadan Hospital',
  requiredBy: '2026-03-10',
  comments: 'Surgery on Tuesday morning',
  distanceKm: 2.5,
});
// A Bulk request, which an NGO cannot accept.
const camp = verifiedRequest(2, {
  details: { firstName: 'Thalassaemia', lastName: 'Ward', mobileNumber: null },
  bloodGroup: 'O+',
  units: 20,
  subType: 'Bulk',
  hospitalName: 'Civil Hospital',
  distanceKm: 6,
});

// By name, as the API sends them; Bhavna was deputed for Ravi's request earlier.
const anil = candidate(1, {
  name: 'Anil Deshmukh',
  donorId: 'DN-101',
  bloodGroup: 'A+',
  lastDonationDate: '2025-11-02',
  address: 'Kothrud, Pune',
});
const bhavna = candidate(2, { name: 'Bhavna Joshi', donorId: 'DN-102', bloodGroup: 'O+', deputed: true });
const chetan = candidate(3, { name: 'Chetan Kale', donorId: 'DN-103', bloodGroup: 'A-' });
const deepa = candidate(4, { name: 'Deepa Nair', donorId: 'DN-104', bloodGroup: 'O-' });
const donors = [anil, bhavna, chetan, deepa];

type Override = (request: FakeRequest) => FakeAnswer | undefined;

function openViewAll(rows: BloodRequestRow[], candidates: DeputeCandidate[], override?: Override) {
  return openAsInstitution('NGO', '/dashboard/request-viewall', {
    [`GET ${REQUEST_PATHS.list}`]: (request) => requestListAnswer(rows, request.query),
    [`GET ${REQUEST_PATHS.candidates}`]: (request) =>
      override?.(request) ?? candidatesAnswer(candidates, request.query),
    [`POST ${REQUEST_PATHS.depute}`]: (request) =>
      override?.(request) ?? { message: 'Assign/Depute successfully', content: { data: { deputed: 1 } } },
  });
}

async function acceptFrom(rows: BloodRequestRow[], candidates = donors, override?: Override) {
  const opened = openViewAll(rows, candidates, override);
  await opened.user.click(await screen.findByRole('button', { name: 'Accept request of Ravi Kumar' }));
  const popup = await screen.findByRole('dialog', { name: 'Accept and Assign/Depute' });
  if (candidates.length > 0) await within(popup).findByRole('rowheader', { name: 'Anil Deshmukh' });
  return { ...opened, popup };
}

const box = (popup: HTMLElement, name: string) =>
  within(popup).getByRole('checkbox', { name: new RegExp(`^(Choose )?${name}`) }) as HTMLInputElement;
/** The donors ticked for this deputation (a donor deputed earlier shows ticked but cannot be chosen). */
const ticked = (popup: HTMLElement) =>
  donors
    .filter((donor) => {
      const tick = box(popup, donor.name);
      return tick.checked && !tick.disabled;
    })
    .map((donor) => donor.name);
const deputeButton = (popup: HTMLElement) => within(popup).getByRole('button', { name: 'Assign/Depute' });
const dateBox = (popup: HTMLElement) => within(popup).getByRole('textbox', { name: 'Donation date' });

describe('the Accept and Assign/Depute popup', () => {
  it('shows the request and asks for the donors who may give for it, by name', async () => {
    const { api, popup } = await acceptFrom([ravi, camp]);
    expect(shown(popup, 'Patient')).toBe('Ravi Kumar');
    expect(shown(popup, 'Units asked / received')).toBe('4 / 1');
    expect(shown(popup, 'Hospital')).toBe('Seva Sadan Hospital');
    const comment = within(popup).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    expect(comment.value).toBe('Surgery on Tuesday morning');
    expect(comment.readOnly).toBe(true);

    expect(api.gets(REQUEST_PATHS.candidates)).toEqual([
      { id: ravi._id, page: '1', limit: '50', sort: 'name', order: 'asc' },
    ]);
    // The Details dropdown offers the verified requests (the spec's cap of 15).
    expect(api.gets(REQUEST_PATHS.list)).toContainEqual({
      requestType: 'verified',
      page: '1',
      limit: '15',
      sort: 'distance',
      order: 'asc',
    });

    const table = within(popup).getByRole('table', {
      name: 'Donors who may give for Ravi Kumar (A+ Whole Blood)',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Choose', 'Name', 'Donor ID', 'Last Donated', 'Address']);
    const cells = (name: string) =>
      within(
        within(table)
          .getByRole('rowheader', { name: new RegExp(`^${name}`) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Anil Deshmukh')).toEqual(['', 'DN-101', '02 Nov 2025', 'Kothrud, Pune']);
    expect(cells('Chetan Kale')).toEqual(['', 'DN-103', '—', '—']);
    expect(within(table).getByRole('rowheader', { name: 'Bhavna Joshi Deputed' })).toBeTruthy();

    // The donation day is today unless changed; nothing is chosen at first.
    expect(dateBox(popup)).toHaveProperty('value', formatInputDate(new Date()));
    expect(ticked(popup)).toEqual([]);
    expect(quantityOf(popup)).toBe('');
  });

  it('ticks the first N donors who may be chosen for quantity N, and each tick changes the quantity', async () => {
    const { popup, user } = await acceptFrom([ravi]);
    await user.click(within(popup).getByRole('combobox', { name: 'Quantity' }));
    // Ravi needs 3 more units.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('option', { name: '2' }));
    // Bhavna, already deputed, is passed over.
    expect(ticked(popup)).toEqual(['Anil Deshmukh', 'Chetan Kale']);
    expect(quantityOf(popup)).toBe('2');

    await user.click(box(popup, 'Anil Deshmukh'));
    expect(ticked(popup)).toEqual(['Chetan Kale']);
    expect(quantityOf(popup)).toBe('1');
    await user.click(box(popup, 'Deepa Nair'));
    expect(quantityOf(popup)).toBe('2');
    expect(within(popup).getByText('2 of 3 donors chosen')).toBeTruthy();
  });

  it('does not offer a donor already deputed for the request', async () => {
    const { popup, user } = await acceptFrom([ravi]);
    const bhavnaBox = box(popup, 'Bhavna Joshi');
    expect(bhavnaBox.getAttribute('aria-label')).toBe('Bhavna Joshi is already deputed for this request');
    expect(bhavnaBox.disabled).toBe(true);
    await user.click(bhavnaBox);
    expect(ticked(popup)).toEqual([]);
    expect(deputeButton(popup)).toHaveProperty('disabled', true);

    // Quantity 3 takes the three others.
    await user.click(within(popup).getByRole('combobox', { name: 'Quantity' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    expect(ticked(popup)).toEqual(['Anil Deshmukh', 'Chetan Kale', 'Deepa Nair']);
  });

  it('cannot depute with no donor ticked, and sends the request, the day and the ticked donors', async () => {
    const { api, popup, user } = await acceptFrom([ravi]);
    expect(deputeButton(popup)).toHaveProperty('disabled', true);
    expect(within(popup).getByText('Choose at least one donor.')).toBeTruthy();

    await user.click(box(popup, 'Deepa Nair'));
    await user.click(box(popup, 'Anil Deshmukh'));
    expect(deputeButton(popup)).toHaveProperty('disabled', false);
    const listsBefore = api.gets(REQUEST_PATHS.list).length;
    await user.click(deputeButton(popup));

    expect(await screen.findByRole('dialog', { name: 'Assign/Depute successfully' })).toBeTruthy();
    expect(api.posts(REQUEST_PATHS.depute)).toEqual([
      { type: 'request', id: ravi._id, donationDate: indiaToday(), donors: [deepa._id, anil._id] },
    ]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Accept and Assign/Depute' })).toBeNull(),
    );
    // The request list reloads.
    await vi.waitFor(() => expect(api.gets(REQUEST_PATHS.list).length).toBeGreaterThan(listsBefore));
  });

  it('sends the donation day typed, and refuses a day in the past', async () => {
    const { api, popup, user } = await acceptFrom([ravi]);
    await user.click(box(popup, 'Chetan Kale'));
    const later = new Date(Date.now() + 3 * 86_400_000);
    const earlier = new Date(Date.now() - 2 * 86_400_000);

    await user.clear(dateBox(popup));
    await user.type(dateBox(popup), formatInputDate(earlier).replaceAll('/', ''));
    await user.click(deputeButton(popup));
    expect(await within(popup).findByText('select date today/after today!')).toBeTruthy();
    expect(api.posts(REQUEST_PATHS.depute)).toEqual([]);

    await user.clear(dateBox(popup));
    await user.type(dateBox(popup), formatInputDate(later).replaceAll('/', ''));
    await user.click(deputeButton(popup));
    await screen.findByRole('dialog', { name: 'Assign/Depute successfully' });
    expect(api.posts(REQUEST_PATHS.depute)).toEqual([
      {
        type: 'request',
        id: ravi._id,
        donationDate: indiaToday(later),
        donors: [chetan._id],
      },
    ]);
  });

  it('searches the donors by name or donor ID', async () => {
    const { api, popup, user } = await acceptFrom([ravi]);
    await user.type(within(popup).getByRole('searchbox', { name: 'Search donors' }), 'DN-104');
    await vi.waitFor(() =>
      expect(api.lastGet(REQUEST_PATHS.candidates)).toEqual({
        id: ravi._id,
        page: '1',
        limit: '50',
        sort: 'name',
        order: 'asc',
        search: 'DN-104',
      }),
    );
    await vi.waitFor(() =>
      expect(within(popup).queryByRole('rowheader', { name: 'Anil Deshmukh' })).toBeNull(),
    );
    expect(within(popup).getByRole('rowheader', { name: 'Deepa Nair' })).toBeTruthy();
  });

  it('says why a Bulk request cannot be accepted, and offers nothing to send', async () => {
    const { api, popup, user } = await acceptFrom([ravi, camp]);
    await user.click(within(popup).getByRole('combobox', { name: 'Details' }));
    await user.click(await screen.findByRole('option', { name: /^Thalassaemia Ward/ }));

    expect(await within(popup).findByText('An NGO cannot accept a Bulk request')).toBeTruthy();
    expect(shown(popup, 'Patient')).toBe('Thalassaemia Ward');
    expect(deputeButton(popup)).toHaveProperty('disabled', true);
    expect(within(popup).queryByRole('combobox', { name: 'Quantity' })).toBeNull();
    expect(within(popup).queryByRole('table')).toBeNull();
    // The server would refuse: its donors are not asked for.
    expect(api.gets(REQUEST_PATHS.candidates).map((query) => query.id)).not.toContain(camp._id);
  });

  it('says "No Data Available" when none of the NGO’s donors may give', async () => {
    const { popup } = await acceptFrom([ravi], []);
    expect(await within(popup).findByText('No Data Available')).toBeTruthy();
    expect(within(popup).getByRole('combobox', { name: 'Quantity' })).toHaveProperty('disabled', true);
    expect(deputeButton(popup)).toHaveProperty('disabled', true);
  });

  it('shows a refusal in the popup and reloads the donors, one deputed meanwhile no longer ticked', async () => {
    // Another clerk of the NGO deputes Anil first: the server refuses, and the reloaded list says so.
    let refused = false;
    const { api, popup, user } = await acceptFrom([ravi], donors, (request) => {
      if (request.path === REQUEST_PATHS.depute) refused = true;
      if (request.path === REQUEST_PATHS.candidates && refused) {
        return candidatesAnswer(
          donors.map((donor) => (donor === anil ? { ...anil, deputed: true } : donor)),
          request.query,
        );
      }
      return request.path === REQUEST_PATHS.depute
        ? { status: 409, message: 'A chosen donor is already deputed for this request' }
        : undefined;
    });
    await user.click(box(popup, 'Anil Deshmukh'));
    await user.click(box(popup, 'Chetan Kale'));
    const before = api.gets(REQUEST_PATHS.candidates).length;
    await user.click(deputeButton(popup));

    const alert = await within(popup).findByRole('alert');
    expect(alert.textContent).toContain('Not deputed');
    expect(alert.textContent).toContain('A chosen donor is already deputed for this request');
    await vi.waitFor(() => expect(api.gets(REQUEST_PATHS.candidates).length).toBeGreaterThan(before));
    await vi.waitFor(() => expect(box(popup, 'Anil Deshmukh').disabled).toBe(true));
    expect(ticked(popup)).toEqual(['Chetan Kale']);
    expect(quantityOf(popup)).toBe('1');
    expect(screen.getByRole('dialog', { name: 'Accept and Assign/Depute' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Assign/Depute successfully' })).toBeNull();
  });
});

describe('the Accept and Assign/Depute popup opened on a Bulk request', () => {
  it('says an NGO cannot accept it and asks for no donors', async () => {
    signInInstitution('NGO', 'Test NGO');
    const api = fakeApi({
      [`GET ${REQUEST_PATHS.list}`]: (request) => requestListAnswer([camp], request.query),
      [`GET ${REQUEST_PATHS.candidates}`]: (request) => candidatesAnswer(donors, request.query),
    });
    renderWithProviders(<AcceptDeputeModal request={camp} onClose={vi.fn()} />);
    const popup = screen.getByRole('dialog', { name: 'Accept and Assign/Depute' });
    expect(within(popup).getByText('An NGO cannot accept a Bulk request')).toBeTruthy();
    expect(deputeButton(popup)).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(api.gets(REQUEST_PATHS.list)).toHaveLength(1));
    expect(api.gets(REQUEST_PATHS.candidates)).toEqual([]);
  });
});
