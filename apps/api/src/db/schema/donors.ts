import type { ScreeningRecord, StoredFile } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
    // The person's group and the fields a search reads, copied by the database (triggers, migration 0006) so
    // that the donor list filters, searches, pages and counts on this table's indexes alone: the list of a
    // 54 000-donor blood bank never reads the nation's people to find its own (docs/decisions/0042).
    bloodGroup: text('blood_group'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    donorCode: text('donor_code'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
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
    /**
     * This institution's review of the donor's self-assessment (docs/spec/part-1-institution-side.md §4):
     * of the submission made at `reviewedSubmissionAt`; a newer submission waits for review again.
     */
    reviewStatus: text('review_status', { enum: ['Approve', 'Decline'] }),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedSubmissionAt: timestamp('reviewed_submission_at', { withTimezone: true }),
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
    index('institution_donors_group_added_idx').on(table.institutionId, table.bloodGroup, table.addedAt),
    // Searches are by the start of a name, donor ID, number or e-mail, within one institution.
    index('institution_donors_first_name_idx').on(
      table.institutionId,
      sql`lower(${table.firstName}) text_pattern_ops`,
    ),
    index('institution_donors_last_name_idx').on(
      table.institutionId,
      sql`lower(${table.lastName}) text_pattern_ops`,
    ),
    index('institution_donors_donor_code_idx').on(
      table.institutionId,
      sql`${table.donorCode} text_pattern_ops`,
    ),
    index('institution_donors_mobile_idx').on(
      table.institutionId,
      sql`${table.mobileNumber} text_pattern_ops`,
    ),
    index('institution_donors_email_idx').on(
      table.institutionId,
      sql`lower(${table.email}) text_pattern_ops`,
    ),
    // Blocked donors are few: counting them (Active = all − blocked) reads only these entries.
    index('institution_donors_blocked_idx')
      .on(table.institutionId, table.bloodGroup)
      .where(sql`${table.status} = 'Blocked'`),
    index('institution_donors_person_idx').on(table.personId),
  ],
);

export type InstitutionDonorRow = typeof institutionDonors.$inferSelect;

/**
 * How many donors each institution has of each blood group, kept by the database (statement triggers on
 * institution_donors): the total under a 54 000-donor list is one row read, not 54 000 index entries.
 * A group of '' counts donors whose group is not known yet.
 */
export const institutionDonorTallies = pgTable(
  'institution_donor_tallies',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    bloodGroup: text('blood_group').notNull(),
    donors: integer('donors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.institutionId, table.bloodGroup] })],
);

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
    /** The donation (camps.ts `donations`) this records, when it was taken on RaktSetu: its certificate's key. */
    donationId: uuid('donation_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('donation_records_person_idx').on(table.personId, table.donatedOn)],
);

/** One observed parameter of a result, with the criterion it was read against when it was entered. */
export interface RecordedObservation {
  id?: string;
  parameter: string;
  observation: string;
  remarks?: string;
  standard?: string;
  min?: number | null;
  max?: number | null;
  unit?: string;
  outOfRange?: boolean;
}

/**
 * A donor's lab result: entered by a blood centre's lab for a sample of a donation (docs/decisions/0047), or
 * carried from before (no sample). The donor's profile shows them all; the lab's register its own current ones.
 * A result is never edited: a correction is a new row that supersedes it.
 */
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
    /** The day the tests were done (the form's "Added At"). */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** As measured, e.g. "120/80". */
    bloodPressure: text('blood_pressure'),
    weightKg: real('weight_kg'),
    hb: real('hb'),
    finalResult: text('final_result').notNull(),
    results: jsonb('results').$type<RecordedObservation[]>().notNull().default([]),
    sampleId: uuid('sample_id'),
    donationId: uuid('donation_id'),
    unitId: uuid('unit_id'),
    reportNo: text('report_no'),
    laboratory: text('laboratory'),
    testedBy: text('tested_by'),
    /** ABO and Rh grouping as the lab found it. */
    bloodGroup: text('blood_group'),
    screening: jsonb('screening').$type<ScreeningRecord>().notNull().default({}),
    comments: text('comments').notNull().default(''),
    conditionalReason: text('conditional_reason'),
    /** released, held, unsafe or alreadyOut: what the result did to the donation's units. */
    outcome: text('outcome'),
    outcomeNote: text('outcome_note'),
    recordedBy: uuid('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    correctsId: uuid('corrects_id'),
    correctionReason: text('correction_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    index('donor_lab_results_person_idx').on(table.personId, table.addedAt),
    // One current result per sample: two labs saving at once cannot both win.
    uniqueIndex('donor_lab_results_sample_key')
      .on(table.sampleId)
      .where(sql`${table.sampleId} is not null and ${table.supersededAt} is null`),
    // The lab's register, newest test first, all groups or one.
    index('donor_lab_results_register_idx')
      .on(table.institutionId, table.addedAt, table.recordedAt, table.id)
      .where(sql`${table.sampleId} is not null and ${table.supersededAt} is null`),
    index('donor_lab_results_register_report_idx')
      .on(table.institutionId, table.reportNo, table.id)
      .where(sql`${table.sampleId} is not null and ${table.supersededAt} is null`),
    index('donor_lab_results_report_search_idx')
      .on(table.institutionId, sql`lower(${table.reportNo}) text_pattern_ops`)
      .where(sql`${table.sampleId} is not null and ${table.supersededAt} is null`),
    index('donor_lab_results_register_group_idx')
      .on(table.institutionId, table.bloodGroup, table.addedAt, table.recordedAt, table.id)
      .where(sql`${table.sampleId} is not null and ${table.supersededAt} is null`),
  ],
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
