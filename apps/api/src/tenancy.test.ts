import { allEndpoints, type EndpointDefinition, pathParamNames } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from './test/callers.js';
import { registrationBody } from './test/factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every endpoint that takes an id, found from the contract's definitions: the record is created for its
 * owner, and then asked for by another institution (404, exactly like a missing record) and by an
 * administrator without the area's permission (403). A new endpoint that takes an id joins this test by
 * itself and fails it until it has a fixture below, or a reason why its ids are not anybody's records.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;
const ID_FIELD = /^(_?id|.+Ids?)$/;

function idFields(definition: EndpointDefinition): string[] {
  const fields = [definition.query, definition.body].flatMap((schema) => {
    const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape ? Object.keys(shape) : [];
  });
  return [...pathParamNames(definition.path), ...fields.filter((field) => ID_FIELD.test(field))];
}

/** Ids that name no institution's record, and why. */
const NOT_OWNED: Record<string, string> = {
  'POST /api/institution/login': 'loginId is the e-mail a person signs in with',
  'POST /api/super-admin/login': 'loginId is the e-mail a person signs in with',
  'POST /api/institution/forgot-password': 'loginId is the e-mail a reset code is asked for',
  'POST /api/auth/validate-otp': 'the id of a reset code, which the code itself proves',
  'POST /api/institution/reset-password': 'the id of a reset code, which the code itself proves',
  'POST /api/institution/confirm': 'a set-password link secret',
  'POST /api/auth/validate-link': 'a set-password link secret',
  'POST /api/super-admin/confirm': 'a set-password link secret',
  'POST /api/institution/user/confirm': 'a set-password link secret',
  'POST /api/institution/register': 'referenceId names an entry of the public directory',
};

interface Fixture {
  /** Creates the record for `owner` and returns the input that names it. */
  create(owner: Caller): Promise<Record<string, unknown>>;
  /** For the owner, the answer when all is well. */
  ok?: number;
}

async function pendingInstitutionId(): Promise<string> {
  const body = await registrationBody(t.database.db);
  return (await anonymous(t).send('POST', '/api/institution/register', body)).json().content.data._id;
}

async function uploadedFileName(owner: Caller): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'consent.pdf');
  const [saved] = (await owner.send('POST', '/api/generic/file', form)).json().content.savedFiles;
  return saved.location.split('/').pop();
}

const FIXTURES: Record<string, Fixture> = {
  'GET /api/super-admin/bloodbank/pending/institution': {
    create: async () => ({ id: await pendingInstitutionId() }),
  },
  'GET /api/super-admin/bloodbank/institution-detail': {
    create: async () => ({ id: await pendingInstitutionId() }),
  },
  'POST /api/institution/verify': {
    create: async () => ({ id: await pendingInstitutionId(), status: 'declined', reason: 'Tenancy check' }),
  },
  'GET /api/generic/file/:name': { create: async (owner) => ({ name: await uploadedFileName(owner) }) },
};

const idTaking = allEndpoints().filter((definition) => idFields(definition).length > 0);

describe('every endpoint that takes an id has a tenancy check', () => {
  it.each(idTaking.map((d) => [keyOf(d), d] as const))('%s', (key) => {
    expect(
      FIXTURES[key] ?? NOT_OWNED[key],
      `${key} takes an id: add a fixture to tenancy.test.ts, or say why its ids are nobody's records`,
    ).toBeDefined();
  });
});

const checked = idTaking.filter((definition) => FIXTURES[keyOf(definition)]);

describe("another's record is not there", () => {
  it.each(checked.filter((d) => d.auth.kind !== 'admin').map((d) => [keyOf(d), d] as const))(
    '%s: the owner reads it, another institution gets 404',
    async (key, definition) => {
      const owner = await signedInInstitution(t);
      const other = await signedInInstitution(t);
      const input = await (FIXTURES[key] as Fixture).create(owner);
      expect((await owner.call(definition, input as never)).statusCode).toBe(FIXTURES[key]?.ok ?? 200);
      const response = await other.call(definition, input as never);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(404);
    },
  );

  it.each(checked.filter((d) => d.auth.kind === 'admin').map((d) => [keyOf(d), d] as const))(
    '%s: an administrator with the permission may, one without it and any institution get 403',
    async (key, definition) => {
      const allowed = await signedInAdmin(t);
      const input = await (FIXTURES[key] as Fixture).create(allowed);
      const none = await signedInAdmin(t, 'None');
      const institution = await signedInInstitution(t);
      expect((await none.call(definition, input as never)).statusCode).toBe(403);
      expect((await institution.call(definition, input as never)).statusCode).toBe(403);
      expect((await allowed.call(definition, input as never)).statusCode).toBe(FIXTURES[key]?.ok ?? 200);
    },
  );
});
