import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Job, JobLog } from './scheduler.js';

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

/**
 * How long rows that no longer do anything are kept. Sessions and codes: a month past their expiry, for
 * anyone looking into a sign-in (who did what stays in audit_events for good). Sent mail: a week, as long
 * as a set-password link in it lives — after that its body is only a copy of personal data. Job runs: two
 * days, enough to see that every job kept its rhythm.
 */
export const KEEP_DAYS = { sessions: 30, codes: 30, deliveredMail: 7, jobRuns: 2 } as const;

/** Rows deleted per statement: short locks and no giant transaction on a national database. */
const BATCH = 5_000;

const olderThan = (days: number) => sql`now() - ${days}::numeric * interval '1 day'`;

/**
 * What time alone ends needs no job: a unit expires, a temporary block lapses and a session or a code stops
 * working when they are read (docs/decisions/0051). This job only deletes the rows left behind, each sweep a
 * statement repeated until it deletes less than a batch.
 */
const SWEEPS: { what: string; statement: SQL }[] = [
  {
    what: 'sessions',
    statement: sql`delete from sessions where id in (
      select id from sessions where expires_at < ${olderThan(KEEP_DAYS.sessions)} limit ${BATCH})`,
  },
  {
    what: 'one-time codes',
    statement: sql`delete from one_time_codes where id in (
      select id from one_time_codes where expires_at < ${olderThan(KEEP_DAYS.codes)} limit ${BATCH})`,
  },
  {
    what: 'delivered mail',
    statement: sql`delete from mail_outbox where id in (
      select id from mail_outbox
      where state in ('sent', 'failed') and added_at < ${olderThan(KEEP_DAYS.deliveredMail)} limit ${BATCH})`,
  },
  {
    what: 'job runs',
    statement: sql`delete from job_runs where (name, period_start) in (
      select name, period_start from job_runs where period_start < ${olderThan(KEEP_DAYS.jobRuns)} limit ${BATCH})`,
  },
];

/** Rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
function changed(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

async function sweep(db: Db, statement: SQL, signal: AbortSignal): Promise<number> {
  let deleted = 0;
  while (!signal.aborted) {
    const n = changed(await db.execute(statement));
    deleted += n;
    if (n < BATCH) break;
  }
  return deleted;
}

export function housekeepingJob(deps: { db: Db; log: JobLog; periodMs?: number }): Job {
  const { db, log } = deps;
  return {
    name: 'housekeeping',
    periodMs: deps.periodMs ?? HOUSEKEEPING_EVERY_MS,
    async run(signal) {
      const deleted: Record<string, number> = {};
      for (const { what, statement } of SWEEPS) deleted[what] = await sweep(db, statement, signal);
      if (Object.values(deleted).some((n) => n > 0)) log.info({ deleted }, 'housekeeping deleted old rows');
    },
  };
}
