import { indiaToday, inventoryEndpoints } from '@raktsetu/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { inventoryUnits, unitEvents } from '../db/schema/index.js';
import { addUnits, nextBag, patientRequest } from '../modules/inventory/inventory.test-support.js';
import { type Caller } from '../test/callers.js';
import { type TestApp } from '../test/test-app.js';
import { expectCountsAddUp, expectStockGridMatches } from './counts.test-support.js';
import { race, statusesOf, successes, twoCentres } from './trials.test-support.js';

// Clerks of one blood centre, and the centre receiving its transfers, acting on the same units at the same moment
// (docs/decisions/0044): each unit changes once, the others are told 409, and every count still adds up.

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

/** How many history lines of each action the units have, e.g. { issued: 2, disposed: 2 }. */
async function actionsOn(ids: string[], actions: string[]) {
  const rows = await db()
    .select({ unitId: unitEvents.unitId, action: unitEvents.action })
    .from(unitEvents)
    .where(and(inArray(unitEvents.unitId, ids), inArray(unitEvents.action, actions)));
  const perUnit = new Map<string, number>();
  for (const row of rows) perUnit.set(row.unitId, (perUnit.get(row.unitId) ?? 0) + 1);
  return { total: rows.length, mostOnOneUnit: Math.max(0, ...perUnit.values()), units: perUnit.size };
}

const unitsOf = (ids: string[]) => db().select().from(inventoryUnits).where(inArray(inventoryUnits.id, ids));

