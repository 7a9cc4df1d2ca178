import path from 'node:path';
import { adminEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_ADMIN, DEMO_INSTITUTIONS, DEMO_PASSWORD, DEMO_PENDING, seedDemoData } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.database.db, path.join(t.config.dataDir, 'uploads'))).toBe(true);
});
afterAll(() => t.close());

describe('the demo data of a fresh start', () => {
  it('every demo institution signs in with the demo password', async () => {
    for (const demo of DEMO_INSTITUTIONS) await signIn(t, { loginId: demo.loginId, password: DEMO_PASSWORD });
  });

  it('registrations wait for approval, each with a certificate the administrator can open', async () => {
    const admin = await signIn(t, { loginId: DEMO_ADMIN.loginId, password: DEMO_PASSWORD }, 'SuperAdmin');
    const pending = (await admin.call(adminEndpoints.pendingInstitutions, {})).json().content;
    expect(pending.total).toBe(DEMO_PENDING.length);
    for (const row of pending.data) {
      expect(row.declarations).toHaveLength(4);
      const [certificate] = row.attachments;
      const file = await admin.send('GET', certificate.location);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body).toContain(row.registrationNumber);
    }
  });

  it('seeds only once', async () => {
    expect(await seedDemoData(t.database.db, path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });
});
