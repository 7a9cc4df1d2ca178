import { type AdminPermissions, type InstitutionType, permissionsAtLevel } from '@raktsetu/contract';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../test/institution-fixtures';
import { mockFetch, renderApp } from '../test/render';
import { signInAdmin, signInInstitution } from '../test/session-fixtures';
import { documentTitleFor, ruleFor } from './document-title';
import { addressOf, NOT_FOUND_PATH, ROUTE_ACCESS, type RouteRule } from './route-access';
import { routes } from './router';
import { pageLoader } from './sign-in-door';

/**
 * The addresses a person can open, read from the router's tree by `path` and `children` only: route
 * elements may be loaded lazily, and a path must not hide behind one.
 */
function leafPaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    if (route.children?.length) return leafPaths(route.children, own);
    return [route.index ? own || '/' : own];
  });
}

describe('the route table (docs/spec/part-1-institution-side.md §2, part-2-operations-and-admin.md §2)', () => {
  const routerPaths = leafPaths(routes);
  const tablePaths = ROUTE_ACCESS.map((rule) => rule.path);

  it('reads the router as a person would type its addresses', () => {
    // A guard against a walk that finds nothing and so agrees with any table.
    expect(routerPaths).toContain('/');
    expect(routerPaths).toContain('/Super-Admin/Dashboard');
    expect(routerPaths).toContain('/camp-details/:id');
    expect(routerPaths).toContain(NOT_FOUND_PATH);
  });

  it('names every address of the router', () => {
    const missing = routerPaths.filter((path) => !tablePaths.includes(path));
    expect(missing, 'router paths missing from route-access.ts').toEqual([]);
  });

  it('names no address the router lacks', () => {
    const unknown = tablePaths.filter((path) => !routerPaths.includes(path));
    expect(unknown, 'paths in route-access.ts that the router does not have').toEqual([]);
  });

  it('names each address once', () => {
    const twice = tablePaths.filter((path, index) => tablePaths.indexOf(path) !== index);
    expect(twice).toEqual([]);
  });

  it('gives each screen its own document title, matched as the router matches', () => {
    for (const rule of ROUTE_ACCESS) {
      expect(ruleFor(addressOf(rule)), rule.path).toBe(rule);
      expect(documentTitleFor(addressOf(rule))).toBe(`${rule.title[1]} · RaktSetu`);
    }
    // Typed in another case, the address still opens the screen (the router is case-insensitive).
    expect(documentTitleFor('/super-admin/dashboard')).toBe('Super Admin Dashboard · RaktSetu');
    expect(documentTitleFor('/Inventory/')).toBe('Inventory · RaktSetu');
    expect(documentTitleFor('/inventory/unknown')).toBe('Page not found · RaktSetu');
  });
});

/**
 * The table must tell the truth about the guards: whoever it lets in stays on the address, and whoever
 * it keeps out is sent elsewhere. Both halves fail if a guard and the table drift apart.
 */
describe('the route table agrees with the guards', () => {
  const fullPermissions = permissionsAtLevel('Full Permission');

  function answer(permissions: AdminPermissions, type: InstitutionType = 'BloodBank') {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/get': profileAnswer(type),
        '/api/super-admin/permissions': {
          body: { code: 200, message: 'Success', content: { data: permissions } },
        },
      }).fetchMock,
    );
  }

  async function landing(rule: RouteRule): Promise<string> {
    const { router, unmount } = renderApp(addressOf(rule));
    // Screens and guards load lazily and a guard redirects as it renders: the person has landed once the
    // router is idle and a screen shows its heading, or, at a sign-in door, once the app hands over to the
    // sign-in page (app/sign-in-door.tsx).
    await vi.waitFor(
      () => {
        expect(router.state.initialized).toBe(true);
        expect(router.state.navigation.state).toBe('idle');
        const handedOver = vi.mocked(pageLoader.load).mock.calls.length > 0;
        expect(handedOver || document.querySelector('h1') !== null).toBe(true);
      },
      { timeout: 4000 },
    );
    const path = router.state.location.pathname;
    unmount();
    return path;
  }

  beforeEach(() => answer(fullPermissions));

  /** Signs in someone the rule lets in; the narrowest such person, so a wider guard is caught too. */
  function signInAllowed(rule: RouteRule): void {
    if (rule.access === 'institution') signInInstitution('NGO');
    if (rule.access === 'fullMenu') signInInstitution('BloodBank');
    if (rule.access === 'admin') {
      // Only the area the screen needs (if any): another area's missing permission must not matter.
      const permissions = permissionsAtLevel('View Only');
      for (const area of Object.keys(permissions) as (keyof AdminPermissions)[]) {
        if (rule.area && area !== rule.area) {
          permissions[area] = { read: false, write: false, update: false, delete: false };
        }
      }
      answer(permissions);
      signInAdmin(permissions);
    }
  }

  it.each(ROUTE_ACCESS.map((rule) => [rule.path, rule] as const))(
    '%s: a person the table lets in stays there',
    async (_path, rule) => {
      signInAllowed(rule);
      expect(await landing(rule)).toBe(rule.redirectsTo ?? addressOf(rule));
    },
  );

  /** Someone the rule keeps out, and where the guard sends them; none for a public screen. */
  function signInDenied(rule: RouteRule): string | null {
    switch (rule.access) {
      case 'public':
        return null;
      case 'entry':
        signInInstitution('Both');
        return '/';
      case 'institution':
        signInAdmin();
        return '/Super-Admin/Dashboard';
      case 'fullMenu':
        signInInstitution('Hospital');
        return '/';
      case 'admin': {
        if (!rule.area) {
          signInInstitution('BloodBank');
          return '/';
        }
        const permissions = permissionsAtLevel('Full Permission');
        permissions[rule.area] = { read: false, write: false, update: false, delete: false };
        answer(permissions);
        signInAdmin(permissions);
        return '/Super-Admin/Dashboard';
      }
    }
  }

  it.each(ROUTE_ACCESS.filter((rule) => rule.access !== 'public').map((rule) => [rule.path, rule] as const))(
    '%s: a person the table keeps out is sent elsewhere',
    async (_path, rule) => {
      const expected = signInDenied(rule);
      expect(await landing(rule)).toBe(expected);
    },
  );

  it.each(ROUTE_ACCESS.filter((rule) => rule.access === 'public').map((rule) => [rule.path, rule] as const))(
    '%s: a public screen stays open to a signed-in person too',
    async (_path, rule) => {
      signInInstitution('Both');
      expect(await landing(rule)).toBe(addressOf(rule));
    },
  );

  it('treats a hospital with a blood bank (Both) as a blood bank and an NGO as a hospital', async () => {
    const settings = ROUTE_ACCESS.find((rule) => rule.path === '/settings') as RouteRule;
    signInInstitution('Both');
    answer(fullPermissions, 'Both');
    expect(await landing(settings)).toBe('/settings');
    window.localStorage.clear();
    signInInstitution('NGO');
    answer(fullPermissions, 'NGO');
    expect(await landing(settings)).toBe('/');
  });
});
