import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_KINDS, type EndpointDefinition, requestOf } from './common/endpoint.js';
import { allEndpoints, endpoints } from './endpoints.js';

type Node = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: Node): Node {
  let node = schema;
  while (WRAPPERS.has(node._zod.def.type)) node = node._zod.def.innerType as Node;
  return node;
}

/** Whether a field takes text: a string, or a union or pipe that starts from one. */
function takesText(schema: Node): boolean {
  const node = unwrap(schema);
  const def = node._zod.def;
  if (def.type === 'string') return true;
  if (def.type === 'union') return (def.options as Node[]).some(takesText);
  if (def.type === 'pipe') return takesText(def.in as Node);
  return false;
}

interface Finding {
  field: string;
  problem: string;
}

/** Walks a request schema and reports every text field that is unbounded or lets control characters in. */
function inspect(schema: Node, path: string, findings: Finding[]): void {
  const node = unwrap(schema);
  const def = node._zod.def;
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, Node>)) {
      inspect(field, path ? `${path}.${key}` : key, findings);
    }
    return;
  }
  if (def.type === 'array') {
    const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
    if (!checks.some((check) => check._zod.def.check === 'max_length'))
      findings.push({ field: path, problem: 'a list without a largest size' });
    inspect(def.element as Node, `${path}[]`, findings);
    return;
  }
  if (def.type === 'union') {
    for (const option of def.options as Node[]) if (!takesText(option)) inspect(option, path, findings);
  }
  if (def.type === 'pipe' && !takesText(def.in as Node)) inspect(def.in as Node, path, findings);
  if (!takesText(schema)) return;
  if (schema.safeParse('a\u0000b').success)
    findings.push({ field: path, problem: 'accepts a NUL character' });
  if (schema.safeParse('line\nbreak\u001b[31m').success)
    findings.push({ field: path, problem: 'accepts escape codes' });
  if (schema.safeParse('a'.repeat(100_000)).success)
    findings.push({ field: path, problem: 'accepts 100,000 characters' });
}

const named = allEndpoints().map(
  (definition) => [`${definition.method} ${definition.path}`, definition] as const,
);

describe('every endpoint of the contract', () => {
  it('is declared once: no two definitions share a method and path', () => {
    const keys = named.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(named)('%s says who may call it and what it answers', (_key, definition) => {
    expect(AUTH_KINDS).toContain(definition.auth.kind);
    expect(definition.summary.length).toBeGreaterThan(10);
    expect(definition.domain).toMatch(/^[a-z]+$/);
    if (definition.transfer !== 'download') expect(definition.response).toBeDefined();
  });

  it.each(named)('%s bounds every text field and refuses control characters', (_key, definition) => {
    const findings: Finding[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = definition[part];
      if (schema) inspect(schema as Node, part, findings);
    }
    expect(findings, JSON.stringify(findings)).toEqual([]);
  });

  it('a definition without an auth declaration is refused when the module loads', async () => {
    const { endpoint } = await import('./common/endpoint.js');
    expect(() =>
      endpoint({
        method: 'GET',
        path: '/api/x',
        summary: 'nothing',
        domain: 'x',
      } as unknown as EndpointDefinition),
    ).toThrow(/does not declare who may call it/);
  });
});

describe('one input, the request an endpoint expects', () => {
  it('a GET sends its input as the query string, leaving out empty values', () => {
    expect(
      requestOf(endpoints.admin.institutions, {
        page: 2,
        search: 'Pune blood',
        sort: undefined,
        order: 'asc',
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/super-admin/bloodbank/institutions?page=2&search=Pune+blood&order=asc',
    });
  });

  it('a POST sends its input as the body', () => {
    expect(requestOf(endpoints.auth.forgotPassword, { loginId: 'a@b.in' })).toEqual({
      method: 'POST',
      url: '/api/institution/forgot-password',
      body: { loginId: 'a@b.in' },
    });
  });

  it('path parameters go into the path, encoded', () => {
    expect(requestOf(endpoints.files.download, { name: 'a b.pdf' }).url).toBe('/api/generic/file/a%20b.pdf');
    expect(() => requestOf(endpoints.files.download, {})).toThrow(/needs name/);
  });
});
