import { type AdminPermissions, permissionsAtLevel } from '@raktsetu/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';
import { signInAdmin } from '../../test/session-fixtures';
import { adminMenu } from './admin-menu';

const none = permissionsAtLevel('None');

function withAreas(...areas: (keyof AdminPermissions)[]): AdminPermissions {
  const permissions = permissionsAtLevel('None');
  for (const area of areas) permissions[area] = { read: true, write: false, update: false, delete: false };
  return permissions;
}

async function openAdminDashboard(permissions: AdminPermissions) {
  signInAdmin(permissions);
  vi.stubGlobal(
    'fetch',
    mockFetch({
      '/api/super-admin/permissions': {
        body: { code: 200, message: 'Success', content: { data: permissions } },
      },
    }).fetchMock,
  );
  renderApp('/Super-Admin/Dashboard');
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the super-admin menu', () => {
  it('always shows Dashboard and Transaction, even with no permission at all', () => {
    expect(adminMenu(none).map((item) => item.to)).toEqual([
      '/Super-Admin/Dashboard',
      '/Super-Admin/Transaction',
    ]);
  });

  it('shows every area to a full administrator, with the paths of the spec', async () => {
    expect(await openAdminDashboard(permissionsAtLevel('Full Permission'))).toEqual([
      'Dashboard',
      'Institutions',
      'Administrators',
      'Users',
      'Transaction',
      'Pricing',
      'Subscription plans',
      'Configuration',
      'Audit trail',
    ]);
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe('/Super-Admin/Audit');
    expect(screen.getByRole('link', { name: 'Institutions' }).getAttribute('href')).toBe(
      '/Super-Admin/Instituions',
    );
    expect(screen.getByRole('link', { name: 'Subscription plans' }).getAttribute('href')).toBe(
      '/Super-Admin/Subcription-plan',
    );
    expect(screen.getByRole('link', { name: 'Configuration' }).getAttribute('href')).toBe(
      '/Super-Admin/Configration',
    );
  });

  it('shows an area when any one of its flags is true', async () => {
    const permissions = withAreas('instituteManagement');
    permissions.billing = { read: false, write: false, update: false, delete: true };
    expect(await openAdminDashboard(permissions)).toEqual([
      'Dashboard',
      'Institutions',
      'Transaction',
      'Pricing',
    ]);
  });

  it('shows the audit trail with the admins area, beside Administrators', async () => {
    expect(await openAdminDashboard(withAreas('admins'))).toEqual([
      'Dashboard',
      'Administrators',
      'Transaction',
      'Audit trail',
    ]);
  });

  it('hides areas whose flags are all false', async () => {
    expect(await openAdminDashboard(withAreas('userManagement', 'subscription'))).toEqual([
      'Dashboard',
      'Users',
      'Transaction',
      'Subscription plans',
    ]);
  });

  it('follows the permissions call when rights changed since sign-in', async () => {
    signInAdmin(permissionsAtLevel('Full Permission'));
    const current = withAreas('admins');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/super-admin/permissions': {
          body: { code: 200, message: 'Success', content: { data: current } },
        },
      }).fetchMock,
    );
    renderApp('/Super-Admin/Dashboard');
    expect(await screen.findByRole('link', { name: 'Administrators' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Institutions' })).toBeNull());
  });
});
