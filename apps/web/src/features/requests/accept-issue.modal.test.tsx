import { type BloodRequestRow, issuedToPatientMessage } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeRequest, openAsBloodBank, unit } from '../inventory/units.fixtures';
import {
  bulkItem,
  quantityOf,
  REQUEST_PATHS,
  requestListAnswer,
  shown,
  unitsAnswer,
  verifiedRequest,
} from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

// Ravi Kumar (A+) needs 4 more units of Red Cells Packed; three compatible units are on the shelf.
const ravi = verifiedRequest(1, {
  details: { firstName: 'Ravi', lastName: 'Kumar', mobileNumber: '9822012345' },
  bloodGroup: 'A+',
  component: 'Red Cells Packed',
  units: 5,
  unitsReceived: 1,
  hospitalName: 'Seva Sadan Hospital',
  requiredBy: '2026-03-10',
  comments: 'Surgery on Tuesday morning',
  distanceKm: 2.5,
});
// Meena Iyer (O-) needs 1 unit of Platelets Random Donor.
const meena = verifiedRequest(2, {
  details: { firstName: 'Meena', lastName: 'Iyer', mobileNumber: null },
  bloodGroup: 'O-',
  component: 'Platelets Random Donor',
  units: 1,
  distanceKm: 8,
});

// First-expiring first, as the API sends them.
const rcp1 = unit(1, { bagId: 'RCP-001', component: 'Red Cells Packed', expiryDate: '2026-04-01' });
const rcp2 = unit(2, {
  bagId: 'RCP-002',
  component: 'Red Cells Packed',
  bloodGroup: 'O+',
  expiryDate: '2026-04-03',
});
const rcp3 = unit(3, { bagId: 'RCP-003', component: 'Red Cells Packed', expiryDate: '2026-04-09' });
const prd1 = unit(4, { bagId: 'PRD-001', component: 'Platelets Random Donor', bloodGroup: 'O-' });

type Override = (request: FakeRequest) => FakeAnswer | undefined;

async function acceptFrom(rows: BloodRequestRow[], override?: Override) {
  const opened = openAsBloodBank('/dashboard/request-viewall', {
    [`GET ${REQUEST_PATHS.list}`]: (request) => requestListAnswer(rows, request.query),
    [`GET ${REQUEST_PATHS.units}`]: (request) =>
      unitsAnswer(request.query.component === 'Red Cells Packed' ? [rcp1, rcp2, rcp3] : [prd1]),
    [`POST ${REQUEST_PATHS.changeStatus}`]: (request) =>
      override?.(request) ?? {
        message: issuedToPatientMessage('A+', 'Red Cells Packed'),
        content: { data: [] },
      },
    [`POST ${REQUEST_PATHS.units}`]: () => ({
      content: { data: [], expiring: { within1: 0, within3: 0, within7: 0 } },
    }),
  });
  const { user } = opened;
  await user.click(await screen.findByRole('button', { name: 'Accept request of Ravi Kumar' }));
  const popup = await screen.findByRole('dialog', { name: 'Accept and issue' });
  await within(popup).findByRole('rowheader', { name: 'RCP-001' });
  return { ...opened, popup };
}

const bag = (popup: HTMLElement, bagId: string) =>
  within(popup).getByRole('checkbox', { name: `Choose bag ${bagId}` }) as HTMLInputElement;
const ticked = (popup: HTMLElement) =>
  ['RCP-001', 'RCP-002', 'RCP-003'].filter((bagId) => bag(popup, bagId).checked);
const issueButton = (popup: HTMLElement) => within(popup).getByRole('button', { name: 'Issue' });

