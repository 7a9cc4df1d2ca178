import {
  type CampDonor,
  campsEndpoints,
  donorsEndpoints,
  inventoryEndpoints,
  MESSAGES,
  requestsEndpoints,
} from '@raktsetu/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  camps,
  donationRecords,
  institutionDonors,
  inventoryUnits,
  people,
  samples,
  unitEvents,
} from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { daysAgo, institutionIdOf } from '../inventory/inventory.test-support.js';
import {
  addedDonors,
  approval,
  bloodBankCamp,
  createdCamp,
  donorData,
  ngoCamp,
  scheduled,
} from './camps.test-support.js';

// A camp day at a Pune blood centre: donors are assigned, sit in the chair (Donor Data), are approved — and the
// unit, quarantined, and its samples for the lab are born in the same transaction (docs/decisions/0046).

let t: TestApp;
let bank: Caller;
let otherBank: Caller;
let ngo: Caller;
let bankId: string;
let campId: string;
let fit: string;
let lowHb: string;
let gaveLastMonth: string;
let blocked: string;
let ngoDonor: string;

beforeAll(async () => {
  t = await createTestApp();
  [bank, otherBank, ngo] = await Promise.all([
    signedInInstitution(t),
    signedInInstitution(t),
    signedInInstitution(t, { type: 'NGO' }),
  ]);
  bankId = await institutionIdOf(bank);
  [fit, lowHb, gaveLastMonth, blocked] = (await addedDonors(bank, [
    { firstName: 'Rohan' },
    { firstName: 'Pooja', gender: 'Female' },
    { firstName: 'Sameer' },
    { firstName: 'Vikas' },
  ])) as [string, string, string, string];
  [ngoDonor] = (await addedDonors(ngo, [{ firstName: 'Farhan', bloodGroup: 'B+' }])) as [string];
  const db = t.database.db;
  await db
    .update(people)
    .set({ lastDonationDate: daysAgo(30), nextEligibleOn: daysAgo(-60) })
    .where(eq(people.id, gaveLastMonth));
  campId = await createdCamp(bank, bloodBankCamp());
  await scheduled(bank, campId);
  // Blocked after being assigned: the desk must still refuse to bleed him.
  await db.update(institutionDonors).set({ status: 'Active' }).where(eq(institutionDonors.personId, blocked));
});
afterAll(() => t.close());

const donorsOf = async (caller: Caller, id = campId) => {
  const answer = await caller.call(campsEndpoints.donors, { campId: id, limit: 50 });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content.data as CampDonor[];
};
const rowOf = async (personId: string) => (await donorsOf(bank)).find((row) => row.personId === personId);
const assign = (caller: Caller, donors: string[], id = campId) =>
  caller.call(requestsEndpoints.depute, { type: 'camp', id, donors });

describe('donors are assigned to a scheduled camp', () => {
  it('offers only donors who may give on the camp day, and assigns them once', async () => {
    const candidates = await bank.call(requestsEndpoints.deputeCandidates, { type: 'camp', id: campId });
    const offered = candidates.json().content.data.map((row: { _id: string }) => row._id);
    expect(offered).toEqual(expect.arrayContaining([fit, lowHb, blocked]));
    expect(offered).not.toContain(gaveLastMonth);

    const refused = await assign(bank, [fit, gaveLastMonth]);
    expect(refused.statusCode).toBe(409);
    const answer = await assign(bank, [fit, lowHb, blocked]);
    expect(answer.json().message).toBe(MESSAGES.assignDepute);
    expect((await assign(bank, [fit])).statusCode).toBe(409);
    const rows = await donorsOf(bank);
    expect(rows.map((row) => row.donationStatus)).toEqual([0, 0, 0]);
    const [camp] = await t.database.db.select().from(camps).where(eq(camps.id, campId));
    expect(camp?.donorsCount).toBe(3);
  });

  it('lets the NGO that organised a camp assign its own donors, whom the blood centre then sees', async () => {
    const ngoCampId = await createdCamp(ngo, ngoCamp(bankId));
    expect((await assign(ngo, [ngoDonor], ngoCampId)).statusCode).toBe(409); // not scheduled yet
    await scheduled(bank, ngoCampId);
    const answer = await assign(ngo, [ngoDonor], ngoCampId);
    expect(answer.statusCode, answer.body).toBe(200);
    const seen = await donorsOf(bank, ngoCampId);
    expect(seen).toMatchObject([
      { personId: ngoDonor, firstName: 'Farhan', assignedBy: expect.stringMatching(/NGO/) },
    ]);
  });

  it('is closed to another blood centre: its id answers 404', async () => {
    expect((await otherBank.call(campsEndpoints.donors, { campId })).statusCode).toBe(404);
    expect((await assign(otherBank, [fit])).statusCode).toBe(404);
    const data = await otherBank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: fit,
      campId,
      sample: donorData(),
    });
    expect(data.statusCode).toBe(404);
  });
});

