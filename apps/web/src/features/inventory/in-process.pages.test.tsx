import { expiryDayOf, formatDate, formatInputDate, indiaToday, MESSAGES } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type fakeApi,
  findListed,
  firstPageQuery,
  openAsBloodBank,
  PATHS,
  page,
  unit,
  unitId,
} from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

// Collected two days ago and yesterday, processed yesterday or today: the popup refuses processing before
// collection and after today.
const dayBefore = (days: number) => new Date(Date.parse(`${indiaToday()}T00:00:00Z`) - days * 86_400_000);
const collectedFirst = dayBefore(2).toISOString().slice(0, 10);
const collectedSecond = dayBefore(1).toISOString().slice(0, 10);
const typed = (day: string) => day.split('-').reverse().join('');
const first = unit(1, {
  bagId: 'WB-001',
  state: 'inProcessing',
  bloodGroup: 'O+',
  collectionDate: collectedFirst,
});
const second = unit(2, {
  bagId: 'WB-002',
  state: 'inProcessing',
  bloodGroup: 'B-',
  collectionDate: collectedSecond,
});

/** In Process with two units, the selected ones taken to Update Stock. */
async function openUpdateStock(routes: Parameters<typeof fakeApi>[0] = {}) {
  const opened = openAsBloodBank('/inventory-in-process', {
    [`GET ${PATHS.inProcessing}`]: () => page([first, second]),
    ...routes,
  });
  const { user, router } = opened;
  await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
  await user.click(screen.getByRole('button', { name: 'Update Stock' }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inventory-in-process/updatestock'));
  await screen.findByRole('heading', { name: 'Update Stock' });
  return opened;
}

async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const field = (popup: HTMLElement, name: string) =>
  within(popup).getByRole('textbox', { name }) as HTMLInputElement;

describe('In Process', { timeout: 30_000 }, () => {
  it('lists the units in processing, searched, filtered and sorted by the server', async () => {
    const { api, user } = openAsBloodBank('/inventory-in-process', {
      [`GET ${PATHS.inProcessing}`]: () => page([first]),
    });
    await findListed('In Process', 'WB-001');
    expect(api.lastGet(PATHS.inProcessing)).toEqual(firstPageQuery('expiryDate'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '350{Enter}');
    await vi.waitFor(() => expect(api.lastGet(PATHS.inProcessing)).toMatchObject({ search: '350' }));
    await choose(user, document.body, 'Blood Group', 'O+');
    await vi.waitFor(() => expect(api.lastGet(PATHS.inProcessing)).toMatchObject({ bloodGroup: 'O+' }));
    await user.click(screen.getByRole('button', { name: 'Volume (ml)' }));
    await vi.waitFor(() =>
      expect(api.lastGet(PATHS.inProcessing)).toMatchObject({ sort: 'volume', order: 'asc' }),
    );
  });

  it('offers Cancel, Dispose, Return and Update Stock once units are selected; Cancel clears them', async () => {
    const { user } = openAsBloodBank('/inventory-in-process', {
      [`GET ${PATHS.inProcessing}`]: () => page([first, second]),
    });
    await screen.findByRole('rowheader', { name: 'WB-001' });
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select WB-001' }));
    const actions = screen.getByRole('group', { name: 'Actions on the selected rows' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Dispose', 'Return', 'Update Stock']);
    await user.click(within(actions).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('checkbox', { name: 'Select WB-001' })).toHaveProperty('checked', false);
  });

  it('disposes the selected units with a reason', async () => {
    const { api, user } = openAsBloodBank('/inventory-in-process', {
      [`GET ${PATHS.inProcessing}`]: () => page([first, second]),
      [`POST ${PATHS.changeInProcessing}`]: () => ({
        message: '1 units of O+ Whole Blood disposed as waste',
        content: { data: [] },
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select WB-002' }));
    await user.click(screen.getByRole('button', { name: 'Dispose' }));
    const popup = await screen.findByRole('dialog', { name: MESSAGES.confirmDispose });
    await choose(user, popup, 'Reason', 'Reactive for TTI');
    await user.click(within(popup).getByRole('button', { name: 'Dispose' }));
    expect(
      await screen.findByRole('dialog', { name: '1 units of O+ Whole Blood disposed as waste' }),
    ).toBeTruthy();
    expect(api.posts(PATHS.changeInProcessing)).toEqual([
      { type: 'dispose', inventoryIds: [unitId(2)], reason: 'reactive' },
    ]);
  });

  it('returns the selected units to inventory after asking', async () => {
    const { api, user } = openAsBloodBank('/inventory-in-process', {
      [`GET ${PATHS.inProcessing}`]: () => page([first, second]),
      [`POST ${PATHS.changeInProcessing}`]: () => ({
        message: 'Returned to inventory',
        content: { data: [] },
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select WB-001' }));
    await user.click(screen.getByRole('button', { name: 'Return' }));
    const ask = await screen.findByRole('dialog', { name: 'Return the selected units to inventory?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.posts(PATHS.changeInProcessing)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Return' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Return the selected units to inventory?' }),
      ).getByRole('button', { name: 'Return' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Returned to inventory' })).toBeTruthy();
    expect(api.posts(PATHS.changeInProcessing)).toEqual([
      { type: 'returnToInventory', inventoryIds: [unitId(1)] },
    ]);
  });
});

describe('Update Stock', { timeout: 40_000 }, () => {
  it('asks for the units when opened by its address', async () => {
    const { user, router } = openAsBloodBank('/inventory-in-process/updatestock', {});
    expect(await screen.findByText('Select the units to update from In Process')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Open In Process' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inventory-in-process'));
  });

  it('says "Please Update Stock!" when no component was added', async () => {
    const { api, user } = await openUpdateStock();
    const parents = screen.getByRole('table', { name: 'Units being processed' });
    expect(
      within(parents)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['WB-001', 'WB-002']);
    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.updateStockEmpty })).toBeTruthy();
    expect(api.posts(PATHS.changeInProcessing)).toEqual([]);
  });

  it('needs every field of the popup, proposes the bag number and expiry, and sends each component with its parent', async () => {
    const { api, user, router } = await openUpdateStock({
      [`POST ${PATHS.changeInProcessing}`]: () => ({ message: MESSAGES.stockUpdated, content: { data: [] } }),
    });
    await user.click(screen.getByRole('button', { name: 'Add a component' }));
    let popup = await screen.findByRole('dialog', { name: 'Update inventory' });
    expect(field(popup, 'Processed date').value).toBe(formatInputDate(new Date()));
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(within(popup).getByRole('alert').textContent).toBe(MESSAGES.allFiledsRequired);
    expect(within(popup).getByRole('combobox', { name: 'Parent unit' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    // Group and collection day come from the parent; bag number and expiry are proposed.
    await choose(user, popup, 'Parent unit', 'WB-001 · O+');
    expect(field(popup, 'Blood Group').value).toBe('O+');
    expect(field(popup, 'Collected on').value).toBe(formatDate(collectedFirst));
    await choose(user, popup, 'Component', 'Plasma Fresh Frozen');
    expect(field(popup, 'Bag ID').value).toBe('WB-001-FFP');
    expect(field(popup, 'Expiry date').value).toBe(
      formatInputDate(expiryDayOf('Plasma Fresh Frozen', collectedFirst)),
    );
    await user.type(field(popup, 'Volume (ml)'), '2x20');
    expect(field(popup, 'Volume (ml)').value).toBe('220');
    await user.type(field(popup, 'Stored in'), 'Freezer 2');
    // Not before the collection, not after today.
    await user.clear(field(popup, 'Processed date'));
    await user.type(field(popup, 'Processed date'), typed(dayBefore(3).toISOString().slice(0, 10)));
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(
      await within(popup).findByText('The processed date cannot be before the collection date'),
    ).toBeTruthy();
    await user.clear(field(popup, 'Processed date'));
    await user.type(field(popup, 'Processed date'), typed(collectedSecond));
    expect(field(popup, 'Processed date').value).toBe(formatInputDate(collectedSecond));
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update inventory' })).toBeNull());

    // A second component, of the other parent, with its own bag number and expiry.
    await user.click(screen.getByRole('button', { name: 'Add a component' }));
    popup = await screen.findByRole('dialog', { name: 'Update inventory' });
    await choose(user, popup, 'Parent unit', 'WB-002 · B-');
    await choose(user, popup, 'Component', 'Red Cells Packed');
    await user.clear(field(popup, 'Bag ID'));
    await user.type(field(popup, 'Bag ID'), 'RC-9001');
    await user.clear(field(popup, 'Expiry date'));
    await user.type(field(popup, 'Expiry date'), typed(expiryDayOf('Red Cells Packed', collectedSecond)));
    // Changing the component keeps what the clerk typed.
    await choose(user, popup, 'Component', 'Red Cells Leukoreduced');
    expect(field(popup, 'Bag ID').value).toBe('RC-9001');
    expect(field(popup, 'Expiry date').value).toBe(
      formatInputDate(expiryDayOf('Red Cells Packed', collectedSecond)),
    );
    await user.type(field(popup, 'Volume (ml)'), '280');
    await user.type(field(popup, 'Stored in'), 'Fridge 3');
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update inventory' })).toBeNull());

    const drafts = screen.getByRole('table', { name: 'Components made' });
    expect(
      within(drafts)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['WB-001-FFP', 'RC-9001']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RC-');
    expect(
      within(drafts)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['RC-9001']);

    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.stockUpdated })).toBeTruthy();
    expect(api.posts(PATHS.changeInProcessing)).toEqual([
      {
        type: 'processed',
        inventoryIds: [unitId(1), unitId(2)],
        inventories: [
          {
            parentId: unitId(1),
            bagId: 'WB-001-FFP',
            component: 'Plasma Fresh Frozen',
            volume: 220,
            storedIn: 'Freezer 2',
            processedDate: collectedSecond,
            expiryDate: expiryDayOf('Plasma Fresh Frozen', collectedFirst),
          },
          {
            parentId: unitId(2),
            bagId: 'RC-9001',
            component: 'Red Cells Leukoreduced',
            volume: 280,
            storedIn: 'Fridge 3',
            processedDate: indiaToday(),
            expiryDate: expiryDayOf('Red Cells Packed', collectedSecond),
          },
        ],
      },
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inventory'));
  });

  it('asks before taking out a unit with no component added, and removes a draft row', async () => {
    const { api, user } = await openUpdateStock({
      [`POST ${PATHS.changeInProcessing}`]: () => ({ message: MESSAGES.stockUpdated, content: { data: [] } }),
    });
    await user.click(screen.getByRole('button', { name: 'Add a component' }));
    const popup = await screen.findByRole('dialog', { name: 'Update inventory' });
    await choose(user, popup, 'Parent unit', 'WB-001 · O+');
    await choose(user, popup, 'Component', 'Platelets Random Donor');
    await user.type(field(popup, 'Volume (ml)'), '50');
    await user.type(field(popup, 'Stored in'), 'Agitator');
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    await screen.findByRole('rowheader', { name: 'WB-001-RDP' });

    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    const ask = await screen.findByRole('dialog', { name: 'Some units have no component added' });
    expect(ask.textContent).toContain('WB-002');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.posts(PATHS.changeInProcessing)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove WB-001-RDP' }));
    expect(screen.queryByRole('rowheader', { name: 'WB-001-RDP' })).toBeNull();
    expect(screen.getByText('No components added yet')).toBeTruthy();
  });
});
