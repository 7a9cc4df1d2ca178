import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, SHIVNERI } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import { expectNoProblems, expectPath, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * Chat between two demo institutions in Chromium (docs/spec/part-2-operations-and-admin.md §2 "Chat", §4;
 * docs/decisions/0048-chat.md), in two browser contexts at once — Sahyadri Blood Centre and Shivneri hospital,
 * which the demo already has talking (apps/api/src/db/seed/demo-chat.ts):
 *
 * 1. Sahyadri opens /chat by its address: "Looks like you have made things very clear!" until a conversation is
 *    chosen; it opens Shivneri's, whose two messages were unread, and answers with Enter. Shivneri, on its
 *    dashboard, sees the header badge count it, follows the badge to the chat and reads the answer; Sahyadri's
 *    reload keeps the room open.
 * 2. Sahyadri's browser goes offline: a message typed then is "Not sent" with a Resend button; back online, it
 *    is delivered exactly once, and Shivneri sees it once.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file; each
 * message carries the clock, so the journeys run in any order and again.
 */

const SHIVNERI_NAME = 'Shivneri Multispeciality Hospital';
const SAHYADRI_NAME = 'Sahyadri Blood Centre';
const stamp = () => Date.now().toString(36).toUpperCase();

/** Opens /chat by its address, then the conversation with `other` from the list. */
async function openConversation(page: Page, other: string): Promise<Locator> {
  await page.goto('/chat');
  await page.getByRole('heading', { name: 'Chat', level: 1 }).waitFor();
  await mainOf(page)
    .getByRole('link', { name: new RegExp(`^${other}`) })
    .click();
  const log = mainOf(page).getByRole('log', { name: `Messages with ${other}` });
  await log.waitFor();
  return log;
}

function composer(page: Page, other: string): Locator {
  return mainOf(page).getByRole('textbox', { name: `Message to ${other}` });
}

/** How many bubbles of the log hold exactly this text. */
const countOf = (log: Locator, text: string) => log.getByText(text, { exact: true }).count();

describe.skipIf(!hasChromium)('Chat: two institutions in real time, offline and back', () => {
  const site = useSite();

  it('a blood bank answers a hospital, whose header badge counts it on the dashboard', async () => {
    const bank = await site.journeyAs(BLOOD_BANK);
    const hospital = await site.journeyAs(SHIVNERI);

    await bank.page.goto('/chat');
    await mainOf(bank.page)
      .getByText('Looks like you have made things very clear!', { exact: true })
      .waitFor();
    await waitUntilLoaded(bank.page);
    await saveScreenshot(bank.page, 'chat-01-no-conversation');
    await expectAccessible(bank.page, '/chat');

    // The hospital waits on its dashboard, where the header badge shows what is unread.
    await hospital.page.goto('/');
    const badge = hospital.page.getByRole('banner').getByRole('link', { name: /^Chat\b/ });
    await badge.waitFor();

    const log = await openConversation(bank.page, SHIVNERI_NAME);
    await log.getByText('Also, do you have any AB+ FFP in stock for tomorrow?', { exact: true }).waitFor();
    const answer = `Yes, 4 units of AB+ FFP are available. Van at 12:30 (${stamp()})`;
    await composer(bank.page, SHIVNERI_NAME).fill(answer);
    await composer(bank.page, SHIVNERI_NAME).press('Enter');
    await log.getByText(answer, { exact: true }).waitFor();
    await expect.poll(() => composer(bank.page, SHIVNERI_NAME).inputValue()).toBe('');
    await saveScreenshot(bank.page, 'chat-02-conversation');
    await expectAccessible(bank.page, 'a conversation on /chat');

    // Real time: the hospital's badge counts the conversation without a reload, and leads to it.
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/1/);
    await saveScreenshot(hospital.page, 'chat-03-hospital-badge');
    await badge.click();
    await expectPath(hospital.page, '/chat');
    await mainOf(hospital.page)
      .getByRole('link', { name: new RegExp(`^${SAHYADRI_NAME}`) })
      .click();
    const theirs = mainOf(hospital.page).getByRole('log', { name: `Messages with ${SAHYADRI_NAME}` });
    await theirs.getByText(answer, { exact: true }).waitFor();
    await saveScreenshot(hospital.page, 'chat-04-hospital-reads');

    // The room is in the address: a reload keeps it open.
    await bank.page.reload();
    await mainOf(bank.page)
      .getByRole('log', { name: `Messages with ${SHIVNERI_NAME}` })
      .getByText(answer)
      .waitFor();
    expectNoProblems(bank);
    expectNoProblems(hospital);
  });

  it('a message written offline waits as not sent, and arrives once when the browser is back', async () => {
    const bank = await site.journeyAs(BLOOD_BANK);
    const hospital = await site.journeyAs(SHIVNERI);
    const log = await openConversation(bank.page, SHIVNERI_NAME);
    const theirs = await openConversation(hospital.page, SAHYADRI_NAME);

    await bank.context.setOffline(true);
    const text = `Cross-match done for Mr. Kale, both units compatible (${stamp()})`;
    await composer(bank.page, SHIVNERI_NAME).fill(text);
    await composer(bank.page, SHIVNERI_NAME).press('Enter');
    await log.getByText('Not sent', { exact: true }).first().waitFor({ timeout: 20_000 });
    await log.getByRole('button', { name: 'Resend message' }).first().waitFor();
    await saveScreenshot(bank.page, 'chat-05-offline-not-sent');

    // Back online, the socket reconnects and sends it again with the same id; a press of Resend racing the
    // reconnect changes nothing: the message is stored and shown once on both sides.
    await bank.context.setOffline(false);
    await log
      .getByRole('button', { name: 'Resend message' })
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await theirs.getByText(text, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => log.getByText('Not sent', { exact: true }).count(), { timeout: 20_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await countOf(log, text)).toBe(1);
    expect(await countOf(theirs, text)).toBe(1);
    await hospital.page.reload();
    const reloaded = mainOf(hospital.page).getByRole('log', { name: `Messages with ${SAHYADRI_NAME}` });
    await reloaded.getByText(text, { exact: true }).waitFor();
    expect(await countOf(reloaded, text)).toBe(1);
    await saveScreenshot(bank.page, 'chat-06-delivered-once');
  });
});
