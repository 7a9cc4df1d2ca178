import { type InstitutionType, permissionsAtLevel } from '@raktsetu/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { admins, institutions, users } from '../schema/index.js';

export const DEMO_PASSWORD = 'Demo@1234';

interface DemoInstitution {
  loginId: string;
  type: InstitutionType;
  name: string;
  registrationNumber: string;
  contactNumber: string;
  keyMember: { firstName: string; lastName: string; jobTitle: string };
  ngoType?: string;
  address: {
    description: string;
    city: string;
    state: string;
    zipcode: string;
    latitude: number;
    longitude: number;
  };
}

/** Real Indian cities and plausible addresses, so maps and distances behave as they will in use. */
export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  {
    loginId: 'bloodbank@raktsetu.demo',
    type: 'BloodBank',
    name: 'Sahyadri Blood Centre',
    registrationNumber: 'MH/BB/2019/0412',
    contactNumber: '9822012345',
    keyMember: { firstName: 'Anjali', lastName: 'Deshpande', jobTitle: 'Blood Bank Officer' },
    address: {
      description: 'Plot 14, Karve Road, Erandwane',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      latitude: 18.5089,
      longitude: 73.8259,
    },
  },
  {
    loginId: 'both@raktsetu.demo',
    type: 'Both',
    name: 'Lakeview Hospital and Blood Bank',
    registrationNumber: 'KA/HBB/2016/0871',
    contactNumber: '9845098765',
    keyMember: { firstName: 'Ravi', lastName: 'Shankar', jobTitle: 'Medical Superintendent' },
    address: {
      description: '22 Bannerghatta Road, Jayanagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560041',
      latitude: 12.9299,
      longitude: 77.5933,
    },
  },
  {
    loginId: 'hospital@raktsetu.demo',
    type: 'Hospital',
    name: 'Seva Sadan Multispeciality Hospital',
    registrationNumber: 'MH/HSP/2012/2290',
    contactNumber: '02224561234',
    keyMember: { firstName: 'Farah', lastName: 'Khan', jobTitle: 'Hospital Administrator' },
    address: {
      description: '5 Tulsi Pipe Road, Dadar West',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipcode: '400028',
      latitude: 19.0178,
      longitude: 72.8478,
    },
  },
  {
    loginId: 'ngo@raktsetu.demo',
    type: 'NGO',
    name: 'Jeevan Dhara Foundation',
    registrationNumber: 'DL/NGO/2018/0057',
    contactNumber: '9811054321',
    keyMember: { firstName: 'Harpreet', lastName: 'Singh', jobTitle: 'Programme Director' },
    ngoType: 'ngo',
    address: {
      description: '3rd Floor, 18 Community Centre, Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      zipcode: '110024',
      latitude: 28.5677,
      longitude: 77.2433,
    },
  },
];

export const DEMO_ADMIN = { loginId: 'superadmin@raktsetu.demo', firstName: 'Meera', lastName: 'Iyer' };

/** Seeds the demo accounts into an empty database; returns false when there was already data. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(admins);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(admins).values({
      email: DEMO_ADMIN.loginId,
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      countryCode: '+91',
      permissions: permissionsAtLevel('Full Permission'),
      status: 1,
      passwordHash,
    });
    for (const [index, demo] of DEMO_INSTITUTIONS.entries()) {
      const [institution] = await tx
        .insert(institutions)
        .values({
          name: demo.name,
          type: demo.type,
          registrationNumber: demo.registrationNumber,
          registrationId: `RS-${String(index + 1).padStart(6, '0')}`,
          contactEmail: demo.loginId,
          contactNumber: demo.contactNumber,
          addressDescription: demo.address.description,
          city: demo.address.city,
          state: demo.address.state,
          zipcode: demo.address.zipcode,
          latitude: demo.address.latitude,
          longitude: demo.address.longitude,
          ngoType: demo.ngoType ?? null,
          status: 'Confirmed',
          verifiedAt: new Date(),
        })
        .returning({ id: institutions.id });
      if (!institution) throw new Error('demo institution was not created');
      await tx.insert(users).values({
        institutionId: institution.id,
        firstName: demo.keyMember.firstName,
        lastName: demo.keyMember.lastName,
        email: demo.loginId,
        designation: 'keymember',
        jobTitle: demo.keyMember.jobTitle,
        passwordHash,
      });
    }
  });
  return true;
}

export function demoAccountsText(): string {
  const rows = [
    [DEMO_ADMIN.loginId, 'Super administrator (all permissions)'],
    ...DEMO_INSTITUTIONS.map((demo) => [demo.loginId, `${demo.type} — ${demo.name}`]),
  ];
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...rows.map(([id, what]) => `  ${id?.padEnd(28)} ${what}`),
  ].join('\n');
}
