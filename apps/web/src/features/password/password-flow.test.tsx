import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../../test/institution-fixtures';
import { mockFetch, renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { saveResetState } from './reset-state';

const ok = (content: unknown = {}, message = 'Success') => ({ body: { code: 200, message, content } });
const fail = (status: number, message: string) => ({ status, body: { code: status, message, content: {} } });
const CODE_ID = '3f0d9a56-8f5e-4c9a-9d3e-1f2a3b4c5d6e';
const body = (calls: { url: string; init?: RequestInit }[], url: string) =>
  JSON.parse(String(calls.find((call) => call.url === url)?.init?.body));

describe('forgot password', () => {
  it('asks for the e-mail ("Enter valid id"), then goes to /otp with the code’s id', async () => {
    const { fetchMock, calls } = mockFetch({
      '/api/institution/forgot-password': ok({ data: { id: CODE_ID } }, 'OTP sent to email'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/forgetPassword');

    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter valid id');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Registered e-mail'), ' bank@example.org {Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(body(calls, '/api/institution/forgot-password')).toEqual({ loginId: 'bank@example.org' });
    expect(await screen.findByText(/We mailed a 6-digit code to bank@example.org/)).toBeTruthy();
  });
});

describe('the code screen', () => {
  it('says "Invalid OTP" for an empty code, resends, and checks the code before /setPassword', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org' });
    const { fetchMock, calls } = mockFetch({
      '/api/institution/forgot-password': ok({ data: { id: 'new-code-id' } }, 'OTP sent to email'),
      '/api/auth/validate-otp': ok({}, 'OTP verified'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/otp');

    await user.click(await screen.findByRole('button', { name: 'Verify code' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP');

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('dialog', { name: 'OTP sent to email' })).toBeTruthy();
    expect(body(calls, '/api/institution/forgot-password')).toEqual({ loginId: 'bank@example.org' });
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('482913{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/setPassword'));
    // The resent code's id is the one checked.
    expect(body(calls, '/api/auth/validate-otp')).toEqual({
      id: 'new-code-id',
      otp: '482913',
      type: 'ForgotOTP',
    });
  });

  it('shows the server’s answer to a wrong code and stays', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org' });
    vi.stubGlobal('fetch', mockFetch({ '/api/auth/validate-otp': fail(400, 'Invalid OTP') }).fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/otp');
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('111111');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP');
    expect(router.state.location.pathname).toBe('/otp');
  });

  it('sends someone who has not asked for a code back to /forgetPassword', async () => {
    renderApp('/otp');
    expect((await screen.findByRole('link', { name: 'Ask for a code' })).getAttribute('href')).toBe(
      '/forgetPassword',
    );
  });
});

describe('the set-password screen', () => {
  it('checks empty, then match, then the rule, and resets with the stored code', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org', otp: '482913' });
    const { fetchMock, calls } = mockFetch({
      '/api/institution/reset-password': ok({}, 'Password set successfully'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/setPassword');

    expect(await screen.findByText('one of # ? ! @ $ % ^ & * -')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Set password' });
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password is empty');

    await user.type(screen.getByLabelText('New password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret@124');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password doesn’t match');

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password doesn’t match the requirment');
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret@123{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Password set successfully' })).toBeTruthy();
    expect(body(calls, '/api/institution/reset-password')).toEqual({
      password: 'Secret@123',
      otp: '482913',
      id: CODE_ID,
    });
    expect(window.sessionStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Spec: go to /; without a session the guard shows the sign-in page.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says "Invalid link" with neither an id in the address nor a stored code', async () => {
    renderApp('/setPassword');
    expect(await screen.findByText('Invalid link')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it.each([
    ['keymember', '/api/institution/confirm', '/login'],
    ['admin', '/api/super-admin/confirm', '/Super-Admin/login'],
    ['other', '/api/institution/user/confirm', '/login'],
  ])('confirms a %s link through %s', async (type, path, next) => {
    const { fetchMock, calls } = mockFetch({ [path]: ok({}, 'Password set successfully') });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp(`/setPassword?id=link-secret-abcdefghijklmnopqrstuvwxyz&type=${type}`);
    await user.type(await screen.findByLabelText('New password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret@123{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Password set successfully' })).toBeTruthy();
    expect(body(calls, path)).toEqual({
      password: 'Secret@123',
      id: 'link-secret-abcdefghijklmnopqrstuvwxyz',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(next));
  });

  it('shows "Invalid link" from the server for a used or unknown link', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/institution/confirm': fail(400, 'Invalid link') }).fetchMock);
    const user = userEvent.setup();
    renderApp('/setPassword?id=used-secret-abcdefghijklmnopqrstuvwxyz&type=keymember');
    await user.type(await screen.findByLabelText('New password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret@123{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid link');
  });
});

describe('the change-password screen', () => {
  it('needs a session', async () => {
    const { router } = renderApp('/changePassword');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for the current password, checks the two new ones and changes the password', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/institution/get': profileAnswer('BloodBank'),
      '/api/institution/change-password': ok({}, 'Password changed successfully'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/changePassword');
    await user.type(await screen.findByLabelText('New password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your current password');

    await user.type(screen.getByLabelText('Current password'), 'Old@12345');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret@12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert').textContent).toBe('Password doesn’t match');

    await user.type(screen.getByLabelText('Confirm password'), '3{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Password changed successfully' })).toBeTruthy();
    const sent = calls.find((call) => call.url === '/api/institution/change-password');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      currentPassword: 'Old@12345',
      password: 'Secret@123',
    });
    expect(new Headers(sent?.init?.headers).get('Authorization')).toBe('Bearer institution-token');
  });
});
