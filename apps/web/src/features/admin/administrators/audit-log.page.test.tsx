import { type AdminPermissions, type AuditEvent, permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { signInAdmin } from '../../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });
vi.setConfig({ testTimeout: 15_000 });

const INSTITUTION = { _id: '5d0c2f8e-2222-4b4b-9999-123456789abc', name: 'Sahyadri Blood Centre' };

const EVENTS: AuditEvent[] = [
  {
    _id: 'e1',
    at: '2026-03-05T08:35:00.000Z',
    actor: { kind: 'admin', _id: 'a1', name: 'Meera Iyer', email: 'superadmin@raktsetu.demo' },
    institution: null,
    action: 'admin.edited',
    subject: { type: 'admin', _id: 'a2', name: 'Priya Nair' },
    details: {
      admin: { name: 'Priya Nair', email: 'priya@raktsetu.org' },
      before: { personalInfo: { mobileNumber: '9822012345' }, permissions: { billing: { read: false } } },
      after: { personalInfo: { mobileNumber: '9845098765' }, permissions: { billing: { read: true } } },
    },
  },
  {
    _id: 'e2',
    at: '2026-03-04T05:00:00.000Z',
    actor: { kind: 'admin', _id: 'a1', name: 'Meera Iyer', email: 'superadmin@raktsetu.demo' },
    institution: INSTITUTION,
    action: 'institution.blocked',
    subject: { type: 'institution', _id: INSTITUTION._id, name: INSTITUTION.name },
    details: { comment: 'Licence suspended', from: 'Active', attachments: [] },
  },
  {
    _id: 'e3',
    at: '2026-03-01T04:00:00.000Z',
    actor: { kind: 'anonymous', _id: null, name: null, email: null },
    institution: INSTITUTION,
    action: 'institution.registered',
    subject: { type: 'institution', _id: INSTITUTION._id, name: INSTITUTION.name },
    details: {},
  },
];

function auditApi() {
  const calls: { path: string; params: URLSearchParams }[] = [];
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, params: url.searchParams });
    switch (url.pathname) {
      case '/api/super-admin/permissions':
        return envelope({ data: permissionsAtLevel('Full Permission') });
      case '/api/super-admin/audit': {
        const institutionId = url.searchParams.get('institutionId');
        const data = EVENTS.filter((event) => !institutionId || event.institution?._id === institutionId);
        return envelope({ data, total: data.length });
      }
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const lastList = () => {
    const lists = calls.filter((call) => call.path === '/api/super-admin/audit');
    return Object.fromEntries(lists.at(-1)?.params ?? []);
  };
  return { fetchMock, calls, lastList };
}

function open(
  path = '/Super-Admin/Audit',
  permissions: AdminPermissions = permissionsAtLevel('Full Permission'),
) {
  const api = auditApi();
  signInAdmin(permissions);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address };
}

describe('the audit trail', () => {
  it('shows who did what and when in India time, newest first', async () => {
    const { api } = open();
    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('admin.edited');
    expect(api.lastList()).toEqual({ page: '1', limit: '10', sort: 'at', order: 'desc' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    // 08:35 UTC is 14:05 in India.
    expect(within(first).getByText('05 Mar 2026, 14:05')).toBeTruthy();
    expect(within(first).getByRole('rowheader').textContent).toContain('Meera Iyer');
    expect(within(first).getByText('admin: Priya Nair')).toBeTruthy();
    expect(within(table).getByText('Not signed in')).toBeTruthy();
  });

  it('shows a change as before and after, field by field, and Escape closes it', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Details of admin.edited/ }));
    const popup = await screen.findByRole('dialog', { name: 'admin.edited' });
    const change = within(popup).getByRole('table');
    const mobile = within(change)
      .getByRole('rowheader', { name: 'personalInfo.mobileNumber' })
      .closest('tr') as HTMLElement;
    expect(within(mobile).getByText('9822012345')).toBeTruthy();
    expect(within(mobile).getByText('9845098765')).toBeTruthy();
    const billing = within(change)
      .getByRole('rowheader', { name: 'permissions.billing.read' })
      .closest('tr') as HTMLElement;
    expect(
      within(billing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['no', 'yes']);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'admin.edited' })).toBeNull());
  });

  it('filters by action family, by who acted and by days, each kept in the address', async () => {
    const { api, address } = open();
    const user = userEvent.setup();
    await screen.findByText('admin.edited');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Institutions' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ action: 'institution.', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ actorKind: 'admin' }));

    await user.type(screen.getByRole('textbox', { name: 'From' }), '01032026');
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ from: '2026-03-01' }));
    await user.type(screen.getByRole('textbox', { name: 'To' }), '05032026');
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ to: '2026-03-05' }));
    expect(address()).toEqual({
      action: 'institution.',
      actorKind: 'admin',
      from: '2026-03-01',
      to: '2026-03-05',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(address()).toEqual({}));
  });

  it('shows only one institution’s changes from its name in a row, and lets go of it', async () => {
    const { api, address } = open();
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Show only Sahyadri Blood Centre' }))[0] as HTMLElement,
    );
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ institutionId: INSTITUTION._id }));
    expect(address()).toEqual({ institutionId: INSTITUTION._id });
    await vi.waitFor(() => expect(screen.queryByText('admin.edited')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Show every institution' }));
    await vi.waitFor(() => expect(address()).toEqual({}));
  });

  it('is in the admins area: without it the address goes to the dashboard', async () => {
    const { router } = open('/Super-Admin/Audit', {
      ...permissionsAtLevel('None'),
      instituteManagement: permissionsAtLevel('Full Permission').instituteManagement,
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Super-Admin/Dashboard'));
  });
});
