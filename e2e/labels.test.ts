import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, tokenOf } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, SCREENSHOT_DIR, saveScreenshot } from './support/browser.js';
import { expectNoProblems, expectPath, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * Printing a bag label and scanning it back, in Chromium (issue 17; docs/decisions/0012 for unit numbers):
 * a clerk of Sahyadri Blood Centre opens one of the demo stock's units by its address, chooses "Print label",
 * sees the 100 × 60 mm label with the unit number as a Code 128 barcode and in eye-readable form, and prints:
 * the printout is the label alone, one page of label size. Then the number, typed into "Find a unit" and Enter
 * as a barcode scanner types it, opens the unit's page again.
 */

interface Unit {
  _id: string;
  bagId: string;
  unitNumber: string | null;
  bloodGroup: string;
  component: string;
}

/** A unit on Sahyadri's shelf that came from a recorded donation, so it carries a unit number (demo stock). */
async function demoUnitWithNumber(page: Page): Promise<Unit & { unitNumber: string }> {
  const answer = await callApi<{ data: Unit[] }>(
    page,
    await tokenOf(page),
    'GET',
    '/api/institution/inventory/list',
    {
      params: { type: 'inventory', page: 1, limit: 100, sort: 'expiryDate', order: 'desc' },
    },
  );
  expect(answer.status, `the stock: ${answer.message}`).toBe(200);
  const numbered = answer.content.data.find((unit): unit is Unit & { unitNumber: string } =>
    Boolean(unit.unitNumber),
  );
  if (!numbered) throw new Error('The demo stock has no unit with a unit number');
  return numbered;
}

/** The eye-readable form of a 14-character unit number: "A9999 26 000001 C". */
function eyeReadable(unitNumber: string): string {
  return `${unitNumber.slice(0, 5)} ${unitNumber.slice(5, 7)} ${unitNumber.slice(7, 13)} ${unitNumber.slice(13)}`;
}

/** The pages of a PDF Chromium printed, each with its size in points. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)[\s\S]*?\/MediaBox\s*\[([^\]]+)\]/g) ?? [];
  return pages.map((page) => {
    const box = /\/MediaBox\s*\[([^\]]+)\]/.exec(page)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    return { width: (box[2] ?? 0) - (box[0] ?? 0), height: (box[3] ?? 0) - (box[1] ?? 0) };
  });
}

const POINTS_PER_MM = 72 / 25.4;

describe.skipIf(!hasChromium)('Unit labels in Chromium', () => {
  const site = useSite();

  it('a blood bank prints a unit label with the unit number as a barcode, and the scanned number opens the unit', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await page.goto('/');
    const unit = await demoUnitWithNumber(page);
    const readable = eyeReadable(unit.unitNumber);

    // The unit's page, by its address; Print label opens the label.
    await page.goto(`/inventory/unit/${unit._id}`);
    await page.getByRole('heading', { name: `Unit ${unit.bagId}`, level: 1 }).waitFor();
    await mainOf(page).getByRole('link', { name: 'Print label', exact: true }).click();
    await expectPath(page, `/inventory/unit/${unit._id}/label`);
    await page.getByRole('heading', { name: 'Unit label', level: 1 }).waitFor();

    const label = page.getByRole('region', { name: `Label of unit ${readable}`, exact: true });
    await label.waitFor();
    await expect
      .poll(() =>
        label
          .getByRole('img', { name: `Barcode ${unit.unitNumber}` })
          .locator('rect')
          .count(),
      )
      .toBeGreaterThan(20);
    await label.getByText(readable, { exact: true }).waitFor();
    await label.getByText(unit.bloodGroup, { exact: true }).waitFor();
    await label.getByText(unit.component, { exact: true }).waitFor();
    await label.getByText(BLOOD_BANK.name, { exact: true }).waitFor();
    // Drawn at its printed size: 100 × 60 mm at the browser's 96 pixels to the inch.
    const box = await label.boundingBox();
    expect(box?.width).toBeCloseTo((100 / 25.4) * 96, 0);
    expect(box?.height).toBeCloseTo((60 / 25.4) * 96, 0);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'labels-01-label');
    await expectAccessible(page, `/inventory/unit/${unit._id}/label`);

    // Printed: nothing of the app but the label, at the top-left corner of the page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await mainOf(page).getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Unit label', level: 1 }).isVisible()).toBe(false);
    expect(await label.isVisible()).toBe(true);
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(0);
    await expect.poll(async () => (await label.boundingBox())?.y).toBe(0);
    await saveScreenshot(page, 'labels-02-print-media');

    // The PDF the printer gets: one page, 100 × 60 mm.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await writeFile(path.join(SCREENSHOT_DIR, 'labels-03-printed.pdf'), pdf);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    // Chromium rounds the page to whole pixels: within half a millimetre.
    expect((pages[0]?.width ?? 0) / POINTS_PER_MM).toBeCloseTo(100, 0);
    expect((pages[0]?.height ?? 0) / POINTS_PER_MM).toBeCloseTo(60, 0);
    await page.emulateMedia({ media: 'screen' });

    // A scanner reads the barcode into "Find a unit" of any inventory screen, Enter included: the unit opens.
    await page.goto('/inventory-issued');
    const finder = mainOf(page).getByRole('searchbox', { name: 'Find a unit', exact: true });
    await finder.fill(unit.unitNumber);
    await finder.press('Enter');
    await expectPath(page, `/inventory/unit/${unit._id}`);
    await page.getByRole('heading', { name: `Unit ${unit.bagId}`, level: 1 }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'labels-04-scanned');
    expectNoProblems(visit);
  });
});
