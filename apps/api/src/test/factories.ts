import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminPermissions,
  FILE_ROUTE,
  type InstitutionType,
  permissionsAtLevel,
  type StoredFile,
} from '@raktsetu/contract';
import type { Db } from '../db/client.js';
import { admins, files, type InstitutionRow, institutions, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';

export const TEST_PASSWORD = 'Test@1234';
let passwordHash: Promise<string> | undefined;
const hashed = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

const unique = () => randomBytes(4).toString('hex');

export async function createInstitution(
  db: Db,
  options: {
    type?: InstitutionType;
    status?: InstitutionRow['status'];
    accessState?: InstitutionRow['accessState'];
    withPassword?: boolean;
    /** Where it stands; MG Road, Pune unless said. */
    position?: { latitude: number; longitude: number };
    /** Its town; Pune, Maharashtra unless said. */
    place?: { city: string; state: string };
  } = {},
) {
  const id = unique();
  const email = `keymember-${id}@example.in`;
  const [institution] = await db
    .insert(institutions)
    .values({
      name: `Test ${options.type ?? 'BloodBank'} ${id}`,
      type: options.type ?? 'BloodBank',
      contactEmail: email,
      contactNumber: '9876543210',
      addressDescription: 'MG Road, Pune',
      city: options.place?.city ?? 'Pune',
      state: options.place?.state ?? 'Maharashtra',
      latitude: options.position?.latitude ?? 18.52,
      longitude: options.position?.longitude ?? 73.85,
      status: options.status ?? 'Confirmed',
      accessState: options.accessState ?? 'Active',
    })
    .returning();
  if (!institution) throw new Error('institution not created');
  const [user] = await db
    .insert(users)
    .values({
      institutionId: institution.id,
      firstName: 'Key',
      lastName: 'Member',
      email,
      passwordHash: options.withPassword === false ? null : await hashed(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { institution, user, loginId: email, password: TEST_PASSWORD };
}

/** A lab member of an institution (the settings wizard adds them), with the test password. */
export async function createLabMember(db: Db, institutionId: string) {
  const email = `lab-${unique()}@example.in`;
  await db.insert(users).values({
    institutionId,
    firstName: 'Lab',
    lastName: 'Technician',
    email,
    designation: 'labMember',
    labName: 'Central Lab',
    passwordHash: await hashed(),
  });
  return { loginId: email, password: TEST_PASSWORD };
}

export async function createAdmin(db: Db, options: { permissions?: AdminPermissions; status?: number } = {}) {
  const email = `admin-${unique()}@example.in`;
  const [admin] = await db
    .insert(admins)
    .values({
      email,
      firstName: 'Test',
      lastName: 'Admin',
      permissions: options.permissions ?? permissionsAtLevel('Full Permission'),
      status: options.status ?? 1,
      passwordHash: await hashed(),
    })
    .returning();
  if (!admin) throw new Error('admin not created');
  return { admin, loginId: email, password: TEST_PASSWORD };
}

/**
 * A file as the upload call records it (the bytes are not needed by the calls that only refer to it).
 * Without an institution it is an upload made while registering, before any account exists.
 */
export async function createUpload(
  db: Db,
  options: { institutionId?: string; extension?: 'pdf' | 'png' } = {},
): Promise<StoredFile> {
  const extension = options.extension ?? 'pdf';
  const storedName = `${randomUUID()}.${extension}`;
  await db.insert(files).values({
    storedName,
    originalName: `certificate.${extension}`,
    mimeType: extension === 'pdf' ? 'application/pdf' : 'image/png',
    sizeBytes: 1234,
    institutionId: options.institutionId ?? null,
  });
  return { name: `certificate.${extension}`, location: `${FILE_ROUTE}/${storedName}` };
}

/** A registration body that passes every check, with its certificate uploaded; override what a test is about. */
export async function registrationBody(db: Db, overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    institutionType: 'BloodBank',
    institutionName: `Jeevan Raksha Blood Bank ${id}`,
    contactNumber: '9876501234',
    contactEmail: `contact-${id}@jeevanraksha.in`,
    registrationNumber: `MH/BB/${id}`,
    address: {
      description: '12 FC Road, Shivajinagar, Pune',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411005',
    },
    attachments: [await createUpload(db)],
    keyMembers: [
      {
        firstName: 'Sunita',
        lastName: 'Patil',
        email: `sunita-${id}@jeevanraksha.in`,
        designation: 'Medical Officer',
      },
    ],
    countryCode: '91',
    ...overrides,
  };
}
