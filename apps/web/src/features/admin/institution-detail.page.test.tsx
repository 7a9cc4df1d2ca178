import { type AdminInstitutionDetail, type AdminPermissions, permissionsAtLevel } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInAdmin } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

const ID = '00000001-0000-4000-8000-000000000000';

function detail(overrides: Partial<AdminInstitutionDetail> = {}): AdminInstitutionDetail {
  return {
    _id: ID,
    institutionName: 'Sahyadri Blood Centre',
    registrationNumber: 'MH/BB/2016/101',
    registrationId: 'RS-000001',
    institutionType: 'BloodBank',
    ngoType: null,
    contactEmail: 'sahyadri@example.org',
    contactNumber: '2025536000',
    address: {
      description: '12 Karve Road, Pune',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      location: { type: 'Point', coordinates: [73.8259, 18.5089] },
    },
    status: 'Confirmed',
    state: 'Active',
    infrastructure: [],
    declarations: [],
    attachments: [],
    keyMember: null,
    declineReason: null,
    addedAt: '2025-03-07T10:00:00.000Z',
    verifiedAt: '2025-03-09T10:00:00.000Z',
    time: '09:00-13:00 , 14:00-18:00',
    authign: 'Dr. Kavita Rao',
    camps: 12,
    subscriptions: {
      planName: 'Standard 1000',
      quantity: 1000,
      remaining: 108,
      subscribedAt: '2026-10-01T06:30:00.000Z',
    },
    avarageRating: 4.3,
    ratings: [
      {
        _id: 'r1',
        kind: 'institution',
        addedBy: { firstName: 'Sunil', lastName: 'Patil' },
        avarageRating: 5,
        addedAt: '2026-11-20T06:30:00.000Z',
        comments: 'Staff were patient with a first-time donor.',
      },
    ],
    ...overrides,
  };
}

function api(record = detail(), permissions: AdminPermissions = permissionsAtLevel('Full Permission')) {
  const bodies: unknown[] = [];
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/super-admin/permissions':
        return envelope({ data: permissions });
      case '/api/super-admin/bloodbank/institution-detail':
        return url.searchParams.get('id') === ID
          ? envelope({ data: record })
          : envelope({}, 404, 'Institution not found');
      case '/api/super-admin/action/institution':
        bodies.push(JSON.parse(String(init?.body)));
        return envelope({ data: { _id: ID, state: 'Blocked' } }, 200, 'Institution Blocked');
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  return { fetchMock, bodies };
}

function open(
  path: string,
  permissions: AdminPermissions = permissionsAtLevel('Full Permission'),
  fake = api(detail(), permissions),
) {
  signInAdmin(permissions);
  vi.stubGlobal('fetch', fake.fetchMock);
  return { ...renderApp(path), fake };
}

afterEach(() => localStorage.clear());

describe('the institution detail page', () => {
  it('shows what the spec lists, typed into the address, with a way back to the list', async () => {
    open(`/Super-Admin/Instituions-Detail-Page?id=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Sahyadri Blood Centre' })).toBeTruthy();
    for (const text of [
      '+91 2025536000',
      '09:00-13:00 , 14:00-18:00',
      'Dr. Kavita Rao',
      '09 Mar 2025',
      'RS-000001',
      '108/1,000 Remaining',
      '01 Oct 2026',
      'Sunil Patil',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Institutions' }).getAttribute('href')).toBe(
      '/Super-Admin/Instituions?tab=registered',
    );
  });

  it('says "No Ratings Available" on a tab without ratings', async () => {
    open(`/Super-Admin/Instituions-Detail-Page?id=${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Delivery' }));
    expect(await screen.findByText('No Ratings Available')).toBeTruthy();
  });

  it('finds the institution opened last when the address has no id (the spec keeps it locally)', async () => {
    localStorage.setItem('raktsetu.admin.institutionDetail', ID);
    open('/Super-Admin/Instituions-Detail-Page');
    expect(await screen.findByRole('heading', { name: 'Sahyadri Blood Centre' })).toBeTruthy();
  });

  it('blocks only with a comment: "*Comment Is Required" first, then the call with the state', async () => {
    const { fake } = open(`/Super-Admin/Instituions-Detail-Page?id=${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block Institution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Institution' });
    await user.click(within(dialog).getByRole('button', { name: 'Block Institution' }));
    expect(await within(dialog).findByText('*Comment Is Required')).toBeTruthy();
    expect(fake.bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Comment/), 'Licence expired on 31 Oct');
    await user.click(within(dialog).getByRole('button', { name: 'Block Institution' }));
    expect(await screen.findByText('Institution Blocked')).toBeTruthy();
    expect(fake.bodies).toEqual([
      {
        institutionId: ID,
        institutionName: 'Sahyadri Blood Centre',
        comment: 'Licence expired on 31 Oct',
        attachment: [],
        state: 'Blocked',
      },
    ]);
  });

  it('offers Unblock for a blocked institution, and no button without update rights on institutes', async () => {
    open(
      `/Super-Admin/Instituions-Detail-Page?id=${ID}`,
      permissionsAtLevel('Full Permission'),
      api(detail({ state: 'Blocked' })),
    );
    expect(await screen.findByRole('button', { name: 'Unblock Institution' })).toBeTruthy();
  });

  it('shows no Block button to a View Only administrator', async () => {
    open(`/Super-Admin/Instituions-Detail-Page?id=${ID}`, permissionsAtLevel('View Only'));
    expect(await screen.findByRole('heading', { name: 'Sahyadri Blood Centre' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Block Institution/ })).toBeNull();
  });
});
