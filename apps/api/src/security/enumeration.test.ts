import {
  adminEndpoints,
  allEndpoints,
  authEndpoints,
  type EndpointDefinition,
  institutionsEndpoints,
  mobileEndpoints,
  platformUsersEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { newNumber, signUpInApp } from '../modules/mobile/mobile.test-support.js';
import { anonymous, type Caller, signedInAdmin } from '../test/callers.js';
import { createAdmin, createInstitution, registrationBody } from '../test/factories.js';
import { lastMailTo, setPasswordLinkIn } from '../test/outbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { fieldsOf, keyOf } from './security.test-support.js';

/**
 * No public call tells whether an account exists. Every endpoint anyone may call without a token that takes
 * an e-mail, a mobile number or an id is found from the contract, and asked about an account that exists
 * and one that does not (and a pending, blocked or deactivated one where that could differ): the status and
 * the body are the same byte for byte (a fresh random id aside), and the time taken is alike within a loose
 * bound. A new public endpoint that takes such a field fails this test until it has a probe below.
 */

const ACCOUNT_FIELD = /^(loginId|e?mail|.*Email|mobileNumber|contactNumber|id|.*Id|keyMembers)$/;

const takesAccountField = (definition: EndpointDefinition) =>
  [definition.query, definition.body].flatMap(fieldsOf).some((field) => ACCOUNT_FIELD.test(field));

/** Public endpoints whose fields name no account, and why. */
const NAMES_NO_ACCOUNT: Record<string, string> = {};

type Response = Awaited<ReturnType<Caller['send']>>;
/** One way of asking: the same call about a different account. Each is called from an address of its own. */
type Ask = () => Promise<Response>;
interface Probe {
  /** The cases that must not be told apart, by name. */
  cases(): Promise<Record<string, Ask>>;
}

/** Turns each case is timed in, after one to warm up: the counters allow five calls per account or code. */
const ROUNDS = 3;

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const post = (definition: EndpointDefinition, body: Record<string, unknown>) => () =>
  anonymous(t).send(definition.method, definition.path, body);

/** Every kind of institution account there is, and an e-mail nobody has. */
async function institutionAccounts() {
  const db = t.database.db;
  const inactive = await createInstitution(db);
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
  return {
    'an active user': (await createInstitution(db)).loginId,
    'no account': `nobody.${Date.now()}@example.in`,
    'a pending institution': (await createInstitution(db, { status: 'Pending' })).loginId,
    'a declined institution': (await createInstitution(db, { status: 'Declined' })).loginId,
    'a blocked institution': (await createInstitution(db, { accessState: 'Blocked' })).loginId,
    'a deactivated user': inactive.loginId,
    'a user who never set a password': (await createInstitution(db, { withPassword: false })).loginId,
    'an active administrator': (await createAdmin(db)).loginId,
    'a pending administrator': (await createAdmin(db, { status: 0 })).loginId,
    'a deactivated administrator': (await createAdmin(db, { status: 2 })).loginId,
  };
}

const each = <T>(record: Record<string, T>, ask: (value: T) => Ask) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, ask(value)]));

/** A code id for an e-mail, as the forgot-password answer gives it (real for an account, a decoy if none). */
async function codeIdFor(loginId: string): Promise<string> {
  return (await post(authEndpoints.forgotPassword, { loginId })()).json().content.data.id;
}

/** A set-password link secret as mailed, spent; and one of another kind; and one never issued. */
async function linkSecrets() {
  const body = await registrationBody(t.database.db);
  const id = (await post(institutionsEndpoints.register, body)()).json().content.data._id;
  await admin.call(adminEndpoints.verifyInstitution, { id, status: 'approved' });
  const keyMember = (body.keyMembers[0] as { email: string }).email;
  const secret = setPasswordLinkIn(await lastMailTo(t, keyMember)).searchParams.get('id') ?? '';
  const spent = await post(authEndpoints.confirmKeyMember, { id: secret, password: 'Spent@2026x' })();
  expect(spent.statusCode, spent.body).toBe(200);
  return { 'a spent link': secret, 'a link never issued': 'bm90LWEtcmVhbC1saW5rLXNlY3JldC1hdC1hbGwtMDA' };
}

