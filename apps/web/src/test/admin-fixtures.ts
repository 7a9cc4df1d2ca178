import { type AdminRecord, type AdminStatus, permissionsAtLevel } from '@raktsetu/contract';

/** An administrator as `admin/details` and the list answer it: Priya<n> Nair, View Only on institutions. */
export function adminRecord(
  n: number,
  status: AdminStatus = 1,
  overrides: Partial<AdminRecord> = {},
): AdminRecord {
  return {
    _id: `0000000${n}-0000-4000-8000-00000000000a`.slice(-36),
    status,
    personalInfo: {
      firstName: `Priya${n}`,
      lastName: 'Nair',
      email: `priya${n}@raktsetu.org`,
      gender: 'Female',
      dateOfBirth: '1988-08-14',
      mobileNumber: '9822012345',
      countryCode: '+91',
      addressDetails: {
        country: 'India',
        address: '12 Residency Road',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        zipCode: '560025',
        updatedAt: '2026-01-05T10:00:00.000Z',
      },
    },
    permissions: {
      ...permissionsAtLevel('None'),
      instituteManagement: permissionsAtLevel('View Only').admins,
    },
    addedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
