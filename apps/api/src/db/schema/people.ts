import type { Language, StoredFile } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A point on the earth as the `cube` + `earthdistance` extensions keep it (docs/design.md, stack). */
export const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

export interface QuestionnaireAnswers {
  [item: string]: { answer: 'yes' | 'no'; date: string | null };
}

/**
 * Every person on RaktSetu who gives or may receive blood: added at an institution's desk, by a spreadsheet,
 * or signed up in the mobile app. One row per human, identified by mobile number (and e-mail when known);
 * what an institution knows of them is in `institution_donors` and the record tables.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The donor ID shown on screens and cards, e.g. D4829137. */
    donorCode: text('donor_code').notNull(),
    firstName: text('first_name').notNull(),
    /** The language of the mobile app's screens and the messages sent to them (docs/decisions/0054). */
    language: text('language').$type<Language>().notNull().default('en'),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }).notNull(),
    dateOfBirth: date('date_of_birth'),
    bloodGroup: text('blood_group'),
    countryCode: text('country_code').notNull().default('91'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    /** A keyed hash of the Aadhaar number (never the number) and its last four digits for display. */
    aadhaarHash: text('aadhaar_hash'),
    aadhaarLast4: text('aadhaar_last4'),
    addressDescription: text('address_description').notNull().default(''),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Kept by the database from latitude and longitude. Indexed as a column, not as an expression, so a
     * restore never has to call earthdistance's functions under a bare search path.
     */
    earth: earthPoint('earth').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    heightCm: real('height_cm'),
    weightKg: real('weight_kg'),
    isDonor: boolean('is_donor').notNull().default(true),
    /** Marked by the donor in the mobile app: ready to be called. */
    available: boolean('available').notNull().default(false),
    lastDonationDate: date('last_donation_date'),
    lastDonationComponent: text('last_donation_component'),
    lastDonationType: text('last_donation_type', { enum: ['wholeBlood', 'apheresis'] }),
    /** The contract's interval rule applied to the last donation; kept so "eligible today" is an index scan. */
    nextEligibleOn: date('next_eligible_on'),
    /** A deferral from the self-assessment (an answer inside its look-back window). */
    deferredUntil: date('deferred_until'),
    deferralReason: text('deferral_reason'),
    questionnaire: jsonb('questionnaire').$type<QuestionnaireAnswers>(),
    questionnaireAt: timestamp('questionnaire_at', { withTimezone: true }),
    photo: jsonb('photo').$type<StoredFile>(),
    /** Where the person came from: an institution's desk or upload, or the mobile app. */
    /**
     * A block by the platform's administrator (docs/spec/part-2-operations-and-admin.md §5), apart from each
     * institution's own block of its donor: a blocked person cannot sign in to the mobile app.
     */
    blockType: text('block_type', { enum: ['permanently', 'temporarily', 'recovery'] }),
    blockReason: text('block_reason'),
    blockComment: text('block_comment'),
    /** The last day of a temporary block; it ends by itself after it. */
    blockUntil: date('block_until'),
    blockFile: jsonb('block_file').$type<StoredFile>(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    source: text('source', { enum: ['institution', 'mobile'] })
      .notNull()
      .default('institution'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('people_donor_code_key').on(table.donorCode),
    uniqueIndex('people_mobile_key').on(table.mobileNumber).where(sql`${table.mobileNumber} is not null`),
    uniqueIndex('people_email_key').on(sql`lower(${table.email})`).where(sql`${table.email} is not null`),
    uniqueIndex('people_aadhaar_key').on(table.aadhaarHash).where(sql`${table.aadhaarHash} is not null`),
    index('people_earth_idx').using('gist', table.earth).where(sql`${table.isDonor}`),
    // Nearby donors of one group: the group sits beside the point (btree_gist), so counting the O− donors
    // within a radius reads the index, not every donor's row in the box. It does not replace the index
    // above: the group in every entry makes a search by place alone twice as slow (docs/decisions/0042).
    index('people_earth_group_idx').using('gist', table.earth, table.bloodGroup).where(sql`${table.isDonor}`),
    // Searches are by the start of a name, donor ID, number or e-mail: prefix lookups on these indexes.
    index('people_first_name_idx').on(sql`lower(${table.firstName}) text_pattern_ops`),
    index('people_last_name_idx').on(sql`lower(${table.lastName}) text_pattern_ops`),
    index('people_donor_code_prefix_idx').on(sql`${table.donorCode} text_pattern_ops`),
    index('people_mobile_prefix_idx').on(sql`${table.mobileNumber} text_pattern_ops`),
    index('people_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    // The administrator's user list: newest first, of one group or all; blocked people are few.
    index('people_added_idx').on(table.addedAt),
    index('people_group_added_idx').on(table.bloodGroup, table.addedAt),
    index('people_blocked_idx').on(table.blockedAt).where(sql`${table.blockedAt} is not null`),
    // The donor-notices job: who may give again from today (jobs/donor-notices.job.ts).
    index('people_next_eligible_idx')
      .on(table.nextEligibleOn)
      .where(sql`${table.isDonor} and ${table.nextEligibleOn} is not null`),
  ],
);

export type PersonRow = typeof people.$inferSelect;
