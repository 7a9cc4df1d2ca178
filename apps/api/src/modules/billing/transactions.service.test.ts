import {
  billingEndpoints,
  DEFAULT_COMPONENT_PRICES,
  inventoryEndpoints,
  priceRegionOf,
  type Transaction,
} from '@raktsetu/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentPrices, institutions, subscriptionPlans, transactions } from '../../db/schema/index.js';
import { type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits, institutionIdOf, patientRequest } from '../inventory/inventory.test-support.js';
import { ensureDefaultPrices } from './billing.repository.js';
import {
  newTransactionId,
  recordIssueCharge,
  recordSubscription,
  subscriptionOf,
} from './transactions.service.js';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'View Only');
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A blood centre in a state (Maharashtra unless said), signed in. */
async function centreIn(state = 'Maharashtra') {
  const caller = await signedInInstitution(t);
  const id = await institutionIdOf(caller);
  await db().update(institutions).set({ state }).where(eq(institutions.id, id));
  return { caller, id };
}

const issue = (caller: Caller, requestId: string, inventoryIds: string[]) =>
  caller.call(inventoryEndpoints.changeStatus, {
    type: 'issue',
    id: requestId,
    inventoryIds,
    deliveryType: 'toBeCollected',
  });

const transactionsOf = (institutionId: string) =>
  db().select().from(transactions).where(eq(transactions.institutionId, institutionId));

