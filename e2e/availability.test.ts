import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, PHONE_VIEWPORT, saveScreenshot } from './support/browser.js';
import { choose, expectNoProblems, expectPath, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';

/**
 * The public Find blood page in Chromium (issue 17 item 1, docs/decisions/0052):
 *
 * 1. A visitor with nothing stored types /blood-availability, chooses Maharashtra (where the demo's Pune and
 *    Mumbai blood centres are) and finds Sahyadri Blood Centre with its counts; narrows to Pune and O+; a
 *    refresh shows the same search, Back undoes the last narrowing; axe finds nothing serious.
 * 2. On a phone, the sign-in page leads there; the search fits the screen's width, and with the visitor's
 *    position allowed each centre says how far it is (the position never enters the address).
 * 3. Sahyadri unticks Cryoprecipitate on /settings: the public page no longer counts its cryoprecipitate;
 *    ticked again, it does (the demo is left as it was).
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

const STATE = 'Maharashtra';
const CITY = BLOOD_BANK.city;
/** On Sahyadri's demo shelves, and asked for by no other journey of this file. */
const HIDDEN = 'Cryoprecipitate';

const filter = (page: Page, label: string) =>
  mainOf(page).getByRole('combobox', { name: new RegExp(`^${label}`) });
const results = (page: Page, name: string | RegExp) => mainOf(page).getByRole('heading', { level: 2, name });
const centre = (page: Page, name: string) => mainOf(page).getByRole('article', { name });
const addressOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The card's words, line by line: what the visitor reads of the centre. */
async function unitsLine(card: Locator): Promise<string> {
  return (await card.getByText(/^Units available: [\d,]+$/).innerText()).trim();
}

/** The components a centre's card counts (one line each). */
async function countedComponents(card: Locator): Promise<string[]> {
  return (await card.getByRole('term').allInnerTexts()).map((text) => text.trim());
}

/** Whether the page is wider than the screen: a phone would scroll sideways. */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth > window.innerWidth') as Promise<boolean>;
}

