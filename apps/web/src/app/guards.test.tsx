import { permissionsAtLevel } from '@raktsetu/contract';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/session';
import { profileAnswer } from '../test/institution-fixtures';
import { mockFetch, renderApp } from '../test/render';
import { signInAdmin, signInInstitution, signInLabMember } from '../test/session-fixtures';
import { labMemberMayOpen } from './route-access';
import { pageLoader } from './sign-in-door';

async function landsOn(path: string, expected: string) {
  const { router } = renderApp(path);
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(expected));
  return router;
}

describe('route guards (docs/spec/part-1-institution-side.md §2)', () => {
  beforeEach(() => {
    const permissions = permissionsAtLevel('Full Permission');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/get': profileAnswer('BloodBank'),
        '/api/super-admin/permissions': {
          body: { code: 200, message: 'Success', content: { data: permissions } },
        },
      }).fetchMock,
    );
  });

  // The sign-in page is a page of its own: arriving at its address loads it (app/sign-in-door.tsx).
  it('sends a visitor without a session from a protected route to /login', async () => {
    await landsOn('/people', '/login');
    await vi.waitFor(() => expect(pageLoader.load).toHaveBeenCalledWith('/login'));
  });

  it('sends a visitor whose stored identifier is admin to /Super-Admin/login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.identifier, 'admin');
    await landsOn('/', '/Super-Admin/login');
    await vi.waitFor(() => expect(pageLoader.load).toHaveBeenCalledWith('/Super-Admin/login'));
  });

  it('treats an expired token as no session', async () => {
    signInInstitution('BloodBank');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '{}');
    window.localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ ...stored, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    await landsOn('/inventory', '/login');
  });

  it('sends a signed-in institution user from /login to /', async () => {
    signInInstitution('Hospital');
    vi.stubGlobal('fetch', mockFetch({ '/api/institution/get': profileAnswer('Hospital') }).fetchMock);
    await landsOn('/login', '/');
    expect(await screen.findByRole('heading', { name: 'Test Hospital' })).toBeTruthy();
    expect(pageLoader.load).not.toHaveBeenCalled();
  });

  it.each(['/signup', '/register', '/Super-Admin/login'])(
    'redirects a signed-in user from %s to /',
    async (path) => {
      signInInstitution('NGO');
      await landsOn(path, '/');
    },
  );

  it('sends a signed-in administrator from the entry routes to /Super-Admin/Dashboard', async () => {
    signInAdmin();
    await landsOn('/login', '/Super-Admin/Dashboard');
    expect(await screen.findByRole('heading', { name: 'Super Admin Dashboard' })).toBeTruthy();
  });

  it('sends an administrator who opens an institution screen to the admin dashboard', async () => {
    signInAdmin();
    await landsOn('/people', '/Super-Admin/Dashboard');
  });

  it('sends an institution user who opens a super-admin screen to /', async () => {
    signInInstitution('BloodBank');
    await landsOn('/Super-Admin/Users', '/');
  });

  it('sends a first-time visitor from a super-admin screen to /login, as the spec guard says', async () => {
    await landsOn('/Super-Admin/Administrators', '/login');
  });

  it('sends a visitor whose stored identifier is admin from a super-admin screen to /Super-Admin/login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.identifier, 'admin');
    await landsOn('/Super-Admin/Administrators', '/Super-Admin/login');
  });

  it('keeps an administrator out of an area without any permission', async () => {
    const permissions = permissionsAtLevel('Full Permission');
    permissions.userManagement = { read: false, write: false, update: false, delete: false };
    signInAdmin(permissions);
    await landsOn('/Super-Admin/Users', '/Super-Admin/Dashboard');
  });

  it('keeps hospitals and NGOs off the full-menu screens', async () => {
    signInInstitution('Hospital');
    await landsOn('/inventory-transfer', '/');
  });

  it('lets a blood bank open a full-menu screen', async () => {
    signInInstitution('BloodBank');
    await landsOn('/inventory-transfer', '/inventory-transfer');
    expect(await screen.findByRole('heading', { name: 'Transfer' })).toBeTruthy();
  });

  it('ends the session when the server answers 401, sending an administrator to /Super-Admin/login', async () => {
    signInAdmin();
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/super-admin/permissions': {
          status: 401,
          body: { code: 401, message: 'Session expired', content: {} },
        },
      }).fetchMock,
    );
    await landsOn('/Super-Admin/Dashboard', '/Super-Admin/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends an institution user whose token was refused back to /login', async () => {
    signInInstitution('Both');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/get': { status: 401, body: { code: 401, message: 'Session expired', content: {} } },
      }).fetchMock,
    );
    await landsOn('/', '/login');
  });

  it('shows the not-found page for an unknown path', async () => {
    await landsOn('/no-such-screen', '/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('leaves the password-reset screens open to everyone', async () => {
    signInInstitution('Both');
    await landsOn('/forgetPassword', '/forgetPassword');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });

  it.each(['/', '/people', '/inventory', '/camp', '/settings', '/profile', '/donation-form'])(
    'sends a lab member from %s to the samples: the lab is all the API lets them use',
    async (path) => {
      signInLabMember();
      await landsOn(path, '/labresult-samples');
      expect(await screen.findByRole('heading', { name: 'Samples' })).toBeTruthy();
    },
  );

  it('lets a lab member open the lab results and the samples, and change their password', async () => {
    signInLabMember();
    await landsOn('/labresult', '/labresult');
    expect(await screen.findByRole('heading', { name: 'Lab Results' })).toBeTruthy();
    cleanup();
    await landsOn('/changePassword', '/changePassword');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
  });
});

describe('where a lab member may go', () => {
  it('is the lab’s two screens and the password change, however the address is typed', () => {
    for (const path of [
      '/labresult',
      '/labresult-samples',
      '/LabResult/',
      '/labresult-samples//',
      '/changePassword',
    ])
      expect(labMemberMayOpen(path), path).toBe(true);
    for (const path of ['/', '/labresult/x', '/people', '/inventory', '/profile', '/labresults'])
      expect(labMemberMayOpen(path), path).toBe(false);
  });
});
