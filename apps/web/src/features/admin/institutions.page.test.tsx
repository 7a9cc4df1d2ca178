import { type AdminInstitution, type AdminPermissions, permissionsAtLevel } from '@raktsetu/contract';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInAdmin } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

function institution(n: number, status: AdminInstitution['status'] = 'Pending'): AdminInstitution {
  return {
    _id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
    institutionName: `Blood Centre ${n}`,
    registrationNumber: `MH/BB/2024/${String(n).padStart(4, '0')}`,
    registrationId: `RS-0000-${String(n).padStart(4, '0')}`,
    institutionType: 'BloodBank',
    ngoType: null,
    contactEmail: `centre${n}@example.org`,
    contactNumber: '9822012345',
    address: {
      description: `${n} Karve Road`,
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      location: { type: 'Point', coordinates: [73.8259, 18.5089] },
    },
    status,
    state: 'Active',
    infrastructure: ['licence', 'storage'],
    declarations: ['verified', 'upToDate', 'voluntary', 'lawful'],
    attachments: [
      { name: 'licence.pdf', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf' },
    ],
    keyMember: {
      firstName: 'Anjali',
      lastName: 'Deshpande',
      email: `anjali${n}@example.org`,
      designation: 'keymember',
    },
    declineReason: null,
    addedAt: '2025-03-07T10:00:00.000Z',
    verifiedAt: null,
  };
}

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** The admin API as far as this screen uses it; every call is recorded. */
function adminApi(options: { total?: number; verify?: { status: number; message: string } } = {}) {
  const calls: Call[] = [];
  const total = options.total ?? 25;
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
        return envelope({ data: permissionsAtLevel('Full Permission') });
      case '/api/super-admin/bloodbank/pending/institutions':
      case '/api/super-admin/bloodbank/institutions': {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const first = (page - 1) * limit + 1;
        const count = Math.max(0, Math.min(limit, total - first + 1));
        return envelope({ data: Array.from({ length: count }, (_, i) => institution(first + i)), total });
      }
      case '/api/super-admin/bloodbank/pending/institution':
        return envelope({ data: institution(1) });
      case '/api/institution/verify': {
        const answer = options.verify ?? {
          status: 200,
          message:
            (call.body as { status: string }).status === 'approved'
              ? 'Request Approve Successfully!'
              : 'Request Decline Successfully!',
        };
        return envelope({}, answer.status, answer.message);
      }
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const lists = (tab: 'pending' | 'registered' = 'pending') =>
    calls.filter(
      (call) =>
        call.path ===
        (tab === 'pending'
          ? '/api/super-admin/bloodbank/pending/institutions'
          : '/api/super-admin/bloodbank/institutions'),
    );
  const lastList = (tab: 'pending' | 'registered' = 'pending') => {
    const all = lists(tab);
    const last = all[all.length - 1];
    return last ? Object.fromEntries(last.params) : null;
  };
  return { fetchMock, calls, lists, lastList };
}

function open(
  path = '/Super-Admin/Instituions',
  permissions: AdminPermissions = permissionsAtLevel('Full Permission'),
  api = adminApi(),
) {
  signInAdmin(permissions);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address };
}

