import { randomInt } from 'node:crypto';
import {
  type ChargedUnit,
  type ComponentPrices,
  DEFAULT_COMPONENT_PRICES,
  indiaToday,
  isComponent,
  type PriceRegion,
  priceRegionOf,
  type SubscriptionSummary,
  type Transaction,
} from '@raktsetu/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  componentPrices,
  institutions,
  type SubscriptionPlanRow,
  type TransactionRow,
  transactions,
} from '../../db/schema/index.js';
import {
  type BillingRepository,
  latestSubscription,
  type TransactionListRow,
  type TransactionPageQuery,
  unitsChargedSince,
} from './billing.repository.js';

/**
 * TXN, the day in India (yymmdd) and eight random digits: TXN26112404718263. A hundred million a day, so a
 * clash is rare; `insertWithFreshId` still tries again on one, inside the caller's transaction.
 */
export function newTransactionId(at: Date = new Date()): string {
  const day = indiaToday(at).slice(2).replaceAll('-', '');
  return `TXN${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

type NewTransaction = Omit<typeof transactions.$inferInsert, 'transactionId'>;

/**
 * Inserts with a new human id, drawing another on the rare clash. `ON CONFLICT DO NOTHING` instead of
 * catching the unique violation: a failed statement would abort the caller's transaction (the issue).
 */
async function insertWithFreshId(tx: Db, row: NewTransaction): Promise<TransactionRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [saved] = await tx
      .insert(transactions)
      .values({
        ...row,
        transactionId: newTransactionId(row.addedAt instanceof Date ? row.addedAt : undefined),
      })
      .onConflictDoNothing({ target: transactions.transactionId })
      .returning();
    if (saved) return saved;
  }
  throw new Error('no free transaction id after 5 attempts');
}

export interface IssuedUnit {
  id: string;
  bagId: string;
  bloodGroup: string;
  component: string;
}

export interface IssueCharge {
  /** The blood centre that issued the units: it collects the charges. */
  institutionId: string;
  units: IssuedUnit[];
  request: {
    id: string;
    patientCode: string | null;
    /** The mobile user who raised it, when one did. */
    raisedByPersonId: string | null;
    /** The institution user who raised it, when one did. */
    addedBy: string | null;
    /** The institution whose patient it is, when one raised it. */
    institutionId: string | null;
    hospitalName: string;
  };
  at?: Date;
}

/** The prices of the components, as the table holds them now; the contract's defaults for any missing row. */
async function pricesOf(tx: Db, components: string[]): Promise<Map<string, ComponentPrices>> {
  const rows = components.length
    ? await tx.select().from(componentPrices).where(inArray(componentPrices.component, components))
    : [];
  const prices = new Map<string, ComponentPrices>(rows.map((row) => [row.component, row]));
  for (const component of components) {
    // A row is inserted for every component at start (ensureDefaultPrices); this only covers a database
    // whose row was deleted by hand: an issue is never refused over its bill.
    if (!prices.has(component) && isComponent(component))
      prices.set(component, DEFAULT_COMPONENT_PRICES[component]);
  }
  return prices;
}

/**
 * Records the processing charges of an issue to a patient (docs/spec/part-2-operations-and-admin.md §3
 * "Blood unit transaction"): one row for the call, each unit at its component's price for the issuing
 * centre's region. Pass the issue's transaction: if the issue rolls back, so does its bill.
 */
export async function recordIssueCharge(tx: Db, charge: IssueCharge): Promise<TransactionRow> {
  const [centre] = await tx
    .select({ state: institutions.state })
    .from(institutions)
    .where(eq(institutions.id, charge.institutionId));
  const region: PriceRegion = priceRegionOf(centre?.state);
  const prices = await pricesOf(tx, [...new Set(charge.units.map((unit) => unit.component))]);
  const charged: ChargedUnit[] = charge.units.map((unit) => ({
    _id: unit.id,
    bagId: unit.bagId,
    bloodGroup: unit.bloodGroup,
    component: unit.component,
    price: prices.get(unit.component)?.[region] ?? 0,
  }));
  return insertWithFreshId(tx, {
    kind: 'bloodUnit',
    institutionId: charge.institutionId,
    amount: charged.reduce((sum, unit) => sum + unit.price, 0),
    units: charged.length,
    requestId: charge.request.id,
    patientCode: charge.request.patientCode || null,
    personId: charge.request.raisedByPersonId,
    details: {
      region,
      units: charged,
      requestedBy: charge.request.addedBy,
      receiver: { institutionId: charge.request.institutionId, hospitalName: charge.request.hospitalName },
    },
    ...(charge.at && { addedAt: charge.at }),
  });
}

/**
 * Records an institution's purchase of a plan, keeping the plan's name and quantities as they were then:
 * a plan edited later does not change what was bought.
 */
export async function recordSubscription(
  tx: Db,
  purchase: { institutionId: string; plan: SubscriptionPlanRow; at?: Date },
): Promise<TransactionRow> {
  const { plan } = purchase;
  return insertWithFreshId(tx, {
    kind: 'subscription',
    institutionId: purchase.institutionId,
    amount: plan.price,
    units: 0,
    planId: plan.id,
    details: {
      planName: plan.planName,
      quantity: plan.quantity,
      bonusQuantity: plan.bonusQuantity,
      bonusPeriod: plan.bonusPeriod,
      price: plan.price,
    },
    ...(purchase.at && { addedAt: purchase.at }),
  });
}

const numberIn = (details: Record<string, unknown>, key: string) => {
  const value = details[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The subscription an institution's detail page shows: the plan of its latest subscription, the units it
 * covers (bonus included) and those left after the units it has issued since. Null when it never subscribed.
 */
export async function subscriptionOf(db: Db, institutionId: string): Promise<SubscriptionSummary | null> {
  const latest = await latestSubscription(db, institutionId);
  if (!latest) return null;
  const quantity = numberIn(latest.details, 'quantity') + numberIn(latest.details, 'bonusQuantity');
  const used = await unitsChargedSince(db, institutionId, latest.addedAt);
  const planName = latest.details.planName;
  return {
    planName: typeof planName === 'string' ? planName : '',
    quantity,
    remaining: quantity - used,
    subscribedAt: latest.addedAt.toISOString(),
  };
}

function chargedUnitsIn(details: Record<string, unknown>): ChargedUnit[] {
  const units = details.units;
  return Array.isArray(units) ? (units as ChargedUnit[]) : [];
}

export function toTransaction(row: TransactionListRow): Transaction {
  const requestedBy = typeof row.details.requestedBy === 'string' ? row.details.requestedBy : null;
  const planName = row.details.planName;
  return {
    _id: row.id,
    transactionId: row.transactionId,
    type: row.kind,
    price: row.amount,
    units: row.units,
    recieverDetails: {
      _id: row.institutionId,
      registrationId: row.registrationId,
      institutionType: row.institutionType,
      institutionName: row.institutionName,
    },
    request:
      row.kind === 'bloodUnit' && (row.requestId || row.patientCode)
        ? [{ _id: row.requestId, patientId: row.patientCode, addedBy: { _id: row.personId ?? requestedBy } }]
        : [],
    chargedUnits: row.kind === 'bloodUnit' ? chargedUnitsIn(row.details) : [],
    plan:
      row.kind === 'subscription'
        ? {
            _id: row.planId,
            planName: typeof planName === 'string' ? planName : '',
            quantity: numberIn(row.details, 'quantity'),
            bonusQuantity: numberIn(row.details, 'bonusQuantity'),
          }
        : null,
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

export function createTransactionsService(deps: { repository: BillingRepository }) {
  return {
    async list(query: TransactionPageQuery) {
      const { rows, total } = await deps.repository.listTransactions(query);
      return { data: rows.map(toTransaction), total };
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
