import type { StoredFile } from '@raktsetu/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { people } from './people.js';

/**
 * What one institution knows of a person as a donor: added at its desk, or verified by a code the donor
 * read out. Its own status and block, checklist, notes. An institution reaches a donor's profile and
 * records only through this row (docs/decisions/0041).
 */
export const institutionDonors = pgTable(
  'institution_donors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** Added by this institution (desk or upload), as opposed to verified only. */
    addedHere: boolean('added_here').notNull().default(true),
    donorType: text('donor_type').notNull().default('walkIn'),
    /** When the donor read out a code sent for this institution: from then on they share all their records. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: text('status', { enum: ['Active', 'Blocked'] })
      .notNull()
      .default('Active'),
    blockType: text('block_type', { enum: ['permanently', 'temporarily', 'recovery'] }),
    blockReason: text('block_reason'),
    blockComment: text('block_comment'),
    /** The last day of a temporary block; the block ends by itself after it. */
    blockUntil: date('block_until'),
    blockFile: jsonb('block_file').$type<StoredFile>(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    refferedBy: text('reffered_by'),
    notes: text('notes'),
    protocolExplained: boolean('protocol_explained').notNull().default(false),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('institution_donors_key').on(table.institutionId, table.personId),
    index('institution_donors_added_idx').on(table.institutionId, table.addedAt),
    index('institution_donors_person_idx').on(table.personId),
  ],
);

export type InstitutionDonorRow = typeof institutionDonors.$inferSelect;

/** A donation a donor made, recorded by the institution that collected it (the donation form, later). */
export const donationRecords = pgTable(
  'donation_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    donatedOn: date('donated_on').notNull(),
    component: text('component').notNull(),
    units: integer('units').notNull().default(1),
    comments: text('comments').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('donation_records_person_idx').on(table.personId, table.donatedOn)],
);

/** A donor's lab result as the profile shows it; the lab's samples and criteria extend it later. */
export const donorLabResults = pgTable(
  'donor_lab_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** As measured, e.g. "120/80". */
    bloodPressure: text('blood_pressure'),
    weightKg: real('weight_kg'),
    hb: real('hb'),
    finalResult: text('final_result').notNull(),
    results: jsonb('results').$type<{ parameter: string; observation: string }[]>().notNull().default([]),
  },
  (table) => [index('donor_lab_results_person_idx').on(table.personId, table.addedAt)],
);

/** A health issue the donor told an institution (or the app) about. */
export const medicalReports = pgTable(
  'medical_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** Null when the donor entered it in the mobile app. */
    institutionId: uuid('institution_id').references(() => institutions.id),
    healthIssue: text('health_issue').notNull(),
    description: text('description').notNull().default(''),
    condition: text('condition').notNull().default(''),
    medication: text('medication').notNull().default(''),
    comments: text('comments').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('medical_reports_person_idx').on(table.personId, table.addedAt)],
);

/** A doctor's remark on a donor at an event (a camp, a donation, a screening). */
export const donorRemarks = pgTable(
  'donor_remarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    doctorName: text('doctor_name').notNull(),
    event: text('event').notNull(),
    comment: text('comment').notNull(),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('donor_remarks_person_idx').on(table.personId, table.addedAt)],
);
