import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, SHIVNERI } from './support/accounts.js';
import { callApi, indiaToday, ownComments, sessionOf } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import {
  acknowledgePopup,
  choose,
  escapeRegExp,
  expectNoProblems,
  expectPath,
  mainOf,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, settled } from './support/tables.js';

/**
 * Haemovigilance in Chromium (issue 17 item 6):
 *
 * Sahyadri Blood Centre issues a bag of O+ red cells against a request Shivneri Multispeciality Hospital raised
 * for its patient. On the ward the patient has a febrile reaction: Shivneri opens Haemovigilance from its
 * menu, records the reaction against that bag, finds it in its list (after a reload too) and counted in its
 * report; Back returns to the list. Sahyadri then types the bag's address and reads the reaction, recorded by
 * the hospital, as the last line of the bag's history, and counts it among the reactions to units it issued.
 * axe finds nothing serious on the form, the list, the report or the unit's page.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

const FEBRILE = 'Febrile non-haemolytic transfusion reaction (FNHTR)';

interface IssuedBag {
  unitId: string;
  bagId: string;
}

/** Shivneri raises a request for one O+ red-cell unit; Sahyadri issues its first-expiring compatible bag. */
async function issueToShivneri(page: Page): Promise<IssuedBag> {
  const hospital = await sessionOf(page, SHIVNERI);
  const raised = await callApi<{ data: { _id: string; status: number } }>(
    page,
    hospital,
    'POST',
    '/api/requests/add',
    {
      data: {
        units: 1,
        bloodGroup: 'O+',
        component: 'Red Cells Packed',
        requiredBy: indiaToday(),
        comments: ownComments('Post-operative anaemia, surgical ward'),
      },
    },
  );
  expect(raised.status, raised.message).toBe(200);
  const centre = await sessionOf(page, BLOOD_BANK);
  const shelf = await callApi<{ data: { _id: string; bagId: string }[] }>(
    page,
    centre,
    'GET',
    '/api/institution/inventory/list',
    {
      params: {
        type: 'inventory',
        component: 'Red Cells Packed',
        compatibleWith: 'O+',
        selectable: 'true',
        limit: 1,
      },
    },
  );
  const [bag] = shelf.content.data;
  expect(bag, 'Sahyadri has an O+ compatible red-cell unit on its shelf').toBeDefined();
  const issued = await callApi(page, centre, 'POST', '/api/institution/inventory/change-status', {
    data: {
      type: 'issue',
      id: raised.content.data._id,
      inventoryIds: [bag?._id],
      deliveryType: 'toBeDeliver',
    },
  });
  expect(issued.status, issued.message).toBe(200);
  return { unitId: bag?._id as string, bagId: bag?.bagId as string };
}

