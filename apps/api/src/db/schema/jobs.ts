import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per period a periodic job ran in (docs/decisions/0051). The key is the guard: whichever api process
 * inserts (name, period_start) first runs that period; every other process finds the row and waits for the
 * next period. `finished_at` stays empty while the run goes on, so the next period does not start beside it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** host:pid of the process that ran it. */
    process: text('process').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** ok or failed; empty while running (or when the process died running it). */
    outcome: text('outcome', { enum: ['ok', 'failed'] }),
  },
  (table) => [primaryKey({ columns: [table.name, table.periodStart] })],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
