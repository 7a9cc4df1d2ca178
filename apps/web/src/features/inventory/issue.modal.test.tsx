import { issuedToPatientMessage, MESSAGES, type StockGroup } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import {
  bloodRequest,
  CHANGE,
  type FakeRequest,
  fakeInventoryApi,
  PATIENT,
  REQUESTS,
  STOCK,
  shelfUnit,
} from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

const STOCK_GROUPS: StockGroup[] = [
  {
    _id: 'A+',
    inventory: [{ component: 'Red Cells Packed', available: 3, expiring: 0, quarantined: 1 }],
  },
];

// The shelf of A+ Red Cells Packed, in no particular order; the API sends it first-expiring first.
const rcp1 = shelfUnit({ bagId: 'RCP-001', expiryDate: '2026-12-01' });
const rcp2 = shelfUnit({
  bagId: 'RCP-002',
  expiryDate: '2026-11-28',
  state: 'quarantined',
  screening: 'pending',
});
const rcp3 = shelfUnit({
  bagId: 'RCP-003',
  expiryDate: '2026-11-29',
  state: 'inTransfer',
  isTransferInProcess: true,
});
const rcp4 = shelfUnit({ bagId: 'RCP-004', expiryDate: '2026-12-03', unitNumber: 'A0001 26 000004 K' });
const rcp5 = shelfUnit({ bagId: 'RCP-005', expiryDate: '2026-12-10' });
const rcp6 = shelfUnit({ bagId: 'RCP-006', expiryDate: '2026-11-20', state: 'expired' });
const SHELF = [rcp5, rcp4, rcp3, rcp2, rcp1, rcp6];

// Ravi Kumar (A+) asked for 3 units and has received 1: 2 are still needed.
const ravi = bloodRequest(1, {
  details: { firstName: 'Ravi', lastName: 'Kumar', mobileNumber: '9822012345' },
  patientId: 'MRN-2026-00412',
  bloodGroup: 'A+',
  component: 'Red Cells Packed',
  units: 3,
  unitsReceived: 1,
  requiredBy: '2026-03-10',
  hospitalName: 'Seva Sadan Hospital',
  reasons: 'Surgery',
  age: 54,
  doctorName: 'Dr. S. Kulkarni',
  raisedBy: 'Seva Sadan Hospital',
});

type Override = (call: FakeRequest) => { status: number; message: string; content?: unknown } | undefined;

async function openIssue(entry: 'Registered' | 'Unregistered', override?: Override) {
  signInInstitution('BloodBank');
  const api = fakeInventoryApi({ stock: STOCK_GROUPS, units: SHELF, requests: [ravi] }, override);
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp('/inventory');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Actions for A\+ Red Cells Packed:/ }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
  const popup = await screen.findByRole('dialog', { name: 'Issue to Patient' });
  return { api, user, popup };
}

const bag = (popup: HTMLElement, bagId: string) =>
  within(popup).getByRole('checkbox', { name: `Choose bag ${bagId}` }) as HTMLInputElement;

