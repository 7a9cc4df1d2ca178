import {
  billingEndpoints,
  DEFAULT_COMPONENT_PRICES,
  indiaToday,
  inventoryEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionOf } from '../../modules/billing/transactions.service.js';
import { addUnits, institutionIdOf, patientRequest } from '../../modules/inventory/inventory.test-support.js';
import { signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { subscriptionPlans, transactions } from '../schema/index.js';
import { DEMO_PLANS, seedDemoBilling } from './demo-billing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo billing', () => {
  it('offers the plans, subscribes the centres and bills the units the demo already issued', async () => {
    const db = t.database.db;
    const centre = await signedInInstitution(t);
    const centreId = await institutionIdOf(centre);
    const units = await addUnits(centre, 3);
    const requestId = await patientRequest(centre, { units: 3, patientId: 'MRN-2026-00412' });
    const issued = await centre.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id: requestId,
      inventoryIds: units,
      deliveryType: 'toBeCollected',
    });
    expect(issued.statusCode).toBe(200);
    // The demo writes its issued units straight into the tables, without a bill: as here.
    await db.delete(transactions).where(eq(transactions.institutionId, centreId));

    await seedDemoBilling(db, {
      today: indiaToday(),
      subscribers: [{ institutionId: centreId, plan: 'Standard 1000', daysAgo: 25 }],
    });

    const plans = await db.select().from(subscriptionPlans);
    expect(plans.map((plan) => plan.planName).sort()).toEqual(DEMO_PLANS.map((plan) => plan.planName).sort());
    for (const plan of plans) expect(plan.fromDate <= plan.toDate).toBe(true);

    const admin = await signedInAdmin(t, 'View Only');
    const bloodUnits = (await admin.call(billingEndpoints.transactions, {})).json().content;
    expect(bloodUnits).toMatchObject({
      total: 1,
      data: [
        {
          type: 'bloodUnit',
          price: 3 * DEFAULT_COMPONENT_PRICES['Whole Blood'].bestPrice,
          units: 3,
          request: [{ _id: requestId, patientId: 'MRN-2026-00412' }],
        },
      ],
    });
    const subscriptions = (await admin.call(billingEndpoints.transactions, { type: 'subscription' })).json()
      .content;
    expect(subscriptions).toMatchObject({ total: 1, data: [{ plan: { planName: 'Standard 1000' } }] });
    expect(await subscriptionOf(db, centreId)).toMatchObject({
      planName: 'Standard 1000',
      quantity: 1120,
      remaining: 1117,
    });
  });
});
