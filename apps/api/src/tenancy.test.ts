import { randomUUID } from 'node:crypto';
import {
  allEndpoints,
  campsEndpoints,
  chatEndpoints,
  donorsEndpoints,
  type EndpointDefinition,
  type InstitutionType,
  indiaToday,
  inventoryEndpoints,
  labEndpoints,
  pathParamNames,
  patientsEndpoints,
  permissionsAtLevel,
  requestsEndpoints,
  settingsEndpoints,
  uploadEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, donations } from './db/schema/index.js';
import {
  addedDonors,
  bloodBankCamp,
  createdCamp,
  donationForm,
  donorData,
  scheduled,
} from './modules/camps/camps.test-support.js';
import {
  donationOf,
  donorReaction,
  issuedAtCounter,
  transfusionReaction,
} from './modules/haemovigilance/haemovigilance.test-support.js';
import { addUnits, institutionIdOf } from './modules/inventory/inventory.test-support.js';
import { acceptedSample, donatedSample, passingResult } from './modules/lab/lab.test-support.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from './test/callers.js';
import { createAdmin, registrationBody } from './test/factories.js';
import { codeIn, lastMailTo } from './test/outbox.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every endpoint that takes an id, found from the contract's definitions: the record is created for its
 * owner, and then asked for by another institution (404, exactly like a missing record) and by an
 * administrator without the area's permission (403). A new endpoint that takes an id joins this test by
 * itself and fails it until it has a fixture below, or a reason why its ids are not anybody's records.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;
const ID_FIELD = /^(_?id|.+Ids?)$/;

/** The fields of an object schema, or of every member of a union of them (a discriminated body). */
function fieldsOf(schema: unknown): string[] {
  const { shape, options } = (schema ?? {}) as { shape?: Record<string, unknown>; options?: unknown[] };
  if (shape) return Object.keys(shape);
  return options ? [...new Set(options.flatMap(fieldsOf))] : [];
}

function idFields(definition: EndpointDefinition): string[] {
  const fields = [definition.query, definition.body].flatMap(fieldsOf);
  return [...pathParamNames(definition.path), ...fields.filter((field) => ID_FIELD.test(field))];
}

/** Ids that name no institution's record, and why. */
const NOT_OWNED: Record<string, string> = {
  'POST /api/institution/login': 'loginId is the e-mail a person signs in with',
  'POST /api/super-admin/login': 'loginId is the e-mail a person signs in with',
  'POST /api/institution/forgot-password': 'loginId is the e-mail a reset code is asked for',
  'POST /api/auth/validate-otp': 'the id of a reset code, which the code itself proves',
  'POST /api/institution/reset-password': 'the id of a reset code, which the code itself proves',
  'POST /api/institution/confirm': 'a set-password link secret',
  'POST /api/auth/validate-link': 'a set-password link secret',
  'POST /api/super-admin/confirm': 'a set-password link secret',
  'POST /api/institution/user/confirm': 'a set-password link secret',
  'POST /api/institution/register': 'referenceId names an entry of the public directory',
  'POST /api/institution/patient/add': "patientId is the hospital's own number for a new patient",
  'POST /api/mobile/auth/verify-otp': 'the id of a sign-in code, which the code itself proves',
  'POST /api/mobile/requests': 'hospitalId names any approved hospital the patient is treated at',
  'POST /api/mobile/requests/cancel':
    "a person's own request: another person gets 404 (modules/mobile/mobile-requests.test.ts)",
  'POST /api/mobile/asks/answer':
    "a person's own ask: another person gets 404 (modules/mobile/mobile-requests.test.ts)",
  'GET /api/mobile/donations/:donationId/certificate':
    "a person's own donation: another person gets 404 (modules/certificates/certificates.test.ts)",
  'POST /api/requests/patient': "patientId is the treating hospital's own number for the patient",
  'POST /api/requests/add': 'institutionId names the approved institution the blood is for, any of them',
  'POST /api/requests/institution/chats/start':
    'institutionId names any approved institution one may write to',
};

interface Fixture {
  /** Creates the record for `owner` and returns the input that names it. */
  create(owner: Caller): Promise<Record<string, unknown>>;
  /** For the owner, the answer when all is well. */
  ok?: number;
  /** For another institution: 404 unless the thing named answers for itself like a missing one. */
  other?: number;
  /** The type of the owner and of the other institution, when the call is for one type only. */
  type?: InstitutionType;
}

