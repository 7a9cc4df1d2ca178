import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../../test/institution-fixtures';
import { mockFetch, renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { readResetState, saveResetState } from './reset-state';

const ok = (content: unknown = {}, message = 'Success') => ({ body: { code: 200, message, content } });
const fail = (status: number, message: string, errors?: { field: string; message: string }[]) => ({
  status,
  body: { code: status, message, content: errors ? { errors } : {} },
});
const CODE_ID = '3f0d9a56-8f5e-4c9a-9d3e-1f2a3b4c5d6e';
const body = (calls: { url: string; init?: RequestInit }[], url: string) =>
  JSON.parse(String(calls.find((call) => call.url === url)?.init?.body));

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);

/** The message a field shows and a screen reader reads with it (its aria-describedby error), or null. */
function fieldError(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

describe('forgot password', () => {
  it('says "Enter valid id" at the empty field, then goes to /otp with the code’s id', async () => {
    const { fetchMock, calls } = mockFetch({
      '/api/institution/forgot-password': ok({ data: { id: CODE_ID } }, 'OTP sent to email'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/forgetPassword');

    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const email = screen.getByRole('textbox', { name: 'Registered e-mail' });
    expect(fieldError(email)).toBe('Enter valid id');
    expect(document.activeElement).toBe(email);
    expect(email.hasAttribute('required')).toBe(true);
    expect(calls).toHaveLength(0);

    await user.type(email, ' bank@example.org {Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(body(calls, '/api/institution/forgot-password')).toEqual({ loginId: 'bank@example.org' });
    expect(await screen.findByText(/We mailed a 6-digit code to bank@example.org/)).toBeTruthy();
  });

  it('starts with the e-mail typed on the sign-in page, which comes in the fragment and leaves the address', async () => {
    const { router } = renderApp('/forgetPassword#loginId=bank%40example.org');
    const email = await screen.findByRole('textbox', { name: 'Registered e-mail' });
    expect((email as HTMLInputElement).value).toBe('bank@example.org');
    // Not kept in the address, where the history would keep it.
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('textbox', { name: 'Registered e-mail' }) as HTMLInputElement).value).toBe(
      'bank@example.org',
    );
  });
});

describe('the code screen', () => {
  it('says "Invalid OTP" for an empty code without a call, and checks the code before /setPassword', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org' });
    const { fetchMock, calls } = mockFetch({ '/api/auth/validate-otp': ok({}, 'OTP verified') });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/otp');

    await user.click(await screen.findByRole('button', { name: 'Verify code' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6'));
    expect(calls).toHaveLength(0);

    await user.keyboard('482913{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/setPassword'));
    expect(body(calls, '/api/auth/validate-otp')).toEqual({ id: CODE_ID, otp: '482913', type: 'ForgotOTP' });
  });

  it('resends without a popup: "OTP sent to email" inline, Resend waits 30 s, the new code’s id is checked', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org' });
    const { fetchMock, calls } = mockFetch({
      '/api/institution/forgot-password': ok({ data: { id: 'new-code-id' } }, 'OTP sent to email'),
      '/api/auth/validate-otp': ok({}, 'OTP verified'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/otp');

    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBe('false');
    await user.click(resend);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('OTP sent to email'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(body(calls, '/api/institution/forgot-password')).toEqual({ loginId: 'bank@example.org' });

    // Waiting: still focusable (focus stays on it), marked disabled, the countdown is its description.
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    const wait = document.getElementById(resend.getAttribute('aria-describedby') ?? '');
    expect(wait?.textContent).toMatch(/^You can ask for another code in (30|29) s$/);
    await user.click(resend);
    expect(calls.filter((call) => call.url === '/api/institution/forgot-password')).toHaveLength(1);

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('482913{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/setPassword'));
    expect(body(calls, '/api/auth/validate-otp')).toEqual({
      id: 'new-code-id',
      otp: '482913',
      type: 'ForgotOTP',
    });
  });

  it('counts down from when the code was mailed and lets Resend work again at zero', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org', sentAt: Date.now() - 28_500 });
    renderApp('/otp');
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/You can ask for another code in [12] s/)).toBeTruthy();
    await vi.waitFor(() => expect(resend.getAttribute('aria-disabled')).toBe('false'), { timeout: 4000 });
    expect(screen.queryByText(/You can ask for another code/)).toBeNull();
  });

  it('after a resend, tells that an older code was refused because a newer one was sent', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org' });
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/forgot-password': ok({ data: { id: 'new-code-id' } }, 'OTP sent to email'),
        '/api/auth/validate-otp': fail(400, 'Invalid OTP'),
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderApp('/otp');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('OTP sent to email'));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('111111');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid OTP. A newer code was sent to your e-mail; use the latest one',
    );
    // Typing again clears the message.
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s answer to a wrong code under the boxes and stays', async () => {
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

  it('offers a different e-mail with this one filled in, and sends someone without a code to ask for one', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org' });
    const user = userEvent.setup();
    const { unmount } = renderApp('/otp');
    await user.click(await screen.findByRole('link', { name: 'Use a different e-mail' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Registered e-mail' })) as HTMLInputElement).value,
    ).toBe('bank@example.org');
    unmount();

    window.sessionStorage.clear();
    renderApp('/otp');
    expect((await screen.findByRole('link', { name: 'Ask for a code' })).getAttribute('href')).toBe(
      '/forgetPassword',
    );
  });
});

describe('the set-password screen', () => {
  it('checks empty, then match, then the rule, at the fields, and resets with the stored code', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org', otp: '482913' });
    const { fetchMock, calls } = mockFetch({
      '/api/auth/validate-otp': ok({}, 'OTP verified'),
      '/api/institution/reset-password': ok({}, 'Password set successfully'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/setPassword');

    const submit = await screen.findByRole('button', { name: 'Set password' });
    // The stored code was checked (not spent) before the form was shown.
    expect(body(calls, '/api/auth/validate-otp')).toEqual({ id: CODE_ID, otp: '482913', type: 'ForgotOTP' });
    expect(newPassword().hasAttribute('required')).toBe(true);
    expect(confirmPassword().hasAttribute('required')).toBe(true);

    await user.click(submit);
    expect(fieldError(newPassword())).toBe('Password is empty');
    expect(document.activeElement).toBe(newPassword());

    // A weak password, not confirmed yet: the rule, not "doesn’t match".
    await user.type(newPassword(), 'secret12');
    await user.click(submit);
    expect(fieldError(newPassword())).toBe('Password doesn’t match the requirment');
    expect(fieldError(confirmPassword())).toBeNull();

    // Two different ones: the mismatch comes before the rule (spec order), at the confirmation.
    await user.type(confirmPassword(), 'secret13');
    await user.click(submit);
    expect(fieldError(confirmPassword())).toBe('Password doesn’t match');

    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'secret12');
    await user.click(submit);
    expect(fieldError(newPassword())).toBe('Password doesn’t match the requirment');
    expect(fieldError(confirmPassword())).toBeNull();
    expect(calls.some((call) => call.url === '/api/institution/reset-password')).toBe(false);

    await user.clear(newPassword());
    await user.clear(confirmPassword());
    await user.type(newPassword(), 'Secret@123');
    await user.type(confirmPassword(), 'Secret@123{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Password set successfully' })).toBeTruthy();
    expect(body(calls, '/api/institution/reset-password')).toEqual({
      password: 'Secret@123',
      otp: '482913',
      id: CODE_ID,
    });
    expect(readResetState()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Spec: go to /; without a session the guard shows the sign-in page.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('ticks each rule as the person types and says the count politely', async () => {
    const user = userEvent.setup();
    renderApp('/setPassword?id=link-secret-abcdefghijklmnopqrstuvwxyz&type=keymember');
    const field = await screen.findByLabelText(/^New password/);
    const rules = screen.getByText('Your password needs').parentElement as HTMLElement;
    // The rules are the field's description.
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(rules.parentElement?.id);
    const rule = (text: string) => within(rules).getByText(text).parentElement?.textContent;
    expect(rule('at least 8 characters')).toBe('at least 8 characters(not yet)');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await user.type(field, 'secret12');
    expect(rule('at least 8 characters')).toBe('at least 8 characters(done)');
    expect(rule('a digit')).toBe('a digit(done)');
    expect(rule('an upper-case and a lower-case letter')).toBe(
      'an upper-case and a lower-case letter(not yet)',
    );
    expect(rule('one of # ? ! @ $ % ^ & * -')).toBe('one of # ? ! @ $ % ^ & * -(not yet)');
    expect(status.textContent).toBe('2 of 4 password requirements met');

    await user.type(field, 'S#');
    expect(status.textContent).toBe('All password requirements met');
  });

  it('says so on arrival when the stored code no longer works, without showing the form', async () => {
    saveResetState({ id: CODE_ID, loginId: 'bank@example.org', otp: '482913' });
    vi.stubGlobal('fetch', mockFetch({ '/api/auth/validate-otp': fail(400, 'Invalid OTP') }).fetchMock);
    renderApp('/setPassword');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid OTP')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
    expect(readResetState()).toBeNull();
  });

  it('says "Invalid link" with neither an id in the address nor a stored code', async () => {
    renderApp('/setPassword');
    expect(await screen.findByText('Invalid link')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
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
    await user.type(await screen.findByLabelText(/^New password/), 'Secret@123');
    await user.type(confirmPassword(), 'Secret@123{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Password set successfully' })).toBeTruthy();
    expect(body(calls, path)).toEqual({
      password: 'Secret@123',
      id: 'link-secret-abcdefghijklmnopqrstuvwxyz',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(next));
  });

  it('says "Invalid link" on arrival for a used link, checked without spending it, and shows no form', async () => {
    const { fetchMock, calls } = mockFetch({ '/api/auth/validate-link': fail(400, 'Invalid link') });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/setPassword?id=used-secret-abcdefghijklmnopqrstuvwxyz&type=other');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid link')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(body(calls, '/api/auth/validate-link')).toEqual({
      id: 'used-secret-abcdefghijklmnopqrstuvwxyz',
      type: 'user',
    });
  });

  it('shows the form once the link checks out', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/auth/validate-link': ok({}, 'Link is valid') }).fetchMock);
    renderApp('/setPassword?id=link-secret-abcdefghijklmnopqrstuvwxyz&type=keymember');
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
  });

  it('ends on "Invalid link" for a link refused at submit, with the ways on', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/super-admin/confirm': fail(400, 'Invalid link') }).fetchMock);
    const user = userEvent.setup();
    renderApp('/setPassword?id=used-secret-abcdefghijklmnopqrstuvwxyz&type=admin');
    await user.type(await screen.findByLabelText(/^New password/), 'Secret@123');
    await user.type(confirmPassword(), 'Secret@123{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid link')).toBeTruthy();
    // Final: no form to try again with the same link.
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/Super-Admin/login');
  });

  it('keeps the form for a failure a retry can cure', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ '/api/institution/confirm': fail(500, 'Something went wrong') }).fetchMock,
    );
    const user = userEvent.setup();
    renderApp('/setPassword?id=link-secret-abcdefghijklmnopqrstuvwxyz&type=keymember');
    await user.type(await screen.findByLabelText(/^New password/), 'Secret@123');
    await user.type(confirmPassword(), 'Secret@123{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
  });
});

