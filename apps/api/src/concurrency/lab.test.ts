import { inventoryEndpoints, labEndpoints, SAMPLE_STATUS } from '@raktsetu/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { donorLabResults, inventoryUnits, people, samples, unitEvents } from '../db/schema/index.js';
import { acceptedSample, donatedSample, passingResult } from '../modules/lab/lab.test-support.js';
import { type Caller } from '../test/callers.js';
import { type TestApp } from '../test/test-app.js';
import { expectCountsAddUp, expectStockGridMatches } from './counts.test-support.js';
import { race, statusesOf, successes, twoCentres } from './trials.test-support.js';

// The lab of a blood centre (docs/decisions/0047) clicked twice, or working while the stock moves: each sample is
// accepted once, each result saved once, and a unit found unsafe is unsafe wherever it has gone.

let t: TestApp;
let bank: Caller;
let receiver: Caller;
let bankId: string;
let receiverId: string;
beforeAll(async () => {
  ({ t, bank, receiver, bankId, receiverId } = await twoCentres());
});
afterAll(() => t.close());

const db = () => t.database.db;

const eventsOf = (unitIds: string[], action: string) =>
  db()
    .select()
    .from(unitEvents)
    .where(and(inArray(unitEvents.unitId, unitIds), eq(unitEvents.action, action)));

const resultsOf = (sampleId: string) =>
  db().select().from(donorLabResults).where(eq(donorLabResults.sampleId, sampleId));

/** A result that fails the sample: reactive for HIV. */
const failing = (sampleId: string) =>
  passingResult(sampleId, 'O+', {
    finalResult: 'Fail',
    screening: {
      hiv: 'reactive',
      hbsag: 'nonReactive',
      hcv: 'nonReactive',
      syphilis: 'nonReactive',
      malaria: 'nonReactive',
    },
  }).labResults;

/** A sample resulted Pass: its unit is released to stock. Answers the sample and its result's id. */
async function released() {
  const sample = await acceptedSample(bank);
  const saved = await bank.call(labEndpoints.add, { labs: [passingResult(sample.sampleId)] });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...sample, resultId: saved.json().content.data[0]._id as string };
}

describe('the lab, clicked twice', () => {
  race('the lab accepting the same samples twice', async () => {
    const both = [await donatedSample(bank), await donatedSample(bank)];
    const ids = both.map((sample) => sample.sampleId);
    const answers = await Promise.all([1, 2, 3].map(() => bank.call(labEndpoints.acceptSamples, { ids })));
    expect(successes(statusesOf(answers))).toBe(1);

    const rows = await db().select().from(samples).where(inArray(samples.id, ids));
    expect(rows.map((row) => row.status)).toEqual([
      SAMPLE_STATUS.awaitingResult,
      SAMPLE_STATUS.awaitingResult,
    ]);
    const accepted = await eventsOf(
      both.map((sample) => sample.unitId),
      'sample-accepted',
    );
    expect(accepted, 'one acceptance in each unit’s history').toHaveLength(2);
    await expectCountsAddUp(db());
  });

  race('the lab saving the result of one sample twice', async () => {
    const { sampleId, unitId } = await acceptedSample(bank);
    const answers = await Promise.all(
      [1, 2, 3].map(() => bank.call(labEndpoints.add, { labs: [passingResult(sampleId)] })),
    );
    expect(successes(statusesOf(answers))).toBe(1);

    expect(await resultsOf(sampleId)).toHaveLength(1);
    expect(await eventsOf([unitId], 'released')).toHaveLength(1);
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });

  race('two corrections of the same result', async () => {
    const { sampleId, unitId, donorId, resultId } = await released();
    // One correction finds the blood reactive, the other confirms the pass: whichever is first stands.
    const answers = await Promise.all([
      bank.call(labEndpoints.correct, {
        id: resultId,
        reason: 'Repeat test reactive',
        bloodGroup: 'O+',
        labResults: failing(sampleId),
      }),
      bank.call(labEndpoints.correct, {
        id: resultId,
        reason: 'Report number mistyped',
        bloodGroup: 'O+',
        labResults: passingResult(sampleId).labResults,
      }),
    ]);
    const statuses = statusesOf(answers);
    expect(successes(statuses)).toBe(1);

    const results = await resultsOf(sampleId);
    expect(results).toHaveLength(2);
    const current = results.filter((result) => result.supersededAt === null);
    expect(current).toHaveLength(1);
    const failed = statuses[0] === 200;
    expect(current[0]?.finalResult).toBe(failed ? 'Fail' : 'Pass');
    const [unit] = await db().select().from(inventoryUnits).where(eq(inventoryUnits.id, unitId));
    expect(unit?.state).toBe(failed ? 'unsafe' : 'available');
    const [person] = await db().select().from(people).where(eq(people.id, donorId));
    expect(person?.deferredUntil !== null, 'deferred only by a failed result').toBe(failed);
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });
});

describe('the lab and the stock at the same moment', () => {
  race('a failed result calling back a unit while its receiver accepts it', async () => {
    const { sampleId, unitId, resultId } = await released();
    const sent = await bank.call(inventoryEndpoints.changeStatus, {
      type: 'transfer',
      institutionId: receiverId,
      inventoryIds: [unitId],
      deliveryType: 'toBeDeliver',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [correction, receipt] = await Promise.all([
      bank.call(labEndpoints.correct, {
        id: resultId,
        reason: 'Repeat test reactive',
        bloodGroup: 'O+',
        labResults: failing(sampleId),
      }),
      receiver.call(inventoryEndpoints.confirmTransfer, { state: 'Accepted', ids: [unitId] }),
    ]);
    // Called back first, the unit is no longer on its way to the receiver: nothing of its to accept (404).
    const [corrected, received] = statusesOf([correction, receipt], [404]);
    expect(corrected, 'the lab is never refused').toBe(200);

    const [unit] = await db().select().from(inventoryUnits).where(eq(inventoryUnits.id, unitId));
    expect(unit).toMatchObject({
      state: 'unsafe',
      transferToId: null,
      institutionId: received === 200 ? receiverId : bankId,
    });
    expect(await eventsOf([unitId], 'found-unsafe')).toHaveLength(1);
    expect(await eventsOf([unitId], 'transfer-accepted')).toHaveLength(received === 200 ? 1 : 0);
    const current = await db()
      .select()
      .from(donorLabResults)
      .where(and(eq(donorLabResults.sampleId, sampleId), isNull(donorLabResults.supersededAt)));
    expect(current.map((result) => result.finalResult)).toEqual(['Fail']);
    await expectStockGridMatches(db(), bank, bankId);
    await expectStockGridMatches(db(), receiver, receiverId);
    await expectCountsAddUp(db());
  });
});