const PROBES: Record<string, Probe> = {
  [keyOf(authEndpoints.login)]: {
    cases: async () =>
      each(await institutionAccounts(), (loginId) =>
        post(authEndpoints.login, { loginId, password: 'Not@TheirPassword1', role: 'Login' }),
      ),
  },
  [keyOf(authEndpoints.adminLogin)]: {
    cases: async () =>
      each(await institutionAccounts(), (loginId) =>
        post(authEndpoints.adminLogin, { loginId, password: 'Not@TheirPassword1' }),
      ),
  },
  [keyOf(authEndpoints.forgotPassword)]: {
    cases: async () =>
      each(await institutionAccounts(), (loginId) => post(authEndpoints.forgotPassword, { loginId })),
  },
  [keyOf(authEndpoints.validateOtp)]: {
    cases: async () => {
      const ids = {
        'a code of an account': await codeIdFor((await createInstitution(t.database.db)).loginId),
        'the decoy for no account': await codeIdFor('nobody.validate@example.in'),
      };
      return each(ids, (id) => post(authEndpoints.validateOtp, { id, otp: '000000', type: 'ForgotOTP' }));
    },
  },
  [keyOf(authEndpoints.resetPassword)]: {
    cases: async () => {
      const ids = {
        'a code of an account': await codeIdFor((await createInstitution(t.database.db)).loginId),
        'the decoy for no account': await codeIdFor('nobody.reset@example.in'),
      };
      return each(ids, (id) =>
        post(authEndpoints.resetPassword, { id, otp: '000000', password: 'Guess@2026xx' }),
      );
    },
  },
  [keyOf(authEndpoints.validateLink)]: {
    cases: async () =>
      each(await linkSecrets(), (id) => post(authEndpoints.validateLink, { id, type: 'keymember' })),
  },
  ...Object.fromEntries(
    [authEndpoints.confirmKeyMember, authEndpoints.confirmAdmin, authEndpoints.confirmUser].map(
      (definition) => [
        keyOf(definition),
        {
          cases: async () =>
            each(await linkSecrets(), (id) => post(definition, { id, password: 'Guess@2026xx' })),
        } satisfies Probe,
      ],
    ),
  ),
  [keyOf(institutionsEndpoints.register)]: {
    cases: async () => {
      const accounts = await institutionAccounts();
      const contact = await createInstitution(t.database.db);
      const register =
        (overrides: Record<string, unknown> = {}) =>
        async () =>
          post(institutionsEndpoints.register, await registrationBody(t.database.db, overrides))();
      const naming = (email: string) => async () => {
        const body = await registrationBody(t.database.db);
        const member = body.keyMembers[0] as Record<string, unknown>;
        return post(institutionsEndpoints.register, { ...body, keyMembers: [{ ...member, email }] })();
      };
      const { 'no account': _nobody, ...known } = accounts;
      return {
        ...each(known, naming),
        'no account': register(),
        "an institution's contact e-mail": register({ contactEmail: contact.institution.contactEmail }),
      };
    },
  },
  [keyOf(mobileEndpoints.sendOtp)]: {
    cases: async () => {
      const known = await signUpInApp(t);
      const blocked = await signUpInApp(t);
      const blockedId = (await blocked.call(mobileEndpoints.profile)).json().content.data._id;
      const answer = await admin.call(platformUsersEndpoints.block, {
        type: 'block',
        donorId: blockedId,
        blockType: 'permanently',
        reason: 'Unruly behaviour',
      } as never);
      expect(answer.statusCode, answer.body).toBe(200);
      const numbers = {
        'a person of the app': known.mobileNumber,
        'no person': newNumber(),
        'a blocked person': blocked.mobileNumber,
      };
      return each(numbers, (mobileNumber) => post(mobileEndpoints.sendOtp, { mobileNumber }));
    },
  },
  [keyOf(mobileEndpoints.verifyOtp)]: {
    cases: async () => {
      const known = await signUpInApp(t);
      const idFor = async (mobileNumber: string) =>
        (await post(mobileEndpoints.sendOtp, { mobileNumber })()).json().content.data.id as string;
      const ids = {
        'a code to a person of the app': await idFor(known.mobileNumber),
        'a code to a new number': await idFor(newNumber()),
      };
      return each(ids, (id) => post(mobileEndpoints.verifyOtp, { id, otp: '000000' }));
    },
  },
};

/** A fresh random id differs from call to call by design; everything else must be the same byte for byte. */
const normalised = (response: Response) =>
  `${response.statusCode} ${response.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')}`;

const publicEndpoints = allEndpoints().filter((d) => d.auth.kind === 'public' || d.auth.kind === 'optional');

describe('no public call tells whether an account exists', () => {
  it('every public endpoint that takes an e-mail, a number or an id has a probe (or names no account)', () => {
    const unprobed = publicEndpoints
      .filter(takesAccountField)
      .map(keyOf)
      .filter((key) => !(key in PROBES) && !(key in NAMES_NO_ACCOUNT));
    expect(unprobed).toEqual([]);
    for (const key of Object.keys(PROBES)) expect(publicEndpoints.map(keyOf)).toContain(key);
  });

  it.each(Object.entries(PROBES))('%s answers alike, in alike time', async (_key, probe) => {
    const cases = await probe.cases();
    const answers: Record<string, string> = {};
    const times: Record<string, number[]> = {};
    // Each path is warmed once (first queries are planned and cached), then timed in turns.
    for (let round = 0; round <= ROUNDS; round++)
      for (const [name, ask] of Object.entries(cases)) {
        const started = process.cpuUsage();
        const response = await ask();
        const used = process.cpuUsage(started);
        const took = (used.user + used.system) / 1000;
        if (round === 0) answers[name] = normalised(response);
        else times[name] = [...(times[name] ?? []), took];
        expect(normalised(response), name).toBe(answers[name]);
      }
    const [first = '', ...others] = Object.values(answers);
    for (const [name, answer] of Object.entries(answers)) expect(answer, name).toBe(first);
    expect(others.length).toBeGreaterThan(0);
    expect(first).not.toMatch(/^5/);

    // The work each case costs, as processor time of this process (the embedded database and the password
    // hash run in it), so that other work on a busy machine does not blur it; the least of each case's turns.
    // The bound is loose (a quarter, or within 5 ms) and catches a path that skips the slow work, such as the
    // password hash for an unknown e-mail (about 15 ms of processor against 2).
    const quickest = Object.entries(times).map(([name, list]) => [name, Math.min(...list)] as const);
    const slowest = Math.max(...quickest.map(([, ms]) => ms));
    for (const [name, ms] of quickest)
      expect(
        ms,
        `${name} used ${ms.toFixed(1)} ms of processor, the costliest case ${slowest.toFixed(1)} ms`,
      ).toBeGreaterThanOrEqual(Math.min(slowest / 4, slowest - 5));
  });
});
