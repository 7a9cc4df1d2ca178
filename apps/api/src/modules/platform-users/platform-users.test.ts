import {
  indiaToday,
  MESSAGES,
  MOBILE_MESSAGES,
  mobileEndpoints,
  PLATFORM_USER_MESSAGES,
  type PlatformUserListQuery,
  permissionsAtLevel,
  platformUsersEndpoints,
} from '@raktsetu/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  bloodRequests,
  donationRecords,
  inventoryUnits,
  people,
  sessions,
} from '../../db/schema/index.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newNumber, signUpInApp, smsCodeTo } from '../mobile/mobile.test-support.js';

let t: TestApp;
let admin: Caller & Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

let serial = 0;
/** A person on the platform as a desk or the app would have stored them. */
async function addPerson(values: Partial<typeof people.$inferInsert> = {}) {
  serial += 1;
  const [person] = await t.database.db
    .insert(people)
    .values({
      donorCode: `D77${String(serial).padStart(5, '0')}`,
      firstName: 'Meena',
      lastName: `Kadam${serial}`,
      gender: 'Female',
      dateOfBirth: '1992-05-14',
      bloodGroup: 'B+',
      mobileNumber: newNumber(),
      ...values,
    })
    .returning();
  if (!person) throw new Error('person not stored');
  return person;
}

const list = (caller: Caller, query: PlatformUserListQuery = {}) =>
  caller.call(platformUsersEndpoints.list, query);
const names = (response: Awaited<ReturnType<typeof list>>) =>
  response.json().content.data.map((row: { firstName: string }) => row.firstName);
const block = (caller: Caller, input: Record<string, unknown>) =>
  caller.call(platformUsersEndpoints.block, input as never);
const unblock = (caller: Caller, input: Record<string, unknown>) =>
  caller.call(platformUsersEndpoints.unblock, input as never);
const detail = async (id: string) => (await admin.call(platformUsersEndpoints.details, { id })).json();

// Twelve of one family, a day apart: their names, donor IDs, numbers and e-mails start alike, so the search
// finds just them, and their surnames run backwards so that sorting by surname turns the list round.
const FIRST_NAMES = [
  'Aarav',
  'Bhavna',
  'Chetan',
  'Deepa',
  'Eshan',
  'Farida',
  'Gaurav',
  'Harini',
  'Ishaan',
  'Jaya',
  'Kabir',
  'Lata',
];
const GROUPS = ['O+', 'A-', 'B+', 'AB+'] as const;
const family: Record<string, string> = {};

beforeAll(async () => {
  for (const [i, firstName] of FIRST_NAMES.entries()) {
    const person = await addPerson({
      donorCode: `D99000${String(i).padStart(2, '0')}`,
      firstName,
      lastName: `Qadrix${'LKJIHGFEDCBA'[i]}`,
      bloodGroup: GROUPS[i % GROUPS.length],
      mobileNumber: `99001000${String(i).padStart(2, '0')}`,
      email: `${firstName.toLowerCase()}.qadrix@example.in`,
      addedAt: new Date(Date.UTC(2025, 0, 1 + i, 9)),
      addressDescription: '14 Karve Road',
      landmark: 'Near Nal Stop',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      // Never to be shown back: the Aadhaar's keyed hash and last digits, and the self-assessment.
      aadhaarHash: `hash-${firstName}-secret`,
      aadhaarLast4: '4321',
      questionnaire: { tattoo: { answer: 'yes', date: '2024-12-01' } },
      deferralReason: 'Tattoo within 12 months',
    });
    family[firstName] = person.id;
  }
  const bank = await signedInInstitution(t);
  const aarav = family.Aarav as string;
  await t.database.db.insert(donationRecords).values(
    ['2024-03-02', '2024-09-10'].map((donatedOn) => ({
      personId: aarav,
      institutionId: bank.account.institution.id,
      donatedOn,
      component: 'Whole Blood',
    })),
  );
  // Her second donation was separated: red cells and plasma went to two patients, the platelets are on a shelf.
  await t.database.db.insert(inventoryUnits).values(
    (
      [
        ['Packed Red Blood Cells', 'issued'],
        ['Fresh Frozen Plasma', 'issued'],
        ['Platelets Random Donor', 'available'],
      ] as const
    ).map(([component, state], n) => ({
      institutionId: bank.account.institution.id,
      originInstitutionId: bank.account.institution.id,
      bagId: `QADRIX-${n}`,
      personId: aarav,
      bloodGroup: 'O+',
      component,
      volumeMl: 200,
      storedIn: 'Refrigerator 1',
      collectionDate: '2024-09-10',
      expiryDate: '2024-10-20',
      state,
      screening: 'released' as const,
    })),
  );
  await t.database.db.insert(bloodRequests).values({
    raisedByPersonId: aarav,
    bloodGroup: 'O+',
    component: 'Whole Blood',
    units: 2,
    firstName: 'Sushila',
    lastName: 'Qadrix',
  });
});

