import { type AdminPermissions, type AdminRecord, permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminRecord } from '../../../test/admin-fixtures';
import { renderApp } from '../../../test/render';
import { signInAdmin } from '../../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });
// Each case types a long form through the whole app; on a busy machine that outlasts the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const ADD = '/api/super-admin/add';
const UPDATE = '/api/super-admin/bloodbank/admin/update';
const DETAILS = '/api/super-admin/bloodbank/admin/details';

type Answer = { status: number; message: string };

function adminApi(options: { records?: AdminRecord[]; add?: Answer; update?: Answer } = {}) {
  const calls: { method: string; path: string; params: URLSearchParams; body: unknown }[] = [];
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, params: url.searchParams, body });
    switch (url.pathname) {
      case '/api/super-admin/permissions':
        return envelope({ data: permissionsAtLevel('Full Permission') });
      case '/api/super-admin/bloodbank/admins':
        return envelope({ data: options.records ?? [], total: options.records?.length ?? 0 });
      case DETAILS: {
        const found = options.records?.find((record) => record._id === url.searchParams.get('id'));
        return found ? envelope({ data: found }) : envelope({}, 404, 'Administrator not found');
      }
      case ADD: {
        const answer = options.add ?? { status: 200, message: 'Admin Add Successfully' };
        return envelope({ data: adminRecord(5, 0) }, answer.status, answer.message);
      }
      case UPDATE: {
        const answer = options.update ?? { status: 200, message: 'Admin Edit Successfully' };
        return envelope({ data: adminRecord(5, 1) }, answer.status, answer.message);
      }
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const sent = (path: string) => calls.filter((call) => call.path === path);
  return { fetchMock, calls, sent };
}

function open(
  path: string,
  api = adminApi(),
  options: { permissions?: AdminPermissions; state?: unknown } = {},
) {
  signInAdmin(options.permissions ?? permissionsAtLevel('Full Permission'));
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  if (options.state !== undefined)
    void rendered.router.navigate(path, { state: options.state, replace: true });
  return { ...rendered, api };
}

const box = (name: string) => screen.getByRole('textbox', { name });

/** The text under a field (Mantine links it through aria-describedby). */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillPersonalInfo(user: UserEvent) {
  await user.type(box('First name'), 'Priya');
  await user.type(box('Last name'), 'Nair');
  await user.type(box('E-mail'), 'priya.nair@raktsetu.org');
  await choose(user, 'Gender', 'Female');
  await user.type(box('Date of birth'), '14081988');
  await user.type(box('Mobile number'), '9822012345');
  await user.type(box('Address'), '12 Residency Road');
  await user.type(box('City'), 'Bengaluru');
  await user.type(box('District'), 'Bengaluru Urban');
  await user.type(box('State'), 'Karnataka');
  await user.type(box('PIN code'), '560025');
}

const AREAS = [
  'User Management',
  'Institute Management',
  'Administrators',
  'Billing',
  'Configurations',
  'Subscription',
];

