import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The demo accounts every fresh embedded database is seeded with (README, "Demo accounts";
 * apps/api/src/db/seed/demo-seed.ts), and the two ways a journey signs in as one of them.
 */

export const DEMO_PASSWORD = 'Demo@1234';

export type InstitutionType = 'BloodBank' | 'Both' | 'Hospital' | 'NGO';

export interface DemoInstitution {
  kind: 'institution';
  type: InstitutionType;
  email: string;
  /** The institution's name: the dashboard's heading and the account menu's name. */
  name: string;
  city: string;
  /** docs/spec/part-1-institution-side.md §2: the second sidebar button. */
  secondButton: 'Request Blood' | 'Create Camp';
}

export interface DemoAdmin {
  kind: 'admin';
  email: string;
  /** The administrator's name, as the account menu shows it. */
  name: string;
}

export type DemoAccount = DemoInstitution | DemoAdmin;

export const BLOOD_BANK: DemoInstitution = {
  kind: 'institution',
  type: 'BloodBank',
  email: 'bloodbank@raktsetu.demo',
  name: 'Sahyadri Blood Centre',
  city: 'Pune',
  secondButton: 'Request Blood',
};

export const BOTH: DemoInstitution = {
  kind: 'institution',
  type: 'Both',
  email: 'both@raktsetu.demo',
  name: 'Lakeview Hospital and Blood Bank',
  city: 'Bengaluru',
  secondButton: 'Request Blood',
};

export const HOSPITAL: DemoInstitution = {
  kind: 'institution',
  type: 'Hospital',
  email: 'hospital@raktsetu.demo',
  name: 'Seva Sadan Multispeciality Hospital',
  city: 'Mumbai',
  secondButton: 'Request Blood',
};

export const NGO: DemoInstitution = {
  kind: 'institution',
  type: 'NGO',
  email: 'ngo@raktsetu.demo',
  name: 'Jeevan Dhara Foundation',
  city: 'New Delhi',
  secondButton: 'Create Camp',
};

/** Another demo hospital (apps/api/src/db/seed/demo-seed.ts), with requests of its own to verify. */
export const SHIVNERI: DemoInstitution = {
  kind: 'institution',
  type: 'Hospital',
  email: 'shivneri.hospital@raktsetu.demo',
  name: 'Shivneri Multispeciality Hospital',
  city: 'Pune',
  secondButton: 'Request Blood',
};

/** Has every permission, so every area of the admin menu shows. */
export const SUPER_ADMIN: DemoAdmin = {
  kind: 'admin',
  email: 'superadmin@raktsetu.demo',
  name: 'Meera Iyer',
};

export const DEMO_INSTITUTIONS: readonly DemoInstitution[] = [BLOOD_BANK, BOTH, HOSPITAL, NGO];

/** Where each kind of account signs in, and where it lands. */
export function loginPathOf(account: DemoAccount): string {
  return account.kind === 'admin' ? '/Super-Admin/login' : '/login';
}

export function homePathOf(account: DemoAccount): string {
  return account.kind === 'admin' ? '/Super-Admin/Dashboard' : '/';
}

/**
 * Fills the sign-in form on the page already open (institution or super-admin login) and presses its
 * button: the journey for signing in itself, and for accounts that are not demo accounts.
 */
export async function signInWithForm(
  page: Page,
  credentials: { email: string; password?: string },
): Promise<void> {
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface LoginAnswer {
  status: number;
  body: { message?: string; content?: { data?: Record<string, unknown> & { token?: string } } };
}

/**
 * A real sign-in without the form, for journeys about something else: the page asks the server
 * (POST /api/institution/login, as the form does) and stores the answer the way the app stores it
 * (apps/web/src/lib/session.ts: `token`, `identifier`, and `session` = the rest of the answer). Leaves the
 * page on a same-site address that is not a screen; the journey then opens the screen it is about.
 */
export async function signInFromPage(page: Page, account: DemoAccount): Promise<void> {
  // localStorage belongs to the site: the page must be on it first. The health answer loads no app code.
  await page.goto('/api/health');
  const answer: LoginAnswer = await page.evaluate(
    async (credentials) => {
      const response = await fetch('/api/institution/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return { status: response.status, body: (await response.json()) as LoginAnswer['body'] };
    },
    {
      loginId: account.email,
      password: DEMO_PASSWORD,
      role: account.kind === 'admin' ? 'SuperAdmin' : 'Login',
    },
  );
  expect(answer.status, `signing in as ${account.email}: ${answer.body.message}`).toBe(200);
  const { token, ...details } = answer.body.content?.data ?? {};
  expect(typeof token, 'the sign-in answer carries a token').toBe('string');
  const identifier = 'institutionType' in details ? 'institution' : 'admin';
  expect(identifier).toBe(account.kind);

  await page.evaluate(
    ({ token, session }) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      storage.setItem('token', token);
      storage.setItem('identifier', session.identifier);
      storage.setItem('session', JSON.stringify(session));
    },
    { token: token as string, session: { identifier, ...details } },
  );
}

/** The session token the page stores on signing in (as `signInFromPage` stores it), for calling the API. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate('localStorage.getItem("token")');
  expect(typeof token, 'the page is signed in').toBe('string');
  return token as string;
}
