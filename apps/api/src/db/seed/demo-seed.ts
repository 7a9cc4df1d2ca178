import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DECLARATIONS,
  FILE_ROUTE,
  hasFullMenu,
  type InstitutionType,
  infrastructureFor,
  LAB_MEMBER_DESIGNATION,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { admins, files, institutions, users } from '../schema/index.js';
import { insertPopulation } from './bulk-insert.js';
import { DEMO_ADMINS, seedDemoAdmins } from './demo-admins.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoCamps } from './demo-camps.js';
import { demoCertificatePdf } from './demo-certificate.js';
import { type ChatInstitution, seedDemoChat } from './demo-chat.js';
import { seedDemoDonorNotices } from './demo-donor-notices.js';
import { seedDemoHaemovigilance } from './demo-haemovigilance.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoLab } from './demo-lab.js';
import { seedDemoPlatformUsers } from './demo-platform-users.js';
import { seedDemoRatings } from './demo-ratings.js';
import { seedDemoReports } from './demo-reports.js';
import { demoSettings } from './demo-settings.js';
import { generatePopulation, type PopulationInstitution, todayInIndia } from './people-generator.js';

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
  /** Donors it knows and patients it has in the demo population. */
  people?: { donors: number; patients: number };
}

/**
 * The demo population is drawn from this seed, so every fresh start has the same donors and patients
 * (their dates move with the day of the start, so the demo never looks stale).
 */
export const DEMO_PEOPLE_SEED = 'raktsetu-demo-2026';

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
    people: { donors: 600, patients: 30 },
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
    people: { donors: 600, patients: 250 },
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
    people: { donors: 200, patients: 300 },
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
    people: { donors: 400, patients: 0 },
  },
  // Neighbours in the Pune–Mumbai region, so transfers, nearby searches and shared donors have someone
  // within 25 km: Chinchwad and Hadapsar are 15 and 11 km from Sahyadri, Vashi 17 km from Seva Sadan.
  {
    loginId: 'indrayani.bloodbank@raktsetu.demo',
    type: 'BloodBank',
    name: 'Indrayani Blood Bank',
    registrationNumber: 'MH/BB/2020/0733',
    contactNumber: '9890245671',
    keyMember: { firstName: 'Sachin', lastName: 'Kulkarni', jobTitle: 'Blood Bank Officer' },
    address: {
      description: 'Survey No. 112, Old Mumbai–Pune Highway, Chinchwad',
      city: 'Pimpri-Chinchwad',
      state: 'Maharashtra',
      zipcode: '411033',
      latitude: 18.6431,
      longitude: 73.7925,
    },
    people: { donors: 300, patients: 15 },
  },
  {
    loginId: 'navjeevan.bloodbank@raktsetu.demo',
    type: 'BloodBank',
    name: 'Navjeevan Blood Bank',
    registrationNumber: 'MH/BB/2017/0561',
    contactNumber: '9820345612',
    keyMember: { firstName: 'Sunita', lastName: 'Naik', jobTitle: 'Medical Officer' },
    address: {
      description: 'Plot 23, Sector 17, Vashi',
      city: 'Navi Mumbai',
      state: 'Maharashtra',
      zipcode: '400703',
      latitude: 19.0745,
      longitude: 72.9978,
    },
    people: { donors: 300, patients: 15 },
  },
  {
    loginId: 'shivneri.hospital@raktsetu.demo',
    type: 'Hospital',
    name: 'Shivneri Multispeciality Hospital',
    registrationNumber: 'MH/HSP/2015/1874',
    contactNumber: '02026874455',
    keyMember: { firstName: 'Prakash', lastName: 'Jadhav', jobTitle: 'Medical Director' },
    address: {
      description: 'Solapur Road, Hadapsar',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411028',
      latitude: 18.503,
      longitude: 73.9255,
    },
    people: { donors: 100, patients: 200 },
  },
];

/**
 * Registrations waiting for the super administrator, so a newcomer can try approval on a fresh start. Their
 * key members have no password until approved; the approval mail arrives in the outbox.
 */
