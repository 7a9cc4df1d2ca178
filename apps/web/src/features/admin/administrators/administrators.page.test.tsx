import {
  type AdminPermissions,
  type AdminRecord,
  type PermissionLevel,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminRecord } from '../../../test/admin-fixtures';
import { renderApp } from '../../../test/render';
import { signInAdmin } from '../../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });
vi.setConfig({ testTimeout: 15_000 });

const SELF_ID = 'admin-1';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; message: string };

/** The admin API as far as this screen uses it; every call is recorded. */
function administratorsApi(
  options: { rows?: AdminRecord[]; total?: number; change?: Answer; permissions?: AdminPermissions } = {},
) {
  const calls: Call[] = [];
  const rows = options.rows ?? [adminRecord(1, 1), adminRecord(2, 2), adminRecord(3, 0)];
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    switch (url.pathname) {
      case '/api/super-admin/permissions':
        return envelope({ data: options.permissions ?? permissionsAtLevel('Full Permission') });
      case '/api/super-admin/bloodbank/admins':
        return envelope({ data: rows, total: options.total ?? rows.length });
      case '/api/super-admin/bloodbank/admin/details': {
        const found = rows.find((row) => row._id === url.searchParams.get('id'));
        return found ? envelope({ data: found }) : envelope({}, 404, 'Administrator not found');
      }
      case '/api/super-admin/bloodbank/admin/change-status': {
        const action = url.searchParams.get('action') ?? '';
        const answer = options.change ?? {
          status: 200,
          message:
            { activate: 'Active Admin', deactivate: 'Deactive Admin', delete: 'Delete Admin' }[action] ?? '',
        };
        return envelope(
          { data: { _id: url.searchParams.get('id'), status: null } },
          answer.status,
          answer.message,
        );
      }
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const lists = () => calls.filter((call) => call.path === '/api/super-admin/bloodbank/admins');
  const changes = () =>
    calls.filter((call) => call.path === '/api/super-admin/bloodbank/admin/change-status');
  return { fetchMock, calls, lists, changes };
}

function withAdmins(level: PermissionLevel): AdminPermissions {
  return { ...permissionsAtLevel('None'), admins: permissionsAtLevel(level).admins };
}

function open(
  permissions: AdminPermissions = permissionsAtLevel('Full Permission'),
  api = administratorsApi({ permissions }),
  path = '/Super-Admin/Administrators',
) {
  signInAdmin(permissions);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  return { ...rendered, api };
}

const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

describe('the Administrators screen', () => {
  it('lists on the server, newest first, with the status of each as Pending, Active or Inactive', async () => {
    const { api } = open();
    expect(await screen.findByRole('heading', { name: 'Administrators' })).toBeTruthy();
    await screen.findByText('Priya1 Nair');
    expect(Object.fromEntries(api.lists()[0]?.params ?? [])).toEqual({
      page: '1',
      limit: '10',
      sort: 'addedAt',
      order: 'desc',
    });
    expect(within(row('Priya1 Nair')).getByText('Active')).toBeTruthy();
    expect(within(row('Priya2 Nair')).getByText('Inactive')).toBeTruthy();
    expect(within(row('Priya3 Nair')).getByText('Pending')).toBeTruthy();
    expect(within(row('Priya1 Nair')).getByText('+91 9822012345')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'priya2');
    await vi.waitFor(() => expect(api.lists().at(-1)?.params.get('search')).toBe('priya2'));
  });

  it('opens the profile popup with every area’s level, and Escape closes it', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Priya1 Nair' }));
    const popup = await screen.findByRole('dialog', { name: 'Priya1 Nair' });
    expect(api.calls.find((call) => call.path.endsWith('/admin/details'))?.params.get('id')).toBe(
      adminRecord(1)._id,
    );
    expect(within(popup).getByText('priya1@raktsetu.org')).toBeTruthy();
    expect(within(popup).getByText('14 Aug 1988')).toBeTruthy();
    const levels = within(popup).getByRole('table');
    expect(
      within(
        within(levels).getByRole('rowheader', { name: 'Institute Management' }).closest('tr') as HTMLElement,
      ).getByText('View Only'),
    ).toBeTruthy();
    expect(
      within(
        within(levels).getByRole('rowheader', { name: 'Administrators' }).closest('tr') as HTMLElement,
      ).getByText('None'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Priya1 Nair' })).toBeNull());
  });

  it('asks "Do you want to delete?" and deletes only on yes, with the id and action in the query', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Priya1 Nair' }));
    const ask = await screen.findByRole('dialog', { name: 'Do you want to delete?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.changes()).toHaveLength(0);

    const listsBefore = api.lists().length;
    await user.click(screen.getByRole('button', { name: 'Delete Priya1 Nair' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Do you want to delete?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Delete Admin' })).toBeTruthy();
    const [change] = api.changes();
    expect(change?.method).toBe('POST');
    expect(Object.fromEntries(change?.params ?? [])).toEqual({ id: adminRecord(1)._id, action: 'delete' });
    await vi.waitFor(() => expect(api.lists().length).toBeGreaterThan(listsBefore));
  });

  it('deactivates an active one after a question, activates an inactive one at once', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Priya1 Nair' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Priya1 Nair?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Deactive Admin' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Activate Priya2 Nair' }));
    expect(await screen.findByRole('dialog', { name: 'Active Admin' })).toBeTruthy();
    expect(api.changes().map((call) => call.params.get('action'))).toEqual(['deactivate', 'activate']);
    // A pending administrator activates themselves with the mailed link: neither button is offered.
    expect(within(row('Priya3 Nair')).queryByRole('button', { name: /activate/i })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    open(
      permissionsAtLevel('Full Permission'),
      administratorsApi({
        change: {
          status: 409,
          message:
            'RaktSetu must keep at least one active administrator with Full Permission on Administrators',
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Priya1 Nair' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Priya1 Nair?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(
      await screen.findByRole('dialog', {
        name: 'RaktSetu must keep at least one active administrator with Full Permission on Administrators',
      }),
    ).toBeTruthy();
  });

  it('offers View only to a View Only administrator, and no Delete without delete permission', async () => {
    open(withAdmins('View Only'));
    await screen.findByText('Priya1 Nair');
    expect(screen.getByRole('button', { name: 'View Priya1 Nair' })).toBeTruthy();
    for (const name of [
      'Edit Priya1 Nair',
      'Deactivate Priya1 Nair',
      'Delete Priya1 Nair',
      'Activate Priya2 Nair',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Admin' })).toBeNull();
  });

  it('offers Add, Edit and the status buttons but no Delete to "Create, Update but Not Delete"', async () => {
    open(withAdmins('Create, Update but Not Delete'));
    await screen.findByText('Priya1 Nair');
    expect(screen.getByRole('link', { name: 'Add Admin' }).getAttribute('href')).toBe(
      '/Super-Admin/Add_Admin',
    );
    expect(screen.getByRole('button', { name: 'Edit Priya1 Nair' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Priya1 Nair' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Priya1 Nair' })).toBeNull();
  });

  it('never offers to deactivate or delete oneself', async () => {
    const me = adminRecord(9, 1, { _id: SELF_ID });
    open(permissionsAtLevel('Full Permission'), administratorsApi({ rows: [me, adminRecord(1)] }));
    await screen.findByText('Priya9 Nair');
    expect(within(row('Priya9 Nair')).getByText('(you)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate Priya9 Nair' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Priya9 Nair' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Priya1 Nair' })).toBeTruthy();
  });

  it('Edit opens the form for that record, its id in the address', async () => {
    const { router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Priya1 Nair' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Super-Admin/Add_Admin'));
    expect(router.state.location.search).toBe(`?id=${adminRecord(1)._id}`);
    expect(router.state.location.state).toMatchObject({ mode: 'edit', admin: { _id: adminRecord(1)._id } });
  });
});
