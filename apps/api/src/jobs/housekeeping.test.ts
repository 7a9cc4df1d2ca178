import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, mailOutbox, oneTimeCodes, sessions } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { housekeepingJob, KEEP_DAYS } from './housekeeping.job.js';
import type { JobLog } from './scheduler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => sql`now() - ${days}::numeric * interval '1 day'`;
const reports: object[] = [];
const log: JobLog = { debug() {}, info: (details) => reports.push(details), warn() {}, error() {} };

describe('housekeeping', () => {
  it('deletes what has long stopped working and keeps what still works or is recent', async () => {
    const { db } = t.database;
    const subjectId = randomUUID();
    const [oldSession, recentSession] = await db
      .insert(sessions)
      .values([
        { subjectKind: 'user', subjectId, expiresAt: daysAgo(KEEP_DAYS.sessions + 1) },
        { subjectKind: 'user', subjectId, expiresAt: daysAgo(KEEP_DAYS.sessions - 1) },
      ])
      .returning({ id: sessions.id });
    const code = { purpose: 'ForgotOTP', subjectKind: 'user', subjectId, secretHash: 'x' } as const;
    const [oldCode, liveCode] = await db
      .insert(oneTimeCodes)
      .values([
        { ...code, expiresAt: daysAgo(KEEP_DAYS.codes + 1), usedAt: daysAgo(KEEP_DAYS.codes + 2) },
        { ...code, expiresAt: sql`now() + interval '10 minutes'` },
      ])
      .returning({ id: oneTimeCodes.id });
    const mail = { to: `${subjectId}@example.in`, subject: 'S', text: 'code 123456', purpose: 'p' };
    const old = daysAgo(KEEP_DAYS.deliveredMail + 1);
    await db.insert(mailOutbox).values([
      { ...mail, state: 'sent', addedAt: old },
      { ...mail, state: 'failed', addedAt: old },
      // Not yet delivered, or kept for people to read: never swept.
      { ...mail, state: 'pending', addedAt: old },
      { ...mail, state: 'kept', addedAt: old },
      { ...mail, state: 'sent' },
    ]);
    await db.insert(jobRuns).values([
      { name: 'test-old', periodStart: daysAgo(KEEP_DAYS.jobRuns + 1), process: 'a' },
      { name: 'test-recent', periodStart: daysAgo(0), process: 'a' },
    ]);

    await housekeepingJob({ db, log }).run(new AbortController().signal);

    const sessionIds = (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [oldSession?.id ?? '', recentSession?.id ?? '']))
    ).map((row) => row.id);
    expect(sessionIds).toEqual([recentSession?.id]);
    const codeIds = (
      await db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(inArray(oneTimeCodes.id, [oldCode?.id ?? '', liveCode?.id ?? '']))
    ).map((row) => row.id);
    expect(codeIds).toEqual([liveCode?.id]);
    const mailLeft = await db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(mailLeft.map((row) => row.state).sort()).toEqual(['kept', 'pending', 'sent']);
    const runsLeft = await db.select({ name: jobRuns.name }).from(jobRuns);
    expect(runsLeft.map((row) => row.name)).toEqual(['test-recent']);
    expect(reports).toEqual([
      { deleted: { sessions: 1, 'one-time codes': 1, 'delivered mail': 2, 'job runs': 1 } },
    ]);
  });

  it('says nothing when there was nothing to delete', async () => {
    reports.length = 0;
    await housekeepingJob({ db: t.database.db, log }).run(new AbortController().signal);
    expect(reports).toEqual([]);
  });
});
