import {
  COMPONENTS,
  DEFAULT_COMPONENT_PRICES,
  type planListQuerySchema,
  type pricingListQuerySchema,
  type TransactionType,
  type transactionListQuerySchema,
} from '@raktsetu/contract';
import { and, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  type ComponentPriceRow,
  componentPrices,
  institutions,
  type SubscriptionPlanRow,
  subscriptionPlans,
  transactions,
} from '../../db/schema/index.js';
import { countUpTo, pageOf, rowCount } from '../../lib/paging.js';
import { likePattern, prefixPattern } from '../../lib/search.js';

export type TransactionPageQuery = z.output<typeof transactionListQuerySchema>;
export type PricingPageQuery = z.output<typeof pricingListQuerySchema>;
export type PlanPageQuery = z.output<typeof planListQuerySchema>;

/**
 * Gives every component its default prices where it has none, and nothing else: an administrator's prices
 * are never overwritten. Runs after the migrations on every start, so a fresh database (production too) can
 * charge issues from its first day, and a component added to the contract later gets its row.
 */
export async function ensureDefaultPrices(db: Db): Promise<void> {
  await db
    .insert(componentPrices)
    .values(COMPONENTS.map((component) => ({ component, ...DEFAULT_COMPONENT_PRICES[component] })))
    .onConflictDoNothing({ target: componentPrices.component });
}

/** A transaction row as the list reads it: the transaction and the institution it belongs to. */
export const transactionListColumns = {
  id: transactions.id,
  transactionId: transactions.transactionId,
  kind: transactions.kind,
  institutionId: transactions.institutionId,
  amount: transactions.amount,
  requestId: transactions.requestId,
  patientCode: transactions.patientCode,
  personId: transactions.personId,
  planId: transactions.planId,
  units: transactions.units,
  details: transactions.details,
  addedAt: transactions.addedAt,
  // Names no column of transactions has, so the page subquery's columns stay unambiguous.
  institutionName: institutions.name,
  institutionType: institutions.type,
  registrationId: institutions.registrationId,
};

export interface TransactionListRow {
  id: string;
  transactionId: string;
  kind: TransactionType;
  institutionId: string;
  amount: number;
  requestId: string | null;
  patientCode: string | null;
  personId: string | null;
  planId: string | null;
  units: number;
  details: Record<string, unknown>;
  addedAt: Date;
  institutionName: string;
  institutionType: 'Hospital' | 'BloodBank' | 'Both' | 'NGO';
  registrationId: string | null;
}

