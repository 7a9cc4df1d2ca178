import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK } from './support/accounts.js';
import { indiaToday } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import { acknowledgePopup, expectNoProblems, expectPath, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';
import { searchList } from './support/tables.js';

/**
 * The spreadsheet upload in Chromium (docs/spec/part-2-operations-and-admin.md §2 "Spreadsheet upload", §5
 * "Excel upload"; docs/decisions/0049), as a clerk of Sahyadri Blood Centre does it:
 *
 * 1. From /inventory, Upload Inventory: the template is downloaded and filled with three bags, one with a blood
 *    group that does not exist; the preview marks that row with its reason; Upload stores the two others and the
 *    page reloads on /inventory, where "Find a unit" opens each new bag.
 * 2. From /people, Upload Donors: a donors template filled with one new donor and one without an e-mail; the
 *    donor is stored, the clerk lands on /, and People finds them.
 * 3. A Word document renamed .xlsx is told apart by its content, and nothing can be uploaded.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file; the
 * workbooks are the server's own templates, filled here with exceljs as a spreadsheet program would.
 */

const ownWord = () => Date.now().toString(36).toUpperCase();

function dayFromToday(days: number): Date {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}
const typed = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

/** Downloads the open tab's template through the page, as the clerk's browser saves it. */
async function downloadTemplate(page: Page): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await mainOf(page).getByRole('button', { name: 'Download template' }).click();
  const saved = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  return workbook;
}

/** Writes `rows` from row 2 (over the example), keeping the template's header, lists and date format. */
async function filled(
  workbook: ExcelJS.Workbook,
  rows: (string | number | Date | null)[][],
): Promise<string> {
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  rows.forEach((values, index) => {
    values.forEach((value, column) => {
      sheet.getCell(index + 2, column + 1).value = value;
    });
  });
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'raktsetu-upload-')), 'filled.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

async function chooseFile(page: Page, file: string) {
  await mainOf(page).getByLabel('Spreadsheet (.xlsx)').setInputFiles(file);
}

describe.skipIf(!hasChromium)('Spreadsheet upload in Chromium', () => {
  const site = useSite();

  it('a blood centre uploads its stock, sees the bad row with its reason, and finds the stored bags', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/inventory');
    await mainOf(page).getByRole('link', { name: 'Upload Inventory' }).click();
    await expectPath(page, '/upload');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('inventory');
    await mainOf(page).getByRole('heading', { name: 'Spreadsheet upload', level: 1 }).waitFor();
    await expectAccessible(page, '/upload, Inventory tab');

    const workbook = await downloadTemplate(page);
    const header = ((workbook.worksheets[0] as ExcelJS.Worksheet).getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 8)).toEqual([
      'Bag ID *',
      'Blood Group *',
      'Donor ID',
      'Component *',
      'Volume (ml) *',
      'Stored In *',
      'Collection Date *',
      'Expiry Date *',
    ]);

    const word = ownWord();
    const [first, second, unknownGroup] = [`UPL-${word}-1`, `UPL-${word}-2`, `UPL-${word}-3`];
    // A real date cell, a typed dd/mm/yyyy text, and a row with a group no one has.
    const file = await filled(workbook, [
      [
        first,
        'B+',
        null,
        'Red Cells Packed',
        350,
        'Refrigerator 2',
        dayFromToday(-2),
        dayFromToday(33),
        'Yes',
      ],
      [
        second,
        'O-',
        null,
        'Plasma Fresh Frozen',
        200,
        'Deep freezer 1',
        typed(dayFromToday(-1)),
        typed(dayFromToday(300)),
        'No',
      ],
      [
        unknownGroup,
        'Q+',
        null,
        'Whole Blood',
        450,
        'Refrigerator 1',
        dayFromToday(-1),
        dayFromToday(30),
        'Yes',
      ],
    ]);
    await chooseFile(page, file);
    await mainOf(page).getByText('3 rows: 2 valid, 1 with problems').waitFor();
    await mainOf(page).getByText('Unknown blood group "Q+"').waitFor();
    await saveScreenshot(page, 'upload-01-inventory-preview');
    await expectAccessible(page, '/upload, the preview of a file');

    await mainOf(page).getByRole('button', { name: 'Upload', exact: true }).click();
    await acknowledgePopup(page, '2 units added.');
    // Opened from inventory: the spec's reload of /inventory.
    await expectPath(page, '/inventory');
    await waitUntilLoaded(page);
    for (const bag of [first, second]) {
      const finder = mainOf(page).getByRole('searchbox', { name: 'Find a unit', exact: true });
      await finder.fill(bag);
      await finder.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/inventory/unit/'));
      await mainOf(page).getByText(bag, { exact: true }).first().waitFor();
      await page.goBack();
      await expectPath(page, '/inventory');
    }
    await saveScreenshot(page, 'upload-02-inventory-after');
    expectNoProblems(visit);
  });

  it('a blood centre uploads donors; the row without an e-mail is refused and the new donor is on People', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/people');
    await mainOf(page).getByRole('link', { name: 'Upload Donors' }).click();
    await expectPath(page, '/upload');
    await mainOf(page).getByRole('tab', { name: 'Donors', selected: true }).waitFor();

    const workbook = await downloadTemplate(page);
    const word = ownWord();
    const mobile = `7${String(Date.now()).slice(-9)}`;
    const file = await filled(workbook, [
      [
        'Ishita',
        `Upload${word}`,
        'Female',
        mobile,
        `ishita.${word.toLowerCase()}@example.in`,
        'AB+',
        'Whole Blood',
        new Date(Date.UTC(1996, 2, 9)),
        158,
        54,
        dayFromToday(-200),
      ],
      ['Rohan', `Upload${word}`, 'Male', `8${mobile.slice(1)}`, null, 'O+', null, null, null, null, null],
    ]);
    await chooseFile(page, file);
    await mainOf(page).getByText('2 rows: 1 valid, 1 with problems').waitFor();
    await mainOf(page).getByText('Email is required').waitFor();
    await saveScreenshot(page, 'upload-03-donors-preview');

    await mainOf(page).getByRole('button', { name: 'Upload', exact: true }).click();
    await acknowledgePopup(page, '1 donors added.');
    await expectPath(page, '/');

    await page.goto('/people');
    const table = page.getByRole('table', { name: 'Donors', exact: true });
    await searchList(page, table, `Upload${word}`, 1);
    await table.getByText(`Ishita Upload${word}`).waitFor();
    expectNoProblems(visit);
  });

  it('a Word document renamed .xlsx is refused by its content, and nothing can be uploaded', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/upload?tab=inventory');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'raktsetu-upload-')), 'stock.xlsx');
    await writeFile(
      file,
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': strToU8('<w:document>Stock list</w:document>'),
      }),
    );
    await chooseFile(page, file);
    await mainOf(page)
      .getByText('This file is not an Excel workbook (.xlsx), whatever its name says')
      .waitFor();
    expect(await mainOf(page).getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'upload-04-disguised-file');
    // Cancel leaves for the dashboard.
    await mainOf(page).getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/');
    expectNoProblems(visit);
  });
});
