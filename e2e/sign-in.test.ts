import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BLOOD_BANK,
  DEMO_INSTITUTIONS,
  DEMO_PASSWORD,
  SUPER_ADMIN,
  signInWithForm,
} from './support/accounts.js';
import { hasChromium, PHONE_VIEWPORT, pathOf, saveScreenshot } from './support/browser.js';
import { expectNoProblems, expectPath, logOut, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * A person opens RaktSetu in Chromium, signs in through the form as each kind of institution and as the
 * super administrator, sees the menu their type allows (docs/spec/part-1-institution-side.md §2,
 * docs/spec/part-2-operations-and-admin.md §6), and logs out. Also the route guard, the not-found page, and
 * two answers of the API a client relies on.
 *
 * This is the journey of the sign-in form itself, so every sign-in here goes through the form; other
 * journeys start signed in (support/site.ts, `journeyAs`).
 */

const SIGN_IN_FAILED = 'Enter valid email and password';

// docs/spec/part-1-institution-side.md §2, "Menus and buttons", in the order the sidebar lists them (sub-items under their parent).
const FULL_MENU_LINKS = [
  'Dashboard',
  'Results',
  'Samples',
  'People',
  'Inventory',
  'In Process',
  'Transfer',
  'Receipt',
  'Ageing',
  'Issued',
  'Reports',
  'Haemovigilance',
  'Camp',
  'Chat',
  'Settings',
];
// Issue 17 added Reports and Haemovigilance to the blood centres' menu, and Haemovigilance to a hospital's.
const reducedMenuLinks = (type: string) =>
  type === 'Hospital' ? ['Dashboard', 'People', 'Haemovigilance', 'Camp'] : ['Dashboard', 'People', 'Camp'];

// docs/spec/part-2-operations-and-admin.md §6: Dashboard and Transaction always; the demo super admin has every permission, so every
// area's entry shows as well.
const ADMIN_MENU_LINKS = [
  'Dashboard',
  'Institutions',
  'Administrators',
  'Users',
  'Transaction',
  'Pricing',
  'Subscription plans',
  'Configuration',
  'Audit trail',
];

// ---- what a person does -------------------------------------------------------------------------------

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
}

async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The institution sidebar: the navigation that holds the main menu and, above it, the two buttons. */
function sidebar(page: Page) {
  return page.getByRole('navigation').filter({ has: mainMenu(page) });
}

// ---- the journeys -------------------------------------------------------------------------------------

