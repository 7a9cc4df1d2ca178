import type { Language } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

/** People who sign in for an institution: its key member, staff and lab members. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    /** The language of their screens and mail (docs/decisions/0054). */
    language: text('language').$type<Language>().notNull().default('en'),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /** The person's role in RaktSetu: keymember, labMember or staff (the spec's `designation` values). */
    designation: text('designation').notNull().default('keymember'),
    /** Their job title as the institution wrote it at registration, e.g. "Medical Officer". */
    jobTitle: text('job_title'),
    labName: text('lab_name'),
    /** Null until the person sets a password through the confirmation link. */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One e-mail is one login across the whole platform.
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_institution_idx').on(table.institutionId),
  ],
);

export type UserRow = typeof users.$inferSelect;