export const DEMO_PENDING: DemoInstitution[] = [
  {
    loginId: 'sanjeevani.bloodbank@raktsetu.demo',
    type: 'BloodBank',
    name: 'Sanjeevani Blood Bank',
    registrationNumber: 'GJ/BB/2021/0188',
    contactNumber: '9825011223',
    keyMember: { firstName: 'Kiran', lastName: 'Patel', jobTitle: 'Blood Bank Officer' },
    address: {
      description: '7 Ashram Road, Navrangpura',
      city: 'Ahmedabad',
      state: 'Gujarat',
      zipcode: '380009',
      latitude: 23.0365,
      longitude: 72.5611,
    },
  },
  {
    loginId: 'arogya.hospital@raktsetu.demo',
    type: 'Hospital',
    name: 'Arogya Nursing Home',
    registrationNumber: 'TN/HSP/2017/3310',
    contactNumber: '04424345566',
    keyMember: { firstName: 'Lakshmi', lastName: 'Narayanan', jobTitle: 'Medical Director' },
    address: {
      description: '41 Cathedral Road, Gopalapuram',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipcode: '600086',
      latitude: 13.0474,
      longitude: 80.2554,
    },
  },
  {
    loginId: 'raktdaan.seva@raktsetu.demo',
    type: 'NGO',
    name: 'Raktdaan Seva Samiti',
    registrationNumber: 'UP/NGO/2020/0914',
    contactNumber: '9415022334',
    keyMember: { firstName: 'Amit', lastName: 'Srivastava', jobTitle: 'Secretary' },
    ngoType: 'campOrganiser',
    address: {
      description: '12 Hazratganj, Near GPO',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      zipcode: '226001',
      latitude: 26.8506,
      longitude: 80.9462,
    },
  },
];

/**
 * The demo blood centres' stock: unit-number facility code, bag prefix and how many units are on their shelves.
 * The first two, both in Pune, have units travelling between them; the hospitals send their verified requests
 * to the centre named beside them.
 */
const DEMO_STOCK: Record<string, { facilityCode: string; bagPrefix: string; liveUnits: number }> = {
  'bloodbank@raktsetu.demo': { facilityCode: 'P0412', bagPrefix: 'SBC', liveUnits: 260 },
  'indrayani.bloodbank@raktsetu.demo': { facilityCode: 'P0518', bagPrefix: 'IBB', liveUnits: 160 },
  'both@raktsetu.demo': { facilityCode: 'K0233', bagPrefix: 'LHB', liveUnits: 200 },
  'navjeevan.bloodbank@raktsetu.demo': { facilityCode: 'M0871', bagPrefix: 'NBB', liveUnits: 180 },
};
/**
 * The demo hospitals' requests: `centre` is the blood centre its patients' relatives went to, which raised the
 * requests waiting for the hospital's verification; `fillsAt` the one its first verified request is addressed
 * to (the others reach every centre within 50 km). The hospital with a blood bank (Both) treats patients too.
 */
const DEMO_REQUESTS: Record<string, { centre: string; fillsAt: string }> = {
  'shivneri.hospital@raktsetu.demo': {
    centre: 'bloodbank@raktsetu.demo',
    fillsAt: 'bloodbank@raktsetu.demo',
  },
  'hospital@raktsetu.demo': {
    centre: 'navjeevan.bloodbank@raktsetu.demo',
    fillsAt: 'navjeevan.bloodbank@raktsetu.demo',
  },
  'both@raktsetu.demo': { centre: 'bloodbank@raktsetu.demo', fillsAt: 'both@raktsetu.demo' },
};

export const DEMO_ADMIN = { loginId: 'superadmin@raktsetu.demo', firstName: 'Meera', lastName: 'Iyer' };

/** A lab member of Sahyadri Blood Centre: the lab screens and nothing else (docs/decisions/0047). */
export const DEMO_LAB_MEMBER = {
  loginId: 'lab@raktsetu.demo',
  institutionLoginId: 'bloodbank@raktsetu.demo',
  firstName: 'Kavita',
  lastName: 'Deshmukh',
  testedBy: 'Kavita Deshmukh, Lab Technician',
  labName: 'Sahyadri Central Laboratory',
};

