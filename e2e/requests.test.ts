import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, HOSPITAL, SHIVNERI, tokenOf } from './support/accounts.js';
import { callApi, indiaToday, ownComments, sessionOf } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import {
  acknowledgePopup,
  choose,
  expectNoProblems,
  mainOf,
  popupsGone,
  screenshotPopup,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, columnTexts, settled } from './support/tables.js';

/**
 * A hospital's verification of blood requests in Chromium (docs/spec/part-1-institution-side.md §2, §5;
 * docs/decisions/0045-the-life-of-a-request.md), as the clerk of Seva Sadan Multispeciality Hospital uses it:
 *
 * 1. The hospital opens `/` by its address: "Requests for verification", Pending tab; a request raised by
 *    Sahyadri Blood Centre opens in "For Verification", is edited ("Request Blood": units and blood group),
 *    and verified; it leaves Pending and is found under Verified (the tab in the address, kept on reload,
 *    Back returns to Pending).
 * 2. A request is declined with a reason; it leaves Pending, and a second decision answers 409.
 * 3. Only the hospital a request names decides it: the blood bank that raised it gets 403, another hospital
 *    (Shivneri) 404.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file. Each
 * journey raises the request it works on through the API, with Sahyadri's own session, and finds it by the
 * newest Request Date and its comments: each can run alone, in any order, and again on the same server.
 */

/** POST requests/change-status: 2 verifies, 4 declines (docs/decisions/0045). */
const VERIFY = 2;
const DECLINE = 4;

// ---- days, words ---------------------------------------------------------------------------------------

