import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The lookup of known hospitals, blood banks and NGOs that registration searches; anyone registering can
 * add a missing one (POST /api/institution/geolocation/add). It is not an account: accounts are `institutions`.
 */
export const institutionDirectory = pgTable(
  'institution_directory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['Hospital', 'BloodBank', 'Both', 'NGO'] }).notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('institution_directory_name_idx').on(sql`lower(${table.name})`)],
);

export type DirectoryRow = typeof institutionDirectory.$inferSelect;
