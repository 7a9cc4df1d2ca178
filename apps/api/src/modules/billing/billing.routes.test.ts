import {
  type AddPlanRequest,
  type AdminPermissions,
  BILLING_MESSAGES,
  billingEndpoints,
  COMPONENTS,
  DEFAULT_COMPONENT_PRICES,
  MESSAGES,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  componentPrices,
  institutions,
  subscriptionPlans,
  transactions,
} from '../../db/schema/index.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newTransactionId } from './transactions.service.js';

let t: TestApp;
let admin: Caller & Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Full permission on one area only, none elsewhere. */
function onlyOn(
  area: keyof AdminPermissions,
  level: Parameters<typeof permissionsAtLevel>[0],
): AdminPermissions {
  return { ...permissionsAtLevel('None'), [area]: permissionsAtLevel(level)[area] };
}

const PLAN: AddPlanRequest = {
  planName: 'Annual 1000',
  description: 'Processing charges of 1000 units over a year',
  price: 120000,
  quantity: 1000,
  bonusQuantity: 100,
  condition: 'Bonus units only after 900 units are used',
  bonusPeriod: 90,
  from: '01/04/2026',
  to: '31/03/2027',
};

describe('who may do what (docs/spec/part-2-operations-and-admin.md §6)', () => {
  it('every administrator sees transactions, even one with no permission at all', async () => {
    const none = await signedInAdmin(t, 'None');
    const response = await none.call(billingEndpoints.transactions, {});
    expect(response.statusCode, response.body).toBe(200);
  });

  it('pricing needs billing: read to see, update to change', async () => {
    const reader = await signedInAdmin(t, onlyOn('billing', 'View Only'));
    const outsider = await signedInAdmin(t, onlyOn('subscription', 'Full Permission'));
    const change = {
      component: 'Whole Blood' as const,
      ...DEFAULT_COMPONENT_PRICES['Whole Blood'],
      bestPrice: 9,
    };

    expect((await reader.call(billingEndpoints.pricings, {})).statusCode).toBe(200);
    expect((await outsider.call(billingEndpoints.pricings, {})).statusCode).toBe(403);
    expect((await reader.call(billingEndpoints.updatePricing, change)).statusCode).toBe(403);
    const writer = await signedInAdmin(t, onlyOn('billing', 'Create, Update but Not Delete'));
    expect((await writer.call(billingEndpoints.updatePricing, change)).statusCode).toBe(200);
    // Put back for the other tests.
    await admin.call(billingEndpoints.updatePricing, {
      component: 'Whole Blood',
      ...DEFAULT_COMPONENT_PRICES['Whole Blood'],
    });
  });

  it('plans need subscription: read to see, write to add', async () => {
    const reader = await signedInAdmin(t, onlyOn('subscription', 'View Only'));
    const outsider = await signedInAdmin(t, onlyOn('billing', 'Full Permission'));
    expect((await reader.call(billingEndpoints.plans, {})).statusCode).toBe(200);
    expect((await outsider.call(billingEndpoints.plans, {})).statusCode).toBe(403);
    const refused = await reader.call(billingEndpoints.addPlan, { ...PLAN, planName: 'Refused plan' });
    expect(refused.statusCode).toBe(403);
    expect(
      await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.planName, 'Refused plan')),
    ).toEqual([]);
  });

  it('an institution or nobody signed in gets nothing', async () => {
    const institution = await signedInInstitution(t);
    for (const endpoint of [
      billingEndpoints.transactions,
      billingEndpoints.pricings,
      billingEndpoints.plans,
    ]) {
      expect((await institution.call(endpoint, {})).statusCode).toBe(403);
      expect((await anonymous(t).call(endpoint, {})).statusCode).toBe(401);
    }
  });
});