describe('Add Admin', () => {
  it('says "All Personal Info. Is Required" and "All Permissions Is Required" once each, and sends nothing', async () => {
    const { api } = open('/Super-Admin/Add_Admin');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add Admin' })).toBeTruthy();
    // The country code of administrators is +91, shown beside the number.
    expect((box('Country code') as HTMLInputElement).value).toBe('+91');
    expect((box('Country') as HTMLInputElement).value).toBe('India');
    // Six dropdowns, each showing None until a level is chosen.
    for (const area of AREAS) {
      const select = screen.getByRole('combobox', { name: new RegExp(`^${area}`) }) as HTMLInputElement;
      expect(select.value).toBe('');
      expect(select.placeholder).toBe('None');
    }

    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'All Personal Info. Is Required',
      'All Permissions Is Required',
    ]);
    expect(box('First name').getAttribute('aria-invalid')).toBe('true');
    expect(box('City').getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(box('First name'));
    expect(api.sent(ADD)).toHaveLength(0);
  });

  it('adds with every area chosen, sending the spec’s payload, and returns to the list', async () => {
    const { api, router } = open('/Super-Admin/Add_Admin');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Add Admin' });
    await fillPersonalInfo(user);
    await choose(user, 'Institute Management', 'View Only');
    for (const area of AREAS.filter((area) => area !== 'Institute Management'))
      await choose(user, area, 'None');
    await choose(user, 'Administrators', 'Create, Update but Not Delete');

    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Add Successfully' })).toBeTruthy();
    expect(screen.getByText('priya.nair@raktsetu.org will receive a link to set a password.')).toBeTruthy();
    const none = permissionsAtLevel('None').admins;
    expect(api.sent(ADD)[0]?.body).toEqual({
      type: 'SuperAdmin',
      personalInfo: {
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'priya.nair@raktsetu.org',
        gender: 'Female',
        dateOfBirth: '14/08/1988',
        mobileNumber: '9822012345',
        countryCode: '+91',
        addressDetails: {
          country: 'India',
          address: '12 Residency Road',
          state: 'Karnataka',
          district: 'Bengaluru Urban',
          city: 'Bengaluru',
          zipCode: '560025',
        },
      },
      permissions: {
        userManagement: none,
        instituteManagement: { read: true, write: false, update: false, delete: false },
        admins: { read: true, write: true, update: true, delete: false },
        billing: none,
        configurations: none,
        subscription: none,
      },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Super-Admin/Administrators'));
  });

  it('refuses to send while one area has no level', async () => {
    const { api } = open('/Super-Admin/Add_Admin');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Add Admin' });
    await fillPersonalInfo(user);
    for (const area of AREAS.filter((area) => area !== 'Billing'))
      await choose(user, area, 'Full Permission');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('All Permissions Is Required');
    expect(screen.getByRole('combobox', { name: /^Billing/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent(ADD)).toHaveLength(0);
  });

  it('puts "mail id already in use" under the e-mail', async () => {
    open(
      '/Super-Admin/Add_Admin',
      adminApi({
        add: { status: 409, message: 'You are trying to use an mail id which is already in use.' },
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Add Admin' });
    await fillPersonalInfo(user);
    for (const area of AREAS) await choose(user, area, 'View Only');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await vi.waitFor(() =>
      expect(errorOf(box('E-mail'))).toBe('You are trying to use an mail id which is already in use.'),
    );
  });

  it('checks the birth date and the mobile number as the server does', async () => {
    open('/Super-Admin/Add_Admin');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Add Admin' });
    await user.type(box('Date of birth'), '01012020');
    await user.type(box('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await vi.waitFor(() =>
      expect(errorOf(box('Date of birth'))).toBe('An administrator must be at least 18 years old'),
    );
    expect(errorOf(box('Mobile number'))).toBe('Enter valid mobile number');
  });

  it('tells an administrator without write permission that they may not add', async () => {
    open('/Super-Admin/Add_Admin', adminApi(), {
      permissions: { ...permissionsAtLevel('None'), admins: permissionsAtLevel('View Only').admins },
    });
    expect(await screen.findByText('You may see administrators but not add them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Admin' })).toBeNull();
  });
});

describe('Edit Profile', () => {
  const record = adminRecord(4, 1);

  it('opens from a typed address, names, e-mail, gender and birth date read-only, and saves the rest', async () => {
    const { api, router } = open(`/Super-Admin/Add_Admin?id=${record._id}`, adminApi({ records: [record] }));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Edit Profile: Priya4 Nair' })).toBeTruthy();
    for (const [name, value] of [
      ['First name', 'Priya4'],
      ['Last name', 'Nair'],
      ['E-mail', 'priya4@raktsetu.org'],
      ['Gender', 'Female'],
      ['Date of birth', '14/08/1988'],
    ] as const) {
      const field = box(name) as HTMLInputElement;
      expect(field.value, name).toBe(value);
      expect(field.readOnly, name).toBe(true);
    }
    expect((screen.getByRole('combobox', { name: /^Institute Management/ }) as HTMLInputElement).value).toBe(
      'View Only',
    );

    const mobile = box('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '9845098765');
    await choose(user, 'Billing', 'Full Permission');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Edit Successfully' })).toBeTruthy();
    const none = permissionsAtLevel('None').admins;
    expect(api.sent(UPDATE)[0]?.body).toEqual({
      id: record._id,
      personalInfo: {
        mobileNumber: '9845098765',
        countryCode: '+91',
        addressDetails: {
          country: 'India',
          address: '12 Residency Road',
          state: 'Karnataka',
          district: 'Bengaluru Urban',
          city: 'Bengaluru',
          zipCode: '560025',
        },
      },
      details: {
        permissions: {
          userManagement: none,
          instituteManagement: permissionsAtLevel('View Only').admins,
          admins: none,
          billing: permissionsAtLevel('Full Permission').admins,
          configurations: none,
          subscription: none,
        },
      },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Super-Admin/Administrators'));
  });

  it('opened with the route state alone, writes the id into the address so a refresh keeps the record', async () => {
    const { router } = open('/Super-Admin/Add_Admin', adminApi({ records: [record] }), {
      state: { mode: 'edit', admin: record },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Profile: Priya4 Nair' })).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?id=${record._id}`));
  });

  it('says so when the administrator is gone, with the ways on', async () => {
    open('/Super-Admin/Add_Admin?id=9b2f0c1e-1111-4a4a-8888-123456789abc', adminApi({ records: [] }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Administrator not found')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Add Admin' }).getAttribute('href')).toBe(
      '/Super-Admin/Add_Admin',
    );
  });
});