describe('issuing units to a patient bills their processing charges', () => {
  it('one blood-unit transaction per issue: each unit at its component’s best price, with the patient', async () => {
    const { caller, id } = await centreIn('Maharashtra');
    const wholeBlood = await addUnits(caller, 2);
    const requestId = await patientRequest(caller, { units: 2, patientId: 'MRN-77' });

    const response = await issue(caller, requestId, wholeBlood);
    expect(response.statusCode, response.body).toBe(200);

    const rows = await transactionsOf(id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const price = DEFAULT_COMPONENT_PRICES['Whole Blood'].bestPrice;
    expect(row).toMatchObject({
      kind: 'bloodUnit',
      amount: 2 * price,
      units: 2,
      requestId,
      patientCode: 'MRN-77',
    });
    expect(row?.transactionId).toMatch(/^TXN\d{14}$/);
    expect(row?.details).toMatchObject({
      region: 'bestPrice',
      units: wholeBlood.map((unitId) => ({ _id: unitId, component: 'Whole Blood', price })),
    });

    // The administrator's Blood Unit tab shows it, with the centre and the patient.
    const list = await admin.call(billingEndpoints.transactions, { search: row?.transactionId });
    const shown: Transaction = list.json().content.data[0];
    expect(shown).toMatchObject({
      transactionId: row?.transactionId,
      type: 'bloodUnit',
      price: 2 * price,
      recieverDetails: { _id: id, institutionType: 'BloodBank' },
      request: [{ _id: requestId, patientId: 'MRN-77' }],
    });
    expect(shown.request[0]?.addedBy._id).toEqual(expect.any(String));
  });

  it('charges the North East price in a north-eastern state and the UT price in a union territory', async () => {
    await db()
      .update(componentPrices)
      .set({ bestPrice: 1000, northEast: 700, unionTerritory: 850 })
      .where(eq(componentPrices.component, 'Red Cells Packed'));
    const charged = async (state: string) => {
      const { caller, id } = await centreIn(state);
      const units = await addUnits(caller, 3, { component: 'Red Cells Packed' });
      const requestId = await patientRequest(caller, { component: 'Red Cells Packed', units: 3 });
      expect((await issue(caller, requestId, units)).statusCode).toBe(200);
      return (await transactionsOf(id))[0];
    };
    expect((await charged('Assam'))?.amount).toBe(3 * 700);
    expect((await charged('Puducherry'))?.amount).toBe(3 * 850);
    // An older spelling still names the territory.
    expect((await charged('NCT of Delhi'))?.amount).toBe(3 * 850);
    expect((await charged('Karnataka'))?.amount).toBe(3 * 1000);
    expect(priceRegionOf(null)).toBe('bestPrice');
  });

  it('a refused issue bills nothing', async () => {
    const { caller, id } = await centreIn();
    const [plasma] = await addUnits(caller, 1, { component: 'Plasma Fresh Frozen', bloodGroup: 'AB+' });
    const requestId = await patientRequest(caller, { units: 1 });
    expect((await issue(caller, requestId, [plasma as string])).statusCode).toBe(409);
    expect(await transactionsOf(id)).toEqual([]);
  });

  it('rolls back with the issue: a failure after the bill leaves neither', async () => {
    const { caller, id } = await centreIn();
    const [unit] = await addUnits(caller, 1);
    const failure = new Error('the issue failed after billing');
    await expect(
      db().transaction(async (tx) => {
        await recordIssueCharge(tx, {
          institutionId: id,
          units: [{ id: unit as string, bagId: 'BAG-X', bloodGroup: 'A+', component: 'Whole Blood' }],
          request: {
            id: unit as string,
            patientCode: 'MRN-1',
            raisedByPersonId: null,
            addedBy: null,
            institutionId: id,
            hospitalName: '',
          },
        });
        expect(await tx.select().from(transactions).where(eq(transactions.institutionId, id))).toHaveLength(
          1,
        );
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await transactionsOf(id)).toEqual([]);
  });

  it('ten clerks issuing the same units at once: one issue, one bill', async () => {
    const { caller, id } = await centreIn();
    const units = await addUnits(caller, 2, { bloodGroup: 'O+' });
    const requestId = await patientRequest(caller, { bloodGroup: 'O+', units: 20 });
    const statuses = (
      await Promise.all(Array.from({ length: 10 }, () => issue(caller, requestId, units)))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const rows = await transactionsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.units).toBe(2);
  });

  it('a transfer to another blood centre is not charged', async () => {
    const { caller, id } = await centreIn();
    const receiver = await signedInInstitution(t);
    const units = await addUnits(caller, 2);
    const response = await caller.call(inventoryEndpoints.changeStatus, {
      type: 'transfer',
      institutionId: await institutionIdOf(receiver),
      inventoryIds: units,
      deliveryType: 'toBeDeliver',
    });
    expect(response.statusCode).toBe(200);
    expect(await transactionsOf(id)).toEqual([]);
  });

  it('every database starts with a price for each component, and a restart keeps edited prices', async () => {
    const rows = await db().select().from(componentPrices);
    expect(rows).toHaveLength(Object.keys(DEFAULT_COMPONENT_PRICES).length);
    await db()
      .update(componentPrices)
      .set({ bestPrice: 1234 })
      .where(eq(componentPrices.component, 'Whole Blood'));
    await db().delete(componentPrices).where(eq(componentPrices.component, 'Cryoprecipitate'));
    await ensureDefaultPrices(db());
    const again = await db()
      .select()
      .from(componentPrices)
      .where(inArray(componentPrices.component, ['Whole Blood', 'Cryoprecipitate']));
    expect(Object.fromEntries(again.map((row) => [row.component, row.bestPrice]))).toEqual({
      'Whole Blood': 1234,
      Cryoprecipitate: DEFAULT_COMPONENT_PRICES.Cryoprecipitate.bestPrice,
    });
  });

  it('transaction ids are TXN, the day in India and eight digits', () => {
    expect(newTransactionId(new Date('2026-11-23T20:00:00Z'))).toMatch(/^TXN261124\d{8}$/);
  });
});

describe('an institution’s subscription', () => {
  async function plan(quantity: number, bonusQuantity: number, planName = 'Gold') {
    const [row] = await db()
      .insert(subscriptionPlans)
      .values({
        planName,
        description: 'Processing charges of a year',
        price: 50_000,
        quantity,
        bonusQuantity,
        condition: 'Renew within the year',
        bonusPeriod: 90,
        fromDate: '2026-01-01',
        toDate: '2026-12-31',
      })
      .returning();
    if (!row) throw new Error('no plan');
    return row;
  }

  it('is none until the institution subscribes', async () => {
    const { id } = await centreIn();
    expect(await subscriptionOf(db(), id)).toBeNull();
  });

  it('counts the plan with its bonus, less the units issued since the latest subscription', async () => {
    const { caller, id } = await centreIn();
    // Units issued before the subscription do not count against it.
    const before = await addUnits(caller, 1);
    expect((await issue(caller, await patientRequest(caller, { units: 1 }), before)).statusCode).toBe(200);

    const bought = await recordSubscription(db(), { institutionId: id, plan: await plan(1000, 100) });
    expect(await subscriptionOf(db(), id)).toEqual({
      planName: 'Gold',
      quantity: 1100,
      remaining: 1100,
      subscribedAt: bought.addedAt.toISOString(),
    });

    const after = await addUnits(caller, 3);
    expect((await issue(caller, await patientRequest(caller, { units: 3 }), after)).statusCode).toBe(200);
    expect(await subscriptionOf(db(), id)).toMatchObject({ quantity: 1100, remaining: 1097 });

    // A newer subscription replaces it, and the count starts again.
    await recordSubscription(db(), {
      institutionId: id,
      plan: await plan(500, 0, 'Silver'),
      at: new Date(Date.now() + 1000),
    });
    expect(await subscriptionOf(db(), id)).toMatchObject({
      planName: 'Silver',
      quantity: 500,
      remaining: 500,
    });
  });

  it('shows on the Subscription tab with the plan bought', async () => {
    const { id } = await centreIn();
    const bought = await recordSubscription(db(), { institutionId: id, plan: await plan(200, 20, 'Bronze') });
    const list = await admin.call(billingEndpoints.transactions, {
      type: 'subscription',
      search: bought.transactionId,
    });
    expect(list.json().content).toMatchObject({
      total: 1,
      data: [
        {
          transactionId: bought.transactionId,
          type: 'subscription',
          price: 50_000,
          plan: { planName: 'Bronze', quantity: 200, bonusQuantity: 20 },
          recieverDetails: { _id: id },
          request: [],
        },
      ],
    });
    const [stored] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.institutionId, id), eq(transactions.kind, 'subscription')));
    expect(stored?.planId).toBe(bought.planId);
  });
});
