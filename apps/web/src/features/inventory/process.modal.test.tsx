import { MESSAGES, type StockGroup, volumeExceedsMessage } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { CHANGE, fakeInventoryApi, shelfUnit } from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

const STOCK_GROUPS: StockGroup[] = [
  { _id: 'B+', inventory: [{ component: 'Whole Blood', available: 12, expiring: 0, quarantined: 1 }] },
];

// Twelve available bags expiring a day apart, and a quarantined one expiring first.
const bags = Array.from({ length: 12 }, (_, i) =>
  shelfUnit({
    bloodGroup: 'B+',
    component: 'Whole Blood',
    bagId: `WB-${String(i + 1).padStart(2, '0')}`,
    expiryDate: `2026-12-${String(i + 1).padStart(2, '0')}`,
    volume: 450,
  }),
);
const quarantined = shelfUnit({
  bloodGroup: 'B+',
  component: 'Whole Blood',
  bagId: 'WB-Q',
  expiryDate: '2026-11-30',
  state: 'quarantined',
});

async function openProcess() {
  signInInstitution('BloodBank');
  const api = fakeInventoryApi(
    { stock: STOCK_GROUPS, units: [...bags].reverse().concat(quarantined) },
    (call) => (call.path === CHANGE ? { status: 200, message: 'Sent to processing' } : undefined),
  );
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp('/inventory');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Actions for B\+ Whole Blood:/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Process' }));
  const popup = await screen.findByRole('dialog', { name: 'Issue to process' });
  return { api, user, popup };
}

describe('the Issue to process popup', { timeout: 20_000 }, () => {
  it('takes bags in sixes, first-expiring first, and checks the planned volumes before sending', async () => {
    const { api, user, popup } = await openProcess();
    await within(popup).findByRole('checkbox', { name: 'Choose bag WB-01' });
    const send = within(popup).getByRole('button', { name: 'Send to processing' });
    expect(send).toHaveProperty('disabled', true);

    await user.click(within(popup).getByRole('combobox', { name: 'Quantity' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['6', '12']);
    await user.click(screen.getByRole('option', { name: '6' }));
    const chosen = bags.filter((_, i) => i < 6);
    for (const bag of bags) {
      expect(within(popup).getByRole('checkbox', { name: `Choose bag ${bag.bagId}` })).toHaveProperty(
        'checked',
        chosen.includes(bag),
      );
    }
    expect(within(popup).getByRole('checkbox', { name: 'Choose bag WB-Q' })).toHaveProperty('disabled', true);

    // Nothing planned yet.
    await user.click(send);
    expect(within(popup).getByRole('alert').textContent).toBe(MESSAGES.fillAllInformation);

    await user.click(within(popup).getByRole('combobox', { name: 'Components' }));
    expect(screen.queryByRole('option', { name: 'Whole Blood' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Plasma Fresh Frozen' }));
    await user.click(await screen.findByRole('option', { name: 'Red Cells Packed' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Issue to process' })).toBe(popup);

    await user.type(
      within(popup).getByRole('textbox', { name: 'Volume of Plasma Fresh Frozen (ml)' }),
      '1500',
    );
    await user.type(within(popup).getByRole('textbox', { name: 'Volume of Red Cells Packed (ml)' }), '1600');
    await user.click(send);
    expect(within(popup).getByRole('alert').textContent).toBe(MESSAGES.fillAllInformation);

    // 90 % of 6 bags of 450 ml is 2430 ml; 3100 ml is too much.
    await user.type(within(popup).getByRole('textbox', { name: 'Approximate volume per bag (ml)' }), '450');
    expect(within(popup).getByText(/Planned 3,100 ml of at most 2,430 ml/)).toBeTruthy();
    await user.click(send);
    expect(within(popup).getByRole('alert').textContent).toBe(volumeExceedsMessage(2430));
    expect(api.sent('POST', CHANGE)).toEqual([]);

    const plasma = within(popup).getByRole('textbox', { name: 'Volume of Plasma Fresh Frozen (ml)' });
    await user.clear(plasma);
    await user.type(plasma, '800');
    await user.click(send);

    expect(await screen.findByRole('dialog', { name: 'Sent to processing' })).toBeTruthy();
    expect(api.lastBody(CHANGE)).toEqual({
      type: 'process',
      inventoryIds: chosen.map((bag) => bag._id),
      volumes: [
        { component: 'Plasma Fresh Frozen', volume: 800 },
        { component: 'Red Cells Packed', volume: 1600 },
      ],
      approximateVolume: 450,
    });
  });

  it('refuses a count that is not a multiple of six', async () => {
    const { user, popup, api } = await openProcess();
    await user.click(await within(popup).findByRole('checkbox', { name: 'Choose bag WB-03' }));
    await user.click(within(popup).getByRole('combobox', { name: 'Components' }));
    await user.click(await screen.findByRole('option', { name: 'Plasma Fresh Frozen' }));
    await user.keyboard('{Escape}');
    await user.type(
      within(popup).getByRole('textbox', { name: 'Volume of Plasma Fresh Frozen (ml)' }),
      '200',
    );
    await user.type(within(popup).getByRole('textbox', { name: 'Approximate volume per bag (ml)' }), '450');
    await user.click(within(popup).getByRole('button', { name: 'Send to processing' }));
    expect(within(popup).getByRole('alert').textContent).toBe(
      'Units go to processing in sixes: choose 6, 12 or more.',
    );
    expect(api.sent('POST', CHANGE)).toEqual([]);
  });
});