/** A day as the app shows it: DD MMM YYYY. */
function shownDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${day.slice(8, 10)} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${day.slice(0, 4)}`;
}

// ---- the API -------------------------------------------------------------------------------------------

interface BloodRequest {
  _id: string;
  bloodGroup: string;
  component: string;
  units: number;
  status: number;
  comments: string;
}

/**
 * Sahyadri Blood Centre asks for blood for Seva Sadan (POST requests/add naming the hospital, found through
 * GET institution/list as the Request Blood popup finds it): the request waits for Seva Sadan's verification.
 */
async function raiseForHospital(
  page: Page,
  bankToken: string,
  wanted: { units: number; bloodGroup: string; component: string; comments: string },
): Promise<BloodRequest> {
  const found = await callApi<{ data: { _id: string; institutionName: string }[] }>(
    page,
    bankToken,
    'GET',
    '/api/institution/list',
    { params: { name: 'Seva', type: 'Hospital' } },
  );
  expect(found.status, found.message).toBe(200);
  const hospital = found.content.data.find((institution) => institution.institutionName === HOSPITAL.name);
  expect(hospital, `${HOSPITAL.name} among the hospitals named Seva…`).toBeDefined();
  const raised = await callApi<{ data: BloodRequest }>(page, bankToken, 'POST', '/api/requests/add', {
    data: { ...wanted, requiredBy: indiaToday(), institutionId: hospital?._id },
  });
  expect(raised.status, `raising a request: ${raised.message}`).toBe(200);
  expect(raised.content.data.status, 'a request for another hospital waits for it').toBe(0);
  return raised.content.data;
}

/** The ids of the requests waiting for the hospital's verification, first page as the list asks it. */
async function pendingIds(page: Page, token: string): Promise<string[]> {
  const answer = await callApi<{ data: BloodRequest[] }>(page, token, 'GET', '/api/requests/list', {
    params: { requestType: 'verify', tab: 'Pending', sort: 'addedAt', order: 'desc' },
  });
  expect(answer.status, answer.message).toBe(200);
  return answer.content.data.map((request) => request._id);
}

// ---- what a person does -------------------------------------------------------------------------------

/** The verification list's table of a tab, once its answer is in. */
async function requestsTable(page: Page, tab: 'Pending' | 'Verified'): Promise<Locator> {
  const table = mainOf(page).getByRole('table', { name: `${tab} requests for verification`, exact: true });
  await settled(table);
  return table;
}

/**
 * Sorts the list by Request Date, newest first, with two clicks on its header: ascending (the default order,
 * left out of the address), then descending.
 */
async function newestFirst(page: Page, table: Locator): Promise<void> {
  const sortButton = page.getByRole('button', { name: 'Request Date', exact: true });
  // The header says its order in the same render that asks for the new page, so waiting for it (not only
  // for the address) keeps the table from being read while it still shows the previous order.
  const headerCell = table.locator('thead th').filter({ has: sortButton });
  const header = headerCell.getByRole('button');
  for (const order of ['ascending', 'descending']) {
    await header.click();
    await expect.poll(() => headerCell.getAttribute('aria-sort')).toBe(order);
    await settled(table);
  }
  await page.waitForURL(
    (url) => url.searchParams.get('sort') === 'addedAt' && url.searchParams.get('order') === 'desc',
  );
}

/** Opens the first row's request (View): the newest once sorted by Request Date, newest first. */
async function viewFirst(page: Page, table: Locator, title: string): Promise<Locator> {
  await bodyRows(table)
    .first()
    .getByRole('button', { name: /^View request of / })
    .click();
  const popup = page.getByRole('dialog', { name: title, exact: true });
  await popup.waitFor();
  return popup;
}

/** The request's fields as the popup's description list shows them: label → value. */
async function fieldsOf(popup: Locator): Promise<Record<string, string>> {
  return popup.locator('dl').evaluate((list) => {
    interface Node {
      textContent: string | null;
      nextElementSibling: Node | null;
    }
    const terms = (
      list as unknown as { querySelectorAll(selector: string): ArrayLike<Node> }
    ).querySelectorAll('dt');
    const fields: Record<string, string> = {};
    for (const term of Array.from(terms))
      fields[(term.textContent ?? '').trim()] = (term.nextElementSibling?.textContent ?? '').trim();
    return fields;
  });
}

async function isSelectedTab(page: Page, name: string): Promise<boolean> {
  return (
    (await mainOf(page).getByRole('tab', { name, exact: true }).getAttribute('aria-selected')) === 'true'
  );
}

// ---- the journeys -------------------------------------------------------------------------------------

describe.skipIf(!hasChromium)('Requests: a hospital verifies, edits and declines blood requests', () => {
  const site = useSite();

  it('a hospital opens / by its address, edits a pending request and verifies it; it moves to the Verified tab', async () => {
    const visit = await site.journeyAs(HOSPITAL);
    const { page } = visit;
    const bankToken = await sessionOf(page, BLOOD_BANK);
    const comments = ownComments('Thalassaemia major, monthly transfusion; bed 12, paediatric ward');
    const request = await raiseForHospital(page, bankToken, {
      units: 2,
      bloodGroup: 'B+',
      component: 'Red Cells Packed',
      comments,
    });
    const today = shownDay(indiaToday());

    await page.goto('/');
    await mainOf(page).getByRole('heading', { name: 'Requests for verification', level: 2 }).waitFor();
    expect(await isSelectedTab(page, 'Pending')).toBe(true);
    const pending = await requestsTable(page, 'Pending');
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'requests-01-verification-list');
    await expectAccessible(page, '/ as a hospital: requests for verification, Pending');

    // The newest request first: the one just raised, as the row shows it.
    await newestFirst(page, pending);
    expect((await columnTexts(pending, 'Name'))[0]).toBe(BLOOD_BANK.name);
    expect((await columnTexts(pending, 'Blood Group'))[0]).toBe('B+');
    expect((await columnTexts(pending, 'Component'))[0]).toBe('Red Cells Packed');
    expect((await columnTexts(pending, 'Required By'))[0]).toBe(today);

    const details = await viewFirst(page, pending, 'For Verification');
    expect(await fieldsOf(details)).toMatchObject({
      Name: BLOOD_BANK.name,
      'Blood Group': 'B+',
      Component: 'Red Cells Packed',
      Units: '2',
      'Required By': today,
      Hospital: HOSPITAL.name,
      Comments: comments,
      Attachments: '—',
    });
    await screenshotPopup(details, page, 'requests-02-for-verification');
    await expectAccessible(page, 'the For Verification popup');

    // Edit: the Request Blood popup takes its place; units and blood group change.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Request Blood', exact: true });
    const units = edit.getByRole('textbox', { name: 'Units' });
    await units.waitFor();
    expect(await units.inputValue()).toBe('2');
    expect(await edit.getByRole('textbox', { name: 'Comments' }).inputValue()).toBe(comments);
    await units.fill('3');
    await choose(page, edit.getByRole('combobox', { name: 'Blood Group' }), 'O-');
    await screenshotPopup(edit, page, 'requests-03-request-blood-edit');
    await expectAccessible(page, 'the Request Blood popup, editing');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await acknowledgePopup(page, 'Edit successfully!');

    // Back in For Verification, with the new values.
    await details.waitFor();
    await expect.poll(async () => (await fieldsOf(details)).Units).toBe('3');
    expect(await fieldsOf(details)).toMatchObject({
      'Blood Group': 'O-',
      Component: 'Red Cells Packed',
      Comments: comments,
    });
    await popupsGone(page, 1);
    await screenshotPopup(details, page, 'requests-04-for-verification-edited');

    await details.getByRole('button', { name: 'Verify', exact: true }).click();
    await acknowledgePopup(page, 'Verified successfully!');
    await popupsGone(page);

    // Gone from Pending: the list refreshed to what the server has waiting, without it.
    const waiting = await pendingIds(page, await tokenOf(page));
    expect(waiting).not.toContain(request._id);
    await expect.poll(() => bodyRows(pending).count()).toBe(waiting.length);
    await settled(pending);

    // Under Verified, the tab in the address; newest first still.
    await mainOf(page).getByRole('tab', { name: 'Verified', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'Verified');
    const verified = await requestsTable(page, 'Verified');
    if (new URL(page.url()).searchParams.get('order') !== 'desc') await newestFirst(page, verified);
    expect((await columnTexts(verified, 'Blood Group'))[0]).toBe('O-');
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'requests-05-verified-tab');
    await expectAccessible(page, '/ as a hospital, Verified tab');

    const done = await viewFirst(page, verified, 'Verified request');
    expect(await fieldsOf(done)).toMatchObject({ 'Blood Group': 'O-', Units: '3', Comments: comments });
    // Read-only once verified: Close only.
    expect(await done.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(0);
    expect(await done.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await screenshotPopup(done, page, 'requests-06-verified-request');
    await expectAccessible(page, 'the Verified request popup');
    // The footer's Close (the popup's × is also named Close).
    await done.getByRole('button', { name: 'Close', exact: true }).last().click();
    await popupsGone(page);

    // A reload keeps the tab; Back returns to Pending.
    await page.reload();
    await requestsTable(page, 'Verified');
    expect(await isSelectedTab(page, 'Verified')).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') !== 'Verified');
    await requestsTable(page, 'Pending');
    expect(await isSelectedTab(page, 'Pending')).toBe(true);
    expectNoProblems(visit);
  });

  it('a hospital declines a request with a reason; it leaves Pending, and a second decision is refused', async () => {
    const visit = await site.journeyAs(HOSPITAL);
    const { page } = visit;
    const bankToken = await sessionOf(page, BLOOD_BANK);
    const comments = ownComments('Elective knee replacement, cross-match requested');
    const request = await raiseForHospital(page, bankToken, {
      units: 4,
      bloodGroup: 'A-',
      component: 'Whole Blood',
      comments,
    });
    const reason = 'No such patient admitted at Seva Sadan; please check the hospital named';

    // The list newest first, typed in as an address.
    await page.goto('/?tab=Pending&sort=addedAt&order=desc');
    const pending = await requestsTable(page, 'Pending');
    const details = await viewFirst(page, pending, 'For Verification');
    expect(await fieldsOf(details)).toMatchObject({ 'Blood Group': 'A-', Units: '4', Comments: comments });

    await details.getByRole('button', { name: 'Decline', exact: true }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this request?', exact: true });
    await decline
      .getByText(
        `The request for ${BLOOD_BANK.name} (4 units of A- Whole Blood) will not be filled. The one who raised it sees it declined.`,
        { exact: true },
      )
      .waitFor();
    await decline.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
    await screenshotPopup(decline, page, 'requests-07-decline');
    await expectAccessible(page, 'the Decline this request? popup');
    await decline.getByRole('button', { name: 'Decline', exact: true }).click();
    await acknowledgePopup(page, 'Declined successfully!');
    await popupsGone(page);

    const token = await tokenOf(page);
    const waiting = await pendingIds(page, token);
    expect(waiting).not.toContain(request._id);
    await expect.poll(() => bodyRows(pending).count()).toBe(waiting.length);

    // Decided once: a second decision, verify or decline, is refused with the reason.
    for (const status of [DECLINE, VERIFY]) {
      const again = await callApi(page, token, 'POST', '/api/requests/change-status', {
        data: { id: request._id, status },
      });
      expect(again.status, again.message).toBe(409);
      expect(again.message).toBe('This request was already declined');
    }
    expectNoProblems(visit);
  });

  it('only the hospital a request names decides it: the blood bank that raised it gets 403, another hospital 404', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const bankToken = await tokenOf(page);
    const request = await raiseForHospital(page, bankToken, {
      units: 1,
      bloodGroup: 'AB+',
      component: 'Platelets Random Donor',
      comments: ownComments('Dengue with platelets under 20,000'),
    });

    for (const status of [VERIFY, DECLINE]) {
      const mine = await callApi(page, bankToken, 'POST', '/api/requests/change-status', {
        data: { id: request._id, status },
      });
      expect(mine.status, `the raiser: ${mine.message}`).toBe(403);
    }
    const shivneri = await callApi(
      page,
      await sessionOf(page, SHIVNERI),
      'POST',
      '/api/requests/change-status',
      { data: { id: request._id, status: VERIFY } },
    );
    expect(shivneri.status, `another hospital: ${shivneri.message}`).toBe(404);

    // Still waiting for Seva Sadan, which declines it: its Pending list stays as the demo left it.
    const hospitalToken = await sessionOf(page, HOSPITAL);
    expect(await pendingIds(page, hospitalToken)).toContain(request._id);
    const declined = await callApi(page, hospitalToken, 'POST', '/api/requests/change-status', {
      data: { id: request._id, status: DECLINE, reason: 'Raised in a test of who decides' },
    });
    expect(declined.status, declined.message).toBe(200);
    expectNoProblems(visit);
  });
});