describe('the list of users: search, filter, sort and pages, all in the database', () => {
  it('searches by the start of a name, newest first, ten to a page', async () => {
    const first = await list(admin, { search: 'qadrix' });
    expect(first.json()).toMatchObject({ code: 200, content: { total: 12 } });
    expect(names(first)).toEqual([
      'Lata',
      'Kabir',
      'Jaya',
      'Ishaan',
      'Harini',
      'Gaurav',
      'Farida',
      'Eshan',
      'Deepa',
      'Chetan',
    ]);
    const second = await list(admin, { search: 'qadrix', page: 2 });
    expect(names(second)).toEqual(['Bhavna', 'Aarav']);
    expect(second.json().content.total).toBe(12);
    const beyond = await list(admin, { search: 'qadrix', page: 3 });
    expect(beyond.json().content).toEqual({ data: [], total: 12 });
  });

  it('finds a person by the start of their donor ID, mobile number or e-mail, or first and last name', async () => {
    expect(names(await list(admin, { search: 'd990000' }))).toEqual([
      'Jaya',
      'Ishaan',
      'Harini',
      'Gaurav',
      'Farida',
      'Eshan',
      'Deepa',
      'Chetan',
      'Bhavna',
      'Aarav',
    ]);
    expect(names(await list(admin, { search: '9900100005' }))).toEqual(['Farida']);
    expect(names(await list(admin, { search: 'BHAVNA.QADRIX@' }))).toEqual(['Bhavna']);
    expect(names(await list(admin, { search: 'gaurav qadrixf' }))).toEqual(['Gaurav']);
    // Only the start: the middle of a name finds nobody, and % is a letter, not a wildcard.
    expect((await list(admin, { search: 'adrix' })).json().content.total).toBe(0);
    expect((await list(admin, { search: '%adrix' })).json().content.total).toBe(0);
  });

  it('filters by blood group, All meaning every group', async () => {
    expect(names(await list(admin, { search: 'qadrix', bloodGroup: 'O+' }))).toEqual([
      'Ishaan',
      'Eshan',
      'Aarav',
    ]);
    expect((await list(admin, { search: 'qadrix', bloodGroup: 'All' })).json().content.total).toBe(12);
  });

  it('sorts by first name, surname, donor ID and blood group, either way', async () => {
    const byFirst = await list(admin, { search: 'qadrix', sort: 'firstName', order: 'asc', limit: 3 });
    expect(names(byFirst)).toEqual(['Aarav', 'Bhavna', 'Chetan']);
    const byFirstDown = await list(admin, { search: 'qadrix', sort: 'firstName', order: 'desc', limit: 3 });
    expect(names(byFirstDown)).toEqual(['Lata', 'Kabir', 'Jaya']);
    const bySurname = await list(admin, { search: 'qadrix', sort: 'lastName', order: 'asc', limit: 3 });
    expect(names(bySurname)).toEqual(['Lata', 'Kabir', 'Jaya']);
    const byDonorId = await list(admin, { search: 'qadrix', sort: 'donorId', order: 'desc', limit: 2 });
    expect(names(byDonorId)).toEqual(['Lata', 'Kabir']);
    // A-, AB+, B+, O+; within a group the oldest first.
    const byGroup = await list(admin, { search: 'qadrix', sort: 'bloodGroup', order: 'asc', limit: 4 });
    expect(names(byGroup)).toEqual(['Bhavna', 'Farida', 'Jaya', 'Deepa']);
  });

  it('refuses a sort on a column that is not indexed, and a page size beyond 100', async () => {
    expect((await admin.send('GET', '/api/super-admin/bloodbank/users?sort=city')).statusCode).toBe(400);
    expect((await admin.send('GET', '/api/super-admin/bloodbank/users?limit=500')).statusCode).toBe(400);
  });

  it('shows the spec’s fields with the counts of the page’s people, and never Aadhaar or medical data', async () => {
    const answer = await list(admin, { search: 'aarav.qadrix' });
    const [aarav] = answer.json().content.data;
    expect(aarav).toEqual({
      _id: family.Aarav,
      donorId: 'D9900000',
      firstName: 'Aarav',
      lastName: 'QadrixL',
      gender: 'Female',
      bloodGroup: 'O+',
      email: 'aarav.qadrix@example.in',
      countryCode: '91',
      mobileNumber: '9900100000',
      address: {
        addressLine: '14 Karve Road',
        city: 'Pune',
        fullAddress: '14 Karve Road, Near Nal Stop, Pune, Maharashtra 411004',
      },
      dateOfBirth: '1992-05-14',
      addedAt: '2025-01-01T09:00:00.000Z',
      donation: 2,
      livesSaved: 2,
      request: 1,
      isBlocked: false,
      isActive: true,
      photo: null,
    });
    const body =
      answer.body + (await admin.call(platformUsersEndpoints.details, { id: family.Aarav ?? '' })).body;
    expect(body).not.toMatch(/aadhaar|"4321"|secret|tattoo|questionnaire|deferr/i);
  });
});

