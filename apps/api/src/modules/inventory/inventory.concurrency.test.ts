import { inventoryEndpoints } from '@raktsetu/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, inventoryUnits, unitEvents } from '../../db/schema/index.js';
import { signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits, institutionIdOf, patientRequest } from './inventory.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fifty clerks at once on the same ten units', () => {
  it('change each unit exactly once; every other call gets 409, and the counts add up', async () => {
    const bank = await signedInInstitution(t);
    const receiver = await signedInInstitution(t);
    const receiverId = await institutionIdOf(receiver);
    const ids = await addUnits(bank, 10, { bloodGroup: 'O+' });
    const requestId = await patientRequest(bank, { bloodGroup: 'O+', units: 20 });

    // Overlapping pairs of units, each asked for by an issue, a transfer and a disposal.
    const pairs = Array.from({ length: 50 }, (_, i) => [ids[i % 10], ids[(i + 1) % 10]] as string[]);
    const calls = pairs.map((inventoryIds, i) => {
      if (i % 3 === 0) {
        return bank.call(inventoryEndpoints.changeStatus, {
          type: 'issue',
          id: requestId,
          inventoryIds,
          deliveryType: 'toBeCollected',
        });
      }
      if (i % 3 === 1) {
        return bank.call(inventoryEndpoints.changeStatus, {
          type: 'transfer',
          institutionId: receiverId,
          inventoryIds,
          deliveryType: 'toBeDeliver',
        });
      }
      return bank.call(inventoryEndpoints.changeStatus, {
        type: 'dispose',
        inventoryIds,
        reason: 'brokenBag',
      });
    });
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);

    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      'no call may fail otherwise',
    ).toEqual([]);
    const succeeded = statuses.filter((s) => s === 200).length;
    // Ten units in pairs: at most five calls can succeed, at least one must.
    expect(succeeded).toBeGreaterThanOrEqual(1);
    expect(succeeded).toBeLessThanOrEqual(5);

    const db = t.database.db;
    const changes = await db
      .select({ unitId: unitEvents.unitId, n: sql<number>`count(*)::int` })
      .from(unitEvents)
      .where(inArray(unitEvents.unitId, ids))
      .groupBy(unitEvents.unitId);
    // Added once, then changed at most once.
    for (const { n } of changes) expect(n).toBeLessThanOrEqual(2);
    const changedUnits = changes.filter(({ n }) => n === 2).length;
    expect(changedUnits).toBe(succeeded * 2);

    const units = await db.select().from(inventoryUnits).where(inArray(inventoryUnits.id, ids));
    const issued = units.filter((unit) => unit.state === 'issued').length;
    const [request] = await db.select().from(bloodRequests).where(eq(bloodRequests.id, requestId));
    expect(request?.unitsReceived).toBe(issued);
    const stock = (await bank.call(inventoryEndpoints.stock, {})).json().content;
    const available = stock.data
      .find((g: { _id: string }) => g._id === 'O+')
      .inventory.find((c: { component: string }) => c.component === 'Whole Blood').available;
    expect(available).toBe(units.filter((unit) => unit.state === 'available').length);
    expect(available).toBe(10 - changedUnits);
  });
});
