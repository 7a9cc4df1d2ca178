import {
  adminEndpoints,
  administratorsEndpoints,
  authEndpoints,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { anonymous, signIn } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admins } from '../schema/index.js';
import { DEMO_ADMINS, seedDemoAdmins } from './demo-admins.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.database.db.transaction(async (tx) => {
    await tx.insert(admins).values({
      email: DEMO_ADMIN.loginId,
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      permissions: permissionsAtLevel('Full Permission'),
      status: 1,
      passwordHash,
    });
    await seedDemoAdmins(tx, { addedBy: DEMO_ADMIN.loginId, passwordHash });
  });
});
afterAll(() => t.close());

const demo = (status: 0 | 1 | 2) => DEMO_ADMINS.filter((admin) => admin.status === status);

describe('the demo administrators', () => {
  it('the active ones sign in with the demo password and get only their areas', async () => {
    const viewer = await signIn(
      t,
      { loginId: 'institutes.viewer@raktsetu.demo', password: DEMO_PASSWORD },
      'SuperAdmin',
    );
    expect((await viewer.call(adminEndpoints.institutions, {})).statusCode).toBe(200);
    expect(
      (await viewer.call(adminEndpoints.verifyInstitution, { id: 'x', status: 'approved' })).statusCode,
    ).toBe(403);
    expect((await viewer.call(administratorsEndpoints.list, {})).statusCode).toBe(403);
    for (const admin of demo(1)) {
      expect(
        (await signIn(t, { loginId: admin.loginId, password: DEMO_PASSWORD }, 'SuperAdmin')).token,
      ).toBeTruthy();
    }
  });

  it('a pending one has no password yet and an inactive one is refused', async () => {
    for (const admin of [...demo(0), ...demo(2)]) {
      const response = await anonymous(t).call(authEndpoints.adminLogin, {
        loginId: admin.loginId,
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode, admin.loginId).toBe(admin.status === 0 ? 401 : 403);
    }
  });

  it('the list shows all of them, and the audit trail who added them', async () => {
    const meera = await signIn(t, { loginId: DEMO_ADMIN.loginId, password: DEMO_PASSWORD }, 'SuperAdmin');
    const list = (await meera.call(administratorsEndpoints.list, {})).json().content;
    expect(list.total).toBe(DEMO_ADMINS.length + 1);
    const trail = (await meera.call(administratorsEndpoints.audit, { action: 'admin.' })).json().content;
    expect(trail.total).toBe(DEMO_ADMINS.length + demo(2).length);
    expect(trail.data[0].actor.name).toBe(`${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`);
  });
});
