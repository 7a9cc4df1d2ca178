import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminEndpoints,
  authEndpoints,
  CHAT_EVENTS,
  chatEndpoints,
  institutionsEndpoints,
} from '@raktsetu/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, fromPostgres } from './db/client.js';
import { jobRuns, mailOutbox } from './db/schema/index.js';
import {
  ask,
  connectChat,
  inbox,
  joined,
  redisAnswers,
  TEST_REDIS_URL,
  textMessage,
} from './modules/chat/chat.test-support.js';
import { eventually, receivedBy, type SmtpPeer, startSmtpPeer } from './modules/mail/smtp.test-support.js';
import { createAdmin, createInstitution, TEST_PASSWORD } from './test/factories.js';
import {
  type ApiProcess,
  caller,
  contractFromSource,
  freePort,
  healthy,
  randomAddress,
  repositoryRoot as root,
  signIn,
  startApi,
} from './test/server-process.js';

// Two real api processes — `server.ts` started twice, as `npm run start:cluster` starts its workers — on one
// new PostgreSQL database and one Redis (docs/decisions/0051). Whatever one process knows, the other must:
// sessions, counters, chat rooms, and which period of a job has run. Runs in CI's PostgreSQL pass.
const serverUrl = process.env.TEST_DATABASE_URL;

const JOB_PERIODS = { housekeeping: 300, 'mail-delivery': 250 };
const RATE_LIMIT_PER_ACCOUNT = 40;

const profileOn = async (api: ApiProcess, token: string) =>
  (await caller(api, token).call(institutionsEndpoints.profile)).status;

