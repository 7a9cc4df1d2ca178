import { MESSAGES, type StockGroup } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { CHANGE, fakeInventoryApi, NEARBY, shelfUnit, unitId } from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

const STOCK_GROUPS: StockGroup[] = [
  {
    _id: 'O+',
    inventory: [{ component: 'Platelets Random Donor', available: 3, expiring: 1, quarantined: 0 }],
  },
];

const cell = { bloodGroup: 'O+', component: 'Platelets Random Donor' } as const;
const p1 = shelfUnit({ ...cell, bagId: 'PLT-1', expiryDate: '2026-11-27' });
const p2 = shelfUnit({
  ...cell,
  bagId: 'PLT-2',
  expiryDate: '2026-11-26',
  state: 'inProcessing',
  inBloodProcessing: true,
});
const p3 = shelfUnit({ ...cell, bagId: 'PLT-3', expiryDate: '2026-11-28' });
const p4 = shelfUnit({ ...cell, bagId: 'PLT-4', expiryDate: '2026-11-29' });

const TARGETS = [
  {
    _id: unitId(51),
    registrationNumber: 'MH-BB-2019-0042',
    institutionName: 'Sahyadri Blood Centre',
    institutionType: 'BloodBank',
    location: { description: 'Deccan, Pune', city: 'Pune' },
    distanceKm: 3.24,
  },
  {
    _id: unitId(52),
    registrationNumber: 'MH-BB-2020-0101',
    institutionName: 'Ruby Hall Blood Bank',
    institutionType: 'Both',
    location: { description: 'Sassoon Road', city: null },
    distanceKm: null,
  },
];

async function openTransfer() {
  signInInstitution('BloodBank');
  const api = fakeInventoryApi({ stock: STOCK_GROUPS, units: [p4, p3, p2, p1], targets: TARGETS }, (call) =>
    call.path === CHANGE ? { status: 200, message: MESSAGES.transferred } : undefined,
  );
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp('/inventory');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Actions for O\+ Platelets Random Donor:/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Transfer' }));
  const popup = await screen.findByRole('dialog', { name: 'Transfer' });
  return { api, user, popup };
}

describe('the Transfer popup', { timeout: 20_000 }, () => {
  it('lists blood banks nearest first, searched by name', async () => {
    const { api, user, popup } = await openTransfer();
    const table = await within(popup).findByRole('table', { name: 'Blood banks to transfer to' });
    expect(api.sent('GET', NEARBY)[0]?.query).toEqual({ type: 'bloodbank' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['', 'Sahyadri Blood Centre', 'MH-BB-2019-0042', 'Pune', '3.2 km'],
      ['', 'Ruby Hall Blood Bank', 'MH-BB-2020-0101', 'Sassoon Road', '—'],
    ]);

    await user.type(within(popup).getByRole('searchbox', { name: 'Search blood banks' }), 'ruby');
    await vi.waitFor(() =>
      expect(api.sent('GET', NEARBY).at(-1)?.query).toEqual({ type: 'bloodbank', name: 'ruby' }),
    );
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('needs a blood bank, bags and a delivery mode, then transfers the bags chosen', async () => {
    const { api, user, popup } = await openTransfer();
    const transfer = within(popup).getByRole('button', { name: 'Transfer' });
    expect(transfer).toHaveProperty('disabled', true);
    expect(within(popup).getByText('Choose the blood bank.')).toBeTruthy();

    await user.click(await within(popup).findByRole('radio', { name: 'Transfer to Sahyadri Blood Centre' }));
    await within(popup).findByRole('table', { name: 'Bags of O+ Platelets Random Donor' });
    // A bag in processing cannot be moved, and says so.
    const inProcess = within(popup).getByRole('checkbox', { name: 'Choose bag PLT-2' });
    expect(inProcess).toHaveProperty('disabled', true);
    expect(document.getElementById(inProcess.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This unit is in processing',
    );

    await vi.waitFor(() =>
      expect(within(popup).getByRole('textbox', { name: 'Quantity' })).toHaveProperty('disabled', false),
    );
    await user.type(within(popup).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.click(within(popup).getByRole('radio', { name: 'Will be delivered' }));
    await user.type(within(popup).getByRole('textbox', { name: 'Details' }), 'Van MH12 AB 1234');
    await user.type(within(popup).getByRole('textbox', { name: 'Comments' }), 'Urgent, for a dengue ward');
    expect(transfer).toHaveProperty('disabled', false);
    await user.click(transfer);

    expect(await screen.findByRole('dialog', { name: MESSAGES.transferred })).toBeTruthy();
    expect(api.lastBody(CHANGE)).toEqual({
      type: 'transfer',
      institutionId: TARGETS[0]?._id,
      inventoryIds: [p1._id, p3._id],
      comments: 'Urgent, for a dengue ward',
      details: 'Van MH12 AB 1234',
      deliveryType: 'toBeDeliver',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull());
  });

  it('ticks the bags a barcode scanner types, and says why one cannot be ticked', async () => {
    const { api, user, popup } = await openTransfer();
    await user.click(await within(popup).findByRole('radio', { name: 'Transfer to Sahyadri Blood Centre' }));
    await within(popup).findByRole('table', { name: 'Bags of O+ Platelets Random Donor' });
    const scanner = within(popup).getByRole('searchbox', { name: 'Scan a bag' });

    // A scanner types the number and Enter; Enter must not send the popup.
    await user.type(scanner, 'plt-4{Enter}');
    expect(within(popup).getByRole('checkbox', { name: 'Choose bag PLT-4' })).toHaveProperty('checked', true);
    expect(within(popup).getByText('Bag PLT-4 chosen')).toBeTruthy();
    expect(scanner).toHaveProperty('value', '');

    await user.type(scanner, 'PLT-2{Enter}');
    // Said under the box, as beside the bag.
    expect(within(popup).getAllByText('This unit is in processing')).toHaveLength(2);
    await user.type(scanner, 'PLT-9{Enter}');
    expect(
      within(popup).getByText('PLT-9 is not among the bags of O+ Platelets Random Donor shown here'),
    ).toBeTruthy();

    await user.click(within(popup).getByRole('radio', { name: 'To be collected' }));
    await user.click(within(popup).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.transferred })).toBeTruthy();
    expect(api.lastBody(CHANGE)).toMatchObject({ inventoryIds: [p4._id] });
  });
});
