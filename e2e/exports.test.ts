import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../apps/api/src/modules/exports/csv.test-support.js';
import { BLOOD_BANK, tokenOf } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import { choose, expectNoProblems, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * Exporting a filtered list, in Chromium (issue 17 item 2a): a clerk of Sahyadri Blood Centre types /people,
 * narrows the known donors to O+, and chooses Export → CSV, then Export → Excel. Both files are the O+ donors
 * the list holds, every page of them, in the list's order, with the screen's headers; axe finds nothing
 * serious with the menu open.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

interface Donor {
  donorId: string;
  firstName: string;
  lastName: string;
  bloodGroup: string | null;
}

const HEADERS = [
  'Name',
  'Blood Group',
  'Donor ID',
  'Email',
  'Mobile',
  'Last Donation Component',
  'Last Donation Date',
  'Status',
];

/** Every known donor the list answers for the page's filters, every page of them. */
async function listedDonors(
  page: Page,
  filters: Record<string, string>,
): Promise<{ rows: Donor[]; total: number }> {
  const token = await tokenOf(page);
  const rows: Donor[] = [];
  let total = 0;
  for (let n = 1; ; n += 1) {
    const answer = await callApi<{ data: Donor[]; total: number }>(
      page,
      token,
      'GET',
      '/api/institution/get-known-donors',
      { params: { ...filters, page: n, limit: 100 } },
    );
    expect(answer.status, answer.message).toBe(200);
    rows.push(...answer.content.data);
    total = answer.content.total;
    if (answer.content.data.length < 100) return { rows, total };
  }
}

async function exportAs(page: Page, format: 'CSV' | 'Excel (.xlsx)') {
  await mainOf(page)
    .getByRole('button', { name: /^Export/ })
    .click();
  const item = page.getByRole('menuitem', { name: format, exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  const file = await download.path();
  if (!file) throw new Error(`the ${format} download was not saved`);
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

describe.skipIf(!hasChromium)('Exporting a list in Chromium', () => {
  const site = useSite();

  it('a blood bank exports its O+ donors as CSV and as Excel, and each file holds exactly those rows', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/people');
    const table = mainOf(page).getByRole('table', { name: 'Donors' });
    await table.waitFor();
    const everyone = await listedDonors(page, {});

    await choose(page, mainOf(page).getByRole('combobox', { name: /^Blood Group/ }), 'O+');
    await expect.poll(() => new URL(page.url()).searchParams.get('bloodGroup')).toBe('O+');
    await waitUntilLoaded(page);
    const filters = Object.fromEntries(new URL(page.url()).searchParams);
    const { rows: expected } = await listedDonors(page, filters);
    // The filter narrows: some donors are O+, and not all of them.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everyone.total);
    const expectedIds = expected.map((donor) => donor.donorId);

    // The menu, open, is accessible.
    await mainOf(page)
      .getByRole('button', { name: /^Export/ })
      .click();
    await page.getByRole('menuitem', { name: 'CSV', exact: true }).waitFor();
    await saveScreenshot(page, 'exports-01-menu');
    await expectAccessible(page, '/people with the Export menu open');
    await page.keyboard.press('Escape');

    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toMatch(/^donors-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvRows = parseCsv(csv.bytes.toString('utf8'));
    expect(csvRows[0]).toEqual(HEADERS);
    expect(csvRows.slice(1).map((row) => row[2])).toEqual(expectedIds);
    expect(new Set(csvRows.slice(1).map((row) => row[1]))).toEqual(new Set(['O+']));
    expect(csvRows[1]?.[0]).toBe(`${expected[0]?.firstName} ${expected[0]?.lastName}`);

    const xlsx = await exportAs(page, 'Excel (.xlsx)');
    expect(xlsx.name).toMatch(/^donors-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const sheetRows: string[][] = [];
    sheet?.eachRow((row) =>
      sheetRows.push(
        Array.from({ length: HEADERS.length }, (_, i) => String(row.getCell(i + 1).value ?? '')),
      ),
    );
    expect(sheetRows[0]).toEqual(HEADERS);
    expect(sheetRows.slice(1).map((row) => row[2])).toEqual(expectedIds);
    expect(sheetRows).toEqual(csvRows.map((row) => row.map((cell) => cell)));

    await saveScreenshot(page, 'exports-02-after');
    expectNoProblems(visit);
  });
});
