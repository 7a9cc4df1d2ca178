import {
  campsEndpoints,
  type DonationForm,
  donorsEndpoints,
  MESSAGES,
  requestsEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorRemarks, inventoryUnits, people, samples } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { daysAgo } from '../inventory/inventory.test-support.js';
import { addedDonors, donationForm } from './camps.test-support.js';

// "Donation by Donor ID" at the desk of a Pune blood centre: a walk-in donor is screened, bled and approved in
// one go — or deferred with the reason, or refused before the needle (docs/decisions/0046).

let t: TestApp;
let bank: Caller;
let otherBank: Caller;
let hospital: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [bank, otherBank, hospital] = await Promise.all([
    signedInInstitution(t),
    signedInInstitution(t),
    signedInInstitution(t, { type: 'Hospital' }),
  ]);
});
afterAll(() => t.close());

// Overrides may be wrong on purpose (an unticked declaration), so they are not held to the form's type.
const donate = (caller: Caller, body: { donorId: string } & Record<string, unknown>) =>
  caller.call(campsEndpoints.donate, { ...donationForm(body.donorId), ...body } as DonationForm);
const unitsOf = (personId: string) =>
  t.database.db.select().from(inventoryUnits).where(eq(inventoryUnits.personId, personId));

describe('a walk-in donation', () => {
  it('makes a quarantined unit with samples, and moves the donor’s next eligible day', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Neha', gender: 'Female' }])) as [string];
    const answer = await donate(bank, { donorId: donor });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(MESSAGES.donorDonated);
    const { unit, outcome } = answer.json().content.data;
    expect(outcome).toBe('donated');
    const [stored] = await unitsOf(donor);
    expect(stored).toMatchObject({
      id: unit._id,
      state: 'quarantined',
      component: 'Whole Blood',
      storedIn: 'Quarantine refrigerator',
    });
    const [sample] = await t.database.db.select().from(samples).where(eq(samples.unitId, unit._id));
    expect(sample).toMatchObject({ status: 3, receivedFrom: 'Walk-in donation' });
    const [person] = await t.database.db.select().from(people).where(eq(people.id, donor));
    // A woman gives whole blood again after 120 days (NBTC 2017).
    expect(person?.nextEligibleOn).toBe(daysAgo(-120));
    expect(person?.aadhaarLast4).toBe('0123');

    const again = await donate(bank, { donorId: donor });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/minimum interval since the last donation has not passed/);
    expect(await unitsOf(donor)).toHaveLength(1);
  });

  it('refuses, before the needle, a donor the platform’s administrator blocked — at every blood centre', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Vikas', gender: 'Male' }])) as [string];
    await t.database.db
      .update(people)
      .set({ blockType: 'permanently', blockReason: 'Asked money for donation', blockedAt: new Date() })
      .where(eq(people.id, donor));
    const refused = await donate(bank, { donorId: donor });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The donor cannot give today: Blocked on RaktSetu: Asked money for donation',
    );
    expect(await unitsOf(donor)).toHaveLength(0);
  });

  it('collects platelets by apheresis as their own component', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Arjun' }])) as [string];
    const answer = await donate(bank, {
      donorId: donor,
      bloodType: 'platelets',
      aadharNo: '345678901234',
      confirmAadharNo: '345678901234',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [unit] = await unitsOf(donor);
    expect(unit?.component).toBe('Platelets Apheresis Single Donor');
  });

  it('defers a donor whose blood pressure is high or whose veins are unfit, with the reasons and a remark', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Mahesh' }])) as [string];
    const answer = await donate(bank, {
      donorId: donor,
      bp: '160/100',
      veinFit: 'no',
      aadharNo: '456789012345',
      confirmAadharNo: '456789012345',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().content.data).toMatchObject({
      outcome: 'deferred',
      unit: null,
      reasons: [
        'The veins are not fit for the needle',
        'Systolic blood pressure must be between 100 and 140 mmHg',
        'Diastolic blood pressure must be between 60 and 90 mmHg',
      ],
    });
    expect(answer.json().message).toMatch(/^Donor deferred: The veins are not fit/);
    expect(await unitsOf(donor)).toHaveLength(0);
    const [kept] = await t.database.db.select().from(donations).where(eq(donations.personId, donor));
    expect(kept).toMatchObject({ outcome: 'deferred', bagId: null });
    const remarks = await t.database.db.select().from(donorRemarks).where(eq(donorRemarks.personId, donor));
    expect(remarks[0]?.event).toBe('Deferred at screening (Walk-in donation)');
  });

  it.each([
    [
      'an unticked declaration',
      { consents: { ...donationForm('x').consents, consentToDonateAndTest: false } },
      'Tick every declaration before approving',
    ],
    ['Aadhaar numbers that differ', { confirmAadharNo: '999999999999' }, MESSAGES.aadharMismatch],
    ['an empty doctor', { doctor: '' }, MESSAGES.donorDataFiledsRequired],
    ['blood pressure as words', { bp: 'normal' }, 'Enter blood pressure as systolic/diastolic, e.g. 120/80'],
  ])('is refused with %s, and nothing is written', async (_case, change, message) => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Imran' }])) as [string];
    const answer = await donate(bank, { donorId: donor, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(await t.database.db.select().from(donations).where(eq(donations.personId, donor))).toHaveLength(0);
  });

  it('checks the Aadhaar number against the donor’s record', async () => {
    const [donor] = (await addedDonors(bank, [
      { firstName: 'Salim', aadharNumber: '567890123456', confirmAadhar: '567890123456' },
    ])) as [string];
    const answer = await donate(bank, {
      donorId: donor,
      aadharNo: '567890123457',
      confirmAadharNo: '567890123457',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("The Aadhaar number does not match the donor's record");
    expect(answer.body).not.toContain('567890123457');
  });

  it('is given for a request only when the blood centre asked the donor to give for it', async () => {
    const [asked, other] = (await addedDonors(bank, [{ firstName: 'Ganesh' }, { firstName: 'Hari' }])) as [
      string,
      string,
    ];
    const sent = await bank.call(requestsEndpoints.sendToDonors, {
      units: 1,
      requiredBy: daysAgo(-2),
      donorIds: [asked],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const requestId = sent.json().content.data._id;
    const unasked = await donate(bank, {
      donorId: other,
      requestId,
      aadharNo: '789012345678',
      confirmAadharNo: '789012345678',
    });
    expect(unasked.statusCode).toBe(404);
    const given = await donate(bank, {
      donorId: asked,
      requestId,
      aadharNo: '890123456789',
      confirmAadharNo: '890123456789',
    });
    expect(given.statusCode, given.body).toBe(200);
    const [kept] = await t.database.db.select().from(donations).where(eq(donations.personId, asked));
    expect(kept).toMatchObject({ kind: 'scheduled', requestId, outcome: 'donated' });
  });

  it('is for the blood centre’s own donors: another’s answers 404, a hospital 403', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Tara', gender: 'Female' }])) as [string];
    expect((await donate(otherBank, { donorId: donor })).statusCode).toBe(404);
    expect((await donate(hospital, { donorId: donor })).statusCode).toBe(403);
    expect(await unitsOf(donor)).toHaveLength(0);
  });

  it('bleeds a donor once when two desks record them at the same moment', async () => {
    const [donor] = (await addedDonors(bank, [{ firstName: 'Lata', gender: 'Female' }])) as [string];
    const answers = await Promise.all(
      ['111122223333', '111122223333'].map((aadhaar) =>
        bank.call(campsEndpoints.donate, {
          ...donationForm(donor),
          aadharNo: aadhaar,
          confirmAadharNo: aadhaar,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await unitsOf(donor)).toHaveLength(1);
  });

  it('lists the samples newest first, to the blood centre only', async () => {
    const listed = await bank.call(donorsEndpoints.labResults, { type: 'samples', limit: 1 });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().content).toMatchObject({
      total: 4,
      data: [{ status: 3, receivedFrom: 'Walk-in donation' }],
    });
    expect((await otherBank.call(donorsEndpoints.labResults, { type: 'samples' })).json().content.total).toBe(
      0,
    );
    expect((await hospital.call(donorsEndpoints.labResults, { type: 'samples' })).statusCode).toBe(403);
  });
});

describe('two donors given one bag number at the same moment', () => {
  it('bleeds one of them; the other desk is told the bag is used, never a 500', async () => {
    const donors = (await addedDonors(bank, [{ firstName: 'Omkar' }, { firstName: 'Prakash' }])) as [
      string,
      string,
    ];
    const bag = donationForm(donors[0]).unitId;
    const answers = await Promise.all(
      donors.map((donorId, i) => {
        const aadhaar = `90000000000${i}`;
        return donate(bank, { donorId, unitId: bag, aadharNo: aadhaar, confirmAadharNo: aadhaar });
      }),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(`Bag number ${bag} is already used`);
    const bled = await t.database.db.select().from(donations).where(eq(donations.bagId, bag));
    expect(bled).toHaveLength(1);
  });
});