let donorCount = 0;
/** A donor added by `owner`, with a number and an e-mail a code can be sent to. */
async function donorOf(owner: Caller): Promise<string> {
  donorCount += 1;
  const suffix = String(donorCount).padStart(4, '0');
  const answer = await owner.call(donorsEndpoints.add, {
    donors: [
      {
        firstName: 'Asha',
        lastName: `Tenant${suffix}`,
        gender: 'Female',
        dateOfBirth: '12/03/1994',
        firstTimeDonor: true,
        mobileNumber: `98765${suffix}0`.slice(0, 10),
        email: `asha.tenant${suffix}@example.in`,
      },
    ],
  });
  return answer.json().content.data[0]._id;
}

/** An upload `owner` started: its second and last part, which another institution must not be able to send. */
async function secondPartOf(
  owner: Caller,
  endpoint: typeof uploadEndpoints.inventory | typeof uploadEndpoints.donors,
) {
  const uploadId = randomUUID();
  const row = (n: number): { row: number; cells: Record<string, string> } =>
    endpoint === uploadEndpoints.inventory
      ? { row: n, cells: { bagId: `T-${uploadId.slice(0, 8)}-${n}` } }
      : { row: n, cells: { firstName: 'Asha' } };
  await owner.call(endpoint, { uploadId, part: 1, parts: 2, rows: [row(2)] });
  return { uploadId, part: 2, parts: 2, rows: [row(3)] };
}

const donorTab = { create: async (owner: Caller) => ({ donorId: await donorOf(owner) }) };

async function pendingInstitutionId(): Promise<string> {
  const body = await registrationBody(t.database.db);
  return (await anonymous(t).send('POST', '/api/institution/register', body)).json().content.data._id;
}

async function uploadedFileName(owner: Caller): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'consent.pdf');
  const [saved] = (await owner.send('POST', '/api/generic/file', form)).json().content.savedFiles;
  return saved.location.split('/').pop();
}

/** A request raised by `raiser` for `hospital`, waiting for that hospital's verification. */
async function pendingRequest(raiser: Caller, hospital: Caller): Promise<string> {
  const answer = await raiser.call(requestsEndpoints.add, {
    units: 2,
    requiredBy: indiaToday(),
    institutionId: await institutionIdOf(hospital),
  });
  return answer.json().content.data._id;
}

/**
 * A verified request the NGO raised for itself, for a patient in a Delhi hospital: it reaches the NGO as its
 * raiser and no other institution in Pune, where the test institutions stand.
 */
async function requestOnlyFor(ngo: Caller): Promise<string> {
  const answer = await ngo.call(requestsEndpoints.add, { units: 2, requiredBy: indiaToday() });
  const id = answer.json().content.data._id;
  await t.database.db
    .update(bloodRequests)
    .set({ hospitalLatitude: 28.61, hospitalLongitude: 77.21 })
    .where(eq(bloodRequests.id, id));
  return id;
}

/** A conversation of `owner` with another institution. */
async function chatRoomOf(owner: Caller): Promise<string> {
  const other = await signedInInstitution(t, { type: 'Hospital' });
  const started = await owner.call(chatEndpoints.start, { institutionId: await institutionIdOf(other) });
  return started.json().content.data.roomId;
}

/** A camp of `owner`'s for today: pending, or scheduled. */
const campOf = (owner: Caller) => createdCamp(owner, bloodBankCamp());
async function scheduledCampOf(owner: Caller) {
  const id = await campOf(owner);
  await scheduled(owner, id);
  return id;
}

/** A donor of `owner`'s assigned to a scheduled camp of `owner`'s, sitting in the chair when `inChair`. */
async function campDonorOf(owner: Caller, inChair: boolean) {
  const campId = await scheduledCampOf(owner);
  const [donorId] = (await addedDonors(owner, [{}])) as [string];
  await owner.call(requestsEndpoints.depute, { type: 'camp', id: campId, donors: [donorId] });
  if (inChair) {
    await owner.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId,
      campId,
      sample: donorData(),
    });
  }
  return { campId, donorId };
}