describe.skipIf(!hasChromium)('Haemovigilance, in Chromium', () => {
  const site = useSite();

  it('a hospital records a transfusion reaction to a bag; the blood centre that issued it reads it in the bag’s history', async () => {
    const ward = await site.journeyAs(SHIVNERI);
    const { page } = ward;
    const { unitId, bagId } = await issueToShivneri(page);

    // From the menu, to the form.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Haemovigilance' })
      .click();
    await expectPath(page, '/haemovigilance');
    await page.getByRole('heading', { level: 1, name: 'Haemovigilance' }).waitFor();
    await mainOf(page).getByRole('link', { name: 'Record transfusion reaction' }).click();
    await expectPath(page, '/haemovigilance/transfusion-reaction');
    await page.getByRole('heading', { level: 1, name: 'Record transfusion reaction' }).waitFor();

    // The bag, found by its number among the units issued for the hospital's patients.
    await page.getByRole('textbox', { name: /^Find a unit/ }).fill(bagId);
    const bag = page.getByRole('checkbox', { name: new RegExp(`^Bag ${bagId} for `) });
    await bag.check();
    await page.getByText(/^Patient: /).waitFor();
    await choose(page, page.getByRole('combobox', { name: /^Type of reaction/ }), FEBRILE);
    await choose(page, page.getByRole('combobox', { name: /^Severity/ }), 'Non-severe');
    await choose(page, page.getByRole('combobox', { name: /^Outcome/ }), 'Recovered');
    // Began: today, now (the boxes' own values), after the bag was issued.
    const actions = ownComments('Temperature 38.7 °C with rigors; transfusion stopped, paracetamol given');
    await page.getByRole('textbox', { name: /^Actions taken/ }).fill(actions);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'haemovigilance-01-form');
    await expectAccessible(page, 'the Record transfusion reaction form');
    await page.getByRole('button', { name: 'Record reaction' }).click();
    await acknowledgePopup(page, 'Reaction recorded');

    // The list shows it, and still does after a reload: the list's state is in the address.
    await expectPath(page, '/haemovigilance');
    const list = mainOf(page).getByRole('table', { name: 'Transfusion reactions' });
    await settled(list);
    const row = bodyRows(list).filter({ hasText: bagId });
    await row.waitFor();
    expect(await row.innerText()).toContain(FEBRILE);
    await saveScreenshot(page, 'haemovigilance-02-list');
    await expectAccessible(page, '/haemovigilance, the reactions the hospital recorded');
    await page.reload();
    await bodyRows(mainOf(page).getByRole('table', { name: 'Transfusion reactions' }))
      .filter({ hasText: bagId })
      .waitFor();

    // The report counts it; Back returns to the list.
    await mainOf(page).getByRole('tab', { name: 'Report' }).click();
    const recorded = mainOf(page).getByRole('table', { name: 'Transfusion reactions we recorded' });
    const febrile = recorded.getByRole('row', { name: new RegExp(`^${escapeRegExp(FEBRILE)}`) });
    await febrile.waitFor();
    expect(Number((await febrile.getByRole('cell').last().innerText()).trim())).toBeGreaterThanOrEqual(1);
    await saveScreenshot(page, 'haemovigilance-03-report');
    await expectAccessible(page, 'the haemovigilance report');
    await page.goBack();
    await mainOf(page).getByRole('tab', { name: 'Transfusion reactions', selected: true }).waitFor();
    expectNoProblems(ward);

    // The blood centre that issued the bag types its address and reads the reaction in its history.
    const centre = await site.journeyAs(BLOOD_BANK);
    const bank = centre.page;
    await bank.goto(`/inventory/unit/${unitId}`);
    await bank.getByRole('heading', { level: 1, name: `Unit ${bagId}` }).waitFor();
    const history = mainOf(bank).getByRole('list', { name: 'History' });
    const last = history.getByRole('listitem').last();
    await last.getByText(/^Transfusion reaction in patient /).waitFor();
    const line = await last.innerText();
    expect(line).toContain(`${FEBRILE}, non-severe`);
    expect(line).toContain('outcome recovered');
    expect(line).toContain(SHIVNERI.name);
    await waitUntilLoaded(bank);
    // The bag went to the hospital's patient: recording its reaction is the hospital's, not the centre's.
    await expect
      .poll(() => mainOf(bank).getByRole('link', { name: 'Record transfusion reaction' }).count())
      .toBe(0);
    await saveScreenshot(bank, 'haemovigilance-04-unit-history');
    await expectAccessible(bank, 'the unit page with the reaction in its history');

    // Among the reactions to units it issued, and counted in its report.
    await bank.goto('/haemovigilance?tab=issued');
    const issued = mainOf(bank).getByRole('table', { name: 'Reactions to units we issued' });
    await settled(issued);
    const issuedRow = bodyRows(issued).filter({ hasText: bagId });
    await issuedRow.waitFor();
    expect(await issuedRow.innerText()).toContain(SHIVNERI.name);
    await issuedRow.getByRole('link', { name: bagId }).click();
    await expectPath(bank, `/inventory/unit/${unitId}`);
    await bank.goBack();
    await expectPath(bank, '/haemovigilance');
    await mainOf(bank).getByRole('tab', { name: 'Report' }).click();
    const toUnits = mainOf(bank).getByRole('table', { name: 'Reactions to units we issued' });
    await toUnits.getByRole('row', { name: new RegExp(`^${escapeRegExp(FEBRILE)}`) }).waitFor();
    await saveScreenshot(bank, 'haemovigilance-05-centre-report');
    expectNoProblems(centre);
  });

  it('a bag issued to a patient of the centre’s own counter leads from its page to the form, the bag chosen', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const token = await sessionOf(page, BLOOD_BANK);
    const counter = await callApi<{ data: { _id: string; bagId: string }[] }>(
      page,
      token,
      'GET',
      '/api/institution/haemovigilance/issued-units',
      { params: { limit: 1 } },
    );
    const [unit] = counter.content.data;
    expect(unit, 'the demo centre has issued bags to its counter’s patients').toBeDefined();
    await page.goto(`/inventory/unit/${unit?._id}`);
    await page.getByRole('heading', { level: 1, name: `Unit ${unit?.bagId}` }).waitFor();
    await mainOf(page).getByRole('link', { name: 'Record transfusion reaction' }).click();
    await expectPath(page, '/haemovigilance/transfusion-reaction');
    const bag = page.getByRole('checkbox', {
      name: new RegExp(`^Bag ${escapeRegExp(unit?.bagId ?? '')} for `),
    });
    await expect.poll(() => bag.isChecked()).toBe(true);
    await page.getByText(/^Patient: /).waitFor();
    // Back returns to the bag's page, nothing recorded.
    await page.goBack();
    await expectPath(page, `/inventory/unit/${unit?._id}`);
    expectNoProblems(visit);
  });

  it('a blood centre records a donor’s reaction against a donation it took, and finds it listed', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/haemovigilance?tab=donor');
    const list = mainOf(page).getByRole('table', { name: 'Donor reactions' });
    await settled(list);
    // The demo's own donor reactions are there on a fresh start.
    expect(await bodyRows(list).count()).toBeGreaterThan(0);
    await mainOf(page).getByRole('link', { name: 'Record donor reaction' }).click();
    await expectPath(page, '/haemovigilance/donor-reaction');
    const donations = page.getByRole('table', { name: 'The donation' });
    const first = donations.getByRole('radio').first();
    await first.waitFor();
    const donor = ((await first.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await first.check();
    await choose(page, page.getByRole('combobox', { name: /^Type of reaction/ }), 'Haematoma (bruise)');
    await choose(page, page.getByRole('combobox', { name: /^Severity/ }), 'Mild');
    await choose(page, page.getByRole('combobox', { name: /^Outcome/ }), 'Recovered');
    await page
      .getByRole('textbox', { name: /^Actions taken/ })
      .fill(ownComments('Swelling at the needle site; pressure and a cold pack'));
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'haemovigilance-06-donor-form');
    await expectAccessible(page, 'the Record donor reaction form');
    await page.getByRole('button', { name: 'Record reaction' }).click();
    await acknowledgePopup(page, 'Reaction recorded');
    await expectPath(page, '/haemovigilance');
    const after = mainOf(page).getByRole('table', { name: 'Donor reactions' });
    await settled(after);
    await bodyRows(after)
      .filter({ hasText: donor })
      .filter({ hasText: 'Haematoma (bruise)' })
      .first()
      .waitFor();
    await saveScreenshot(page, 'haemovigilance-07-donor-list');
    await expectAccessible(page, '/haemovigilance, the donor reactions');
    expectNoProblems(visit);
  });
});
