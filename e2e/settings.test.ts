import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, BOTH, signInWithForm } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import {
  expectNoProblems,
  expectPath,
  logOut,
  mainOf,
  openMail,
  popupsGone,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';

/**
 * The settings wizard of a blood centre in Chromium (docs/spec/part-2-operations-and-admin.md §2 "Settings and
 * profile", §5 "Add lab", "Lab member add"; docs/decisions/0049):
 *
 * 1. Sahyadri opens /settings by its address, changes its licence, O+ red cells a month and its generator,
 *    walks Save & Next through the four steps and saves on the last; after a reload every change is shown
 *    again, and Lakeview's dashboard reads its own saved consumption as days of red cell cover.
 * 2. A lab is added: empty fields say "Enter valid data", the same e-mail twice is refused with the spec's
 *    message both times; the representative reads the mail on /dev/outbox, sets a password, signs in and sees
 *    the lab screens only; the centre deletes the lab after "Do you want to delete?", and the member is out.
 *
 * One real server (built app, fresh embedded database with the demo data, mail kept in the outbox), one
 * Chromium; the site is opened at localhost, the address the mails link to.
 */

const ownWord = () => Date.now().toString(36).toUpperCase();

const LAB_MEMBER_HOME = '/labresult-samples';

function wizard(page: Page) {
  const main = mainOf(page);
  return {
    main,
    next: () => main.getByRole('button', { name: 'Save & Next' }).click(),
    step: (name: string) => main.getByRole('heading', { name, level: 2 }).waitFor(),
  };
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expectPath(page, '/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await mainOf(page).getByLabel('Opening hours').waitFor();
  await waitUntilLoaded(page);
}

function labsTable(page: Page): Locator {
  return mainOf(page).getByRole('table', { name: 'Associated Labs' });
}

describe.skipIf(!hasChromium)('Settings of a blood centre in Chromium', () => {
  const site = useSite({ host: 'localhost' });

  it('a blood centre saves its settings through the four steps and finds them again after a reload', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await openSettings(page);
    const { main, next, step } = wizard(page);
    await saveScreenshot(page, 'settings-01-general');
    await expectAccessible(page, '/settings, step General');

    const licence = `MH/FDA/28C/2024/${ownWord()}`;
    await main.getByLabel('Drug licence number (Form 28-C)').fill(licence);
    await next();

    await step('Labs');
    await labsTable(page).getByRole('cell', { name: 'lab@raktsetu.demo', exact: true }).waitFor();
    await expectAccessible(page, '/settings, step Labs');
    await next();

    await step('Average monthly consumption of inventory');
    const oPlusRedCells = main.getByLabel('O+ Red cells units a month');
    const redCells = String(200 + (Date.now() % 100));
    await oPlusRedCells.fill(redCells);
    await saveScreenshot(page, 'settings-02-monthly-consumption');
    await expectAccessible(page, '/settings, step Monthly inventory type');
    // Cancel goes back a step, and keeps what was typed.
    await main.getByRole('button', { name: 'Cancel' }).click();
    await step('Labs');
    await next();
    await expect.poll(() => oPlusRedCells.inputValue()).toBe(redCells);
    await next();

    await step('Infrastructure and equipment');
    const generator = main.getByLabel('Output of Generator, in KWH');
    await generator.fill('82.5');
    await expectAccessible(page, '/settings, step Infrastructure');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings saved successfully').waitFor();
    await saveScreenshot(page, 'settings-03-saved');

    // Shown again on return: a reload reads them back from the server.
    await page.reload();
    await mainOf(page).getByLabel('Opening hours').waitFor();
    await expect.poll(() => main.getByLabel('Drug licence number (Form 28-C)').inputValue()).toBe(licence);
    await next();
    await step('Labs');
    await next();
    await expect.poll(() => main.getByLabel('O+ Red cells units a month').inputValue()).toBe(redCells);
    await next();
    await expect.poll(() => main.getByLabel('Output of Generator, in KWH').inputValue()).toBe('82.5');

    // Back leaves for where the clerk came from; forward returns to the wizard.
    await page.goBack();
    await page.goForward();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expectNoProblems(visit);
  });

  it('a blood bank with a hospital reads its saved monthly consumption as days of red cell cover', async () => {
    const visit = await site.journeyAs(BOTH);
    const { page } = visit;
    await page.goto('/?tab=Inventory');
    const cover = mainOf(page).getByRole('region', {
      name: 'Red cell stock cover at your average monthly use',
    });
    await cover.waitFor();
    await expect.poll(() => cover.getByText(/^O\+: [\d.]+ days$/).count()).toBe(1);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'settings-04-dashboard-stock-cover');
    expectNoProblems(visit);
  });

  it('a lab is added once, its representative signs in to the lab alone, and the lab is deleted', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    await openSettings(page);
    const { main, next } = wizard(page);
    await next();
    const form = main.getByRole('region', { name: 'Add more labs' });
    await form.waitFor();

    // Nothing typed: the spec's message, and nothing is sent.
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByText('Enter valid data', { exact: true }).first().waitFor();

    const email = `serology.${ownWord().toLowerCase()}@example.in`;
    await form.getByLabel('Lab Name').fill('Serology Lab, Wing B');
    await form.getByLabel('Name of representative').fill('Farah Sayyed');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const row = labsTable(page).getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByText('Link sent').waitFor();
    await saveScreenshot(page, 'settings-05-lab-added');

    // The same e-mail again, twice: refused each time with the spec's words.
    for (let attempt = 0; attempt < 2; attempt++) {
      await form.getByLabel('Lab Name').fill('Serology Lab, Wing B');
      await form.getByLabel('Name of representative').fill('Farah Sayyed');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await form.getByText('You are trying to use an mail id which is already in use.').waitFor();
    }
    await saveScreenshot(page, 'settings-06-duplicate-email');
    await expect.poll(() => labsTable(page).getByRole('row').filter({ hasText: email }).count()).toBe(1);

    // The representative reads the mail and sets a password.
    const mailbox = await visit.context.newPage();
    const mail = await openMail(mailbox, 'RaktSetu: Sahyadri Blood Centre added you to its lab', email);
    const href = (await mail
      .getByRole('link', { name: /\/setPassword\?id=/ })
      // The mail says it in both languages: the link is in each half, the same.
      .first()
      .getAttribute('href')) as string;
    const member = await site.journey();
    await member.page.goto(href);
    await member.page.getByRole('heading', { name: 'Set password', level: 1 }).waitFor();
    const password = 'Serology#Wing2026';
    await member.page.getByLabel('New password').fill(password);
    await member.page.getByLabel('Confirm password').fill(password);
    await member.page.getByRole('button', { name: 'Set password' }).click();
    await member.page
      .getByRole('dialog', { name: 'Password set successfully' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expectPath(member.page, '/login');
    await signInWithForm(member.page, { email, password });
    await expectPath(member.page, LAB_MEMBER_HOME);
    // The lab screens only: settings is not theirs.
    await member.page.goto('/settings');
    await expectPath(member.page, LAB_MEMBER_HOME);

    // The centre deletes the lab; the member's session ends with it. (Back to the centre's tab: a tab in the
    // background runs no animation frames, so its popups would never finish closing.)
    await page.bringToFront();
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Do you want to delete?' });
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await popupsGone(page);
    await expect.poll(() => labsTable(page).getByRole('row').filter({ hasText: email }).count()).toBe(0);
    await member.page.reload();
    await expectPath(member.page, '/login');
    await member.page.getByLabel('E-mail').waitFor();
    expectNoProblems(visit);
    await logOut(page, BLOOD_BANK.name);
  });
});
