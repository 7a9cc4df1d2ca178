import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Journey, pathOf, saveScreenshot } from './browser.js';

/**
 * What a person does on any RaktSetu screen, found by role and label as they would find it. Shared by the
 * journeys; each helper waits for what the person would wait for.
 */

/** Waits until the browser shows `path` (React Router navigates without a page load). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  expect(pathOf(page)).toBe(path);
}

/** The app shows a "Loading…" overlay while any call is pending; wait for it to go before a screenshot. */
export async function waitUntilLoaded(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor({ state: 'hidden' });
}

export function expectNoProblems(journey: Journey): void {
  expect(journey.problems, 'page errors or 5xx answers during the journey').toEqual([]);
}

/**
 * Logs out from the account menu and waits, as a person does, for the sign-in page: the session is ended
 * on the server first, then the page reloads at the door the person came in by.
 */
export async function logOut(page: Page, accountName: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${accountName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => /^\/(Super-Admin\/)?login$/i.test(url.pathname));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/** An alert (form error) with exactly this text. */
export function alertWithText(page: Page | Locator, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });
}

/**
 * The app's success/failure popup titled `title`: waits for it, optionally lets the caller look at it
 * (a screenshot), presses OK and waits for it to go.
 */
export async function acknowledgePopup(
  page: Page,
  title: string,
  whileOpen?: (popup: Locator) => Promise<void>,
): Promise<void> {
  const popup = page.getByRole('dialog', { name: title, exact: true });
  await popup.waitFor();
  await whileOpen?.(popup);
  await popup.getByRole('button', { name: 'OK' }).click();
  await popup.waitFor({ state: 'hidden' });
}

/** Clicks `trigger` (a button that opens the file picker) and picks `file` in the picker that opens. */
export async function pickFile(page: Page, trigger: Locator, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/**
 * The newest mail of this subject to this person, as the /dev/outbox page shows it (opened, or refreshed
 * when already open). With `count`, waits until that many such mails are listed.
 */
export async function openMail(page: Page, subject: string, to: string, count?: number): Promise<Locator> {
  if (pathOf(page) === '/dev/outbox') {
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/dev/outbox'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
  } else {
    await page.goto('/dev/outbox');
  }
  await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
  const mails = page.getByRole('article', { name: subject, exact: true }).filter({ hasText: to });
  if (count !== undefined) await expect.poll(() => mails.count()).toBe(count);
  const newest = mails.first();
  await newest.waitFor();
  return newest;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The main content, where a screen's own buttons are (the sidebar has "Request Blood", "Create Camp"…). */
export function mainOf(page: Page): Locator {
  return page.getByRole('main');
}

/** Chooses `option` in a Mantine select (a combobox whose list opens in a portal). */
export async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => combobox.inputValue()).toBe(option);
}

interface Styled {
  parentElement: Styled | null;
  ownerDocument: { defaultView: { getComputedStyle(element: Styled): { opacity: string } } };
}

/**
 * Waits until a popup has faded in (it and everything around it fully opaque), so that a screenshot shows
 * what the person sees rather than the first frame of the transition.
 */
export async function fadedIn(popup: Locator): Promise<void> {
  await expect
    .poll(() =>
      popup.evaluate((element) => {
        let opacity = 1;
        for (let node = element as unknown as Styled | null; node; node = node.parentElement)
          opacity *= Number(node.ownerDocument.defaultView.getComputedStyle(node).opacity);
        return opacity;
      }),
    )
    .toBe(1);
}

/** Lets a popup finish fading in, then saves a screenshot of the page with it. */
export async function screenshotPopup(popup: Locator, page: Page, name: string): Promise<void> {
  await fadedIn(popup);
  await saveScreenshot(page, name);
}

/**
 * Waits until only `left` popups remain: a closed popup fades out as an empty box, which a screenshot would
 * otherwise catch.
 */
export async function popupsGone(page: Page, left = 0): Promise<void> {
  await expect.poll(() => page.getByRole('dialog').count()).toBe(left);
}
