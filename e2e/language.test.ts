import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, DEMO_PASSWORD, tokenOf } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, PHONE_VIEWPORT, saveScreenshot } from './support/browser.js';
import { escapeRegExp, expectNoProblems, expectPath, mainOf, waitUntilLoaded } from './support/person.js';
import { REPO_ROOT } from './support/server.js';
import { useSite } from './support/site.js';

/**
 * Hindi and English in Chromium (issue 17 item 4, docs/decisions/0054-languages.md):
 *
 * 1. A visitor types /login into a fresh page and switches to हिन्दी: the sign-in page is in Hindi
 *    (<html lang="hi">). They sign in as the demo blood bank through the Hindi form; the dashboard is in Hindi
 *    (its heading, the menu, the counts in Latin digits), and stays so after a refresh. They sign out, and
 *    sign in on a fresh browser (nothing stored) through the English form: the dashboard is in Hindi again,
 *    kept with the account. axe finds nothing serious in Hindi. The switch back to English is kept with the
 *    account too, so the demo is left as it was.
 * 2. On a phone, the sign-in page's "use a desktop" overlay offers the switch and the way to Find blood: the
 *    public search opens in Hindi and fits the screen.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

/** The Hindi texts, as the app loads them. */
const HINDI = JSON.parse(readFileSync(`${REPO_ROOT}apps/web/src/locales/hi.json`, 'utf8')) as object;

/** The Hindi of a key ('auth.login.title'), as the code writes it. */
function hindi(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], HINDI);
  if (typeof text !== 'string') throw new Error(`hi.json has no text for ${key}`);
  return text;
}

const languageSwitch = (scope: Page | Locator) => scope.getByRole('group', { name: 'Language / भाषा' });

