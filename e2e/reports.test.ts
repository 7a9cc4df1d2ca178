import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK } from './support/accounts.js';
import { indiaToday } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import { expectNoProblems, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * The blood centre's reports in Chromium (issue 17 item 2b): a clerk of Sahyadri Blood Centre types /reports
 * into a fresh page and reads today's stock register; switches to the monthly report and chooses last month
 * (the demo recorded donations, lab results, issues and discards there); downloads it as .xlsx (opened with
 * exceljs: its sheets hold the screen's figures) and as PDF; a reload keeps the month, Back returns to the
 * daily register; axe finds nothing serious on either.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

const addressOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    mainOf(page).getByRole('button', { name: button }).click(),
  ]);
  const saved = await file.path();
  if (!saved) throw new Error(`${button}: nothing was saved`);
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

/** The number in a row's cell under a column heading of a section's table. */
async function cellOf(page: Page, section: string, row: string, column: number): Promise<string> {
  const table = mainOf(page).getByRole('region', { name: section, exact: true }).getByRole('table');
  const line = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) });
  return (await line.getByRole('cell').nth(column).innerText()).trim();
}

describe.skipIf(!hasChromium)('The reports of a blood centre in Chromium', () => {
  const site = useSite();

  it('a clerk reads the daily register, the monthly return, downloads both files, reloads and goes Back', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await expect.poll(() => page.title()).toBe('Reports · RaktSetu');
    const today = indiaToday();

    // Today's register: the demo's shelves, opening + in − out = closing.
    const register = mainOf(page).getByRole('table', { name: /^Stock by component and blood group/ });
    await register.waitFor();
    await mainOf(page)
      .getByRole('heading', { level: 2, name: /^Daily stock report: / })
      .waitFor();
    const total = register.getByRole('row').last();
    const totals = (await total.getByRole('cell').allInnerTexts()).map((text) =>
      Number(text.replace(/,/g, '')),
    );
    // Total, (group), opening, collected, received, prepared, returned, issued, out, processing, discarded,
    // unsafe, expired, closing, expiring.
    const [, , opening = 0, ...rest] = totals;
    const inflow = rest.slice(0, 4).reduce((sum, n) => sum + n, 0);
    const outflow = rest.slice(4, 10).reduce((sum, n) => sum + n, 0);
    expect(opening + inflow - outflow).toBe(rest[10]);
    expect(rest[10]).toBeGreaterThan(0);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'reports-01-daily');
    await expectAccessible(page, 'the daily stock report');

    // Last month's return.
    await mainOf(page).getByRole('tab', { name: 'Monthly report' }).click();
    await expect.poll(() => addressOf(page).view).toBe('monthly');
    const lastMonth = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 7);
    await mainOf(page).getByRole('combobox', { name: 'Month' }).selectOption(lastMonth);
    await expect.poll(() => addressOf(page)).toEqual({ view: 'monthly', month: lastMonth });
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const monthName = `${MONTHS[Number(lastMonth.slice(5)) - 1]} ${lastMonth.slice(0, 4)}`;
    await mainOf(page)
      .getByRole('heading', { level: 2, name: `Monthly report: ${monthName}`, exact: true })
      .waitFor();
    await waitUntilLoaded(page);
    const voluntaryTotal = Number(await cellOf(page, 'Collections by donor type', 'Voluntary', 2));
    const issuedTotal = Number(
      (
        await mainOf(page)
          .getByRole('region', { name: 'Issues by component', exact: true })
          .getByRole('row')
          .last()
          .getByRole('cell')
          .last()
          .innerText()
      ).trim(),
    );
    expect(voluntaryTotal).toBeGreaterThan(0);
    expect(issuedTotal).toBeGreaterThan(0);
    expect(Number(await cellOf(page, 'TTI screening: reactive by test', 'HBsAg', 1))).toBeGreaterThan(0);
    await saveScreenshot(page, 'reports-02-monthly');
    await expectAccessible(page, 'the monthly report');

    // The files: the same figures, the centre named.
    const xlsx = await download(page, 'Download .xlsx');
    expect(xlsx.name).toBe(`monthly-report-${lastMonth}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    // Row by row as the sheet reads (the first row is row 1); an empty row stays an empty list.
    const sheetRows = (name: string) =>
      Array.from(book.getWorksheet(name)?.getSheetValues() ?? [], (row) =>
        Array.isArray(row) ? row.slice(1) : [],
      );
    const rows = sheetRows('Collections by donor type');
    expect(rows[1]).toEqual([BLOOD_BANK.name]);
    expect(rows.find((row) => row[0] === 'Voluntary')?.[3]).toBe(voluntaryTotal);
    const issues = sheetRows('Issues by component');
    expect(issues.find((row) => row[0] === 'Total')?.[1]).toBe(issuedTotal);
    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toBe(`monthly-report-${lastMonth}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(1000);

    // A reload keeps the month; Back returns to the daily register.
    await page.reload();
    await mainOf(page).getByRole('region', { name: 'Collections by donor type', exact: true }).waitFor();
    expect(await mainOf(page).getByRole('combobox', { name: 'Month' }).inputValue()).toBe(lastMonth);
    await page.goBack();
    await expect.poll(() => addressOf(page)).toEqual({ view: 'monthly' });
    await page.goBack();
    await expect.poll(() => addressOf(page)).toEqual({});
    await register.waitFor();
    expectNoProblems(visit);
  });
});
