import { MESSAGES, type StockGroup } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { ADD, type FakeInventory, fakeInventoryApi, STOCK } from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

const STOCK_GROUPS: StockGroup[] = [
  {
    _id: 'A+',
    inventory: [
      { component: 'Red Cells Packed', available: 12, expiring: 3, quarantined: 2 },
      { component: 'Whole Blood', available: 7, expiring: 0, quarantined: 0 },
    ],
  },
  { _id: 'O-', inventory: [{ component: 'Whole Blood', available: 0, expiring: 0, quarantined: 1 }] },
  { _id: 'B+', inventory: [{ component: 'Plasma Fresh Frozen', available: 4, expiring: 0, quarantined: 0 }] },
];

function open(data: FakeInventory, override?: Parameters<typeof fakeInventoryApi>[1]) {
  signInInstitution('BloodBank');
  const api = fakeInventoryApi(data, override);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp('/inventory');
  return { ...rendered, api, user: userEvent.setup() };
}

const grid = () => screen.findByRole('table', { name: 'Units by component and blood group' });

/** The rows of the grid as the clerk reads them: the component, then each group's cell text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getByRole('rowheader').textContent);
}

/** The cells of the grid's row headed `header`, as the clerk reads them. */
function cellsOfRow(table: HTMLElement, header: string) {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);
}

describe('the stock table', () => {
  it('shows components by blood groups, each cell with its available, expiring and quarantined units', async () => {
    const { api } = open({ stock: STOCK_GROUPS });
    const table = await grid();
    expect(api.sent('POST', STOCK)[0]?.body).toEqual({});

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'HH']);
    // Only components with units, in the spec's order.
    expect(rowsOf(table)).toEqual(['Plasma Fresh Frozen', 'Red Cells Packed', 'Whole Blood']);

    const cell = within(table).getByRole('button', { name: /^Actions for A\+ Red Cells Packed:/ });
    expect(cell.textContent).toBe('Actions for A+ Red Cells Packed: 12 3 expiring +2 quarantined');
    // A cell with only quarantined units still has its menu (to dispose of them); an empty cell is a quiet 0.
    expect(within(table).getByRole('button', { name: /^Actions for O- Whole Blood:/ }).textContent).toBe(
      'Actions for O- Whole Blood: 0 +1 quarantined',
    );
    expect(cellsOfRow(table, 'Whole Blood')).toEqual([
      'Actions for A+ Whole Blood: 7',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      'Actions for O- Whole Blood: 0 +1 quarantined',
      '0',
    ]);
    // The last row adds up what may be issued now.
    expect(cellsOfRow(table, 'Total available')).toEqual(['19', '0', '4', '0', '0', '0', '0', '0', '0']);
  });

  it('shows all sixteen components when asked, and keeps that in the address', async () => {
    const { user, router } = open({ stock: STOCK_GROUPS });
    const table = await grid();
    await user.click(screen.getByRole('switch', { name: 'Show all 16 components' }));
    expect(rowsOf(table)).toHaveLength(16);
    expect(router.state.location.search).toBe('?components=all');
  });

  it("says how many days each group's red cells last at the monthly consumption saved in Settings", async () => {
    open({
      stock: STOCK_GROUPS,
      cover: [
        { bloodGroup: 'O+', days: 1.5 },
        { bloodGroup: 'A-', days: null },
      ],
    });
    await grid();
    const cover = screen.getByRole('region', { name: 'Red cell stock cover at your average monthly use' });
    expect(within(cover).getByText('O+: 1.5 days')).toBeTruthy();
    expect(within(cover).queryByText(/A-/)).toBeNull();
  });

  it('says "Looks like you don\'t have any unit" when nothing is on the shelf', async () => {
    open({ stock: [] });
    expect(await screen.findByText(MESSAGES.noUnitsInventory)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to inventory' })).toBeTruthy();
    // Many units at once: the spreadsheet upload, which comes back here when done.
    expect(screen.getByRole('link', { name: 'Upload Inventory' }).getAttribute('href')).toBe(
      '/upload?tab=inventory&from=inventory',
    );
  });

  it('warns of units expiring within 1, 3 and 7 days, each linking to the expiring view', async () => {
    const { user, router } = open({ stock: STOCK_GROUPS, expiring: { within1: 0, within3: 3, within7: 5 } });
    await grid();
    const alert = screen
      .getByText('Units expiring soon')
      .closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3 within 3 days', '/inventory-expiring?days=3'],
      ['5 within 7 days', '/inventory-expiring?days=7'],
    ]);
    await user.click(links[0] as HTMLElement);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inventory-expiring'));
  });

  it('offers the cell’s actions in a menu; Process needs six units and Dispose opens the transfer screen', async () => {
    const { user, router } = open({ stock: STOCK_GROUPS });
    await user.click(await screen.findByRole('button', { name: /^Actions for B\+ Plasma Fresh Frozen:/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Transfer',
      'Dispose',
      'Registered',
      'Unregistered',
      'ProcessNeeds at least 6 available units',
    ]);
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Process/ })
        .hasAttribute('data-disabled'),
    ).toBe(true);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /^Actions for A\+ Red Cells Packed:/ }));
    const processable = await screen.findByRole('menuitem', { name: 'Process' });
    expect(processable.hasAttribute('data-disabled')).toBe(false);
    await user.click(screen.getByRole('menuitem', { name: 'Dispose' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/inventory-transfer'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      component: 'Red Cells Packed',
      bloodGroup: 'A+',
    });
  });

  it('offers only Dispose for a cell whose units all wait in quarantine', async () => {
    const { user } = open({ stock: STOCK_GROUPS });
    await user.click(await screen.findByRole('button', { name: /^Actions for O- Whole Blood:/ }));
    const menu = await screen.findByRole('menu');
    const enabled = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => !item.hasAttribute('data-disabled'))
      .map((item) => item.textContent);
    expect(enabled).toEqual(['Dispose']);
  });
});

