import { MESSAGES } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findListed, firstPageQuery, openAsBloodBank, PATHS, page, unit, unitId } from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

const rowOf = (bagId: string) => screen.getByRole('rowheader', { name: bagId }).closest('tr') as HTMLElement;
const cellsOf = (bagId: string) =>
  within(rowOf(bagId))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Transfer: In Inventory', { timeout: 30_000 }, () => {
  const fresh = unit(1, { bagId: 'BAG-001', bloodGroup: 'A+', component: 'Red Cells Packed' });
  const stale = unit(2, {
    bagId: 'BAG-002',
    state: 'expired',
    expiryDate: '2026-03-20',
    component: 'Red Cells Packed',
  });
  const onTheWay = unit(3, { bagId: 'BAG-003', state: 'inTransfer', component: 'Red Cells Packed' });

  it('opens with the component and group the stock grid chose, and shows each unit’s state', async () => {
    const { api } = openAsBloodBank('/inventory-transfer?component=Red+Cells+Packed&bloodGroup=A%2B', {
      [`GET ${PATHS.list}`]: () => page([fresh, stale, onTheWay]),
    });
    await findListed('In Inventory', 'BAG-001');
    expect(api.lastGet(PATHS.list)).toEqual(
      firstPageQuery('expiryDate', { type: 'inventory', bloodGroup: 'A+', component: 'Red Cells Packed' }),
    );
    expect(screen.getByRole('heading', { name: 'Transfer' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Component' }) as HTMLInputElement).value).toBe(
      'Red Cells Packed',
    );
    expect(cellsOf('BAG-002')).toContain('Expired');
    expect(cellsOf('BAG-003')).toContain('Transfer In Process');
    // The bag links to the unit's page.
    expect(within(rowOf('BAG-001')).getByRole('link', { name: 'BAG-001' }).getAttribute('href')).toBe(
      `/inventory/unit/${unitId(1)}`,
    );
  });

  it('disposes the selected units with a reason, shows the server’s message and reloads the list', async () => {
    const { api, user } = openAsBloodBank('/inventory-transfer', {
      [`GET ${PATHS.list}`]: () => page([fresh, stale, onTheWay]),
      [`POST ${PATHS.changeStatus}`]: () => ({
        message: '2 units of A+ Red Cells Packed disposed as waste',
        content: { data: [] },
      }),
    });
    await screen.findByRole('rowheader', { name: 'BAG-001' });
    // A unit on its way to another institution cannot be disposed of here.
    expect(screen.getByRole('checkbox', { name: 'Select BAG-003' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Dispose' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select BAG-001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BAG-002' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dispose' }));

    const popup = await screen.findByRole('dialog', { name: MESSAGES.confirmDispose });
    // The reason is required; Other needs a comment.
    await user.click(within(popup).getByRole('button', { name: 'Dispose' }));
    expect(await within(popup).findByText('Choose why the units are disposed')).toBeTruthy();
    await user.click(within(popup).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(popup).getByRole('button', { name: 'Dispose' }));
    expect(await within(popup).findByText('Write why the units are disposed')).toBeTruthy();
    expect(api.posts(PATHS.changeStatus)).toEqual([]);

    await user.click(within(popup).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Broken bag / storage problem' }));
    await user.type(within(popup).getByRole('textbox', { name: 'Comment' }), 'Bag torn in the centrifuge');
    const listCalls = api.gets(PATHS.list).length;
    await user.click(within(popup).getByRole('button', { name: 'Dispose' }));

    expect(
      await screen.findByRole('dialog', { name: '2 units of A+ Red Cells Packed disposed as waste' }),
    ).toBeTruthy();
    expect(api.posts(PATHS.changeStatus)).toEqual([
      {
        type: 'dispose',
        inventoryIds: [unitId(1), unitId(2)],
        reason: 'brokenBag',
        comment: 'Bag torn in the centrifuge',
      },
    ]);
    await vi.waitFor(() => expect(api.gets(PATHS.list).length).toBeGreaterThan(listCalls));
    expect(screen.queryByText('2 selected')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select BAG-001' })).toHaveProperty('checked', false);
  });

  it('selects for disposal the bags a barcode scanner types, found by their number', async () => {
    const { api, user } = openAsBloodBank('/inventory-transfer', {
      [`GET ${PATHS.list}`]: () => page([fresh, stale, onTheWay]),
      [`GET ${PATHS.find}`]: (request) =>
        request.query.code === 'BAG-003'
          ? { content: { data: onTheWay } }
          : request.query.code === 'BAG-001'
            ? { content: { data: fresh } }
            : { status: 404, message: `No unit with the number ${request.query.code}` },
    });
    await screen.findByRole('rowheader', { name: 'BAG-001' });
    const scanner = screen.getByRole('searchbox', { name: 'Scan a bag' });

    await user.type(scanner, 'BAG-001{Enter}');
    expect(await screen.findByText('Bag BAG-001 selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select BAG-001' })).toHaveProperty('checked', true);
    expect(screen.getByText('1 selected')).toBeTruthy();

    // One on its way elsewhere is not the clerk's to dispose of; one not found says so.
    await user.type(scanner, 'BAG-003{Enter}');
    expect(await screen.findByText('This unit is in transfer to another institution')).toBeTruthy();
    await user.type(scanner, 'BAG-404{Enter}');
    expect(await screen.findByText('No unit with the number BAG-404')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(api.gets(PATHS.find).map((call) => call.code)).toEqual(['BAG-001', 'BAG-003', 'BAG-404']);
  });

  it('shows the server’s refusal and keeps the selection', async () => {
    const { user } = openAsBloodBank('/inventory-transfer', {
      [`GET ${PATHS.list}`]: () => page([fresh]),
      [`POST ${PATHS.changeStatus}`]: () => ({
        status: 409,
        message: 'BAG-001: This unit is already disposed',
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select BAG-001' }));
    await user.click(screen.getByRole('button', { name: 'Dispose' }));
    const popup = await screen.findByRole('dialog', { name: MESSAGES.confirmDispose });
    await user.click(within(popup).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await user.click(within(popup).getByRole('button', { name: 'Dispose' }));
    expect(
      await screen.findByRole('dialog', { name: 'BAG-001: This unit is already disposed' }),
    ).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('shows the units sent elsewhere and the units in processing in their own views, kept in the address', async () => {
    const sent = unit(4, {
      bagId: 'BAG-004',
      state: 'inTransfer',
      transfer: {
        from: 'Test BloodBank',
        to: 'Seva Sadan Hospital',
        sentAt: '2026-03-10T09:30:00.000Z',
        deliveryType: 'toBeCollected',
        comments: '',
        details: '',
      },
    });
    const { api, user, address } = openAsBloodBank('/inventory-transfer?bloodGroup=A%2B&search=BAG', {
      [`GET ${PATHS.list}`]: () => page([fresh]),
      [`GET ${PATHS.transfers}`]: () => page([sent]),
      [`GET ${PATHS.inProcessing}`]: () => page([unit(5, { bagId: 'BAG-005', state: 'inProcessing' })]),
    });
    await screen.findByRole('rowheader', { name: 'BAG-001' });

    await user.click(screen.getByRole('tab', { name: 'Transfer In Process' }));
    await findListed('Transfer In Process', 'BAG-004');
    expect(cellsOf('BAG-004')).toEqual([
      'A+',
      'Whole Blood',
      'Seva Sadan Hospital',
      '10 Mar 2026',
      'To be collected',
      '05 Apr 2026',
    ]);
    // The group stays, the search of the other view does not.
    expect(api.lastGet(PATHS.transfers)).toMatchObject({ type: 'outgoing', bloodGroup: 'A+' });
    expect(address()).toEqual({ view: 'transfer', bloodGroup: 'A+' });

    await user.click(screen.getByRole('tab', { name: 'Blood in Process' }));
    expect(await screen.findByRole('rowheader', { name: 'BAG-005' })).toBeTruthy();
    expect(address()).toEqual({ view: 'processing', bloodGroup: 'A+' });
  });
});

describe('Receipt', { timeout: 30_000 }, () => {
  const incoming = [
    unit(11, {
      bagId: 'IN-011',
      state: 'inTransfer',
      transfer: {
        from: 'City Blood Centre',
        to: 'Test BloodBank',
        sentAt: '2026-03-12T08:00:00.000Z',
        deliveryType: 'toBeDeliver',
        comments: 'Urgent for surgery',
        details: 'Cold box, driver Ganesh',
      },
    }),
    unit(12, { bagId: 'IN-012', state: 'inTransfer' }),
  ];

  it('lists the units sent here and accepts the selected ones', async () => {
    const { api, user } = openAsBloodBank('/inventory-receipt', {
      [`GET ${PATHS.transfers}`]: () => page(incoming),
      [`POST ${PATHS.confirm}`]: () => ({ message: MESSAGES.transferred, content: { data: [] } }),
    });
    await findListed('Receipt', 'IN-011');
    expect(api.lastGet(PATHS.transfers)).toMatchObject({ type: 'incoming' });
    expect(cellsOf('IN-011')).toEqual([
      '',
      'A+',
      'Whole Blood',
      '350',
      'City Blood Centre',
      '12 Mar 2026',
      'Will be delivered',
      'Cold box, driver Ganesh',
      'Urgent for surgery',
      '05 Apr 2026',
    ]);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select IN-011' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.transferred })).toBeTruthy();
    expect(api.posts(PATHS.confirm)).toEqual([{ state: 'Accepted', ids: [unitId(11)] }]);
  });

  it('declines the selected units back to the sender', async () => {
    const { api, user } = openAsBloodBank('/inventory-receipt', {
      [`GET ${PATHS.transfers}`]: () => page(incoming),
      [`POST ${PATHS.confirm}`]: () => ({ message: MESSAGES.inventoryDeclined, content: { data: [] } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.inventoryDeclined })).toBeTruthy();
    expect(api.posts(PATHS.confirm)).toEqual([{ state: 'Declined', ids: [unitId(11), unitId(12)] }]);
  });

  it('ticks the bags a barcode scanner types as they come out of the cooler, by bag or unit number', async () => {
    const numbered = unit(13, { bagId: 'IN-013', unitNumber: 'RS00126000018G', state: 'inTransfer' });
    const { api, user } = openAsBloodBank('/inventory-receipt', {
      [`GET ${PATHS.transfers}`]: () => page([...incoming, numbered]),
      [`POST ${PATHS.confirm}`]: () => ({ message: MESSAGES.transferred, content: { data: [] } }),
    });
    await findListed('Receipt', 'IN-011');
    const scanner = screen.getByRole('searchbox', { name: 'Scan a bag' });

    await user.type(scanner, 'in-012{Enter}');
    expect(await screen.findByText('Bag IN-012 selected')).toBeTruthy();
    await user.type(scanner, 'RS001 26 000018 G{Enter}');
    expect(await screen.findByText('Bag IN-013 selected')).toBeTruthy();
    // Scanned twice, still once; a bag that is not listed here says so and ticks nothing.
    await user.type(scanner, 'IN-012{Enter}');
    await user.type(scanner, 'IN-999{Enter}');
    expect(
      await screen.findByText('No bag IN-999 is listed here: search for it, or show more rows'),
    ).toBeTruthy();
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select IN-011' })).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.transferred })).toBeTruthy();
    expect(api.posts(PATHS.confirm)).toEqual([{ state: 'Accepted', ids: [unitId(12), unitId(13)] }]);
  });

  it('says so when nothing waits for receipt', async () => {
    openAsBloodBank('/inventory-receipt', { [`GET ${PATHS.transfers}`]: () => page([]) });
    expect(await screen.findByText('No units waiting for receipt')).toBeTruthy();
  });
});

describe('Ageing Report', { timeout: 30_000 }, () => {
  it('lists the oldest units first with their age band, and counts the units per band', async () => {
    const old = unit(21, { bagId: 'OLD-021', ageDays: 40, collectionDate: '2026-01-20' });
    const young = unit(22, { bagId: 'NEW-022', ageDays: 3, collectionDate: '2026-02-26' });
    const { api, user } = openAsBloodBank('/inventory-ageing-report', {
      [`GET ${PATHS.list}`]: () =>
        page([old, young], {
          bands: [
            { band: '0-7 days', units: 1 },
            { band: 'Over 35 days', units: 1 },
          ],
        }),
    });
    await findListed('Ageing Report', 'OLD-021');
    expect(api.lastGet(PATHS.list)).toEqual(firstPageQuery('collectionDate', { type: 'ageing' }));
    // The table and the counts share one call.
    expect(api.gets(PATHS.list)).toHaveLength(1);
    expect(cellsOf('OLD-021')).toEqual([
      'A+',
      'Whole Blood',
      '20 Jan 2026',
      '40',
      'Over 35 days',
      '05 Apr 2026',
    ]);

    const bands = screen.getByRole('region', { name: 'Units by age' });
    const counts = within(bands)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(counts).toEqual([
      '10-7 days',
      '08-14 days',
      '015-21 days',
      '022-28 days',
      '029-35 days',
      '1Over 35 days',
    ]);

    // Sorting by collection date again turns the order round.
    await user.click(screen.getByRole('button', { name: 'Collected on' }));
    await vi.waitFor(() =>
      expect(api.lastGet(PATHS.list)).toMatchObject({ sort: 'collectionDate', order: 'desc' }),
    );
  });

  it('says "Looks like you don\'t have any ageing unit" when the shelf is empty', async () => {
    openAsBloodBank('/inventory-ageing-report', { [`GET ${PATHS.list}`]: () => page([], { bands: [] }) });
    expect(await screen.findByText(MESSAGES.noAgeingUnits)).toBeTruthy();
  });
});

describe('Expiring Units', { timeout: 30_000 }, () => {
  it('shows the units expiring within three days unless another window is chosen', async () => {
    const { api, user, address } = openAsBloodBank('/inventory-expiring', {
      [`GET ${PATHS.list}`]: () => page([unit(31, { bagId: 'EXP-031', expiryDate: '2026-03-02' })]),
    });
    await screen.findByRole('rowheader', { name: 'EXP-031' });
    expect(api.lastGet(PATHS.list)).toMatchObject({
      type: 'expiring',
      days: '3',
      sort: 'expiryDate',
      order: 'asc',
    });
    expect(screen.getByRole('radio', { name: '3 days' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await vi.waitFor(() => expect(api.lastGet(PATHS.list)).toMatchObject({ type: 'expiring', days: '7' }));
    expect(address()).toEqual({ days: '7' });
  });
});

describe('Issued and Received', { timeout: 30_000 }, () => {
  const issued = unit(41, {
    bagId: 'ISS-041',
    state: 'issued',
    status: 3,
    issuedDate: '2026-03-15T11:00:00.000Z',
    patientName: 'Ravi Kumar',
    patientId: 'MRN-1',
    hospitalName: 'Seva Sadan Hospital',
  });

  it('lists the issued bags, latest first, with patient and hospital', async () => {
    const { api } = openAsBloodBank('/inventory-issued', { [`GET ${PATHS.list}`]: () => page([issued]) });
    await findListed('Issued', 'ISS-041');
    expect(api.lastGet(PATHS.list)).toMatchObject({ type: 'issued', sort: 'issuedDate', order: 'desc' });
    expect(cellsOf('ISS-041')).toEqual([
      'A+',
      'Whole Blood',
      '15 Mar 2026',
      'Ravi KumarMRN-1',
      'Seva Sadan Hospital',
      '05 Apr 2026',
    ]);
  });

  it('shows the received bags and, in the other tab, the issued ones', async () => {
    const received = unit(42, {
      bagId: 'REC-042',
      receivedFrom: 'City Blood Centre',
      receivedOn: '2026-03-11T10:00:00.000Z',
    });
    const { api, user, address } = openAsBloodBank('/received', {
      [`GET ${PATHS.list}`]: ({ query }) => page(query.type === 'received' ? [received] : [issued]),
    });
    await screen.findByRole('rowheader', { name: 'REC-042' });
    expect(api.lastGet(PATHS.list)).toMatchObject({ type: 'received', sort: 'receivedOn', order: 'desc' });
    expect(cellsOf('REC-042')).toEqual([
      'A+',
      'Whole Blood',
      'City Blood Centre',
      '11 Mar 2026',
      '05 Apr 2026',
      'Available',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Issued' }));
    expect(await screen.findByRole('rowheader', { name: 'ISS-041' })).toBeTruthy();
    expect(api.lastGet(PATHS.list)).toMatchObject({ type: 'issued' });
    expect(address()).toEqual({ tab: 'issued' });
  });

  it('filters by component', async () => {
    const { api, user, address } = openAsBloodBank('/inventory-issued', {
      [`GET ${PATHS.list}`]: () => page([issued]),
    });
    await screen.findByRole('rowheader', { name: 'ISS-041' });
    await user.click(screen.getByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'Plasma Fresh Frozen' }));
    await vi.waitFor(() =>
      expect(api.lastGet(PATHS.list)).toMatchObject({ type: 'issued', component: 'Plasma Fresh Frozen' }),
    );
    expect(address()).toEqual({ component: 'Plasma Fresh Frozen' });
  });
});
