import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Real Chromium for the journeys: Debian's /usr/bin/chromium driven by playwright-core
 * (`npx playwright install` cannot download browsers on this machine, see DESIGN.md).
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** False on a machine without Chromium: the journeys are then skipped, loudly, never passed. */
export const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium) {
  console.warn(
    `\n*** Chromium is missing at ${CHROMIUM_PATH}: the browser journeys (e2e) are SKIPPED, not passed.\n` +
      '*** Install it with `apt-get install chromium` (Debian/Ubuntu) and run the tests again.\n',
  );
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;
/** A common phone width; the login pages show their "use a desktop" overlay below 768 px. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** How long a single step (click, wait for a heading, wait for a URL) may take before the journey fails. */
const STEP_TIMEOUT_MS = 15_000;

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** One browser per test file; every journey gets its own context (a fresh profile: no storage, no cache). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /**
   * Problems the person would not see but we must: uncaught page errors and API answers of 500 or more.
   * Each journey checks the list is empty at its end.
   */
  problems: string[];
  close(): Promise<void>;
}

export async function startJourney(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP_VIEWPORT,
): Promise<Journey> {
  // A person in India: their browser's day turns at midnight IST, as the server's India day does.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  const page = await context.newPage();
  const problems: string[] = [];
  watchForProblems(page, problems);
  return { context, page, problems, close: () => context.close() };
}

/** Adds the page's uncaught errors and its API answers of 500 or more to `problems`. */
export function watchForProblems(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
}

/** Saves e2e/screenshots/<name>.png (git-ignored) and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}

/** The path part of the page's address, e.g. "/Super-Admin/Dashboard". */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
