import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { type Job, type JobLog, type Scheduler, startScheduler } from './scheduler.js';

let t: TestApp;
const schedulers: Scheduler[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  await t.close();
});

const errors: string[] = [];
const log: JobLog = {
  debug() {},
  info() {},
  warn() {},
  error: (_details, message) => errors.push(message),
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A scheduler of `jobs`, as one api process would run it. */
function processRunning(name: string, ...jobs: Job[]) {
  const scheduler = startScheduler({ db: t.database.db, jobs, log, process: name });
  schedulers.push(scheduler);
  return scheduler;
}

const runsOf = (job: string) =>
  t.database.db.select().from(jobRuns).where(eq(jobRuns.name, job)).orderBy(asc(jobRuns.periodStart));

/** A job that notes when each of its runs began and how many ran at once. */
function countingJob(name: string, periodMs: number, options: { takesMs?: number; leaseMs?: number } = {}) {
  const runs: number[] = [];
  let atOnce = 0;
  let mostAtOnce = 0;
  const job: Job = {
    name,
    periodMs,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    async run() {
      runs.push(Date.now());
      atOnce += 1;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      await sleep(options.takesMs ?? 0);
      atOnce -= 1;
    },
  };
  return { job, runs, mostAtOnce: () => mostAtOnce };
}

describe('periodic jobs across processes', () => {
  it('two processes waking four times a period run each period once between them', async () => {
    const counted = countingJob('test-every-200ms', 200);
    const [a, b] = [processRunning('a', counted.job), processRunning('b', counted.job)];
    await sleep(1_500);
    await Promise.all([a.stop(), b.stop()]);

    const rows = await runsOf('test-every-200ms');
    // About seven periods began while they ran; a loaded machine may let one pass unclaimed, never run twice.
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(counted.runs).toHaveLength(rows.length);
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({ outcome: 'ok', finishedAt: expect.any(Date) });
      expect(row.periodStart.getTime() % 200).toBe(0);
      if (i > 0) expect(row.periodStart > (rows[i - 1] as typeof row).periodStart).toBe(true);
    }
    expect(new Set(rows.map((row) => row.process))).toEqual(new Set(['a', 'b']));
  });

  it('a slow run is never joined by the next period’s, here or in another process', async () => {
    const slow = countingJob('test-slow', 100, { takesMs: 450 });
    const [a, b] = [processRunning('a', slow.job), processRunning('b', slow.job)];
    await sleep(1_200);
    await Promise.all([a.stop(), b.stop()]);
    expect(slow.mostAtOnce()).toBe(1);
    expect(slow.runs.length).toBeGreaterThanOrEqual(2);
    expect(slow.runs.length).toBeLessThanOrEqual(3);
  });

  it('a run left unfinished by a process that died holds the job only until its lease ends', async () => {
    await t.database.db.insert(jobRuns).values({
      name: 'test-orphaned',
      periodStart: sql`now() - interval '1 second'`,
      process: 'gone:1',
    });
    const started = Date.now();
    const counted = countingJob('test-orphaned', 100, { leaseMs: 600 });
    const scheduler = processRunning('a', counted.job);
    await sleep(1_000);
    await scheduler.stop();
    expect(counted.runs.length).toBeGreaterThan(0);
    expect((counted.runs[0] ?? 0) - started).toBeGreaterThanOrEqual(400);
  });

  it('a failing run is recorded as failed and logged, and the next period runs again', async () => {
    let tries = 0;
    const failing: Job = {
      name: 'test-failing',
      periodMs: 100,
      async run() {
        tries += 1;
        throw new Error('the relay is down');
      },
    };
    const scheduler = processRunning('a', failing);
    await sleep(450);
    await scheduler.stop();
    expect(tries).toBeGreaterThanOrEqual(3);
    expect((await runsOf('test-failing')).every((row) => row.outcome === 'failed')).toBe(true);
    expect(errors).toContain('job test-failing failed');
  });

  it('stopping aborts the run in progress, waits for it, closes the job and runs nothing more', async () => {
    const seen: string[] = [];
    const longJob: Job = {
      name: 'test-long',
      periodMs: 50,
      async run(signal) {
        seen.push('started');
        while (!signal.aborted) await sleep(10);
        await sleep(50);
        seen.push('stopped between two pieces of work');
      },
      close: () => {
        seen.push('closed');
      },
    };
    const scheduler = processRunning('a', longJob);
    await sleep(150);
    await scheduler.stop();
    expect(seen).toEqual(['started', 'stopped between two pieces of work', 'closed']);
    await sleep(150);
    expect(seen).toHaveLength(3);
    expect((await runsOf('test-long')).map((row) => row.outcome)).toEqual(['ok']);
  });
});
