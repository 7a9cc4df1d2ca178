import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, type DemoInstitution, tokenOf } from './support/accounts.js';
import { type Answer, callApi as callWithToken } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, SCREENSHOT_DIR, saveScreenshot } from './support/browser.js';
import {
  acknowledgePopup,
  choose,
  escapeRegExp,
  expectNoProblems,
  expectPath,
  mainOf,
  popupsGone,
  screenshotPopup,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, columnTexts, searchList, settled } from './support/tables.js';

/**
 * The lab of Sahyadri Blood Centre in Chromium (docs/spec/part-2-operations-and-admin.md §2 "Lab screens", §5;
 * docs/decisions/0047-the-lab.md), each journey starting from an address typed into a fresh page:
 *
 * 1. A sample of today's camp is accepted on /labresult-samples and its result entered — group found, every
 *    mandatory screening test non-reactive, Pass: the bag leaves quarantine, and is then issued to a patient at
 *    the counter, its history saying so from collection to issue.
 * 2. Another camp sample is HBsAg-reactive: Fail. The bag is marked unsafe (the lab is offered its disposal
 *    and chooses Later), the issue popup greys it out with the reason, and the server refuses it too.
 * 3. /labresult: the register of the last days, filtered by group, a column hidden through Show/Hide Columns
 *    (kept after a reload), a report's details printed to PDF; the demo's held bag (the lab found another Rh
 *    group than its label) is released by a correction with its reason.
 * 4. A lab member signs in to the lab screens alone: any other address sends them to the samples.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file. The
 * demo leaves three of today's camp samples at Sahyadri waiting to be accepted (apps/api/src/db/seed/demo-lab.ts);
 * journeys 1 and 2 each take one, found through the API, so they run in either order.
 */

const LAB_MEMBER: DemoInstitution = {
  kind: 'institution',
  type: 'BloodBank',
  email: 'lab@raktsetu.demo',
  name: 'Sahyadri Blood Centre',
  city: 'Pune',
  secondButton: 'Request Blood',
};

const SCREENING = ['HIV 1 & 2', 'HBsAg', 'HCV', 'Syphilis (VDRL/RPR)', 'Malaria'] as const;
const UNSAFE_REASON = 'This unit is unsafe: the lab failed it (a reactive screening test or a Fail)';

/** A report number no other journey or run uses. */
const ownReport = (letters: string) => `SBC/${letters}/${Date.now().toString(36).toUpperCase()}`;

// ---- the API, through the page's own session --------------------------------------------------------------

interface Sample {
  _id: string;
  inventoryId: string;
  bagId: string;
  status: number;
  receivedFrom: string;
  sample: { sampleId_1: string };
}

interface Unit {
  _id: string;
  bagId: string;
  bloodGroup: string;
  component: string;
  state: string;
}

async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  input: { params?: Record<string, string | number>; data?: unknown } = {},
): Promise<Answer<T>> {
  return callWithToken<T>(page, await tokenOf(page), method, url, input);
}

/** A sample of today's camp still waiting at the door of the lab (status 3). */
async function campSampleWaiting(page: Page): Promise<Sample> {
  const answer = await callApi<{ data: Sample[] }>(page, 'GET', '/api/institution/lab-results/list', {
    params: { type: 'samples', status: 3, limit: 100 },
  });
  expect(answer.status, answer.message).toBe(200);
  const sample = answer.content.data.find((row) => row.receivedFrom.startsWith('Camp '));
  expect(sample, 'a camp sample waits to be accepted').toBeDefined();
  return sample as Sample;
}

async function unitOf(page: Page, id: string): Promise<Unit> {
  const answer = await callApi<{ data: Unit }>(page, 'GET', '/api/institution/inventory/unit', {
    params: { id },
  });
  expect(answer.status, answer.message).toBe(200);
  return answer.content.data;
}

// ---- what a person does -------------------------------------------------------------------------------

/** Opens /labresult-samples by its address and finds the sample by its sample ID. */
async function findSample(page: Page, code: string): Promise<Locator> {
  await page.goto('/labresult-samples');
  await page.getByRole('heading', { name: 'Samples', level: 1 }).waitFor();
  const table = mainOf(page).getByRole('table', { name: 'Samples', exact: true });
  await settled(table);
  await searchList(page, table, code, 1);
  return table;
}