describe.skipIf(!serverUrl)('two api processes on one PostgreSQL and one Redis', () => {
  const databaseName = `raktsetu_cluster_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'raktsetu-cluster-'));
  let admin: pg.Client;
  let database: Database;
  let peer: SmtpPeer;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    if (!(await redisAnswers()))
      throw new Error(
        `Redis does not answer at ${TEST_REDIS_URL}; the cluster test needs it with TEST_DATABASE_URL (set TEST_REDIS_URL)`,
      );
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    peer = await startSmtpPeer();
    const env = {
      TSX_TSCONFIG_PATH: contractFromSource(dataDir),
      DATABASE_URL: url.toString(),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: peer.url,
      MAIL_FROM: 'RaktSetu <no-reply@raktsetu.test>',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://raktsetu.test',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_ACCOUNT: String(RATE_LIMIT_PER_ACCOUNT),
      RATE_LIMIT_PER_ADDRESS: '1000',
      JOB_PERIODS: Object.entries(JOB_PERIODS)
        .map(([job, ms]) => `${job}=${ms}`)
        .join(','),
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // Started together on an empty database: both migrate it, one after the other under the setup lock.
    a = startApi('A', portA, env);
    b = startApi('B', portB, env);
    await Promise.all([healthy(a), healthy(b)]);
    database = fromPostgres(url.toString());
  }, 60_000);

  afterAll(async () => {
    for (const api of [a, b]) if (api?.child.exitCode === null) api.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await database?.close();
    await peer?.close();
    // Without force: PostgreSQL waits a few seconds for the connections just closed to go, instead of cutting
    // them off while their clients still listen.
    await admin?.query(`drop database if exists ${databaseName}`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('both started on one new database, and each migration was applied once', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(root, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
  });

  it('a sign-in on A is a session on B, and signing out on A ends it on B', async () => {
    const bank = await createInstitution(database.db);
    const token = await signIn(a, bank);
    expect(await profileOn(b, token)).toBe(200);
    expect((await caller(a, token).call(authEndpoints.logout)).status).toBe(200);
    expect(await profileOn(b, token)).toBe(401);
  });

  it('a password changed on B ends the other sessions on A; blocking the institution ends the rest everywhere', async () => {
    const bank = await createInstitution(database.db);
    const [first, second] = [await signIn(a, bank), await signIn(b, bank)];
    const changed = await caller(b, second).call(authEndpoints.changePassword, {
      currentPassword: TEST_PASSWORD,
      password: 'Pune@2024!',
    });
    expect(changed.status).toBe(200);
    expect(await profileOn(a, first)).toBe(401);
    expect(await profileOn(a, second)).toBe(200);

    const administrator = await createAdmin(database.db);
    const adminToken = await signIn(b, administrator, 'SuperAdmin');
    const blocked = await caller(b, adminToken).call(adminEndpoints.institutionAction, {
      institutionId: bank.institution.id,
      comment: 'Licence suspended pending inspection',
      state: 'Blocked',
    });
    expect(blocked.status).toBe(200);
    expect(await profileOn(a, second)).toBe(401);
  });

  it('wrong passwords are counted across both: from one address the sixth try is refused by either', async () => {
    const bank = await createInstitution(database.db);
    const address = randomAddress();
    const wrong = { loginId: bank.loginId, password: 'Wrong@1234', role: 'Login' } as const;
    for (const api of [a, b, a, b, a])
      expect((await caller(api, null, address).call(authEndpoints.login, wrong)).status).toBe(401);
    expect((await caller(b, null, address).call(authEndpoints.login, wrong)).status).toBe(429);
    const right = { ...wrong, password: bank.password };
    expect((await caller(a, null, address).call(authEndpoints.login, right)).status).toBe(429);
    expect((await caller(b, null, randomAddress()).call(authEndpoints.login, right)).status).toBe(200);
  });

  it('the flood limit of an account is counted across both', async () => {
    const bank = await createInstitution(database.db);
    const token = await signIn(a, bank);
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT_PER_ACCOUNT; i++) answers.push(await profileOn(i % 2 ? a : b, token));
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await profileOn(a, token)).toBe(429);
    expect(await profileOn(b, token)).toBe(429);
  });

  it('a chat message sent over a socket on A reaches a socket on B in the same room', async () => {
    const [bank, hospital] = [
      await createInstitution(database.db),
      await createInstitution(database.db, { type: 'Hospital' }),
    ];
    const [bankToken, hospitalToken] = [await signIn(a, bank), await signIn(b, hospital)];
    const started = await caller(a, bankToken).call(chatEndpoints.start, {
      institutionId: hospital.institution.id,
    });
    const roomId = started.body.content.data?.roomId as string;
    const sockets: Socket[] = [await connectChat(a.url, bankToken), await connectChat(b.url, hospitalToken)];
    try {
      const [onA, onB] = sockets as [Socket, Socket];
      await joined(onA, roomId);
      await joined(onB, roomId);
      const received = inbox(onB);
      const answer = await ask(
        onA,
        CHAT_EVENTS.sendMessage,
        textMessage(roomId, '2 units O- ready for pickup'),
      );
      expect(answer.ok, answer.error).toBe(true);
      await eventually(() => received.length > 0);
      expect(received.map((message) => message.message)).toEqual(['2 units O- ready for pickup']);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('mail queued on either process is delivered exactly once, though both run the delivery job', async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, () => createInstitution(database.db)));
    for (const [i, account] of accounts.entries()) {
      const answer = await caller(i % 2 ? a : b).call(authEndpoints.forgotPassword, {
        loginId: account.loginId,
      });
      expect(answer.status).toBe(200);
    }
    const recipients = accounts.map((account) => account.loginId);
    await eventually(() => recipients.every((to) => receivedBy(peer, to).length > 0), 15_000);
    // Several more periods of the job pass in both processes: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 4 * JOB_PERIODS['mail-delivery']));
    for (const to of recipients) expect(receivedBy(peer, to)).toHaveLength(1);
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));
    expect(rows.map((row) => `${row.state}:${row.attempts}`)).toEqual(recipients.map(() => 'sent:1'));
  });

  it('a job with a short period runs once per period across both, and both stop cleanly', async () => {
    const housekeepingRuns = () =>
      database.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.name, 'housekeeping'))
        .orderBy(asc(jobRuns.periodStart));
    await eventually(async () => (await housekeepingRuns()).length >= 15, 15_000);
    // Stopped first, so every run either logged is in job_runs and the other way round.
    for (const api of [a, b]) api.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);

    const logged = [...a.logged, ...b.logged]
      .filter((line) => line.job === 'housekeeping' && typeof line.periodStart === 'string')
      .map((line) => ({ periodStart: line.periodStart as string, process: line.process as string }));
    const rows = await housekeepingRuns();
    const periods = logged.map((run) => run.periodStart);
    expect(new Set(periods).size).toBe(periods.length);
    expect([...periods].sort()).toEqual(rows.map((row) => row.periodStart.toISOString()));
    expect(rows.every((row) => row.outcome === 'ok')).toBe(true);
    // Both took turns: each ran some periods, the other process finding them taken.
    const pids = [a.child.pid, b.child.pid].map(String);
    expect(new Set(rows.map((row) => row.process.split(':').at(-1)))).toEqual(new Set(pids));
    // Nearly every period between the first and the last ran (a busy machine may let one pass unclaimed).
    const span = (rows.at(-1)?.periodStart.getTime() ?? 0) - (rows[0]?.periodStart.getTime() ?? 0);
    expect(rows.length).toBeGreaterThanOrEqual(0.7 * (span / JOB_PERIODS.housekeeping + 1));
  });
});