async function choose(scope: Page | Locator, language: 'English' | 'हिन्दी'): Promise<void> {
  const button = languageSwitch(scope).getByRole('button', { name: language, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

const htmlLang = (page: Page) => page.evaluate('document.documentElement.lang') as Promise<string>;

/** Whether the page is wider than the screen: a phone would scroll sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > window.innerWidth') as Promise<boolean>;

/**
 * Buttons, links, menu entries and tabs whose words do not fit in them, cut off by the control or by a part
 * of it (a Mantine button clips its label in an inner span); words kept for screen readers only (one pixel
 * wide on purpose) do not count. Hindi words are often longer than the English ones the screens were laid
 * out for.
 */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll('button, a, [role="menuitem"], [role="tab"]')]
    .filter((control) => control.checkVisibility())
    .filter((control) => [control, ...control.querySelectorAll('*')].some((part) =>
      part.clientWidth > 1 && part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'auto'))
    .map((control) => (control.innerText || control.getAttribute('aria-label') || '').trim())`) as Promise<
    string[]
  >;
}

/** The dashboard of the demo blood bank, in Hindi: heading, menu, counts. */
async function expectHindiDashboard(page: Page): Promise<void> {
  await expectPath(page, '/');
  await page.getByRole('heading', { name: hindi('dashboard.charts.inventoryByComponent') }).waitFor();
  expect(await htmlLang(page)).toBe('hi');
  await expect.poll(() => page.title()).toBe(`${hindi('dashboard.title')} · RaktSetu`);
  const menu = page.getByRole('navigation', { name: hindi('shell.mainMenu') });
  for (const entry of ['menu.dashboard', 'menu.people', 'menu.inventory', 'menu.settings'])
    await menu.getByRole('link', { name: hindi(entry), exact: true }).waitFor();

  // The counts the server holds, grouped the Indian way with Latin digits (not Devanagari ones).
  const tiles = mainOf(page).getByRole('region', { name: hindi('dashboard.tiles.label'), exact: true });
  const counted = (
    await callApi<{ inventoryCount: { inventory: number }; issuedCount: number }>(
      page,
      await tokenOf(page),
      'GET',
      '/api/institution/dashboard-count',
    )
  ).content;
  const grouped = new Intl.NumberFormat('hi-IN', { numberingSystem: 'latn' });
  for (const [key, count] of [
    ['dashboard.tiles.inventory', counted.inventoryCount.inventory],
    ['dashboard.tiles.issued', counted.issuedCount],
  ] as const) {
    const tile = tiles.getByRole('link', { name: new RegExp(`^${hindi(key)}`) });
    await expect
      .poll(async () => (await tile.innerText()).replace(/\s+/g, ' ').trim())
      .toBe(`${hindi(key)} ${grouped.format(count)}`);
  }
}

describe.skipIf(!hasChromium)('Hindi and English in Chromium', () => {
  const site = useSite();

  it('a clerk switches to हिन्दी at sign-in; the dashboard is in Hindi, after a refresh and on another browser', async () => {
    const visit = await site.journey();
    const { page } = visit;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await choose(page, 'हिन्दी');
    await page.getByRole('heading', { level: 1, name: hindi('auth.login.title') }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await page.title()).toBe(`${hindi('auth.login.title')} · RaktSetu`);
    const about = page.getByRole('complementary', { name: hindi('auth.marketing.label') });
    await about.getByText('57,298', { exact: true }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'language-01-sign-in-hindi');
    expect(await clippedControls(page)).toEqual([]);
    await expectAccessible(page, '/login in Hindi');

    // Through the Hindi form. The demo account said English; the person just chose Hindi: the account keeps it.
    await page.getByLabel(hindi('auth.email')).fill(BLOOD_BANK.email);
    await page.getByLabel(hindi('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
    const kept = page.waitForResponse((response) => response.url().endsWith('/api/auth/language'));
    await page.getByRole('button', { name: hindi('auth.signIn'), exact: true }).click();
    expect((await kept).status()).toBe(200);
    await expectHindiDashboard(page);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'language-02-dashboard-hindi');
    expect(await clippedControls(page)).toEqual([]);
    await expectAccessible(page, 'the dashboard in Hindi');

    await page.reload();
    await expectHindiDashboard(page);

    // The account menu, and signing out: the sign-in page stays in this device's language.
    await page.getByRole('button', { name: new RegExp(escapeRegExp(BLOOD_BANK.name)) }).click();
    const logout = page.getByRole('menuitem', { name: hindi('shell.logout') });
    await logout.waitFor();
    await saveScreenshot(page, 'language-03-account-menu-hindi');
    expect(await clippedControls(page)).toEqual([]);
    await logout.click();
    await page.getByRole('heading', { level: 1, name: hindi('auth.login.title') }).waitFor();
    expectNoProblems(visit);

    // Another browser, nothing stored: the sign-in page in English, the account's Hindi after signing in.
    const elsewhere = await site.journey();
    await elsewhere.page.goto('/login');
    await elsewhere.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await elsewhere.page.getByLabel('E-mail').fill(BLOOD_BANK.email);
    await elsewhere.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await elsewhere.page.getByRole('button', { name: 'Sign in' }).click();
    await expectHindiDashboard(elsewhere.page);

    // Back to English, on the account too: the next sign-in (and every other journey) is in English.
    const restored = elsewhere.page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/language'),
    );
    await choose(elsewhere.page, 'English');
    expect((await restored).status()).toBe(200);
    await elsewhere.page.getByRole('heading', { name: 'Inventory by component' }).waitFor();
    expect(await htmlLang(elsewhere.page)).toBe('en');
    const again = await callApi<{ data: { user: { language: string } } }>(
      elsewhere.page,
      '',
      'POST',
      '/api/institution/login',
      { data: { loginId: BLOOD_BANK.email, password: DEMO_PASSWORD, role: 'Login' } },
    );
    expect(again.content.data.user.language).toBe('en');
    expectNoProblems(elsewhere);
  });

  it('on a phone, the "use a desktop" overlay offers हिन्दी and leads to Find blood, which opens in Hindi', async () => {
    const visit = await site.journey(PHONE_VIEWPORT);
    const { page } = visit;
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Please use a desktop or laptop' }).waitFor();

    // Unnamed: the dialog's name changes with the language.
    await choose(page.getByRole('dialog'), 'हिन्दी');
    const inHindi = page.getByRole('dialog', { name: hindi('auth.mobile.title') });
    await inHindi.getByRole('link', { name: hindi('auth.findBloodLink') }).waitFor();
    await saveScreenshot(page, 'language-04-phone-overlay-hindi');
    expect(await clippedControls(page)).toEqual([]);
    await expectAccessible(page, 'the phone overlay in Hindi', '[role="dialog"]');

    await inHindi.getByRole('link', { name: hindi('auth.findBloodLink') }).click();
    await expectPath(page, '/blood-availability');
    await page.getByRole('heading', { level: 1, name: hindi('availability.title') }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await waitUntilLoaded(page);
    expect(await overflowsSideways(page), 'the page scrolls sideways on a phone').toBe(false);
    await saveScreenshot(page, 'language-05-find-blood-phone-hindi');
    expect(await clippedControls(page)).toEqual([]);
    await expectAccessible(page, '/blood-availability in Hindi on a phone');

    // The public page's own switch goes back to English.
    await choose(page, 'English');
    await page.getByRole('heading', { level: 1, name: 'Find blood' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expectNoProblems(visit);
  });

  it('on a phone, a signed-in clerk finds the switch in the folded menu', async () => {
    const visit = await site.journeyAs(BLOOD_BANK, PHONE_VIEWPORT);
    const { page } = visit;
    // This device last used Hindi.
    await page.evaluate('localStorage.setItem("raktsetu.language", "hi")');
    await page.goto('/');
    await page.getByRole('heading', { name: hindi('dashboard.charts.inventoryByComponent') }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    // The header has no room for it on a phone: it waits in the menu the burger opens.
    expect(await languageSwitch(page.getByRole('banner')).isVisible()).toBe(false);
    await page.getByRole('button', { name: hindi('shell.openMenu') }).click();
    // The header's switch is hidden on a phone: the one the page offers now is the menu's.
    await languageSwitch(page).waitFor();
    await waitUntilLoaded(page);
    expect(await overflowsSideways(page), 'the page scrolls sideways on a phone').toBe(false);
    await saveScreenshot(page, 'language-06-phone-menu-hindi');
    expect(await clippedControls(page)).toEqual([]);

    await choose(page, 'English');
    await page.getByRole('heading', { name: 'Inventory by component' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expectNoProblems(visit);
  });
});
