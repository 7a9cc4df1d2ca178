import {
  BLOCK_MESSAGES,
  donorsEndpoints,
  MESSAGES,
  type NewDonor,
  REVIEW_MESSAGES,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorLabResults, donorRemarks, mailOutbox, people } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { codeIn, lastMailTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
type Desk = Caller & Awaited<ReturnType<typeof signedInInstitution>>;
let bank: Desk;
let neighbour: Desk;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
  neighbour = await signedInInstitution(t);
});
afterAll(() => t.close());

let serial = 0;
/** A donor as the desk form sends one; each call a different person unless told otherwise. */
function donor(overrides: Partial<NewDonor> = {}): NewDonor {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    firstName: 'Priya',
    lastName: `Kulkarni${n}`,
    gender: 'Female',
    bloodGroup: 'B+',
    dateOfBirth: '14/08/1992',
    lastDonationDate: '01/06/2026',
    component: 'Whole Blood',
    mobileNumber: `9123${n}00`.slice(0, 10),
    email: `priya.${n}@example.in`,
    height: 160,
    weight: 55,
    ...overrides,
  };
}

async function add(desk: Caller, ...donors: NewDonor[]) {
  const response = await desk.call(donorsEndpoints.add, { donors });
  expect(response.json(), response.body).toMatchObject({ code: 200, message: MESSAGES.donorAdded });
  return response.json().content.data as { _id: string; donorId: string; linkedExisting: boolean }[];
}

