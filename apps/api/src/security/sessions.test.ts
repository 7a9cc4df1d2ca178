import {
  adminEndpoints,
  administratorsEndpoints,
  allEndpoints,
  authEndpoints,
  institutionsEndpoints,
  labEndpoints,
  mobileEndpoints,
  platformUsersEndpoints,
  settingsEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { signUpInApp } from '../modules/mobile/mobile.test-support.js';
import {
  anonymous,
  type Caller,
  callerWith,
  signedInAdmin,
  signedInInstitution,
  signIn,
} from '../test/callers.js';
import { createAdmin, createInstitution, createLabMember } from '../test/factories.js';
import { codeIn, lastMailTo } from '../test/outbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bare, keyOf, sleep } from './security.test-support.js';

/**
 * A token is worth exactly as much as its session: it stops at its expiry (TOKEN_TTL_SECONDS), and a block of
 * the institution or the person, an administrator's deactivation, a removed lab member, a logout, a password
 * change or reset end it at once. "At once" is proven on every endpoint that takes a token, found from the
 * contract: the very next call answers 401, whichever endpoint it is.
 */

const TTL_SECONDS = 2;
let t: TestApp;
let shortLived: TestApp;
let admin: Caller;
beforeAll(async () => {
  [t, shortLived] = await Promise.all([createTestApp(), createTestApp({ tokenTtlSeconds: TTL_SECONDS })]);
  admin = await signedInAdmin(t);
});
afterAll(() => Promise.all([t.close(), shortLived.close()]));

/** Every endpoint a token opens (all but the public ones); a new endpoint joins by itself. */
const guarded = allEndpoints().filter((definition) => definition.auth.kind !== 'public');

/** The endpoints that answered anything but 401 to the token. */
async function stillOpenTo(caller: Caller): Promise<string[]> {
  const open: string[] = [];
  for (const definition of guarded) {
    const response = await bare(caller, definition);
    if (response.statusCode !== 401) open.push(`${keyOf(definition)} → ${response.statusCode}`);
    else expect(response.json().code, keyOf(definition)).toBe(401);
  }
  return open;
}

/** A call the caller's kind may make, to show the token works before it is ended. */
const works = async (caller: Caller, kind: 'institution' | 'labMember' | 'admin' | 'person') => {
  const probe = {
    institution: institutionsEndpoints.profile,
    labMember: labEndpoints.criteria,
    admin: adminEndpoints.permissions,
    person: mobileEndpoints.profile,
  }[kind];
  const response = await caller.send(probe.method, probe.path);
  expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
};

async function labMemberOf(app: TestApp, institutionId: string) {
  const account = await createLabMember(app.database.db, institutionId);
  const [row] = await app.database.db.select().from(users).where(eq(users.email, account.loginId));
  return { id: row?.id ?? '', caller: await signIn(app, account) };
}

describe('a token expires', () => {
  it(`after TOKEN_TTL_SECONDS, for every kind of caller, on every endpoint`, async () => {
    const bank = await signedInInstitution(shortLived);
    const lab = await labMemberOf(shortLived, bank.account.institution.id);
    const administrator = await signedInAdmin(shortLived);
    const person = await signUpInApp(shortLived);
    const callers = { institution: bank, labMember: lab.caller, admin: administrator, person } as const;
    for (const [kind, caller] of Object.entries(callers)) await works(caller, kind as keyof typeof callers);

    await sleep(TTL_SECONDS * 1000 + 100);
    for (const [kind, caller] of Object.entries(callers))
      expect(await stillOpenTo(caller), `${kind} after expiry`).toEqual([]);

    // The server's session ends on its own clock: the same token re-signed to live a year longer opens nothing.
    const claims = JSON.parse(Buffer.from(bank.token?.split('.')[1] ?? '', 'base64url').toString());
    const prolonged = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 365 * 24 * 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(shortLived.config.jwtSecret);
    expect(await stillOpenTo(callerWith(shortLived, prolonged))).toEqual([]);
  });

  it('a token signed with another secret or none, expired, or altered opens nothing', async () => {
    const bank = await signedInInstitution(t);
    const claims = JSON.parse(Buffer.from(bank.token?.split('.')[1] ?? '', 'base64url').toString());
    const otherSecret = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 * 24 * 365 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-server-secret-at-all'));
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.config.jwtSecret);
    for (const token of [otherSecret, unsigned, expired, `${bank.token}x`])
      expect(await stillOpenTo(callerWith(t, token))).toEqual([]);
  });
});

