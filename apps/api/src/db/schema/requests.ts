import type { StoredFile } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { patients } from './patients.js';
import { earthPoint, people } from './people.js';

/**
 * A request for blood (docs/spec/part-1-institution-side.md §3, part 2 §3 patient request). `institution_id` is
 * the institution that raised it; `target_institution_id` the blood centre asked to fill it, when one is
 * named. Issuing units against it grows `units_received` until the request is filled (docs/decisions/0044).
 */
export const bloodRequests = pgTable(
  'blood_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    /** The person who raised it in the mobile app, when no institution did (docs/decisions/0045). */
    raisedByPersonId: uuid('raised_by_person_id').references(() => people.id),
    targetInstitutionId: uuid('target_institution_id').references(() => institutions.id),
    /** The hospital named in the request, which verifies or declines it; null when nobody needs to. */
    verifierInstitutionId: uuid('verifier_institution_id').references(() => institutions.id),
    /** One of the raising institution's patients, when the request is for one. */
    patientId: uuid('patient_id').references(() => patients.id),
    requestType: text('request_type').notNull().default('BloodBank'),
    subType: text('sub_type'),
    /** docs/spec/part-1-institution-side.md §9: 0 pending, 2 verified, 3 issued (filled), 4 declined. */
    status: integer('status').notNull().default(0),
    bloodGroup: text('blood_group').notNull(),
    component: text('component').notNull(),
    units: integer('units').notNull(),
    unitsReceived: integer('units_received').notNull().default(0),
    requiredBy: date('required_by'),
    comments: text('comments').notNull().default(''),
    condition: text('condition').notNull().default(''),
    reasons: text('reasons').notNull().default(''),
    doctorName: text('doctor_name').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** The treating hospital's number for the patient. */
    patientCode: text('patient_code').notNull().default(''),
    countryCode: text('country_code').notNull().default('91'),
    mobileNumber: text('mobile_number'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    relation: text('relation').notNull().default(''),
    hospitalName: text('hospital_name').notNull().default(''),
    hospitalAddress: text('hospital_address').notNull().default(''),
    hospitalLatitude: doublePrecision('hospital_latitude'),
    hospitalLongitude: doublePrecision('hospital_longitude'),
    /** The hospital's position, for the blood centres a verified request reaches (docs/decisions/0045). */
    earth: earthPoint('earth').generatedAlwaysAs(sql`ll_to_earth(hospital_latitude, hospital_longitude)`),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default([]),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blood_requests_institution_idx').on(table.institutionId, table.status, table.addedAt),
    index('blood_requests_target_idx').on(table.targetInstitutionId, table.status, table.addedAt),
    index('blood_requests_verifier_idx').on(table.verifierInstitutionId, table.status, table.addedAt),
    index('blood_requests_person_idx')
      .on(table.raisedByPersonId, table.addedAt)
      .where(sql`${table.raisedByPersonId} is not null`),
    check(
      'blood_requests_raised_by',
      sql`${table.institutionId} is not null or ${table.raisedByPersonId} is not null`,
    ),
    // Open requests only (verified, not yet filled): the few of a million a blood centre searches around it.
    index('blood_requests_open_earth_idx').using('gist', table.earth).where(sql`${table.status} = 2`),
  ],
);

export type BloodRequestRecord = typeof bloodRequests.$inferSelect;

/**
 * A donor an NGO deputed to give blood for a request (Accept and Assign/Depute, docs/decisions/0045): once per
 * donor and request.
 */
export const requestDeputations = pgTable(
  'request_deputations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    donationDate: date('donation_date').notNull(),
    /** The donor's answer in the mobile app: accepted or declined; null until then. */
    answer: text('answer', { enum: ['accepted', 'declined'] }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('request_deputations_request_person_key').on(table.requestId, table.personId),
    index('request_deputations_person_idx').on(table.personId, table.donationDate),
  ],
);

/** The items of a Bulk request (`bulkRequest`), each a blood group and component filled on its own. */
export const bloodRequestItems = pgTable(
  'blood_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    /** Its place in the request, as the requester listed the items. */
    position: integer('position').notNull(),
    bloodGroup: text('blood_group').notNull(),
    component: text('component').notNull(),
    units: integer('units').notNull(),
    unitsReceived: integer('units_received').notNull().default(0),
  },
  (table) => [
    uniqueIndex('blood_request_items_request_position_key').on(table.requestId, table.position),
    check('blood_request_items_received', sql`${table.unitsReceived} between 0 and ${table.units}`),
  ],
);

/**
 * Which institutions an open (verified, not yet filled) request reaches, and how far it is from each: kept by
 * the database (statement triggers on blood_requests, migration 0013) as requests open and close, so that a
 * blood centre's Request tab is one index range of its own rows — nearest first, or by required-by day — not a
 * spatial search over every open request of its region at each read (docs/decisions/0045). The request's
 * fields copied here do not change while it is open.
 */
export const openRequestReach = pgTable(
  'open_request_reach',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    /** Metres from the institution to the request's hospital; null when either has no position. */
    distanceM: doublePrecision('distance_m'),
    requiredBy: date('required_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    bloodGroup: text('blood_group').notNull(),
    component: text('component').notNull(),
    units: integer('units').notNull(),
    /** A Bulk request, filled item by item from its Accept, not from a stock cell's list. */
    bulk: boolean('bulk').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.institutionId, table.requestId] }),
    index('open_request_reach_distance_idx').on(table.institutionId, table.distanceM, table.requestId),
    index('open_request_reach_required_idx').on(table.institutionId, table.requiredBy, table.requestId),
    index('open_request_reach_request_idx').on(table.requestId),
  ],
);
