import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type DemoAccount, signInFromPage } from './accounts.js';
import { type Journey, launchBrowser, saveScreenshot, startJourney, watchForProblems } from './browser.js';
import { type RunningServer, startServer } from './server.js';

/**
 * One real server and one Chromium for a whole journey file (starting either costs seconds, and CI runs
 * every file), with a fresh browser context for each journey, so nothing stored leaks between them.
 * Call inside the file's `describe`; it registers the hooks that start, screenshot on failure and stop.
 */
export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The address the person types: http://127.0.0.1:<port>, or http://localhost:<port> when asked for. */
  readonly url: string;
  /** A journey with nothing stored: a visitor. */
  journey(viewport?: { width: number; height: number }): Promise<Journey>;
  /** A journey already signed in as a demo account, through the real sign-in call (not the form). */
  journeyAs(account: DemoAccount, viewport?: { width: number; height: number }): Promise<Journey>;
  /**
   * A new tab in a browser kept for the whole file, signed in as `account` once (or signed out): the
   * same person opening one address after another, the app's files already in the browser's cache.
   * Its `close` closes the tab only. For journeys that change nothing stored (no sign-out).
   */
  tabAs(account: DemoAccount | null): Promise<Journey>;
}

/**
 * How long closing a tab or the browser may take. Chromium has been seen to leave a context's close
 * unanswered for minutes after a redirect (CI, sign-in journeys); a tab not closed in time is left to the
 * browser's own close, and an unclosed browser dies with the test process, so neither fails a journey.
 */
const CLOSE_WAIT_MS = 15_000;

function boundedBy(ms: number, work: Promise<unknown> | undefined): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, waited]).finally(() => clearTimeout(timer));
}

export function useSite(options: { host?: 'localhost' | '127.0.0.1' } = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const open: Journey[] = [];
  const kept = new Map<string, Promise<BrowserContext>>();

  beforeAll(async () => {
    // Chromium starts while the server opens its copy of the seeded database.
    const [startedServer, startedBrowser] = await Promise.allSettled([
      startServer({ seeded: inject('seededDataDir') }),
      launchBrowser(),
    ]);
    if (startedServer.status === 'fulfilled') server = startedServer.value;
    if (startedBrowser.status === 'fulfilled') browser = startedBrowser.value;
    if (startedServer.status === 'rejected') throw startedServer.reason;
    if (startedBrowser.status === 'rejected') throw startedBrowser.reason;
  });

  afterEach(async ({ task }) => {
    const journeys = open.splice(0);
    // What the browser showed when a journey failed, every tab of it: e2e/screenshots/failed-<test>-<n>.png.
    if (task.result?.state === 'fail') {
      const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
      const pages = journeys.flatMap((journey) => journey.context.pages());
      await Promise.allSettled(pages.map((page, n) => saveScreenshot(page, `${name}-${n + 1}`)));
    }
    await boundedBy(CLOSE_WAIT_MS, Promise.allSettled(journeys.map((journey) => journey.close())));
  });

  afterAll(async () => {
    await boundedBy(CLOSE_WAIT_MS, browser?.close());
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser) throw new Error('The site is not started: call useSite() inside describe().');
    return { server, browser };
  };

  const site: Site = {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get url() {
      const { baseUrl } = started().server;
      return options.host === 'localhost' ? baseUrl.replace('127.0.0.1', 'localhost') : baseUrl;
    },
    async journey(viewport) {
      const journey = await startJourney(started().browser, site.url, viewport);
      open.push(journey);
      return journey;
    },
    async journeyAs(account, viewport) {
      const journey = await site.journey(viewport);
      await signInFromPage(journey.page, account);
      return journey;
    },
    async tabAs(account) {
      const key = account?.email ?? '';
      let context = kept.get(key);
      if (!context) {
        context = (async () => {
          const first = await startJourney(started().browser, site.url);
          if (account) await signInFromPage(first.page, account);
          await first.page.close();
          return first.context;
        })();
        kept.set(key, context);
      }
      const shared = await context;
      const page = await shared.newPage();
      const problems: string[] = [];
      watchForProblems(page, problems);
      const journey: Journey = { context: shared, page, problems, close: () => page.close() };
      open.push(journey);
      return journey;
    },
  };
  return site;
}
