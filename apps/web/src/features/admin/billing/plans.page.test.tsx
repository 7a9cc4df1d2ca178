import { permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAdminScreen } from './billing.fixtures';

configure({ asyncUtilTimeout: 3000 });

const LIST = '/api/super-admin/bloodbank/plans';
const ADD = '/api/super-admin/bloodbank/add/plan';

const viewOnlyPlans = () => ({
  ...permissionsAtLevel('None'),
  subscription: { read: true, write: false, update: false, delete: false },
});

async function openAddPlan(path = '/Super-Admin/Subcription-plan', options = {}) {
  const opened = openAdminScreen(path, options);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
  const popup = await screen.findByRole('dialog', { name: 'Add Plan' });
  const box = (name: string) => within(popup).getByRole('textbox', { name });
  return { ...opened, user, popup, box };
}

describe('the super-admin Subscription Plans screen', () => {
  it('is titled "Subscription Plans (INDIA)" and sorts, searches and pages on the server', async () => {
    const { api, address } = openAdminScreen('/Super-Admin/Subcription-plan');
    expect(await screen.findByRole('heading', { name: 'Subscription Plans (INDIA)', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    const row = (await within(table).findByRole('rowheader', { name: /^Plan 2/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('₹50,000')).toBeTruthy();
    expect(within(row).getByText('10 for 90 days')).toBeTruthy();
    expect(within(row).getByText('01 Apr 2026 to 31 Mar 2027')).toBeTruthy();
    expect(api.lastParams(LIST)).toEqual({ page: '1', limit: '10', sort: 'addedAt', order: 'desc' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Price (₹)' }));
    await vi.waitFor(() => expect(api.lastParams(LIST)).toMatchObject({ sort: 'price', order: 'asc' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gold');
    await vi.waitFor(() => expect(api.lastParams(LIST)).toMatchObject({ search: 'gold', page: '1' }));
    expect(address()).toMatchObject({ sort: 'price', order: 'asc', search: 'gold' });
  });

  it('any empty field says "All Fields required !" once, marks the fields and sends nothing', async () => {
    const { api, popup, box, user } = await openAddPlan();
    expect(document.activeElement).toBe(box('Plan Name'));
    await user.type(box('Plan Name'), 'Gold');
    await user.click(within(popup).getByRole('button', { name: 'Add Plan' }));
    expect(await within(popup).findByRole('alert')).toHaveProperty('textContent', 'All Fields required !');
    expect(within(popup).getAllByText('All Fields required !')).toHaveLength(1);
    expect(box('Description').getAttribute('aria-invalid')).toBe('true');
    expect(box('Plan Name').getAttribute('aria-invalid')).not.toBe('true');
    // Focus goes to the first field to fill.
    expect(document.activeElement).toBe(box('Description'));
    expect(api.to(ADD)).toHaveLength(0);
  });

  it('adds a plan with the nine fields: "Plan Add Successfully!" and the list reloads', async () => {
    const { api, popup, box, user } = await openAddPlan();
    await user.type(box('Plan Name'), 'Gold 1000');
    await user.type(box('Description'), 'A year of processing charges');
    await user.type(box('Price (₹)'), '45000');
    await user.type(box('Quantity (units)'), '1000');
    await user.type(box('Bonus Quantity (units)'), '100');
    await user.type(box('Bonus Period (days)'), '90');
    await user.type(box('Condition'), 'Bonus within the period');
    await user.type(box('From'), '30042026');
    await user.type(box('To'), '01042026');
    await user.click(within(popup).getByRole('button', { name: 'Add Plan' }));
    // From after To is refused at the To field, before anything is sent.
    expect(await within(popup).findByText('To should be greater than from')).toBeTruthy();
    expect(api.to(ADD)).toHaveLength(0);

    await user.clear(box('To'));
    await user.type(box('To'), '31032027');
    const listsBefore = api.to(LIST).length;
    await user.click(within(popup).getByRole('button', { name: 'Add Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Plan Add Successfully!' })).toBeTruthy();
    expect(api.to(ADD)[0]?.body).toEqual({
      planName: 'Gold 1000',
      description: 'A year of processing charges',
      price: 45000,
      quantity: 1000,
      bonusQuantity: 100,
      bonusPeriod: 90,
      condition: 'Bonus within the period',
      from: '2026-04-30',
      to: '2027-03-31',
    });
    await vi.waitFor(() => expect(api.to(LIST).length).toBeGreaterThan(listsBefore));
  });

  it('shows the server’s refusal on its field', async () => {
    const { popup, box, user } = await openAddPlan('/Super-Admin/Subcription-plan', {
      answers: {
        [ADD]: {
          status: 400,
          message: 'At most 3,650',
          content: { errors: [{ field: 'bonusPeriod', message: 'At most 3,650' }] },
        },
      },
    });
    for (const [name, value] of [
      ['Plan Name', 'Gold'],
      ['Description', 'Cover'],
      ['Price (₹)', '1'],
      ['Quantity (units)', '1'],
      ['Bonus Quantity (units)', '0'],
      ['Bonus Period (days)', '0'],
      ['Condition', 'None'],
      ['From', '01042026'],
      ['To', '01042026'],
    ] as const)
      await user.type(box(name), value);
    await user.click(within(popup).getByRole('button', { name: 'Add Plan' }));
    expect(await within(popup).findByText('At most 3,650')).toBeTruthy();
  });

  it('offers Add Plan only with subscription write', async () => {
    openAdminScreen('/Super-Admin/Subcription-plan', { permissions: viewOnlyPlans() });
    await screen.findByRole('rowheader', { name: /^Plan 1/ });
    expect(screen.queryByRole('button', { name: 'Add Plan' })).toBeNull();
  });

  it('Escape closes the Add Plan popup', async () => {
    const { user } = await openAddPlan();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Plan' })).toBeNull());
  });
});
