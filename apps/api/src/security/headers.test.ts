import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, type InstitutionType } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../config.js';
import { signUpInApp } from '../modules/mobile/mobile.test-support.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bare, callerKindFor, keyOf } from './security.test-support.js';

/**
 * The headers every answer carries: the pages, the sign-in door, an API answer and an error. The page a browser
 * runs loads its scripts only from files of its own origin (no inline script, no eval), is not framed by
 * another site, is never sniffed into another type, and tells no other site where the user was.
 *
 * HSTS is sent on every answer, over plain HTTP too: a browser ignores it there (RFC 6797 §8.1), and behind a
 * TLS-terminating proxy that TRUST_PROXY does not name, the request looks like plain HTTP to the server, so a
 * header sent "only over TLS" would be missing exactly where it matters.
 */

const webSource = fileURLToPath(new URL('../../../web/', import.meta.url));
const PAGES = ['index.html', 'sign-in.html'] as const;

let t: TestApp;
let webDist: string;
let ownCopy: string | null = null;
beforeAll(async () => {
  // The built web app when there is one; otherwise its source pages, which the build copies script tags from.
  if (existsSync(path.join(defaultWebDist, 'index.html'))) webDist = defaultWebDist;
  else {
    ownCopy = mkdtempSync(path.join(tmpdir(), 'raktsetu-web-'));
    for (const page of PAGES) copyFileSync(path.join(webSource, page), path.join(ownCopy, page));
    webDist = ownCopy;
  }
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  if (ownCopy) rmSync(ownCopy, { recursive: true, force: true });
});

/** `script-src 'self'; object-src 'none'` → { 'script-src': ["'self'"], 'object-src': ["'none'"] } */
function directives(policy: string | undefined): Record<string, string[]> {
  const entries = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = '', ...values]) => [name.toLowerCase(), values] as const);
  return Object.fromEntries(entries);
}

/** A directive as the browser applies it: its own value, else the fallback CSP gives it. */
function effective(
  csp: Record<string, string[]>,
  name: string,
  ...fallbacks: string[]
): string[] | undefined {
  for (const directive of [name, ...fallbacks]) if (csp[directive]) return csp[directive];
  return undefined;
}

function expectSafeHeaders(headers: Record<string, unknown>, what: string, kind: 'page' | 'api' = 'api') {
  const csp = directives(headers['content-security-policy'] as string | undefined);
  const scripts = effective(csp, 'script-src', 'default-src');
  expect(scripts, `${what}: a script source`).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(scripts, `${what}: script-src ${unsafe}`).not.toContain(unsafe);
  expect(effective(csp, 'script-src-attr', 'script-src', 'default-src'), `${what}: inline handlers`).toEqual([
    "'none'",
  ]);
  expect(effective(csp, 'object-src', 'default-src'), `${what}: plugins`).toEqual(["'none'"]);
  expect(["'self'", "'none'"], `${what}: frame-ancestors`).toContain(csp['frame-ancestors']?.join(' '));
  if (kind === 'page') expect(csp['base-uri'], `${what}: <base>`).toEqual(["'self'"]);
  expect(headers['x-frame-options'], what).toMatch(/^(SAMEORIGIN|DENY)$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toMatch(/^(no-referrer|same-origin|strict-origin)/);
  const hsts = /max-age=(\d+)/.exec(String(headers['strict-transport-security']));
  expect(Number(hsts?.[1]), `${what}: HSTS for at least half a year`).toBeGreaterThanOrEqual(15_552_000);
  expect(headers['x-powered-by'], what).toBeUndefined();
}

describe('the pages a browser runs', () => {
  it.each(PAGES)('%s loads every script from a file, none written inline', (page) => {
    const pages = [path.join(webSource, page), path.join(webDist, page)];
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        expect(attributes, file).toMatch(/\bsrc=/);
        expect(body.trim(), file).toBe('');
      }
      expect(html, `${file}: inline event handlers`).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, `${file}: javascript: addresses`).not.toMatch(/javascript:/i);
    }
  });

  it.each([
    ['the dashboard', '/'],
    ['a screen address', '/inventory'],
    ['the sign-in door', '/login'],
    ["the administrators' door", '/Super-Admin/login'],
  ])('%s carries the safe headers', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSafeHeaders(response.headers, url, 'page');
  });
});

describe('API answers', () => {
  it('an answer with data carries the safe headers and is never stored', async () => {
    const response = await anonymous(t).send('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expectSafeHeaders(response.headers, 'health');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an unknown API path', 'GET', '/api/no/such/thing', undefined, 404],
    ['bad JSON', 'POST', '/api/institution/login', '{"loginId": ', 400],
    ['a missing token', 'GET', '/api/institution/get', undefined, 401],
    ['a path that is not percent-encoding', 'GET', '/api/generic/file/%E0%A4%A', undefined, 400],
  ] as const)('an error (%s) carries them too', async (_what, method, url, payload, status) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.statusCode).toBe(status);
    expectSafeHeaders(response.headers, url);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/\bat .+\.[jt]s:\d+/);
  });

  it('every endpoint of the contract, called bare and anonymously, answers with the safe headers, unstored, counted', async () => {
    for (const definition of allEndpoints()) {
      const response = await bare(anonymous(t), definition);
      expect(response.statusCode, keyOf(definition)).toBeLessThan(500);
      expectSafeHeaders(response.headers, keyOf(definition));
      expect(response.headers['cache-control'], keyOf(definition)).toBe('no-store');
      // Counted by the flood guard: per address here, with the endpoint's own tighter limit where it has one.
      expect(Number(response.headers['x-ratelimit-limit']), keyOf(definition)).toBe(
        definition.rateLimit?.max ?? t.config.rateLimit.perAddress,
      );
    }
  });

  it('every GET endpoint, called by a caller it is for, answers unstored, with its data or its error', async () => {
    const institutions = new Map<InstitutionType, Caller>();
    const institutionOf = async (type: InstitutionType) => {
      if (!institutions.has(type)) institutions.set(type, await signedInInstitution(t, { type }));
      return institutions.get(type) as Caller;
    };
    const admin = await signedInAdmin(t);
    const person = await signUpInApp(t);
    const statuses = new Map<number, number>();
    for (const definition of allEndpoints().filter((d) => d.method === 'GET')) {
      const kind = callerKindFor(definition);
      const auth = definition.auth as { types?: readonly InstitutionType[] };
      const caller =
        kind === 'institution'
          ? await institutionOf(auth.types?.[0] ?? 'BloodBank')
          : kind === 'admin'
            ? admin
            : kind === 'person'
              ? person
              : anonymous(t);
      const response = await bare(caller, definition);
      expect(response.statusCode, `${keyOf(definition)} ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.headers['cache-control'], keyOf(definition)).toBe('no-store');
      expect(response.headers['x-content-type-options'], keyOf(definition)).toBe('nosniff');
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    // Most of them answered with data, not only with errors.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(30);
  });
});