function institutionValues(demo: DemoInstitution, registrationId: string) {
  return {
    name: demo.name,
    type: demo.type,
    registrationNumber: demo.registrationNumber,
    registrationId,
    contactEmail: demo.loginId,
    contactNumber: demo.contactNumber,
    addressDescription: demo.address.description,
    city: demo.address.city,
    state: demo.address.state,
    zipcode: demo.address.zipcode,
    latitude: demo.address.latitude,
    longitude: demo.address.longitude,
    ngoType: demo.ngoType ?? null,
  };
}

function keyMemberValues(demo: DemoInstitution, institutionId: string) {
  return {
    institutionId,
    firstName: demo.keyMember.firstName,
    lastName: demo.keyMember.lastName,
    email: demo.loginId,
    designation: 'keymember',
    jobTitle: demo.keyMember.jobTitle,
  };
}

/** Writes the certificate's bytes where uploads live and returns the file as registration attached it. */
async function demoCertificate(uploadsDir: string, demo: DemoInstitution) {
  const storedName = `${randomUUID()}.pdf`;
  const bytes = demoCertificatePdf([
    'Certificate of Registration (demo)',
    demo.name,
    `Registration number ${demo.registrationNumber}`,
    `${demo.address.description}, ${demo.address.city}, ${demo.address.state} ${demo.address.zipcode}`,
    'Issued for the RaktSetu demonstration; not a real licence.',
  ]);
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(path.join(uploadsDir, storedName), bytes);
  const originalName = `${demo.registrationNumber.replaceAll('/', '-')} certificate.pdf`;
  return { storedName, originalName, bytes };
}

/**
 * Seeds the demo accounts into an empty database, and pending registrations with their certificates into
 * `uploadsDir`; returns false when there was already data.
 */