const FIXTURES: Record<string, Fixture> = {
  // Haemovigilance: the units issued for a patient of the owner's counter, a patient of its list, its donation.
  'POST /api/institution/haemovigilance/transfusion-reactions': {
    create: async (owner) => transfusionReaction(await issuedAtCounter(owner, 1)),
  },
  'GET /api/institution/haemovigilance/issued-units': {
    create: async (owner) => {
      const added = await owner.call(patientsEndpoints.add, {
        firstName: 'Kiran',
        lastName: 'Tenant',
        gender: 'Female',
        email: `kiran.${randomUUID()}@example.in`,
        patientId: `MRN-${randomUUID().slice(0, 8)}`,
      });
      return { patientId: added.json().content.data._id };
    },
  },
  'POST /api/institution/haemovigilance/donor-reactions': {
    create: async (owner) => donorReaction(await donationOf(owner, t.database.db)),
  },
  'GET /api/donation-camp/details': { create: async (owner) => ({ campId: await campOf(owner) }) },
  'POST /api/donation-camp/add': {
    create: async (owner) => {
      const draft = await owner.call(campsEndpoints.add, { status: 'Draft', campName: 'Tenancy draft' });
      return bloodBankCamp({ id: draft.json().content.data._id });
    },
  },
  'POST /api/donation-camp/change-status': {
    create: async (owner) => ({ id: await campOf(owner), action: 'Declined', comments: 'Hall not free' }),
  },
  'POST /api/donation-camp/delete': { create: async (owner) => ({ id: await campOf(owner) }) },
  'GET /api/donation-camp/donors': { create: async (owner) => ({ campId: await campOf(owner) }) },
  'GET /api/exports/camp-donors': {
    create: async (owner) => ({ campId: await campOf(owner), format: 'csv' }),
  },
  'POST /api/donation-camp/donor/change-status': {
    create: async (owner) => ({
      status: 'DonationInProcess',
      ...(await campDonorOf(owner, false)),
      sample: donorData(),
    }),
  },
  'GET /api/donation-camp/inprocess/details': { create: (owner) => campDonorOf(owner, true) },
  'POST /api/institution/donation/add': {
    create: async (owner) => {
      const [donorId] = (await addedDonors(owner, [{}])) as [string];
      return donationForm(donorId, { aadharNo: '678901234567', confirmAadharNo: '678901234567' });
    },
  },
  'POST /api/institution/inventory/change-status': {
    create: async (owner) => ({
      type: 'dispose',
      inventoryIds: await addUnits(owner, 1),
      reason: 'brokenBag',
    }),
  },
  'POST /api/requests/blood-request/send': {
    create: async (owner) => ({ units: 1, requiredBy: indiaToday(), donorIds: [await donorOf(owner)] }),
  },
  'GET /api/institution/donors/depute-candidates': {
    type: 'NGO',
    create: async (owner) => ({ id: await requestOnlyFor(owner) }),
  },
  'POST /api/institution/donors/depute-assign': {
    type: 'NGO',
    create: async (owner) => {
      const added = await owner.call(donorsEndpoints.add, {
        donors: [
          {
            firstName: 'Vikram',
            lastName: `Deputed${++donorCount}`,
            gender: 'Male',
            bloodGroup: 'A+',
            dateOfBirth: '12/03/1990',
            firstTimeDonor: true,
          },
        ],
      });
      return {
        type: 'request',
        id: await requestOnlyFor(owner),
        donationDate: indiaToday(),
        donors: [added.json().content.data[0]._id],
      };
    },
  },
  'POST /api/requests/edit': {
    create: async (owner) => ({
      id: await pendingRequest(owner, await signedInInstitution(t, { type: 'Hospital' })),
      units: 3,
      bloodGroup: 'O+',
      component: 'Whole Blood',
    }),
  },
  'POST /api/requests/change-status': {
    type: 'Hospital',
    create: async (owner) => ({ id: await pendingRequest(await signedInInstitution(t), owner), status: 2 }),
  },
  'GET /api/institution/inventory/unit': {
    create: async (owner) => ({ id: (await addUnits(owner, 1))[0] }),
  },
  'POST /api/institution/inventory/in-processing/change-status': {
    create: async (owner) => {
      const inventoryIds = await addUnits(owner, 6);
      await owner.call(inventoryEndpoints.changeStatus, {
        type: 'process',
        inventoryIds,
        volumes: [{ component: 'Red Cells Packed', volume: 1200 }],
        approximateVolume: 350,
      });
      return { type: 'returnToInventory', inventoryIds };
    },
  },
  'GET /api/super-admin/bloodbank/pending/institution': {
    create: async () => ({ id: await pendingInstitutionId() }),
  },
  'GET /api/super-admin/bloodbank/institution-detail': {
    create: async () => ({ id: await pendingInstitutionId() }),
  },
  'POST /api/super-admin/action/institution': {
    create: async () => {
      const target = await signedInInstitution(t);
      return { institutionId: target.account.institution.id, comment: 'Tenancy check', state: 'Blocked' };
    },
  },
  'POST /api/institution/verify': {
    create: async () => ({ id: await pendingInstitutionId(), status: 'declined', reason: 'Tenancy check' }),
  },
  'GET /api/super-admin/bloodbank/admin/details': {
    create: async () => ({ id: (await createAdmin(t.database.db)).admin.id }),
  },
  'POST /api/super-admin/bloodbank/admin/update': {
    create: async () => ({
      id: (await createAdmin(t.database.db, { permissions: permissionsAtLevel('None') })).admin.id,
      personalInfo: {
        mobileNumber: '9822012345',
        addressDetails: { country: 'India', address: '1 MG Road', state: 'Maharashtra', district: 'Pune' },
      },
      details: { permissions: permissionsAtLevel('View Only') },
    }),
  },
  'POST /api/super-admin/bloodbank/admin/change-status': {
    create: async () => ({
      id: (await createAdmin(t.database.db, { status: 2 })).admin.id,
      action: 'activate',
    }),
  },
  'GET /api/super-admin/audit': {
    create: async () => ({ institutionId: (await signedInInstitution(t)).account.institution.id }),
  },
  'GET /api/exports/audit': {
    create: async () => ({
      institutionId: (await signedInInstitution(t)).account.institution.id,
      format: 'csv',
    }),
  },
  // A user of the platform is a person any institution added or the app signed up; only the area's flags decide.
  'GET /api/super-admin/bloodbank/user-details': {
    create: async () => ({ id: await donorOf(await signedInInstitution(t)) }),
  },
  'POST /api/super-admin/bloodbank/blockuser': {
    create: async () => ({
      donorId: await donorOf(await signedInInstitution(t)),
      blockType: 'permanently',
      reason: 'Unruly behaviour',
    }),
  },
  'POST /api/super-admin/bloodbank/unblockuser': {
    create: async (allowed) => {
      const donorId = await donorOf(await signedInInstitution(t));
      const body = { donorId, blockType: 'permanently', reason: 'Unruly behaviour' };
      await allowed.send('POST', '/api/super-admin/bloodbank/blockuser', body);
      return { donorId, reason: 'Tenancy check' };
    },
  },
  'GET /api/generic/file/:name': { create: async (owner) => ({ name: await uploadedFileName(owner) }) },
  'GET /api/auth/get-profile': donorTab,
  'POST /api/institution/lab-results/correct': {
    create: async (owner) => {
      const { sampleId } = await acceptedSample(owner);
      const entry = passingResult(sampleId);
      const saved = await owner.call(labEndpoints.add, { labs: [entry] });
      return {
        id: saved.json().content.data[0]._id,
        reason: 'Transcription error',
        bloodGroup: entry.bloodGroup,
        labResults: entry.labResults,
      };
    },
  },
  'GET /api/requests/institution/chats/messages': {
    create: async (owner) => ({ roomId: await chatRoomOf(owner) }),
  },
  'POST /api/requests/institution/chats/read': {
    create: async (owner) => ({ roomId: await chatRoomOf(owner) }),
  },
  'GET /api/institution/delete-keymembers': {
    create: async (owner) => {
      const added = await owner.call(settingsEndpoints.addKeyMember, {
        labName: 'Serology',
        firstName: 'Tenant lab member',
        email: `lab.${randomUUID()}@example.in`,
      });
      return { id: added.json().content.data._id };
    },
  },
  'POST /api/institution/inventory/upload': {
    create: (owner) => secondPartOf(owner, uploadEndpoints.inventory),
  },
  'POST /api/institution/donors/upload': { create: (owner) => secondPartOf(owner, uploadEndpoints.donors) },
  'GET /api/institution/donation-history/list': donorTab,
  'GET /api/institution/donors/:donorId/donations/:donationId/certificate': {
    create: async (owner) => {
      const { donorId, unitId } = await donatedSample(owner);
      const [donation] = await t.database.db.select().from(donations).where(eq(donations.unitId, unitId));
      return { donorId, donationId: donation?.id };
    },
  },
  'GET /api/institution/lab-results/list': donorTab,
  'GET /api/institution/medicalhistory/list': donorTab,
  'GET /api/institution/donor/remarks': donorTab,
  'GET /api/institution/donor-otp/send': donorTab,
  'POST /api/institution/donor/remarks/add': {
    create: async (owner) => ({
      donorId: await donorOf(owner),
      doctorName: 'Dr Rao',
      event: 'Camp',
      comment: 'Fine',
    }),
  },
  'POST /api/institution/donor/change-status': {
    create: async (owner) => ({
      donorId: await donorOf(owner),
      status: 'Decline',
      reason: 'Due to donor health',
    }),
  },
  'POST /api/requests/blockuser': {
    create: async (owner) => ({
      donorId: await donorOf(owner),
      blockType: 'permanently',
      reason: 'Unruly behaviour',
    }),
  },
  'POST /api/requests/unblockuser': {
    create: async (owner) => {
      const donorId = await donorOf(owner);
      await owner.call(donorsEndpoints.block, {
        donorId,
        blockType: 'permanently',
        reason: 'Unruly behaviour',
      });
      return { donorId, reason: 'Apologised and counselled' };
    },
  },
  // A code sent for one institution is no code at all for another: "Invalid OTP", as for an unknown one.
  'POST /api/institution/donor-otp/validate': {
    other: 400,
    create: async (owner) => {
      const donorId = await donorOf(owner);
      const id = (await owner.call(donorsEndpoints.sendOtp, { donorId })).json().content.data.id;
      return {
        id,
        otp: codeIn(await lastMailTo(t, `asha.tenant${String(donorCount).padStart(4, '0')}@example.in`)),
      };
    },
  },
};

