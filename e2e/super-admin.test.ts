import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHIVNERI, SUPER_ADMIN, signInWithForm, tokenOf } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, pathOf, saveScreenshot } from './support/browser.js';
import {
  acknowledgePopup,
  choose,
  escapeRegExp,
  expectNoProblems,
  expectPath,
  openMail,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';

/**
 * The super administrator's area in Chromium (docs/spec/part-2-operations-and-admin.md §2, §4–§6;
 * issue 15), on one real server with the demo data:
 *
 * 1. The national dashboard, typed into the address: tiles, the 17 core statistics, the map of India shaded
 *    by donations (its figure on hover), a state's cities, kept in the address across reload and Back.
 * 2. Blocking an institution from its detail page signs its user out at once and refuses sign-in until it
 *    is unblocked.
 * 3. A plan is added: every field is required ("All Fields required !"), then "Plan Add Successfully!" and the
 *    new plan heads the list.
 * 4. An administrator is added with View Only on institutions; they set their password from the mailed link,
 *    sign in, see only Dashboard, Transaction and Institutions, get no Approve button — and the server answers
 *    403 when the approval is sent all the same.
 */

async function openDashboard(page: Page, query = ''): Promise<void> {
  await page.goto(`/Super-Admin/Dashboard${query}`);
  await page.getByRole('heading', { name: 'Super Admin Dashboard', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Core Statistics' }).waitFor();
  await waitUntilLoaded(page);
}

describe.skipIf(!hasChromium)('The super administrator in Chromium', () => {
  const site = useSite();

  it('reads the national dashboard: tiles, core statistics, the map of India and a state’s cities', async () => {
    const visit = await site.journeyAs(SUPER_ADMIN);
    const { page } = visit;
    await openDashboard(page);

    const tiles = page.getByRole('region', { name: 'National figures' });
    for (const tile of ['Donation', 'Consumption', 'Inventory', 'Demand per days', 'Issued per day'])
      await tiles.getByText(tile, { exact: true }).waitFor();
    // The demo's blood centres hold units: the inventory tile counts them.
    const inventory = tiles.getByText('Inventory', { exact: true }).locator('xpath=following-sibling::*[1]');
    expect(Number((await inventory.innerText()).replace(/,/g, ''))).toBeGreaterThan(0);

    const statistics = page.getByRole('region', { name: 'Core Statistics' });
    expect(await statistics.locator('dt').count()).toBe(17);
    await statistics.getByText('Most Active State in Blood Donation Drive').waitFor();

    // The map, drawn from the shapes shipped with the app; Maharashtra holds the demo's donations.
    const map = page.getByRole('img', { name: /Map of India shaded by donations per state/ });
    await map.waitFor();
    const byState = page.getByRole('table', { name: 'Donations by state' });
    const maharashtra = byState.getByRole('row').filter({ hasText: 'Maharashtra' });
    const figure = (await maharashtra.getByRole('cell').nth(1).innerText()).trim();
    expect(Number(figure.replace(/,/g, ''))).toBeGreaterThan(0);
    // Hovering a state shows its figure.
    const shape = map.locator('path').filter({ has: page.locator('title', { hasText: /^Maharashtra:/ }) });
    await shape.hover();
    await page.getByText(`${figure} donations`, { exact: true }).waitFor();
    await expectAccessible(page, 'the super-admin dashboard');
    await saveScreenshot(page, 'super-admin-01-dashboard-map');

    // A state: its cities with their donations, in the address, so reload and Back keep to it.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'Maharashtra');
    const cities = page.getByRole('table', { name: 'Donations by city' });
    await cities.getByRole('row').filter({ hasText: 'Pune' }).waitFor();
    await statistics.getByText('Most Active City in Blood Donation Drive').waitFor();
    await page.reload();
    await cities.getByRole('row').filter({ hasText: 'Pune' }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'super-admin-02-dashboard-state');

    // A state without donations says so in the spec's words.
    await openDashboard(page, '?state=Lakshadweep');
    await page.getByText('No City List', { exact: true }).waitFor();
    await page.goBack();
    await cities.getByRole('row').filter({ hasText: 'Pune' }).waitFor();
    await page.goBack();
    await map.waitFor();
    expect(pathOf(page)).toBe('/Super-Admin/Dashboard');
    expectNoProblems(visit);
  });

  it('blocks an institution: its user is signed out at once and let in again only once it is unblocked', async () => {
    const hospital = await site.journeyAs(SHIVNERI);
    await hospital.page.goto('/');
    await hospital.page.getByRole('heading', { level: 1 }).first().waitFor();

    const admin = await site.journeyAs(SUPER_ADMIN);
    const { page } = admin;
    await page.goto('/Super-Admin/Instituions?tab=registered');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Shivneri');
    const table = page.getByRole('table', { name: 'Register' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await table.getByRole('link', { name: `Details of ${SHIVNERI.name}` }).click();
    await expectPath(page, '/Super-Admin/Instituions-Detail-Page');
    await page.getByRole('heading', { name: SHIVNERI.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    await waitUntilLoaded(page);
    await expectAccessible(page, 'the institution detail page');
    await saveScreenshot(page, 'super-admin-03-institution-detail');

    // Typed into a fresh page, the address opens the same institution.
    const address = page.url();
    await page.goto(address);
    await page.getByRole('heading', { name: SHIVNERI.name, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Block Institution' }).click();
    const popup = page.getByRole('dialog', { name: 'Block Institution' });
    await popup.getByRole('button', { name: 'Block Institution' }).click();
    await popup.getByText('*Comment Is Required', { exact: true }).waitFor();
    await popup.getByLabel('Comment').fill('Blood storage licence lapsed on 31 October; renewal not filed.');
    await saveScreenshot(page, 'super-admin-04-block-popup');
    await popup.getByRole('button', { name: 'Block Institution' }).click();
    await acknowledgePopup(page, 'Institution Blocked');
    await page.getByRole('button', { name: 'Unblock Institution' }).waitFor();

    // The hospital's next step finds its session ended, and signing in is refused while blocked.
    await hospital.page.reload();
    await expectPath(hospital.page, '/login');
    await signInWithForm(hospital.page, { email: SHIVNERI.email });
    await hospital.page.getByText('Your institution has been blocked. Please contact RaktSetu').waitFor();

    await page.getByRole('button', { name: 'Unblock Institution' }).click();
    const unblock = page.getByRole('dialog', { name: 'Unblock Institution' });
    await unblock.getByLabel('Comment').fill('Renewed licence received and verified.');
    await unblock.getByRole('button', { name: 'Unblock Institution' }).click();
    await acknowledgePopup(page, 'Institution Unlocked');
    await page.getByRole('button', { name: 'Block Institution' }).waitFor();

    await signInWithForm(hospital.page, { email: SHIVNERI.email });
    await hospital.page.waitForURL((url) => url.pathname === '/');
    expectNoProblems(admin);
    expectNoProblems(hospital);
  });

  it('adds a subscription plan: all nine fields or nothing, then it heads the list', async () => {
    const visit = await site.journeyAs(SUPER_ADMIN);
    const { page } = visit;
    await page.goto('/Super-Admin/Subcription-plan');
    await page.getByRole('heading', { name: 'Subscription Plans (INDIA)', level: 1 }).waitFor();
    await waitUntilLoaded(page);
    const table = page.getByRole('table', { name: 'Subscription plans' });
    const before = await table.getByRole('row').count();

    await page.getByRole('button', { name: 'Add Plan' }).click();
    const popup = page.getByRole('dialog', { name: 'Add Plan' });
    await popup.getByRole('button', { name: 'Add Plan' }).click();
    await popup.getByText('All Fields required !', { exact: true }).first().waitFor();
    await expectAccessible(page, 'the Add Plan popup', '[role="dialog"]');
    // Each field by the start of its label (a required one ends with its mark).
    const field = (label: string) => popup.getByLabel(new RegExp(`^${escapeRegExp(label)}`));

    await field('Plan Name').fill('District Hospital 2000');
    await field('Description').fill('Processing of 2 000 units a year for a district hospital.');
    await field('Price (₹)').fill('250000');
    await field('Quantity (units)').fill('2000');
    await field('Bonus Quantity (units)').fill('150');
    await field('Bonus Period (days)').fill('90');
    await field('Condition').fill('Bonus units to be used within 90 days of purchase.');
    await field('From').fill('01/12/2026');
    await field('To').fill('30/11/2027');
    await saveScreenshot(page, 'super-admin-05-add-plan');
    await popup.getByRole('button', { name: 'Add Plan' }).click();
    await acknowledgePopup(page, 'Plan Add Successfully!');

    await table.getByRole('row').filter({ hasText: 'District Hospital 2000' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(Math.min(before + 1, 11));
    await page.reload();
    await table.getByRole('row').nth(1).filter({ hasText: 'District Hospital 2000' }).waitFor();
    expectNoProblems(visit);
  });

  it('adds a View Only administrator who sets a password from the mail and cannot approve, even by hand', async () => {
    const visit = await site.journeyAs(SUPER_ADMIN);
    const { page } = visit;
    await page.goto('/Super-Admin/Administrators');
    await page.getByRole('heading', { name: 'Administrators', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: 'Add Admin' })
      .or(page.getByRole('button', { name: 'Add Admin' }))
      .click();
    await expectPath(page, '/Super-Admin/Add_Admin');
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Add Admin' }).click();
    await form.getByText('All Personal Info. Is Required', { exact: true }).waitFor();
    await form.getByText('All Permissions Is Required', { exact: true }).waitFor();

    const email = 'ananya.rao@nbtc.example';
    const field = (label: string) =>
      form.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`) });
    await field('First name').fill('Ananya');
    await field('Last name').fill('Rao');
    await field('E-mail').fill(email);
    await field('Date of birth').fill('14/02/1990');
    await field('Mobile number').fill('9845012345');
    await field('Address').fill('NBTC, Nirman Bhawan, Maulana Azad Road');
    await field('District').fill('New Delhi');
    await field('State').fill('Delhi');
    await field('Country').fill('India');
    for (const area of ['User Management', 'Administrators', 'Billing', 'Configurations', 'Subscription'])
      await choose(page, form.getByRole('combobox', { name: area }), 'None');
    await choose(page, form.getByRole('combobox', { name: 'Institute Management' }), 'View Only');
    await expectAccessible(page, 'the Add Admin form');
    await saveScreenshot(page, 'super-admin-06-add-admin');
    await form.getByRole('button', { name: 'Add Admin' }).click();
    await acknowledgePopup(page, 'Admin Add Successfully');

    // The new administrator reads the mail and sets a password through its link.
    const mail = await openMail(page, 'RaktSetu: you are now a super administrator', email);
    const href = (await mail
      .getByRole('link', { name: /\/setPassword\?id=/ })
      // The mail says it in both languages: the link is in each half, the same.
      .first()
      .getAttribute('href')) as string;
    const newcomer = await site.journey();
    const { page: own } = newcomer;
    const link = new URL(href);
    await own.goto(`${link.pathname}${link.search}`);
    await own.getByRole('heading', { name: 'Set password', level: 1 }).waitFor();
    await own.getByLabel('New password').fill('Ananya#Nbtc2026');
    await own.getByLabel('Confirm password').fill('Ananya#Nbtc2026');
    await own.getByRole('button', { name: 'Set password' }).click();
    await acknowledgePopup(own, 'Password set successfully');
    await expectPath(own, '/Super-Admin/login');
    await signInWithForm(own, { email, password: 'Ananya#Nbtc2026' });
    await expectPath(own, '/Super-Admin/Dashboard');

    // Only the areas with a right, and Dashboard and Transaction always.
    const menu = own.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Institutions' }).waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Institutions',
      'Transaction',
    ]);
    await saveScreenshot(own, 'super-admin-07-view-only-menu');

    // A pending registration: the popup offers no Approve…
    await menu.getByRole('link', { name: 'Institutions' }).click();
    await own.getByRole('tab', { name: 'Pending For Verification' }).click();
    const pending = own.getByRole('table', { name: 'Pending For Verification' });
    const first = pending.getByRole('row').nth(1);
    await first.waitFor();
    await first.getByRole('button', { name: /^View / }).click();
    const profile = own.getByRole('dialog');
    await profile.waitFor();
    await waitUntilLoaded(own);
    expect(await profile.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // …and the approval sent by hand with this administrator's token is refused by the server.
    const token = await tokenOf(own);
    const institutionId = await own.evaluate(async (bearer) => {
      const response = await fetch('/api/super-admin/bloodbank/pending/institutions', {
        headers: { authorization: `Bearer ${bearer}` },
      });
      return ((await response.json()) as { content: { data: { _id: string }[] } }).content.data[0]?._id ?? '';
    }, token);
    expect(institutionId).not.toBe('');
    const status = await own.evaluate(
      async ({ bearer, institution }) =>
        (
          await fetch('/api/institution/verify', {
            method: 'POST',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
            body: JSON.stringify({ id: institution, status: 'approved' }),
          })
        ).status,
      { bearer: token, institution: institutionId },
    );
    expect(status).toBe(403);
    expectNoProblems(visit);
    expectNoProblems(newcomer);
  });
});
