import { permissionsAtLevel } from '@raktsetu/contract';
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, LANGUAGE_TEXTS } from '../lib/language';
import { readSession, STORAGE_KEYS } from '../lib/session-store';
import hi from '../locales/hi.json';
import { signInAdmin, signInInstitution } from '../test/session-fixtures';
import { i18n } from './i18n';
import { MOBILE_OVERLAY_DISMISSED_KEY } from './mobile-overlay';
import { doorOf, startSignInPage } from './sign-in.page';

/**
 * The sign-in page (/login and /Super-Admin/login) as a person uses it, found by role and label. It runs
 * without React: the page is built into a bare document, and where it would load another page is recorded.
 */

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const institutionAnswer = {
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
        language: 'en',
      },
    },
  },
};

const adminAnswer = {
  code: 200,
  message: 'Login successful',
  content: {
    data: {
      token: 'admin-tok',
      expiresAt: inAnHour(),
      admin: { _id: 'a1', firstName: 'Ravi', lastName: 'Kumar', email: 'admin@example.org', language: 'en' },
      permissions: permissionsAtLevel('Full Permission'),
    },
  },
};

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** The server's answer to the sign-in call; every call is recorded. */
function answerLogin(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

let stop: (() => void) | undefined;

/** Opens the page at `pathname`; `leave` records the full page loads it asks for. */
function open(pathname: string) {
  document.body.innerHTML = '<div id="root"></div>';
  const leave = vi.fn<(url: string) => void>();
  stop = startSignInPage(document.getElementById('root') as HTMLElement, { pathname, leave });
  return { leave, user: userEvent.setup() };
}

/** A phone-sized screen: the page's media query answers as a narrow screen would. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(async () => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  document.documentElement.className = '';
  await i18n.changeLanguage('en');
});

/** The language switch, found as a person finds it: the group named in both languages. */
const languageSwitch = (within_: HTMLElement = document.body) =>
  within(within_).getByRole('group', { name: 'Language / भाषा' });

describe('the institution sign-in page, /login', () => {
  it('shows the form, the links and the marketing panel with the static figures', () => {
    open('/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('For blood banks, hospitals and NGOs registered on RaktSetu.')).toBeTruthy();
    expect(document.title).toBe('Sign in · RaktSetu');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByLabelText('E-mail')).toBe(document.activeElement);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
    expect(screen.getByRole('link', { name: 'Register your institution' }).getAttribute('href')).toBe(
      '/signup',
    );
    // The public blood search, for someone who needs blood rather than an account.
    expect(screen.getByRole('link', { name: 'Find blood near you' }).getAttribute('href')).toBe(
      '/blood-availability',
    );

    // docs/spec/part-1-institution-side.md §1, with Indian digit grouping.
    const about = screen.getByRole('complementary', { name: 'About RaktSetu' });
    for (const figure of ['3,023', '57,298', '12,978', '78,635'])
      expect(within(about).getByText(figure)).toBeTruthy();
    // On a desktop there is no "use a desktop" overlay in the way.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Enter valid email and password" when a field is empty, without calling the server', async () => {
    const calls = answerLogin(200, institutionAnswer);
    const { user, leave } = open('/login');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter valid email and password');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
    // The e-mail is fine now; the password is still missing.
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter valid email and password');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));

    // Spaces alone are no e-mail.
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.type(screen.getByLabelText('Password'), 'Secret@123{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter valid email and password');

    expect(calls).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows the message the server sent when it refuses, and stays', async () => {
    answerLogin(401, { code: 401, message: 'Enter valid email and password', content: {} });
    const { user, leave } = open('/login');

    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
    await user.type(screen.getByLabelText('Password'), 'Not-the-password1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Enter valid email and password'),
    );
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'bank@example.org');
    expect(readSession()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Your institution is awaiting approval'],
    [429, 'Too many sign-in attempts. Try again in 15 minutes.'],
  ])('shows a %i answer as the server wrote it', async (status, message) => {
    answerLogin(status, { code: status, message, content: {} });
    const { user } = open('/login');

    await user.type(screen.getByLabelText('E-mail'), 'new@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret@123{Enter}');

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(readSession()).toBeNull();
  });

  it('says "Something went wrong" when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = open('/login');

    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
  });

  it('signs in with Enter, stores the session where the app reads it, and loads the app at /', async () => {
    const calls = answerLogin(200, institutionAnswer);
    const { user, leave } = open('/login');

    await user.type(screen.getByLabelText('E-mail'), '  bank@example.org ');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/institution/login');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      loginId: 'bank@example.org',
      password: 'Demo@1234',
      role: 'Login',
    });
    // A public call: a stored token never travels with a password.
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBeNull();

    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-123');
    expect(window.localStorage.getItem(STORAGE_KEYS.identifier)).toBe('institution');
    expect(readSession()).toMatchObject({
      identifier: 'institution',
      token: 'tok-123',
      institutionType: 'BloodBank',
      institutionName: 'Test BloodBank',
      user: { firstName: 'Asha' },
    });
    // Still busy while the app loads: a second press does not sign in twice.
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('is busy while the server answers, and a second press does not call it again', async () => {
    let answer: (response: Response) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const { user } = open('/login');

    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // The app's overlay for a pending call, announced.
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await user.click(button);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(calls).toHaveLength(1);

    answer(
      new Response(JSON.stringify({ code: 401, message: 'Enter valid email and password', content: {} }), {
        status: 401,
      }),
    );
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('carries the e-mail typed so far to the forgot-password page', async () => {
    const { user } = open('/login');
    const link = screen.getByRole('link', { name: 'Forgot password?' });

    await user.type(screen.getByLabelText('E-mail'), ' asha+bank@example.org ');
    // In the fragment: it never reaches the server or its request log.
    expect(link.getAttribute('href')).toBe('/forgetPassword#loginId=asha%2Bbank%40example.org');

    await user.clear(screen.getByLabelText('E-mail'));
    expect(link.getAttribute('href')).toBe('/forgetPassword');
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = open('/login');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show or hide what you typed' });

    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('sends a signed-in institution home without showing the form', () => {
    signInInstitution('Hospital');
    const { leave } = open('/login');
    expect(leave).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('sends a signed-in administrator to the admin dashboard, whichever door', () => {
    signInAdmin();
    expect(open('/login').leave).toHaveBeenCalledWith('/Super-Admin/Dashboard');
    expect(open('/Super-Admin/login').leave).toHaveBeenCalledWith('/Super-Admin/Dashboard');
  });

  it('opens the form for someone whose session has expired', () => {
    signInInstitution('BloodBank');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '{}');
    window.localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ ...stored, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    const { leave } = open('/login');
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('goes home when another tab of this browser signs in', () => {
    const { leave } = open('/login');
    signInInstitution('NGO');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(leave).toHaveBeenCalledWith('/');
  });
});

describe('the super-admin sign-in page, /Super-Admin/login', () => {
  it('has its own title and no institution links', () => {
    open('/Super-Admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Super Admin sign in' })).toBeTruthy();
    expect(screen.getByText('For RaktSetu platform administrators.')).toBeTruthy();
    expect(document.title).toBe('Super Admin sign in · RaktSetu');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register your institution' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Find blood near you' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'About RaktSetu' })).toBeTruthy();
  });

  it('signs in with role SuperAdmin and loads the app at /Super-Admin/Dashboard', async () => {
    const calls = answerLogin(200, adminAnswer);
    const { user, leave } = open('/Super-Admin/login');

    await user.type(screen.getByLabelText('E-mail'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/Super-Admin/Dashboard'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ role: 'SuperAdmin' });
    expect(window.localStorage.getItem(STORAGE_KEYS.identifier)).toBe('admin');
    expect(readSession()).toMatchObject({ identifier: 'admin', admin: { firstName: 'Ravi' } });
  });

  it('is the door for the address in any case, with or without a final slash', () => {
    for (const path of ['/Super-Admin/login', '/super-admin/LOGIN', '/Super-Admin/login/'])
      expect(doorOf(path), path).toBe('admin');
    for (const path of ['/login', '/LOGIN/', '/sign-in.html']) expect(doorOf(path), path).toBe('institution');
  });
});

describe('the phone overlay of the sign-in page', () => {
  const overlay = () => screen.getByRole('dialog', { name: 'Please use a desktop or laptop' });

  it('asks for a desktop or the mobile app, and Escape dismisses it for this browser', async () => {
    onAPhone();
    const { user } = open('/login');

    expect(within(overlay()).getByText(/download the RaktSetu mobile app/)).toBeTruthy();
    // Focus starts on the way out, so the keyboard alone gets past it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue on this device' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(MOBILE_OVERLAY_DISMISSED_KEY)).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));

    // The next visit, in this tab or another: no overlay.
    stop?.();
    open('/Super-Admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Super Admin sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes away with Enter on its button, and keeps Tab inside while open', async () => {
    onAPhone();
    const { user } = open('/login');
    const dialog = overlay();
    const button = within(dialog).getByRole('button', { name: 'Continue on this device' });
    const english = within(dialog).getByRole('button', { name: 'English' });

    // Tab goes round the dialog's controls: from the last to the first, and back with Shift+Tab.
    expect(document.activeElement).toBe(button);
    await user.tab();
    expect(document.activeElement).toBe(english);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Find blood near you' }));
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(MOBILE_OVERLAY_DISMISSED_KEY)).toBe('true');
  });

  it('leads someone looking for blood from a phone to the public search', () => {
    onAPhone();
    open('/login');

    expect(within(overlay()).getByText('Looking for blood for a patient?')).toBeTruthy();
    expect(within(overlay()).getByRole('link', { name: 'Find blood near you' }).getAttribute('href')).toBe(
      '/blood-availability',
    );
    // The administrators' door has no public links, on the page or over it.
    stop?.();
    open('/Super-Admin/login');
    expect(within(overlay()).queryByRole('link')).toBeNull();
  });

  it('switches to हिन्दी before anything else is read, and stays open', async () => {
    onAPhone();
    const { user } = open('/login');

    await user.click(within(languageSwitch(overlay())).getByRole('button', { name: 'हिन्दी' }));

    const dialog = await screen.findByRole('dialog', { name: hi.auth.mobile.title });
    expect(within(dialog).getByRole('link', { name: hi.auth.findBloodLink })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: hi.auth.mobile.continue })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    // Behind it, the page is in Hindi too.
    await user.click(within(dialog).getByRole('button', { name: hi.auth.mobile.continue }));
    expect(screen.getByRole('heading', { level: 1, name: hi.auth.login.title })).toBeTruthy();
  });

  it('is the key the app uses too', () => {
    expect(MOBILE_OVERLAY_DISMISSED_KEY).toBe('auth.mobileOverlayDismissed');
  });
});

describe('the language of the sign-in page', () => {
  it('switches to हिन्दी in place: every text, the title and <html lang>, keeping what was typed', async () => {
    const { user } = open('/login');
    const switcher = languageSwitch();
    expect(within(switcher).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');

    const hindi = within(switcher).getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('lang')).toBe('hi');
    await user.click(hindi);

    await screen.findByRole('heading', { level: 1, name: hi.auth.login.title });
    expect(document.documentElement.lang).toBe('hi');
    expect(document.title).toBe(`${hi.auth.login.title} · RaktSetu`);
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText(hi.auth.email)).toHaveProperty('value', 'bank@example.org');
    expect(screen.getByRole('link', { name: hi.auth.findBloodLink })).toBeTruthy();
    // The marketing panel: its name and texts in Hindi, its figures still grouped the Indian way.
    const about = screen.getByRole('complementary', { name: hi.auth.marketing.label });
    expect(within(about).getByText('57,298')).toBeTruthy();
    expect(within(about).getByText(hi.auth.marketing.donors)).toBeTruthy();
    // Remembered on this device, for the next visit.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.activeElement).toBe(hindi);

    await user.click(within(switcher).getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('is reached and used with the keyboard alone', async () => {
    const { user } = open('/Super-Admin/login');

    // From the e-mail field, where the page starts, Shift+Tab goes back to the switch.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(languageSwitch()).getByRole('button', { name: 'हिन्दी' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: hi.auth.adminLogin.title });
    expect(document.title).toBe(`${hi.auth.adminLogin.title} · RaktSetu`);
  });

  it('puts the message of a refused form into the language chosen while it shows', async () => {
    const { user } = open('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter valid email and password');

    await user.click(within(languageSwitch()).getByRole('button', { name: 'हिन्दी' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hi.auth.loginInvalid));
  });

  it.each([
    ['hi', 'en'],
    ['en', 'hi'],
  ] as const)(
    'on signing in, the account’s language wins over this device’s (%s → %s)',
    async (device, account) => {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, device);
      const answer = structuredClone(institutionAnswer);
      answer.content.data.user.language = account;
      answerLogin(200, answer);
      const { user, leave } = open('/login');

      await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
      await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

      await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
      // The app opens in what the device now holds (lib/language.ts).
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(account);
    },
  );

  it('keeps with the account a language chosen on this page just before signing in', async () => {
    const calls = answerLogin(200, institutionAnswer);
    const { user, leave } = open('/login');
    await user.click(within(languageSwitch()).getByRole('button', { name: 'हिन्दी' }));
    await screen.findByRole('heading', { level: 1, name: hi.auth.login.title });

    await user.type(screen.getByLabelText(hi.auth.email), 'bank@example.org');
    await user.type(screen.getByLabelText(hi.auth.password), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    // The account said English; the person just chose Hindi: the account keeps Hindi, with the new token.
    expect(calls.map((call) => call.url)).toEqual(['/api/institution/login', '/api/auth/language']);
    const saved = calls[1]?.init;
    expect(saved?.method).toBe('POST');
    expect(JSON.parse(String(saved?.body))).toEqual({ language: 'hi' });
    expect(new Headers(saved?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('tells the account nothing when the language chosen here is already its own', async () => {
    const calls = answerLogin(200, institutionAnswer);
    const { user, leave } = open('/login');
    await user.click(within(languageSwitch()).getByRole('button', { name: 'हिन्दी' }));
    await user.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await user.type(screen.getByLabelText('E-mail'), 'bank@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(calls.map((call) => call.url)).toEqual(['/api/institution/login']);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps an administrator’s language from their sign-in too', async () => {
    const answer = structuredClone(adminAnswer);
    answer.content.data.admin.language = 'hi';
    answerLogin(200, answer);
    const { user, leave } = open('/Super-Admin/login');

    await user.type(screen.getByLabelText('E-mail'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/Super-Admin/Dashboard'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('stays in English and says so when Hindi’s texts cannot be loaded', async () => {
    // Not loaded yet on this page, and the network drops as the chunk is asked for.
    i18n.removeResourceBundle('hi', 'translation');
    vi.spyOn(LANGUAGE_TEXTS, 'hi').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { user } = open('/login');

    await user.click(within(languageSwitch()).getByRole('button', { name: 'हिन्दी' }));

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