describe('the Accept and issue popup', () => {
  it('shows the request, and asks for the units its patient may receive, first-expiring first', async () => {
    const { api, popup } = await acceptFrom([ravi, meena]);
    expect(shown(popup, 'Patient')).toBe('Ravi Kumar');
    expect(shown(popup, 'Blood Group')).toBe('A+');
    expect(shown(popup, 'Component')).toBe('Red Cells Packed');
    expect(shown(popup, 'Units asked / received')).toBe('5 / 1');
    expect(shown(popup, 'Hospital')).toBe('Seva Sadan Hospital');
    expect(shown(popup, 'Required by')).toBe('10 Mar 2026');
    expect((within(popup).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe(
      'Surgery on Tuesday morning',
    );
    expect(within(popup).getByRole('textbox', { name: 'Comment' })).toHaveProperty('readOnly', true);
    // Not a Bulk request: no item to choose.
    expect(within(popup).queryByRole('combobox', { name: 'Item' })).toBeNull();
    expect(api.lastGet(REQUEST_PATHS.units)).toEqual({
      type: 'inventory',
      selectable: 'true',
      component: 'Red Cells Packed',
      compatibleWith: 'A+',
      sort: 'expiryDate',
      order: 'asc',
      page: '1',
      limit: '50',
    });
    const table = within(popup).getByRole('table', {
      name: 'Compatible units of Red Cells Packed for Ravi Kumar (A+)',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Choose', 'Bag No', 'Blood Group', 'Component', 'Expiry']);
    const row = within(table).getByRole('rowheader', { name: 'RCP-002' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'O+', 'Red Cells Packed', '03 Apr 2026']);
    // The Details dropdown offers the verified requests (the spec's cap of 15).
    expect(api.gets(REQUEST_PATHS.list)).toContainEqual({
      requestType: 'verified',
      page: '1',
      limit: '15',
      sort: 'distance',
      order: 'asc',
    });
  });

  it('ticks the first N units for quantity N, and each tick changes the quantity', async () => {
    const { popup, user } = await acceptFrom([ravi]);
    // What the request needs, as far as the shelf allows: all three.
    await vi.waitFor(() => expect(ticked(popup)).toEqual(['RCP-001', 'RCP-002', 'RCP-003']));
    expect(quantityOf(popup)).toBe('3');

    await user.click(within(popup).getByRole('combobox', { name: 'Quantity' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('option', { name: '2' }));
    expect(ticked(popup)).toEqual(['RCP-001', 'RCP-002']);

    await user.click(bag(popup, 'RCP-001'));
    expect(ticked(popup)).toEqual(['RCP-002']);
    expect(quantityOf(popup)).toBe('1');
    await user.click(bag(popup, 'RCP-003'));
    expect(quantityOf(popup)).toBe('2');
    expect(within(popup).getByText('2 of 3 units chosen')).toBeTruthy();
  });

  it('cannot issue with no unit ticked or no delivery mode, and sends the issue of the ticked units', async () => {
    const { api, popup, user } = await acceptFrom([ravi]);
    await vi.waitFor(() => expect(ticked(popup)).toHaveLength(3));
    for (const bagId of ['RCP-001', 'RCP-002', 'RCP-003']) await user.click(bag(popup, bagId));
    expect(quantityOf(popup)).toBe('');
    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    expect(issueButton(popup)).toHaveProperty('disabled', true);
    expect(within(popup).getByText('Choose at least one unit.')).toBeTruthy();

    await user.click(bag(popup, 'RCP-003'));
    await user.click(bag(popup, 'RCP-001'));
    expect(issueButton(popup)).toHaveProperty('disabled', false);
    const listsBefore = api.gets(REQUEST_PATHS.list).length;
    await user.click(issueButton(popup));

    expect(await screen.findByRole('dialog', { name: 'A+ Red Cells Packed issued to patient' })).toBeTruthy();
    expect(api.posts(REQUEST_PATHS.changeStatus)).toEqual([
      {
        type: 'issue',
        issueType: 'patient',
        id: ravi._id,
        status: 3,
        issuedUnits: 2,
        inventoryIds: [rcp1._id, rcp3._id],
        deliveryType: 'toBeCollected',
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept and issue' })).toBeNull());
    // The request list reloads.
    await vi.waitFor(() => expect(api.gets(REQUEST_PATHS.list).length).toBeGreaterThan(listsBefore));
  });

  it('switches to another request under Details and loads its units', async () => {
    const { api, popup, user } = await acceptFrom([ravi, meena]);
    await user.click(within(popup).getByRole('combobox', { name: 'Details' }));
    await user.click(await screen.findByRole('option', { name: /^Meena Iyer/ }));

    expect(await within(popup).findByRole('rowheader', { name: 'PRD-001' })).toBeTruthy();
    expect(shown(popup, 'Patient')).toBe('Meena Iyer');
    expect(api.lastGet(REQUEST_PATHS.units)).toMatchObject({
      component: 'Platelets Random Donor',
      compatibleWith: 'O-',
    });
    // Meena needs one unit: it is ticked, and the quantity goes no further.
    await vi.waitFor(() => expect(bag(popup, 'PRD-001').checked).toBe(true));
    expect(quantityOf(popup)).toBe('1');
    await user.click(within(popup).getByRole('radio', { name: 'Will be delivered' }));
    await user.click(issueButton(popup));
    await screen.findByRole('dialog', { name: 'A+ Red Cells Packed issued to patient' });
    expect(api.posts(REQUEST_PATHS.changeStatus)[0]).toMatchObject({
      id: meena._id,
      inventoryIds: [prd1._id],
      issuedUnits: 1,
      deliveryType: 'toBeDeliver',
    });
    expect(api.posts(REQUEST_PATHS.changeStatus)[0]).not.toHaveProperty('itemId');
  });

  it('says "No Data Available" when no unit may go to the patient', async () => {
    const opened = openAsBloodBank('/dashboard/request-viewall', {
      [`GET ${REQUEST_PATHS.list}`]: (request) => requestListAnswer([ravi], request.query),
      [`GET ${REQUEST_PATHS.units}`]: () => unitsAnswer([]),
    });
    await opened.user.click(await screen.findByRole('button', { name: 'Accept request of Ravi Kumar' }));
    const popup = await screen.findByRole('dialog', { name: 'Accept and issue' });
    expect(await within(popup).findByText('No Data Available')).toBeTruthy();
    expect(within(popup).getByRole('combobox', { name: 'Quantity' })).toHaveProperty('disabled', true);
    expect(issueButton(popup)).toHaveProperty('disabled', true);
  });

  it('shows a refusal in the popup and reloads the lists when someone else filled the request first', async () => {
    const { api, popup, user } = await acceptFrom([ravi], () => ({
      status: 409,
      message: 'This request already has all its units',
    }));
    await vi.waitFor(() => expect(ticked(popup)).toHaveLength(3));
    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    const lists = api.gets(REQUEST_PATHS.list).length;
    const units = api.gets(REQUEST_PATHS.units).length;
    await user.click(issueButton(popup));

    const alert = await within(popup).findByRole('alert');
    expect(alert.textContent).toContain('This request already has all its units');
    await vi.waitFor(() => expect(api.gets(REQUEST_PATHS.list).length).toBeGreaterThan(lists));
    await vi.waitFor(() => expect(api.gets(REQUEST_PATHS.units).length).toBeGreaterThan(units));
    expect(screen.getByRole('dialog', { name: 'Accept and issue' })).toBeTruthy();
  });
});

// Anita Rao's ward order is a Bulk request of three items: the Whole Blood is in, 4 units of B+ Red Cells
// Leukoreduced and 1 of O- Platelets are still wanted. The row carries the first item's group and component.
const wholeBloodItem = bulkItem(1, { bloodGroup: 'A+', component: 'Whole Blood', units: 2, recieved: 2 });
const redCellsItem = bulkItem(2, {
  bloodGroup: 'B+',
  component: 'Red Cells Leukoreduced',
  units: 6,
  recieved: 2,
});
const plateletsItem = bulkItem(3, {
  bloodGroup: 'O-',
  component: 'Platelets Random Donor',
  units: 1,
  recieved: 0,
});
const anita = verifiedRequest(3, {
  details: { firstName: 'Anita', lastName: 'Rao', mobileNumber: null },
  bloodGroup: 'A+',
  component: 'Whole Blood',
  units: 9,
  unitsReceived: 4,
  subType: 'Bulk',
  bulkRequest: [wholeBloodItem, redCellsItem, plateletsItem],
});

const rcl = [1, 2, 3, 4, 5].map((n) =>
  unit(10 + n, {
    bagId: `RCL-00${n}`,
    component: 'Red Cells Leukoreduced',
    bloodGroup: n % 2 ? 'B+' : 'O-',
    expiryDate: `2026-04-0${n}`,
  }),
);
const platelets = unit(20, { bagId: 'PLT-001', component: 'Platelets Random Donor', bloodGroup: 'O-' });

/**
 * The Accept and issue popup of Anita's Bulk request, the fake server filling her items as the API does: an
 * issue must name an item, is capped by what the item still needs, and the lists answer what is left. With
 * `filledElsewhere`, another centre fills the item of the first issue just before it arrives.
 */
async function acceptBulk({ filledElsewhere = false } = {}) {
  let request = anita;
  let raced = !filledElsewhere;
  let shelf = [...rcl, platelets];
  const opened = openAsBloodBank('/dashboard/request-viewall', {
    [`GET ${REQUEST_PATHS.list}`]: (call) =>
      requestListAnswer(request.status === 2 ? [request] : [], call.query),
    [`GET ${REQUEST_PATHS.units}`]: (call) =>
      unitsAnswer(shelf.filter((u) => u.component === call.query.component)),
    [`POST ${REQUEST_PATHS.changeStatus}`]: (call) => {
      const body = call.body as { itemId?: string; inventoryIds: string[] };
      const item = request.bulkRequest?.find((entry) => entry._id === body.itemId);
      if (!item) return { status: 400, message: 'Choose the item of the Bulk request' };
      if (!raced) {
        raced = true;
        const rest = item.units - item.recieved;
        request = {
          ...request,
          unitsReceived: request.unitsReceived + rest,
          bulkRequest: (request.bulkRequest ?? []).map((entry) =>
            entry._id === item._id ? { ...entry, recieved: entry.units } : entry,
          ),
        };
        return { status: 409, message: 'This item of the Bulk request has all its units' };
      }
      if (body.inventoryIds.length > item.units - item.recieved) {
        return { status: 409, message: 'This request needs fewer units' };
      }
      const count = body.inventoryIds.length;
      const items = (request.bulkRequest ?? []).map((entry) =>
        entry._id === item._id ? { ...entry, recieved: entry.recieved + count } : entry,
      );
      const received = request.unitsReceived + count;
      request = {
        ...request,
        bulkRequest: items,
        unitsReceived: received,
        status: received >= request.units ? 3 : 2,
      };
      shelf = shelf.filter((u) => !body.inventoryIds.includes(u._id));
      return { message: issuedToPatientMessage(item.bloodGroup, item.component), content: { data: [] } };
    },
  });
  const { user } = opened;
  await user.click(await screen.findByRole('button', { name: 'Accept request of Anita Rao' }));
  const popup = await screen.findByRole('dialog', { name: 'Accept and issue' });
  return { ...opened, popup };
}

const itemBox = (popup: HTMLElement) =>
  within(popup).getByRole('combobox', { name: 'Item' }) as HTMLInputElement;
const tickedOf = (popup: HTMLElement, bagIds: string[]) =>
  bagIds.filter((bagId) => bag(popup, bagId).checked);
const RCL_BAGS = rcl.map((u) => u.bagId);

describe('the Accept and issue popup of a Bulk request', () => {
  it('fills the first item not yet filled: its units, its quantity, its summary, and its itemId', async () => {
    const { api, popup, user } = await acceptBulk();
    await within(popup).findByRole('rowheader', { name: 'RCL-001' });

    expect(itemBox(popup).value).toBe('B+ Red Cells Leukoreduced · 2 of 6 received');
    expect(shown(popup, 'Blood Group')).toBe('B+');
    expect(shown(popup, 'Component')).toBe('Red Cells Leukoreduced');
    expect(shown(popup, 'Units asked / received')).toBe('6 / 2');
    expect(api.lastGet(REQUEST_PATHS.units)).toMatchObject({
      component: 'Red Cells Leukoreduced',
      compatibleWith: 'B+',
    });
    expect(api.gets(REQUEST_PATHS.units).some((query) => query.component === 'Whole Blood')).toBe(false);
    expect(
      within(popup).getByRole('table', {
        name: 'Compatible units of Red Cells Leukoreduced for Anita Rao (B+)',
      }),
    ).toBeTruthy();

    // The item needs 4 more: five bags are on the shelf, four are ticked and the quantity goes no further.
    await vi.waitFor(() =>
      expect(tickedOf(popup, RCL_BAGS)).toEqual(['RCL-001', 'RCL-002', 'RCL-003', 'RCL-004']),
    );
    expect(within(popup).getByText('The item needs 4 more units')).toBeTruthy();
    expect(bag(popup, 'RCL-005').disabled).toBe(true);
    await user.click(within(popup).getByRole('combobox', { name: 'Quantity' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    await user.click(screen.getByRole('option', { name: '4' }));

    // The filled item is listed but cannot be chosen.
    await user.click(itemBox(popup));
    const filled = await screen.findByRole('option', { name: 'A+ Whole Blood · 2 of 2 received' });
    expect(filled.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen
        .getByRole('option', { name: 'O- Platelets Random Donor · 0 of 1 received' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    await user.click(issueButton(popup));
    const done = await screen.findByRole('dialog', { name: 'B+ Red Cells Leukoreduced issued to patient' });
    expect(api.posts(REQUEST_PATHS.changeStatus)).toEqual([
      {
        type: 'issue',
        issueType: 'patient',
        id: anita._id,
        itemId: redCellsItem._id,
        status: 3,
        issuedUnits: 4,
        inventoryIds: rcl.slice(0, 4).map((u) => u._id),
        deliveryType: 'toBeCollected',
      },
    ]);

    // The Platelets are still wanted: the popup stays, on that item, with its units.
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(itemBox(popup).value).toBe('O- Platelets Random Donor · 0 of 1 received'));
    await within(popup).findByRole('rowheader', { name: 'PLT-001' });
    expect(api.lastGet(REQUEST_PATHS.units)).toMatchObject({
      component: 'Platelets Random Donor',
      compatibleWith: 'O-',
    });
    expect(shown(popup, 'Units asked / received')).toBe('1 / 0');
    await vi.waitFor(() => expect(bag(popup, 'PLT-001').checked).toBe(true));
    expect(quantityOf(popup)).toBe('1');

    // The last item filled, the popup closes.
    await user.click(issueButton(popup));
    await screen.findByRole('dialog', { name: 'O- Platelets Random Donor issued to patient' });
    expect(api.posts(REQUEST_PATHS.changeStatus)[1]).toMatchObject({
      itemId: plateletsItem._id,
      inventoryIds: [platelets._id],
      issuedUnits: 1,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept and issue' })).toBeNull());
  });

  it('loads the units of another item chosen, and issues them to it', async () => {
    const { api, popup, user } = await acceptBulk();
    await within(popup).findByRole('rowheader', { name: 'RCL-001' });
    await vi.waitFor(() => expect(tickedOf(popup, RCL_BAGS)).toHaveLength(4));
    const unitCalls = api.gets(REQUEST_PATHS.units).length;

    await user.click(itemBox(popup));
    await user.click(
      await screen.findByRole('option', { name: 'O- Platelets Random Donor · 0 of 1 received' }),
    );

    expect(await within(popup).findByRole('rowheader', { name: 'PLT-001' })).toBeTruthy();
    expect(within(popup).queryByRole('rowheader', { name: 'RCL-001' })).toBeNull();
    expect(api.gets(REQUEST_PATHS.units).length).toBeGreaterThan(unitCalls);
    expect(api.lastGet(REQUEST_PATHS.units)).toMatchObject({
      component: 'Platelets Random Donor',
      compatibleWith: 'O-',
    });
    expect(shown(popup, 'Blood Group')).toBe('O-');
    expect(shown(popup, 'Component')).toBe('Platelets Random Donor');
    await vi.waitFor(() => expect(bag(popup, 'PLT-001').checked).toBe(true));
    await user.click(within(popup).getByRole('combobox', { name: 'Quantity' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['1']);
    await user.click(screen.getByRole('option', { name: '1' }));

    await user.click(within(popup).getByRole('radio', { name: 'Will be delivered' }));
    await user.click(issueButton(popup));
    await screen.findByRole('dialog', { name: 'O- Platelets Random Donor issued to patient' });
    expect(api.posts(REQUEST_PATHS.changeStatus)).toEqual([
      expect.objectContaining({
        id: anita._id,
        itemId: plateletsItem._id,
        inventoryIds: [platelets._id],
        issuedUnits: 1,
        deliveryType: 'toBeDeliver',
      }),
    ]);
  });

  it('moves to the next item still wanted when another centre filled the one chosen first', async () => {
    const { api, popup, user } = await acceptBulk({ filledElsewhere: true });
    await within(popup).findByRole('rowheader', { name: 'RCL-001' });
    await vi.waitFor(() => expect(tickedOf(popup, RCL_BAGS)).toHaveLength(4));
    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    await user.click(issueButton(popup));

    const alert = await within(popup).findByRole('alert');
    expect(alert.textContent).toContain('This item of the Bulk request has all its units');
    await vi.waitFor(() => expect(itemBox(popup).value).toBe('O- Platelets Random Donor · 0 of 1 received'));
    await within(popup).findByRole('rowheader', { name: 'PLT-001' });
    await vi.waitFor(() => expect(bag(popup, 'PLT-001').checked).toBe(true));
    expect(quantityOf(popup)).toBe('1');
    expect(screen.getByRole('dialog', { name: 'Accept and issue' })).toBeTruthy();

    await user.click(issueButton(popup));
    await screen.findByRole('dialog', { name: 'O- Platelets Random Donor issued to patient' });
    expect(api.posts(REQUEST_PATHS.changeStatus)[1]).toMatchObject({
      itemId: plateletsItem._id,
      inventoryIds: [platelets._id],
    });
  });
});
