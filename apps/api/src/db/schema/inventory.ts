import type { DisposeReason, ScreeningState, StoredUnitState } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { bloodRequests } from './requests.js';

/** The states in which a unit is on a shelf of its holder (counted in stock, listed "In Inventory"). */
const HELD = sql`state in ('quarantined', 'available', 'reserved', 'inTransfer', 'unsafe')`;
const SHELF = sql`state in ('quarantined', 'available', 'reserved')`;

export interface ProcessingPlan {
  volumes: { component: string; volume: number }[];
  approximateVolume: number;
}

/**
 * One bag of blood or of a component (docs/decisions/0044). `institution_id` is the holder, the only
 * institution that may change it; `origin_institution_id` the one that entered it, whose bag numbers are unique.
 */
export const inventoryUnits = pgTable(
  'inventory_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    originInstitutionId: uuid('origin_institution_id')
      .notNull()
      .references(() => institutions.id),
    bagId: text('bag_id').notNull(),
    /** ISBT-style unit number with its check character, when the unit has one (docs/decisions/0012). */
    unitNumber: text('unit_number'),
    /** The donor ID as typed or carried from the donation. */
    donorCode: text('donor_code'),
    personId: uuid('person_id'),
    donationId: uuid('donation_id'),
    /** The unit this component was made from. */
    parentId: uuid('parent_id'),
    bloodGroup: text('blood_group').notNull(),
    component: text('component').notNull(),
    volumeMl: integer('volume_ml').notNull(),
    massG: real('mass_g'),
    storedIn: text('stored_in').notNull(),
    collectionDate: date('collection_date').notNull(),
    /** The last day the unit may be used. */
    expiryDate: date('expiry_date').notNull(),
    state: text('state').$type<StoredUnitState>().notNull(),
    screening: text('screening').$type<ScreeningState>().notNull(),
    transferToId: uuid('transfer_to_id').references(() => institutions.id),
    transferSentAt: timestamp('transfer_sent_at', { withTimezone: true }),
    transferDeliveryType: text('transfer_delivery_type'),
    transferComments: text('transfer_comments'),
    transferDetails: text('transfer_details'),
    receivedFromId: uuid('received_from_id').references(() => institutions.id),
    receivedOn: timestamp('received_on', { withTimezone: true }),
    issuedRequestId: uuid('issued_request_id').references(() => bloodRequests.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    deliveryType: text('delivery_type'),
    processingPlan: jsonb('processing_plan').$type<ProcessingPlan>(),
    processingSince: timestamp('processing_since', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    disposedAt: timestamp('disposed_at', { withTimezone: true }),
    disposeReason: text('dispose_reason').$type<DisposeReason>(),
    disposeComment: text('dispose_comment'),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inventory_units_bag_key').on(table.originInstitutionId, sql`lower(${table.bagId})`),
    index('inventory_units_unit_number_idx').on(table.unitNumber).where(sql`${table.unitNumber} is not null`),
    index('inventory_units_bag_idx').on(sql`lower(${table.bagId})`),
    // The stock grid: one index-only pass over the shelf units of one institution.
    index('inventory_units_stock_idx')
      .on(table.institutionId, table.component, table.bloodGroup, table.state, table.expiryDate)
      .where(SHELF),
    // "In Inventory", the pickers and the expiring view: held units first-expiring first, all or of one cell.
    index('inventory_units_held_expiry_idx').on(table.institutionId, table.expiryDate, table.id).where(HELD),
    index('inventory_units_held_cell_idx')
      .on(table.institutionId, table.component, table.bloodGroup, table.expiryDate, table.id)
      .where(HELD),
    index('inventory_units_held_collected_idx')
      .on(table.institutionId, table.collectionDate, table.id)
      .where(HELD),
    index('inventory_units_processing_idx')
      .on(table.institutionId, table.expiryDate, table.id)
      .where(sql`state = 'inProcessing'`),
    index('inventory_units_issued_idx')
      .on(table.institutionId, table.issuedAt, table.id)
      .where(sql`state = 'issued'`),
    index('inventory_units_disposed_idx')
      .on(table.institutionId, table.disposedAt, table.id)
      .where(sql`state = 'disposed'`),
    index('inventory_units_received_idx')
      .on(table.institutionId, table.receivedOn, table.id)
      .where(sql`${table.receivedOn} is not null`),
    index('inventory_units_incoming_idx')
      .on(table.transferToId, table.transferSentAt, table.id)
      .where(sql`state = 'inTransfer'`),
    index('inventory_units_parent_idx').on(table.parentId).where(sql`${table.parentId} is not null`),
    // A person's units (the lives their donations saved: their units issued to patients).
    index('inventory_units_person_idx')
      .on(table.personId, table.state)
      .where(sql`${table.personId} is not null`),
    index('inventory_units_request_idx')
      .on(table.issuedRequestId)
      .where(sql`${table.issuedRequestId} is not null`),
  ],
);

export type InventoryUnitRecord = typeof inventoryUnits.$inferSelect;

/**
 * Units each blood centre collected per day (not the components made from them), kept by the database (statement triggers on inventory_units,
 * migration 0011): the dashboard's donation graph sums a year of days, not a year of units.
 */
export const unitCollectionTallies = pgTable(
  'unit_collection_tallies',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    collectionDate: date('collection_date').notNull(),
    units: integer('units').notNull(),
  },
  (table) => [primaryKey({ columns: [table.institutionId, table.collectionDate] })],
);

/**
 * The history of every unit, appended in the same transaction as each change and never changed: a trigger
 * refuses UPDATE, DELETE and TRUNCATE for every role (migration 0009).
 */
export const unitEvents = pgTable(
  'unit_events',
  {
    /** Orders events that share a timestamp (one transaction writes several). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    unitId: uuid('unit_id').notNull(),
    /** Where it happened: the holder at the time (the receiver for a receipt). */
    institutionId: uuid('institution_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    /** added, issued, transfer-sent, transfer-accepted, transfer-declined, to-processing, returned, processed, made-from, disposed… */
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    reason: text('reason'),
    requestId: uuid('request_id'),
    /** The other institution of a transfer. */
    counterpartId: uuid('counterpart_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('unit_events_unit_idx').on(table.unitId, table.seq),
    // A past holder keeps reading a unit it once held: found by (unit, institution).
    index('unit_events_unit_institution_idx').on(table.unitId, table.institutionId),
    // When a centre's stock last changed (the public availability search): the newest event of each centre.
    index('unit_events_institution_at_idx').on(table.institutionId, table.at),
    // A declined transfer is written at the receiver but puts the unit back on the sender's shelf: the reports
    // find the sender's rows by their counterpart (apps/api/src/modules/reports).
    index('unit_events_declined_idx')
      .on(table.counterpartId, table.at)
      .where(sql`action = 'transfer-declined'`),
  ],
);

export type UnitEventRecord = typeof unitEvents.$inferSelect;