describe.skipIf(!hasChromium)('Find blood, the public page, in Chromium', () => {
  const site = useSite();

  it('a visitor finds the demo blood centre by state, narrows by city and group, refreshes and goes Back', async () => {
    const visit = await site.journey();
    const { page } = visit;
    await page.goto('/blood-availability');
    await page.getByRole('heading', { level: 1, name: 'Find blood' }).waitFor();
    await expect.poll(() => page.title()).toBe('Find blood · RaktSetu');
    await mainOf(page).getByText('Choose a state to see the blood centres that hold units now.').waitFor();

    await choose(page, filter(page, 'State'), STATE);
    await expectPath(page, '/blood-availability');
    expect(addressOf(page)).toEqual({ state: STATE });
    await results(page, new RegExp(`^Blood centres with blood in ${STATE}: \\d+$`)).waitFor();
    const sahyadri = centre(page, BLOOD_BANK.name);
    await sahyadri.waitFor();
    // How to reach it, how fresh the counts are, and what it holds.
    expect(await sahyadri.getByRole('link', { name: /^Call \+91 / }).getAttribute('href')).toMatch(
      /^tel:\+91\d{10}$/,
    );
    await sahyadri.getByText(/^Updated /).waitFor();
    expect(await countedComponents(sahyadri)).toContain('Red Cells Packed');
    // The other demo centres of the state are listed too; a hospital without a blood bank is not.
    await centre(page, 'Indrayani Blood Bank').waitFor();
    expect(await centre(page, 'Shivneri Multispeciality Hospital').count()).toBe(0);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'availability-01-state');

    await choose(page, filter(page, 'City'), CITY);
    await results(page, `Blood centres with blood in ${CITY}, ${STATE}: 1`).waitFor();
    await choose(page, filter(page, 'Blood group'), 'O+');
    const narrowed = results(page, `Blood centres with O+ blood in ${CITY}, ${STATE}: 1`);
    await narrowed.waitFor();
    expect(addressOf(page)).toEqual({ state: STATE, city: CITY, bloodGroup: 'O+' });
    const chips = await sahyadri.getByRole('definition').allInnerTexts();
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) expect(chip).toMatch(/^O\+ · \d+/);
    const units = await unitsLine(sahyadri);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'availability-02-narrowed');
    await expectAccessible(page, '/blood-availability with results');

    // A refresh shows the same search: the filters are in the address.
    await page.reload();
    await narrowed.waitFor();
    expect(await unitsLine(sahyadri)).toBe(units);
    await expect.poll(() => filter(page, 'Blood group').inputValue()).toBe('O+');
    await expect.poll(() => filter(page, 'City').inputValue()).toBe(CITY);

    // Back undoes the last narrowing.
    await page.goBack();
    await results(page, `Blood centres with blood in ${CITY}, ${STATE}: 1`).waitFor();
    expect(addressOf(page)).toEqual({ state: STATE, city: CITY });
    await expect.poll(() => filter(page, 'Blood group').inputValue()).toBe('Any');
    expectNoProblems(visit);
  });

  it('on a phone, the sign-in page leads to it, it fits the screen, and it measures the way to each centre', async () => {
    const visit = await site.journey(PHONE_VIEWPORT);
    const { page } = visit;
    await page.goto('/login');
    // The sign-in page asks phones to use a computer; someone looking for blood goes on.
    await page.getByRole('button', { name: 'Continue on this device' }).click();
    await page.getByRole('link', { name: 'Find blood near you' }).click();
    await expectPath(page, '/blood-availability');
    await page.getByRole('heading', { level: 1, name: 'Find blood' }).waitFor();

    await choose(page, filter(page, 'State'), STATE);
    await choose(page, filter(page, 'City'), CITY);
    const sahyadri = centre(page, BLOOD_BANK.name);
    await sahyadri.waitFor();
    await waitUntilLoaded(page);
    expect(await overflowsSideways(page), 'the page scrolls sideways on a phone').toBe(false);
    await saveScreenshot(page, 'availability-03-phone-filters');

    // Standing near Pune's railway station, the visitor lets the page use where they are.
    await visit.context.grantPermissions(['geolocation'], { origin: site.url });
    await visit.context.setGeolocation({ latitude: 18.5286, longitude: 73.8743 });
    await mainOf(page).getByRole('button', { name: 'Use my location' }).click();
    await mainOf(page).getByText('Nearest first, measured from about where you are.').waitFor();
    await sahyadri.getByText(/^\d+(\.\d)? km away$/).waitFor();
    expect(addressOf(page), 'the position stays out of the address').toEqual({ state: STATE, city: CITY });
    await waitUntilLoaded(page);
    await sahyadri.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'availability-04-phone-centre');
    await expectAccessible(page, '/blood-availability on a phone');
    expectNoProblems(visit);
  });

  it('a blood centre keeps a component out of the public view, and shows it again', async () => {
    const clerk = await site.journeyAs(BLOOD_BANK);
    const visitor = await site.journey();
    const search = `/blood-availability?${new URLSearchParams({ state: STATE, city: CITY })}`;

    await visitor.page.goto(search);
    const sahyadri = centre(visitor.page, BLOOD_BANK.name);
    await sahyadri.waitFor();
    expect(await countedComponents(sahyadri), `${HIDDEN} on Sahyadri's demo shelves`).toContain(HIDDEN);
    const before = await unitsLine(sahyadri);

    await saveShown(clerk.page, HIDDEN, false);
    await saveScreenshot(clerk.page, 'availability-05-settings-hidden');
    await expectAccessible(clerk.page, '/settings, Public availability');

    await visitor.page.reload();
    await sahyadri.waitFor();
    await expect.poll(() => countedComponents(sahyadri)).not.toContain(HIDDEN);
    expect(await unitsLine(sahyadri)).not.toBe(before);
    await visitor.page.goto(`${search}&${new URLSearchParams({ component: HIDDEN })}`);
    await mainOf(visitor.page)
      .getByText(`No blood centre in ${CITY}, ${STATE} has ${HIDDEN} available now.`)
      .first()
      .waitFor();
    await waitUntilLoaded(visitor.page);
    await saveScreenshot(visitor.page, 'availability-06-hidden-none');

    // Ticked again (after a reload: the box starts from what the server holds), the demo is as it was.
    await saveShown(clerk.page, HIDDEN, true);
    await visitor.page.goto(search);
    await sahyadri.waitFor();
    await expect.poll(() => countedComponents(sahyadri)).toContain(HIDDEN);
    expect(await unitsLine(sahyadri)).toBe(before);
    expectNoProblems(clerk);
    expectNoProblems(visitor);
  });
});

/** On /settings, ticks or unticks a component of the public view and saves it. */
async function saveShown(page: Page, component: string, shown: boolean): Promise<void> {
  await page.goto('/settings');
  const card = mainOf(page).getByRole('region', { name: 'Public availability' });
  await card.getByText(/Unit numbers, donors and patients are never shown\./).waitFor();
  const box = card.getByRole('checkbox', { name: component });
  await box.setChecked(shown);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/institution/public-stock') && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Save public view' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('Public availability saved').waitFor();
  await waitUntilLoaded(page);
  await expect.poll(() => box.isChecked()).toBe(shown);
}
