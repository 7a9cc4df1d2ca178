import { allEndpoints, type EndpointDefinition, endpoints } from '@raktsetu/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { requireDefinitions } from './endpoints.js';

let t: TestApp;
const callers = {} as Record<'anonymous' | 'institution' | 'admin', Caller>;
beforeAll(async () => {
  t = await createTestApp({ outbox: 'admins' });
  callers.anonymous = anonymous(t);
  callers.institution = await signedInInstitution(t);
  callers.admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const named = allEndpoints().map(
  (definition) => [`${definition.method} ${definition.path}`, definition] as const,
);

/** The caller an endpoint is meant for, so bad input reaches validation instead of stopping at the door. */
function callerFor(definition: EndpointDefinition): Caller {
  const kind = definition.auth.kind;
  if (kind === 'admin') return callers.admin;
  if (kind === 'institution' || kind === 'signedIn') return callers.institution;
  return callers.anonymous;
}

function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('routes come only from the contract', () => {
  it.each(named)('%s is served', (_key, definition) => {
    expect(t.app.hasRoute({ method: definition.method, url: definition.path })).toBe(true);
  });

  it('an /api route without a definition stops the app from starting', async () => {
    const app = Fastify();
    requireDefinitions(app);
    app.get('/not-api', async () => 'fine');
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/no endpoint definition/);
    await app.close();
  });

  it('the API document takes each call’s security from its auth declaration', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = (definition: EndpointDefinition) =>
      document.paths[definition.path.replace(/:([a-z]+)/gi, '{$1}')][definition.method.toLowerCase()];
    expect(operation(endpoints.auth.login).security).toEqual([]);
    expect(operation(endpoints.institutions.profile).security).toEqual([{ bearer: [] }]);
    expect(operation(endpoints.files.upload).security).toEqual([{}, { bearer: [] }]);
    expect(operation(endpoints.admin.verifyInstitution).tags).toEqual(['admin']);
  });
});

describe('bad input never gets a 500 or a stack trace', () => {
  const junk: [string, unknown][] = [
    ['NUL characters', 'a\u0000b'],
    ['a very long text', 'x'.repeat(300_000)],
    ['a number', 12345],
    ['a list', ['a', 'b']],
    ['an object', { $ne: null }],
    ['null', null],
  ];

  it.each(named)('%s', async (_key, definition) => {
    const caller = callerFor(definition);
    const fields = [
      ...fieldsOf(definition.query),
      ...fieldsOf(definition.body),
      ...fieldsOf(definition.params),
    ];
    for (const [what, value] of junk) {
      const input = Object.fromEntries(fields.map((field) => [field, value]));
      const url = definition.path.replace(/:[a-z]+/gi, encodeURIComponent(String(value)).slice(0, 500));
      const response =
        definition.method === 'GET'
          ? await caller.send('GET', `${url}?${new URLSearchParams(input as Record<string, string>)}`)
          : await caller.send('POST', url, input);
      expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+\.(js|ts):\d+|node_modules|stack/);
    }
  });
});
