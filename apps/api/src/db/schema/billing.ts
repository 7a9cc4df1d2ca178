import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

/**
 * The processing charge of each component, in whole rupees, by region (docs/spec/part-2-operations-and-admin.md
 * §2, Pricing). An issue charges the price of the issuing centre's region; administrators with billing rights
 * edit it.
 */
export const componentPrices = pgTable('component_prices', {
  component: text('component').primaryKey(),
  bestPrice: integer('best_price').notNull(),
  northEast: integer('north_east').notNull(),
  unionTerritory: integer('union_territory').notNull(),
  platelets: integer('platelets').notNull(),
  wholeBlood: integer('whole_blood').notNull(),
  tlc: integer('tlc').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ComponentPriceRow = typeof componentPrices.$inferSelect;

/** Subscription plans offered to institutions in India: the nine fields of the Add Plan form. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: text('plan_name').notNull(),
    description: text('description').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    /** Units of blood the plan covers. */
    quantity: integer('quantity').notNull(),
    bonusQuantity: integer('bonus_quantity').notNull(),
    condition: text('condition').notNull(),
    /** Days the bonus stays usable. */
    bonusPeriod: integer('bonus_period').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscription_plans_added_idx').on(table.addedAt),
    index('subscription_plans_name_idx').on(sql`lower(${table.planName}) text_pattern_ops`),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * Money the platform records: a blood-unit transaction when a centre issues units (the processing charges of
 * the pricing table, written in the same database transaction as the issue), a subscription when an
 * institution buys a plan. Never updated.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people, e.g. TXN2611240000123. */
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['bloodUnit', 'subscription'] }).notNull(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    requestId: uuid('request_id'),
    /** The patient ID as the receiving institution knows it. */
    patientCode: text('patient_code'),
    /** The person (mobile user) who raised the request, when one did. */
    personId: uuid('person_id'),
    planId: uuid('plan_id'),
    units: integer('units').notNull().default(0),
    /** The units and the charge of each, or the plan's quantities at the time of purchase. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transactions_transaction_id_key').on(table.transactionId),
    // A search by the start of a transaction id, whatever the database's collation.
    index('transactions_transaction_id_prefix_idx').on(sql`${table.transactionId} text_pattern_ops`),
    index('transactions_kind_added_idx').on(table.kind, table.addedAt),
    index('transactions_institution_idx').on(table.institutionId, table.kind, table.addedAt),
    // The Transaction tabs sort by amount too.
    index('transactions_kind_amount_idx').on(table.kind, table.amount, table.id),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