const idTaking = allEndpoints().filter((definition) => idFields(definition).length > 0);

describe('every endpoint that takes an id has a tenancy check', () => {
  it.each(idTaking.map((d) => [keyOf(d), d] as const))('%s', (key) => {
    expect(
      FIXTURES[key] ?? NOT_OWNED[key],
      `${key} takes an id: add a fixture to tenancy.test.ts, or say why its ids are nobody's records`,
    ).toBeDefined();
  });
});

const checked = idTaking.filter((definition) => FIXTURES[keyOf(definition)]);

describe("another's record is not there", () => {
  it.each(checked.filter((d) => d.auth.kind !== 'admin').map((d) => [keyOf(d), d] as const))(
    '%s: another institution gets 404 (and changes nothing), the owner gets its answer',
    async (key, definition) => {
      const type = FIXTURES[key]?.type;
      const owner = await signedInInstitution(t, { type });
      const other = await signedInInstitution(t, { type });
      const input = await (FIXTURES[key] as Fixture).create(owner);
      // The other institution first: its attempt must change nothing the owner then relies on.
      const response = await other.call(definition, input as never);
      const refused = FIXTURES[key]?.other ?? 404;
      expect(response.statusCode).toBe(refused);
      expect(response.json().code).toBe(refused);
      expect((await owner.call(definition, input as never)).statusCode).toBe(FIXTURES[key]?.ok ?? 200);
    },
  );

  it.each(checked.filter((d) => d.auth.kind === 'admin').map((d) => [keyOf(d), d] as const))(
    '%s: an administrator with the permission may, one without it and any institution get 403',
    async (key, definition) => {
      const allowed = await signedInAdmin(t);
      const input = await (FIXTURES[key] as Fixture).create(allowed);
      const none = await signedInAdmin(t, 'None');
      const institution = await signedInInstitution(t);
      expect((await none.call(definition, input as never)).statusCode).toBe(403);
      expect((await institution.call(definition, input as never)).statusCode).toBe(403);
      expect((await allowed.call(definition, input as never)).statusCode).toBe(FIXTURES[key]?.ok ?? 200);
    },
  );
});