export function createBillingRepository(db: Db) {
  /**
   * The institutions a transaction search names: the start of the name, or the registration id or number
   * typed whole. Institutions are counted in thousands, so this set is small; the transactions are then
   * found through their (institution, kind, added_at) index.
   */
  const institutionsNamed = (term: string) =>
    db
      .select({ id: institutions.id })
      .from(institutions)
      .where(
        or(
          sql`lower(${institutions.name}) like ${prefixPattern(term.toLowerCase())}`,
          sql`lower(${institutions.registrationId}) = ${term.toLowerCase()}`,
          sql`lower(${institutions.registrationNumber}) = ${term.toLowerCase()}`,
        ),
      );

  return {
    /** One page of a tab, filtered, sorted and paged in the database. */
    async listTransactions(query: TransactionPageQuery) {
      const conditions: SQL[] = [eq(transactions.kind, query.type)];
      const term = query.search?.trim();
      if (term) {
        const matches = or(
          // Transaction ids are written in capitals (TXN…): the unique index answers the prefix.
          sql`${transactions.transactionId} like ${prefixPattern(term.toUpperCase())}`,
          inArray(transactions.institutionId, institutionsNamed(term)),
        );
        if (matches) conditions.push(matches);
      }
      const where = and(...conditions);
      return pageOf<TransactionPageQuery['sort'], TransactionListRow>(
        db,
        {
          rows: db
            .select(transactionListColumns)
            .from(transactions)
            .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
            .where(where)
            .$dynamic(),
          // A year of a country's bills is a million rows: the total stops at 1 000 ("1,000+").
          count: countUpTo(db, db.select({ one: sql`1` }).from(transactions).where(where).$dynamic()),
          // Amounts repeat: the id orders equal ones in the same direction, so the (kind, amount, id) index is
          // read in one direction instead of a million rows being sorted.
          sortable: { addedAt: transactions.addedAt, amount: [transactions.amount, transactions.id] },
          tiebreak: transactions.id,
        },
        query,
      );
    },

    /** The sixteen components' prices, searched by name; a list this short needs no index. */
    async listPrices(query: PricingPageQuery) {
      const where = query.search
        ? sql`${componentPrices.component} ilike ${likePattern(query.search)}`
        : undefined;
      return pageOf<PricingPageQuery['sort'], ComponentPriceRow>(
        db,
        {
          rows: db.select().from(componentPrices).where(where).$dynamic(),
          count: db.select(rowCount()).from(componentPrices).where(where).$dynamic(),
          sortable: { component: componentPrices.component },
          tiebreak: componentPrices.component,
        },
        query,
      );
    },

    async lockPrice(tx: Db, component: string) {
      const [row] = await tx
        .select()
        .from(componentPrices)
        .where(eq(componentPrices.component, component))
        .for('update');
      return row ?? null;
    },

    async savePrice(tx: Db, row: typeof componentPrices.$inferInsert) {
      const [saved] = await tx
        .insert(componentPrices)
        .values(row)
        .onConflictDoUpdate({
          target: componentPrices.component,
          set: {
            bestPrice: row.bestPrice,
            northEast: row.northEast,
            unionTerritory: row.unionTerritory,
            platelets: row.platelets,
            wholeBlood: row.wholeBlood,
            tlc: row.tlc,
            updatedBy: row.updatedBy,
            updatedAt: row.updatedAt,
          },
        })
        .returning();
      if (!saved) throw new Error('price not saved');
      return saved;
    },

    /**
     * Plans whose name or description has the words, newest first unless sorted otherwise. Plans are added
     * by hand and stay few: the search and the price order need no index.
     */
    async listPlans(query: PlanPageQuery) {
      const where = query.search
        ? or(
            sql`${subscriptionPlans.planName} ilike ${likePattern(query.search)}`,
            sql`${subscriptionPlans.description} ilike ${likePattern(query.search)}`,
          )
        : undefined;
      return pageOf<PlanPageQuery['sort'], SubscriptionPlanRow>(
        db,
        {
          rows: db.select().from(subscriptionPlans).where(where).$dynamic(),
          count: db.select(rowCount()).from(subscriptionPlans).where(where).$dynamic(),
          sortable: {
            addedAt: subscriptionPlans.addedAt,
            planName: sql`lower(${subscriptionPlans.planName})`,
            price: subscriptionPlans.price,
          },
          tiebreak: subscriptionPlans.id,
        },
        query,
      );
    },

    async insertPlan(tx: Db, row: typeof subscriptionPlans.$inferInsert) {
      const [plan] = await tx.insert(subscriptionPlans).values(row).returning();
      if (!plan) throw new Error('plan not saved');
      return plan;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

/** The latest subscription an institution bought (its (institution, kind, added_at) index walked backwards). */
export async function latestSubscription(db: Db, institutionId: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.institutionId, institutionId), eq(transactions.kind, 'subscription')))
    .orderBy(desc(transactions.addedAt), desc(transactions.id))
    .limit(1);
  return row ?? null;
}

/** Units an institution has issued, and been charged for, since a moment. */
export async function unitsChargedSince(db: Db, institutionId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${transactions.units}), 0)::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.institutionId, institutionId),
        eq(transactions.kind, 'bloodUnit'),
        gte(transactions.addedAt, since),
      ),
    );
  return Number(row?.units ?? 0);
}
