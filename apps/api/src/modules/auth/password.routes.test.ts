import {
  authEndpoints,
  CURRENT_PASSWORD_MESSAGES,
  institutionsEndpoints,
  MESSAGES,
  OTP_MESSAGES,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymous, signIn } from '../../test/callers.js';
import { createAdmin, createInstitution } from '../../test/factories.js';
import { codeIn, lastMailTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => anonymous(t).send('POST', url, payload);
const forgot = (loginId: string) => post('/api/institution/forgot-password', { loginId });
const validate = (id: string, otp: string) => post('/api/auth/validate-otp', { id, otp, type: 'ForgotOTP' });
const reset = (id: string, otp: string, password: string) =>
  post('/api/institution/reset-password', { id, otp, password });
const login = (loginId: string, password: string, role = 'Login') =>
  post('/api/institution/login', { loginId, password, role });

async function requestCode(loginId: string) {
  const id: string = (await forgot(loginId)).json().content.data.id;
  return { id, otp: codeIn(await lastMailTo(t, loginId)) };
}

describe('a forgotten password is reset with a code sent by mail', () => {
  it('activates a pending administrator whose link lapsed, but never a deactivated one', async () => {
    const pending = await createAdmin(t.database.db, { status: 0 });
    const inactive = await createAdmin(t.database.db, { status: 2 });
    const { id, otp } = await requestCode(pending.loginId);
    expect((await reset(id, otp, 'Renewed@2026')).json().code).toBe(200);
    expect((await login(pending.loginId, 'Renewed@2026', 'SuperAdmin')).statusCode).toBe(200);
    // A deactivated administrator is not even sent a code.
    expect((await forgot(inactive.loginId)).json().code).toBe(200);
    expect(await lastMailTo(t, inactive.loginId).catch(() => null)).toBeNull();
  });

  it('the whole way: request, check, set, sign in with the new password and not the old one', async () => {
    const account = await createInstitution(t.database.db);
    const answer = await forgot(account.loginId);
    expect(answer.json()).toMatchObject({
      code: 200,
      message: MESSAGES.otpSent,
      content: { data: { id: expect.any(String) } },
    });
    const otp = codeIn(await lastMailTo(t, account.loginId));
    const id = answer.json().content.data.id;

    expect((await validate(id, otp)).json().code).toBe(200);
    expect((await reset(id, otp, 'Fresh@2026')).json()).toMatchObject({
      code: 200,
      message: OTP_MESSAGES.passwordSet,
    });
    expect((await login(account.loginId, 'Fresh@2026')).statusCode).toBe(200);
    expect((await login(account.loginId, account.password)).statusCode).toBe(401);
  });

  it('a reset ends every session the account had, so a stolen token stops working', async () => {
    const account = await createInstitution(t.database.db);
    const stolen = await signIn(t, account);
    const { id, otp } = await requestCode(account.loginId);
    expect((await reset(id, otp, 'Fresh@2026')).statusCode).toBe(200);
    expect((await stolen.call(institutionsEndpoints.profile)).statusCode).toBe(401);
    expect(
      (
        await stolen.call(authEndpoints.changePassword, {
          currentPassword: 'Fresh@2026',
          password: 'Mine@2026x',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('an unknown e-mail gets the same answer as a known one, and no mail is sent', async () => {
    const answer = await forgot('nobody-here@example.in');
    expect(answer.json()).toMatchObject({
      code: 200,
      message: MESSAGES.otpSent,
      content: { data: { id: expect.any(String) } },
    });
    await expect(lastMailTo(t, 'nobody-here@example.in')).rejects.toThrow(/no mail/);
    expect((await validate(answer.json().content.data.id, '123456')).json().message).toBe(
      MESSAGES.invalidOtp,
    );
  });

  it('guessing at the id given for an unknown e-mail locks after five tries, exactly like a real code', async () => {
    const account = await createInstitution(t.database.db);
    const real = await requestCode(account.loginId);
    const made = (await forgot('nobody-either@example.in')).json().content.data.id;
    const wrong = real.otp === '999999' ? '888888' : '999999';
    for (const id of [real.id, made]) {
      const statuses = [];
      for (let attempt = 1; attempt <= 6; attempt++) statuses.push((await validate(id, wrong)).statusCode);
      expect(statuses, id === made ? 'made-up id' : 'real code').toEqual([400, 400, 400, 400, 429, 429]);
    }
  });

  it('an empty e-mail is "Enter valid id"', async () => {
    const response = await forgot('');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.enterValidId);
  });

  it('the code is stored only as a hash', async () => {
    const account = await createInstitution(t.database.db);
    const { otp } = await requestCode(account.loginId);
    const rows = await t.database.db.query.oneTimeCodes.findMany();
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it('a wrong, empty or malformed code is "Invalid OTP"', async () => {
    const account = await createInstitution(t.database.db);
    const { id, otp } = await requestCode(account.loginId);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (const candidate of [wrong, '', '12345', 'abcdef']) {
      const response = await validate(id, candidate);
      expect(response.statusCode, candidate).toBe(400);
      expect(response.json().message, candidate).toBe(MESSAGES.invalidOtp);
    }
  });

  it('a code works once', async () => {
    const account = await createInstitution(t.database.db);
    const { id, otp } = await requestCode(account.loginId);
    expect((await reset(id, otp, 'Fresh@2026')).statusCode).toBe(200);
    const again = await reset(id, otp, 'Other@2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.invalidOtp);
  });

  it('a new code replaces the earlier one', async () => {
    const account = await createInstitution(t.database.db);
    const first = await requestCode(account.loginId);
    const second = await requestCode(account.loginId);
    expect((await validate(first.id, first.otp)).json().message).toBe(MESSAGES.invalidOtp);
    expect((await validate(second.id, second.otp)).json().code).toBe(200);
  });

  it('a code expires after ten minutes', async () => {
    const account = await createInstitution(t.database.db);
    const { id, otp } = await requestCode(account.loginId);
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000 + 1000, toFake: ['Date'] });
    try {
      const response = await validate(id, otp);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(OTP_MESSAGES.expired);
    } finally {
      vi.useRealTimers();
    }
  });

  it('five wrong tries lock the code, even against the right one', async () => {
    const account = await createInstitution(t.database.db);
    const { id, otp } = await requestCode(account.loginId);
    const wrong = otp === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 4; attempt++) expect((await validate(id, wrong)).statusCode).toBe(400);
    expect((await validate(id, wrong)).statusCode).toBe(429);
    const right = await reset(id, otp, 'Fresh@2026');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(OTP_MESSAGES.tooManyTries);
  });

  it.each([
    ['', MESSAGES.passwordEmpty],
    ['short1!A', null],
    ['alllowercase1!', MESSAGES.passwordWeak],
    ['NoDigits!!', MESSAGES.passwordWeak],
    ['NoSpecial123', MESSAGES.passwordWeak],
  ])('the new password %j is checked against the rule', async (password, message) => {
    const account = await createInstitution(t.database.db);
    const { id, otp } = await requestCode(account.loginId);
    const response = await reset(id, otp, password);
    if (message === null) {
      expect(response.statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('an administrator can reset a password the same way and sign in at the admin door', async () => {
    const admin = await createAdmin(t.database.db);
    const { id, otp } = await requestCode(admin.loginId);
    expect((await reset(id, otp, 'Admin@2026x')).statusCode).toBe(200);
    expect((await login(admin.loginId, 'Admin@2026x', 'SuperAdmin')).statusCode).toBe(200);
  });

  it('asking for codes again and again for one e-mail is slowed down', async () => {
    const account = await createInstitution(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await forgot(account.loginId)).statusCode).toBe(200);
    expect((await forgot(account.loginId)).statusCode).toBe(429);
  });
});

describe('changing the password while signed in', () => {
  const change = (caller: Awaited<ReturnType<typeof signIn>>, currentPassword: string, password: string) =>
    caller.call(authEndpoints.changePassword, { currentPassword, password });

  it('proves the current password, checks the rule, and then the new password works', async () => {
    const account = await createInstitution(t.database.db);
    const caller = await signIn(t, account);
    expect((await change(caller, account.password, 'weak')).json().message).toBe(MESSAGES.passwordWeak);
    const wrongCurrent = await change(caller, 'Guess@2026', 'Changed#2026');
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().content.errors).toEqual([
      { field: 'currentPassword', message: CURRENT_PASSWORD_MESSAGES.wrong },
    ]);
    expect((await change(caller, account.password, 'Changed#2026')).json().code).toBe(200);
    expect((await login(account.loginId, 'Changed#2026')).statusCode).toBe(200);
    expect((await login(account.loginId, account.password)).statusCode).toBe(401);
  });

  it('ends every other session of the account and keeps the one that changed it', async () => {
    const account = await createInstitution(t.database.db);
    const here = await signIn(t, account);
    const stolen = await signIn(t, account);
    expect((await change(here, account.password, 'Changed#2026')).statusCode).toBe(200);
    expect((await stolen.call(institutionsEndpoints.profile)).statusCode).toBe(401);
    expect((await here.call(institutionsEndpoints.profile)).statusCode).toBe(200);
  });

  it('a borrowed session cannot guess the current password for long', async () => {
    const account = await createInstitution(t.database.db);
    const caller = await signIn(t, account);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await change(caller, `Guess@${attempt}x`, 'Changed#2026')).statusCode).toBe(400);
    expect((await change(caller, account.password, 'Changed#2026')).statusCode).toBe(429);
  });

  it('needs a signed-in institution user', async () => {
    const response = await post('/api/institution/change-password', {
      currentPassword: 'Test@1234',
      password: 'Changed#2026',
    });
    expect(response.statusCode).toBe(401);
  });
});