async function sentToReceiver(count: number) {
  const ids = await addUnits(bank, count, { bloodGroup: 'B+' });
  const sent = await bank.call(inventoryEndpoints.changeStatus, {
    type: 'transfer',
    institutionId: receiverId,
    inventoryIds: ids,
    deliveryType: 'toBeDeliver',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return ids;
}

describe('the same units, many hands', () => {
  race('issue, transfer and dispose of overlapping units', async () => {
    const ids = await addUnits(bank, 6, { bloodGroup: 'O+' });
    const requestId = await patientRequest(bank, { bloodGroup: 'O+', units: 12 });
    const kinds = [
      (inventoryIds: string[]) =>
        bank.call(inventoryEndpoints.changeStatus, {
          type: 'issue',
          id: requestId,
          inventoryIds,
          deliveryType: 'toBeCollected',
        }),
      (inventoryIds: string[]) =>
        bank.call(inventoryEndpoints.changeStatus, {
          type: 'transfer',
          institutionId: receiverId,
          inventoryIds,
          deliveryType: 'toBeDeliver',
        }),
      (inventoryIds: string[]) =>
        bank.call(inventoryEndpoints.changeStatus, { type: 'dispose', inventoryIds, reason: 'brokenBag' }),
    ];
    // Eighteen calls on six overlapping pairs: each pair asked for once by an issue, a transfer and a disposal.
    const calls = Array.from({ length: 18 }, (_, i) => {
      const pair = [ids[i % 6], ids[(i + 1) % 6]] as string[];
      const kind = kinds[(i + Math.floor(i / 6)) % 3] as (typeof kinds)[number];
      return kind(pair);
    });
    const succeeded = successes(statusesOf(await Promise.all(calls)));
    expect(succeeded).toBeGreaterThanOrEqual(1);
    expect(succeeded).toBeLessThanOrEqual(3);

    const changes = await actionsOn(ids, ['issued', 'transfer-sent', 'disposed']);
    expect(changes.mostOnOneUnit, 'no unit changes twice').toBeLessThanOrEqual(1);
    expect(changes.total).toBe(succeeded * 2);
    const units = await unitsOf(ids);
    expect(units.filter((unit) => unit.state === 'available')).toHaveLength(6 - succeeded * 2);
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });

  race(
    'two clerks recording the components of the same units, a third returning them, a fourth disposing',
    async () => {
      const ids = await addUnits(bank, 6, { bloodGroup: 'A-' });
      const sent = await bank.call(inventoryEndpoints.changeStatus, {
        type: 'process',
        inventoryIds: ids,
        volumes: [{ component: 'Red Cells Packed', volume: 1500 }],
        approximateVolume: 450,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const parents = ids.slice(0, 2);
      const components = () =>
        parents.flatMap((parentId) =>
          (['Red Cells Packed', 'Plasma Fresh Frozen'] as const).map((component) => ({
            parentId,
            bagId: nextBag(),
            component,
            volume: 200,
            storedIn: 'Fridge 2',
            processedDate: indiaToday(),
          })),
        );
      const answers = await Promise.all([
        bank.call(inventoryEndpoints.changeInProcessing, {
          type: 'processed',
          inventoryIds: parents,
          inventories: components(),
        }),
        bank.call(inventoryEndpoints.changeInProcessing, {
          type: 'processed',
          inventoryIds: parents,
          inventories: components(),
        }),
        bank.call(inventoryEndpoints.changeInProcessing, {
          type: 'returnToInventory',
          inventoryIds: parents,
        }),
        bank.call(inventoryEndpoints.changeInProcessing, {
          type: 'dispose',
          inventoryIds: parents,
          reason: 'brokenBag',
        }),
      ]);
      const statuses = statusesOf(answers);
      expect(successes(statuses), 'one of the four').toBe(1);

      const made = await db().select().from(inventoryUnits).where(inArray(inventoryUnits.parentId, parents));
      const processedWon = statuses[0] === 200 || statuses[1] === 200;
      expect(made, 'components are made once').toHaveLength(processedWon ? 4 : 0);
      const changes = await actionsOn(parents, ['processed', 'returned', 'disposed']);
      expect(changes).toEqual({ total: 2, mostOnOneUnit: 1, units: 2 });
      await expectStockGridMatches(db(), bank, bankId);
      await expectCountsAddUp(db());
    },
  );
});

describe('the receipt', () => {
  race('the receiver confirming the same transfer twice', async () => {
    const ids = await sentToReceiver(3);
    const answers = await Promise.all(
      [1, 2, 3].map(() => receiver.call(inventoryEndpoints.confirmTransfer, { state: 'Accepted', ids })),
    );
    expect(successes(statusesOf(answers))).toBe(1);

    const units = await unitsOf(ids);
    expect(units.map((unit) => [unit.institutionId, unit.state])).toEqual(
      ids.map(() => [receiverId, 'available']),
    );
    expect(await actionsOn(ids, ['transfer-accepted'])).toEqual({ total: 3, mostOnOneUnit: 1, units: 3 });
    await expectStockGridMatches(db(), bank, bankId);
    await expectStockGridMatches(db(), receiver, receiverId);
    await expectCountsAddUp(db());
  });

  race('the receiver accepting and declining the same transfer', async () => {
    const ids = await sentToReceiver(2);
    const answers = await Promise.all(
      (['Accepted', 'Declined', 'Accepted', 'Declined'] as const).map((state) =>
        receiver.call(inventoryEndpoints.confirmTransfer, { state, ids, comment: `${state} at the door` }),
      ),
    );
    // Declined first, the units are back with their sender: to the receiver they are no one's it knows (404).
    const statuses = statusesOf(answers, [409, 404]);
    expect(successes(statuses)).toBe(1);

    const accepted = statuses[0] === 200 || statuses[2] === 200;
    const units = await unitsOf(ids);
    expect(units.map((unit) => [unit.institutionId, unit.state, unit.transferToId])).toEqual(
      ids.map(() => [accepted ? receiverId : bankId, 'available', null]),
    );
    const [{ answered } = { answered: 0 }] = await db()
      .select({ answered: sql<number>`count(*)::int` })
      .from(unitEvents)
      .where(
        and(
          inArray(unitEvents.unitId, ids),
          inArray(unitEvents.action, ['transfer-accepted', 'transfer-declined']),
        ),
      );
    expect(answered, 'one receipt per unit').toBe(2);
    const [declined] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(unitEvents)
      .where(and(inArray(unitEvents.unitId, ids), eq(unitEvents.action, 'transfer-declined')));
    expect(declined?.n).toBe(accepted ? 0 : 2);
    await expectStockGridMatches(db(), bank, bankId);
    await expectStockGridMatches(db(), receiver, receiverId);
    await expectCountsAddUp(db());
  });
});
