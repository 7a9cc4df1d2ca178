import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import type { Job, JobLog } from '../../jobs/scheduler.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type OutgoingMail, outboxMailer, queueMailer } from './mail.service.js';
import { type DeliveryLimits, mailDeliveryJob } from './mail-delivery.js';
import { eventually, receivedBy, type SmtpPeer, startSmtpPeer } from './smtp.test-support.js';

let peer: SmtpPeer;
let t: TestApp;
const jobs: Job[] = [];
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp();
});
afterAll(async () => {
  for (const job of jobs) await job.close?.();
  await t.close();
  await peer.close();
});

const FROM = 'RaktSetu <no-reply@raktsetu.test>';
const running = new AbortController().signal;

/** What the jobs logged, one JSON line each, as pino would write it. */
const logged: string[] = [];
const log: JobLog = {
  debug: (details, message) => logged.push(JSON.stringify({ level: 'debug', ...details, message })),
  info: (details, message) => logged.push(JSON.stringify({ level: 'info', ...details, message })),
  warn: (details, message) => logged.push(JSON.stringify({ level: 'warn', ...details, message })),
  error: (details, message) => logged.push(JSON.stringify({ level: 'error', ...details, message })),
};

function deliveryJob(limits: Partial<DeliveryLimits> = {}) {
  const job = mailDeliveryJob({ db: t.database.db, smtpUrl: peer.url, from: FROM, log, limits });
  jobs.push(job);
  return job;
}

const address = () => `person-${randomBytes(4).toString('hex')}@example.in`;
const resetMail = (to: string): OutgoingMail => ({
  to,
  subject: 'RaktSetu: your password reset code',
  text: 'Your RaktSetu password reset code is 493817. It is valid for 10 minutes.',
  purpose: 'password-reset',
});
const rowOf = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('the delivery of queued mail', () => {
  it('sends nothing of a change that rolled back: the mail was part of it', async () => {
    const to = address();
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMailer(t.database.db).send(resetMail(to), tx);
        throw new Error('the change failed after its mail was written');
      }),
    ).rejects.toThrow(/change failed/);
    await deliveryJob().run(running);
    expect(await rowOf(to)).toBeUndefined();
    expect(receivedBy(peer, to)).toEqual([]);
  });

  it('two processes delivering at once send each mail exactly once', async () => {
    const recipients = Array.from({ length: 30 }, address);
    const mailer = queueMailer(t.database.db);
    for (const to of recipients) await mailer.send(resetMail(to));

    const [first, second] = [deliveryJob({ batch: 4 }), deliveryJob({ batch: 4 })];
    await Promise.all([first.run(running), second.run(running)]);

    for (const to of recipients) {
      expect(receivedBy(peer, to)).toHaveLength(1);
      expect(await rowOf(to)).toMatchObject({ state: 'sent', attempts: 1 });
    }
  });

  it('a relay that says "try later" is tried again after a growing wait, until it takes the mail', async () => {
    const to = address();
    peer.refusing.set(to, 451);
    await queueMailer(t.database.db).send(resetMail(to));
    const job = deliveryJob({ firstRetryMs: 150 });

    await job.run(running);
    const refused = await rowOf(to);
    expect(refused).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/451/) });
    await job.run(running);
    expect((await rowOf(to))?.attempts).toBe(1);

    peer.refusing.delete(to);
    await eventually(async () => {
      await job.run(running);
      return (await rowOf(to))?.state === 'sent';
    });
    expect(await rowOf(to)).toMatchObject({ attempts: 2, lastError: null });
    expect(receivedBy(peer, to)).toHaveLength(1);
  });

  it('gives up on a recipient refused for good at once, and on a relay that keeps refusing after its tries; the log never holds the mail', async () => {
    const [unknown, unlucky] = [address(), address()];
    peer.refusing.set(unknown, 550);
    peer.refusing.set(unlucky, 451);
    const mailer = queueMailer(t.database.db);
    await mailer.send(resetMail(unknown));
    await mailer.send(resetMail(unlucky));
    const job = deliveryJob({ firstRetryMs: 20, maxAttempts: 3 });

    await eventually(async () => {
      await job.run(running);
      return (await rowOf(unlucky))?.state === 'failed';
    });
    expect(await rowOf(unknown)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(await rowOf(unlucky)).toMatchObject({ state: 'failed', attempts: 3, nextAttemptAt: null });
    const lines = logged.filter((line) => line.includes(unknown) || line.includes(unlucky));
    expect(lines.filter((line) => line.includes('"level":"error"'))).toHaveLength(2);
    expect(lines.filter((line) => line.includes('"level":"warn"'))).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain('493817');
      expect(line).toMatch(/"mailId":"[0-9a-f-]{36}"/);
    }
  });

  it('a mail claimed by a process that died is sent once its claim lapses', async () => {
    const to = address();
    await queueMailer(t.database.db).send(resetMail(to));
    // What a process leaves behind when it dies between claiming a mail and marking it sent.
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(mailOutbox.to, to));
    const job = deliveryJob();

    await job.run(running);
    expect(receivedBy(peer, to)).toEqual([]);
    await eventually(async () => {
      await job.run(running);
      return receivedBy(peer, to).length > 0;
    });
    expect(await rowOf(to)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('mail kept in an outbox is never sent, even after the site configures SMTP', async () => {
    const to = address();
    await outboxMailer(t.database.db, undefined).send(resetMail(to));
    await deliveryJob().run(running);
    expect(receivedBy(peer, to)).toEqual([]);
    expect(await rowOf(to)).toMatchObject({ state: 'kept', attempts: 0 });
  });
});
