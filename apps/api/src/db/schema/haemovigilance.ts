import type {
  DonorReactionType,
  DonorSeverity,
  ReactionOutcome,
  TransfusionReactionType,
  TransfusionSeverity,
} from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { donations } from './camps.js';
import { institutions } from './institutions.js';
import { inventoryUnits } from './inventory.js';
import { patients } from './patients.js';
import { people } from './people.js';
import { bloodRequests } from './requests.js';

/**
 * A transfusion reaction (issue 17 item 6), recorded by the institution that transfused: the one whose request
 * the units were issued against. The patient is named as the request named them, so the record reads the same
 * after the patient's details change.
 */
export const transfusionReactions = pgTable(
  'transfusion_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recorder: the institution that raised the request the units were issued against. */
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The patient of the recorder's list, when the request named one. */
    patientId: uuid('patient_id').references(() => patients.id),
    /** The request of the units; it identifies the patient when no patient of the list is named. */
    requestId: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.id),
    patientName: text('patient_name').notNull(),
    patientCode: text('patient_code').notNull().default(''),
    type: text('type').$type<TransfusionReactionType>().notNull(),
    otherType: text('other_type').notNull().default(''),
    severity: text('severity').$type<TransfusionSeverity>().notNull(),
    outcome: text('outcome').$type<ReactionOutcome>().notNull(),
    onsetAt: timestamp('onset_at', { withTimezone: true }).notNull(),
    actions: text('actions').notNull(),
    recordedBy: uuid('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The recorder's list and report: its reactions by onset.
    index('transfusion_reactions_institution_onset_idx').on(table.institutionId, table.onsetAt, table.id),
    // One reaction of one kind begins once for one patient: a second click, a retried call or a colleague
    // entering the same event meets this instead of a second row.
    uniqueIndex('transfusion_reactions_once_key').on(
      table.institutionId,
      sql`coalesce(${table.patientId}, ${table.requestId})`,
      table.type,
      table.onsetAt,
    ),
  ],
);

/** The units a transfusion reaction names, with the blood centre that issued each (its "issued" view). */
export const transfusionReactionUnits = pgTable(
  'transfusion_reaction_units',
  {
    reactionId: uuid('reaction_id')
      .notNull()
      .references(() => transfusionReactions.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => inventoryUnits.id),
    /** The blood centre that issued the unit. */
    issuerInstitutionId: uuid('issuer_institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The reaction's onset, kept here so a blood centre's list and counts walk one index. */
    onsetAt: timestamp('onset_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reactionId, table.unitId] }),
    index('transfusion_reaction_units_issuer_idx').on(
      table.issuerInstitutionId,
      table.onsetAt,
      table.reactionId,
    ),
    index('transfusion_reaction_units_unit_idx').on(table.unitId),
  ],
);

/** An adverse reaction of a donor, recorded by the blood centre that took the donation. */
export const donorReactions = pgTable(
  'donor_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    type: text('type').$type<DonorReactionType>().notNull(),
    otherType: text('other_type').notNull().default(''),
    severity: text('severity').$type<DonorSeverity>().notNull(),
    outcome: text('outcome').$type<ReactionOutcome>().notNull(),
    onsetAt: timestamp('onset_at', { withTimezone: true }).notNull(),
    actions: text('actions').notNull(),
    recordedBy: uuid('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('donor_reactions_institution_onset_idx').on(table.institutionId, table.onsetAt, table.id),
    uniqueIndex('donor_reactions_once_key').on(table.donationId, table.type, table.onsetAt),
  ],
);
