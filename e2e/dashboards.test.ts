import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, BOTH, NGO, SHIVNERI, tokenOf } from './support/accounts.js';
import { callApi, indiaToday, ownComments, sessionOf } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import { acknowledgePopup, expectNoProblems, mainOf, popupsGone, screenshotPopup } from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, columnTexts } from './support/tables.js';

/**
 * The dashboards of the institutions that fill requests, in Chromium (docs/spec/part-1-institution-side.md §2;
 * docs/decisions/0045-the-life-of-a-request.md), each opened by typing `/` into a fresh page:
 *
 * 1. Sahyadri Blood Centre: five tiles counted by the database, the Request tab with the three nearest
 *    verified requests from Shivneri hospital, the three charts (Monthly, then Weekly).
 * 2. Sahyadri accepts a request and issues compatible units, first-expiring first: the request is filled, the
 *    Issued tile grows by the units issued.
 * 3. The Request Blood popup opened by its address (`/?requestBlood=true`), for Shivneri hospital: the hospital
 *    finds the request in its verification list.
 * 4. Lakeview (a hospital with a blood bank): five tabs, the Verify tab's For Verification popup, the Inventory
 *    tab; the tab is kept in the address across a reload.
 * 5. Jeevan Dhara Foundation (NGO): its tiles, the requests it raised for the children it supports; Accept and
 *    Assign/Depute sends a donor of its own; the Bulk standing order cannot be accepted.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

interface Tiles {
  nearByDonorsCount: number;
  activeDonorsCount: number;
  recievedCount: number;
  issuedCount: number;
  inventoryCount: { inventory: number };
}

/** Today on India's calendar, as the forms take it (dd/mm/yyyy). */
function todayTyped(): string {
  const [year, month, day] = indiaToday().split('-');
  return `${day}/${month}/${year}`;
}

const tilesOf = async (page: Page) =>
  (await callApi<Tiles>(page, await tokenOf(page), 'GET', '/api/institution/dashboard-count')).content;

/** The tiles as the person reads them: each link's name ("Issued 18") and where it leads. */
async function tileLinks(page: Page): Promise<[string, string | null][]> {
  const tiles = mainOf(page).getByRole('region', { name: 'Counts', exact: true });
  await tiles.getByRole('link').first().waitFor();
  const links = tiles.getByRole('link');
  const names: [string, string | null][] = [];
  for (let n = 0; n < (await links.count()); n++) {
    const link = links.nth(n);
    names.push([
      ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      await link.getAttribute('href'),
    ]);
  }
  return names;
}

async function loadedTable(page: Page, name: string): Promise<Locator> {
  const table = mainOf(page).getByRole('table', { name, exact: true });
  await table.waitFor();
  await expect.poll(() => table.getAttribute('aria-busy')).not.toBe('true');
  await bodyRows(table).first().waitFor();
  return table;
}

async function tabNames(page: Page): Promise<string[]> {
  await mainOf(page).getByRole('tab').first().waitFor();
  return (await mainOf(page).getByRole('tab').allInnerTexts()).map((name) => name.trim());
}

