import {
  type AdminPermissions,
  type PermissionArea,
  type PermissionLevel,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { admins, auditEvents } from '../schema/index.js';

function levels(chosen: Partial<Record<PermissionArea, PermissionLevel>>): AdminPermissions {
  const permissions = permissionsAtLevel('None');
  for (const [area, level] of Object.entries(chosen) as [PermissionArea, PermissionLevel][])
    permissions[area] = permissionsAtLevel(level)[area];
  return permissions;
}

interface DemoAdmin {
  loginId: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  mobileNumber: string;
  address: { address: string; city: string; district: string; state: string; zipCode: string };
  permissions: AdminPermissions;
  /** 0 pending (never set a password), 1 active, 2 inactive. */
  status: 0 | 1 | 2;
  /** Why the account is there, for the demo account list. */
  role: string;
}

/**
 * Administrators beside the one with every permission, so the Administrators screen, the reduced menus and
 * the server's refusals can be tried on a fresh start. The active ones sign in with the demo password.
 */
export const DEMO_ADMINS: DemoAdmin[] = [
  {
    loginId: 'institutes.viewer@raktsetu.demo',
    firstName: 'Arjun',
    lastName: 'Mehta',
    gender: 'Male',
    dateOfBirth: '1990-02-11',
    mobileNumber: '9820011223',
    address: {
      address: '4th Floor, Nirmal Tower, Barakhamba Road',
      city: 'New Delhi',
      district: 'New Delhi',
      state: 'Delhi',
      zipCode: '110001',
    },
    permissions: levels({ instituteManagement: 'View Only' }),
    status: 1,
    role: 'super administrator with View Only on institutions (sees the list, cannot approve or block)',
  },
  {
    loginId: 'operations.admin@raktsetu.demo',
    firstName: 'Kavya',
    lastName: 'Reddy',
    gender: 'Female',
    dateOfBirth: '1986-07-23',
    mobileNumber: '9849022334',
    address: {
      address: 'Plot 21, Road No. 12, Banjara Hills',
      city: 'Hyderabad',
      district: 'Hyderabad',
      state: 'Telangana',
      zipCode: '500034',
    },
    permissions: levels({
      userManagement: 'Full Permission',
      instituteManagement: 'Create, Update but Not Delete',
      admins: 'Create, Update but Not Delete',
      billing: 'View Only',
    }),
    status: 1,
    role: 'super administrator for users and institutions; adds and edits administrators, cannot delete them',
  },
  {
    loginId: 'billing.admin@raktsetu.demo',
    firstName: 'Rahul',
    lastName: 'Verma',
    gender: 'Male',
    dateOfBirth: '1982-11-05',
    mobileNumber: '9830033445',
    address: {
      address: '7 Camac Street',
      city: 'Kolkata',
      district: 'Kolkata',
      state: 'West Bengal',
      zipCode: '700017',
    },
    permissions: levels({
      billing: 'Full Permission',
      subscription: 'Full Permission',
      configurations: 'Full Permission',
    }),
    status: 1,
    role: 'super administrator for pricing, plans and configuration only',
  },
  {
    loginId: 'sneha.kapoor@raktsetu.demo',
    firstName: 'Sneha',
    lastName: 'Kapoor',
    gender: 'Female',
    dateOfBirth: '1993-04-17',
    mobileNumber: '9811044556',
    address: {
      address: '15 Hazratganj',
      city: 'Lucknow',
      district: 'Lucknow',
      state: 'Uttar Pradesh',
      zipCode: '226001',
    },
    permissions: levels({ userManagement: 'View Only', instituteManagement: 'View Only' }),
    status: 0,
    role: 'pending: added, has not set a password yet',
  },
  {
    loginId: 'vikram.singh@raktsetu.demo',
    firstName: 'Vikram',
    lastName: 'Singh',
    gender: 'Male',
    dateOfBirth: '1979-09-30',
    mobileNumber: '9829055667',
    address: {
      address: 'C-Scheme, Sardar Patel Marg',
      city: 'Jaipur',
      district: 'Jaipur',
      state: 'Rajasthan',
      zipCode: '302001',
    },
    permissions: levels({ instituteManagement: 'Create, Update but Not Delete' }),
    status: 2,
    role: 'inactive: deactivated, cannot sign in until activated',
  },
];

/**
 * Adds the demo administrators, added by the first one (`addedBy`, the administrator with every
 * permission) over the last weeks, with the audit trail that adding (and one deactivation) leaves.
 */
export async function seedDemoAdmins(
  tx: Db,
  { addedBy, passwordHash }: { addedBy: string; passwordHash: string },
): Promise<void> {
  const [adder] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, addedBy.toLowerCase()))
    .limit(1);
  if (!adder) throw new Error(`no demo administrator ${addedBy}`);
  for (const [index, demo] of DEMO_ADMINS.entries()) {
    const addedAt = new Date(Date.now() - (DEMO_ADMINS.length - index) * 6 * 24 * 3_600_000);
    const address = { country: 'India', ...demo.address };
    const [row] = await tx
      .insert(admins)
      .values({
        email: demo.loginId,
        firstName: demo.firstName,
        lastName: demo.lastName,
        gender: demo.gender,
        dateOfBirth: demo.dateOfBirth,
        mobileNumber: demo.mobileNumber,
        countryCode: '+91',
        address,
        permissions: demo.permissions,
        status: demo.status,
        // A pending administrator has not set a password yet.
        passwordHash: demo.status === 0 ? null : passwordHash,
        addedAt,
        updatedAt: addedAt,
      })
      .returning({ id: admins.id });
    if (!row) throw new Error('demo administrator was not created');
    const personalInfo = {
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.loginId,
      gender: demo.gender,
      dateOfBirth: demo.dateOfBirth,
      mobileNumber: demo.mobileNumber,
      countryCode: '+91',
      addressDetails: { ...address },
    };
    await tx.insert(auditEvents).values({
      at: addedAt,
      actorKind: 'admin',
      actorId: adder.id,
      action: 'admin.added',
      subjectType: 'admin',
      subjectId: row.id,
      details: { before: null, after: { status: 0, personalInfo, permissions: demo.permissions } },
    });
    if (demo.status === 2) {
      await tx.insert(auditEvents).values({
        at: new Date(addedAt.getTime() + 3 * 24 * 3_600_000),
        actorKind: 'admin',
        actorId: adder.id,
        action: 'admin.deactivated',
        subjectType: 'admin',
        subjectId: row.id,
        details: {
          admin: { name: `${demo.firstName} ${demo.lastName}`, email: demo.loginId },
          before: { status: 1 },
          after: { status: 2 },
        },
      });
    }
  }
}
