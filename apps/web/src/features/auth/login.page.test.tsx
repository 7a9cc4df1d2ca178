import { permissionsAtLevel } from '@raktsetu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, STORAGE_KEYS } from '../../lib/session';
import { profileAnswer } from '../../test/institution-fixtures';
import { mockFetch, renderApp } from '../../test/render';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const institutionLogin = {
  body: {
    code: 200,
    message: 'Login successful',
    content: {
      data: {
        token: 'tok-123',
        expiresAt: inAnHour(),
        institutionType: 'BloodBank',
        institutionId: 'inst-1',
        institutionName: 'Test BloodBank',
        user: {
          _id: 'u1',
          firstName: 'Asha',
          lastName: 'Verma',
          email: 'bank@example.org',
          designation: 'keymember',
        },
      },
    },
  },
};

describe('the institution login page', () => {
  it('shows the static figures, the purpose and the links', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    for (const figure of ['3,023', '57,298', '12,978', '78,635'])
      expect(screen.getByText(figure)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
    expect(screen.getByRole('link', { name: 'Register your institution' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('says "Enter valid email and password" when a field is empty, without calling the server', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter valid email and password');

    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter valid email and password');
    expect(calls).toHaveLength(0);
  });

  it('signs in with Enter, stores the session and lands on /', async () => {
    const { fetchMock, calls } = mockFetch({
      '/api/institution/login': institutionLogin,
      '/api/institution/get': profileAnswer('BloodBank'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('E-mail'), 'bank@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = calls.find((call) => call.url === '/api/institution/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({
      loginId: 'bank@example.org',
      password: 'Demo@1234',
      role: 'Login',
    });
    expect(new Headers(login?.init?.headers).get('Authorization')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-123');
    expect(window.localStorage.getItem(STORAGE_KEYS.identifier)).toBe('institution');
    expect(readSession()).toMatchObject({ identifier: 'institution', institutionType: 'BloodBank' });
    expect(await screen.findByRole('heading', { name: 'Test BloodBank' })).toBeTruthy();
    // The next call carries the new token.
    const profile = calls.find((call) => call.url === '/api/institution/get');
    expect(new Headers(profile?.init?.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('shows the server message when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/login': {
          status: 403,
          body: { code: 403, message: 'Your institution is awaiting approval', content: {} },
        },
      }).fetchMock,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('E-mail'), 'new@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your institution is awaiting approval');
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });
});

describe('the super-admin login page', () => {
  it('signs in with role SuperAdmin and lands on /Super-Admin/Dashboard', async () => {
    const permissions = permissionsAtLevel('Full Permission');
    const { fetchMock, calls } = mockFetch({
      '/api/institution/login': {
        body: {
          code: 200,
          message: 'Login successful',
          content: {
            data: {
              token: 'admin-tok',
              expiresAt: inAnHour(),
              admin: { _id: 'a1', firstName: 'Ravi', lastName: 'Kumar', email: 'admin@example.org' },
              permissions,
            },
          },
        },
      },
      '/api/super-admin/permissions': {
        body: { code: 200, message: 'Success', content: { data: permissions } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/Super-Admin/login');

    await user.type(await screen.findByLabelText('E-mail'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Super-Admin/Dashboard'));
    const login = calls.find((call) => call.url === '/api/institution/login');
    expect(JSON.parse(String(login?.init?.body))).toMatchObject({ role: 'SuperAdmin' });
    expect(window.localStorage.getItem(STORAGE_KEYS.identifier)).toBe('admin');
    expect(await screen.findByText('Signed in as Ravi Kumar')).toBeTruthy();
  });
});
