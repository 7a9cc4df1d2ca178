import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
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

/** A patient of one institution (docs/spec/part-1-institution-side.md §3); `patient_code` is the hospital's own number. */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    patientCode: text('patient_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull().default('91'),
    mobileNumber: text('mobile_number'),
    dateOfBirth: date('date_of_birth'),
    age: integer('age'),
    aadhaarHash: text('aadhaar_hash'),
    aadhaarLast4: text('aadhaar_last4'),
    heightCm: real('height_cm'),
    weightKg: real('weight_kg'),
    addressDescription: text('address_description').notNull().default(''),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    refferedBy: text('reffered_by'),
    notes: text('notes'),
    bloodGroup: text('blood_group'),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    addedBy: uuid('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('patients_code_key').on(table.institutionId, sql`lower(${table.patientCode})`),
    index('patients_added_idx').on(table.institutionId, table.addedAt),
  ],
);

export type PatientRecord = typeof patients.$inferSelect;

export const patientHistory = pgTable(
  'patient_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    case: text('case').notNull().default(''),
    diagnosis: text('diagnosis').notNull().default(''),
    condition: text('condition').notNull().default(''),
    treatment: text('treatment').notNull().default(''),
  },
  (table) => [index('patient_history_patient_idx').on(table.patientId, table.date)],
);

/**
 * A unit given to one of the institution's patients: the Recepient list. Written when a unit is issued
 * to a patient (inventory), kept here so the list needs no unit lookups.
 */
export const transfusions = pgTable(
  'transfusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    bloodGroup: text('blood_group').notNull(),
    component: text('component').notNull(),
    purpose: text('purpose').notNull().default(''),
    /** The hospital or blood bank the unit came from. */
    issuedBy: text('issued_by').notNull(),
    bagId: text('bag_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: date('expiry_date'),
  },
  (table) => [index('transfusions_issued_idx').on(table.institutionId, table.issuedAt)],
);
