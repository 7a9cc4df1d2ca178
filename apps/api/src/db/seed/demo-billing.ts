import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { recordIssueCharge, recordSubscription } from '../../modules/billing/transactions.service.js';
import type { Db } from '../client.js';
import {
  bloodRequests,
  inventoryUnits,
  type SubscriptionPlanRow,
  subscriptionPlans,
} from '../schema/index.js';

/** The plans offered in the demo, smallest first. */
export const DEMO_PLANS = [
  {
    planName: 'Starter 500',
    description: 'Processing-charge cover for 500 units issued, for centres starting on RaktSetu',
    price: 25_000,
    quantity: 500,
    bonusQuantity: 50,
    condition: 'Bonus units are usable within the bonus period after subscribing',
    bonusPeriod: 90,
  },
  {
    planName: 'Standard 1000',
    description: 'Processing-charge cover for 1,000 units issued, for a district blood centre',
    price: 45_000,
    quantity: 1000,
    bonusQuantity: 120,
    condition: 'Bonus units are usable within the bonus period after subscribing',
    bonusPeriod: 120,
  },
  {
    planName: 'Regional 2500',
    description: 'Processing-charge cover for 2,500 units issued, for a regional or hospital blood centre',
    price: 100_000,
    quantity: 2500,
    bonusQuantity: 400,
    condition: 'Renewed before the end date, unused bonus units carry over once',
    bonusPeriod: 180,
  },
] as const;
export type DemoPlanName = (typeof DEMO_PLANS)[number]['planName'];

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** 1 April of the Indian financial year `today` falls in, and the 31 March that ends it. */
function financialYearOf(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const start = today.slice(5) >= '04-01' ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/**
 * The demo's money (docs/spec/part-2-operations-and-admin.md §2 Transactions, Subscription Plans): the plans
 * on offer, a subscription bought by each centre named in `subscribers` some weeks ago, and the processing
 * charges of every unit the demo inventory has already issued, billed as the issue would have been — so
 * both tabs of /Super-Admin/Transaction and the subscription of an institution's detail page show real rows.
 * Runs after the inventory, in the seed's transaction.
 */
export async function seedDemoBilling(
  db: Db,
  options: { today: string; subscribers: { institutionId: string; plan: DemoPlanName; daysAgo: number }[] },
): Promise<void> {
  const year = financialYearOf(options.today);
  const plans = new Map<string, SubscriptionPlanRow>();
  for (const [index, plan] of DEMO_PLANS.entries()) {
    const [row] = await db
      .insert(subscriptionPlans)
      .values({
        ...plan,
        fromDate: year.from,
        toDate: year.to,
        // Added a few days apart, the largest last, as an administrator would have.
        addedAt: new Date(Date.parse(`${dayBefore(options.today, 60 - index * 5)}T10:00:00+05:30`)),
      })
      .returning();
    if (row) plans.set(row.planName, row);
  }

  for (const subscriber of options.subscribers) {
    const plan = plans.get(subscriber.plan);
    if (!plan) throw new Error(`no demo plan ${subscriber.plan}`);
    await recordSubscription(db, {
      institutionId: subscriber.institutionId,
      plan,
      at: new Date(Date.parse(`${dayBefore(options.today, subscriber.daysAgo)}T11:30:00+05:30`)),
    });
  }

  // The units already issued, one bill per request and centre, at the moment of the issue.
  const issued = await db
    .select({
      id: inventoryUnits.id,
      bagId: inventoryUnits.bagId,
      bloodGroup: inventoryUnits.bloodGroup,
      component: inventoryUnits.component,
      institutionId: inventoryUnits.institutionId,
      requestId: inventoryUnits.issuedRequestId,
      issuedAt: inventoryUnits.issuedAt,
    })
    .from(inventoryUnits)
    .where(and(eq(inventoryUnits.state, 'issued'), isNotNull(inventoryUnits.issuedRequestId)))
    .orderBy(asc(inventoryUnits.issuedAt), asc(inventoryUnits.id));
  const requestIds = [...new Set(issued.map((unit) => unit.requestId as string))];
  const requests = new Map(
    (requestIds.length
      ? await db.select().from(bloodRequests).where(inArray(bloodRequests.id, requestIds))
      : []
    ).map((request) => [request.id, request]),
  );
  const bills = new Map<string, typeof issued>();
  for (const unit of issued) {
    const key = `${unit.institutionId} ${unit.requestId}`;
    bills.set(key, [...(bills.get(key) ?? []), unit]);
  }
  for (const units of bills.values()) {
    const [first] = units;
    const request = first && requests.get(first.requestId as string);
    if (!first || !request) continue;
    await recordIssueCharge(db, {
      institutionId: first.institutionId,
      units,
      request: {
        id: request.id,
        patientCode: request.patientCode,
        raisedByPersonId: request.raisedByPersonId,
        addedBy: request.addedBy,
        institutionId: request.institutionId,
        hospitalName: request.hospitalName,
      },
      at: first.issuedAt ?? new Date(),
    });
  }
}