describe('pricing', () => {
  it('lists the sixteen components with their prices, searched by name', async () => {
    const all = (await admin.call(billingEndpoints.pricings, { limit: 20 })).json().content;
    expect(all.total).toBe(COMPONENTS.length);
    expect(all.data.map((row: { component: string }) => row.component)).toEqual([...COMPONENTS]);
    expect(all.data[COMPONENTS.indexOf('Whole Blood')]).toMatchObject({
      _id: 'Whole Blood',
      ...DEFAULT_COMPONENT_PRICES['Whole Blood'],
    });

    const platelets = (await admin.call(billingEndpoints.pricings, { search: 'platelets' })).json().content;
    expect(platelets.data.map((row: { component: string }) => row.component)).toEqual([
      'Platelets Apheresis Single Donor',
      'Platelets Irradiated',
      'Platelets Leukoreduced',
      'Platelets Random Donor',
    ]);
  });

  it('changes one component’s prices and records them before and after', async () => {
    const before = DEFAULT_COMPONENT_PRICES.Cryoprecipitate;
    const after = {
      bestPrice: 300,
      northEast: 250,
      unionTerritory: 275,
      platelets: 0,
      wholeBlood: 0,
      tlc: 120,
    };
    const response = await admin.call(billingEndpoints.updatePricing, {
      component: 'Cryoprecipitate',
      ...after,
    });
    expect(response.json()).toMatchObject({
      code: 200,
      message: BILLING_MESSAGES.pricingUpdated,
      content: { data: { component: 'Cryoprecipitate', ...after } },
    });
    const [row] = await db()
      .select()
      .from(componentPrices)
      .where(eq(componentPrices.component, 'Cryoprecipitate'));
    expect(row).toMatchObject({ ...after, updatedBy: admin.account.admin.id });
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'pricing.updated'), eq(auditEvents.actorId, admin.account.admin.id)));
    expect(events.at(-1)?.details).toEqual({ component: 'Cryoprecipitate', before, after });
  });

  it('refuses a negative, fractional, huge or missing price and an unknown component, changing nothing', async () => {
    const good = { component: 'Plasma Fresh Frozen', ...DEFAULT_COMPONENT_PRICES['Plasma Fresh Frozen'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, bestPrice: -1 }, BILLING_MESSAGES.priceWhole],
      [{ ...good, northEast: 10.5 }, BILLING_MESSAGES.priceWhole],
      [{ ...good, tlc: 1_000_001 }, BILLING_MESSAGES.priceTooHigh],
      [{ ...good, unionTerritory: '' }, BILLING_MESSAGES.priceWhole],
      [{ ...good, platelets: 'ten' }, BILLING_MESSAGES.priceWhole],
      [{ ...good, component: 'Blue Blood' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await admin.send('POST', billingEndpoints.updatePricing.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    const [row] = await db()
      .select()
      .from(componentPrices)
      .where(eq(componentPrices.component, 'Plasma Fresh Frozen'));
    expect(row).toMatchObject(DEFAULT_COMPONENT_PRICES['Plasma Fresh Frozen']);
  });
});

describe('subscription plans', () => {
  it('adds a plan with the nine fields: "Plan Add Successfully!", recorded with who added it', async () => {
    const response = await admin.call(billingEndpoints.addPlan, PLAN);
    expect(response.json()).toMatchObject({
      code: 200,
      message: MESSAGES.planAdded,
      content: {
        data: {
          planName: 'Annual 1000',
          price: 120000,
          quantity: 1000,
          bonusQuantity: 100,
          bonusPeriod: 90,
          from: '2026-04-01',
          to: '2027-03-31',
          fromDate: '2026-04-01',
          toDate: '2027-03-31',
        },
      },
    });
    const id = response.json().content.data._id;
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(event).toMatchObject({
      action: 'plan.added',
      actorKind: 'admin',
      actorId: admin.account.admin.id,
    });
    expect(event?.details).toMatchObject({ before: null, after: { planName: 'Annual 1000' } });
  });

  it('any missing field is "All Fields required !", and nothing is saved', async () => {
    for (const field of Object.keys(PLAN) as (keyof AddPlanRequest)[]) {
      for (const value of [undefined, '', '   ']) {
        const body: Record<string, unknown> = { ...PLAN, planName: `Missing ${field}` };
        if (value === undefined) delete body[field];
        else body[field] = value;
        if (field === 'planName') body.planName = value;
        const response = await admin.send('POST', billingEndpoints.addPlan.path, body);
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(response.json().message, `${field}=${JSON.stringify(value)}`).toBe(
          MESSAGES.planFieldsRequired,
        );
      }
    }
    const empty = await admin.send('POST', billingEndpoints.addPlan.path, {});
    expect(empty.json().message).toBe(MESSAGES.planFieldsRequired);
    const saved = await db().select().from(subscriptionPlans);
    expect(saved.filter((plan) => plan.planName.startsWith('Missing'))).toEqual([]);
  });

  it('refuses From after To, negative or fractional numbers, a plan of no units and too large numbers', async () => {
    const cases: [Partial<Record<keyof AddPlanRequest, unknown>>, string][] = [
      [{ from: '01/05/2026', to: '30/04/2026' }, MESSAGES.toAfterFrom],
      [{ price: -5 }, BILLING_MESSAGES.notNegative],
      [{ bonusQuantity: '2.5' }, BILLING_MESSAGES.wholeNumber],
      [{ quantity: 0 }, BILLING_MESSAGES.quantityAtLeastOne],
      [{ bonusPeriod: 4000 }, 'At most 3,650'],
      [{ from: '31/02/2026' }, MESSAGES.invalidDate],
      [{ planName: 'x'.repeat(101) }, 'At most 100 characters'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.send('POST', billingEndpoints.addPlan.path, {
        ...PLAN,
        ...change,
        planName: change.planName ?? 'Refused',
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(
      await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.planName, 'Refused')),
    ).toEqual([]);
    // From and To on the same day is a one-day plan.
    const oneDay = await admin.call(billingEndpoints.addPlan, {
      ...PLAN,
      planName: 'One day',
      from: '2026-05-01',
      to: '2026-05-01',
    });
    expect(oneDay.statusCode).toBe(200);
  });

  it('lists plans searched, sorted and paged by the server', async () => {
    for (const [name, price] of [
      ['Zeta Plan', 10],
      ['Alpha Plan', 30],
      ['Beta Plan', 20],
    ] as const) {
      expect(
        (await admin.call(billingEndpoints.addPlan, { ...PLAN, planName: name, price })).statusCode,
      ).toBe(200);
    }
    const names = async (input: Record<string, unknown>) =>
      (await admin.call(billingEndpoints.plans, { search: 'plan', ...input })).json().content;
    // The search looks in the name and the description; "Annual 1000" says "plan" in neither.
    const newest = await names({});
    expect(newest.data.map((plan: { planName: string }) => plan.planName).slice(0, 3)).toEqual([
      'Beta Plan',
      'Alpha Plan',
      'Zeta Plan',
    ]);
    const byPrice = await names({ sort: 'price', order: 'asc', search: undefined });
    const prices = byPrice.data.map((plan: { price: number }) => plan.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const byName = await names({ sort: 'planName', order: 'asc', limit: 2, page: 1, search: undefined });
    expect(byName.data.map((plan: { planName: string }) => plan.planName)).toEqual([
      'Alpha Plan',
      'Annual 1000',
    ]);
    expect(byName.total).toBeGreaterThanOrEqual(5);
    const zeta = await names({ search: 'zet' });
    expect(zeta).toMatchObject({ total: 1, data: [{ planName: 'Zeta Plan' }] });
  });
});

describe('the transactions list', () => {
  it('shows one tab at a time, newest first, sorted by amount on request, searched by id, name or registration id', async () => {
    const first = await createInstitution(db());
    const second = await createInstitution(db());
    await db()
      .update(institutions)
      .set({ name: 'Zeal Blood Centre', registrationId: 'RS-ZEAL-01' })
      .where(eq(institutions.id, second.institution.id));
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 6));
    const rows = [
      { institutionId: first.institution.id, amount: 500, at: day(1), kind: 'bloodUnit' as const },
      { institutionId: first.institution.id, amount: 2900, at: day(3), kind: 'bloodUnit' as const },
      { institutionId: second.institution.id, amount: 1450, at: day(2), kind: 'bloodUnit' as const },
      { institutionId: second.institution.id, amount: 99000, at: day(4), kind: 'subscription' as const },
    ];
    const ids: string[] = [];
    for (const row of rows) {
      const transactionId = newTransactionId(row.at);
      ids.push(transactionId);
      await db()
        .insert(transactions)
        .values({
          transactionId,
          kind: row.kind,
          institutionId: row.institutionId,
          amount: row.amount,
          units: row.kind === 'bloodUnit' ? 1 : 0,
          addedAt: row.at,
        });
    }
    const mine = [first.institution.id, second.institution.id];
    const list = async (input: Record<string, unknown>) => {
      const content = (await admin.call(billingEndpoints.transactions, input)).json().content;
      return content.data
        .filter((row: { recieverDetails: { _id: string } }) => mine.includes(row.recieverDetails._id))
        .map((row: { price: number }) => row.price);
    };
    expect(await list({})).toEqual([2900, 1450, 500]);
    expect(await list({ sort: 'amount', order: 'asc' })).toEqual([500, 1450, 2900]);
    expect(await list({ type: 'subscription' })).toEqual([99000]);
    expect(await list({ search: 'zeal' })).toEqual([1450]);
    expect(await list({ search: 'rs-zeal-01' })).toEqual([1450]);
    expect(await list({ search: ids[0]?.toLowerCase() })).toEqual([500]);
    expect(await list({ search: 'Blood Centre' })).toEqual([]);

    const paged = (
      await admin.call(billingEndpoints.transactions, { search: 'zeal', type: 'subscription', limit: 1 })
    ).json().content;
    expect(paged).toMatchObject({ total: 1, data: [{ transactionId: ids[3], units: 0 }] });
  });

  it('a bad query is 400, never 500', async () => {
    for (const query of ['type=refund', 'sort=institution', 'limit=1000', 'page=0']) {
      const response = await admin.send('GET', `${billingEndpoints.transactions.path}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