describe('the super-admin Institutions screen', () => {
  it('pages on the server and keeps the page in the address', async () => {
    const { api, address } = open();
    const user = userEvent.setup();
    expect(await screen.findByText('Blood Centre 1')).toBeTruthy();
    expect(api.lastList()).toEqual({ page: '1', limit: '10', sort: 'addedAt', order: 'desc' });
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    expect(address()).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ page: '2', limit: '10' }));
    expect(await screen.findByText('Blood Centre 11')).toBeTruthy();
    expect(address()).toEqual({ page: '2' });
  });

  it('sorts by a header from page 1, a second click turning it round', async () => {
    const { api, address } = open('/Super-Admin/Instituions?page=2');
    const user = userEvent.setup();
    await screen.findByText('Blood Centre 11');
    expect(screen.getByRole('columnheader', { name: 'Registered' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Institution' }));
    await vi.waitFor(() =>
      expect(api.lastList()).toEqual({ page: '1', limit: '10', sort: 'institutionName', order: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Institution' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(address()).toEqual({ sort: 'institutionName', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Institution' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ sort: 'institutionName', order: 'desc' }));
    // Descending is the list's default order, so only the column stays in the address.
    expect(address()).toEqual({ sort: 'institutionName' });
  });

  it('searches once the typing pauses, from the first page', async () => {
    const { api, address } = open('/Super-Admin/Instituions?page=2');
    const user = userEvent.setup();
    await screen.findByText('Blood Centre 11');
    const before = api.lists().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pune');
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ search: 'pune', page: '1' }));
    // One call for the whole word, not one per letter.
    expect(api.lists().filter((call) => call.params.has('search'))).toHaveLength(1);
    expect(api.lists().length).toBe(before + 1);
    expect(address()).toEqual({ search: 'pune' });
  });

  it('keeps the tab in the address, each tab opening on its first page, and Back returns to the other', async () => {
    const { api, address, router } = open('/Super-Admin/Instituions?page=2');
    const user = userEvent.setup();
    await screen.findByText('Blood Centre 11');
    expect(screen.getByRole('tab', { name: 'Pending For Verification' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await vi.waitFor(() => expect(api.lastList('registered')).toMatchObject({ page: '1' }));
    expect(address()).toEqual({ tab: 'registered' });
    expect(await screen.findByRole('table', { name: 'Register' })).toBeTruthy();
    // Only the open tab's table is there, so the two never share the page in the address.
    expect(screen.queryByRole('table', { name: 'Pending For Verification' })).toBeNull();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: 'Pending For Verification' })).toBeTruthy();
    expect(address()).toEqual({ page: '2' });
    expect(await screen.findByText('Blood Centre 11')).toBeTruthy();
  });

  it('opens on the Register tab from the address, and says "No Data Available" when empty', async () => {
    const { api } = open(
      '/Super-Admin/Instituions?tab=registered&page=3',
      permissionsAtLevel('Full Permission'),
      adminApi({ total: 0 }),
    );
    expect(await screen.findByText('No Data Available')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(api.lists('registered')[0]?.params.get('page')).toBe('3');
    expect(api.lists('pending')).toHaveLength(0);
  });

  it('needs a comment to decline, then declines and reloads the list', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Blood Centre 1'));
    const popup = await screen.findByRole('dialog', { name: 'Blood Centre 1' });
    expect(within(popup).getByText('anjali1@example.org')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Download licence.pdf' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/super-admin/bloodbank/pending/institution')).toBe(
      true,
    );

    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    expect(within(popup).getByText('*Comment Is Required For Decline')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/institution/verify')).toBe(false);

    const listsBefore = api.lists().length;
    await user.type(
      within(popup).getByRole('textbox', { name: 'Comment' }),
      'The licence copy is not readable',
    );
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('dialog', { name: 'Request Decline Successfully!' })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/institution/verify')?.body).toEqual({
      id: institution(1)._id,
      status: 'declined',
      reason: 'The licence copy is not readable',
    });
    await vi.waitFor(() => expect(api.lists().length).toBeGreaterThan(listsBefore));
  });

  it('approves, and shows the server’s refusal when someone else was quicker', async () => {
    const { api } = open(
      undefined,
      permissionsAtLevel('Full Permission'),
      adminApi({ verify: { status: 409, message: 'This institution was already approved' } }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Blood Centre 1' }));
    const popup = await screen.findByRole('dialog', { name: 'Blood Centre 1' });
    await user.click(within(popup).getByRole('button', { name: 'Approve' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve Blood Centre 1?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'This institution was already approved' })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/institution/verify')?.body).toEqual({
      id: institution(1)._id,
      status: 'approved',
    });
  });

  it('offers only Cancel without instituteManagement update permission, and Escape closes the popup', async () => {
    const viewOnly = permissionsAtLevel('None');
    viewOnly.instituteManagement = { read: true, write: false, update: false, delete: false };
    const api = adminApi();
    const permissionsAnswer = api.fetchMock;
    api.fetchMock = async (input, init) =>
      String(input) === '/api/super-admin/permissions'
        ? new Response(JSON.stringify({ code: 200, message: 'Success', content: { data: viewOnly } }))
        : permissionsAnswer(input, init);
    open(undefined, viewOnly, api);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Blood Centre 1'));
    const popup = await screen.findByRole('dialog', { name: 'Blood Centre 1' });
    expect(within(popup).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(popup).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Decline' })).toBeNull();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Blood Centre 1' })).toBeNull());
  });
});
