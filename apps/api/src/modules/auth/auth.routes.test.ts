import { type InstitutionType, permissionsAtLevel } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, institutions } from '../../db/schema/index.js';
import { issueToken } from '../../lib/tokens.js';
import { createAdmin, createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/institution/login', payload: body, remoteAddress: ip });

describe('institution sign-in', () => {
  it.each<InstitutionType>(['BloodBank', 'Both', 'Hospital', 'NGO'])(
    'a confirmed %s key member signs in and gets a token and the institution type',
    async (type) => {
      const account = await createInstitution(t.database.db, { type });
      const response = await login({ loginId: account.loginId, password: account.password, role: 'Login' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(200);
      expect(body.content.data.institutionType).toBe(type);
      expect(body.content.data.token).toEqual(expect.any(String));

      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/institution/get',
        headers: { authorization: `Bearer ${body.content.data.token}` },
      });
      expect(profile.json().content.data).toMatchObject({
        _id: account.institution.id,
        institutionType: type,
      });
    },
  );

  it('the e-mail is matched without regard to case or surrounding spaces', async () => {
    const account = await createInstitution(t.database.db);
    const response = await login({
      loginId: `  ${account.loginId.toUpperCase()} `,
      password: account.password,
    });
    expect(response.json().code).toBe(200);
  });

  it('a wrong password and an unknown e-mail get the same answer, with no hint which part was wrong', async () => {
    const account = await createInstitution(t.database.db);
    const wrongPassword = await login({ loginId: account.loginId, password: 'Wrong@1234' }, '10.0.1.1');
    const unknownEmail = await login(
      { loginId: 'nobody@example.in', password: account.password },
      '10.0.1.2',
    );
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Enter valid email and password', content: {} });
    }
  });

  it('empty fields are refused with the spec message before any lookup', async () => {
    const response = await login({ loginId: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'Enter valid email and password' });
  });

  it('a pending institution cannot sign in and is told why', async () => {
    const account = await createInstitution(t.database.db, { status: 'Pending', withPassword: false });
    const response = await login({ loginId: account.loginId, password: 'Anything@1' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/awaiting verification/);
  });

  it('a blocked institution cannot sign in, and its earlier token stops working at once', async () => {
    const account = await createInstitution(t.database.db);
    const token = (await login({ loginId: account.loginId, password: account.password })).json().content.data
      .token;
    await t.database.db
      .update(institutions)
      .set({ accessState: 'Blocked' })
      .where(eq(institutions.id, account.institution.id));

    const again = await login({ loginId: account.loginId, password: account.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/blocked/);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/institution/get',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('locks an account after five failures, even for the right password, without locking others', async () => {
    const account = await createInstitution(t.database.db);
    const neighbour = await createInstitution(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(
        { loginId: account.loginId, password: `Wrong@${attempt}` },
        `10.1.0.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ loginId: account.loginId, password: account.password }, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 429,
      message: expect.stringMatching(/try again in 15 minutes/),
    });

    const other = await login({ loginId: neighbour.loginId, password: neighbour.password }, '10.1.0.98');
    expect(other.statusCode).toBe(200);
  });

  it('locks an address that guesses across many accounts', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      await login({ loginId: `guess-${attempt}@example.in`, password: 'Guess@1234' }, '10.2.0.1');
    }
    const account = await createInstitution(t.database.db);
    const blocked = await login({ loginId: account.loginId, password: account.password }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ loginId: account.loginId, password: account.password }, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const profileWith = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/institution/get',
      headers: authorization ? { authorization } : {},
    });

  it('a call without a token, with a forged token or an expired one answers 401', async () => {
    const account = await createInstitution(t.database.db);
    const expired = await issueToken(
      { kind: 'institution', userId: account.user.id, institutionId: account.institution.id },
      t.config.jwtSecret,
      -60,
    );
    const forged = await issueToken(
      { kind: 'institution', userId: account.user.id, institutionId: account.institution.id },
      new TextEncoder().encode('not-the-server-secret'),
      3600,
    );
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      `Bearer ${expired.token}`,
      `Bearer ${forged.token}`,
    ]) {
      const response = await profileWith(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
  });

  it('an administrator token is not an institution token', async () => {
    const admin = await createAdmin(t.database.db);
    const token = (
      await login({ loginId: admin.loginId, password: admin.password, role: 'SuperAdmin' })
    ).json().content.data.token;
    const response = await profileWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('super administrator sign-in', () => {
  it('signs in with role SuperAdmin and gets permissions but no institution type', async () => {
    const admin = await createAdmin(t.database.db);
    const response = await login({ loginId: admin.loginId, password: admin.password, role: 'SuperAdmin' });
    const data = response.json().content.data;
    expect(data.permissions).toEqual(permissionsAtLevel('Full Permission'));
    expect(data).not.toHaveProperty('institutionType');
  });

  it('signs in at its own path and reads its permissions fresh from the database', async () => {
    const admin = await createAdmin(t.database.db, { permissions: permissionsAtLevel('View Only') });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/login',
      payload: { loginId: admin.loginId, password: admin.password },
    });
    const token = response.json().content.data.token;
    await t.database.db
      .update(admins)
      .set({ permissions: permissionsAtLevel('None') })
      .where(eq(admins.id, admin.admin.id));
    const permissions = await t.app.inject({
      method: 'GET',
      url: '/api/super-admin/permissions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(permissions.json().content.data).toEqual(permissionsAtLevel('None'));
  });

  it('an institution user cannot sign in as an administrator', async () => {
    const account = await createInstitution(t.database.db);
    const response = await login({
      loginId: account.loginId,
      password: account.password,
      role: 'SuperAdmin',
    });
    expect(response.statusCode).toBe(401);
  });

  it('an inactive administrator is refused and loses a token it had', async () => {
    const admin = await createAdmin(t.database.db);
    const token = (
      await login({ loginId: admin.loginId, password: admin.password, role: 'SuperAdmin' })
    ).json().content.data.token;
    await t.database.db.update(admins).set({ status: 2 }).where(eq(admins.id, admin.admin.id));
    const again = await login({ loginId: admin.loginId, password: admin.password, role: 'SuperAdmin' });
    expect(again.statusCode).toBe(403);
    const permissions = await t.app.inject({
      method: 'GET',
      url: '/api/super-admin/permissions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(permissions.statusCode).toBe(401);
  });
});