export async function seedDemoData(
  db: Db,
  uploadsDir: string,
  options: { today?: string; publicUrl?: string } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(admins);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const population: PopulationInstitution[] = [];
    const seeded = new Map<string, { id: string; userId: string; name: string }>();
    await tx.insert(admins).values({
      email: DEMO_ADMIN.loginId,
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      countryCode: '+91',
      permissions: permissionsAtLevel('Full Permission'),
      status: 1,
      passwordHash,
    });
    await seedDemoAdmins(tx, { addedBy: DEMO_ADMIN.loginId, passwordHash });
    for (const [index, demo] of DEMO_INSTITUTIONS.entries()) {
      const [institution] = await tx
        .insert(institutions)
        .values({
          ...institutionValues(demo, `RS-${String(index + 1).padStart(6, '0')}`),
          // The first blood centres saved their settings wizard; the others have yet to.
          ...(index < 2 &&
            hasFullMenu(demo.type) && {
              settings: demoSettings(
                index === 0 ? 900 : 450,
                `MH/FDA/28C/${2016 + index}/${demo.registrationNumber.slice(-3)}`,
              ),
            }),
          status: 'Confirmed',
          verifiedAt: new Date(),
        })
        .returning({ id: institutions.id });
      if (!institution) throw new Error('demo institution was not created');
      const [keyMember] = await tx
        .insert(users)
        .values({ ...keyMemberValues(demo, institution.id), passwordHash })
        .returning({ id: users.id });
      seeded.set(demo.loginId, { id: institution.id, userId: keyMember?.id ?? '', name: demo.name });
      if (demo.people) {
        population.push({
          institution: {
            id: institution.id,
            name: demo.name,
            type: demo.type,
            city: demo.address.city,
            latitude: demo.address.latitude,
            longitude: demo.address.longitude,
            staffUserId: keyMember?.id ?? null,
          },
          ...demo.people,
        });
      }
    }
    // In the same transaction: a start that fails half-way leaves an empty database, seeded again next time.
    const today = options.today ?? todayInIndia();
    const people = generatePopulation({ seed: DEMO_PEOPLE_SEED, today, institutions: population });
    await insertPopulation(tx, people);
    const positionOf = (loginId: string) => {
      const { address } = DEMO_INSTITUTIONS.find((demo) => demo.loginId === loginId) ?? {};
      if (!address) throw new Error(`no demo institution ${loginId}`);
      return { latitude: address.latitude, longitude: address.longitude, description: address.description };
    };
    const found = (loginId: string) => {
      const institution = seeded.get(loginId);
      if (!institution) throw new Error(`no demo institution ${loginId}`);
      return institution;
    };
    await seedDemoInventory(tx, {
      seed: DEMO_PEOPLE_SEED,
      today,
      population: people,
      centres: Object.entries(DEMO_STOCK).map(([loginId, stock]) => ({ ...found(loginId), ...stock })),
      hospitals: Object.entries(DEMO_REQUESTS).map(([loginId, { centre, fillsAt }]) => ({
        ...found(loginId),
        position: positionOf(loginId),
        centreId: found(centre).id,
        fillsAtId: found(fillsAt).id,
      })),
      ngos: ['ngo@raktsetu.demo'].map((loginId) => ({ ...found(loginId), position: positionOf(loginId) })),
    });
    // Plans, the centres' subscriptions and the charges of the units already issued (both Transaction tabs).
    await seedDemoBilling(tx, {
      today,
      subscribers: (
        [
          ['bloodbank@raktsetu.demo', 'Standard 1000', 25],
          ['both@raktsetu.demo', 'Regional 2500', 40],
          ['indrayani.bloodbank@raktsetu.demo', 'Starter 500', 21],
          ['navjeevan.bloodbank@raktsetu.demo', 'Starter 500', 35],
        ] as const
      ).map(([loginId, plan, daysAgo]) => ({ institutionId: found(loginId).id, plan, daysAgo })),
    });
    await seedDemoRatings(tx, {
      today,
      institutionIds: [...seeded.values()].map((institution) => institution.id),
    });
    const campInstitution = (loginId: string) => {
      const demo = DEMO_INSTITUTIONS.find((d) => d.loginId === loginId) as DemoInstitution;
      return { ...found(loginId), type: demo.type, ...demo.address };
    };
    await seedDemoCamps(tx, {
      today,
      centres: Object.keys(DEMO_STOCK).map(campInstitution),
      ngo: campInstitution('ngo@raktsetu.demo'),
      todayCampsAt: ['bloodbank@raktsetu.demo', 'both@raktsetu.demo'].map((loginId) => found(loginId).id),
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    });
    await seedDemoDonorNotices(tx, today);
    await seedDemoLab(tx, {
      today,
      centres: [
        { ...found('bloodbank@raktsetu.demo'), testedBy: DEMO_LAB_MEMBER.testedBy, code: 'SBC' },
        { ...found('both@raktsetu.demo'), testedBy: 'Dr. Ramesh Iyer', code: 'LHB' },
      ],
    });
    // After the issues and the donations they are recorded against.
    await seedDemoHaemovigilance(tx, {
      today,
      centres: ['bloodbank@raktsetu.demo', 'both@raktsetu.demo'].map(found),
      hospitalIssue: {
        centre: found('bloodbank@raktsetu.demo'),
        hospital: found('shivneri.hospital@raktsetu.demo'),
      },
    });
    // Last month's and this month's registers, for the reports screen (issue 17 item 2b).
    await seedDemoReports(tx, {
      today,
      centres: [
        { ...found('bloodbank@raktsetu.demo'), code: 'SBC', testedBy: DEMO_LAB_MEMBER.testedBy },
        { ...found('both@raktsetu.demo'), code: 'LHB', testedBy: 'Dr. Ramesh Iyer' },
      ],
    });
    const chatter = (loginId: string): ChatInstitution => {
      const demo = DEMO_INSTITUTIONS.find((d) => d.loginId === loginId) as DemoInstitution;
      return { ...found(loginId), type: demo.type };
    };
    const sahyadri = chatter('bloodbank@raktsetu.demo');
    const shivneri = chatter('shivneri.hospital@raktsetu.demo');
    const indrayani = chatter('indrayani.bloodbank@raktsetu.demo');
    const lakeview = chatter('both@raktsetu.demo');
    await seedDemoChat(tx, [
      {
        between: [sahyadri, shivneri],
        startedMinutesAgo: 95,
        readByFirst: false,
        lines: [
          [1, 'Good morning. Our ICU patient Mr. Kale needs 2 units of O- PRBC before surgery at 2 pm.'],
          [
            0,
            'We have 3 O- units released today. Please raise the request on RaktSetu and we will cross-match.',
          ],
          [1, 'Request raised. Can your van deliver by 1 pm?'],
          [1, 'Also, do you have any AB+ FFP in stock for tomorrow?'],
        ],
      },
      {
        between: [sahyadri, indrayani],
        startedMinutesAgo: 600,
        readByFirst: true,
        lines: [
          [
            0,
            'We are sending 3 units of B+ whole blood in transfer; please accept the receipt when they arrive.',
          ],
          [1, 'Received the call. Our driver will collect them at 4 pm.'],
          [0, 'Thank you. The bags are packed at 4 °C with the temperature log.'],
        ],
      },
      {
        between: [lakeview, sahyadri],
        startedMinutesAgo: 2000,
        readByFirst: true,
        lines: [
          [0, 'Do you share your platelet apheresis SOP? We are validating ours next week.'],
          [1, 'Yes, I will attach it here once our quality manager signs the latest revision.'],
        ],
      },
    ]);
    // Sahyadri's lab technician signs in to the lab screens only.
    await tx.insert(users).values({
      institutionId: found(DEMO_LAB_MEMBER.institutionLoginId).id,
      firstName: DEMO_LAB_MEMBER.firstName,
      lastName: DEMO_LAB_MEMBER.lastName,
      email: DEMO_LAB_MEMBER.loginId,
      designation: LAB_MEMBER_DESIGNATION,
      labName: DEMO_LAB_MEMBER.labName,
      passwordHash,
    });
    // A few users blocked on the platform, so /Super-Admin/Users shows Blocked rows.
    await seedDemoPlatformUsers(tx, { uploadsDir });
    for (const [index, demo] of DEMO_PENDING.entries()) {
      const certificate = await demoCertificate(uploadsDir, demo);
      const [institution] = await tx
        .insert(institutions)
        .values({
          ...institutionValues(demo, `RS-${String(DEMO_INSTITUTIONS.length + index + 1).padStart(6, '0')}`),
          status: 'Pending',
          // Registered over the last few days, newest last, as a real queue looks.
          addedAt: new Date(Date.now() - (DEMO_PENDING.length - index) * 26 * 3_600_000),
          attachments: [
            { name: certificate.originalName, location: `${FILE_ROUTE}/${certificate.storedName}` },
          ],
          infrastructure: infrastructureFor(demo.type).map((item) => item.key),
          declarations: DECLARATIONS.map((item) => item.key),
        })
        .returning({ id: institutions.id });
      if (!institution) throw new Error('demo registration was not created');
      await tx.insert(files).values({
        storedName: certificate.storedName,
        originalName: certificate.originalName,
        mimeType: 'application/pdf',
        sizeBytes: certificate.bytes.length,
        institutionId: institution.id,
      });
      // No password until approved: the approval mail carries the link to set one.
      await tx.insert(users).values(keyMemberValues(demo, institution.id));
    }
  });
  return true;
}

export function demoAccountsText(): string {
  const rows = [
    [DEMO_ADMIN.loginId, 'Super administrator (all permissions)'],
    ...DEMO_ADMINS.filter((demo) => demo.status === 1).map((demo) => [
      demo.loginId,
      `${demo.role.charAt(0).toUpperCase()}${demo.role.slice(1)}`,
    ]),
    ...DEMO_INSTITUTIONS.map((demo) => [demo.loginId, `${demo.type} — ${demo.name}`]),
    [DEMO_LAB_MEMBER.loginId, `Lab member — ${DEMO_LAB_MEMBER.labName} (the lab screens only)`],
  ];
  const donors = DEMO_INSTITUTIONS.reduce((sum, demo) => sum + (demo.people?.donors ?? 0), 0);
  const patients = DEMO_INSTITUTIONS.reduce((sum, demo) => sum + (demo.people?.patients ?? 0), 0);
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...rows.map(([id, what]) => `  ${id?.padEnd(34)} ${what}`),
    `The institutions know ${donors} donors (more are on the app nearby) and have ${patients} patients.`,
    `${DEMO_PENDING.length} registrations wait for approval under Institutions → Pending For Verification.`,
  ].join('\n');
}
