import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages.js';
import {
  ADMIN_MESSAGES,
  addAdminRequestSchema,
  grantsBeyond,
  hasFullAdminsPermission,
  permissionChoicesSchema,
  updateAdminRequestSchema,
} from './administrators.js';
import { HIDDEN_DETAIL, withoutSecrets } from './audit-log.js';
import { permissionsAtLevel } from './permissions.js';

const personalInfo = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'Priya.Nair@RaktSetu.org',
  dateOfBirth: '14/08/1988',
  mobileNumber: '+91 98220 12345',
  addressDetails: {
    country: 'India',
    address: '12 Residency Road',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
  },
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('Add Admin (docs/spec/part-2-operations-and-admin.md §5)', () => {
  it('takes the personal info as typed and hands it on cleaned', () => {
    const parsed = addAdminRequestSchema.parse({
      type: 'SuperAdmin',
      personalInfo,
      permissions: permissionsAtLevel('None'),
    });
    expect(parsed.personalInfo).toMatchObject({
      email: 'priya.nair@raktsetu.org',
      dateOfBirth: '1988-08-14',
      mobileNumber: '9822012345',
    });
  });

  it('says "All Personal Info. Is Required" for each required field, and only for those', () => {
    for (const field of ['firstName', 'lastName', 'email', 'dateOfBirth', 'mobileNumber'] as const) {
      const result = addAdminRequestSchema.safeParse({
        type: 'SuperAdmin',
        personalInfo: { ...personalInfo, [field]: '' },
        permissions: permissionsAtLevel('None'),
      });
      expect(messagesOf(result), field).toEqual([MESSAGES.personalInfoRequired]);
    }
    for (const field of ['address', 'state', 'district', 'country'] as const) {
      const result = addAdminRequestSchema.safeParse({
        type: 'SuperAdmin',
        personalInfo: { ...personalInfo, addressDetails: { ...personalInfo.addressDetails, [field]: ' ' } },
        permissions: permissionsAtLevel('None'),
      });
      expect(messagesOf(result), field).toEqual([MESSAGES.personalInfoRequired]);
    }
  });

  it('says "All Permissions Is Required" for an area left out or null, and names a mix no level has', () => {
    const { billing: _billing, ...five } = permissionsAtLevel('View Only');
    expect(messagesOf(permissionChoicesSchema.safeParse(five))).toEqual([MESSAGES.permissionsRequired]);
    expect(messagesOf(permissionChoicesSchema.safeParse({ ...five, billing: null }))).toEqual([
      MESSAGES.permissionsRequired,
    ]);
    expect(
      messagesOf(
        permissionChoicesSchema.safeParse({
          ...five,
          billing: { read: false, write: true, update: false, delete: false },
        }),
      ),
    ).toEqual([ADMIN_MESSAGES.unknownLevel]);
    expect(messagesOf(permissionChoicesSchema.safeParse(undefined))).toEqual([MESSAGES.permissionsRequired]);
  });

  it('lets Edit Profile leave the read-only fields out', () => {
    const { firstName: _f, lastName: _l, email: _e, dateOfBirth: _d, ...editable } = personalInfo;
    expect(
      updateAdminRequestSchema.safeParse({
        id: '1',
        personalInfo: editable,
        details: { permissions: permissionsAtLevel('None') },
      }).success,
    ).toBe(true);
  });
});

describe('what an administrator may give', () => {
  const none = permissionsAtLevel('None');
  const viewer = { ...none, billing: permissionsAtLevel('View Only').billing };

  it('only flags they hold, unless the account already had them', () => {
    const full = { ...none, billing: permissionsAtLevel('Full Permission').billing };
    expect(grantsBeyond(viewer, null, full).map((beyond) => beyond.flag)).toEqual([
      'write',
      'update',
      'delete',
    ]);
    expect(grantsBeyond(viewer, full, full)).toEqual([]);
    expect(grantsBeyond(viewer, full, none)).toEqual([]);
  });

  it('Full Permission on admins is all four flags there', () => {
    expect(hasFullAdminsPermission(permissionsAtLevel('Full Permission'))).toBe(true);
    expect(hasFullAdminsPermission(permissionsAtLevel('Create, Update but Not Delete'))).toBe(false);
  });
});

describe('the audit trail hides secrets', () => {
  it('at any depth, keeping everything else', () => {
    expect(
      withoutSecrets({
        password: 'x',
        a: { passwordHash: 'y', aadhaar: '1', name: 'n' },
        list: [{ otp: '1', ok: 2 }],
      }),
    ).toEqual({
      password: HIDDEN_DETAIL,
      a: { passwordHash: HIDDEN_DETAIL, aadhaar: HIDDEN_DETAIL, name: 'n' },
      list: [{ otp: HIDDEN_DETAIL, ok: 2 }],
    });
  });
});
