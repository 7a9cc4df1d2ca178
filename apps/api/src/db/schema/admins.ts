import type { AdminPermissions, Language } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { date, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface AdminAddress {
  country?: string;
  address?: string;
  state?: string;
  district?: string;
  city?: string;
  zipCode?: string;
}

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    /** The language of their screens and mail (docs/decisions/0054). */
    language: text('language').$type<Language>().notNull().default('en'),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    mobileNumber: text('mobile_number'),
    countryCode: text('country_code').notNull().default('+91'),
    address: jsonb('address').$type<AdminAddress>().notNull().default({}),
    permissions: jsonb('permissions').$type<AdminPermissions>().notNull(),
    /** 0 pending (password not yet set), 1 active, 2 inactive (docs/spec/part-2-operations-and-admin.md §9). */
    status: smallint('status').notNull().default(0),
    passwordHash: text('password_hash'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_email_key').on(sql`lower(${table.email})`)],
);

export type AdminRow = typeof admins.$inferSelect;
