import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { type Database, fromPglite, fromPostgres, pgliteOptions } from '../db/client.js';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

async function copyOfTemplate(): Promise<Database> {
  const server = inject('postgresTemplate');
  if (server) {
    const name = `${server.template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${server.template}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return fromPostgres(url.toString());
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return fromPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: blob }));
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'raktsetu-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: new TextEncoder().encode(randomBytes(32).toString('hex')),
    tokenTtlSeconds: 3600,
    smtpUrl: undefined,
    mailFrom: 'RaktSetu <no-reply@raktsetu.test>',
    redisUrl: undefined,
    seedDemo: false,
    webDist: null,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    trustProxy: false,
    rateLimit: { perAccount: 1200, perAddress: 300 },
    outbox: 'admins',
    smsWebhookUrl: undefined,
    jobPeriods: {},
    ...overrides,
  };
}

/** A real app on its own copy of the migrated database; call close() in afterAll. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'logger'> = {},
): Promise<TestApp> {
  const database = await copyOfTemplate();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
