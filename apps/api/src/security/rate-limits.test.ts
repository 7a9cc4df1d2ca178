import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminEndpoints,
  administratorsEndpoints,
  authEndpoints,
  campsEndpoints,
  donorsEndpoints,
  type EndpointDefinition,
  institutionsEndpoints,
  mobileEndpoints,
  requestsEndpoints,
  settingsEndpoints,
} from '@raktsetu/contract';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { OTP_MAX_TRIES } from '../modules/auth/one-time-codes.js';
import { SIGN_IN_LIMITS } from '../modules/auth/sign-in-limits.js';
import { addedDonors, ngoCamp } from '../modules/camps/camps.test-support.js';
import { institutionIdOf } from '../modules/inventory/inventory.test-support.js';
import { newNumber, smsCodeTo } from '../modules/mobile/mobile.test-support.js';
import { anonymous, signedInAdmin, signedInInstitution, signIn } from '../test/callers.js';
import { createInstitution, registrationBody } from '../test/factories.js';
import { codeIn, lastMailTo } from '../test/outbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Guessing is stopped, and nothing that sends mail or texts can be turned into a mail cannon: wrong passwords
 * lock the address out of the account, wrong codes lock the code, and every call that sends a message is
 * limited per recipient and per address (or account). The (N+1)th call is refused with 429 and the outbox,
 * where every mail and text is written before it leaves, holds no more messages than before.
 */

const modules = fileURLToPath(new URL('../modules/', import.meta.url));

/**
 * Every service that sends mail or texts, the endpoints that make it send, and what bounds them. A new sender
 * fails the first test below until it is listed here with its limit (and a test of it).
 */
const SENDERS: Record<string, { endpoints: EndpointDefinition[]; bound: string }> = {
  'auth/password.service.ts': {
    endpoints: [authEndpoints.forgotPassword],
    bound: '5 codes per e-mail in 15 minutes; 20 requests per address an hour',
  },
  'mobile/mobile.service.ts': {
    endpoints: [mobileEndpoints.sendOtp],
    bound: '5 codes per number in 15 minutes; 10 per address an hour',
  },
  'donors/donors.service.ts': {
    endpoints: [donorsEndpoints.sendOtp],
    bound: '5 codes per donor and institution in 15 minutes; 20 a minute per account',
  },
  'institutions/registration.service.ts': {
    endpoints: [institutionsEndpoints.register],
    bound: '5 registrations naming an e-mail an hour; 10 registrations per address an hour',
  },
  'settings/lab-members.service.ts': {
    endpoints: [settingsEndpoints.addKeyMember],
    bound: 'one invitation per new member: the same e-mail again is 409, nothing sent',
  },
  'administrators/administrators.service.ts': {
    endpoints: [administratorsEndpoints.add],
    bound: 'one invitation per new administrator: the same e-mail again is 409, nothing sent',
  },
  'admin/institution-review.service.ts': {
    endpoints: [adminEndpoints.verifyInstitution],
    bound: 'one mail per decision on a pending registration: a second decision is 409, nothing sent',
  },
  'camps/camps.service.ts': {
    endpoints: [campsEndpoints.add, campsEndpoints.changeStatus],
    bound: "one mail per camp asked for or answered, to the other institution; the account's flood limit",
  },
  'camps/camp-donors.service.ts': {
    endpoints: [requestsEndpoints.depute],
    bound: "one text per donor assigned to a camp (assigning again is 409); the account's flood limit",
  },
  'requests/requests.service.ts': {
    endpoints: [requestsEndpoints.sendToDonors],
    bound:
      "one text per donor of the institution's own list per new blood request; the account's flood limit",
  },
  'requests/deputation.service.ts': {
    endpoints: [requestsEndpoints.depute],
    bound: "one text per donor deputed for a request (deputing again is 409); the account's flood limit",
  },
};