describe('a session ends at once', () => {
  it("when a super administrator blocks the institution: its key member's and its lab member's", async () => {
    const bank = await signedInInstitution(t);
    const lab = await labMemberOf(t, bank.account.institution.id);
    await works(bank, 'institution');
    await works(lab.caller, 'labMember');
    const blocked = await admin.call(adminEndpoints.institutionAction, {
      institutionId: bank.account.institution.id,
      institutionName: bank.account.institution.name,
      comment: 'Licence suspended pending inspection',
      state: 'Blocked',
    } as never);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stillOpenTo(bank)).toEqual([]);
    expect(await stillOpenTo(lab.caller)).toEqual([]);
  });

  it('when the blood centre removes a lab member', async () => {
    const bank = await signedInInstitution(t);
    const lab = await labMemberOf(t, bank.account.institution.id);
    await works(lab.caller, 'labMember');
    expect((await bank.call(settingsEndpoints.deleteKeyMember, { id: lab.id })).statusCode).toBe(200);
    expect(await stillOpenTo(lab.caller)).toEqual([]);
    await works(bank, 'institution');
  });

  it('when a super administrator blocks a person of the mobile app', async () => {
    const person = await signUpInApp(t);
    await works(person, 'person');
    const personId = (await person.call(mobileEndpoints.profile)).json().content.data._id;
    const blocked = await admin.call(platformUsersEndpoints.block, {
      type: 'block',
      donorId: personId,
      blockType: 'permanently',
      reason: 'Unruly behaviour',
    } as never);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stillOpenTo(person)).toEqual([]);
  });

  it.each(['deactivate', 'delete'] as const)('when another administrator %ss one', async (action) => {
    const other = await signedInAdmin(t);
    await works(other, 'admin');
    const answer = await admin.call(administratorsEndpoints.changeStatus, {
      id: other.account.admin.id,
      action,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stillOpenTo(other)).toEqual([]);
  });

  it('when the password is changed: every other session of the account, not the one that changed it', async () => {
    const account = await createInstitution(t.database.db);
    const [desk, phone] = [await signIn(t, account), await signIn(t, account)];
    const changed = await desk.call(authEndpoints.changePassword, {
      currentPassword: account.password,
      password: 'Changed@2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stillOpenTo(phone)).toEqual([]);
    await works(desk, 'institution');
  });

  it.each([
    ['an institution user', 'Login', () => createInstitution(t.database.db)],
    ['an administrator', 'SuperAdmin', () => createAdmin(t.database.db)],
  ] as const)('when the password of %s is reset by mail: every session', async (_who, role, create) => {
    const account = await create();
    const before = await signIn(t, account, role);
    const id = (await anonymous(t).call(authEndpoints.forgotPassword, { loginId: account.loginId })).json()
      .content.data.id;
    const otp = codeIn(await lastMailTo(t, account.loginId));
    const reset = await anonymous(t).call(authEndpoints.resetPassword, { id, otp, password: 'Reset@2026x' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await stillOpenTo(before)).toEqual([]);
  });

  it('at logout, for every kind of caller', async () => {
    const bank = await signedInInstitution(t);
    const lab = await labMemberOf(t, bank.account.institution.id);
    const callers = {
      institution: bank,
      labMember: lab.caller,
      admin: await signedInAdmin(t),
      person: await signUpInApp(t),
    };
    for (const caller of Object.values(callers))
      expect((await caller.call(authEndpoints.logout)).statusCode).toBe(200);
    for (const [kind, caller] of Object.entries(callers))
      expect(await stillOpenTo(caller), `${kind} after logout`).toEqual([]);
  });
});
