import {
  authEndpoints,
  campsEndpoints,
  DEFAULT_LAB_CRITERIA,
  donorsEndpoints,
  institutionsEndpoints,
  inventoryEndpoints,
  LAB_MESSAGES,
  labEndpoints,
  MESSAGES,
} from '@raktsetu/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donorLabResults,
  donorRemarks,
  institutionDonors,
  inventoryUnits,
  people,
  samples,
  unitEvents,
} from '../../db/schema/index.js';
import { type Caller, signedInInstitution, signIn } from '../../test/callers.js';
import { createLabMember, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { institutionIdOf } from '../inventory/inventory.test-support.js';
import { acceptedSample, donatedSample, passingResult } from './lab.test-support.js';

// The lab of a Pune blood centre: it accepts the sample tubes of the day's donations, enters their results,
// and so decides which bags leave quarantine — and which are never used (docs/decisions/0047).

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

const db = () => t.database.db;
const unit = async (id: string) =>
  (await db().select().from(inventoryUnits).where(eq(inventoryUnits.id, id)))[0];
const sampleStatus = async (id: string) =>
  (await db().select({ status: samples.status }).from(samples).where(eq(samples.id, id)))[0]?.status;
const history = async (unitId: string) =>
  db().select().from(unitEvents).where(eq(unitEvents.unitId, unitId)).orderBy(asc(unitEvents.seq));
const register = async (caller: Caller, query: Record<string, unknown> = {}) =>
  (await caller.call(donorsEndpoints.labResults, query)).json().content;
/** The current result of a sample, as the lab's register lists it. */
const resultOf = async (sampleId: string) =>
  (await register(bank, { limit: 100 })).data.find((row: { sampleId: string }) => row.sampleId === sampleId);

describe('accepting samples', () => {
  it('moves received samples to "Enter Result", and refuses to accept one twice', async () => {
    const [first, second] = [await donatedSample(bank), await donatedSample(bank)];
    const accepted = await bank.call(labEndpoints.acceptSamples, { ids: [first.sampleId, second.sampleId] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('2 samples accepted');
    expect(await sampleStatus(first.sampleId)).toBe(4);

    const again = await bank.call(labEndpoints.acceptSamples, { ids: [first.sampleId] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This sample is already accepted/);
  });

  it('accepts all of a batch or none: one tube already accepted leaves the others waiting', async () => {
    const waiting = await donatedSample(bank);
    const taken = await acceptedSample(bank);
    const answer = await bank.call(labEndpoints.acceptSamples, { ids: [waiting.sampleId, taken.sampleId] });
    expect(answer.statusCode).toBe(409);
    expect(await sampleStatus(waiting.sampleId)).toBe(3);
  });

  it('is for the lab that received the tube: another blood centre gets 404, a hospital 403', async () => {
    const sample = await donatedSample(bank);
    expect((await otherBank.call(labEndpoints.acceptSamples, { ids: [sample.sampleId] })).statusCode).toBe(
      404,
    );
    expect((await hospital.call(labEndpoints.acceptSamples, { ids: [sample.sampleId] })).statusCode).toBe(
      403,
    );
    expect(await sampleStatus(sample.sampleId)).toBe(3);
  });

  it('accepts a tube once when two technicians press Accept together', async () => {
    const sample = await donatedSample(bank);
    const answers = await Promise.all(
      [1, 2].map(() => bank.call(labEndpoints.acceptSamples, { ids: [sample.sampleId] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the result form', () => {
  it('names the first missing field in the single form’s order', async () => {
    const { sampleId } = await acceptedSample(bank);
    const full = passingResult(sampleId);
    const cases: [Record<string, unknown>, string][] = [
      [{ bloodGroup: '' }, MESSAGES.enterBloodGroup],
      [{ labResults: { ...full.labResults, reportNo: '', testedBy: '' } }, MESSAGES.enterReportNo],
      [{ labResults: { ...full.labResults, testedBy: ' ' } }, MESSAGES.enterTestedBy],
      [{ labResults: { ...full.labResults, addedAt: '' } }, MESSAGES.enterAddedAt],
    ];
    for (const [change, message] of cases) {
      const answer = await bank.call(labEndpoints.add, { labs: [{ ...full, ...change }] } as never);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(await sampleStatus(sampleId)).toBe(4);
    const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const future = await bank.call(labEndpoints.add, {
      labs: [{ ...full, labResults: { ...full.labResults, addedAt: tomorrow } }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/^The tests are done between the collection and today/);
  });

  it('asks the bulk form for Hb, weight and blood pressure too, in the spec’s order', async () => {
    const { sampleId } = await acceptedSample(bank);
    const full = passingResult(sampleId);
    const bulk = (labResults: Record<string, unknown>) =>
      bank.call(labEndpoints.add, {
        form: 'bulk',
        labs: [{ ...full, labResults: { ...full.labResults, ...labResults } }],
      } as never);
    expect((await bulk({ Hb: '', reportNo: '' })).json().message).toBe(MESSAGES.enterHb);
    expect((await bulk({ weight: '', bloodPressure: '' })).json().message).toBe(MESSAGES.enterWeight);
    expect((await bulk({ bloodPressure: '' })).json().message).toBe(MESSAGES.enterBloodPressure);
  });

  it('refuses a Pass with a reactive screening test, or before every test is recorded', async () => {
    const { sampleId, unitId } = await acceptedSample(bank);
    const reactive = passingResult(sampleId, 'O+', {
      screening: {
        hiv: 'nonReactive',
        hbsag: 'reactive',
        hcv: 'nonReactive',
        syphilis: 'nonReactive',
        malaria: 'nonReactive',
      },
    });
    const answer = await bank.call(labEndpoints.add, { labs: [reactive] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(LAB_MESSAGES.passWithReactive);
    const untested = passingResult(sampleId, 'O+', { screening: { hiv: 'nonReactive' } });
    expect((await bank.call(labEndpoints.add, { labs: [untested] })).json().message).toBe(
      LAB_MESSAGES.passNeedsScreening,
    );
    expect((await unit(unitId))?.state).toBe('quarantined');
  });

  it('refuses a result before the sample is accepted, a second result, and another blood centre’s sample', async () => {
    const waiting = await donatedSample(bank);
    const early = await bank.call(labEndpoints.add, { labs: [passingResult(waiting.sampleId)] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Accept the sample before entering its result/);

    const { sampleId } = await acceptedSample(bank);
    expect((await otherBank.call(labEndpoints.add, { labs: [passingResult(sampleId)] })).statusCode).toBe(
      404,
    );
    expect((await bank.call(labEndpoints.add, { labs: [passingResult(sampleId)] })).statusCode).toBe(200);
    const second = await bank.call(labEndpoints.add, { labs: [passingResult(sampleId)] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already has its result/);
  });

  it('saves one result when two technicians save the same sample together', async () => {
    const { sampleId, unitId } = await acceptedSample(bank);
    const answers = await Promise.all(
      [1, 2].map(() => bank.call(labEndpoints.add, { labs: [passingResult(sampleId)] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await db().select().from(donorLabResults).where(eq(donorLabResults.sampleId, sampleId)),
    ).toHaveLength(1);
    expect((await history(unitId)).filter((event) => event.action === 'released')).toHaveLength(1);
  });

  it('saves a batch whole or not at all', async () => {
    const good = await acceptedSample(bank);
    const waiting = await donatedSample(bank);
    const answer = await bank.call(labEndpoints.add, {
      form: 'bulk',
      labs: [passingResult(good.sampleId), passingResult(waiting.sampleId)],
    });
    expect(answer.statusCode).toBe(409);
    expect((await unit(good.unitId))?.state).toBe('quarantined');
    expect(await sampleStatus(good.sampleId)).toBe(4);
  });
});

describe('the release gate', () => {
  it('releases the bag on a Pass with every test non-reactive and the group matching, and the bag can be issued', async () => {
    const { sampleId, unitId } = await acceptedSample(bank, 'B+');
    const answer = await bank.call(labEndpoints.add, { labs: [passingResult(sampleId, 'B+')] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().content.data[0]).toMatchObject({ outcome: 'released' });
    expect(answer.json().message).toMatch(/^Lab result saved\. Released to inventory: bag /);
    expect(await unit(unitId)).toMatchObject({ state: 'available', screening: 'released' });
    expect(await sampleStatus(sampleId)).toBe(5);
    expect((await history(unitId)).map((event) => event.action)).toEqual([
      'collected',
      'sample-accepted',
      'released',
    ]);
    const listed = await bank.call(inventoryEndpoints.unit, { id: unitId });
    expect(listed.json().content.history.at(-1).summary).toMatch(/^Released by the lab \(report LR-/);
  });

  it('holds the bag in quarantine when the group found is not the group on the bag, until a correction', async () => {
    const { sampleId, unitId } = await acceptedSample(bank, 'A+');
    const answer = await bank.call(labEndpoints.add, { labs: [passingResult(sampleId, 'A-')] });
    expect(answer.json().content.data[0].outcome).toBe('held');
    expect(answer.json().message).toMatch(/Grouping found A-, the unit is labelled A\+: held in quarantine/);
    expect((await unit(unitId))?.state).toBe('quarantined');

    const held = await resultOf(sampleId);
    expect(held).toMatchObject({ outcome: 'held', bloodGroup: 'A-', unitBloodGroup: 'A+' });
    const corrected = await bank.call(labEndpoints.correct, {
      id: held._id,
      reason: 'Repeat grouping with fresh anti-D: Rh positive',
      bloodGroup: 'A+',
      labResults: passingResult(sampleId, 'A+').labResults,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await unit(unitId))?.state).toBe('available');
    // The register shows the correction, which names what it corrected; the original stays in the database.
    const current = await resultOf(sampleId);
    expect(current).toMatchObject({
      outcome: 'released',
      corrects: { reason: 'Repeat grouping with fresh anti-D: Rh positive' },
    });
    expect(
      await db().select().from(donorLabResults).where(eq(donorLabResults.sampleId, sampleId)),
    ).toHaveLength(2);
  });

  it('marks every bag of a reactive donation unsafe for good, and defers the donor to be counselled', async () => {
    const { sampleId, unitId, donorId } = await acceptedSample(bank);
    const failed = passingResult(sampleId, 'O+', {
      finalResult: 'Fail',
      screening: {
        hiv: 'reactive',
        hbsag: 'nonReactive',
        hcv: 'nonReactive',
        syphilis: 'nonReactive',
        malaria: 'nonReactive',
      },
    });
    const answer = await bank.call(labEndpoints.add, { labs: [failed] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toMatch(/Reactive for HIV 1 & 2: 1 unit marked unsafe .* dispose of them/);
    expect(await unit(unitId)).toMatchObject({ state: 'unsafe', screening: 'reactive' });
    expect(answer.json().content.data[0].unsafeUnits).toEqual([{ _id: unitId, bagId: expect.any(String) }]);

    const [link] = await db().select().from(institutionDonors).where(eq(institutionDonors.personId, donorId));
    expect(link).toMatchObject({
      status: 'Blocked',
      blockType: 'recovery',
      blockReason: 'Medically unfit donate',
    });
    expect(link?.blockComment).toMatch(/Reactive for HIV 1 & 2 .* To be counselled/);
    const [person] = await db().select().from(people).where(eq(people.id, donorId));
    // Other centres see that the donor is deferred, never the medical reason.
    expect(person?.deferralReason).not.toMatch(/HIV/);
    expect(person?.deferredUntil).not.toBeNull();
    const remarks = await db().select().from(donorRemarks).where(eq(donorRemarks.personId, donorId));
    expect(remarks.at(-1)?.event).toMatch(/^Deferred after lab result/);

    // An unsafe unit can be disposed of, never issued, and a later correction does not bring it back.
    const failedResult = await resultOf(sampleId);
    const retest = await bank.call(labEndpoints.correct, {
      id: failedResult._id,
      reason: 'Supplementary test negative',
      bloodGroup: 'O+',
      labResults: passingResult(sampleId).labResults,
    });
    expect(retest.json().content.data).toMatchObject({ outcome: 'alreadyOut' });
    expect(retest.json().message).toMatch(/stay unsafe/);
    expect((await unit(unitId))?.state).toBe('unsafe');
    const disposed = await bank.call(inventoryEndpoints.changeStatus, {
      type: 'dispose',
      inventoryIds: [unitId],
      reason: 'reactive',
    } as never);
    expect(disposed.statusCode, disposed.body).toBe(200);
  });

  it('releases on a conditional release only with its reason, and records who released it', async () => {
    const { sampleId, unitId } = await acceptedSample(bank);
    const conditional = passingResult(sampleId, 'O+', { finalResult: 'Conditional Release' });
    const refused = await bank.call(labEndpoints.add, { labs: [conditional] });
    expect(refused.json().message).toBe(LAB_MESSAGES.conditionalNeedsReason);
    const reason = 'Platelet count low; released for plasma only on the medical officer’s order';
    conditional.labResults.conditionalReason = reason;
    expect((await bank.call(labEndpoints.add, { labs: [conditional] })).statusCode).toBe(200);
    const released = (await history(unitId)).at(-1);
    expect(released).toMatchObject({ action: 'released', reason });
    expect(released?.actorId).not.toBeNull();
  });
});

describe('the register and the criteria', () => {
  it('lists the lab’s own current results with each parameter’s standard, flagged when outside it', async () => {
    const { sampleId } = await acceptedSample(bank, 'AB-');
    await bank.call(labEndpoints.add, {
      labs: [
        passingResult(sampleId, 'AB-', {
          results: [{ id: 'platelet', parameter: 'Platelet', observation: '120', remarks: 'Repeat' }],
        }),
      ],
    });
    const content = await register(bank, { bloodGroup: 'AB-' });
    expect(content.total).toBe(1);
    expect(content.data[0].labResults.results[0]).toMatchObject({
      parameter: 'Platelet',
      standard: '150-400*10^9',
      outOfRange: true,
    });
    expect((await register(otherBank)).total).toBe(0);
    // Found by the start of its report number, or of its sample's bag or donor ID.
    const [row] = content.data;
    for (const search of [row.labResults.reportNo, row.bagId.slice(0, -1), row.donorId]) {
      const found = await register(bank, { search });
      expect(
        found.data.map((r: { _id: string }) => r._id),
        search,
      ).toContain(row._id);
    }
    expect((await register(bank, { search: 'no-such-report' })).total).toBe(0);
    expect((await hospital.call(donorsEndpoints.labResults, {})).statusCode).toBe(403);
  });

  it('starts from the spec’s parameters and keeps the lab’s own criteria', async () => {
    const lab = await signedInInstitution(t);
    expect((await lab.call(labEndpoints.criteria)).json().content.labCriteria).toEqual(DEFAULT_LAB_CRITERIA);
    const own = DEFAULT_LAB_CRITERIA.map((c) => (c.id === 'wbc' ? { ...c, min: 4, max: 11 } : c));
    const saved = await lab.call(labEndpoints.setCriteria, { settings: { labCriteria: own } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lab.call(labEndpoints.criteria)).json().content.labCriteria[1]).toMatchObject({
      min: 4,
      max: 11,
    });
    const bad = await lab.call(labEndpoints.setCriteria, {
      settings: { labCriteria: [{ id: 'x', name: '', min: 1, max: 2 }] },
    } as never);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.enterValidData);
  });
});

describe('a lab member', () => {
  it('works in the lab of their blood centre and nowhere else', async () => {
    const member = await signIn(t, await createLabMember(db(), await institutionIdOf(bank)));
    const { sampleId } = await donatedSample(bank);
    expect((await member.call(donorsEndpoints.labResults, { type: 'samples' })).statusCode).toBe(200);
    expect((await member.call(labEndpoints.acceptSamples, { ids: [sampleId] })).statusCode).toBe(200);
    expect((await member.call(donorsEndpoints.list, {})).statusCode).toBe(403);
    expect((await member.call(campsEndpoints.list, {})).statusCode).toBe(403);
    expect((await member.call(inventoryEndpoints.list, {})).statusCode).toBe(403);
    expect((await member.call(institutionsEndpoints.profile)).statusCode).toBe(403);
    // Their own password is theirs to change.
    const changed = await member.call(authEndpoints.changePassword, {
      currentPassword: TEST_PASSWORD,
      password: 'Lab@Bench2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
