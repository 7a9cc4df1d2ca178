import {
  adminEndpoints,
  authEndpoints,
  type InstitutionType,
  institutionsEndpoints,
  MESSAGES,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admins, institutions } from '../../db/schema/index.js';
import { issueToken } from '../../lib/tokens.js';
import { anonymous, callerWith, signedInAdmin, signedInInstitution, signIn } from '../../test/callers.js';
import { createAdmin, createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, address = '10.0.0.1') =>
  anonymous(t, address).send('POST', '/api/institution/login', body);

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
      const profile = await callerWith(t, body.content.data.token).call(institutionsEndpoints.profile);
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

  it('a wrong password, an unknown e-mail and an account still in review get the same answer', async () => {
    const account = await createInstitution(t.database.db);
    const pending = await createInstitution(t.database.db, { status: 'Pending', withPassword: false });
    const answers = [
      await login({ loginId: account.loginId, password: 'Wrong@1234' }, '10.0.1.1'),
      await login({ loginId: 'nobody@example.in', password: account.password }, '10.0.1.2'),
      await login({ loginId: pending.loginId, password: 'Anything@1' }, '10.0.1.3'),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: MESSAGES.loginInvalid, content: {} });
    }
  });

  it('empty fields are refused with the spec message before any lookup', async () => {
    const response = await login({ loginId: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: MESSAGES.loginInvalid });
  });

  it('a password longer than any password can be set is refused as a wrong one', async () => {
    const account = await createInstitution(t.database.db);
    const response = await login({ loginId: account.loginId, password: `A@1a${'x'.repeat(200)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.loginInvalid);
  });

  it('a blocked institution is told so only after its right password, and its earlier token stops at once', async () => {
    const account = await createInstitution(t.database.db);
    const caller = await signIn(t, account);
    await t.database.db
      .update(institutions)
      .set({ accessState: 'Blocked' })
      .where(eq(institutions.id, account.institution.id));
    const again = await login({ loginId: account.loginId, password: account.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/blocked/);
    expect((await login({ loginId: account.loginId, password: 'Wrong@1234' })).statusCode).toBe(401);
    expect((await caller.call(institutionsEndpoints.profile)).statusCode).toBe(401);
  });
});

describe('guessing passwords is slowed down without locking the owner out', () => {
  it('an address that fails five times on an account waits; the owner elsewhere signs in', async () => {
    const account = await createInstitution(t.database.db);
    const neighbour = await createInstitution(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ loginId: account.loginId, password: `Wrong@${attempt}` }, '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ loginId: account.loginId, password: account.password }, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 429,
      message: expect.stringMatching(/try again in 15 minutes/),
    });

    expect(
      (await login({ loginId: account.loginId, password: account.password }, '10.1.0.2')).statusCode,
    ).toBe(200);
    expect(
      (await login({ loginId: neighbour.loginId, password: neighbour.password }, '10.1.0.1')).statusCode,
    ).toBe(200);
  });

  it('failures from many addresses make each further try wait seconds, never a quarter of an hour', async () => {
    const admin = await createAdmin(t.database.db);
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await login(
        { loginId: admin.loginId, password: `Wrong@${attempt}`, role: 'SuperAdmin' },
        `10.3.0.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const paused = await login(
      { loginId: admin.loginId, password: admin.password, role: 'SuperAdmin' },
      '10.3.1.1',
    );
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/try again in \d+ seconds/);

    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    try {
      const owner = await login(
        { loginId: admin.loginId, password: admin.password, role: 'SuperAdmin' },
        '10.3.1.1',
      );
      expect(owner.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
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

describe('tokens and sessions', () => {
  it('a call without a token, with a forged token or an expired one answers 401', async () => {
    const { account } = await signedInInstitution(t);
    const subject = {
      kind: 'institution' as const,
      subjectId: account.user.id,
      sessionId: crypto.randomUUID(),
    };
    const expired = await issueToken(subject, t.config.jwtSecret, new Date(Date.now() - 60_000));
    const forged = await issueToken(
      subject,
      new TextEncoder().encode('not-the-server-secret'),
      new Date(Date.now() + 3_600_000),
    );
    const noSession = await issueToken(subject, t.config.jwtSecret, new Date(Date.now() + 3_600_000));
    for (const token of [null, 'nonsense', expired, forged, noSession]) {
      const response = await callerWith(t, token).call(institutionsEndpoints.profile);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
  });

  it('logout ends the session on the server: the same token answers 401 afterwards', async () => {
    const institution = await signedInInstitution(t);
    const otherDevice = await signIn(t, institution.account);
    expect((await institution.call(authEndpoints.logout)).json().code).toBe(200);
    expect((await institution.call(institutionsEndpoints.profile)).statusCode).toBe(401);
    // Only that session ends: the same account signed in on another computer carries on.
    expect((await otherDevice.call(institutionsEndpoints.profile)).statusCode).toBe(200);
  });

  it('an administrator logs out the same way', async () => {
    const admin = await signedInAdmin(t);
    await admin.call(authEndpoints.logout);
    expect((await admin.call(adminEndpoints.permissions)).statusCode).toBe(401);
  });

  it('an administrator token is not an institution token', async () => {
    const admin = await signedInAdmin(t);
    expect((await admin.call(institutionsEndpoints.profile)).statusCode).toBe(403);
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
    const response = await anonymous(t).call(authEndpoints.adminLogin, {
      loginId: admin.loginId,
      password: admin.password,
    });
    const caller = callerWith(t, response.json().content.data.token);
    await t.database.db
      .update(admins)
      .set({ permissions: permissionsAtLevel('None') })
      .where(eq(admins.id, admin.admin.id));
    expect((await caller.call(adminEndpoints.permissions)).json().content.data).toEqual(
      permissionsAtLevel('None'),
    );
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
    const admin = await signedInAdmin(t);
    await t.database.db.update(admins).set({ status: 2 }).where(eq(admins.id, admin.account.admin.id));
    const again = await login({
      loginId: admin.account.loginId,
      password: admin.account.password,
      role: 'SuperAdmin',
    });
    expect(again.statusCode).toBe(403);
    expect((await admin.call(adminEndpoints.permissions)).statusCode).toBe(401);
  });
});

describe('sign-in counters behind a made-up proxy header', () => {
  it('changing X-Forwarded-For does not reset the failures counted for an address', async () => {
    const account = await createInstitution(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await anonymous(t, '10.4.0.1').send(
        'POST',
        '/api/institution/login',
        { loginId: account.loginId, password: `Wrong@${attempt}` },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      );
    }
    const again = await anonymous(t, '10.4.0.1').send(
      'POST',
      '/api/institution/login',
      { loginId: account.loginId, password: account.password },
      { headers: { 'x-forwarded-for': '198.51.100.200' } },
    );
    expect(again.statusCode).toBe(429);
  });
});

describe('the language each person reads in', () => {
  it('is English until they choose Hindi, which every later sign-in brings back', async () => {
    const clerk = await signedInInstitution(t);
    const first = await login({ loginId: clerk.account.loginId, password: clerk.account.password });
    expect(first.json().content.data.user.language).toBe('en');

    const chosen = await clerk.call(authEndpoints.language, { language: 'hi' });

    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().content.data).toEqual({ language: 'hi' });
    const again = await login({ loginId: clerk.account.loginId, password: clerk.account.password });
    expect(again.json().content.data.user.language).toBe('hi');
  });

  it('is kept for an administrator too, and only for the caller', async () => {
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    expect((await admin.call(authEndpoints.language, { language: 'hi' })).statusCode).toBe(200);
    const [mine] = await t.database.db.select().from(admins).where(eq(admins.id, admin.account.admin.id));
    const [theirs] = await t.database.db.select().from(admins).where(eq(admins.id, other.account.admin.id));
    expect([mine?.language, theirs?.language]).toEqual(['hi', 'en']);
  });

  it('refuses a language the app does not have, and a caller who is not signed in', async () => {
    const clerk = await signedInInstitution(t);
    expect((await clerk.send('POST', '/api/auth/language', { language: 'fr' })).statusCode).toBe(400);
    expect((await anonymous(t).call(authEndpoints.language, { language: 'hi' })).statusCode).toBe(401);
  });
});
