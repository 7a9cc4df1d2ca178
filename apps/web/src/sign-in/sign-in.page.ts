import { type Language, loginRequestSchema, MESSAGES } from '@raktsetu/contract';
import { ApiError } from '../lib/api';
import { chooseLanguage } from '../lib/language';
import {
  ADMIN_LOGIN_PATH,
  homePathFor,
  readSession,
  type Session,
  subscribeToSession,
} from '../lib/session-store';
import { eyeIcon, eyeOffIcon, h } from './dom';
import { i18n, type LiveTexts, liveTexts, t, type Words } from './i18n';
import { languageSwitch } from './language-switch';
import { type LoginRole, logIn } from './log-in';
import { marketingPanel } from './marketing-panel';
import { mobileOverlay } from './mobile-overlay';

/**
 * The two sign-in doors, /login and /Super-Admin/login, as a page of their own: no React, no Mantine, so
 * that the first page a clerk opens on a slow line stays small (docs/decisions/0029-code-splitting.md).
 * It looks and behaves like the app's screens did, and stores the session exactly where the app reads it;
 * after signing in, the app itself is loaded at the person's home.
 */

export type Door = 'institution' | 'admin';

/** The door is told by the address, matched as the app's router matches it (any case, trailing slash). */
export function doorOf(pathname: string): Door {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === ADMIN_LOGIN_PATH.toLowerCase() ? 'admin' : 'institution';
}

export interface PageEnvironment {
  /** The address the page was opened at. */
  pathname: string;
  /** Loads another address in place of this page (a full page load; Back does not return here). */
  leave(url: string): void;
}

const ROLE: Record<Door, LoginRole> = { institution: 'Login', admin: 'SuperAdmin' };

// The contract's login schema checks the form too: one schema, two consumers (api and web).
const credentialsSchema = loginRequestSchema.pick({ loginId: true, password: true });

function doorTexts(door: Door): { title: Words; subtitle: Words } {
  return door === 'admin'
    ? {
        title: () => t('auth.adminLogin.title', 'Super Admin sign in'),
        subtitle: () => t('auth.adminLogin.subtitle', 'For RaktSetu platform administrators.'),
      }
    : {
        title: () => t('auth.login.title', 'Sign in'),
        subtitle: () =>
          t('auth.login.subtitle', 'For blood banks, hospitals and NGOs registered on RaktSetu.'),
      };
}

/**
 * /forgetPassword with the e-mail typed so far, so someone who forgot the password types it only once. It
 * rides in the fragment, which never reaches the server or its logs; the page takes it out of the address.
 */
export function forgotPasswordHref(loginId: string): string {
  const typed = loginId.trim();
  return typed ? `/forgetPassword#${new URLSearchParams({ loginId: typed })}` : '/forgetPassword';
}

function field(id: string, label: Node, input: HTMLInputElement, extra?: HTMLElement): HTMLElement {
  input.id = id;
  input.className = 'rs-input';
  return h(
    'div',
    { class: 'rs-field' },
    h('label', { class: 'rs-label', for: id }, label),
    h('div', { class: 'rs-input-box' }, input, extra),
  );
}

/**
 * Renders the sign-in page for the door of `env.pathname` into `root` and wires it up. A person who is
 * already signed in is sent home at once (the spec's "restricted" entry routes,
 * docs/spec/part-1-institution-side.md §2). Returns what undoes the page's global listeners.
 */
