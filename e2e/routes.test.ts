import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addressOf,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteRule,
} from '../apps/web/src/app/route-access.js';
import { BLOOD_BANK, type DemoAccount, NGO, SUPER_ADMIN } from './support/accounts.js';
import { type AxeFinding, expectAccessible as expectNoSeriousFindings } from './support/axe.js';
import { hasChromium, type Journey, pathOf, saveScreenshot } from './support/browser.js';
import { alertWithText, expectNoProblems, expectPath, fadedIn, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * Every address of the app, typed into the browser by someone allowed to see it: the screen it names is
 * shown (not a redirect, not the API's JSON), it has a heading, a language and a title of its own, it
 * survives a reload, and axe finds nothing serious against WCAG 2.1 AA on it. A few opened states
 * (popups, a form error) are checked too. The list of addresses is the app's own route table
 * (apps/web/src/app/route-access.ts), which a unit test keeps equal to the router: a new screen is
 * checked here without anyone touching this file.
 *
 * docs/spec/part-1-institution-side.md §2 and docs/spec/part-2-operations-and-admin.md §2 list the
 * routes; docs/decisions/0030-accessibility-checks.md says why and how.
 */

/**
 * Who opens each kind of address: the narrowest account the table allows (an NGO has the smallest menu),
 * so a screen that quietly needs more than its row says fails here. Who is kept out is checked, faster,
 * by the route table's unit test against the guards.
 */
const VISITOR_FOR: Record<RouteAccess, DemoAccount | null> = {
  public: null,
  entry: null,
  institution: NGO,
  fullMenu: BLOOD_BANK,
  admin: SUPER_ADMIN,
};

/** Per screen, how many elements axe flagged (any impact): printed at the end, for the record. */
const tally = new Map<string, AxeFinding[]>();

async function expectAccessible(page: Page, screen: string): Promise<void> {
  tally.set(screen, await expectNoSeriousFindings(page, screen));
}

/** What the person must see once the address has loaded (again). */
async function expectScreen(page: Page, rule: RouteRule, response: Response | null): Promise<void> {
  const expectedPath = rule.redirectsTo ?? addressOf(rule);

  // The page itself is the app, never an API answer.
  expect(response?.status(), 'status of the page').toBe(200);
  expect(response?.headers()['content-type'], 'type of the page').toMatch(/^text\/html/);

  await expectPath(page, expectedPath);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.first().waitFor();
  expect(await heading.count(), 'one level-1 heading').toBe(1);
  expect((await heading.innerText()).trim(), 'the heading says something').not.toBe('');
  await waitUntilLoaded(page);

  const body = (await page.locator('body').innerText()).trim();
  expect(body.startsWith('{') || body.startsWith('['), `the body is JSON: ${body.slice(0, 80)}`).toBe(false);
  // Still the same address after the screen settled: no guard or effect sent the person elsewhere.
  expect(pathOf(page)).toBe(expectedPath);

  expect(await page.evaluate('document.documentElement.lang'), 'lang of <html>').toBe('en');
  await expect
    .poll(() => page.title(), { message: 'the document title names the screen' })
    .toBe(`${rule.title[1]} · RaktSetu`);
}

describe.skipIf(!hasChromium)('Every screen opens by its address, and passes axe', () => {
  const site = useSite();

  afterAll(() => {
    if (tally.size === 0) return;
    const lines = [...tally].map(([screen, findings]) => {
      const byRule = new Map<string, number>();
      for (const finding of findings) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
      const rules = [...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ');
      return `  ${screen.padEnd(48)} ${String(findings.length).padStart(3)}${rules ? ` (${rules})` : ''}`;
    });
    console.log(`[axe] WCAG 2.1 AA, elements flagged per screen:\n${lines.join('\n')}`);
  });

  // A new tab per address; the browser behind it, signed in once per account, is kept for the file.
  const open = (rule: RouteRule): Promise<Journey> => site.tabAs(VISITOR_FOR[rule.access]);

  for (const rule of ROUTE_ACCESS) {
    const address = addressOf(rule);
    const who = VISITOR_FOR[rule.access];
    it(`${address} (${rule.access}) shows "${rule.title[1]}" to ${who ? who.email : 'a visitor'}, again after a reload`, async () => {
      const visit = await open(rule);
      const { page } = visit;

      await expectScreen(page, rule, await page.goto(address));
      await expectAccessible(page, address);

      await expectScreen(page, rule, await page.reload());
      expectNoProblems(visit);
    });
  }

  it('GET / answers the app to a browser, not JSON, signed in or not', async () => {
    const answer = await fetch(`${site.url}/`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toMatch(/^<!doctype html>/i);
  });

  it('Back returns to the screen before, with its title', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transfer' }).click();
    await expectPath(page, '/inventory-transfer');
    await page.getByRole('heading', { name: 'Transfer', level: 1 }).waitFor();
    expect(await page.title()).toBe('Transfer · RaktSetu');

    await page.goto('/people');
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();

    await page.goBack();
    await expectPath(page, '/inventory-transfer');
    await page.getByRole('heading', { name: 'Transfer', level: 1 }).waitFor();
    await page.goBack();
    await expectPath(page, '/inventory');
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Inventory · RaktSetu');
    expectNoProblems(visit);
  });

  describe('opened states', () => {
    it('the login page showing its error', async () => {
      const visit = await site.journey();
      const { page } = visit;
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await alertWithText(page, 'Enter valid email and password').waitFor();
      await saveScreenshot(page, 'a11y-login-error');
      await expectAccessible(page, '/login with its error');
      expectNoProblems(visit);
    });

    it('the registration page’s "Add new institution" popup', async () => {
      const visit = await site.journey();
      const { page } = visit;
      await page.goto('/signup');
      const form = page.getByRole('form', { name: 'Register a blood bank' });
      await form
        .getByRole('combobox', { name: 'Blood bank name', exact: true })
        .fill('Nirmal Voluntary Blood Centre');
      await form.getByRole('button', { name: 'Add new institution' }).click();
      const popup = page.getByRole('dialog', { name: 'Add new institution' });
      await popup.waitFor();
      // Its own errors, too: the popup at its busiest.
      await popup.getByRole('button', { name: 'Add institution' }).click();
      await popup.getByText('All Fileds Is Required', { exact: true }).first().waitFor();
      await saveScreenshot(page, 'a11y-add-new-institution');
      await expectAccessible(page, '/signup "Add new institution" popup');
      expectNoProblems(visit);
    });

    it('the super admin’s institution profile popup', async () => {
      const visit = await site.journeyAs(SUPER_ADMIN);
      const { page } = visit;
      await page.goto('/Super-Admin/Instituions');
      await page.getByRole('tab', { name: 'Register' }).click();
      const row = page
        .getByRole('table', { name: 'Register' })
        .getByRole('row')
        .filter({ hasText: BLOOD_BANK.name });
      await row.getByRole('button', { name: `View ${BLOOD_BANK.name}` }).click();
      const profile = page.getByRole('dialog', { name: BLOOD_BANK.name, exact: true });
      await profile.waitFor();
      await waitUntilLoaded(page);
      await saveScreenshot(page, 'a11y-institution-profile');
      await expectAccessible(page, '/Super-Admin/Instituions profile popup');
      expectNoProblems(visit);
    });

    it('the super admin’s user profile with its Block form, administrator profile and price editor', async () => {
      const visit = await site.journeyAs(SUPER_ADMIN);
      const { page } = visit;
      await page.goto('/Super-Admin/Users');
      await page
        .getByRole('table', { name: 'Users' })
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      const profile = page.getByRole('dialog');
      await profile
        .getByRole('button', { name: 'Block', exact: true })
        .or(profile.getByRole('button', { name: 'Unblock', exact: true }))
        .first()
        .waitFor();
      await waitUntilLoaded(page);
      await fadedIn(profile);
      await expectAccessible(page, '/Super-Admin/Users profile popup');
      const block = profile.getByRole('button', { name: 'Block', exact: true });
      if (await block.count()) {
        await block.click();
        await profile.getByRole('radio', { name: 'Temporarily' }).check();
        await profile.getByRole('button', { name: 'Block user' }).click();
        await profile.getByText('*Reason Is Required', { exact: true }).first().waitFor();
        await saveScreenshot(page, 'a11y-user-block-form');
        await expectAccessible(page, '/Super-Admin/Users Block form');
      }
      await page.keyboard.press('Escape');
      await profile.waitFor({ state: 'hidden' });

      await page.goto('/Super-Admin/Administrators');
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await waitUntilLoaded(page);
      await fadedIn(page.getByRole('dialog'));
      await expectAccessible(page, '/Super-Admin/Administrators profile popup');
      await page.keyboard.press('Escape');

      await page.goto('/Super-Admin/Pricing');
      await page
        .getByRole('button', { name: /^Edit prices of / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await fadedIn(page.getByRole('dialog'));
      await expectAccessible(page, '/Super-Admin/Pricing edit popup');
      expectNoProblems(visit);
    });
  });
});