describe('a donor gives at the camp', () => {
  it('refuses incomplete Donor Data in the spec’s words, and writes nothing', async () => {
    const answer = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: fit,
      campId,
      sample: { ...donorData(), kitNumber: '' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(MESSAGES.donorDataFiledsRequired);
    expect((await rowOf(fit))?.donationStatus).toBe(0);
  });

  it('refuses a donor blocked since, and writes nothing', async () => {
    await t.database.db
      .update(institutionDonors)
      .set({ status: 'Blocked', blockType: 'permanently', blockReason: 'Reactive HBsAg' })
      .where(and(eq(institutionDonors.personId, blocked), eq(institutionDonors.institutionId, bankId)));
    const answer = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: blocked,
      campId,
      sample: donorData(),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/cannot give today: Blocked by this institution: Reactive HBsAg/);
    expect((await rowOf(blocked))?.donationStatus).toBe(0);
  });

  it('defers a donor whose haemoglobin is low, with the reason, and bleeds nobody', async () => {
    const answer = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: lowHb,
      campId,
      sample: donorData({ hb: 11.2 }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().content.data).toMatchObject({
      outcome: 'deferred',
      reasons: ['Haemoglobin must be at least 12.5 g/dL'],
      unit: null,
    });
    expect(await rowOf(lowHb)).toMatchObject({
      donationStatus: 9,
      deferralReason: 'Haemoglobin must be at least 12.5 g/dL',
    });
    const again = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: lowHb,
      campId,
      sample: donorData(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes the Donor Data, then the approval makes a quarantined unit, its samples and the donor’s history', async () => {
    const data = donorData();
    const started = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: fit,
      campId,
      sample: data,
    });
    expect(started.json().content.data).toMatchObject({ outcome: 'inProcess' });
    expect((await rowOf(fit))?.donationStatus).toBe(7);
    const details = await bank.call(campsEndpoints.inProcess, { donorId: fit, campId });
    expect(details.json().content.data).toMatchObject({
      firstName: 'Rohan',
      sample: { bagId: data.bagId, hb: 14.2, bp: '120/80' },
    });

    const notReady = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'Approve',
      donorId: fit,
      campId,
      sample: { ...approval(), storedIn: '' },
    });
    expect(notReady.statusCode).toBe(400);

    const approved = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'Approve',
      donorId: fit,
      campId,
      sample: approval(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(MESSAGES.donorDonated);
    const { unit } = approved.json().content.data;
    expect(unit.unitNumber).toMatch(/^RS[0-9A-Z]{3}\d{8}[0-9A-Z*]$/);

    const db = t.database.db;
    const [stored] = await db.select().from(inventoryUnits).where(eq(inventoryUnits.id, unit._id));
    expect(stored).toMatchObject({
      state: 'quarantined',
      screening: 'pending',
      bagId: data.bagId,
      component: 'Whole Blood',
      bloodGroup: 'O+',
      volumeMl: 350,
      personId: fit,
    });
    expect(stored?.expiryDate).toBe(daysAgo(-35));
    const history = await db.select().from(unitEvents).where(eq(unitEvents.unitId, unit._id));
    expect(history.map((event) => event.action)).toEqual(['collected']);
    const [sample] = await db.select().from(samples).where(eq(samples.unitId, unit._id));
    expect(sample).toMatchObject({
      status: 3,
      sampleId1: data.sampleId_1,
      receivedFrom: 'Camp Kothrud Youth Drive, MIT College Hall',
    });
    const [person] = await db.select().from(people).where(eq(people.id, fit));
    expect(person).toMatchObject({
      lastDonationDate: daysAgo(0),
      lastDonationComponent: 'Whole Blood',
      nextEligibleOn: daysAgo(-90),
    });
    const records = await db.select().from(donationRecords).where(eq(donationRecords.personId, fit));
    expect(records).toHaveLength(1);
    expect(await rowOf(fit)).toMatchObject({ donationStatus: 8, inventoryId: unit._id });
    const [camp] = await db.select().from(camps).where(eq(camps.id, campId));
    expect(camp?.donatedCount).toBe(1);

    // The unit shows in the blood centre's quarantine, and the samples wait on /labresult-samples.
    const units = await bank.call(inventoryEndpoints.unit, { id: unit._id });
    expect(units.json().content.data).toMatchObject({ state: 'quarantined' });
    const listed = await bank.call(donorsEndpoints.labResults, { type: 'samples' });
    expect(listed.json().content.data[0]).toMatchObject({
      inventoryId: unit._id,
      status: 3,
      bagId: data.bagId,
    });

    // Approved once: again is refused, and the camp can no longer be deactivated or deleted.
    const twice = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'Approve',
      donorId: fit,
      campId,
      sample: approval(),
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await bank.call(campsEndpoints.changeStatus, { id: campId, action: 'Deactivated' })).statusCode,
    ).toBe(409);
    expect((await bank.call(campsEndpoints.remove, { id: campId })).statusCode).toBe(409);
  });

  it('refuses a bag number already used', async () => {
    const [other] = (await addedDonors(bank, [{ firstName: 'Kunal' }])) as [string];
    await assign(bank, [other]);
    const used = await t.database.db.select({ bagId: inventoryUnits.bagId }).from(inventoryUnits).limit(1);
    const answer = await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: other,
      campId,
      sample: donorData({ bagId: used[0]?.bagId as string }),
    });
    expect(answer.statusCode).toBe(409);
    expect((await rowOf(other))?.donationStatus).toBe(0);
  });

  it('lets only the blood centre record: an NGO answers 403', async () => {
    const answer = await ngo.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: ngoDonor,
      campId,
      sample: donorData(),
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('two desks approve the same donor at once', () => {
  it('make one unit: the second waits for the first and is refused', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Ajay' }])) as [string];
    await assign(bank, [donor]);
    await bank.call(campsEndpoints.donorChangeStatus, {
      status: 'DonationInProcess',
      donorId: donor,
      campId,
      sample: donorData(),
    });
    const answers = await Promise.all(
      [1, 2].map(() =>
        bank.call(campsEndpoints.donorChangeStatus, {
          status: 'Approve',
          donorId: donor,
          campId,
          sample: approval(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const units = await t.database.db.select().from(inventoryUnits).where(eq(inventoryUnits.personId, donor));
    expect(units).toHaveLength(1);
    const records = await t.database.db
      .select()
      .from(donationRecords)
      .where(eq(donationRecords.personId, donor));
    expect(records).toHaveLength(1);
  });
});
