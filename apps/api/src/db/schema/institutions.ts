import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { earthPoint } from './people.js';

export interface StoredFile {
  name: string;
  location: string;
}

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['Hospital', 'BloodBank', 'Both', 'NGO'] }).notNull(),
    registrationNumber: text('registration_number'),
    /** Human reference shown to the super administrator (e.g. RS-BB-000123). */
    registrationId: text('registration_id'),
    contactEmail: text('contact_email').notNull(),
    contactNumber: text('contact_number').notNull(),
    countryCode: text('country_code').notNull().default('91'),
    addressDescription: text('address_description').notNull().default(''),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Kept by the database from latitude and longitude: nearest blood centres are a walk of its index. */
    earth: earthPoint('earth').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    ngoType: text('ngo_type'),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Declined'] })
      .notNull()
      .default('Pending'),
    /** Whether a confirmed institution may work; blocking keeps the row and its history. */
    accessState: text('access_state', { enum: ['Active', 'Blocked'] })
      .notNull()
      .default('Active'),
    /** The directory entry the institution registered as, when it chose one. */
    directoryId: uuid('directory_id'),
    declineReason: text('decline_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default([]),
    /** Keys of the infrastructure items and declarations ticked at registration, for the reviewer. */
    infrastructure: jsonb('infrastructure').$type<string[]>().notNull().default([]),
    declarations: jsonb('declarations').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<(StoredFile | null)[]>().notNull().default([]),
    /**
     * The facility code of the unit numbers a blood centre gives (docs/decisions/0012), set at its first
     * donation: "RS" and three of 0-9A-Z, which the demo's letter-and-four-digits codes never equal.
     */
    facilityCode: text('facility_code'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Components a blood centre keeps out of the public availability search (docs/decisions/0052). */
    publicHiddenComponents: text('public_hidden_components').array().notNull().default(sql`'{}'::text[]`),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('institutions_contact_email_key').on(sql`lower(${table.contactEmail})`),
    uniqueIndex('institutions_facility_code_key')
      .on(table.facilityCode)
      .where(sql`${table.facilityCode} is not null`),
    index('institutions_status_added_idx').on(table.status, table.addedAt),
    index('institutions_name_idx').on(sql`lower(${table.name})`),
    // The administrator's lists sort by these too (docs/decisions/0031: sort only on indexed columns).
    index('institutions_type_idx').on(table.type),
    index('institutions_city_idx').on(table.city),
    // Where a unit may be transferred: approved blood centres, nearest first (docs/decisions/0044).
    // The public availability search: approved blood centres of a state, and of a city in it.
    index('institutions_blood_centre_place_idx')
      .on(sql`lower(${table.state})`, sql`lower(${table.city})`)
      .where(sql`${table.status} = 'Confirmed' and ${table.type} in ('BloodBank', 'Both')`),
    index('institutions_blood_centre_earth_idx')
      .using('gist', table.earth)
      .where(sql`${table.status} = 'Confirmed' and ${table.type} in ('BloodBank', 'Both')`),
  ],
);

export type InstitutionRow = typeof institutions.$inferSelect;
