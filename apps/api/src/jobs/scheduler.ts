import { hostname } from 'node:os';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';
import { errorForLog } from '../plugins/errors.js';

/** What jobs and the scheduler log; Fastify's logger fits. */
export interface JobLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Job {
  /** Also the key of its rows in job_runs and of its lock. */
  name: string;
  periodMs: number;
  /**
   * How long a run may take before a process that finds it unfinished takes its process for dead and runs
   * the next period anyway. Default: ten periods, at least a minute.
   */
  leaseMs?: number;
  /** One run; `signal` aborts when the app closes, so a long run stops between two pieces of work. */
  run(signal: AbortSignal): Promise<void>;
  /** Releases what the job holds between runs (an SMTP pool), once the scheduler has stopped. */
  close?(): Promise<void> | void;
}

export interface Scheduler {
  /** Stops waking, aborts and awaits the runs in progress, then closes the jobs. Safe to call twice. */
  stop(): Promise<void>;
}

/** The first key of every job's advisory lock, so the jobs' locks never meet another program's. */
const JOB_LOCK_CLASS = 51_051;
/** Failing to reach the database is logged at most this often per job, not at every wake. */
const ERROR_LOG_EVERY_MS = 60_000;

export const processName = () => `${hostname()}:${process.pid}`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Claims the current period of a job for this process, or answers null. In one short transaction:
 * - the job's advisory lock, tried without waiting: two processes waking together never both go on, and
 *   the check below and the insert after it see a settled table;
 * - no unfinished run inside its lease: a slow run is never joined by the next period's;
 * - the period's row, inserted unless there is one: the period is run once across the cluster, even by
 *   processes that wake at different moments. The period is counted on the database's clock, so processes
 *   whose clocks differ agree on it.
 */
async function claim(db: Db, job: Job, leaseMs: number, process: string): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ won: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${job.name})) as won`,
      ),
    );
    if (!lock?.won) return null;
    const [unfinished] = await tx
      .select({ periodStart: jobRuns.periodStart })
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.name, job.name),
          isNull(jobRuns.finishedAt),
          gt(jobRuns.startedAt, sql`now() - ${leaseMs}::numeric * interval '1 millisecond'`),
        ),
      )
      .limit(1);
    if (unfinished) return null;
    const period = sql`${job.periodMs}::numeric`;
    const [row] = await tx
      .insert(jobRuns)
      .values({
        name: job.name,
        periodStart: sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${period}) * ${period} / 1000)`,
        process,
      })
      .onConflictDoNothing()
      .returning({ periodStart: jobRuns.periodStart });
    return row?.periodStart ?? null;
  });
}

/**
 * Runs periodic jobs once per period across every api process on one database (docs/decisions/0051). Each
 * process wakes about four times a period (at most about once a minute) and tries to claim the period; the one that
 * claims it runs the job outside the claim's transaction (a vacuum or an SMTP conversation must not hold
 * a transaction open) and records when it finished. PGlite, one process, goes through the same steps.
 */
export function startScheduler(options: {
  db: Db;
  jobs: Job[];
  log: JobLog;
  /** Written into job_runs: who ran a period. */
  process?: string;
}): Scheduler {
  const { db, log } = options;
  const process = options.process ?? processName();
  const abort = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopping: Promise<void> | null = null;

  for (const job of options.jobs) {
    const leaseMs = job.leaseMs ?? Math.max(job.periodMs * 10, 60_000);
    const wakeEveryMs = Math.max(10, Math.min(job.periodMs / 4, 60_000));
    let busy = false;
    let lastErrorLoggedAt = 0;

    const runOnce = async () => {
      let periodStart: Date | null;
      try {
        periodStart = await claim(db, job, leaseMs, process);
      } catch (error) {
        if (abort.signal.aborted || Date.now() - lastErrorLoggedAt < ERROR_LOG_EVERY_MS) return;
        lastErrorLoggedAt = Date.now();
        log.error(
          { job: job.name, reason: errorForLog(error).message },
          `job ${job.name} could not be claimed`,
        );
        return;
      }
      if (!periodStart) return;
      const started = performance.now();
      let outcome: 'ok' | 'failed' = 'ok';
      try {
        await job.run(abort.signal);
      } catch (error) {
        outcome = 'failed';
        log.error({ job: job.name, reason: errorForLog(error).message }, `job ${job.name} failed`);
      }
      const ms = Math.round(performance.now() - started);
      try {
        await db
          .update(jobRuns)
          .set({ finishedAt: sql`now()`, outcome })
          .where(and(eq(jobRuns.name, job.name), eq(jobRuns.periodStart, periodStart)));
      } catch (error) {
        log.error(
          { job: job.name, reason: errorForLog(error).message },
          `job ${job.name} ran but was not recorded`,
        );
      }
      log.debug(
        { job: job.name, periodStart: periodStart.toISOString(), process, ms, outcome },
        `job ${job.name} ran for the period from ${periodStart.toISOString()}`,
      );
    };

    const wake = () => {
      if (busy || abort.signal.aborted) return;
      busy = true;
      const run = runOnce().finally(() => {
        busy = false;
        running.delete(run);
      });
      running.add(run);
    };
    // Each wake comes after a random half to one and a half intervals: processes started together do not
    // race at the same instants, and no process wins every period because its timer happens to run first.
    const sleepThenWake = () => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          wake();
          if (!abort.signal.aborted) sleepThenWake();
        },
        wakeEveryMs * (0.5 + Math.random()),
      );
      timer.unref();
      timers.add(timer);
    };
    sleepThenWake();
  }

  return {
    stop() {
      stopping ??= (async () => {
        for (const timer of timers) clearTimeout(timer);
        abort.abort();
        await Promise.all(running);
        for (const job of options.jobs) await job.close?.();
      })();
      return stopping;
    },
  };
}
