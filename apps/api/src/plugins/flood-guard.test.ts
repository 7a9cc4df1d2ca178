import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { healthEndpoints } from '@raktsetu/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.js';
import { callerWith, signIn } from '../test/callers.js';
import { createInstitution } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
async function app(overrides: Partial<AppConfig>) {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
}

const health = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'GET',
    url: healthEndpoints.health.path,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('the flood guard', () => {
  it('by default a made-up X-Forwarded-For buys no fresh budget', async () => {
    const t = await app({ rateLimit: { perAccount: 100, perAddress: 3 } });
    const statuses = [];
    for (let i = 1; i <= 5; i++)
      statuses.push((await health(t, '203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('behind a configured proxy, each client it forwards has its own budget', async () => {
    const t = await app({ rateLimit: { perAccount: 100, perAddress: 2 }, trustProxy: ['10.9.9.9'] });
    for (const client of ['198.51.100.1', '198.51.100.2']) {
      expect((await health(t, '10.9.9.9', client)).statusCode).toBe(200);
      expect((await health(t, '10.9.9.9', client)).statusCode).toBe(200);
      expect((await health(t, '10.9.9.9', client)).statusCode).toBe(429);
    }
  });

  it('signed-in calls count per account, so clerks behind one hospital address do not share a budget', async () => {
    const t = await app({ rateLimit: { perAccount: 4, perAddress: 2 } });
    const nat = '198.51.100.50';
    const clerks = [];
    for (let i = 0; i < 2; i++) {
      const account = await createInstitution(t.database.db);
      clerks.push(callerWith(t, (await signIn(t, account)).token, nat));
    }
    for (let i = 0; i < 3; i++) expect((await health(t, nat)).statusCode).toBe(i < 2 ? 200 : 429);
    for (const clerk of clerks) {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await clerk.call(healthEndpoints.health)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    }
  });

  it('a forged token is an anonymous call, not an account with a fresh budget', async () => {
    const t = await app({ rateLimit: { perAccount: 100, perAddress: 1 } });
    const forged = callerWith(t, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad', '198.51.100.60');
    await forged.send('GET', healthEndpoints.health.path);
    expect((await forged.send('GET', healthEndpoints.health.path)).statusCode).toBe(429);
  });

  it('the web app’s files are never counted', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'raktsetu-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>RaktSetu</title>');
    const t = await app({ rateLimit: { perAccount: 100, perAddress: 1 }, webDist });
    try {
      for (let i = 0; i < 5; i++) {
        const page = await t.app.inject({ method: 'GET', url: '/inventory', remoteAddress: '198.51.100.70' });
        expect(page.statusCode).toBe(200);
      }
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
