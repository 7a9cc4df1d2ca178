import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per sign-in. A token works only while its session is open, so logging out, changing a password or
 * a reset ends a stolen token at once instead of when it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: ['user', 'admin', 'person'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, password-changed, password-reset. */
    endReason: text('end_reason'),
  },
  (table) => [
    index('sessions_subject_idx').on(table.subjectKind, table.subjectId),
    // Housekeeping deletes sessions long past their expiry (docs/decisions/0051).
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