describe.skipIf(!hasChromium)(
  'Dashboards: tiles, tabs and charts; accept, issue, depute, request blood',
  () => {
    const site = useSite();

    it('a blood bank opens / by its address: five tiles from the database, the nearest requests, three charts', async () => {
      const visit = await site.journeyAs(BLOOD_BANK);
      const { page } = visit;
      await page.goto('/');
      const counted = await tilesOf(page);
      expect(await tileLinks(page)).toEqual([
        [
          `Donors Nearby ${counted.nearByDonorsCount >= 1000 ? '1000+' : counted.nearByDonorsCount}`,
          '/nearby-donors',
        ],
        [`Available for Donation ${counted.activeDonorsCount}`, '/available-for-donation'],
        [`Received ${counted.recievedCount}`, '/received'],
        [`Issued ${counted.issuedCount}`, '/inventory-issued'],
        [`Inventory ${counted.inventoryCount.inventory}`, '/inventory'],
      ]);
      expect(await tabNames(page)).toEqual(['Request', 'Donations', 'Camps']);

      const requests = await loadedTable(page, 'Blood requests');
      expect(await bodyRows(requests).count()).toBeLessThanOrEqual(3);
      for (const hospital of await columnTexts(requests, 'Hospital'))
        expect(hospital).toMatch(/Shivneri.*\d km$/);

      for (const chart of ['Inventory by component', 'Blood group', 'Donations received'])
        await mainOf(page).getByRole('heading', { name: chart, exact: true }).waitFor();
      const weekly = page.waitForResponse((response) => response.url().includes('period=Weekly'));
      await mainOf(page).getByText('Weekly', { exact: true }).click();
      expect((await weekly).status()).toBe(200);
      await expectAccessible(page, 'the blood bank dashboard');
      await saveScreenshot(page, 'dashboard-blood-bank');

      await page.reload();
      await loadedTable(page, 'Blood requests');
      await mainOf(page).getByRole('link', { name: 'View All' }).click();
      await page.waitForURL('**/dashboard/request-viewall');
      await page.goBack();
      await loadedTable(page, 'Blood requests');

      // The donors Sahyadri asked to give for a counter patient's surgery: two said yes, one has not answered.
      await mainOf(page).getByRole('tab', { name: 'Donations', exact: true }).click();
      const donations = await loadedTable(page, 'Scheduled donations');
      expect(await bodyRows(donations).count()).toBe(3);
      await mainOf(page).getByRole('link', { name: 'View All' }).click();
      await page.waitForURL('**/dashboard/donation-viewall');
      const all = await loadedTable(page, 'All Donations');
      expect(await bodyRows(all).count()).toBe(3);
      await expectAccessible(page, 'the scheduled donations');
      await saveScreenshot(page, 'dashboard-donation-viewall');
      expectNoProblems(visit);
    });

    it('a blood bank accepts a request and issues compatible units, first-expiring first; Issued grows by them', async () => {
      const visit = await site.journeyAs(BLOOD_BANK);
      const { page } = visit;
      const token = await tokenOf(page);
      // A request for a patient at Sahyadri's own counter: verified at once, newest of all.
      const raised = await callApi<{ data: { _id: string } }>(page, token, 'POST', '/api/requests/add', {
        data: {
          units: 2,
          bloodGroup: 'O+',
          component: 'Red Cells Packed',
          requiredBy: todayTyped(),
          comments: ownComments('Post-partum haemorrhage, ward 3'),
        },
      });
      expect(raised.status, raised.message).toBe(200);
      const before = await tilesOf(page);

      await page.goto('/dashboard/request-viewall?sort=addedAt&order=desc');
      const list = await loadedTable(page, 'All Blood Requests');
      await bodyRows(list)
        .first()
        .getByRole('button', { name: /^Accept request of / })
        .click();
      const popup = page.getByRole('dialog', { name: 'Accept and issue', exact: true });
      await popup.waitFor();
      const units = popup.getByRole('table', { name: /^Compatible units of Red Cells Packed/ });
      await bodyRows(units).first().waitFor();
      // The two it needs are ticked, the first-expiring ones.
      await expect.poll(() => units.getByRole('checkbox', { checked: true }).count()).toBe(2);
      const expiries = await columnTexts(units, 'Expiry');
      const sorted = [...expiries].sort((a, b) => Date.parse(a) - Date.parse(b));
      expect(expiries).toEqual(sorted);
      await popup.getByRole('radio', { name: 'To be collected' }).check();
      await expectAccessible(page, 'the Accept and issue popup', '[role="dialog"]');
      await screenshotPopup(popup, page, 'dashboard-accept-and-issue');
      await popup.getByRole('button', { name: 'Issue', exact: true }).click();
      await acknowledgePopup(page, 'O+ Red Cells Packed issued to patient');
      await popupsGone(page);

      const after = await tilesOf(page);
      expect(after.issuedCount).toBe(before.issuedCount + 2);
      expect(after.inventoryCount.inventory).toBe(before.inventoryCount.inventory - 2);
      const list2 = await callApi<{ data: { _id: string }[] }>(page, token, 'GET', '/api/requests/list', {
        params: { requestType: 'verified', limit: 50 },
      });
      expect(list2.content.data.map((row) => row._id)).not.toContain(raised.content.data._id);
      expectNoProblems(visit);
    });

    it('the Request Blood popup opens from its address and asks Shivneri hospital to verify the request', async () => {
      const visit = await site.journeyAs(BLOOD_BANK);
      const { page } = visit;
      await page.goto('/?requestBlood=true');
      const popup = page.getByRole('dialog', { name: 'Request Blood', exact: true });
      await popup.waitFor();
      const comments = ownComments('Thalassaemia child, transfusion on Friday');
      await popup.getByLabel('Required Before').fill(todayTyped());
      await popup.getByLabel('Units').fill('3');
      await popup.getByLabel('Comments').fill(comments);
      await popup.getByRole('combobox', { name: 'For' }).fill('Shivneri');
      await page.getByRole('option', { name: /^Shivneri Multispeciality Hospital/ }).click();
      await expectAccessible(page, 'the Request Blood popup', '[role="dialog"]');
      await screenshotPopup(popup, page, 'dashboard-request-blood');
      await popup.getByRole('button', { name: 'Request', exact: true }).click();
      await acknowledgePopup(page, 'Blood requested Successfully!');
      await expect.poll(() => new URL(page.url()).searchParams.has('requestBlood')).toBe(false);

      const hospital = await sessionOf(page, SHIVNERI);
      const pending = await callApi<{ data: { comments: string; units: number; bloodGroup: string }[] }>(
        page,
        hospital,
        'GET',
        '/api/requests/list',
        { params: { requestType: 'verify', tab: 'Pending', sort: 'addedAt', order: 'desc' } },
      );
      expect(pending.content.data.find((row) => row.comments === comments)).toMatchObject({
        units: 3,
        bloodGroup: 'A+',
      });
      expectNoProblems(visit);
    });

    it('a hospital with a blood bank has five tabs; Verify opens For Verification; the tab survives a reload', async () => {
      const visit = await site.journeyAs(BOTH);
      const { page } = visit;
      await page.goto('/');
      expect(await tabNames(page)).toEqual(['Request', 'Donations', 'Verify', 'Inventory', 'Camps']);
      await mainOf(page).getByRole('tab', { name: 'Verify', exact: true }).click();
      const verify = await loadedTable(page, 'Requests for verification');
      expect(await bodyRows(verify).count()).toBe(3);
      await bodyRows(verify)
        .first()
        .getByRole('button', { name: /^View request of / })
        .click();
      const popup = page.getByRole('dialog', { name: 'For Verification', exact: true });
      await popup.waitFor();
      await page.keyboard.press('Escape');
      await popupsGone(page);

      await mainOf(page).getByRole('tab', { name: 'Inventory', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'Inventory');
      await page.reload();
      const stock = await loadedTable(page, 'Units available by component and blood group');
      expect(await bodyRows(stock).count()).toBeGreaterThan(0);
      expect(
        await mainOf(page).getByRole('tab', { name: 'Inventory', exact: true }).getAttribute('aria-selected'),
      ).toBe('true');
      await expectAccessible(page, 'the dashboard of a hospital with a blood bank');
      await saveScreenshot(page, 'dashboard-both');
      expectNoProblems(visit);
    });

    it('an NGO deputes a donor of its own for a child it supports, and cannot accept the Bulk standing order', async () => {
      const visit = await site.journeyAs(NGO);
      const { page } = visit;
      await page.goto('/');
      const names = (await tileLinks(page)).map(([name]) => name.replace(/ [\d,+]+$/, ''));
      expect(names).toEqual(['My Donors', 'Available for Donation', 'Camps Organised']);
      expect(await tabNames(page)).toEqual(['Request', 'Camps']);
      const requests = await loadedTable(page, 'Blood requests');
      const bulk = requests.getByRole('button', { name: 'Accept request of Thalassaemia Ward' });
      expect(await bulk.getAttribute('aria-disabled')).toBe('true');

      await requests.getByRole('button', { name: 'Accept request of Aarav Singh' }).click();
      const popup = page.getByRole('dialog', { name: 'Accept and Assign/Depute', exact: true });
      await popup.waitFor();
      const donors = popup.getByRole('table', { name: /^Donors who may give for Aarav Singh/ });
      await bodyRows(donors).first().waitFor();
      const free = donors.getByRole('checkbox', { checked: false, disabled: false }).first();
      await free.check();
      await expectAccessible(page, 'the Accept and Assign/Depute popup', '[role="dialog"]');
      await screenshotPopup(popup, page, 'dashboard-accept-and-depute');
      await popup.getByRole('button', { name: 'Assign/Depute', exact: true }).click();
      await acknowledgePopup(page, 'Assign/Depute successfully');
      await popupsGone(page);
      await expectAccessible(page, 'the NGO dashboard');
      await saveScreenshot(page, 'dashboard-ngo');
      expectNoProblems(visit);
    });
  },
);
