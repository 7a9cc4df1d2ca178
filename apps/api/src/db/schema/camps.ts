import type { BagType, CampStatus, Coordinator, StoredFile } from '@raktsetu/contract';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { people } from './people.js';

/**
 * A donation camp (docs/decisions/0046). `institution_id` is the blood centre that runs it — the only one that
 * schedules, declines or records donations; `organiser_institution_id` the institution that created it (the
 * blood centre itself, or an NGO).
 */
export const camps = pgTable(
  'camps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    organiserInstitutionId: uuid('organiser_institution_id')
      .notNull()
      .references(() => institutions.id),
    status: text('status').$type<CampStatus>().notNull(),
    /** A deactivated camp takes no more donors or donations. */
    active: boolean('active').notNull().default(true),
    campName: text('camp_name').notNull(),
    sponsoredBy: text('sponsored_by').notNull().default(''),
    organiser: text('organiser').notNull().default(''),
    noOfBeds: integer('no_of_beds'),
    targetUnits: integer('target_units'),
    /** The camp's day in India and its hours; null only in a draft. */
    campDate: date('camp_date'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    campCoordinator: jsonb('camp_coordinator').$type<Coordinator>().notNull(),
    bloodBankCoordinator: jsonb('blood_bank_coordinator').$type<Coordinator>().notNull(),
    venue: text('venue').notNull().default(''),
    addressDescription: text('address_description').notNull().default(''),
    city: text('city'),
    state: text('state'),
    comments: text('comments').notNull().default(''),
    bbName: text('bb_name').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default([]),
    declineComment: text('decline_comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Kept in the transactions that assign donors and record donations. */
    donorsCount: integer('donors_count').notNull().default(0),
    donatedCount: integer('donated_count').notNull().default(0),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('camps_runner_idx').on(table.institutionId, table.status, table.campDate, table.id),
    index('camps_organiser_idx').on(table.organiserInstitutionId, table.status, table.campDate, table.id),
    // The donor-notices job: scheduled camps from today on, across all blood centres.
    index('camps_upcoming_idx')
      .on(table.campDate, table.id)
      .where(sql`${table.status} = 'Accepted' and ${table.active}`),
  ],
);
export type CampRecord = typeof camps.$inferSelect;

/** A donor assigned to a camp: 0 waiting, 7 in the chair, 8 donated, 9 deferred at screening. */
export const campDonors = pgTable(
  'camp_donors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campId: uuid('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    assignedById: uuid('assigned_by_id')
      .notNull()
      .references(() => institutions.id),
    donationStatus: smallint('donation_status').notNull().default(0),
    donationId: uuid('donation_id'),
    unitId: uuid('unit_id'),
    deferralReason: text('deferral_reason'),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('camp_donors_key').on(table.campId, table.personId)],
);
export type CampDonorRecord = typeof campDonors.$inferSelect;

export interface DonationAnswers {
  /** The donation form's yes/no questions and ticked declarations, as sent. */
  answers?: Record<string, string>;
  consents?: Record<string, boolean>;
  veinFit?: 'yes' | 'no';
  doctor?: string;
  phlebotomist?: string;
  sampleToBeTested?: string;
  notes?: string;
  /** The approval's post-donation questions. */
  comfortableDuringProcess?: string;
  clottingIssuesDuringAfterProcess?: string;
  issuePostDonationRecovery?: string;
  haveExplainedProtocolsPrecautionsForDonation?: boolean;
  preDonationHealthCheckFilled?: boolean;
}