describe.skipIf(!hasChromium)('Signing in to RaktSetu in Chromium', () => {
  const site = useSite();
  const journey = site.journey;

  it('the running server documents the sign-in call and answers an unknown API path with a 404 envelope', async () => {
    const docs = await fetch(`${site.server.baseUrl}/api/docs/json`);
    expect(docs.status).toBe(200);
    const openApi = (await docs.json()) as { paths?: Record<string, unknown> };
    expect(Object.keys(openApi.paths ?? {})).toContain('/api/institution/login');

    const nope = await fetch(`${site.server.baseUrl}/api/nope`);
    expect(nope.status).toBe(404);
    expect(nope.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await nope.json()) as { code: number; message: unknown };
    expect(body.code).toBe(404);
    expect(typeof body.message).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.js:\d+/); // no stack trace
  });

  it('a visitor opens /login and sees the sign-in form beside the marketing panel', async () => {
    const visit = await journey();
    const { page } = visit;
    await page.goto('/login');

    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.getByLabel('E-mail').waitFor();
    await page.getByLabel('Password').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await page.getByRole('link', { name: 'Register your institution' }).waitFor();

    // docs/spec/part-1-institution-side.md §1: the static figures of the marketing panel.
    const about = page.getByRole('complementary', { name: 'About RaktSetu' });
    for (const figure of ['3,023', '57,298', '12,978', '78,635']) {
      await about.getByText(figure, { exact: true }).waitFor();
    }
    // On a desktop there is no "use a desktop" overlay in the way.
    expect(await page.getByRole('dialog').count()).toBe(0);

    await waitUntilLoaded(page);
    await saveScreenshot(page, 'login');
    expectNoProblems(visit);
  });

  it('on a phone-sized screen the login page asks the person to use a desktop or the mobile app', async () => {
    const visit = await journey(PHONE_VIEWPORT);
    const { page } = visit;
    await page.goto('/login');

    const overlay = page.getByRole('dialog', { name: 'Please use a desktop or laptop' });
    await overlay.waitFor();
    await overlay.getByText(/download the RaktSetu mobile app/).waitFor();
    await saveScreenshot(page, 'login-mobile');

    // A clerk on a small tablet at a camp can still go on.
    await overlay.getByRole('button', { name: 'Continue on this device' }).click();
    await overlay.waitFor({ state: 'hidden' });
    await page.getByLabel('E-mail').waitFor();
    expectNoProblems(visit);
  });

  it('an empty form says "Enter valid email and password" without calling the server', async () => {
    const visit = await journey();
    const { page } = visit;
    await page.goto('/login');
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/institution/login')) loginCalls.push(request.url());
    });

    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('alert').filter({ hasText: SIGN_IN_FAILED }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(loginCalls).toEqual([]);
    expectNoProblems(visit);
  });

  it('a wrong password shows the message the server sent, and the person stays on /login', async () => {
    const visit = await journey();
    const { page } = visit;
    await page.goto('/login');

    await fillCredentials(page, BLOOD_BANK.email, 'Not-the-password1');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/institution/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await answer;
    const body = (await response.json()) as { code: number; message: string };

    expect(response.status()).toBe(401);
    expect(body.code).toBe(401);
    // The server says the same as the form's own check: no hint whether the e-mail or the password was wrong.
    expect(body.message).toBe(SIGN_IN_FAILED);
    await page.getByRole('alert').filter({ hasText: body.message }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    expectNoProblems(visit);
  });

  for (const institution of DEMO_INSTITUTIONS) {
    const fullMenu = institution.type === 'BloodBank' || institution.type === 'Both';

    it(`a ${institution.type} institution signs in with the Enter key, sees the ${fullMenu ? 'full' : 'reduced'} menu and "${institution.secondButton}", and logs out`, async () => {
      const visit = await journey();
      const { page } = visit;
      await page.goto('/login');

      await fillCredentials(page, institution.email, DEMO_PASSWORD);
      await page.getByLabel('Password').press('Enter');

      await expectPath(page, '/');
      await page.getByRole('heading', { name: institution.name, level: 1 }).waitFor();
      await page.getByRole('button', { name: `Account menu for ${institution.name}` }).waitFor();

      const menu = mainMenu(page);
      await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
      if (fullMenu) {
        expect(await textsOf(menu.getByRole('link'))).toEqual(FULL_MENU_LINKS);
        // Lab has no screen of its own: it opens Results and Samples.
        await menu.getByRole('button', { name: 'Lab' }).waitFor();
      } else {
        expect(await textsOf(menu.getByRole('link'))).toEqual(reducedMenuLinks(institution.type));
        for (const hidden of ['Lab', 'Inventory', 'Chat', 'Settings']) {
          expect(await menu.getByRole('link', { name: hidden }).count(), `${hidden} link`).toBe(0);
          expect(await menu.getByRole('button', { name: hidden }).count(), `${hidden} button`).toBe(0);
        }
      }

      // The sidebar's two buttons sit above the menu.
      const sidebarLinks = await textsOf(sidebar(page).getByRole('link'));
      expect(sidebarLinks.slice(0, 2)).toEqual(['Add donor', institution.secondButton]);
      const otherButton = institution.secondButton === 'Create Camp' ? 'Request Blood' : 'Create Camp';
      expect(await sidebar(page).getByRole('link', { name: otherButton }).count()).toBe(0);

      // The dashboard shows the institution's own profile (GET /api/institution/get).
      await page.getByText(institution.email, { exact: true }).waitFor();
      await waitUntilLoaded(page);
      await saveScreenshot(page, `dashboard-${institution.type.toLowerCase()}`);

      if (!fullMenu) {
        // Typing the address of a full-menu screen does not get around the menu: back to the dashboard.
        await page.goto('/inventory');
        await expectPath(page, '/');
        await page.getByRole('heading', { name: institution.name, level: 1 }).waitFor();
      }

      await logOut(page, institution.name);
      await expectPath(page, '/login');
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
      expectNoProblems(visit);
    });
  }

  it('the super admin signs in at /Super-Admin/login, lands on the admin dashboard, sees its menu, and logs out', async () => {
    const visit = await journey();
    const { page } = visit;
    await page.goto('/Super-Admin/login');
    await page.getByRole('heading', { name: 'Super Admin sign in', level: 1 }).waitFor();

    await signInWithForm(page, SUPER_ADMIN);

    await expectPath(page, '/Super-Admin/Dashboard');
    await page.getByRole('heading', { name: 'Super Admin Dashboard', level: 1 }).waitFor();
    const account = page.getByRole('button', { name: `Account menu for ${SUPER_ADMIN.name}` });
    await account.waitFor();
    const menu = mainMenu(page);
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await textsOf(menu.getByRole('link'))).toEqual(ADMIN_MENU_LINKS);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'dashboard-super-admin');

    // An administrator has no institution profile: the header menu offers only Logout.
    const token = await page.evaluate('localStorage.getItem("token")');
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await textsOf(page.getByRole('menuitem'))).toEqual(['Logout']);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/Super-Admin/login');
    await page.getByRole('heading', { name: 'Super Admin sign in', level: 1 }).waitFor();
    // Logout ended the session on the server: a copy of the token opens nothing any more.
    const afterwards = await page.request.get('/api/super-admin/permissions', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterwards.status()).toBe(401);
    expectNoProblems(visit);
  });

  describe('the route guard', () => {
    it('sends a visitor without a session from /inventory to /login', async () => {
      const visit = await journey();
      const { page } = visit;
      await openSentToSignIn(page, '/inventory', '/login');
      expectNoProblems(visit);
    });

    it('sends a first-time visitor from a super-admin address to /login (no stored identifier)', async () => {
      const visit = await journey();
      const { page } = visit;
      await openSentToSignIn(page, '/Super-Admin/Users', '/login');
      expectNoProblems(visit);
    });

    it('after an administrator logs out, protected addresses lead back to /Super-Admin/login', async () => {
      const visit = await journey();
      const { page } = visit;
      await page.goto('/Super-Admin/login');
      await fillCredentials(page, SUPER_ADMIN.email, DEMO_PASSWORD);
      await page.getByLabel('Password').press('Enter');
      await expectPath(page, '/Super-Admin/Dashboard');
      await logOut(page, SUPER_ADMIN.name);
      await expectPath(page, '/Super-Admin/login');

      // An admin screen.
      await openSentToSignIn(page, '/Super-Admin/Users', '/Super-Admin/login');
      // docs/spec/part-1-institution-side.md §2: the stored identifier is still "admin", so an institution screen leads there too.
      await openSentToSignIn(page, '/inventory', '/Super-Admin/login');
      expectNoProblems(visit);
    });

    it('sends a signed-in institution that opens /login back to its dashboard (and times the dashboard)', async () => {
      const visit = await journey();
      const { page } = visit;
      const institution = BLOOD_BANK;
      await page.goto('/login');
      await fillCredentials(page, institution.email, DEMO_PASSWORD);

      // How long a person waits from clicking Sign in to seeing whose dashboard this is. Printed, not
      // asserted: shared CI machines vary too much for a tight bound to mean anything.
      const heading = page.getByRole('heading', { name: institution.name, level: 1 });
      const clickedAt = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await heading.waitFor();
      const dashboardMs = performance.now() - clickedAt;
      console.log(
        `[e2e timing] ${institution.type} dashboard: institution name visible ${dashboardMs.toFixed(0)} ms after clicking Sign in`,
      );
      expect(pathOf(page)).toBe('/');

      await page.goto('/login');
      await expectPath(page, '/');
      await heading.waitFor();
      expect(await page.getByLabel('E-mail').count()).toBe(0);
      expectNoProblems(visit);
    });
  });

  it('an unknown address shows the not-found page', async () => {
    const visit = await journey();
    const { page } = visit;
    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/no-such-screen');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expectPath(page, '/login');
    expectNoProblems(visit);
  });
});

/**
 * Types an address that a guard answers with a sign-in page. The guard first changes the address in the app,
 * then loads the sign-in page afresh (src/app/sign-in-door.tsx): the journey waits for that page itself, not
 * only its address, so its next navigation does not cut the sign-in page's load short.
 */
async function openSentToSignIn(page: Page, address: string, loginPath: '/login' | '/Super-Admin/login') {
  await page.goto(address, { waitUntil: 'commit' });
  await expectPath(page, loginPath);
  const heading = loginPath === '/login' ? 'Sign in' : 'Super Admin sign in';
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('load');
}
