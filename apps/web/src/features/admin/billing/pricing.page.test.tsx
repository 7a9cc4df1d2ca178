import { DEFAULT_COMPONENT_PRICES, permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAdminScreen } from './billing.fixtures';

configure({ asyncUtilTimeout: 3000 });

const LIST = '/api/super-admin/bloodbank/pricings';
const UPDATE = '/api/super-admin/bloodbank/pricing/update';

const viewOnlyBilling = () => ({
  ...permissionsAtLevel('None'),
  billing: { read: true, write: false, update: false, delete: false },
});

describe('the super-admin Pricing screen', () => {
  it('lists each component’s prices in rupees, searched on the server', async () => {
    const { api } = openAdminScreen('/Super-Admin/Pricing');
    const table = await screen.findByRole('table', { name: 'Prices of components' });
    for (const header of ['Component', 'Best price', 'North East', 'UT', 'Platelets', 'Whole blood', 'TLC'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    const row = (await within(table).findByRole('rowheader', { name: 'Cryoprecipitate' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getAllByText('₹250')).toHaveLength(3);
    expect(api.lastParams(LIST)).toEqual({ page: '1', limit: '10', sort: 'component', order: 'asc' });

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plasma');
    await vi.waitFor(() => expect(api.lastParams(LIST)).toMatchObject({ search: 'plasma', page: '1' }));
  });

  it('edits a component’s prices in a popup: checked before sending, then sent and confirmed', async () => {
    const { api } = openAdminScreen('/Super-Admin/Pricing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit prices of Cryoprecipitate' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit prices of Cryoprecipitate' });
    const best = within(popup).getByRole('textbox', { name: 'Best price (₹)' });
    expect((best as HTMLInputElement).value).toBe('250');
    expect(document.activeElement).toBe(best);

    await user.clear(best);
    await user.click(within(popup).getByRole('button', { name: 'Save prices' }));
    expect(within(popup).getByText('Enter the price in whole rupees')).toBeTruthy();
    expect(api.to(UPDATE)).toHaveLength(0);

    // Only digits go in.
    await user.type(best, '3x00');
    expect((best as HTMLInputElement).value).toBe('300');
    await user.clear(within(popup).getByRole('textbox', { name: 'TLC (₹)' }));
    await user.type(within(popup).getByRole('textbox', { name: 'TLC (₹)' }), '120');
    await user.click(within(popup).getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByRole('dialog', { name: 'Price Updated Successfully!' })).toBeTruthy();
    expect(api.to(UPDATE)[0]?.body).toEqual({
      component: 'Cryoprecipitate',
      ...DEFAULT_COMPONENT_PRICES.Cryoprecipitate,
      bestPrice: 300,
      tlc: 120,
    });
    await vi.waitFor(() => expect(api.to(LIST).length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog', { name: 'Edit prices of Cryoprecipitate' })).toBeNull();
  });

  it('shows the server’s refusal, and Escape closes the popup', async () => {
    openAdminScreen('/Super-Admin/Pricing', {
      answers: { [UPDATE]: { status: 403, message: 'You do not have update permission on billing' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit prices of Plasma Fresh Frozen' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit prices of Plasma Fresh Frozen' });
    await user.click(within(popup).getByRole('button', { name: 'Save prices' }));
    const refusal = await screen.findByRole('dialog', {
      name: 'You do not have update permission on billing',
    });
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'You do not have update permission on billing' }),
      ).toBeNull(),
    );
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit prices of Plasma Fresh Frozen' })).toBeNull(),
    );
  });

  it('offers no Edit without billing update', async () => {
    openAdminScreen('/Super-Admin/Pricing', { permissions: viewOnlyBilling() });
    await screen.findByRole('rowheader', { name: 'Cryoprecipitate' });
    expect(screen.queryByRole('button', { name: /^Edit prices/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});
