import { permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAdminScreen } from './billing.fixtures';

configure({ asyncUtilTimeout: 3000 });

const LIST = '/api/super-admin/bloodbank/transactions';

describe('the super-admin Transactions screen', () => {
  it('opens on the Subscription tab: plan, units covered and the amount in rupees', async () => {
    const { api, address } = openAdminScreen('/Super-Admin/Transaction');
    expect(await screen.findByRole('heading', { name: 'Transactions', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Subscription' });
    expect(await within(table).findByText('Plan 1')).toBeTruthy();
    expect(api.lastParams(LIST)).toEqual({
      type: 'subscription',
      page: '1',
      limit: '10',
      sort: 'addedAt',
      order: 'desc',
    });
    const row = within(table)
      .getByRole('rowheader', { name: 'TXN26030000000001' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('RS-000001')).toBeTruthy();
    expect(within(row).getByText('Blood Centre 1')).toBeTruthy();
    expect(within(row).getByText('1000 + 100 bonus')).toBeTruthy();
    expect(within(row).getByText('₹1,45,000')).toBeTruthy();
    expect(within(row).getByText('07 Mar 2026')).toBeTruthy();
    expect(address()).toEqual({});
  });

  it('the Blood Unit tab shows the patient, who asked and the charge, with Indian digit grouping', async () => {
    const { api, address } = openAdminScreen('/Super-Admin/Transaction');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Subscription' });
    await user.click(screen.getByRole('tab', { name: 'Blood Unit' }));
    const table = await screen.findByRole('table', { name: 'Blood Unit' });
    await vi.waitFor(() => expect(api.lastParams(LIST)).toMatchObject({ type: 'bloodUnit', page: '1' }));
    expect(address()).toEqual({ tab: 'bloodUnit' });
    for (const header of [
      'Date',
      'Reg. ID',
      'Institution',
      'Type',
      'Patient ID',
      'User ID',
      'Amount (₹)',
      'Transaction ID',
    ])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    const row = (await within(table).findByRole('rowheader', { name: 'TXN26030000000002' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('MRN-2')).toBeTruthy();
    expect(within(row).getByText('user-2')).toBeTruthy();
    expect(within(row).getByText('₹2,90,000')).toBeTruthy();
    expect(within(row).getByText('2 units')).toBeTruthy();
    expect(within(row).getByText('Blood bank')).toBeTruthy();
  });

  it('sorts by amount, searches and pages on the server', async () => {
    const { api, address } = openAdminScreen('/Super-Admin/Transaction?tab=bloodUnit');
    const user = userEvent.setup();
    await screen.findByText('TXN26030000000001');
    await user.click(screen.getByRole('button', { name: 'Amount (₹)' }));
    await vi.waitFor(() =>
      expect(api.lastParams(LIST)).toMatchObject({ sort: 'amount', order: 'asc', type: 'bloodUnit' }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(api.lastParams(LIST)).toMatchObject({ page: '2', sort: 'amount' }));
    expect(await screen.findByText('TXN26030000000011')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RS-000003');
    await vi.waitFor(() => expect(api.lastParams(LIST)).toMatchObject({ search: 'RS-000003', page: '1' }));
    expect(address()).toMatchObject({ tab: 'bloodUnit', search: 'RS-000003', sort: 'amount', order: 'asc' });
  });

  it('is open to every administrator, even one without any permission', async () => {
    openAdminScreen('/Super-Admin/Transaction', { permissions: permissionsAtLevel('None') });
    expect(await screen.findByText('Plan 1')).toBeTruthy();
  });

  it('says "No Data Available" when there is none', async () => {
    openAdminScreen('/Super-Admin/Transaction?tab=bloodUnit', { transactions: 0 });
    expect(await screen.findByText('No Data Available')).toBeTruthy();
  });
});