describe('the Add to inventory popup', () => {
  async function openAdd(override?: Parameters<typeof fakeInventoryApi>[1]) {
    const rendered = open({ stock: STOCK_GROUPS }, override);
    await grid();
    await rendered.user.click(screen.getByRole('button', { name: 'Add to inventory' }));
    const popup = await screen.findByRole('dialog', { name: 'Add to inventory' });
    return { ...rendered, popup };
  }

  const field = (popup: HTMLElement, name: string) => within(popup).getByRole('textbox', { name });

  function messageAt(input: HTMLElement): string | null {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
    return errors.map((node) => node?.textContent).join(' ') || null;
  }

  it('needs bag no, volume, collection date and stored in, with the spec’s message', async () => {
    const { user, popup, api } = await openAdd();
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    for (const name of ['Bag no', 'Unit volume (ml)', 'Collection date', 'Stored in']) {
      expect(messageAt(field(popup, name))).toBe(MESSAGES.allFiledsRequired);
    }
    expect(messageAt(field(popup, 'Donor ID'))).toBeNull();
    expect(document.activeElement).toBe(field(popup, 'Bag no'));
    expect(api.sent('POST', ADD)).toEqual([]);
  });

  it('adds a quarantined unit unless the screening is declared, and shows the computed expiry', async () => {
    const { user, popup, api } = await openAdd();
    expect(within(popup).getByRole('combobox', { name: 'Blood group' })).toHaveProperty('value', 'A+');
    expect(within(popup).getByRole('combobox', { name: 'Component' })).toHaveProperty('value', 'Whole Blood');
    await user.type(field(popup, 'Bag no'), 'BAG-2026-0042');
    await user.type(field(popup, 'Unit volume (ml)'), '35x0');
    await user.type(field(popup, 'Collection date'), '01032026');
    expect(field(popup, 'Collection date')).toHaveProperty('value', '01/03/2026');
    // Whole blood keeps 35 days.
    expect(within(popup).getByText(/Left empty: expires on 05 Apr 2026/)).toBeTruthy();
    await user.type(field(popup, 'Stored in'), 'Refrigerator 2');
    const screening = within(popup).getByRole('checkbox', {
      name: /^Mandatory screening done and non-reactive/,
    });
    expect(screening).toHaveProperty('checked', false);
    expect(within(popup).getByText(/Not ticked: the unit is added in quarantine/)).toBeTruthy();

    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Added successfully' })).toBeTruthy();
    expect(api.lastBody(ADD)).toEqual({
      inventories: [
        {
          bloodGroup: 'A+',
          bagId: 'BAG-2026-0042',
          volume: 350,
          component: 'Whole Blood',
          collectionDate: '2026-03-01',
          storedIn: 'Refrigerator 2',
          screeningDone: false,
        },
      ],
    });
    // The grid reloads with the new unit.
    await vi.waitFor(() => expect(api.sent('POST', STOCK).length).toBeGreaterThan(1));
  });

  it('sends the declared screening and the typed expiry, and keeps the popup for the next bag', async () => {
    const { user, popup, api } = await openAdd();
    await user.type(field(popup, 'Bag no'), 'BAG-1');
    await user.type(field(popup, 'Unit volume (ml)'), '450');
    await user.type(field(popup, 'Unit weight (gm)'), '480');
    await user.type(field(popup, 'Collection date'), '01/03/2026');
    await user.type(field(popup, 'Expiry date'), '20/03/2026');
    await user.type(field(popup, 'Stored in'), 'Fridge 1');
    await user.click(within(popup).getByRole('checkbox', { name: /^Mandatory screening done/ }));
    expect(within(popup).getByText('The unit is added as available for issue.')).toBeTruthy();

    await user.click(within(popup).getByRole('button', { name: 'Add and next bag' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(api.lastBody(ADD)).toEqual({
      inventories: [
        {
          bloodGroup: 'A+',
          bagId: 'BAG-1',
          volume: 450,
          mass: 480,
          component: 'Whole Blood',
          collectionDate: '2026-03-01',
          expiryDate: '2026-03-20',
          storedIn: 'Fridge 1',
          screeningDone: true,
        },
      ],
    });
    // Still open, the bag fields empty, the collection kept.
    expect(screen.getByRole('dialog', { name: 'Add to inventory' })).toBe(popup);
    expect(field(popup, 'Bag no')).toHaveProperty('value', '');
    expect(field(popup, 'Collection date')).toHaveProperty('value', '01/03/2026');
    expect(field(popup, 'Stored in')).toHaveProperty('value', 'Fridge 1');
    // Each bag's screening is declared for that bag: the next one starts unticked.
    expect(within(popup).getByRole('checkbox', { name: /^Mandatory screening done/ })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('refuses an expiry before the collection', async () => {
    const { user, popup, api } = await openAdd();
    await user.type(field(popup, 'Collection date'), '10/03/2026');
    await user.type(field(popup, 'Expiry date'), '01/03/2026');
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(messageAt(field(popup, 'Expiry date'))).toBe(
      'The expiry date cannot be before the collection date',
    );
    expect(api.sent('POST', ADD)).toEqual([]);
  });

  it('puts "bag number already used" from the server on the bag number', async () => {
    const { user, popup } = await openAdd((call) =>
      call.method === 'POST' && call.path === ADD
        ? { status: 409, message: 'Bag BAG-1 is already in your inventory' }
        : undefined,
    );
    await user.type(field(popup, 'Bag no'), 'BAG-1');
    await user.type(field(popup, 'Unit volume (ml)'), '450');
    await user.type(field(popup, 'Collection date'), '01/03/2026');
    await user.type(field(popup, 'Stored in'), 'Fridge 1');
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(messageAt(field(popup, 'Bag no'))).toBe('Bag BAG-1 is already in your inventory'),
    );
    expect(screen.getByRole('dialog', { name: 'Add to inventory' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const { user } = await openAdd();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to inventory' })).toBeNull());
  });
});