describe('a user’s profile', () => {
  it('answers 404 for an id nobody has, or that is not an id', async () => {
    const unknown = await admin.call(platformUsersEndpoints.details, {
      id: '7d0c1a52-1111-4222-8333-944455556666',
    });
    expect(unknown.json()).toMatchObject({ code: 404, message: 'User not found' });
    expect((await admin.call(platformUsersEndpoints.details, { id: 'D9900000' })).statusCode).toBe(404);
    expect(
      (
        await block(admin, {
          donorId: '7d0c1a52-1111-4222-8333-944455556666',
          blockType: 'permanently',
          reason: 'Unruly behaviour',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('blocking and unblocking a user', () => {
  it('blocks with a reason, shows the block, then unblocks; both say "User Blocked Successfully"', async () => {
    const person = await addPerson();
    const blocked = await block(admin, {
      type: 'block',
      donorId: person.id,
      blockType: 'recovery',
      reason: 'Medically unfit donate',
      comment: 'Haemoglobin 9.8 g/dL at the last two camps',
    });
    expect(blocked.json()).toEqual({
      code: 200,
      message: MESSAGES.userBlocked,
      content: { data: { _id: person.id, isBlocked: true } },
    });
    const shown = await detail(person.id);
    expect(shown.content.data).toMatchObject({
      isBlocked: true,
      isActive: false,
      block: {
        type: 'recovery',
        reason: 'Medically unfit donate',
        comment: 'Haemoglobin 9.8 g/dL at the last two camps',
        until: null,
        file: null,
        blockedAt: expect.any(String),
      },
    });
    const again = await block(admin, {
      donorId: person.id,
      blockType: 'permanently',
      reason: 'Unruly behaviour',
    });
    expect(again.json()).toMatchObject({ code: 409, message: PLATFORM_USER_MESSAGES.alreadyBlocked });

    const unblocked = await unblock(admin, {
      donorId: person.id,
      reason: 'Haemoglobin 13.1 g/dL on review',
      blockedForDays: 25,
      comment: 'Seen by the medical officer',
    });
    expect(unblocked.json()).toEqual({
      code: 200,
      message: MESSAGES.userBlocked,
      content: { data: { _id: person.id, isBlocked: false } },
    });
    expect((await detail(person.id)).content.data).toMatchObject({
      isBlocked: false,
      isActive: true,
      block: null,
    });
    const twice = await unblock(admin, { donorId: person.id, reason: 'Again' });
    expect(twice.json()).toMatchObject({ code: 409, message: PLATFORM_USER_MESSAGES.notBlocked });
  });

  it('records each block and unblock with who, the state before and after, and no Aadhaar', async () => {
    const person = await addPerson({ aadhaarHash: 'hash-audit-secret', aadhaarLast4: '9876' });
    await block(admin, {
      donorId: person.id,
      blockType: 'temporarily',
      blockPeriod: '30',
      reason: 'Under Antibiotics/Prescribed Medication',
    });
    await unblock(admin, { donorId: person.id, reason: 'Course finished early' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'person'), eq(auditEvents.subjectId, person.id)));
    expect(events.map((event) => [event.action, event.actorKind, event.actorId])).toEqual([
      ['person.blocked', 'admin', admin.account.admin.id],
      ['person.unblocked', 'admin', admin.account.admin.id],
    ]);
    const [blockEvent, unblockEvent] = events;
    expect(blockEvent?.details).toMatchObject({
      before: { isBlocked: false, blockType: null },
      after: {
        isBlocked: true,
        blockType: 'temporarily',
        blockReason: 'Under Antibiotics/Prescribed Medication',
      },
      days: 30,
    });
    expect(unblockEvent?.details).toMatchObject({
      before: { isBlocked: true, blockType: 'temporarily' },
      after: { isBlocked: false, blockType: null },
      reason: 'Course finished early',
    });
    expect(JSON.stringify(events.map((event) => event.details))).not.toMatch(/aadhaar|"9876"|secret/i);
  });

  it('needs a reason from the list, a comment for Others, and 1 to 182 days for a temporary block', async () => {
    const person = await addPerson();
    const refusals: [Record<string, unknown>, string][] = [
      [{ blockType: 'permanently' }, MESSAGES.reasonRequired],
      [{ blockType: 'permanently', reason: '' }, MESSAGES.reasonRequired],
      [{ blockType: 'permanently', reason: 'Others (please specify)' }, MESSAGES.commentRequired],
      [{ blockType: 'temporarily', reason: 'Unruly behaviour' }, MESSAGES.invalidBlockPeriod],
      [
        { blockType: 'temporarily', reason: 'Unruly behaviour', blockPeriod: '183' },
        MESSAGES.invalidBlockPeriod,
      ],
      [
        { blockType: 'temporarily', reason: 'Unruly behaviour', blockPeriod: '0' },
        MESSAGES.invalidBlockPeriod,
      ],
      [
        { blockType: 'temporarily', reason: 'Unruly behaviour', blockPeriod: '3 months' },
        MESSAGES.invalidBlockPeriod,
      ],
    ];
    for (const [input, message] of refusals) {
      const refused = await block(admin, { donorId: person.id, ...input });
      expect(refused.statusCode, JSON.stringify(input)).toBe(400);
      expect(refused.json().content.errors).toContainEqual(expect.objectContaining({ message }));
    }
    expect(
      (await block(admin, { donorId: person.id, blockType: 'permanently', reason: 'Fell asleep' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await block(admin, { donorId: person.id, blockType: 'forever', reason: 'Unruly behaviour' }))
        .statusCode,
    ).toBe(400);
    // Nothing changed.
    expect((await detail(person.id)).content.data.isBlocked).toBe(false);

    const unblockRefused = await unblock(admin, { donorId: person.id, reason: '  ' });
    expect(unblockRefused.json()).toMatchObject({ code: 400, message: MESSAGES.reasonRequired });

    const ok = await block(admin, {
      donorId: person.id,
      blockType: 'temporarily',
      blockPeriod: 182,
      reason: 'Drug/Alcohol abuse',
    });
    expect(ok.json().code).toBe(200);
    const until = new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + 181 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await detail(person.id)).content.data.block).toMatchObject({ type: 'temporarily', until });
  });

  it('attaches only a file this administrator uploaded', async () => {
    const person = await addPerson();
    const upload = async (caller: Caller, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), name);
      return (await caller.send('POST', '/api/generic/file', form)).json().content.savedFiles[0];
    };
    const theirs = await upload(await signedInAdmin(t), 'their-note.pdf');
    const refused = await block(admin, {
      donorId: person.id,
      blockType: 'permanently',
      reason: 'False Declaration',
      file: theirs,
    });
    expect(refused.json()).toMatchObject({ code: 400, message: PLATFORM_USER_MESSAGES.fileNotYours });
    expect((await detail(person.id)).content.data.isBlocked).toBe(false);

    const own = await upload(admin, 'declaration-form.pdf');
    expect(
      (
        await block(admin, {
          donorId: person.id,
          blockType: 'permanently',
          reason: 'False Declaration',
          file: own,
        })
      ).json().code,
    ).toBe(200);
    expect((await detail(person.id)).content.data.block.file).toEqual(own);
  });

  it('lists only the blocked, or only the active, when asked', async () => {
    const blockedOne = await addPerson({ lastName: 'Wadkarblocked' });
    await addPerson({ lastName: 'Wadkaractive' });
    await block(admin, {
      donorId: blockedOne.id,
      blockType: 'permanently',
      reason: 'Asked money for donation',
    });
    const blocked = await list(admin, { search: 'wadkar', status: 'Blocked' });
    expect(
      blocked
        .json()
        .content.data.map((row: { lastName: string; isBlocked: boolean }) => [row.lastName, row.isBlocked]),
    ).toEqual([['Wadkarblocked', true]]);
    const active = await list(admin, { search: 'wadkar', status: 'Active' });
    expect(active.json().content.data.map((row: { lastName: string }) => row.lastName)).toEqual([
      'Wadkaractive',
    ]);
  });
});

describe('who may see and block users', () => {
  it('View Only sees the list and a profile but cannot block or unblock; None and institutions see nothing', async () => {
    const person = await addPerson();
    const viewOnly = await signedInAdmin(t, 'View Only');
    expect((await list(viewOnly, {})).statusCode).toBe(200);
    expect((await viewOnly.call(platformUsersEndpoints.details, { id: person.id })).statusCode).toBe(200);
    const input = { donorId: person.id, blockType: 'permanently', reason: 'Unruly behaviour' };
    expect((await block(viewOnly, input)).statusCode).toBe(403);
    expect((await unblock(viewOnly, { donorId: person.id, reason: 'x' })).statusCode).toBe(403);

    const none = await signedInAdmin(t, 'None');
    expect((await list(none, {})).statusCode).toBe(403);
    const institution = await signedInInstitution(t);
    expect((await list(institution, {})).statusCode).toBe(403);
    expect((await block(institution, input)).statusCode).toBe(403);
    expect((await list(anonymous(t), {})).statusCode).toBe(401);

    // Full permission on another area only is not enough.
    const otherArea = await signedInAdmin(t, {
      ...permissionsAtLevel('Full Permission'),
      userManagement: { read: true, write: true, update: false, delete: true },
    });
    expect((await block(otherArea, input)).statusCode).toBe(403);
    expect((await detail(person.id)).content.data.isBlocked).toBe(false);
  });
});

describe('the mobile app of a blocked person', () => {
  async function signInAgain(mobileNumber: string) {
    const app = anonymous(t);
    const id = (await app.call(mobileEndpoints.sendOtp, { mobileNumber })).json().content.data.id;
    return app.call(mobileEndpoints.verifyOtp, { id, otp: await smsCodeTo(t, mobileNumber) });
  }

  it('ends their sessions at once, refuses sign-in without saying why, and lets them in after the unblock', async () => {
    const person = await signUpInApp(t);
    const profile = await person.call(mobileEndpoints.profile);
    expect(profile.statusCode).toBe(200);
    const personId: string = profile.json().content.data._id;

    const blocked = await block(admin, {
      donorId: personId,
      blockType: 'permanently',
      reason: 'False Declaration',
      comment: 'Hid a recent tattoo',
    });
    expect(blocked.json().code).toBe(200);
    expect((await person.call(mobileEndpoints.profile)).statusCode).toBe(401);
    const ended = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, personId));
    expect(ended.every((session) => session.endReason === 'person-blocked')).toBe(true);

    const refused = await signInAgain(person.mobileNumber);
    expect(refused.json()).toEqual({ code: 403, message: PLATFORM_USER_MESSAGES.signInBlocked, content: {} });
    expect(refused.body).not.toMatch(/tattoo|False Declaration/i);

    await unblock(admin, { donorId: personId, reason: 'Cleared after review' });
    const back = await signInAgain(person.mobileNumber);
    expect(back.json()).toMatchObject({ code: 200, message: MOBILE_MESSAGES.signedIn });
    // The session ended by the block stays ended; the new one works.
    expect((await person.call(mobileEndpoints.profile)).statusCode).toBe(401);
  });

  it('a temporary block ends by itself after its last day: the list, the profile, sign-in and unblock agree', async () => {
    const person = await signUpInApp(t, newNumber());
    const personId: string = (await person.call(mobileEndpoints.profile)).json().content.data._id;
    await block(admin, {
      donorId: personId,
      blockType: 'temporarily',
      blockPeriod: '1',
      reason: 'Unruly behaviour',
    });
    // Its one day is today: still in force.
    expect((await detail(personId)).content.data).toMatchObject({
      isBlocked: true,
      block: { until: indiaToday() },
    });
    expect((await signInAgain(person.mobileNumber)).statusCode).toBe(403);

    // The next day (the last day moved back, as time would have it).
    const yesterday = new Date(Date.parse(`${indiaToday()}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.database.db.update(people).set({ blockUntil: yesterday }).where(eq(people.id, personId));
    expect((await detail(personId)).content.data).toMatchObject({
      isBlocked: false,
      isActive: true,
      block: null,
    });
    const listed = await list(admin, { search: person.mobileNumber });
    expect(listed.json().content.data[0]).toMatchObject({ isBlocked: false, isActive: true });
    expect((await list(admin, { search: person.mobileNumber, status: 'Blocked' })).json().content.total).toBe(
      0,
    );
    expect((await signInAgain(person.mobileNumber)).json().code).toBe(200);
    expect((await unblock(admin, { donorId: personId, reason: 'x' })).statusCode).toBe(409);
    // And it may be blocked afresh.
    expect(
      (await block(admin, { donorId: personId, blockType: 'permanently', reason: 'Unruly behaviour' })).json()
        .code,
    ).toBe(200);
  });

  it('a session that began while the block was being set is refused too', async () => {
    const person = await signUpInApp(t);
    const personId: string = (await person.call(mobileEndpoints.profile)).json().content.data._id;
    // The block written without ending sessions, as a sign-in racing the block would leave it.
    await t.database.db
      .update(people)
      .set({ blockType: 'permanently', blockReason: 'Unruly behaviour', blockedAt: new Date() })
      .where(eq(people.id, personId));
    expect((await person.call(mobileEndpoints.profile)).statusCode).toBe(401);
  });
});
