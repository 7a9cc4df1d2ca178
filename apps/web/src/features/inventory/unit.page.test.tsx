import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openAsBloodBank, PATHS, page, unit, unitId } from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

const plasma = unit(7, {
  bagId: 'WB-007-FFP',
  unitNumber: 'A9990 26 000007 Q',
  donorId: 'DN-7',
  bloodGroup: 'O-',
  component: 'Plasma Fresh Frozen',
  collectionDate: '2026-03-01',
  expiryDate: '2027-03-01',
  volume: 220,
  storedIn: 'Freezer 2',
  state: 'quarantined',
  screening: 'pending',
});

const details = {
  data: {
    ...plasma,
    heldBy: 'Test BloodBank',
    mine: true,
    parent: { _id: unitId(6), bagId: 'WB-007', component: 'Whole Blood' },
    components: [],
  },
  // Sent out of order: the page shows them in time order.
  history: [
    {
      at: '2026-03-02T06:00:00.000Z',
      action: 'processed',
      summary: 'Made from WB-007 in processing',
      fromState: null,
      toState: 'quarantined',
      institution: 'Test BloodBank',
      by: 'Asha Verma',
      reason: null,
    },
    {
      at: '2026-03-01T04:30:00.000Z',
      action: 'add',
      summary: 'Collected from donor DN-7',
      fromState: null,
      toState: 'quarantined',
      institution: 'Test BloodBank',
      by: 'Asha Verma',
      reason: null,
    },
    {
      at: '2026-03-01T09:00:00.000Z',
      action: 'process',
      summary: 'Sent to processing',
      fromState: 'available',
      toState: 'inProcessing',
      institution: 'Test BloodBank',
      by: null,
      reason: 'brokenBag',
    },
  ],
};

describe('the unit page', { timeout: 30_000 }, () => {
  it('shows what the unit is, where it came from and its history in time order', async () => {
    const { api } = openAsBloodBank(`/inventory/unit/${unitId(7)}`, {
      [`GET ${PATHS.unit}`]: () => ({ content: details }),
    });
    expect(await screen.findByRole('heading', { name: 'Unit WB-007-FFP' })).toBeTruthy();
    expect(api.lastGet(PATHS.unit)).toEqual({ id: unitId(7) });

    const facts = screen.getByRole('region', { name: 'The unit' });
    const fact = (label: string) =>
      within(facts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
    expect(fact('Bag ID')).toBe('WB-007-FFP');
    expect(fact('Unit number')).toBe('A9990 26 000007 Q');
    expect(fact('Donor ID')).toBe('DN-7');
    expect(fact('Blood Group')).toBe('O-');
    expect(fact('Component')).toBe('Plasma Fresh Frozen');
    expect(fact('Volume (ml)')).toBe('220');
    expect(fact('Collected on')).toBe('01 Mar 2026');
    expect(fact('Expires on')).toBe('01 Mar 2027');
    expect(fact('Stored in')).toBe('Freezer 2');
    expect(fact('State')).toBe('Quarantined');
    expect(fact('Screening')).toBe('Screening pending (quarantined)');
    expect(fact('Held by')).toBe('Test BloodBank');

    const family = screen.getByRole('region', { name: 'Made from and made into' });
    expect(within(family).getByRole('link', { name: 'WB-007' }).getAttribute('href')).toBe(
      `/inventory/unit/${unitId(6)}`,
    );

    const history = within(screen.getByRole('region', { name: 'History' })).getByRole('list');
    const items = within(history).getAllByRole('listitem');
    const summaries = ['Collected from donor DN-7', 'Sent to processing', 'Made from WB-007 in processing'];
    expect(items).toHaveLength(3);
    items.forEach((item, index) => {
      expect(item.textContent?.startsWith(summaries[index] ?? '')).toBe(true);
    });
    expect(items[1]?.textContent).toContain('Available → In Process');
    expect(items[1]?.textContent).toContain('Reason: Broken bag / storage problem');
    expect(screen.getByRole('link', { name: 'Back to inventory' }).getAttribute('href')).toBe('/inventory');
  });

  it('says "No such unit" for a unit that is not there, with the way back to the inventory', async () => {
    openAsBloodBank(`/inventory/unit/${unitId(99)}`, {
      [`GET ${PATHS.unit}`]: () => ({ status: 404, message: 'No such unit' }),
    });
    expect(await screen.findByText('No such unit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to inventory' }).getAttribute('href')).toBe('/inventory');
    expect(screen.getByRole('heading', { name: 'Unit' })).toBeTruthy();
  });
});

describe('Find a unit', { timeout: 30_000 }, () => {
  it('opens the unit a scanner types, Enter included', async () => {
    const { api, user, router } = openAsBloodBank('/inventory-issued', {
      [`GET ${PATHS.list}`]: () => page([]),
      [`GET ${PATHS.find}`]: () => ({ content: { data: plasma } }),
      [`GET ${PATHS.unit}`]: () => ({ content: details }),
    });
    const finder = await screen.findByRole('searchbox', { name: 'Find a unit' });
    expect(finder.getAttribute('placeholder')).toBe('Scan or type a bag or unit number');
    await user.type(finder, 'A9990 26 000007 Q{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/inventory/unit/${unitId(7)}`));
    expect(api.gets(PATHS.find)).toEqual([{ code: 'A9990 26 000007 Q' }]);
    expect(await screen.findByRole('heading', { name: 'Unit WB-007-FFP' })).toBeTruthy();
  });

  it('says under the box when no unit has that number', async () => {
    const { user, router } = openAsBloodBank('/inventory-issued', {
      [`GET ${PATHS.list}`]: () => page([]),
      [`GET ${PATHS.find}`]: () => ({ status: 404, message: 'No unit has the number XYZ-1' }),
    });
    const finder = await screen.findByRole('searchbox', { name: 'Find a unit' });
    await user.type(finder, 'XYZ-1{Enter}');
    expect(await screen.findByText('No unit has the number XYZ-1')).toBeTruthy();
    expect(finder.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/inventory-issued');

    // Typing again clears the message; an empty box asks for a number instead of calling.
    await user.clear(finder);
    expect(screen.queryByText('No unit has the number XYZ-1')).toBeNull();
    await user.type(finder, '{Enter}');
    expect(await screen.findByText('Type or scan a bag or unit number')).toBeTruthy();
  });
});