/** What the row says about why its bag cannot be chosen (the checkbox's description). */
function reasonOf(checkbox: HTMLElement): string | null {
  const id = checkbox.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const bagOrder = (popup: HTMLElement) =>
  within(within(popup).getByRole('table', { name: 'Bags of A+ Red Cells Packed' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const issueButton = (popup: HTMLElement) => within(popup).getByRole('button', { name: 'Issue' });

describe('issuing to a registered patient', () => {
  it('chooses a verified request, picks the first-expiring issuable bags and issues them', async () => {
    const { api, user, popup } = await openIssue('Registered', (call) =>
      call.path === CHANGE
        ? { status: 200, message: issuedToPatientMessage('A+', 'Red Cells Packed') }
        : undefined,
    );
    const requests = await within(popup).findByRole('table', {
      name: 'Verified requests for Red Cells Packed',
    });
    expect(api.sent('GET', REQUESTS)[0]?.query).toMatchObject({
      requestType: 'verified',
      component: 'Red Cells Packed',
    });
    const row = within(requests).getByRole('rowheader', { name: 'Ravi Kumar' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'MRN-2026-00412', 'Seva Sadan Hospital', 'A+', '3', '1', '10 Mar 2026']);
    // Nothing can be issued before a request, bags and a delivery mode are chosen.
    expect(issueButton(popup)).toHaveProperty('disabled', true);

    await user.click(within(popup).getByRole('radio', { name: 'Choose the request of Ravi Kumar' }));
    expect(
      within(popup).getByText('3 units asked, 1 received, 2 still needed', { exact: false }),
    ).toBeTruthy();

    // First-expiring first; the two still needed are chosen from the top, skipping what cannot be issued.
    await vi.waitFor(() => expect(bag(popup, 'RCP-001').checked).toBe(true));
    expect(bagOrder(popup)).toEqual(['RCP-006', 'RCP-002', 'RCP-003', 'RCP-001', 'RCP-004', 'RCP-005']);
    expect(bag(popup, 'RCP-004').checked).toBe(true);
    expect(bag(popup, 'RCP-005').checked).toBe(false);
    expect(within(popup).getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '2');
    expect(within(popup).getByText('The request needs 2 more units')).toBeTruthy();

    // Each bag that cannot go says why.
    expect(bag(popup, 'RCP-006').disabled).toBe(true);
    expect(reasonOf(bag(popup, 'RCP-006'))).toBe('This unit has expired');
    expect(reasonOf(bag(popup, 'RCP-002'))).toBe(
      'This unit is quarantined: its screening is not released yet',
    );
    expect(reasonOf(bag(popup, 'RCP-003'))).toBe('This unit is in transfer to another institution');
    const inTransfer = bag(popup, 'RCP-003').closest('tr') as HTMLElement;
    expect(within(inTransfer).getByText('Transfer In Process')).toBeTruthy();
    // The request needs no more than two: the third issuable bag cannot be ticked on top.
    expect(bag(popup, 'RCP-005').disabled).toBe(true);
    expect(reasonOf(bag(popup, 'RCP-005'))).toBeNull();

    expect(issueButton(popup)).toHaveProperty('disabled', true);
    expect(within(popup).getByText('Choose a delivery mode.')).toBeTruthy();
    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    expect(issueButton(popup)).toHaveProperty('disabled', false);
    await user.click(issueButton(popup));

    expect(await screen.findByRole('dialog', { name: 'A+ Red Cells Packed issued to patient' })).toBeTruthy();
    expect(api.lastBody(CHANGE)).toEqual({
      type: 'issue',
      issueType: 'patient',
      id: ravi._id,
      status: 3,
      issuedUnits: 2,
      inventoryIds: [rcp1._id, rcp4._id],
      deliveryType: 'toBeCollected',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Issue to Patient' })).toBeNull());
    // The stock reloads.
    await vi.waitFor(() => expect(api.sent('POST', STOCK).length).toBeGreaterThan(1));
  });

  it('lets the quantity and the ticks change each other', async () => {
    const { api, user, popup } = await openIssue('Registered');
    await user.click(await within(popup).findByRole('radio', { name: 'Choose the request of Ravi Kumar' }));
    await vi.waitFor(() => expect(bag(popup, 'RCP-004').checked).toBe(true));

    const quantity = within(popup).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(bag(popup, 'RCP-001').checked).toBe(true);
    expect(bag(popup, 'RCP-004').checked).toBe(false);

    await user.click(bag(popup, 'RCP-005'));
    expect(quantity).toHaveProperty('value', '2');
    expect(within(popup).getByText('2 of 3 bags chosen')).toBeTruthy();

    await user.click(within(popup).getByRole('radio', { name: 'Will be delivered' }));
    await user.click(issueButton(popup));
    await screen.findByRole('dialog', { name: 'Done' });
    expect(api.lastBody(CHANGE)).toMatchObject({
      issuedUnits: 2,
      inventoryIds: [rcp1._id, rcp5._id],
      deliveryType: 'toBeDeliver',
    });
  });

  it('shows the server’s refusal, reloads the bags and stays open', async () => {
    const { api, user, popup } = await openIssue('Registered', (call) =>
      call.path === CHANGE ? { status: 409, message: 'Bag RCP-001 is no longer available' } : undefined,
    );
    await user.click(await within(popup).findByRole('radio', { name: 'Choose the request of Ravi Kumar' }));
    await vi.waitFor(() => expect(bag(popup, 'RCP-001').checked).toBe(true));
    const loads = api.sent('GET', STOCK).length;
    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    await user.click(issueButton(popup));

    expect(await screen.findByRole('dialog', { name: 'Bag RCP-001 is no longer available' })).toBeTruthy();
    await vi.waitFor(() => expect(api.sent('GET', STOCK).length).toBeGreaterThan(loads));
    // Escape dismisses the failure popup only.
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Bag RCP-001 is no longer available' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Issue to Patient' })).toBeTruthy();
  });
});

describe('issuing to an unregistered patient', () => {
  const field = (popup: HTMLElement, name: string) => within(popup).getByRole('textbox', { name });

  function messageAt(input: HTMLElement): string | null {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
    return errors.map((node) => node?.textContent).join(' ') || null;
  }

  it('adds the patient as a verified request, then greys out bags the patient cannot take', async () => {
    const { api, user, popup } = await openIssue('Unregistered');
    expect(within(popup).getByRole('heading', { name: '1. Add Patient to Issue Blood' })).toBeTruthy();

    // The button is always enabled (spec §5): pressing it shows what is missing.
    await user.click(within(popup).getByRole('button', { name: 'Save and choose bags' }));
    for (const name of ['Patient name', 'Units', 'Hospital name']) {
      expect(messageAt(field(popup, name))).toBe(MESSAGES.enterRequiredDetails);
    }
    expect(messageAt(field(popup, 'Mobile number'))).toBe(MESSAGES.invalidPhone);
    expect(messageAt(within(popup).getByRole('combobox', { name: "Patient's blood group" }))).toBe(
      MESSAGES.enterRequiredDetails,
    );
    expect(api.sent('POST', PATIENT)).toEqual([]);

    await user.type(field(popup, 'Patient name'), 'Meena Devi');
    await user.type(field(popup, 'Mobile number'), '+91 98765 43210');
    await user.click(within(popup).getByRole('combobox', { name: "Patient's blood group" }));
    await user.click(await screen.findByRole('option', { name: 'B+' }));
    await user.type(field(popup, 'Units'), '2u');
    await user.type(field(popup, 'Hospital name'), 'City Hospital');
    await user.type(field(popup, 'Doctor'), 'Dr. Rao');
    await user.click(within(popup).getByRole('button', { name: 'Save and choose bags' }));

    await within(popup).findByText('Saved as a verified request; it is also listed under Registered.');
    expect(api.lastBody(PATIENT)).toEqual({
      component: 'Red Cells Packed',
      bloodGroup: 'B+',
      units: 2,
      hospitalName: 'City Hospital',
      hospitalLocation: { type: 'Point', description: '' },
      comments: '',
      condition: '',
      patientName: 'Meena Devi',
      mobileNumber: '9876543210',
      countryCode: '+91',
      doctorName: 'Dr. Rao',
      reasons: '',
      patientId: '',
      relation: '',
      attachments: [],
    });

    // A+ red cells cannot go to a B+ patient: every available bag says so, and none is chosen.
    await within(popup).findByRole('table', { name: 'Bags of A+ Red Cells Packed' });
    expect(bag(popup, 'RCP-001').disabled).toBe(true);
    expect(reasonOf(bag(popup, 'RCP-001'))).toBe('A+ Red Cells Packed is not compatible with a B+ patient');
    expect(reasonOf(bag(popup, 'RCP-002'))).toBe(
      'This unit is quarantined: its screening is not released yet',
    );
    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    expect(issueButton(popup)).toHaveProperty('disabled', true);
    expect(within(popup).getByText('Choose at least one bag.')).toBeTruthy();
  });
});