describe('the change-password screen', () => {
  it('needs a session', async () => {
    const { router } = renderApp('/changePassword');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for the current password, puts the server’s refusal at it, and says other computers were signed out', async () => {
    signInInstitution('BloodBank');
    let answer = fail(400, 'The current password is not correct', [
      { field: 'currentPassword', message: 'The current password is not correct' },
    ]);
    const { fetchMock: base, calls } = mockFetch({ '/api/institution/get': profileAnswer('BloodBank') });
    const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/institution/change-password') return base(input, init);
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    };
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/changePassword');
    const current = await screen.findByLabelText(/^Current password/);
    expect(current.hasAttribute('required')).toBe(true);

    await user.type(newPassword(), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Each field says its own problem; focus goes to the first.
    expect(fieldError(current)).toBe('Enter your current password');
    expect(fieldError(confirmPassword())).toBe('Password doesn’t match');
    expect(document.activeElement).toBe(current);

    await user.type(current, 'Wrong@1234');
    await user.type(confirmPassword(), 'Secret@123{Enter}');
    await vi.waitFor(() => expect(fieldError(current)).toBe('The current password is not correct'));
    expect(document.activeElement).toBe(current);

    answer = { status: 200, body: { code: 200, message: 'Password changed successfully', content: {} } };
    await user.clear(current);
    await user.type(current, 'Old@12345{Enter}');
    const done = await screen.findByRole('dialog', { name: 'Password changed successfully' });
    expect(
      within(done).getByText(
        'Every other computer or browser that was signed in as you has been signed out. This one stays signed in.',
      ),
    ).toBeTruthy();
    const sent = calls.filter((call) => call.url === '/api/institution/change-password').at(-1);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      currentPassword: 'Old@12345',
      password: 'Secret@123',
    });
    expect(new Headers(sent?.init?.headers).get('Authorization')).toBe('Bearer institution-token');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect((newPassword() as HTMLInputElement).value).toBe(''));
  });
});
