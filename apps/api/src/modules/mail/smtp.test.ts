import { authEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { appJobs } from '../../jobs/app-jobs.js';
import { type Scheduler, startScheduler } from '../../jobs/scheduler.js';
import { anonymous } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually, receivedBy, type SmtpPeer, startSmtpPeer } from './smtp.test-support.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

let peer: SmtpPeer;
let t: TestApp;
let jobs: Scheduler | undefined;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({
    smtpUrl: peer.url,
    mailFrom: 'RaktSetu <no-reply@raktsetu.test>',
    outbox: 'off',
    jobPeriods: { 'mail-delivery': 100 },
  });
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
  await peer.close();
});

const stateOfMailTo = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('mail through a configured SMTP server', () => {
  it('a reset code is queued with the change: the call answers without waiting for the relay', async () => {
    const account = await createInstitution(t.database.db);
    const response = await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId });
    expect(response.json().code).toBe(200);
    expect(await stateOfMailTo(account.loginId)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(receivedBy(peer, account.loginId)).toEqual([]);
  });

  it('the delivery job of the app hands it to the relay and marks it sent', async () => {
    const account = await createInstitution(t.database.db);
    await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId });
    jobs = startScheduler({ db: t.database.db, jobs: appJobs(t.config, t.database, quiet), log: quiet });

    await eventually(() => receivedBy(peer, account.loginId).length > 0);
    const [mail] = receivedBy(peer, account.loginId);
    expect(mail?.from).toBe('no-reply@raktsetu.test');
    expect(mail?.raw).toMatch(/Subject: RaktSetu: your password reset code/);
    expect(mail?.text).toMatch(/code is \d{6}/);
    await eventually(async () => (await stateOfMailTo(account.loginId))?.state === 'sent');
    expect(await stateOfMailTo(account.loginId)).toMatchObject({ attempts: 1, lastError: null });
  });

  it('the outbox does not exist when mail really leaves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