describe('adding donors at the desk', () => {
  it('stores a donor with a donor ID, and the list shows them with when they may give again', async () => {
    const [added] = await add(bank, donor({ firstName: 'Meena' }));
    expect(added?.donorId).toMatch(/^D\d{7}$/);
    const list = (await bank.call(donorsEndpoints.list, { search: 'meena' })).json().content;
    expect(list.data).toEqual([
      expect.objectContaining({
        _id: added?._id,
        firstName: 'Meena',
        bloodGroup: 'B+',
        status: 'Active',
        lastDonationDate: '2026-06-01',
        // A woman gives whole blood again after 120 days (docs/decisions/0013).
        eligibility: expect.objectContaining({ nextEligibleDate: '2026-09-29', eligibleToday: true }),
      }),
    ]);
  });

  it("says the spec's messages and stores nothing", async () => {
    const cases: [Partial<NewDonor>, string][] = [
      [{ firstName: '' }, MESSAGES.fillRequiredDetails],
      [{ dateOfBirth: '' }, MESSAGES.fillRequiredDetails],
      [{ lastDonationDate: undefined }, MESSAGES.fillRequiredDetails],
      [{ email: 'priya@' }, MESSAGES.invalidEmail],
      [{ aadharNumber: '123412341234', confirmAadhar: '123412341235' }, MESSAGES.aadharMismatch],
    ];
    for (const [override, message] of cases) {
      const response = await bank.call(donorsEndpoints.add, { donors: [donor(override)] });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('a first-time donor needs no last donation', async () => {
    const [added] = await add(
      bank,
      donor({ firstTimeDonor: true, lastDonationDate: undefined, component: undefined }),
    );
    const profile = (await bank.call(donorsEndpoints.profile, { donorId: added?._id ?? '' })).json().content
      .data;
    expect(profile).toMatchObject({ lastDonationDate: null, eligibility: { nextEligibleDate: null } });
  });

  it('keeps only the last four Aadhaar digits to show, and never the number', async () => {
    const [added] = await add(bank, donor({ aadharNumber: '4321 8765 1098', confirmAadhar: '432187651098' }));
    const profile = (await bank.call(donorsEndpoints.profile, { donorId: added?._id ?? '' })).json();
    expect(profile.content.data.aadharLast4).toBe('1098');
    expect(JSON.stringify(profile)).not.toContain('432187651098');
    const [row] = await t.database.db
      .select()
      .from(people)
      .where(eq(people.id, added?._id ?? ''));
    expect(JSON.stringify(row)).not.toContain('432187651098');
  });

  it('a person already on RaktSetu (same mobile number) is linked, not copied', async () => {
    const person = donor();
    const [first] = await add(bank, person);
    const [again] = await add(neighbour, { ...person, firstName: 'Different' });
    expect(again).toEqual({ _id: first?._id, donorId: first?.donorId, linkedExisting: true });
  });

  it('two desks adding the same person at the same moment make one person, known to both', async () => {
    const person = donor();
    const [first, second] = await Promise.all([
      bank.call(donorsEndpoints.add, { donors: [person] }),
      neighbour.call(donorsEndpoints.add, { donors: [person] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const ids = [first, second].map((answer) => answer.json().content.data[0]._id);
    expect(ids[0]).toBe(ids[1]);
    const rows = await t.database.db
      .select()
      .from(people)
      .where(eq(people.mobileNumber, String(person.mobileNumber)));
    expect(rows).toHaveLength(1);
  });

  it('adds a whole upload in one transaction: one bad row and none are stored', async () => {
    const good = donor({ lastName: 'Batchgood' });
    const response = await bank.call(donorsEndpoints.add, {
      donors: [good, donor({ gender: 'Unknown' as 'Male' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().content.errors[0].field).toBe('donors.1.gender');
    expect((await bank.call(donorsEndpoints.list, { search: 'batchgood' })).json().content.total).toBe(0);
  });
});

describe('the donors list', () => {
  it('is searched by name, donor ID, mobile or e-mail, filtered by group and paged — and shows only this institution’s donors', async () => {
    const marker = `Zzlist${Date.now() % 10_000}`;
    const added = await add(
      bank,
      donor({ lastName: `${marker}a`, bloodGroup: 'O-' }),
      donor({ lastName: `${marker}b`, bloodGroup: 'O+' }),
      donor({ lastName: `${marker}c`, bloodGroup: 'O-' }),
    );
    const byName = await bank.call(donorsEndpoints.list, {
      search: marker.toLowerCase(),
      sort: 'name',
      limit: 2,
    });
    expect(byName.json().content.total).toBe(3);
    expect(byName.json().content.data).toHaveLength(2);
    const negative = await bank.call(donorsEndpoints.list, { search: marker, bloodGroup: 'O-' });
    expect(negative.json().content.total).toBe(2);
    const byCode = await bank.call(donorsEndpoints.list, { search: added[1]?.donorId ?? '' });
    expect(byCode.json().content.data.map((row: { _id: string }) => row._id)).toEqual([added[1]?._id]);
    expect((await neighbour.call(donorsEndpoints.list, { search: marker })).json().content.total).toBe(0);
  });
});

describe("a donor's profile and records", () => {
  it('another institution gets 404 for a donor it does not know', async () => {
    const [added] = await add(bank, donor());
    expect((await neighbour.call(donorsEndpoints.profile, { donorId: added?._id ?? '' })).statusCode).toBe(
      404,
    );
    expect((await neighbour.call(donorsEndpoints.remarks, { donorId: added?._id ?? '' })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 on every call that names a donor of another institution, and changes nothing', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const answers = {
      profile: await neighbour.call(donorsEndpoints.profile, { donorId }),
      donationHistory: await neighbour.call(donorsEndpoints.donationHistory, { donorId }),
      labResults: await neighbour.call(donorsEndpoints.labResults, { donorId }),
      medicalHistory: await neighbour.call(donorsEndpoints.medicalHistory, { donorId }),
      remarks: await neighbour.call(donorsEndpoints.remarks, { donorId }),
      addRemark: await neighbour.call(donorsEndpoints.addRemark, {
        donorId,
        doctorName: 'Dr. Mehta',
        event: 'Screening',
        comment: 'Written by the wrong institution',
      }),
      block: await neighbour.call(donorsEndpoints.block, {
        donorId,
        blockType: 'permanently',
        reason: 'Unruly behaviour',
      }),
      unblock: await neighbour.call(donorsEndpoints.unblock, { donorId, reason: 'Not ours to unblock' }),
      review: await neighbour.call(donorsEndpoints.review, { donorId, status: 'Approve' }),
    };
    expect(
      Object.fromEntries(Object.entries(answers).map(([call, answer]) => [call, answer.statusCode])),
    ).toEqual(Object.fromEntries(Object.keys(answers).map((call) => [call, 404])));
    const remarks = await t.database.db.select().from(donorRemarks).where(eq(donorRemarks.personId, donorId));
    expect(remarks).toEqual([]);
    const own = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(own).toMatchObject({ status: 'Active', isBlocked: false });
  });

  it('a remark is added and listed three to a page', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    for (const event of ['Camp at Kothrud', 'Screening', 'Donation']) {
      const remark = await bank.call(donorsEndpoints.addRemark, {
        donorId,
        doctorName: 'Dr Sneha Rao',
        event,
        comment: 'Fit',
      });
      expect(remark.json().content.data).toMatchObject({ event, doctorName: 'Dr Sneha Rao' });
    }
    await bank.call(donorsEndpoints.addRemark, {
      donorId,
      doctorName: 'Dr Sneha Rao',
      event: 'Follow-up',
      comment: 'Fine',
    });
    const first = (await bank.call(donorsEndpoints.remarks, { donorId })).json().content;
    expect(first.total).toBe(4);
    expect(first.data).toHaveLength(3);
    expect(first.data[0].event).toBe('Follow-up');
  });
});

describe('verifying a donor by code', () => {
  it('mails the code (and keeps the SMS in the outbox), and the right code makes the donor known here', async () => {
    const person = donor();
    const [added] = await add(neighbour, person);
    const donorId = added?._id ?? '';
    // Known to the neighbour only; this blood bank reaches them on the nearby list, not by profile.
    expect((await bank.call(donorsEndpoints.profile, { donorId })).statusCode).toBe(404);

    const sent = await bank.call(donorsEndpoints.sendOtp, { donorId });
    // The donor has no address yet: outside any radius and not known here.
    expect(sent.statusCode).toBe(404);
    await t.database.db
      .update(people)
      .set({ latitude: 18.53, longitude: 73.86 })
      .where(eq(people.id, donorId));

    const id = (await bank.call(donorsEndpoints.sendOtp, { donorId })).json().content.data.id;
    const mail = await lastMailTo(t, person.email ?? '');
    const sms = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `+91 ${person.mobileNumber}`));
    expect(sms.map((row) => row.subject)).toEqual(['SMS']);
    const code = codeIn(mail);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await bank.call(donorsEndpoints.validateOtp, { id, otp: wrong })).json().message).toBe(
      MESSAGES.invalidOtp,
    );
    expect((await bank.call(donorsEndpoints.validateOtp, { id, otp: code })).json().code).toBe(200);
    const profile = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(profile).toMatchObject({ userType: 'knownDonor', verifiedAt: expect.any(String) });
    // Spent.
    expect((await bank.call(donorsEndpoints.validateOtp, { id, otp: code })).statusCode).toBe(400);
  });

  it('five wrong codes lock it', async () => {
    const [added] = await add(bank, donor());
    const id = (await bank.call(donorsEndpoints.sendOtp, { donorId: added?._id ?? '' })).json().content.data
      .id;
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await bank.call(donorsEndpoints.validateOtp, { id, otp: '000000' })).statusCode);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('a verified donor shares every record; an institution that only added them sees its own', async () => {
    const person = donor();
    const [added] = await add(bank, person);
    const donorId = added?._id ?? '';
    await add(neighbour, person);
    await bank.call(donorsEndpoints.addRemark, {
      donorId,
      doctorName: 'Dr A',
      event: 'Camp',
      comment: 'Bank remark',
    });
    await neighbour.call(donorsEndpoints.addRemark, {
      donorId,
      doctorName: 'Dr B',
      event: 'Camp',
      comment: 'Neighbour remark',
    });
    const comments = async (desk: Caller) =>
      (await desk.call(donorsEndpoints.remarks, { donorId, limit: 10 }))
        .json()
        .content.data.map((row: { comment: string }) => row.comment);
    expect(await comments(neighbour)).toEqual(['Neighbour remark']);

    const id = (await neighbour.call(donorsEndpoints.sendOtp, { donorId })).json().content.data.id;
    const code = codeIn(await lastMailTo(t, person.email ?? ''));
    await neighbour.call(donorsEndpoints.validateOtp, { id, otp: code });
    expect((await comments(neighbour)).sort()).toEqual(['Bank remark', 'Neighbour remark']);
    expect(await comments(bank)).toEqual(['Bank remark']);
    const stored = await t.database.db.select().from(donorRemarks).where(eq(donorRemarks.personId, donorId));
    expect(stored).toHaveLength(2);
  });
});

describe('blocking', () => {
  it('needs a reason, and days below 182.5 for a temporary block', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const block = (body: Record<string, unknown>) =>
      bank.send('POST', donorsEndpoints.block.path, { donorId, ...body });
    expect((await block({ blockType: 'permanently' })).json().message).toBe(MESSAGES.reasonRequired);
    for (const blockPeriod of ['', '0', '183', '12.5', 'ten']) {
      const response = await block({ blockType: 'temporarily', blockPeriod, reason: 'Unruly behaviour' });
      expect(response.statusCode, blockPeriod).toBe(400);
    }
  });

  it('two clerks blocking the same donor at once: one block stands, the other is told it is already blocked', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const answers = await Promise.all(
      (['Unruly behaviour', 'False Declaration'] as const).map((reason) =>
        bank.call(donorsEndpoints.block, { donorId, blockType: 'permanently', reason }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(BLOCK_MESSAGES.alreadyBlocked);
    const blocked = answers.findIndex((answer) => answer.statusCode === 200);
    const profile = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(profile.block.reason).toBe(['Unruly behaviour', 'False Declaration'][blocked]);
  });

  it('a blocked donor gets no code and shows as Blocked until unblocked', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const blocked = await bank.call(donorsEndpoints.block, {
      donorId,
      blockType: 'temporarily',
      blockPeriod: '30',
      reason: 'Under Antibiotics/Prescribed Medication',
    });
    expect(blocked.json().message).toBe(MESSAGES.donorBlocked);
    expect(
      (
        await bank.call(donorsEndpoints.block, {
          donorId,
          blockType: 'permanently',
          reason: 'Unruly behaviour',
        })
      ).statusCode,
    ).toBe(409);
    const profile = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(profile).toMatchObject({ status: 'Blocked', isBlocked: true, block: { type: 'temporarily' } });
    expect(profile.eligibility.reasons[0]).toMatch(/^Blocked by this institution until/);
    expect((await bank.call(donorsEndpoints.sendOtp, { donorId })).statusCode).toBe(400);
    expect(
      (await bank.call(donorsEndpoints.list, { search: profile.donorId, status: 'Blocked' })).json().content
        .total,
    ).toBe(1);

    expect(
      (await bank.call(donorsEndpoints.unblock, { donorId, reason: 'Course of antibiotics finished' })).json()
        .code,
    ).toBe(200);
    expect((await bank.call(donorsEndpoints.profile, { donorId })).json().content.data.status).toBe('Active');
    expect((await bank.call(donorsEndpoints.unblock, { donorId, reason: 'again' })).statusCode).toBe(409);
  });
});

describe('donors nearby and available', () => {
  it('lists donors within the radius nearest first, with the number masked until verified here', async () => {
    const marker = `Zznear${Date.now() % 10_000}`;
    // The test institutions stand at 18.52 N, 73.85 E (Pune).
    const places: [string, number, number][] = [
      ['far', 18.52, 74.05], // about 21 km
      ['near', 18.525, 73.855], // under 1 km
      ['outside', 18.52, 74.35], // about 53 km
    ];
    for (const [name, latitude, longitude] of places) {
      await add(
        neighbour,
        donor({
          lastName: `${marker}${name}`,
          address: { description: name, coordinates: [longitude, latitude] },
        }),
      );
    }
    const nearby = (await bank.call(donorsEndpoints.nearby, { search: marker.toLowerCase() })).json().content;
    expect(nearby.data.map((row: { name: string }) => row.name.split(marker)[1])).toEqual(['near', 'far']);
    expect(nearby.data[0]).toMatchObject({
      contactMasked: true,
      contactNo: expect.stringMatching(/^\d{2}X{6}\d{2}$/),
      knownHere: false,
    });
    // The institution that added them sees the number, and the donor as its own.
    const theirs = (await neighbour.call(donorsEndpoints.nearby, { search: marker.toLowerCase() })).json()
      .content;
    expect(theirs.data[0]).toMatchObject({ contactMasked: false, knownHere: true });
    expect(nearby.data[0].distanceKm).toBeLessThan(1);
    const wider = (
      await bank.call(donorsEndpoints.nearby, { search: marker.toLowerCase(), radiusKm: 100 })
    ).json().content;
    expect(wider.total).toBe(3);
    expect((await bank.call(donorsEndpoints.nearby, { radiusKm: 7 })).statusCode).toBe(400);
  });

  it('the available list holds donors who marked themselves available and may give today', async () => {
    const marker = `Zzavail${Date.now() % 10_000}`;
    const added = await add(
      neighbour,
      donor({
        lastName: `${marker}ready`,
        lastDonationDate: '01/01/2026',
        address: { description: 'x', coordinates: [73.86, 18.53] },
      }),
      donor({
        lastName: `${marker}tooSoon`,
        lastDonationDate: '01/11/2026',
        address: { description: 'x', coordinates: [73.86, 18.53] },
      }),
      donor({
        lastName: `${marker}notMarked`,
        lastDonationDate: '01/01/2026',
        address: { description: 'x', coordinates: [73.86, 18.53] },
      }),
    );
    for (const row of added.slice(0, 2)) {
      await t.database.db.update(people).set({ available: true }).where(eq(people.id, row._id));
    }
    const available = (await bank.call(donorsEndpoints.available, { search: marker.toLowerCase() })).json()
      .content;
    expect(available.data.map((row: { name: string }) => row.name.split(marker)[1])).toEqual(['ready']);
    expect(available.data[0]).toMatchObject({ type: 1, status: 'Active' });
  });
});

describe('lab results and the vitals chart', () => {
  it('the profile carries bp, weight and hb by date for its chart', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    await t.database.db.insert(donorLabResults).values([
      {
        personId: donorId,
        institutionId: bank.account.institution.id,
        addedAt: new Date('2026-01-10T05:00:00Z'),
        bloodPressure: '118/76',
        weightKg: 55,
        hb: 13.1,
        finalResult: 'Pass',
      },
      {
        personId: donorId,
        institutionId: bank.account.institution.id,
        addedAt: new Date('2026-06-01T05:00:00Z'),
        bloodPressure: '122/80',
        weightKg: 56,
        hb: 12.9,
        finalResult: 'Pass',
      },
    ]);
    const profile = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(profile.vitals).toEqual([
      { date: '2026-01-10T05:00:00.000Z', bp: 118, weight: 55, hb: 13.1 },
      { date: '2026-06-01T05:00:00.000Z', bp: 122, weight: 56, hb: 12.9 },
    ]);
    const labs = (await bank.call(donorsEndpoints.labResults, { donorId })).json().content;
    expect(labs).toMatchObject({
      total: 2,
      data: [expect.objectContaining({ bloodPressure: '122/80' }), expect.anything()],
    });
  });
});

describe('reviewing the self-assessment', () => {
  it('approves a donor who may give today, and the profile shows the review of that submission', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const approved = await bank.call(donorsEndpoints.review, { donorId, status: 'Approve' });
    expect(approved.json()).toMatchObject({ code: 200, message: REVIEW_MESSAGES.approved });
    const profile = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(profile.eligibility.eligibleToday).toBe(true);

    // The donor answers the questionnaire again in the app: the new submission waits for review.
    await t.database.db
      .update(people)
      .set({ questionnaire: { cold: { answer: 'no', date: null } }, questionnaireAt: new Date() })
      .where(eq(people.id, donorId));
    const waiting = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(waiting.questionnaire).toMatchObject({ review: null });
    await bank.call(donorsEndpoints.review, { donorId, status: 'Approve' });
    const reviewed = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(reviewed.questionnaire.review).toMatchObject({ status: 'Approve', reason: null });
  });

  it('names as deferring only the answers whose event lies inside its look-back window', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(people)
      .set({
        questionnaire: {
          // A cold three days ago defers for a week; a tattoo two years ago no longer does (six months).
          cold: { answer: 'yes', date: daysAgo(3) },
          tattoo: { answer: 'yes', date: daysAgo(730) },
          alcohol: { answer: 'no', date: null },
        },
        questionnaireAt: new Date(),
      })
      .where(eq(people.id, donorId));
    const profile = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    expect(profile.questionnaire.deferringItems).toEqual(['cold']);
  });

  it('refuses to approve a blocked donor, saying why, and changes nothing', async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    await bank.call(donorsEndpoints.block, {
      donorId,
      blockType: 'permanently',
      reason: 'False Declaration',
    });
    const refused = await bank.call(donorsEndpoints.review, { donorId, status: 'Approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This donor cannot give today: .*blocked/i);
  });

  it("declines with one of the spec's reasons", async () => {
    const [added] = await add(bank, donor());
    const donorId = added?._id ?? '';
    const declined = await bank.call(donorsEndpoints.review, {
      donorId,
      status: 'Decline',
      reason: 'Due to donor health',
      comment: 'Low Hb on screening',
    });
    expect(declined.json().message).toBe(MESSAGES.declined);
    const wrong = await bank.send('POST', donorsEndpoints.review.path, {
      donorId,
      status: 'Decline',
      reason: 'Bored',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("answers 404 for another institution's donor", async () => {
    const [added] = await add(bank, donor());
    const response = await neighbour.call(donorsEndpoints.review, {
      donorId: added?._id ?? '',
      status: 'Approve',
    });
    expect(response.statusCode).toBe(404);
  });
});