function sendingServices(dir = modules): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sendingServices(file);
    if (!/\.ts$/.test(entry.name) || /\.(test|bench|test-support)\.ts$/.test(entry.name)) return [];
    return /\bmailer\.send\(|\.sms\(\s*\{/.test(readFileSync(file, 'utf8'))
      ? [path.relative(modules, file).replaceAll(path.sep, '/')]
      : [];
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Mails and texts kept for a recipient (an e-mail, or a mobile number as the outbox writes it). */
async function sentTo(recipient: string): Promise<number> {
  const to = /^\d{10}$/.test(recipient) ? `+91 ${recipient}` : recipient.toLowerCase();
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to));
  return row?.n ?? 0;
}

async function allSent(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(like(mailOutbox.to, '%'));
  return row?.n ?? 0;
}

describe('every service that sends mail or texts is known here, with its bound', () => {
  it('the list matches the services that call the mailer or the notifier', () => {
    expect(sendingServices().sort()).toEqual(Object.keys(SENDERS).sort());
    for (const { endpoints } of Object.values(SENDERS)) expect(endpoints.length).toBeGreaterThan(0);
  });
});

describe('guessing is stopped', () => {
  it('wrong passwords from one address lock it out of the account, even for the right password', async () => {
    const account = await createInstitution(t.database.db);
    const guesser = anonymous(t);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountFromOneAddress; i++) {
      const wrong = await guesser.call(authEndpoints.login, {
        ...account,
        password: `Wrong@${i}xx`,
        role: 'Login',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await guesser.call(authEndpoints.login, { ...account, role: 'Login' });
    expect(right.statusCode).toBe(429);
  });

  it('a reset code locks after five wrong tries, then refuses the right one too', async () => {
    const account = await createInstitution(t.database.db);
    const id = (await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId })).json()
      .content.data.id;
    const otp = codeIn(await lastMailTo(t, account.loginId));
    const wrong = otp === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < OTP_MAX_TRIES; i++)
      statuses.push(
        (await anonymous(t).call(authEndpoints.validateOtp, { id, otp: wrong, type: 'ForgotOTP' }))
          .statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await anonymous(t).call(authEndpoints.resetPassword, { id, otp, password: 'Guessed@2026' });
    expect(right.statusCode).toBe(429);
  });

  it("a donor's code locks after five wrong tries at the desk", async () => {
    const bank = await signedInInstitution(t);
    const [donorId = ''] = await addedDonors(bank, [{ email: 'guess.donor@example.in' }]);
    const id = (await bank.call(donorsEndpoints.sendOtp, { donorId })).json().content.data.id;
    const otp = codeIn(await lastMailTo(t, 'guess.donor@example.in'));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_TRIES; i++)
      expect((await bank.call(donorsEndpoints.validateOtp, { id, otp: wrong })).statusCode).toBe(400);
    expect((await bank.call(donorsEndpoints.validateOtp, { id, otp: wrong })).statusCode).toBe(429);
    expect((await bank.call(donorsEndpoints.validateOtp, { id, otp })).statusCode).toBe(429);
  });

  it('a sign-in code of the mobile app locks after five wrong tries', async () => {
    const mobileNumber = newNumber();
    const id = (await anonymous(t).call(mobileEndpoints.sendOtp, { mobileNumber })).json().content.data.id;
    const otp = await smsCodeTo(t, mobileNumber);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_TRIES; i++)
      expect((await anonymous(t).call(mobileEndpoints.verifyOtp, { id, otp: wrong })).statusCode).toBe(400);
    expect((await anonymous(t).call(mobileEndpoints.verifyOtp, { id, otp: wrong })).statusCode).toBe(429);
    expect((await anonymous(t).call(mobileEndpoints.verifyOtp, { id, otp })).statusCode).toBe(429);
  });

  it('a borrowed session cannot guess the current password for long', async () => {
    const account = await createInstitution(t.database.db);
    const session = await signIn(t, account);
    for (let i = 0; i < OTP_MAX_TRIES; i++) {
      const wrong = await session.call(authEndpoints.changePassword, {
        currentPassword: `Wrong@${i}xx`,
        password: 'Taken@2026',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await session.call(authEndpoints.changePassword, {
      currentPassword: account.password,
      password: 'Taken@2026',
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('codes and links are limited per recipient', () => {
  it('a reset code: five to one e-mail, then 429 and no sixth mail', async () => {
    const account = await createInstitution(t.database.db);
    for (let i = 0; i < 5; i++)
      expect(
        (await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId })).statusCode,
      ).toBe(200);
    const sixth = await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId });
    expect(sixth.statusCode).toBe(429);
    expect(await sentTo(account.loginId)).toBe(5);
  });

  it('a sign-in code of the mobile app: five to one number, then 429 and no sixth text', async () => {
    const mobileNumber = newNumber();
    for (let i = 0; i < 5; i++)
      expect((await anonymous(t).call(mobileEndpoints.sendOtp, { mobileNumber })).statusCode).toBe(200);
    expect((await anonymous(t).call(mobileEndpoints.sendOtp, { mobileNumber })).statusCode).toBe(429);
    expect(await sentTo(mobileNumber)).toBe(5);
  });

  it("a donor's code: five to one donor from one desk, then 429, no sixth mail or text", async () => {
    const bank = await signedInInstitution(t);
    const email = 'often.asked@example.in';
    const [donorId = ''] = await addedDonors(bank, [{ email }]);
    const { mobileNumber } = (await bank.call(donorsEndpoints.profile, { donorId })).json().content.data;
    for (let i = 0; i < 5; i++)
      expect((await bank.call(donorsEndpoints.sendOtp, { donorId })).statusCode).toBe(200);
    const sixth = await bank.call(donorsEndpoints.sendOtp, { donorId });
    expect(sixth.statusCode, sixth.body).toBe(429);
    expect(await sentTo(email)).toBe(5);
    expect(await sentTo(String(mobileNumber).replace(/\D/g, '').slice(-10))).toBe(5);
    // Another blood centre's desk is not stopped by the first one's codes.
    const neighbour = await signedInInstitution(t);
    await addedDonors(neighbour, [{ email, mobileNumber: String(mobileNumber) }]);
    expect((await neighbour.call(donorsEndpoints.sendOtp, { donorId })).statusCode).toBe(200);
  });

  it('a registration naming a known e-mail: five mails to its owner an hour, then 429 and none more', async () => {
    const account = await createInstitution(t.database.db);
    const naming = async () => {
      const body = await registrationBody(t.database.db);
      const member = body.keyMembers[0] as { email: string };
      return anonymous(t).send('POST', '/api/institution/register', {
        ...body,
        keyMembers: [{ ...member, email: account.loginId }],
      });
    };
    for (let i = 0; i < 5; i++) expect((await naming()).statusCode).toBe(200);
    const sixth = await naming();
    expect(sixth.statusCode, sixth.body).toBe(429);
    expect(await sentTo(account.loginId)).toBe(5);
  });

  it('an invitation is sent once per new member or administrator: the same e-mail again is 409, nothing sent', async () => {
    const bank = await signedInInstitution(t);
    const lab = { labName: 'Serology', firstName: 'Nandini', email: 'invited.once@example.in' };
    expect((await bank.call(settingsEndpoints.addKeyMember, lab)).statusCode).toBe(200);
    expect((await bank.call(settingsEndpoints.addKeyMember, lab)).statusCode).toBe(409);
    expect(await sentTo(lab.email)).toBe(1);

    const admin = await signedInAdmin(t);
    const personalInfo = {
      firstName: 'Priya',
      lastName: 'Nair',
      email: 'invited.admin@raktsetu.test',
      gender: 'Female',
      dateOfBirth: '14/08/1988',
      mobileNumber: '9822012345',
      countryCode: '+91',
      addressDetails: {
        country: 'India',
        address: '12 Residency Road',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        zipCode: '560025',
      },
    };
    const body = { type: 'SuperAdmin', personalInfo, permissions: admin.account.admin.permissions } as never;
    const first = await admin.call(administratorsEndpoints.add, body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await admin.call(administratorsEndpoints.add, body)).statusCode).toBe(409);
    expect(await sentTo(personalInfo.email)).toBe(1);
  });

  it('a decision on a registration mails its key member once: a second decision is 409, nothing sent', async () => {
    const body = await registrationBody(t.database.db);
    const id = (await anonymous(t).send('POST', '/api/institution/register', body)).json().content.data._id;
    const keyMember = (body.keyMembers[0] as { email: string }).email;
    const admin = await signedInAdmin(t);
    const before = await sentTo(keyMember);
    expect((await admin.call(adminEndpoints.verifyInstitution, { id, status: 'approved' })).statusCode).toBe(
      200,
    );
    expect((await admin.call(adminEndpoints.verifyInstitution, { id, status: 'approved' })).statusCode).toBe(
      409,
    );
    expect(await sentTo(keyMember)).toBe(before + 1);
  });
});

describe('calls that send are limited per address and per account', () => {
  it('reset codes: twenty requests from one address an hour, then 429 and no mail', async () => {
    const address = anonymous(t);
    for (let i = 0; i < 20; i++) {
      const answer = await address.call(authEndpoints.forgotPassword, { loginId: `nobody.${i}@example.in` });
      expect(answer.statusCode).toBe(200);
    }
    const account = await createInstitution(t.database.db);
    expect((await address.call(authEndpoints.forgotPassword, { loginId: account.loginId })).statusCode).toBe(
      429,
    );
    expect(await sentTo(account.loginId)).toBe(0);
  });

  it('sign-in codes of the mobile app: ten from one address an hour, then 429 and no text', async () => {
    const address = anonymous(t);
    for (let i = 0; i < 10; i++)
      expect((await address.call(mobileEndpoints.sendOtp, { mobileNumber: newNumber() })).statusCode).toBe(
        200,
      );
    const mobileNumber = newNumber();
    expect((await address.call(mobileEndpoints.sendOtp, { mobileNumber })).statusCode).toBe(429);
    expect(await sentTo(mobileNumber)).toBe(0);
  });

  it('registrations: ten from one address an hour, then 429 and no mail', async () => {
    const address = anonymous(t);
    for (let i = 0; i < 10; i++) {
      const answer = await address.send(
        'POST',
        '/api/institution/register',
        await registrationBody(t.database.db),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const before = await allSent();
    const eleventh = await address.send(
      'POST',
      '/api/institution/register',
      await registrationBody(t.database.db),
    );
    expect(eleventh.statusCode).toBe(429);
    expect(await allSent()).toBe(before);
  });

  it("donors' codes: twenty a minute per account, whichever donors, then 429 and nothing sent", async () => {
    const bank = await signedInInstitution(t);
    const donors = await addedDonors(
      bank,
      Array.from({ length: 5 }, (_, i) => ({ email: `desk.${i}@example.in` })),
    );
    for (const donorId of donors.slice(0, 4))
      for (let i = 0; i < 5; i++)
        expect((await bank.call(donorsEndpoints.sendOtp, { donorId })).statusCode).toBe(200);
    const before = await allSent();
    expect((await bank.call(donorsEndpoints.sendOtp, { donorId: donors[4] ?? '' })).statusCode).toBe(429);
    expect(await allSent()).toBe(before);
  });

  it("every other call that sends is held by the account's flood limit: the next call is 429, nothing sent", async () => {
    const limited = await createTestApp({ rateLimit: { perAccount: 3, perAddress: 300 } });
    try {
      const bank = await signedInInstitution(limited);
      const ngo = await signedInInstitution(limited, { type: 'NGO' });
      const centre = await institutionIdOf(bank);
      const outbox = async () =>
        (await limited.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
      for (let i = 0; i < 3; i++)
        expect((await ngo.call(campsEndpoints.add, ngoCamp(centre))).statusCode).toBe(200);
      const before = await outbox();
      expect(before).toBe(3);
      expect((await ngo.call(campsEndpoints.add, ngoCamp(centre))).statusCode).toBe(429);
      expect(await outbox()).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
