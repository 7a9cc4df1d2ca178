import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, type DemoInstitution, tokenOf } from './support/accounts.js';
import { type Answer, callApi as callWithToken } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, pathOf, saveScreenshot } from './support/browser.js';
import {
  acknowledgePopup,
  alertWithText,
  choose,
  escapeRegExp,
  expectNoProblems,
  expectPath,
  fadedIn,
  mainOf,
  popupsGone,
  screenshotPopup,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, columnTexts, searchList, settled } from './support/tables.js';

/**
 * The inventory of a blood centre in Chromium (docs/spec/part-2-operations-and-admin.md §2–§5;
 * docs/decisions/0044-the-life-of-a-unit.md), as the clerks of Sahyadri Blood Centre and Indrayani Blood Bank
 * (two demo blood banks in Pune) use it:
 *
 * 1. Units are added at /inventory through "Add to inventory": one declared screened (counted as available),
 *    one left in quarantine (shown apart); a bag number used twice is refused with the server's words.
 * 2. Units are issued to a patient at the counter (Unregistered): the quantity picks the first-expiring bags,
 *    the issue says "{group} {component} issued to patient", and /inventory-issued names the patient.
 * 3. A patient who cannot receive the cell's group: each bag says why it cannot be chosen, Issue stays off,
 *    and the server refuses the same issue with the same words (409).
 * 4. Units are transferred to Indrayani, chosen from the nearest-first list: "Transfer In Process" at
 *    Sahyadri, then Indrayani's receipt accepts them and the unit's history says where it came from.
 * 5. Six units go to processing; two of them are updated into components at Update Stock, and a component's
 *    page starts with its parent's history.
 * 6. A unit's history, found by its bag number typed (or scanned) into "Find a unit" and Enter; it survives a
 *    reload, and Back returns to where the clerk was.
 * 7. The registers (expiring, ageing, received and issued) open by their addresses.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file. Each
 * journey adds the units it works on, with bag numbers of its own (through the form, or through the API with
 * the page's own session), and never counts on what another journey did: each can run alone, in any order,
 * and again on the same server.
 */

/** The other demo blood bank in Pune (apps/api/src/db/seed/demo-seed.ts), 15 km from Sahyadri. */
const INDRAYANI: DemoInstitution = {
  kind: 'institution',
  type: 'BloodBank',
  email: 'indrayani.bloodbank@raktsetu.demo',
  name: 'Indrayani Blood Bank',
  city: 'Pimpri-Chinchwad',
  secondButton: 'Request Blood',
};

// ---- what a person does -------------------------------------------------------------------------------

/** Opens /inventory by its address and waits for the stock grid. */
async function openStock(page: Page): Promise<Locator> {
  await page.goto('/inventory');
  await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
  const grid = page.getByRole('table', { name: 'Units by component and blood group', exact: true });
  await grid.waitFor();
  return grid;
}

/** A cell of the stock grid with units: its counts are the button of its menu. */
function cellButton(page: Page, group: string, component: string): Locator {
  return page.getByRole('button', {
    name: new RegExp(`^Actions for ${escapeRegExp(group)} ${escapeRegExp(component)}:`),
  });
}

/** What a cell's button says: "Actions for B+ Whole Blood: 12 2 expiring +1 quarantined". */
function cellWords(group: string, component: string, counts: CellCounts): string {
  return [
    `Actions for ${group} ${component}: ${counts.available}`,
    counts.expiring > 0 ? `${counts.expiring} expiring` : '',
    counts.quarantined > 0 ? `+${counts.quarantined} quarantined` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Opens a cell's menu and chooses `item` in it (Transfer, Registered, Unregistered, Process); `whileOpen` may
 * look at the menu first.
 */
async function fromCellMenu(
  page: Page,
  group: string,
  component: string,
  item: string,
  whileOpen?: (menu: Locator) => Promise<void>,
): Promise<void> {
  await cellButton(page, group, component).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await whileOpen?.(menu);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The "Find a unit" box of every inventory screen: a scanner types the number and Enter. */
async function findUnit(page: Page, code: string): Promise<void> {
  const finder = mainOf(page).getByRole('searchbox', { name: 'Find a unit', exact: true });
  await finder.fill(code);
  await finder.press('Enter');
}

interface BagRow {
  bagId: string;
  checked: boolean;
  disabled: boolean;
  reason: string;
}

/** The bag-selection table of a popup, row by row: the bag, its tick box and why it cannot be chosen. */
async function bagRows(table: Locator): Promise<BagRow[]> {
  await settled(table);
  return bodyRows(table).evaluateAll((rows) =>
    rows.map((row) => {
      const element = row as unknown as {
        querySelector(selector: string): {
          textContent: string | null;
          checked?: boolean;
          disabled?: boolean;
        };
      };
      const box = element.querySelector('input[type="checkbox"]');
      return {
        bagId: (element.querySelector('th').textContent ?? '').trim(),
        checked: Boolean(box.checked),
        disabled: Boolean(box.disabled),
        // The state badge, then the reason under it when the bag cannot be chosen.
        reason: (element.querySelector('td:last-child p')?.textContent ?? '').trim(),
      };
    }),
  );
}

/** The summaries of a unit page's history, top to bottom, with the moment each happened. */
async function historyOf(page: Page): Promise<{ summary: string; at: string }[]> {
  const history = page.getByRole('list', { name: 'History', exact: true });
  await history.waitFor();
  return history.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const element = item as unknown as {
        querySelector(selector: string): { textContent: string | null; getAttribute(name: string): string };
      };
      return {
        summary: (element.querySelector('.mantine-Timeline-itemTitle').textContent ?? '').trim(),
        at: element.querySelector('time').getAttribute('datetime'),
      };
    }),
  );
}

