import { type AdminPermissions, type PlatformUserDetail, permissionsAtLevel } from '@raktsetu/contract';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { signInAdmin } from '../../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

const LIST = '/api/super-admin/bloodbank/users';
const DETAIL = '/api/super-admin/bloodbank/user-details';

function userOf(n: number): PlatformUserDetail {
  const blocked = n === 2;
  return {
    _id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
    donorId: `D${String(4_829_100 + n)}`,
    firstName: `Asha${n}`,
    lastName: 'Kulkarni',
    gender: 'Female',
    bloodGroup: 'O+',
    email: `asha${n}@example.in`,
    countryCode: '91',
    mobileNumber: `98220${String(n).padStart(5, '0')}`,
    address: {
      addressLine: '14 Karve Road',
      city: 'Pune',
      fullAddress: '14 Karve Road, Pune, Maharashtra 411004',
    },
    dateOfBirth: '1994-03-12',
    addedAt: '2025-03-07T10:00:00.000Z',
    donation: 4,
    livesSaved: 12,
    request: 1,
    isBlocked: blocked,
    isActive: !blocked,
    photo: null,
    block: blocked
      ? {
          type: 'temporarily',
          reason: 'Under Antibiotics/Prescribed Medication',
          comment: 'On antibiotics for a chest infection',
          until: '2025-04-06',
          file: null,
          blockedAt: '2025-03-08T10:00:00.000Z',
        }
      : null,
  };
}

interface Call {
  path: string;
  params: URLSearchParams;
}

function usersApi(options: { total?: number; permissions?: AdminPermissions } = {}) {
  const calls: Call[] = [];
  const total = options.total ?? 25;
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, params: url.searchParams });
    switch (url.pathname) {
      case '/api/super-admin/permissions':
        return envelope({ data: options.permissions ?? permissionsAtLevel('Full Permission') });
      case LIST: {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const first = (page - 1) * limit + 1;
        const count = Math.max(0, Math.min(limit, total - first + 1));
        return envelope({
          data: Array.from({ length: count }, (_, i) => {
            const { block: _block, ...row } = userOf(first + i);
            return row;
          }),
          total,
        });
      }
      case DETAIL:
        return envelope({ data: userOf(Number.parseInt(url.searchParams.get('id')?.slice(0, 8) ?? '', 10)) });
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const lastList = () => {
    const lists = calls.filter((call) => call.path === LIST);
    const last = lists[lists.length - 1];
    return last ? Object.fromEntries(last.params) : null;
  };
  return { fetchMock, calls, lastList };
}

function open(path = '/Super-Admin/Users', permissions = permissionsAtLevel('Full Permission')) {
  signInAdmin(permissions);
  const api = usersApi({ permissions });
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address };
}

describe('the super-admin Users screen', () => {
  it('pages on the server, newest first, and shows each user’s status in words', async () => {
    const { api, address } = open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Asha1 Kulkarni')).toBeTruthy();
    expect(api.lastList()).toEqual({ page: '1', limit: '10', sort: 'addedAt', order: 'desc' });
    const blockedRow = within(table).getByText('Asha2 Kulkarni').closest('tr') as HTMLElement;
    expect(within(blockedRow).getByText('Blocked')).toBeTruthy();
    const activeRow = within(table).getByText('Asha1 Kulkarni').closest('tr') as HTMLElement;
    expect(within(activeRow).getByText('Active')).toBeTruthy();
    expect(within(activeRow).getByText('+91 9822000001')).toBeTruthy();
    expect(screen.getByText('1–10 of 25')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ page: '2' }));
    expect(await screen.findByText('Asha11 Kulkarni')).toBeTruthy();
    expect(address()).toEqual({ page: '2' });
  });

  it('filters by blood group and status, searches and sorts, each from page 1 and kept in the address', async () => {
    const { api, address } = open('/Super-Admin/Users?page=2');
    const user = userEvent.setup();
    await screen.findByText('Asha11 Kulkarni');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ status: 'Blocked', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'O-' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ bloodGroup: 'O-', status: 'Blocked' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '98220');
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ search: '98220', page: '1' }));

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ sort: 'firstName', order: 'asc' }));
    expect(address()).toEqual({
      status: 'Blocked',
      bloodGroup: 'O-',
      search: '98220',
      sort: 'firstName',
      order: 'asc',
    });
  });

  it('opens the profile with the block in force; Escape closes it', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Asha2 Kulkarni' }));
    const popup = await screen.findByRole('dialog', { name: 'Asha2 Kulkarni' });
    expect(api.calls.find((call) => call.path === DETAIL)?.params.get('id')).toBe(userOf(2)._id);
    expect(within(popup).getByText('Donor ID D4829102')).toBeTruthy();
    expect(within(popup).getByText('14 Karve Road, Pune, Maharashtra 411004')).toBeTruthy();
    expect(within(popup).getByText('12')).toBeTruthy();
    expect(within(popup).getByText('Temporarily, until 06 Apr 2025')).toBeTruthy();
    expect(within(popup).getByText('On antibiotics for a chest infection')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(within(popup).queryByRole('button', { name: 'Block' })).toBeNull();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Asha2 Kulkarni' })).toBeNull());
  });

  it('opens on the profile again after the block form was left with Escape', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Asha1 Kulkarni' }));
    const profile = await screen.findByRole('dialog', { name: 'Asha1 Kulkarni' });
    await user.click(within(profile).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('dialog', { name: 'Block Asha1 Kulkarni' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block Asha1 Kulkarni' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'View Asha1 Kulkarni' }));
    const again = await screen.findByRole('dialog', { name: 'Asha1 Kulkarni' });
    expect(within(again).getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('offers neither Block nor Unblock without userManagement update permission', async () => {
    const viewOnly = permissionsAtLevel('None');
    viewOnly.userManagement = { read: true, write: false, update: false, delete: false };
    open('/Super-Admin/Users', viewOnly);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Asha1 Kulkarni'));
    const popup = await screen.findByRole('dialog', { name: 'Asha1 Kulkarni' });
    // The footer's Close, beside the title's close button.
    const close = within(popup).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
    expect(within(popup).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Unblock' })).toBeNull();
    await act(() => user.click(close));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Asha1 Kulkarni' })).toBeNull());
  });
});
