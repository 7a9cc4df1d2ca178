import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { mainOf } from './person.js';

/**
 * Reading the app's tables as a person does: their rows, a column's texts, and the list's Search box. The
 * server-paged tables are marked aria-busy while their call is under way.
 */

/** The rows of a table's body (the header row left out). */
export function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

/** Waits until a server-paged table has its answer (the app marks it aria-busy while a call is under way). */
export async function settled(table: Locator): Promise<void> {
  await table.waitFor();
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
}

/** The text of every body cell under the column headed `header`, top to bottom. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column "${header}" among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(table).evaluateAll(
    (rows, column) =>
      rows.map((row) => {
        const cells = (row as unknown as { children: ArrayLike<{ textContent: string | null }> }).children;
        return (cells[column]?.textContent ?? '').trim();
      }),
    index,
  );
}

/** Types a term into a list's Search box and waits until the table shows exactly `rows` rows. */
export async function searchList(page: Page, table: Locator, term: string, rows: number): Promise<void> {
  await mainOf(page).getByRole('searchbox', { name: 'Search', exact: true }).fill(term);
  // The search goes to the server once typing pauses, and into the address.
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await expect.poll(() => bodyRows(table).count(), { timeout: 10_000 }).toBe(rows);
  await settled(table);
}