export function startSignInPage(root: HTMLElement, env: PageEnvironment): () => void {
  const door = doorOf(env.pathname);
  let leaving = false;
  const goHome = (session: Session) => {
    if (leaving) return;
    leaving = true;
    env.leave(homePathFor(session));
  };

  const signedIn = readSession();
  if (signedIn) {
    goHome(signedIn);
    return () => {};
  }

  // Every text below is written again, in place, when the language changes (sign-in/i18n.ts).
  const texts: LiveTexts = liveTexts();
  const heading = doorTexts(door);
  texts.follow(() => {
    document.documentElement.lang = i18n.language || 'en';
    document.title = `${heading.title()} · RaktSetu`;
  });

  const email = h('input', {
    type: 'email',
    name: 'loginId',
    autocomplete: 'username',
    inputmode: 'email',
  });
  const password = h('input', { type: 'password', name: 'password', autocomplete: 'current-password' });
  const toggle = texts.attribute(
    h(
      'button',
      {
        type: 'button',
        class: 'rs-reveal',
        'aria-pressed': 'false',
        // As in the app's password fields: Tab goes from the password to what follows, not to this button.
        tabindex: '-1',
      },
      eyeIcon(22),
    ),
    'aria-label',
    // Not "Toggle password visibility": a label search for "Password" must find the field only.
    () => t('auth.showHideSecret', 'Show or hide what you typed'),
  );
  const submit = h(
    'button',
    { type: 'submit', class: 'rs-submit' },
    h(
      'span',
      { class: 'rs-submit-label' },
      texts.text(() => t('auth.signIn', 'Sign in')),
    ),
  );
  const forgot = h(
    'a',
    { class: 'rs-link', href: forgotPasswordHref('') },
    texts.text(() => t('auth.forgotPasswordLink', 'Forgot password?')),
  );

  const institutionLinks = door === 'institution';
  const stack = h(
    'div',
    { class: 'rs-stack' },
    h(
      'div',
      {},
      h('h1', { class: 'rs-title', id: 'rs-sign-in-title' }, texts.text(heading.title)),
      h('p', { class: 'rs-subtitle' }, texts.text(heading.subtitle)),
    ),
    field(
      'rs-email',
      texts.text(() => t('auth.email', 'E-mail')),
      email,
    ),
    field(
      'rs-password',
      texts.text(() => t('auth.password', 'Password')),
      password,
      h('div', { class: 'rs-reveal-box' }, toggle),
    ),
    institutionLinks && h('div', { class: 'rs-forgot' }, forgot),
    submit,
    institutionLinks &&
      h(
        'div',
        { class: 'rs-register' },
        h(
          'p',
          {},
          texts.text(() => t('auth.newInstitution', 'New blood bank, hospital or NGO?')),
        ),
        h(
          'a',
          { class: 'rs-link rs-strong', href: '/signup' },
          texts.text(() => t('auth.registerLink', 'Register your institution')),
        ),
      ),
  );
  const form = h('form', { novalidate: true, 'aria-labelledby': 'rs-sign-in-title' }, stack);
  // Someone who needs blood, not an account, often lands here first: the public search needs no sign-in.
  const findBlood =
    institutionLinks &&
    h(
      'div',
      { class: 'rs-register' },
      h(
        'p',
        {},
        texts.text(() => t('auth.lookingForBlood', 'Looking for blood for a patient?')),
      ),
      h(
        'a',
        { class: 'rs-link rs-strong', href: '/blood-availability' },
        texts.text(() => t('auth.findBloodLink', 'Find blood near you')),
      ),
    );

  let alert: { element: HTMLElement; message: HTMLElement; words: Words } | null = null;
  /** A new alert element each time, so a screen reader announces a repeated message again. */
  function showError(words: Words | null): void {
    alert?.element.remove();
    alert = null;
    if (words === null) return;
    const message = h('div', { class: 'rs-alert-message' }, words());
    alert = { element: h('div', { class: 'rs-alert', role: 'alert' }, message), message, words };
    stack.insertBefore(alert.element, submit);
  }
  // The alert shown follows the language too; a server's message is the same in every language.
  texts.follow(() => {
    if (alert) alert.message.textContent = alert.words();
  });

  /** A language chosen on this page: the account signing in here keeps it (sign-in/log-in.ts). */
  let chosenHere: Language | null = null;
  /** The switch's choice: shown at once, remembered on this device for the next visit. */
  const choose = (language: Language) => {
    chooseLanguage(i18n, language).then(
      () => {
        chosenHere = language;
      },
      // The texts did not arrive (the network dropped): the page stays as it was, and says so.
      () => showError(() => t('common.somethingWentWrong', MESSAGES.somethingWentWrong)),
    );
  };

  const main = h(
    'main',
    { class: 'rs-layout' },
    marketingPanel(texts),
    h(
      'div',
      { class: 'rs-form-area' },
      h('div', { class: 'rs-form-top' }, languageSwitch(texts, choose)),
      h('div', { class: 'rs-card' }, form, findBlood),
    ),
  );
  const overlay = mobileOverlay(main, { texts, chooseLanguage: choose, withFindBlood: institutionLinks });
  root.replaceChildren(main, overlay.element);

  // The app's overlay while a call is pending (components/global-loading.tsx): the page dimmed under a
  // loader, announced to screen readers.
  const busyOverlay = h(
    'div',
    { class: 'rs-busy', role: 'status', 'aria-live': 'polite' },
    h('div', { class: 'rs-dots', 'aria-hidden': 'true' }, h('span', {}), h('span', {}), h('span', {})),
    h(
      'span',
      { class: 'rs-visually-hidden' },
      texts.text(() => t('common.loading', 'Loading…')),
    ),
  );

  let busy = false;
  function setBusy(value: boolean): void {
    busy = value;
    submit.toggleAttribute('data-loading', value);
    if (value) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
    submit.querySelector('.rs-loader')?.remove();
    if (value) {
      submit.append(h('span', { class: 'rs-loader', 'aria-hidden': 'true' }));
      root.append(busyOverlay);
    } else busyOverlay.remove();
  }

  let submitted = false;
  /** Marks the fields the schema refuses; returns the credentials when none is refused. */
  function check() {
    const parsed = credentialsSchema.safeParse({ loginId: email.value, password: password.value });
    const refused = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
    for (const [name, input] of [
      ['loginId', email],
      ['password', password],
    ] as const) {
      if (refused.has(name)) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    return parsed;
  }

  email.addEventListener('input', () => {
    forgot.href = forgotPasswordHref(email.value);
    if (submitted) check();
  });
  password.addEventListener('input', () => {
    if (submitted) check();
  });

  toggle.addEventListener('click', () => {
    const reveal = password.type === 'password';
    password.type = reveal ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(reveal));
    toggle.replaceChildren(reveal ? eyeOffIcon(22) : eyeIcon(22));
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || leaving) return;
    submitted = true;
    const parsed = check();
    if (!parsed.success) {
      // docs/spec/part-1-institution-side.md §5: one message for an empty e-mail or password, and no call.
      showError(() => t('auth.loginInvalid', MESSAGES.loginInvalid));
      (form.querySelector<HTMLInputElement>('[aria-invalid="true"]') ?? email).focus();
      return;
    }
    showError(null);
    setBusy(true);
    try {
      goHome(await logIn(ROLE[door], parsed.data, chosenHere));
    } catch (error) {
      // Server texts (wrong password, institution pending or blocked, too many attempts) are shown as sent.
      showError(
        error instanceof ApiError
          ? () => error.message
          : () => t('common.somethingWentWrong', MESSAGES.somethingWentWrong),
      );
      setBusy(false);
    }
  });

  // Signed in meanwhile, in another tab: this door is closed to them now, as in the app.
  const unsubscribe = subscribeToSession(() => {
    const session = readSession();
    if (session) goHome(session);
  });
  // Back to this page from the browser's cache: nothing is pending any more, and a session may exist now.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    leaving = false;
    setBusy(false);
    const session = readSession();
    if (session) goHome(session);
  };
  window.addEventListener('pageshow', onPageShow);

  email.focus();
  overlay.start();

  return () => {
    unsubscribe();
    window.removeEventListener('pageshow', onPageShow);
    overlay.stop();
    texts.stop();
  };
}