/**
 * One donation attempt at a blood centre: the screening (measures before the needle), the bag and sample tubes,
 * the approval after it, and what came of it — in the chair, donated (then `unit_id` is the unit it made), or
 * deferred with the reasons. A deferral is kept: how many donors are deferred and why is a national figure.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    campId: uuid('camp_id').references(() => camps.id),
    requestId: uuid('request_id'),
    kind: text('kind', { enum: ['camp', 'walkIn', 'scheduled'] }).notNull(),
    outcome: text('outcome', { enum: ['inProcess', 'donated', 'deferred'] }).notNull(),
    deferralReasons: jsonb('deferral_reasons').$type<string[]>().notNull().default([]),
    bloodGroup: text('blood_group'),
    component: text('component').notNull(),
    heightCm: real('height_cm').notNull(),
    weightKg: real('weight_kg').notNull(),
    hb: real('hb').notNull(),
    bloodPressure: text('blood_pressure').notNull(),
    kitNumber: text('kit_number'),
    /** Only for a donor who was bled: a deferred donor's bag is not used. */
    bagId: text('bag_id'),
    bagType: text('bag_type').$type<BagType>(),
    sampleIds: jsonb('sample_ids').$type<string[]>().notNull().default([]),
    startTime: text('start_time'),
    endTime: text('end_time'),
    volumeMl: integer('volume_ml'),
    bagWeightG: real('bag_weight_g'),
    storedIn: text('stored_in'),
    temperatureC: real('temperature_c'),
    dataPostBy: text('data_post_by'),
    details: jsonb('details').$type<DonationAnswers>().notNull().default({}),
    unitId: uuid('unit_id'),
    /** The India day of the donation. */
    donatedOn: date('donated_on').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    addedBy: uuid('added_by'),
  },
  (table) => [
    index('donations_institution_idx').on(table.institutionId, table.startedAt),
    index('donations_person_idx').on(table.personId, table.startedAt),
    index('donations_camp_idx').on(table.campId).where(sql`${table.campId} is not null`),
    // A bag number is one bag: two donors in the chair never share one, nor a donor and a unit (checked apart).
    uniqueIndex('donations_bag_key')
      .on(table.institutionId, sql`lower(${table.bagId})`)
      .where(sql`${table.bagId} is not null`),
  ],
);
export type DonationRecord = typeof donations.$inferSelect;

/**
 * The sample tubes of a donation on their way to the lab (docs/spec/part-2-operations-and-admin.md §3 "Sample"):
 * status 3 waits to be accepted, 4 waits for its result (the lab issue takes it from there).
 */
export const samples = pgTable(
  'samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    unitId: uuid('unit_id').notNull(),
    personId: uuid('person_id').notNull(),
    donorCode: text('donor_code').notNull(),
    bagId: text('bag_id').notNull(),
    unitNumber: text('unit_number'),
    sampleId1: text('sample_id_1').notNull(),
    sampleId2: text('sample_id_2').notNull(),
    sampleId3: text('sample_id_3').notNull(),
    collectionDate: date('collection_date').notNull(),
    /** The camp or the desk the tubes came from. */
    receivedFrom: text('received_from').notNull(),
    /** 3 waiting to be accepted, 4 accepted and waiting for its result, 5 resulted (SAMPLE_STATUS). */
    status: smallint('status').notNull().default(3),
    receivedOn: timestamp('received_on', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by'),
  },
  (table) => [
    uniqueIndex('samples_donation_key').on(table.donationId),
    index('samples_received_idx').on(table.institutionId, table.receivedOn, table.id),
    index('samples_status_idx').on(table.institutionId, table.status, table.receivedOn),
    // The search box: the start of a sample, bag or donor ID, within one lab.
    index('samples_sample_id_idx').on(table.institutionId, sql`lower(${table.sampleId1}) text_pattern_ops`),
    index('samples_bag_idx').on(table.institutionId, sql`lower(${table.bagId}) text_pattern_ops`),
    index('samples_donor_code_idx').on(table.institutionId, sql`lower(${table.donorCode}) text_pattern_ops`),
  ],
);

/** The running number of the unit numbers a blood centre gives in a year (docs/decisions/0012). */
export const unitNumberCounters = pgTable(
  'unit_number_counters',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.institutionId, table.year] })],
);
