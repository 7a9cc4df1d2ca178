import {
  type AdminPermissions,
  allEndpoints,
  type EndpointDefinition,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  type PermissionArea,
  type PermissionLevel,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signedInAdmin, signedInInstitution } from './test/callers.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * The permission matrix of docs/spec/part-2-operations-and-admin.md §6, for every super-administrator endpoint
 * the contract declares: an administrator holding a level on the endpoint's area (and every right elsewhere)
 * gets in exactly when that level has the endpoint's flag; every administrator reaches the area-less ones
 * (Dashboard, Transaction, permissions); no institution reaches any. A new admin endpoint joins by itself.
 */

const LEVELS = Object.keys(PERMISSION_LEVELS) as PermissionLevel[];
const adminEndpoints = allEndpoints().filter(
  (definition) =>
    definition.auth.kind === 'admin' && !('openOnDemo' in definition.auth && definition.auth.openOnDemo),
);
const keyOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;

/** Every right except those of `level` on `area`. */
function levelOn(area: PermissionArea, level: PermissionLevel): AdminPermissions {
  const permissions = permissionsAtLevel('Full Permission');
  permissions[area] = { ...PERMISSION_LEVELS[level] };
  return permissions;
}

let t: TestApp;
const admins = new Map<string, Caller>();
let noRights: Caller;
let institution: Caller;
beforeAll(async () => {
  t = await createTestApp();
  for (const area of PERMISSION_AREAS)
    for (const level of LEVELS) admins.set(`${area}/${level}`, await signedInAdmin(t, levelOn(area, level)));
  noRights = await signedInAdmin(t, 'None');
  institution = await signedInInstitution(t);
});
afterAll(() => t.close());

/** Sends the call with no input: what is measured is only whether the guard lets it through. */
const knock = (caller: Caller, definition: EndpointDefinition) =>
  caller.send(
    definition.method,
    definition.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
    definition.method === 'POST' ? {} : undefined,
  );

const guarded = adminEndpoints.flatMap((definition) => {
  const auth = definition.auth as { area?: PermissionArea; flag?: 'read' | 'write' | 'update' | 'delete' };
  return auth.area
    ? LEVELS.map((level) => {
        const flag = auth.flag ?? 'read';
        return [
          keyOf(definition),
          auth.area as PermissionArea,
          flag,
          level,
          PERMISSION_LEVELS[level][flag],
          definition,
        ] as const;
      })
    : [];
});

describe('the super-administrator permission matrix', () => {
  it('covers the areas of the spec', () => {
    expect(new Set(guarded.map(([, area]) => area)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(guarded)(
    '%s needs %s.%s: %s → allowed %s',
    async (_key, area, _flag, level, allowed, definition) => {
      const response = await knock(admins.get(`${area}/${level}`) as Caller, definition);
      if (allowed) expect([401, 403], response.body).not.toContain(response.statusCode);
      else expect(response.statusCode, response.body).toBe(403);
    },
  );

  it.each(
    adminEndpoints.filter((d) => !('area' in d.auth && d.auth.area)).map((d) => [keyOf(d), d] as const),
  )('%s: every administrator, even with no rights', async (_key, definition) => {
    const response = await knock(noRights, definition);
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });

  it.each(adminEndpoints.map((d) => [keyOf(d), d] as const))(
    '%s: never an institution',
    async (_key, definition) => {
      expect((await knock(institution, definition)).statusCode).toBe(403);
    },
  );
});