/** Accepts the sample with its Accept, then opens Enter Result: the single result popup. */
async function acceptAndOpenResult(page: Page, table: Locator, code: string): Promise<Locator> {
  await table.getByRole('button', { name: `Accept sample ${code}`, exact: true }).click();
  await page.getByText('Sample accepted', { exact: true }).waitFor();
  await table.getByRole('button', { name: `Enter Result for sample ${code}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Enter lab result', exact: true });
  await form.getByRole('textbox', { name: 'Report No', exact: true }).waitFor();
  return form;
}

/** Fills the single result form: the group found, the report, the screening and the final result. */
async function fillResult(
  page: Page,
  form: Locator,
  result: { group: string; reportNo: string; reactive?: (typeof SCREENING)[number]; final: 'Pass' | 'Fail' },
): Promise<void> {
  await choose(page, form.getByRole('combobox', { name: 'Blood Group found' }), result.group);
  await form.getByRole('textbox', { name: 'Report No', exact: true }).fill(result.reportNo);
  await form.getByRole('textbox', { name: 'Tested By', exact: true }).fill('Kavita Deshmukh, Lab Technician');
  await form.getByRole('textbox', { name: 'Hb (g/dL)', exact: true }).fill('13.8');
  await form.getByRole('textbox', { name: 'RBC (4.5-5.5*10^12)', exact: true }).fill('4.9');
  for (const test of SCREENING) {
    const outcome = test === result.reactive ? 'Reactive' : 'Non-reactive';
    await form
      .getByRole('radiogroup', { name: test, exact: true })
      .getByRole('radio', { name: outcome, exact: true })
      .check();
  }
  await form
    .getByRole('radiogroup', { name: 'Final Result', exact: true })
    .getByRole('radio', { name: result.final, exact: true })
    .check();
}

/** Opens the stock grid's Unregistered issue for the unit's cell, for a patient of the unit's group. */
async function issuePopupFor(page: Page, unit: Unit): Promise<{ issue: Locator; bags: Locator }> {
  await page.goto('/inventory');
  await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
  await page
    .getByRole('button', {
      name: new RegExp(`^Actions for ${escapeRegExp(unit.bloodGroup)} ${escapeRegExp(unit.component)}:`),
    })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Unregistered', exact: true }).click();
  const issue = page.getByRole('dialog', { name: 'Issue to Patient', exact: true });
  const form = issue.getByRole('form', { name: 'Add Patient to Issue Blood' });
  await form.getByRole('textbox', { name: 'Patient name', exact: true }).fill('Rekha Gaikwad');
  await form
    .getByRole('textbox', { name: 'Mobile number', exact: true })
    .fill(`96${String(Date.now()).slice(-8)}`);
  await choose(page, form.getByRole('combobox', { name: "Patient's blood group" }), unit.bloodGroup);
  await form.getByRole('textbox', { name: 'Units', exact: true }).fill('1');
  await form
    .getByRole('textbox', { name: 'Hospital name', exact: true })
    .fill('Deenanath Mangeshkar Hospital');
  await issue.getByRole('button', { name: 'Save and choose bags', exact: true }).click();
  const bags = issue.getByRole('table', {
    name: `Bags of ${unit.bloodGroup} ${unit.component}`,
    exact: true,
  });
  await settled(bags);
  return { issue, bags };
}

/** The summaries of a unit page's history, top to bottom. */
async function historyOf(page: Page, unitId: string): Promise<string[]> {
  await page.goto(`/inventory/unit/${unitId}`);
  const history = page.getByRole('list', { name: 'History', exact: true });
  await history.waitFor();
  return (await history.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
}

// ---- the journeys -------------------------------------------------------------------------------------

describe.skipIf(!hasChromium)('Lab: samples, results, the release gate, the register', () => {
  const site = useSite();

  it('a camp sample is accepted, passes, and its bag leaves quarantine and is issued to a patient', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/api/health');
    const sample = await campSampleWaiting(page);
    const code = sample.sample.sampleId_1;
    const unit = await unitOf(page, sample.inventoryId);
    expect(unit.state).toBe('quarantined');

    const table = await findSample(page, code);
    await saveScreenshot(page, 'lab-01-samples');
    await expectAccessible(page, '/labresult-samples');
    const form = await acceptAndOpenResult(page, table, code);

    // Saved empty but for the day: the form names what is missing, under it, and sends nothing.
    await form.getByRole('button', { name: 'Save result', exact: true }).click();
    await form.getByText('All Fileds Is Required', { exact: true }).waitFor();
    await form.getByText('Enter Blood Group', { exact: false }).first().waitFor();
    await screenshotPopup(form, page, 'lab-02-result-required');
    await expectAccessible(page, 'the lab result form with its errors');

    const reportNo = ownReport('PASS');
    await fillResult(page, form, { group: unit.bloodGroup, reportNo, final: 'Pass' });
    await screenshotPopup(form, page, 'lab-03-result-pass');
    await form.getByRole('button', { name: 'Save result', exact: true }).click();
    await page
      .getByText(`Lab result saved. Released to inventory: bag ${unit.bagId}`, { exact: true })
      .waitFor();
    await form.waitFor({ state: 'hidden' });
    expect((await unitOf(page, unit._id)).state).toBe('available');
    // The row now says the result is in; a reload keeps it, and Back from the register returns to the search.
    await table.getByText('Result entered', { exact: true }).waitFor();
    await page.reload();
    await settled(mainOf(page).getByRole('table', { name: 'Samples', exact: true }));
    await mainOf(page).getByText('Result entered', { exact: true }).waitFor();
    await page.goto('/labresult');
    await page.getByRole('heading', { name: 'Lab Results', level: 1 }).waitFor();
    await page.goBack();
    await expectPath(page, '/labresult-samples');
    expect(new URL(page.url()).searchParams.get('search')).toBe(code);
    await mainOf(page).getByText('Result entered', { exact: true }).waitFor();

    // Released, the bag is chosen at the counter like any other and issued.
    const { issue, bags } = await issuePopupFor(page, unit);
    for (const box of await bags.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
    await bags.getByRole('checkbox', { name: `Choose bag ${unit.bagId}`, exact: true }).check();
    await issue.getByRole('radio', { name: 'To be collected', exact: true }).check();
    await issue.getByRole('button', { name: 'Issue', exact: true }).click();
    await acknowledgePopup(page, `${unit.bloodGroup} ${unit.component} issued to patient`);
    await issue.waitFor({ state: 'hidden' });

    const history = await historyOf(page, unit._id);
    const lines = [
      /^Collected from donor/,
      /^Sample .* accepted by the lab/,
      /^Released by the lab \(report .*Pass\)/,
      /^Issued to patient Rekha Gaikwad/,
    ];
    for (const line of lines)
      expect(
        history.some((text) => line.test(text)),
        String(line),
      ).toBe(true);
    expect(history.findIndex((text) => lines[2]?.test(text))).toBeLessThan(
      history.findIndex((text) => lines[3]?.test(text)),
    );
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'lab-04-unit-history-released-issued');
    expectNoProblems(visit);
  });

  it('a reactive sample fails: its bag is unsafe, offered for disposal, and cannot be issued', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/api/health');
    const sample = await campSampleWaiting(page);
    const code = sample.sample.sampleId_1;
    const unit = await unitOf(page, sample.inventoryId);

    const form = await acceptAndOpenResult(page, await findSample(page, code), code);
    const reportNo = ownReport('FAIL');
    // A Pass beside a reactive test is refused in the form, before anything is sent.
    await fillResult(page, form, { group: unit.bloodGroup, reportNo, reactive: 'HBsAg', final: 'Pass' });
    await form.getByRole('button', { name: 'Save result', exact: true }).click();
    await form
      .getByText('A unit with a reactive screening test cannot pass: record the result as Fail', {
        exact: true,
      })
      .first()
      .waitFor();
    await form
      .getByRole('radiogroup', { name: 'Final Result', exact: true })
      .getByRole('radio', { name: 'Fail', exact: true })
      .check();
    await form.getByRole('button', { name: 'Save result', exact: true }).click();

    const offer = page.getByRole('dialog', { name: 'Dispose of the unsafe units now?', exact: true });
    await offer.getByText(new RegExp(`bag ${escapeRegExp(unit.bagId)}`)).waitFor();
    await page.getByText(/^Lab result saved\. Reactive for HBsAg: 1 unit marked unsafe/).waitFor();
    await screenshotPopup(offer, page, 'lab-05-unsafe-offer-disposal');
    await offer.getByRole('button', { name: 'Later', exact: true }).click();
    await popupsGone(page);
    expect((await unitOf(page, unit._id)).state).toBe('unsafe');

    // At the counter the bag is greyed out with the reason, and the server refuses it the same way.
    const { issue, bags } = await issuePopupFor(page, unit);
    const box = bags.getByRole('checkbox', { name: `Choose bag ${unit.bagId}`, exact: true });
    expect(await box.isDisabled()).toBe(true);
    const describedBy = await box.getAttribute('aria-describedby');
    expect((await issue.locator(`[id="${describedBy}"]`).innerText()).trim()).toBe(UNSAFE_REASON);
    await bags.getByRole('rowheader', { name: unit.bagId, exact: true }).scrollIntoViewIfNeeded();
    await screenshotPopup(issue, page, 'lab-06-unsafe-bag-greyed');
    const request = await callApi<{ data: { _id: string } }>(page, 'POST', '/api/requests/patient', {
      data: {
        patientName: 'Rekha Gaikwad',
        mobileNumber: `95${String(Date.now()).slice(-8)}`,
        bloodGroup: unit.bloodGroup,
        component: unit.component,
        units: 1,
        hospitalName: 'Deenanath Mangeshkar Hospital',
      },
    });
    expect(request.status, request.message).toBe(200);
    const refusal = await callApi(page, 'POST', '/api/institution/inventory/change-status', {
      data: {
        type: 'issue',
        id: request.content.data._id,
        inventoryIds: [unit._id],
        deliveryType: 'toBeCollected',
      },
    });
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe(`Bag ${unit.bagId}: ${UNSAFE_REASON}`);
    await issue.getByRole('button', { name: 'Cancel', exact: true }).click();

    const history = await historyOf(page, unit._id);
    expect(history.some((text) => /^Marked unsafe by the lab \(report .*Fail\)/.test(text))).toBe(true);
    expectNoProblems(visit);
  });

  it('the register filters, hides a column, prints a report, and a correction releases the held bag', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/labresult');
    await page.getByRole('heading', { name: 'Lab Results', level: 1 }).waitFor();
    const table = mainOf(page).getByRole('table', { name: 'Lab Results', exact: true });
    await settled(table);
    expect(await bodyRows(table).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'lab-07-register');
    await expectAccessible(page, '/labresult');

    // The blood-group filter: only results of the group found, kept in the address.
    await choose(page, mainOf(page).getByRole('combobox', { name: 'Blood Group' }), 'O+');
    await page.waitForURL((url) => url.searchParams.get('bloodGroup') === 'O+');
    await settled(table);
    await expect.poll(async () => [...new Set(await columnTexts(table, 'Group'))]).toEqual(['O+']);
    await choose(page, mainOf(page).getByRole('combobox', { name: 'Blood Group' }), 'All');
    await settled(table);

    // Show/Hide Columns: ESR goes, and stays gone after a reload.
    await mainOf(page).getByRole('button', { name: 'Show/Hide Columns', exact: true }).click();
    const chooser = page.getByRole('dialog', { name: 'Show/Hide Columns', exact: true });
    await chooser.getByRole('checkbox', { name: 'ESR', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await popupsGone(page);
    await expect.poll(() => table.getByRole('columnheader', { name: 'ESR', exact: true }).count()).toBe(0);
    await page.reload();
    await settled(mainOf(page).getByRole('table', { name: 'Lab Results', exact: true }));
    expect(await mainOf(page).getByRole('columnheader', { name: 'ESR', exact: true }).count()).toBe(0);

    // The demo's held bag: Details says the groups do not match; printed, the report alone is on paper.
    const held = bodyRows(table).filter({ hasText: 'Held' }).first();
    await held.getByRole('button', { name: /^Details of report / }).click();
    const details = page.getByRole('dialog', { name: /^Lab report / });
    await details.getByText('Mismatch', { exact: true }).waitFor();
    await screenshotPopup(details, page, 'lab-08-details-held');
    await expectAccessible(page, 'the lab report details');
    await page.emulateMedia({ media: 'print' });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.pdf({ path: path.join(SCREENSHOT_DIR, 'lab-09-report.pdf'), format: 'A4' });
    await saveScreenshot(page, 'lab-09-report-printed');
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Correct result: a repeat grouping agrees with the label, and the bag is released.
    const register = await callApi<{ data: { outcome: string; unitBloodGroup: string }[] }>(
      page,
      'GET',
      '/api/institution/lab-results/list',
      { params: { limit: 100 } },
    );
    const groupOnUnit = register.content.data.find((row) => row.outcome === 'held')?.unitBloodGroup as string;
    await details.getByRole('button', { name: 'Correct result', exact: true }).click();
    const correction = page.getByRole('dialog', { name: /^Correct lab result / });
    await correction
      .getByRole('textbox', { name: 'Reason for correction' })
      .fill('Repeat grouping with fresh anti-D agrees with the label');
    await choose(page, correction.getByRole('combobox', { name: 'Blood Group found' }), groupOnUnit);
    await correction.getByRole('button', { name: 'Save correction', exact: true }).click();
    await page.getByText(/^Lab result corrected\. Released to inventory: bag /).waitFor();
    await popupsGone(page);

    // The report's print rules leave with it: the register itself prints now.
    await page.emulateMedia({ media: 'print' });
    expect(await mainOf(page).getByRole('table', { name: 'Lab Results', exact: true }).isVisible()).toBe(
      true,
    );
    await page.emulateMedia({ media: 'screen' });
    expectNoProblems(visit);
  });

  it('a lab member sees the lab alone: any other address leads to the samples', async () => {
    const visit = await site.journeyAs(LAB_MEMBER);
    const { page } = visit;
    for (const address of ['/', '/inventory', '/people']) {
      await page.goto(address);
      await expectPath(page, '/labresult-samples');
    }
    await page.getByRole('heading', { name: 'Samples', level: 1 }).waitFor();
    const menu = page.getByRole('navigation').first();
    await menu.getByRole('link', { name: 'Results', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Inventory' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'People' }).count()).toBe(0);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'lab-10-lab-member');
    await expectAccessible(page, '/labresult-samples as a lab member');
    await page.goto('/labresult');
    await page.getByRole('heading', { name: 'Lab Results', level: 1 }).waitFor();
    expectNoProblems(visit);
  });
});