// ---- days, bags -----------------------------------------------------------------------------------------

/** A calendar day in India (yyyy-mm-dd), `days` after today: the server's "today" for expiry. */
function indiaDay(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A day as a clerk types it: DD/MM/YYYY. */
function typedDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A day as the app shows it: DD MMM YYYY. */
function shownDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${day.slice(8, 10)} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${day.slice(0, 4)}`;
}

/** The group and component of a cell, as a unit's fields. */
function cellOf(cell: { group: string; component: string }): { bloodGroup: string; component: string } {
  return { bloodGroup: cell.group, component: cell.component };
}

/** A prefix of bag numbers no other journey or run uses: letters of the journey, then the clock in base 36. */
function bagPrefix(letters: string): string {
  return `${letters}-${Date.now().toString(36).toUpperCase()}`;
}

// ---- the API, through the page's own session --------------------------------------------------------------

interface CellCounts {
  available: number;
  expiring: number;
  quarantined: number;
}

interface Unit {
  _id: string;
  bagId: string;
  bloodGroup: string;
  component: string;
  collectionDate: string;
  expiryDate: string;
  state: string;
  patientName: string | null;
  patientId: string | null;
}

/** Calls the API with the page's own token, as the app does; returns the whole answer, refusals included. */
async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  input: { params?: Record<string, string | number>; data?: unknown } = {},
): Promise<Answer<T>> {
  return callWithToken<T>(page, await tokenOf(page), method, path, input);
}

/** The stock grid's counts of one cell, as the server gives them to the grid. */
async function countsOf(page: Page, group: string, component: string): Promise<CellCounts> {
  const answer = await callApi<{
    data: { _id: string; inventory: (CellCounts & { component: string })[] }[];
  }>(page, 'POST', '/api/institution/inventory/list', { data: {} });
  expect(answer.status, 'the stock').toBe(200);
  const cell = answer.content.data
    .find((row) => row._id === group)
    ?.inventory.find((entry) => entry.component === component);
  return {
    available: cell?.available ?? 0,
    expiring: cell?.expiring ?? 0,
    quarantined: cell?.quarantined ?? 0,
  };
}

/** The units of one cell on the shelf, first-expiring first: what the bag-selection table lists. */
async function cellUnits(page: Page, group: string, component: string): Promise<Unit[]> {
  const answer = await callApi<{ data: Unit[]; total: number }>(
    page,
    'GET',
    '/api/institution/inventory/list',
    {
      params: {
        type: 'inventory',
        component,
        bloodGroup: group,
        page: 1,
        limit: 100,
        sort: 'expiryDate',
        order: 'asc',
      },
    },
  );
  expect(answer.status, 'the units of the cell').toBe(200);
  expect(answer.content.total, 'every unit of the cell fits the table').toBeLessThanOrEqual(100);
  return answer.content.data;
}

interface NewUnit {
  bagId: string;
  bloodGroup: string;
  component: string;
  collectionDate: string;
  volume?: number;
  storedIn?: string;
  screeningDone?: boolean;
}

/** Units of the journey's own, added as the Add to inventory form adds them (POST institution/inventory/add). */
async function addUnitsThroughApi(page: Page, units: NewUnit[]): Promise<Unit[]> {
  const answer = await callApi<{ data: Unit[] }>(page, 'POST', '/api/institution/inventory/add', {
    data: {
      inventories: units.map((unit) => ({
        volume: 350,
        storedIn: 'Blood Bank Refrigerator 1',
        screeningDone: true,
        ...unit,
      })),
    },
  });
  expect(answer.status, `adding units through the API: ${answer.message}`).toBe(200);
  return answer.content.data;
}

// ---- the journeys -------------------------------------------------------------------------------------

describe.skipIf(!hasChromium)('Inventory: stock, issue, transfer, processing, history', () => {
  const site = useSite();

  it('a blood bank adds a screened and a quarantined unit at /inventory, and a bag number used twice is refused', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    // A cell the demo stock leaves empty; earlier runs on the same server may have added to it.
    const cell = { group: 'B+', component: 'Plasma Convalescent' };
    const prefix = bagPrefix('ADD');
    const screenedBag = `${prefix}-1`;
    const quarantinedBag = `${prefix}-2`;
    const collected = indiaDay(-3);

    const grid = await openStock(page);
    const before = await countsOf(page, cell.group, cell.component);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-01-stock');
    await expectAccessible(page, '/inventory');

    await mainOf(page).getByRole('button', { name: 'Add to inventory', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add to inventory', exact: true });
    const bag = add.getByRole('textbox', { name: 'Bag no', exact: true });
    await bag.waitFor();
    const screening = add.getByRole('checkbox', { name: /^Mandatory screening done and non-reactive/ });

    // Nothing typed: the required fields say so, and nothing is sent.
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => bag.getAttribute('aria-invalid')).toBe('true');
    await add.getByText('All Fileds Is Required').first().waitFor();
    await screenshotPopup(add, page, 'inventory-02-add-required');
    await expectAccessible(page, 'the Add to inventory popup with its errors');

    // The first bag, screening declared: it is added as available, and the popup stays for the next bag.
    await bag.fill(screenedBag);
    await choose(page, add.getByRole('combobox', { name: 'Blood group' }), cell.group);
    await choose(page, add.getByRole('combobox', { name: 'Component' }), cell.component);
    await add.getByRole('textbox', { name: 'Unit volume (ml)', exact: true }).fill('220');
    await add.getByRole('textbox', { name: 'Collection date', exact: true }).fill(typedDay(collected));
    // Left empty, the expiry is the shelf life from collection: a year for frozen plasma.
    await add
      .getByText(`Left empty: expires on ${shownDay(indiaDay(362))} (shelf life 365 days)`, {
        exact: false,
      })
      .waitFor();
    await add.getByRole('textbox', { name: 'Stored in', exact: true }).fill('Deep Freezer (-40 °C) A');
    await add.getByText(/^Not ticked: the unit is added in quarantine/).waitFor();
    await screening.check();
    await add.getByText('The unit is added as available for issue.', { exact: true }).waitFor();
    await screenshotPopup(add, page, 'inventory-03-add-filled');
    await add.getByRole('button', { name: 'Add and next bag', exact: true }).click();
    await acknowledgePopup(page, 'Added successfully');
    // The bag fields are empty again, the rest kept for the next bag of the same collection.
    await expect.poll(() => bag.inputValue()).toBe('');
    expect(await add.getByRole('combobox', { name: 'Component' }).inputValue()).toBe(cell.component);
    expect(await add.getByRole('textbox', { name: 'Collection date', exact: true }).inputValue()).toBe(
      typedDay(collected),
    );

    // The second bag is left in quarantine: its screening starts undeclared, never carried over.
    expect(await screening.isChecked()).toBe(false);
    await bag.fill(quarantinedBag);
    await add.getByRole('textbox', { name: 'Unit volume (ml)', exact: true }).fill('210');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await acknowledgePopup(page, 'Added successfully');
    await add.waitFor({ state: 'hidden' });

    // The grid: one more available, one more quarantined, shown apart from the count.
    const after = { ...before, available: before.available + 1, quarantined: before.quarantined + 1 };
    expect(await countsOf(page, cell.group, cell.component)).toEqual(after);
    const button = cellButton(page, cell.group, cell.component);
    await expect
      .poll(async () => ((await button.textContent()) ?? '').replace(/\s+/g, ' ').trim())
      .toBe(cellWords(cell.group, cell.component, after));
    await button.getByText(`+${after.quarantined} quarantined`, { exact: true }).waitFor();
    await grid.getByRole('rowheader', { name: cell.component, exact: true }).waitFor();
    await mainOf(page)
      .getByText(/quarantined ones wait for screening and are not counted\.$/)
      .waitFor();
    await popupsGone(page);
    await button.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'inventory-04-stock-after-adding');

    // The same bag number again: the server's words under the bag box, nothing added.
    await mainOf(page).getByRole('button', { name: 'Add to inventory', exact: true }).click();
    await bag.waitFor();
    await bag.fill(screenedBag);
    await choose(page, add.getByRole('combobox', { name: 'Blood group' }), cell.group);
    await choose(page, add.getByRole('combobox', { name: 'Component' }), cell.component);
    await add.getByRole('textbox', { name: 'Unit volume (ml)', exact: true }).fill('200');
    await add.getByRole('textbox', { name: 'Collection date', exact: true }).fill(typedDay(collected));
    await add.getByRole('textbox', { name: 'Stored in', exact: true }).fill('Deep Freezer (-40 °C) B');
    await screening.check();
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/api/institution/inventory/add'),
    );
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await refused).status()).toBe(409);
    await add.getByText(`Bag number ${screenedBag} is already in your inventory`, { exact: true }).waitFor();
    await expect.poll(() => bag.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count(), 'no failure popup over the form').toBe(1);
    await screenshotPopup(add, page, 'inventory-05-add-bag-used-twice');
    await expectAccessible(page, 'the Add to inventory popup with a bag number used twice');
    await add.getByRole('button', { name: 'Cancel', exact: true }).click();
    await add.waitFor({ state: 'hidden' });
    expect(await countsOf(page, cell.group, cell.component)).toEqual(after);
    expectNoProblems(visit);
  });

  it('units are issued to a patient at the counter, first-expiring first, and listed at /inventory-issued', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const cell = { group: 'B+', component: 'Whole Blood' };
    const prefix = bagPrefix('ISS');
    const stamp = Date.now();
    const patient = {
      name: 'Sunita Pawar',
      patientId: `RHC-IPD-${stamp}`,
      mobile: `98${String(stamp).slice(-8)}`,
    };

    // Three bags of the journey's own among the demo's B+ whole blood: one expiring today (whole blood keeps
    // 35 days, and the demo has no bag that old), one in 5 days and a fresh one.
    await page.goto('/api/health');
    const mine = await addUnitsThroughApi(page, [
      { bagId: `${prefix}-1`, ...cellOf(cell), collectionDate: indiaDay(-35) },
      { bagId: `${prefix}-2`, ...cellOf(cell), collectionDate: indiaDay(-30) },
      { bagId: `${prefix}-3`, ...cellOf(cell), collectionDate: indiaDay(-2) },
    ]);
    const [expiringToday, , fresh] = mine as [Unit, Unit, Unit];
    expect(expiringToday.expiryDate).toBe(indiaDay(0));

    await openStock(page);
    await fromCellMenu(page, cell.group, cell.component, 'Unregistered');
    const issue = page.getByRole('dialog', { name: 'Issue to Patient', exact: true });
    const form = issue.getByRole('form', { name: 'Add Patient to Issue Blood' });
    await form.waitFor();
    const save = issue.getByRole('button', { name: 'Save and choose bags', exact: true });

    // Nothing filled: every required field says so.
    await save.click();
    await expect
      .poll(() => form.getByText('Please enter required details!', { exact: true }).count())
      .toBeGreaterThanOrEqual(4);
    await screenshotPopup(issue, page, 'inventory-06-issue-patient-required');
    await expectAccessible(page, 'the Add Patient to Issue Blood form with its errors');

    await form.getByRole('textbox', { name: 'Patient name', exact: true }).fill(patient.name);
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(patient.mobile);
    await form.getByRole('textbox', { name: 'Patient ID', exact: true }).fill(patient.patientId);
    await choose(page, form.getByRole('combobox', { name: "Patient's blood group" }), 'B+');
    await form.getByRole('textbox', { name: 'Units', exact: true }).fill('2');
    await form.getByRole('textbox', { name: 'Hospital name', exact: true }).fill('Ruby Hall Clinic');
    await form.getByRole('textbox', { name: 'Doctor', exact: true }).fill('Dr. A. Deshpande');
    await save.click();

    // The bags: the quantity is what the request needs, and picks the first-expiring bags from the top.
    const bags = issue.getByRole('table', { name: 'Bags of B+ Whole Blood', exact: true });
    await issue.getByText('2 units asked, 0 received, 2 still needed', { exact: false }).waitFor();
    await settled(bags);
    const quantity = issue.getByRole('textbox', { name: 'Quantity' });
    await expect.poll(() => quantity.inputValue()).toBe('2');
    const shelf = await cellUnits(page, cell.group, cell.component);
    const firstExpiring = shelf
      .filter((unit) => unit.state === 'available')
      .slice(0, 2)
      .map((unit) => unit.bagId);
    const rows = await bagRows(bags);
    expect(
      rows.map((row) => row.bagId),
      'the table lists the shelf, first-expiring first',
    ).toEqual(shelf.map((unit) => unit.bagId));
    const chosen = rows.filter((row) => row.checked).map((row) => row.bagId);
    expect(chosen, 'the two first-expiring available bags are chosen').toEqual(firstExpiring);
    expect(chosen).toContain(expiringToday.bagId);
    expect(chosen).not.toContain(fresh.bagId);
    await issue.getByText(/^2 of \d+ bags chosen$/).waitFor();
    // Two are enough: the other bags cannot be ticked on top.
    expect(rows.filter((row) => !row.checked).every((row) => row.disabled)).toBe(true);

    // Issue waits for a delivery mode.
    const issueButton = issue.getByRole('button', { name: 'Issue', exact: true });
    expect(await issueButton.isDisabled()).toBe(true);
    await issue.getByText('Choose a delivery mode.', { exact: true }).waitFor();
    await issue.getByRole('radio', { name: 'To be collected', exact: true }).check();
    await expect.poll(() => issueButton.isEnabled()).toBe(true);
    await screenshotPopup(issue, page, 'inventory-07-issue-bags-chosen');
    await expectAccessible(page, 'the Issue to Patient popup with its bags chosen');

    await issueButton.click();
    await acknowledgePopup(page, 'B+ Whole Blood issued to patient', (popup) =>
      screenshotPopup(popup, page, 'inventory-08-issued'),
    );
    await issue.waitFor({ state: 'hidden' });

    // The register of issued bags names the patient against each bag issued.
    await page.goto('/inventory-issued');
    await page.getByRole('heading', { name: 'Issued', level: 1 }).waitFor();
    const issued = page.getByRole('table', { name: 'Issued', exact: true });
    await settled(issued);
    for (const bagId of chosen) {
      await searchList(page, issued, bagId, 1);
      const row = bodyRows(issued).first();
      await row.getByText(patient.name, { exact: true }).waitFor();
      await row.getByText(patient.patientId, { exact: true }).waitFor();
      await row.getByText('Ruby Hall Clinic', { exact: true }).waitFor();
      expect(await columnTexts(issued, 'Issued on')).toEqual([shownDay(indiaDay(0))]);
    }
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-09-issued-register');
    await expectAccessible(page, '/inventory-issued');
    expectNoProblems(visit);
  });

  it('a patient who cannot receive the group: each bag says why, Issue stays off, and the server refuses too', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const cell = { group: 'A+', component: 'Whole Blood' };
    const reason = 'A+ Whole Blood is not compatible with a B+ patient';
    await page.goto('/api/health');
    const [unit] = (await addUnitsThroughApi(page, [
      { bagId: `${bagPrefix('INC')}-1`, ...cellOf(cell), collectionDate: indiaDay(-4) },
    ])) as [Unit];

    await openStock(page);
    await fromCellMenu(page, cell.group, cell.component, 'Unregistered');
    const issue = page.getByRole('dialog', { name: 'Issue to Patient', exact: true });
    const form = issue.getByRole('form', { name: 'Add Patient to Issue Blood' });
    await form.getByRole('textbox', { name: 'Patient name', exact: true }).fill('Ganesh Shinde');
    await form
      .getByRole('textbox', { name: 'Mobile number', exact: true })
      .fill(`97${String(Date.now()).slice(-8)}`);
    await choose(page, form.getByRole('combobox', { name: "Patient's blood group" }), 'B+');
    await form.getByRole('textbox', { name: 'Units', exact: true }).fill('1');
    await form.getByRole('textbox', { name: 'Hospital name', exact: true }).fill('Jehangir Hospital');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/requests/patient'));
    await issue.getByRole('button', { name: 'Save and choose bags', exact: true }).click();
    const request = ((await (await created).json()) as { content: { data: { _id: string } } }).content.data;

    // Every bag is greyed out with its reason: available ones for the group, the others for their state.
    const bags = issue.getByRole('table', { name: 'Bags of A+ Whole Blood', exact: true });
    await settled(bags);
    const rows = await bagRows(bags);
    const shelf = await cellUnits(page, cell.group, cell.component);
    expect(rows.length).toBe(shelf.length);
    for (const [index, row] of rows.entries()) {
      expect(row.disabled, `${row.bagId} cannot be ticked`).toBe(true);
      expect(row.checked).toBe(false);
      if (shelf[index]?.state === 'available') expect(row.reason, row.bagId).toBe(reason);
      else expect(row.reason, row.bagId).toMatch(/^This unit /);
    }
    expect(rows.find((row) => row.bagId === unit.bagId)?.reason).toBe(reason);
    // The reason is the tick box's description, so a screen reader says it too.
    const box = bags.getByRole('checkbox', { name: `Choose bag ${unit.bagId}`, exact: true });
    const describedBy = await box.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect((await issue.locator(`[id="${describedBy}"]`).innerText()).trim()).toBe(reason);
    await issue
      .getByText('None of these bags can be chosen: the reason is beside each.', { exact: true })
      .waitFor();
    await issue.getByText('1 unit asked, 0 received, 1 still needed', { exact: false }).waitFor();
    await issue.getByText('The request needs 1 more unit', { exact: true }).waitFor();
    expect(await issue.getByRole('textbox', { name: 'Quantity' }).isDisabled()).toBe(true);
    await issue.getByRole('radio', { name: 'Will be delivered', exact: true }).check();
    expect(await issue.getByRole('button', { name: 'Issue', exact: true }).isDisabled()).toBe(true);
    await issue.getByText('Choose at least one bag.', { exact: true }).waitFor();
    await bags.getByRole('rowheader', { name: unit.bagId, exact: true }).scrollIntoViewIfNeeded();
    await screenshotPopup(issue, page, 'inventory-10-issue-incompatible');
    await expectAccessible(page, 'the Issue to Patient popup with incompatible bags');

    // Asked directly, the server refuses the same unit for the same reason, and nothing changes.
    const refusal = await callApi(page, 'POST', '/api/institution/inventory/change-status', {
      data: {
        type: 'issue',
        issueType: 'patient',
        id: request._id,
        status: 3,
        issuedUnits: 1,
        inventoryIds: [unit._id],
        deliveryType: 'toBeDeliver',
      },
    });
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe(`Bag ${unit.bagId}: ${reason}`);
    const after = await cellUnits(page, cell.group, cell.component);
    expect(after.find((row) => row._id === unit._id)?.state).toBe('available');

    await issue.getByRole('button', { name: 'Cancel', exact: true }).click();
    await issue.waitFor({ state: 'hidden' });
    expectNoProblems(visit);
  });

  it('units are transferred to the nearest blood bank, and its receipt accepts them into its inventory', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const cell = { group: 'O+', component: 'Red Cells Leukoreduced' };
    const prefix = bagPrefix('TRF');
    await page.goto('/api/health');
    const mine = await addUnitsThroughApi(page, [
      { bagId: `${prefix}-1`, ...cellOf(cell), collectionDate: indiaDay(-6), volume: 280 },
      { bagId: `${prefix}-2`, ...cellOf(cell), collectionDate: indiaDay(-5), volume: 275 },
    ]);
    const bagIds = mine.map((unit) => unit.bagId);

    await openStock(page);
    await fromCellMenu(page, cell.group, cell.component, 'Transfer');
    const transfer = page.getByRole('dialog', { name: 'Transfer', exact: true });

    // The blood banks, nearest first: Indrayani in Chinchwad is the nearest to Sahyadri.
    const targets = transfer.getByRole('table', { name: 'Blood banks to transfer to', exact: true });
    await settled(targets);
    await expect.poll(() => bodyRows(targets).count()).toBeGreaterThan(1);
    const distances = (await columnTexts(targets, 'Distance')).map((text) => {
      expect(text).toMatch(/^[\d,]+(\.\d)? km$/);
      return Number.parseFloat(text.replace(/,/g, ''));
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await columnTexts(targets, 'Name'))[0]).toBe(INDRAYANI.name);
    expect(await columnTexts(targets, 'Name')).not.toContain(BLOOD_BANK.name);
    await transfer.getByRole('radio', { name: `Transfer to ${INDRAYANI.name}`, exact: true }).check();

    // The bags: none chosen until the clerk ticks them.
    const bags = transfer.getByRole('table', {
      name: `Bags of ${cell.group} ${cell.component}`,
      exact: true,
    });
    await settled(bags);
    expect((await bagRows(bags)).filter((row) => row.checked)).toEqual([]);
    for (const bagId of bagIds)
      await bags.getByRole('checkbox', { name: `Choose bag ${bagId}`, exact: true }).check();
    await transfer.getByText(/^2 of \d+ bags chosen$/).waitFor();
    await transfer.getByText('Choose a delivery mode.', { exact: true }).waitFor();
    await transfer.getByRole('radio', { name: 'Will be delivered', exact: true }).check();
    await transfer
      .getByRole('textbox', { name: 'Details', exact: true })
      .fill('Cold box 4, driver Ganesh More');
    await transfer
      .getByRole('textbox', { name: 'Comments', exact: true })
      .fill('For the thalassaemia day care on Saturday');
    await screenshotPopup(transfer, page, 'inventory-11-transfer');
    await expectAccessible(page, 'the Transfer popup, filled');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await acknowledgePopup(page, 'Transfer Successfully');
    await transfer.waitFor({ state: 'hidden' });

    // Sahyadri: the units are on their way (still its own until received), typed in by address.
    await page.goto('/inventory-transfer?view=transfer');
    await page.getByRole('heading', { name: 'Transfer', level: 1 }).waitFor();
    expect(
      await page.getByRole('tab', { name: 'Transfer In Process', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    const outgoing = page.getByRole('table', { name: 'Transfer In Process', exact: true });
    await settled(outgoing);
    await searchList(page, outgoing, prefix, 2);
    expect((await columnTexts(outgoing, 'Bag ID')).sort()).toEqual(bagIds);
    expect(await columnTexts(outgoing, 'Sent to')).toEqual([INDRAYANI.name, INDRAYANI.name]);
    expect(await columnTexts(outgoing, 'Delivery')).toEqual(['Will be delivered', 'Will be delivered']);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-12-transfer-in-process');
    await expectAccessible(page, '/inventory-transfer, Transfer In Process');
    // In Inventory lists them as Transfer In Process too, and they cannot be picked for disposal.
    await page.getByRole('tab', { name: 'In Inventory', exact: true }).click();
    const inInventory = page.getByRole('table', { name: 'In Inventory', exact: true });
    await settled(inInventory);
    await searchList(page, inInventory, prefix, 2);
    expect(await columnTexts(inInventory, 'State')).toEqual(['Transfer In Process', 'Transfer In Process']);
    for (const bagId of bagIds)
      expect(
        await inInventory.getByRole('checkbox', { name: `Select ${bagId}`, exact: true }).isDisabled(),
      ).toBe(true);

    // Indrayani, in a browser of its own: the receipt lists them; Accept takes them in.
    const receiver = await site.journeyAs(INDRAYANI);
    const other = receiver.page;
    await other.goto('/inventory-receipt');
    await other.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    const receipt = other.getByRole('table', { name: 'Receipt', exact: true });
    await settled(receipt);
    await searchList(other, receipt, prefix, 2);
    expect(await columnTexts(receipt, 'Sent by')).toEqual([BLOOD_BANK.name, BLOOD_BANK.name]);
    expect(await columnTexts(receipt, 'Comments')).toEqual([
      'For the thalassaemia day care on Saturday',
      'For the thalassaemia day care on Saturday',
    ]);
    for (const bagId of bagIds)
      await receipt.getByRole('checkbox', { name: `Select ${bagId}`, exact: true }).check();
    const selected = other.getByRole('group', { name: 'Actions on the selected rows' });
    await selected.getByText('2 selected', { exact: true }).waitFor();
    await waitUntilLoaded(other);
    await saveScreenshot(other, 'inventory-13-receipt');
    await expectAccessible(other, '/inventory-receipt with units selected');
    await selected.getByRole('button', { name: 'Accept', exact: true }).click();
    await acknowledgePopup(other, 'Transfer Successfully');
    await other.getByText('No units waiting for receipt', { exact: true }).waitFor();

    // The unit's page at Indrayani: held here, received from Sahyadri, and its history says so.
    await findUnit(other, bagIds[0] as string);
    await other.waitForURL((url) => url.pathname.startsWith('/inventory/unit/'));
    await other.getByRole('heading', { name: `Unit ${bagIds[0]}`, level: 1 }).waitFor();
    const history = await historyOf(other);
    expect(history.map((event) => event.summary)).toEqual([
      'Added to inventory; mandatory screening declared done and non-reactive',
      `Sent in transfer to ${INDRAYANI.name}`,
      `Received from ${BLOOD_BANK.name}`,
    ]);
    await other.getByText(`${BLOOD_BANK.name} on ${shownDay(indiaDay(0))}`, { exact: true }).waitFor();
    await waitUntilLoaded(other);
    await saveScreenshot(other, 'inventory-14-received-unit');
    await expectAccessible(other, 'the unit page of a received unit');

    // Sahyadri no longer holds them.
    expect((await cellUnits(page, cell.group, cell.component)).map((unit) => unit.bagId)).not.toContain(
      bagIds[0],
    );
    expectNoProblems(receiver);
    expectNoProblems(visit);
  });

  it('six units go to processing, two are updated into components, and a component’s page starts with its parent', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    // Bombay (HH) whole blood: rare enough that the demo stock has none, so the six bags are the journey's.
    const cell = { group: 'HH', component: 'Whole Blood' };
    const prefix = bagPrefix('PRC');
    await page.goto('/api/health');
    const mine = await addUnitsThroughApi(
      page,
      [1, 2, 3, 4, 5, 6].map((n) => ({
        bagId: `${prefix}-${n}`,
        ...cellOf(cell),
        collectionDate: indiaDay(-1),
        volume: 440 + n,
      })),
    );
    const bagIds = mine.map((unit) => unit.bagId);

    await openStock(page);
    await fromCellMenu(page, cell.group, cell.component, 'Process', async (menu) => {
      // Six available bags: Process is offered, as are the issue and transfer entries.
      for (const item of ['Transfer', 'Dispose', 'Registered', 'Unregistered', 'Process'])
        expect(await menu.getByRole('menuitem', { name: item, exact: true }).isEnabled(), item).toBe(true);
      await menu.getByText(`${cell.group} · ${cell.component}`, { exact: true }).waitFor();
      await fadedIn(menu);
      await saveScreenshot(page, 'inventory-15-cell-menu');
      await expectAccessible(page, 'the stock grid with a cell’s menu open');
    });
    const process = page.getByRole('dialog', { name: 'Issue to process', exact: true });
    const bags = process.getByRole('table', {
      name: `Bags of ${cell.group} ${cell.component}`,
      exact: true,
    });
    await settled(bags);
    await choose(page, process.getByRole('combobox', { name: 'Quantity' }), '6');
    const shelf = await cellUnits(page, cell.group, cell.component);
    const chosen = (await bagRows(bags)).filter((row) => row.checked).map((row) => row.bagId);
    expect(chosen).toEqual(
      shelf
        .filter((unit) => unit.state === 'available')
        .slice(0, 6)
        .map((unit) => unit.bagId),
    );
    expect([...chosen].sort()).toEqual(bagIds);
    await process.getByText('6 of 6 bags chosen', { exact: false }).waitFor();

    // Components, their planned volumes and the volume of one bag; more than 90 % of the blood is refused.
    const components = process.getByRole('combobox', { name: 'Components' });
    for (const component of ['Red Cells Packed', 'Plasma Fresh Frozen']) {
      await components.click();
      await page.getByRole('option', { name: component, exact: true }).click();
    }
    await process.getByRole('textbox', { name: 'Volume of Red Cells Packed (ml)' }).fill('1600');
    await process.getByRole('textbox', { name: 'Volume of Plasma Fresh Frozen (ml)' }).fill('900');
    await process.getByRole('textbox', { name: 'Approximate volume per bag (ml)' }).fill('450');
    await process.getByText('Planned 2,500 ml of at most 2,430 ml (90% of 6 bags × 450 ml).').waitFor();
    const send = process.getByRole('button', { name: 'Send to processing', exact: true });
    await send.click();
    await alertWithText(process, 'You cannot exceeds more than 2430 ml.').waitFor();
    await screenshotPopup(process, page, 'inventory-16-process-too-much');
    await expectAccessible(page, 'the Issue to process popup with its error');
    await process.getByRole('textbox', { name: 'Volume of Red Cells Packed (ml)' }).fill('1500');
    await process.getByText('Planned 2,400 ml of at most 2,430 ml (90% of 6 bags × 450 ml).').waitFor();
    expect(await alertWithText(process, 'You cannot exceeds more than 2430 ml.').count()).toBe(0);
    await send.click();
    await acknowledgePopup(page, '6 units sent to processing', (popup) =>
      popup.getByText('The units are listed under In Process until their components are added.').waitFor(),
    );
    await process.waitFor({ state: 'hidden' });

    // In Process, typed in by address: the six bags; two of them are updated.
    await page.goto('/inventory-in-process');
    await page.getByRole('heading', { name: 'In Process', level: 1 }).waitFor();
    const inProcess = page.getByRole('table', { name: 'In Process', exact: true });
    await settled(inProcess);
    await searchList(page, inProcess, prefix, 6);
    expect((await columnTexts(inProcess, 'Bag ID')).sort()).toEqual(bagIds);
    const [first, second] = bagIds as [string, string];
    for (const bagId of [first, second])
      await inProcess.getByRole('checkbox', { name: `Select ${bagId}`, exact: true }).check();
    const selected = page.getByRole('group', { name: 'Actions on the selected rows' });
    await selected.getByText('2 selected', { exact: true }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-17-in-process-selected');
    await expectAccessible(page, '/inventory-in-process with units selected');
    await selected.getByRole('button', { name: 'Update Stock', exact: true }).click();
    await expectPath(page, '/inventory-in-process/updatestock');
    await page.getByRole('heading', { name: 'Update Stock', level: 1 }).waitFor();
    const parents = page.getByRole('table', { name: 'Units being processed', exact: true });
    expect((await columnTexts(parents, 'Bag ID')).sort()).toEqual([first, second]);

    // The Update inventory popup: nothing chosen says what is missing; then one component from each bag.
    const made = [
      {
        parent: first,
        component: 'Red Cells Packed',
        bagId: `${first}-PRC`,
        volume: '260',
        storedIn: 'Walk-in Cold Room',
      },
      {
        parent: second,
        component: 'Plasma Fresh Frozen',
        bagId: `${second}-FFP`,
        volume: '180',
        storedIn: 'Deep Freezer (-40 °C) A',
      },
    ];
    const entry = page.getByRole('dialog', { name: 'Update inventory', exact: true });
    for (const [index, component] of made.entries()) {
      await mainOf(page).getByRole('button', { name: 'Add a component', exact: true }).click();
      await entry.getByRole('combobox', { name: 'Parent unit' }).waitFor();
      if (index === 0) {
        await entry.getByRole('button', { name: 'Add', exact: true }).click();
        await alertWithText(entry, 'All Fileds Is Required').waitFor();
        await screenshotPopup(entry, page, 'inventory-18-update-inventory-required');
        await expectAccessible(page, 'the Update inventory popup with its errors');
      }
      await choose(page, entry.getByRole('combobox', { name: 'Parent unit' }), `${component.parent} · HH`);
      await choose(page, entry.getByRole('combobox', { name: 'Component' }), component.component);
      // The bag number is proposed from the parent's and the component's code; the group from the parent.
      await expect
        .poll(() => entry.getByRole('textbox', { name: 'Bag ID' }).inputValue())
        .toBe(component.bagId);
      expect(await entry.getByRole('textbox', { name: 'Blood Group' }).inputValue()).toBe('HH');
      expect(await entry.getByRole('textbox', { name: 'Expiry date' }).inputValue()).toMatch(
        /^\d{2}\/\d{2}\/\d{4}$/,
      );
      await entry.getByRole('textbox', { name: 'Volume (ml)' }).fill(component.volume);
      await entry.getByRole('textbox', { name: 'Stored in' }).fill(component.storedIn);
      if (index === 1) await screenshotPopup(entry, page, 'inventory-19-update-inventory-filled');
      await entry.getByRole('button', { name: 'Add', exact: true }).click();
      await entry.waitFor({ state: 'hidden' });
    }
    const drafts = page.getByRole('table', { name: 'Components made', exact: true });
    await expect.poll(() => bodyRows(drafts).count()).toBe(2);
    expect(await columnTexts(drafts, 'Bag ID')).toEqual(made.map((component) => component.bagId));
    expect(await columnTexts(parents, 'Components added')).toEqual(['1', '1']);
    await popupsGone(page);
    await saveScreenshot(page, 'inventory-20-update-stock');
    await expectAccessible(page, '/inventory-in-process/updatestock with two components');

    await mainOf(page).getByRole('button', { name: 'Update Stock', exact: true }).click();
    await acknowledgePopup(page, 'Stock Updated Successfully');
    await expectPath(page, '/inventory');

    // The red cells are a unit of their own; its page starts with the parent's life.
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await findUnit(page, made[0]?.bagId as string);
    await page.waitForURL((url) => url.pathname.startsWith('/inventory/unit/'));
    await page.getByRole('heading', { name: `Unit ${made[0]?.bagId}`, level: 1 }).waitFor();
    const history = (await historyOf(page)).map((event) => event.summary);
    expect(history).toEqual([
      `Parent bag ${first}: Added to inventory; mandatory screening declared done and non-reactive`,
      `Parent bag ${first}: Sent to processing`,
      `Parent bag ${first}: Processed into Red Cells Packed (${first}-PRC)`,
      `Made from bag ${first} (Whole Blood)`,
    ]);
    const family = page.getByRole('region', { name: 'Made from and made into' });
    await family.getByRole('link', { name: first, exact: true }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-21-component-unit');
    await expectAccessible(page, 'the unit page of a component');

    // The four bags not updated are still in processing.
    await page.goto('/inventory-in-process');
    await settled(inProcess);
    await searchList(page, inProcess, prefix, 4);
    expectNoProblems(visit);
  });

  it('a unit’s history opens from its bag number typed into Find a unit, survives a reload, and Back returns', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const bagId = `${bagPrefix('HIS')}-1`;
    await page.goto('/api/health');
    const [unit] = (await addUnitsThroughApi(page, [
      {
        bagId,
        bloodGroup: 'O+',
        component: 'Platelets Random Donor',
        collectionDate: indiaDay(-1),
        volume: 60,
        storedIn: 'Platelet Agitator 1',
      },
    ])) as [Unit];
    const disposed = await callApi(page, 'POST', '/api/institution/inventory/change-status', {
      data: {
        type: 'dispose',
        inventoryIds: [unit._id],
        reason: 'brokenBag',
        comment: 'Bag seam leaking on receipt',
      },
    });
    expect(disposed.status, disposed.message).toBe(200);

    await openStock(page);
    // A number that is no unit's says so under the box, and the clerk stays where they are.
    await findUnit(page, `${bagId}X`);
    await mainOf(page).getByText(`No unit with the number ${bagId}X`, { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/inventory');
    await saveScreenshot(page, 'inventory-22-find-a-unit-unknown');

    // Typed (or scanned) with Enter: the unit's page.
    await findUnit(page, bagId.toLowerCase());
    await expectPath(page, `/inventory/unit/${unit._id}`);
    const heading = page.getByRole('heading', { name: `Unit ${bagId}`, level: 1 });
    await heading.waitFor();
    const expected = [
      'Added to inventory; mandatory screening declared done and non-reactive',
      'Disposed as waste — Bag seam leaking on receipt',
    ];
    const history = await historyOf(page);
    expect(history.map((event) => event.summary)).toEqual(expected);
    const moments = history.map((event) => Date.parse(event.at));
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    const facts = page.getByRole('region', { name: 'The unit' });
    await facts.getByText('Disposed', { exact: true }).first().waitFor();
    await facts.getByText('O+', { exact: true }).waitFor();
    await page.getByText('Reason: Broken bag / storage problem', { exact: true }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-23-unit-history');
    await expectAccessible(page, 'the unit page');

    await page.reload();
    await heading.waitFor();
    expect((await historyOf(page)).map((event) => event.summary)).toEqual(expected);

    await page.goBack();
    await expectPath(page, '/inventory');
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    expectNoProblems(visit);
  });

  it('the registers open by their addresses: expiring units, the ageing report, received and issued bags', async () => {
    const visit = await site.tabAs(BLOOD_BANK);
    const { page } = visit;

    await page.goto('/inventory-expiring?days=7');
    await page.getByRole('heading', { name: 'Expiring Units', level: 1 }).waitFor();
    const expiring = page.getByRole('table', { name: 'Expiring Units', exact: true });
    await settled(expiring);
    const lastDay = indiaDay(6);
    for (const text of await columnTexts(expiring, 'Expiry')) {
      expect(text).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      expect(Date.parse(`${text} UTC`)).toBeLessThanOrEqual(Date.parse(`${lastDay}T00:00:00Z`));
    }
    expect(await page.getByRole('radio', { name: '7 days', exact: true }).isChecked()).toBe(true);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-24-expiring');
    await expectAccessible(page, '/inventory-expiring');

    await page.goto('/inventory-ageing-report');
    await page.getByRole('heading', { name: 'Ageing Report', level: 1 }).waitFor();
    const ageing = page.getByRole('table', { name: 'Ageing Report', exact: true });
    await settled(ageing);
    const ages = (await columnTexts(ageing, 'Age (days)')).map(Number);
    expect(ages.length).toBeGreaterThan(0);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    await page.getByRole('region', { name: 'Units by age' }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-25-ageing');
    await expectAccessible(page, '/inventory-ageing-report');

    await page.goto('/received');
    await page.getByRole('heading', { name: 'Received', level: 1 }).waitFor();
    await settled(page.getByRole('table', { name: 'Received', exact: true }));
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-26-received');
    await expectAccessible(page, '/received');
    await page.getByRole('tab', { name: 'Issued', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'issued');
    const issued = page.getByRole('table', { name: 'Issued', exact: true });
    await settled(issued);
    expect(await bodyRows(issued).count()).toBeGreaterThan(0);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'inventory-27-received-issued-tab');
    await expectAccessible(page, '/received, Issued tab');
    expectNoProblems(visit);
  });
});
