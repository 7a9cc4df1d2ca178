import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, NGO, tokenOf } from './support/accounts.js';
import { callApi, indiaToday, ownComments } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, SCREENSHOT_DIR, saveScreenshot } from './support/browser.js';
import {
  acknowledgePopup,
  alertWithText,
  expectNoProblems,
  expectPath,
  mainOf,
  popupsGone,
  screenshotPopup,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, columnTexts, searchList, settled } from './support/tables.js';

/**
 * Donation camps and donations in Chromium (docs/spec/part-1-institution-side.md §2–§5, part 2 §5;
 * docs/decisions/0046-camps-and-donations.md), each journey starting from an address typed into a fresh page:
 *
 * 1. Sahyadri Blood Centre opens `/camp`: Accepted lists its running camps, Pending the NGO's request and its
 *    draft. It organises a camp — a draft with only a name, then Edit Draft with every field (the beds follow
 *    the target, the Attention guide counts; a target of 50 is refused) — and schedules it from its Pending
 *    popup through Re-schedule; the camp runs under Accepted. Reload and Back keep the tab.
 * 2. Jeevan Dhara Foundation (NGO) creates a camp with Sahyadri, found by typing its name; Sahyadri declines the
 *    NGO's older request (a comment is required) and schedules the new one; the NGO finds it On Going, and the
 *    declined one under Created with Sahyadri's comment.
 * 3. Camp day: Sahyadri opens today's camp's donors, assigns one more donor, records the Donor Data (an empty
 *    form is refused), approves the donation: a quarantined unit, its page, and its sample for the lab.
 * 4. A walk-in at `/donation-form`: the donor by donor ID, the form's defaults, Approve disabled until every
 *    field is filled, "Please fill on the Details and Questions", then a unit.
 * 5. A donor with Hb 11 g/dL is deferred with the reason; no unit and no sample are made.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file. The
 * journeys work on camps, bags and Aadhaar numbers of their own (named with the clock), and on the demo's
 * camps named in apps/api/src/db/seed/demo-camps.ts; journey 2 declines the NGO's waiting request, which a
 * fresh server has once. Journeys 4 and 5 choose their donors through the API (who may give today, not at
 * today's camp), so they run in any order.
 */

// ---- the demo's camps and the app's words -------------------------------------------------------------

/** Sahyadri's camp today, with 12 donors: 5 donated, 2 in process, 1 deferred, 4 waiting. */
const TODAY_CAMP = `${BLOOD_BANK.city} Youth Blood Drive`;
/** The NGO's request waiting for Sahyadri's answer, and Sahyadri's own draft. */
const NGO_WAITING = 'Guru Nanak Jayanti Blood Donation Camp';
const SEEDED_DRAFT = 'Republic Day Blood Drive';

/** The servers' answers, shown as the success popups' titles (apps/api/src/modules/camps/*.service.ts). */
const DRAFT_SAVED = 'The camp is saved as a draft';
const CAMP_ADDED = 'The Camp Has Been Added Successfully';
const NGO_CAMP_CREATED = 'Donation Camp Create successfully';
const SCHEDULED = 'The camp is scheduled';
const DECLINED = 'Camp request declined successfully!';
const ASSIGNED = 'Assign/Depute successfully';
const IN_PROCESS = 'Donation in process';
const DONATED = 'Donor donated successfully!';
const PENDING_TITLE = 'Request to initate blood donation camp';

// ---- days, numbers ---------------------------------------------------------------------------------------

/** A day in India `days` after today, yyyy-mm-dd. */
function indiaDay(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A day as the forms take it: DD/MM/YYYY. */
function typedDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A word of the clock, so bags and names are this run's own. */
const stamp = () => Date.now().toString(36).toUpperCase();

/** A 12-digit Aadhaar number no other journey or run uses (the server refuses one held by another donor). */
function ownAadhaar(offset: number): string {
  return `7${String(Date.now() + offset).slice(-11)}`;
}

/** A unit number however it is spaced (the donation form shows it in groups). */
const bare = (unitNumber: string) => unitNumber.replace(/[^0-9A-Z*]/gi, '');

// ---- the API -------------------------------------------------------------------------------------------

interface Camp {
  _id: string;
  campName: string;
  status: string;
  date: string | null;
  noOfBeds: number | null;
  targetUnits: number | null;
  declineComment: string | null;
  bloodBankReference: { institutionName: string } | null;
}

interface CampDonorRow {
  personId: string;
  donorId: string;
  firstName: string;
  lastName: string;
  donationStatus: number;
}

interface KnownDonor {
  _id: string;
  donorId: string;
  firstName: string;
  lastName: string;
  bloodGroup: string | null;
  email: string | null;
  mobileNumber: string | null;
  status: string;
  eligibility: { eligibleToday: boolean };
}

async function campsOf(
  page: Page,
  token: string,
  type: 'Accepted' | 'Pending',
  search: string,
  as: 'bloodBank' | 'ngo' = 'bloodBank',
): Promise<Camp[]> {
  const answer = await callApi<{ data: Camp[]; total: number }>(
    page,
    token,
    'GET',
    as === 'ngo' ? '/api/institution/ngo/camps' : '/api/donation-camp/list',
    { params: { type, search, limit: 100 } },
  );
  expect(answer.status, answer.message).toBe(200);
  return answer.content.data;
}

async function campDonors(page: Page, token: string, campId: string): Promise<CampDonorRow[]> {
  const answer = await callApi<{ data: CampDonorRow[] }>(page, token, 'GET', '/api/donation-camp/donors', {
    params: { campId, limit: 100 },
  });
  expect(answer.status, answer.message).toBe(200);
  return answer.content.data;
}

/** How many sample rows the lab's list holds (GET institution/lab-results/list?type=samples). */
async function samplesTotal(page: Page, token: string): Promise<number> {
  const answer = await callApi<{ total: number }>(page, token, 'GET', '/api/institution/lab-results/list', {
    params: { type: 'samples', limit: 1 },
  });
  expect(answer.status, answer.message).toBe(200);
  return answer.content.total;
}

/**
 * Sahyadri's donors who may give today, with a blood group, not blocked, and not assigned to today's camp
 * (whose donors journey 3 works on), as the People list's call lists them.
 */
async function donorsWhoMayGive(page: Page, token: string): Promise<KnownDonor[]> {
  const answer = await callApi<{ data: KnownDonor[] }>(
    page,
    token,
    'GET',
    '/api/institution/get-known-donors',
    { params: { limit: 100, status: 'Active' } },
  );
  expect(answer.status, answer.message).toBe(200);
  const [todayCamp] = await campsOf(page, token, 'Accepted', TODAY_CAMP);
  const atCamp = new Set(
    todayCamp ? (await campDonors(page, token, todayCamp._id)).map((row) => row.donorId) : [],
  );
  return answer.content.data.filter(
    (donor) =>
      donor.eligibility.eligibleToday &&
      donor.bloodGroup &&
      donor.status === 'Active' &&
      !atCamp.has(donor.donorId),
  );
}

// ---- what a person does -------------------------------------------------------------------------------

/** The camp list's table of a tab ("Accepted camps", "On Going camps"…), once its answer is in. */
async function campsTable(page: Page, tab: string): Promise<Locator> {
  const table = mainOf(page).getByRole('table', { name: `${tab} camps`, exact: true });
  await settled(table);
  return table;
}

async function isSelectedTab(page: Page, name: string): Promise<boolean> {
  return (
    (await mainOf(page).getByRole('tab', { name, exact: true }).getAttribute('aria-selected')) === 'true'
  );
}

/** Clicks a tab of the camp list and waits for its table; the tab goes into the address. */
async function openTab(page: Page, name: string, type: 'Accepted' | 'Pending'): Promise<Locator> {
  await mainOf(page).getByRole('tab', { name, exact: true }).click();
  await page.waitForURL((url) => (url.searchParams.get('type') ?? 'Accepted') === type);
  return campsTable(page, name);
}

/** A text box of a popup or form, by its exact label. */
const box = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Answers a yes/no (or one-of-few) question of a form by its label. */
async function answer(scope: Locator, question: string, choice: string): Promise<void> {
  await scope
    .getByRole('radiogroup', { name: question, exact: true })
    .getByRole('radio', { name: choice, exact: true })
    .check();
}

/** The choice ticked in a radio group named `question`, by its label; null when none is. */
async function chosenIn(scope: Locator, question: string): Promise<string | null> {
  const group = scope.getByRole('radiogroup', { name: question, exact: true });
  const radios = group.getByRole('radio');
  for (let n = 0; n < (await radios.count()); n++) {
    const radio = radios.nth(n);
    if (await radio.isChecked()) {
      const id = await radio.getAttribute('id');
      return ((await group.locator(`label[for="${id}"]`).textContent()) ?? '').trim();
    }
  }
  return null;
}

/** The description list of a region or popup as the person reads it: term → value. */
async function factsOf(scope: Locator): Promise<Record<string, string>> {
  return scope.evaluate((root) => {
    interface Node {
      textContent: string | null;
      nextElementSibling: Node | null;
    }
    const terms = (
      root as unknown as { querySelectorAll(selector: string): ArrayLike<Node> }
    ).querySelectorAll('dt');
    const facts: Record<string, string> = {};
    for (const term of Array.from(terms))
      facts[(term.textContent ?? '').trim()] = (term.nextElementSibling?.textContent ?? '').trim();
    return facts;
  });
}

/** The Attention capacity guide inside a popup: its four figures. */
async function capacityOf(scope: Locator): Promise<Record<string, string>> {
  return factsOf(scope.getByRole('region', { name: 'Attention', exact: true }));
}

/**
 * Text that a person would find cut off: anything inside `scope` whose content is wider than its box while it
 * hides the overflow (labels, buttons, cells), and a page wider than the window.
 */
async function clippedTexts(page: Page, scope: Locator): Promise<string[]> {
  const wide = (await page.evaluate(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth + 1',
  )) as boolean;
  const clipped = await scope.evaluate((root) => {
    interface El {
      scrollWidth: number;
      clientWidth: number;
      textContent: string | null;
      children: ArrayLike<unknown>;
      ownerDocument: { defaultView: { getComputedStyle(element: El): { overflowX: string } } };
    }
    const found: string[] = [];
    const all = (root as unknown as { querySelectorAll(selector: string): ArrayLike<El> }).querySelectorAll(
      'label, legend, button, p, dt, dd, h1, h2, h3, [role="alert"], .mantine-Badge-label',
    );
    for (const element of Array.from(all)) {
      const style = element.ownerDocument.defaultView.getComputedStyle(element);
      if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
        found.push((element.textContent ?? '').trim().slice(0, 80));
    }
    return found;
  });
  return wide ? ['the page is wider than the window', ...clipped] : clipped;
}

/**
 * The whole page, top to bottom, as e2e/screenshots/<name>.png: a long form seen at once. The window is made as
 * tall as the page for the picture (a full-page capture of the window as it is would paint the fixed header and
 * the sticky Approve bar over the middle of the form), then given back its size.
 */
async function saveWholePage(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  if (size) await page.setViewportSize({ width: size.width, height });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
  if (size) await page.setViewportSize(size);
}

/**
 * What the sticky Approve bar hides of the fields Tab moves through, from the form's first box to the bar's own
 * buttons, starting at the top of the page (WCAG 2.2 "Focus Not Obscured"): the names of those it covers.
 */
async function fieldsUnderApproveBar(page: Page, form: Locator): Promise<string[]> {
  await page.evaluate('window.scrollTo(0, 0)');
  await form.getByRole('radio').first().focus();
  const covered: string[] = [];
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const state = (await page.evaluate(`(() => {
      const field = document.activeElement;
      const bar = document.querySelector('section[aria-label="Approve the donation"]');
      if (!field || !bar || bar.contains(field)) return 'bar';
      const box = field.getBoundingClientRect();
      return box.bottom > bar.getBoundingClientRect().top ? (field.getAttribute('name') || field.tagName) : '';
    })()`)) as string;
    if (state === 'bar') break;
    if (state) covered.push(state);
  }
  return covered;
}

/** Fills the blood centre's camp form (Create Camp / Edit Draft) but the name and the target. */
async function fillBloodBankCamp(form: Locator, venue: string): Promise<void> {
  await box(form, 'Sponsored By').fill('Rotary Club of Pune Central');
  await box(form, 'Date').fill(typedDay(indiaToday()));
  await box(form, 'From').fill('09:00');
  await box(form, 'To').fill('15:00');
  await box(form, 'Sponsor Coordinator').fill('Anil Deshpande');
  await box(form, 'Sponsor Mobile No.').fill('9822012345');
  await box(form, 'Sponsor Email ID').fill('anil.deshpande@rotary.example');
  await box(form, 'Blood Bank Coordinator').fill('Dr. Sunita Kulkarni');
  await box(form, 'Blood Bank Mobile No.').fill('9823054321');
  await box(form, 'Blood Bank Email ID').fill('camps@sahyadri.example');
  await box(form, 'Venue').fill(venue);
  await box(form, 'Address').fill('Fergusson College Road, Shivajinagar, Pune 411004');
}

/** The desk's donation form, every field filled as a clerk fills it for a healthy donor, `hb` aside. */
async function fillDonationForm(
  form: Locator,
  values: { aadhaar: string; bag: string; hb: string; donor: KnownDonor },
): Promise<void> {
  await answer(form, 'Vein fit for donation', 'Yes');
  // Mobile and e-mail come from the donor's profile; one without them gives them at the desk.
  if (!values.donor.mobileNumber) await box(form, 'Mobile number').fill('9876501234');
  if (!values.donor.email) await box(form, 'E-mail').fill('walk.in.donor@example.com');
  await box(form, 'Doctor').fill('Dr. Meenal Joshi');
  await box(form, 'Aadhaar number').fill(values.aadhaar);
  await box(form, 'Confirm Aadhaar number').fill(values.aadhaar);
  await box(form, 'Phlebotomist').fill('Ravi Pawar');
  await box(form, 'Height (cm)').fill('172');
  await box(form, 'Weight (kg)').fill('70');
  await box(form, 'Hb (g/dL)').fill(values.hb);
  await box(form, 'Blood pressure (mmHg)').fill('118/78');
  await box(form, 'Temperature (°C)').fill('4');
  await box(form, 'Start time').fill('10:05');
  await box(form, 'End time').fill('10:14');
  await box(form, 'Volume (ml)').fill('350');
  await box(form, 'Bag weight (g)').fill('415');
  await box(form, 'Unit ID / bag number').fill(values.bag);
  await box(form, 'Kit number').fill(`KIT-${values.bag}`);
  await box(form, 'Sample to be tested').fill('TTI screening and grouping');
  for (const n of [1, 2, 3]) await box(form, `Sample ID ${n}`).fill(`${values.bag}-S${n}`);
  await box(form, 'Blood bag stored at').fill('Quarantine refrigerator 2');
  await box(form, 'Data posted by').fill('Staff Nurse, donation room');
  await answer(form, 'Was the donor comfortable during the donation?', 'Yes');
  await answer(form, 'Were there clotting issues during or after the donation?', 'No');
  await answer(form, 'Were there issues in the recovery after the donation?', 'No');
  await answer(form, 'Will the donor take part in blood donation camps?', 'Yes');
  await answer(form, 'Can the donor read, write and communicate?', 'Yes');
  await answer(form, 'Can the donor send and receive messages on a mobile phone?', 'Yes');
}

/** Opens `/donation-form` by its address and finds the walk-in by the donor ID they read out. */
async function openDonationForm(page: Page, donor: KnownDonor): Promise<Locator> {
  await page.goto('/donation-form');
  await mainOf(page).getByRole('heading', { name: 'Donation by Donor ID', level: 1 }).waitFor();
  const lookup = mainOf(page).getByRole('form', { name: 'Find the donor', exact: true });
  await box(lookup, 'Donor ID').fill(donor.donorId.toLowerCase());
  await lookup.getByRole('button', { name: 'Find donor', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('donorId') === donor._id);
  const name = `${donor.firstName} ${donor.lastName}`.trim();
  await mainOf(page).getByRole('heading', { name, level: 2 }).waitFor();
  const form = mainOf(page).getByRole('form', { name: `Donation of ${name}`, exact: true });
  await form.waitFor();
  return form;
}

// ---- the journeys -------------------------------------------------------------------------------------

describe.skipIf(!hasChromium)('Camps and donations: organise, decide, camp day, the desk', () => {
  const site = useSite();

  it('a blood bank opens /camp by its address, drafts a camp, completes it, schedules it; it runs under Accepted', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const token = await tokenOf(page);
    const name = ownComments('Shivajinagar Blood Drive');

    await page.goto('/camp');
    await mainOf(page).getByRole('heading', { name: 'List of Camps', level: 1 }).waitFor();
    expect(await isSelectedTab(page, 'Accepted')).toBe(true);
    const accepted = await campsTable(page, 'Accepted');
    // The running camps, as the server lists them; each with its Donors button.
    const running = await callApi<{ data: Camp[]; total: number }>(
      page,
      token,
      'GET',
      '/api/donation-camp/list',
      { params: { type: 'Accepted' } },
    );
    expect(running.content.total).toBeGreaterThan(1);
    expect(await columnTexts(accepted, 'Camp Name')).toEqual(
      running.content.data.map((camp) => camp.campName),
    );
    expect(running.content.data.every((camp) => camp.status === 'Accepted')).toBe(true);
    await accepted
      .getByRole('link', { name: `Donors of ${running.content.data[0]?.campName}`, exact: true })
      .first()
      .waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'camps-01-accepted');
    await expectAccessible(page, '/camp as a blood bank, Accepted tab');

    // Pending: the NGO's request waiting for an answer, and the draft.
    const pending = await openTab(page, 'Pending', 'Pending');
    const names = await columnTexts(pending, 'Camp Name');
    expect(names).toEqual(expect.arrayContaining([NGO_WAITING, SEEDED_DRAFT]));
    await pending.getByRole('button', { name: `Pending: ${NGO_WAITING}`, exact: true }).waitFor();
    await pending.getByRole('button', { name: `Edit Draft ${SEEDED_DRAFT}`, exact: true }).waitFor();
    // Every word readable: the status badges are not cut to "PEND…".
    expect(await clippedTexts(page, pending)).toEqual([]);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'camps-02-pending');
    await expectAccessible(page, '/camp as a blood bank, Pending tab');

    // Organise Camp: only a name, saved as a draft.
    await mainOf(page).getByRole('button', { name: 'Organise Camp', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create Camp', exact: true });
    await box(create, 'Camp Name').fill(name);
    expect(await box(create, 'Organiser').inputValue()).toBe(BLOOD_BANK.name);
    await create.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await acknowledgePopup(page, DRAFT_SAVED);
    await popupsGone(page);
    await searchList(page, pending, name, 1);
    expect(await columnTexts(pending, 'Status')).toEqual(['Draft']);

    // Edit Draft: every field; the beds follow the target and the hours, the guide counts.
    await pending.getByRole('button', { name: `Edit Draft ${name}`, exact: true }).click();
    const draft = page.getByRole('dialog', { name: 'Edit Draft', exact: true });
    await box(draft, 'Camp Name').waitFor();
    expect(await box(draft, 'Camp Name').inputValue()).toBe(name);
    expect(await draft.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);
    await draft.getByText('Enter the hours and the beds to see what this camp can collect.').waitFor();
    await fillBloodBankCamp(draft, 'Fergusson College Amphitheatre');
    await box(draft, 'Target Units').fill('50');
    // 50 units over 6 hours: 8 beds.
    await expect.poll(() => box(draft, 'No. of Beds').inputValue()).toBe('8');
    await draft.getByRole('button', { name: 'Save', exact: true }).click();
    await alertWithText(draft, 'Plan minimum 100 units').waitFor();
    expect(await box(draft, 'Target Units').getAttribute('aria-invalid')).toBe('true');

    await box(draft, 'Target Units').fill('120');
    await expect.poll(() => box(draft, 'No. of Beds').inputValue()).toBe('20');
    // 20 beds for 6 hours: 4 to 6 units a bed an hour, 65 % of the most achievable.
    await expect
      .poll(() => capacityOf(draft))
      .toEqual({
        'Maximum capacity': '720 units',
        'Minimum capacity': '480 units',
        'Average capacity': '600 units',
        'Achievable (65 %)': '468 units',
      });
    await screenshotPopup(draft, page, 'camps-03-edit-draft');
    await expectAccessible(page, 'the Edit Draft popup', '[role="dialog"]');
    await draft.getByRole('button', { name: 'Save', exact: true }).click();
    await acknowledgePopup(page, CAMP_ADDED);
    await popupsGone(page);

    // Sent: it waits in Pending for the Re-schedule popup, its own camps too.
    await expect.poll(() => columnTexts(pending, 'Status')).toEqual(['Pending']);
    await pending.getByRole('button', { name: `Pending: ${name}`, exact: true }).click();
    const request = page.getByRole('dialog', { name: PENDING_TITLE, exact: true });
    await request.getByRole('button', { name: 'Schedule', exact: true }).waitFor();
    expect(await factsOf(request)).toMatchObject({
      Camp: name,
      Time: '09:00 – 15:00',
      Venue: 'Fergusson College Amphitheatre',
      Sponser: 'Rotary Club of Pune Central',
      Coordinator: 'Anil Deshpande',
    });
    await request.getByRole('region', { name: 'Attention', exact: true }).waitFor();
    await screenshotPopup(request, page, 'camps-04-pending-popup');
    await expectAccessible(page, 'the pending camp popup', '[role="dialog"]');

    await request.getByRole('button', { name: 'Schedule', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Re-schedule', exact: true });
    await box(schedule, 'Date').waitFor();
    expect(await box(schedule, 'Date').inputValue()).toBe(typedDay(indiaToday()));
    expect(await box(schedule, 'From').inputValue()).toBe('09:00');
    expect(await box(schedule, 'To').inputValue()).toBe('15:00');
    expect(await box(schedule, 'No. of Beds').inputValue()).toBe('20');
    expect(await box(schedule, 'Target Units').inputValue()).toBe('120');
    expect((await capacityOf(schedule))['Achievable (65 %)']).toBe('468 units');
    await popupsGone(page, 1);
    await screenshotPopup(schedule, page, 'camps-05-reschedule');
    await expectAccessible(page, 'the Re-schedule popup', '[role="dialog"]');
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await acknowledgePopup(page, SCHEDULED);
    await popupsGone(page);

    // Gone from Pending; on the server it runs, with the day, hours, beds and target of the schedule.
    await expect.poll(() => bodyRows(pending).filter({ hasText: name }).count()).toBe(0);
    const [scheduled] = await campsOf(page, token, 'Accepted', name);
    expect(scheduled).toMatchObject({
      status: 'Accepted',
      date: indiaToday(),
      noOfBeds: 20,
      targetUnits: 120,
    });

    // A reload keeps the tab and the search.
    await page.reload();
    await campsTable(page, 'Pending');
    expect(await isSelectedTab(page, 'Pending')).toBe(true);
    expect(await mainOf(page).getByRole('searchbox', { name: 'Search', exact: true }).inputValue()).toBe(
      name,
    );

    // Accepted is a step of its own: Back returns to Pending, Forward to Accepted.
    await openTab(page, 'Accepted', 'Accepted');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('type') === 'Pending');
    await campsTable(page, 'Pending');
    expect(await isSelectedTab(page, 'Pending')).toBe(true);
    await page.goForward();
    await page.waitForURL((url) => (url.searchParams.get('type') ?? 'Accepted') === 'Accepted');
    const running2 = await campsTable(page, 'Accepted');
    expect(await isSelectedTab(page, 'Accepted')).toBe(true);

    // There it runs, with its Donors button.
    await searchList(page, running2, name, 1);
    expect(await columnTexts(running2, 'Organiser')).toEqual([BLOOD_BANK.name]);
    await running2.getByRole('link', { name: `Donors of ${name}`, exact: true }).waitFor();
    // The camp's own page, and Back to the tab it was opened from.
    await running2.getByRole('link', { name, exact: true }).click();
    await expectPath(page, `/camp-details/${scheduled?._id}`);
    await mainOf(page).getByRole('heading', { name, level: 1 }).waitFor();
    await page.goBack();
    await settled(running2);
    expect(await isSelectedTab(page, 'Accepted')).toBe(true);
    expect(await columnTexts(running2, 'Camp Name')).toEqual([name]);
    expectNoProblems(visit);
  });

  it('an NGO creates a camp with Sahyadri; Sahyadri declines its older request with a comment and schedules the new one', async () => {
    const ngoVisit = await site.journeyAs(NGO);
    const ngo = ngoVisit.page;
    const name = ownComments('Chandni Chowk Blood Donation Camp');
    const day = indiaDay(7);

    await ngo.goto('/camp');
    await mainOf(ngo).getByRole('heading', { name: 'List of Camps', level: 1 }).waitFor();
    expect(await isSelectedTab(ngo, 'On Going')).toBe(true);
    await campsTable(ngo, 'On Going');

    // Create Camp (the screen's button; the sidebar has one too).
    await mainOf(ngo).getByRole('button', { name: 'Create Camp', exact: true }).click();
    const create = ngo.getByRole('dialog', { name: 'Create Camp', exact: true });
    await box(create, 'Camp Name').fill(name);
    const bank = create.getByRole('combobox', { name: 'Participating Blood Bank' });
    await bank.fill('Sahyadri');
    await ngo.getByRole('option', { name: new RegExp(`^${BLOOD_BANK.name}`) }).click();
    await expect.poll(() => bank.inputValue()).toBe(BLOOD_BANK.name);
    await box(create, 'Blood bank contact person').fill('Dr. Sunita Kulkarni');
    expect(await box(create, 'Organiser').inputValue()).toBe(NGO.name);
    await box(create, 'Date').fill(typedDay(day));
    await box(create, 'From').fill('10:00');
    await box(create, 'To').fill('16:00');
    await box(create, 'Coordinator Name').fill('Harpreet Kaur');
    await box(create, 'Coordinator Mobile No.').fill('9810012345');
    await box(create, 'Coordinator Email ID').fill('harpreet@jeevandhara.example');
    await box(create, 'Venue').fill('Town Hall, Chandni Chowk');
    await box(create, 'Address').fill('Town Hall, Chandni Chowk, Delhi 110006');
    await box(create, 'Comments').fill('Volunteers from three resident welfare associations.');
    await screenshotPopup(create, ngo, 'camps-06-ngo-create');
    await expectAccessible(ngo, 'the NGO Create Camp popup', '[role="dialog"]');
    await create.getByRole('button', { name: 'Save', exact: true }).click();
    await acknowledgePopup(ngo, NGO_CAMP_CREATED);
    await popupsGone(ngo);

    const created = await openTab(ngo, 'Created', 'Pending');
    await searchList(ngo, created, name, 1);
    expect(await columnTexts(created, 'Blood Bank')).toEqual([BLOOD_BANK.name]);
    expect(await columnTexts(created, 'Status')).toEqual(['Pending']);
    expect(await clippedTexts(ngo, created)).toEqual([]);
    await expectAccessible(ngo, '/camp as an NGO, Created tab');

    // Sahyadri, in a browser of its own, opens its Pending camps by their address.
    const bankVisit = await site.journeyAs(BLOOD_BANK);
    const { page } = bankVisit;
    await page.goto('/camp?type=Pending');
    const pending = await campsTable(page, 'Pending');
    expect(await isSelectedTab(page, 'Pending')).toBe(true);

    // The older request: declined, and a comment is required.
    await searchList(page, pending, 'Guru Nanak', 1);
    await pending.getByRole('button', { name: `Pending: ${NGO_WAITING}`, exact: true }).click();
    const older = page.getByRole('dialog', { name: PENDING_TITLE, exact: true });
    await older.getByText(NGO.name, { exact: true }).first().waitFor();
    await older.getByRole('button', { name: 'Decline', exact: true }).click();
    const comment = older.getByRole('textbox', { name: 'Comment', exact: true });
    await comment.waitFor();
    await older.getByRole('button', { name: 'Decline', exact: true }).click();
    await older.getByText('*Comment Is Required For Decline Camp Request', { exact: true }).waitFor();
    expect(await comment.getAttribute('aria-invalid')).toBe('true');
    await screenshotPopup(older, page, 'camps-07-decline-comment-required');
    await expectAccessible(page, 'the pending popup, declining', '[role="dialog"]');
    const reason = ownComments(
      'Our camp team is at the district drive that day; please propose another date',
    );
    await comment.fill(reason);
    await older.getByRole('button', { name: 'Decline', exact: true }).click();
    await acknowledgePopup(page, DECLINED);
    await popupsGone(page);
    await expect.poll(() => bodyRows(pending).filter({ hasText: NGO_WAITING }).count()).toBe(0);

    // The new camp: the NGO gave no beds or target; the Re-schedule popup takes them.
    await searchList(page, pending, name, 1);
    expect(await columnTexts(pending, 'Organiser')).toEqual([NGO.name]);
    await pending.getByRole('button', { name: `Pending: ${name}`, exact: true }).click();
    const request = page.getByRole('dialog', { name: PENDING_TITLE, exact: true });
    await request.getByRole('button', { name: 'Schedule', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Re-schedule', exact: true });
    await box(schedule, 'Date').waitFor();
    expect(await box(schedule, 'Date').inputValue()).toBe(typedDay(day));
    expect(await box(schedule, 'No. of Beds').inputValue()).toBe('');
    await box(schedule, 'No. of Beds').fill('10');
    await box(schedule, 'Target Units').fill('150');
    await expect
      .poll(() => capacityOf(schedule))
      .toEqual({
        'Maximum capacity': '360 units',
        'Minimum capacity': '240 units',
        'Average capacity': '300 units',
        'Achievable (65 %)': '234 units',
      });
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await acknowledgePopup(page, SCHEDULED);
    await popupsGone(page);
    expectNoProblems(bankVisit);

    // The NGO: the new camp On Going; the older one declined, with Sahyadri's comment.
    await ngo.goto('/camp');
    const onGoing = await campsTable(ngo, 'On Going');
    await searchList(ngo, onGoing, name, 1);
    expect(await columnTexts(onGoing, 'Organiser')).toEqual([NGO.name]);
    const created2 = await openTab(ngo, 'Created', 'Pending');
    await searchList(ngo, created2, 'Guru Nanak', 1);
    expect(await columnTexts(created2, 'Status')).toEqual(['Declined']);
    await created2.getByRole('button', { name: `Details of ${NGO_WAITING}`, exact: true }).click();
    const details = ngo.getByRole('dialog', { name: NGO_WAITING, exact: true });
    await details.getByText('Why it was declined', { exact: true }).waitFor();
    await details.getByText(reason, { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Decline' }).count()).toBe(0);
    await screenshotPopup(details, ngo, 'camps-08-ngo-declined-details');
    await expectAccessible(ngo, 'the NGO camp details popup', '[role="dialog"]');
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await popupsGone(ngo);
    const [declined] = await campsOf(ngo, await tokenOf(ngo), 'Pending', NGO_WAITING, 'ngo');
    expect(declined).toMatchObject({ status: 'Declined', declineComment: reason });
    expectNoProblems(ngoVisit);
  });

  it("camp day: a blood bank assigns a donor to today's camp, records the Donor Data and approves; a quarantined unit and its sample", async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const token = await tokenOf(page);
    const bag = `CAMP-E2E-${stamp()}`;

    await page.goto('/camp');
    const accepted = await campsTable(page, 'Accepted');
    await searchList(page, accepted, TODAY_CAMP, 1);
    await accepted.getByRole('link', { name: `Donors of ${TODAY_CAMP}`, exact: true }).click();
    await expectPath(page, '/camp/donors_List');
    const campId = new URL(page.url()).searchParams.get('campId') ?? '';
    await mainOf(page).getByRole('heading', { name: TODAY_CAMP, level: 1 }).waitFor();
    const donors = mainOf(page).getByRole('table', { name: `Donors of ${TODAY_CAMP}`, exact: true });
    await settled(donors);

    // The demo's camp: 5 donated, 2 in the chair, 1 deferred, 4 waiting (more if a run before assigned some).
    const before = await campDonors(page, token, campId);
    const count = (status: number) => before.filter((row) => row.donationStatus === status).length;
    expect(count(8)).toBeGreaterThanOrEqual(5);
    expect(count(7)).toBeGreaterThanOrEqual(1);
    expect(count(9)).toBeGreaterThanOrEqual(1);
    expect(await bodyRows(donors).count()).toBe(Math.min(10, before.length));
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'camps-09-camp-donors');
    await expectAccessible(page, 'the camp donors page');

    // Assign Donors: one of Sahyadri's donors who may give today, found by donor ID.
    const candidates = await callApi<{
      data: { _id: string; donorId: string; name: string; deputed: boolean }[];
    }>(page, token, 'GET', '/api/institution/donors/depute-candidates', {
      params: { type: 'camp', id: campId, limit: 50, sort: 'name', order: 'asc' },
    });
    expect(candidates.status, candidates.message).toBe(200);
    const newcomer = candidates.content.data.find((row) => !row.deputed);
    expect(newcomer, 'a donor who may give today and is not at the camp yet').toBeDefined();
    const { donorId } = newcomer as { donorId: string };
    const listed = newcomer?.name ?? '';

    await mainOf(page).getByRole('button', { name: 'Assign Donors', exact: true }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Donors', exact: true });
    await assign.getByRole('searchbox', { name: 'Search donors', exact: true }).fill(donorId);
    // The list follows what is typed, once typing pauses: only that donor is left.
    const offered = assign.getByRole('table', {
      name: `Donors who may give at ${TODAY_CAMP}`,
      exact: true,
    });
    await expect.poll(() => bodyRows(offered).count()).toBe(1);
    await assign.getByText('1–1 of 1', { exact: true }).waitFor();
    const tick = assign.getByRole('checkbox', { name: `Choose ${listed} (${donorId})`, exact: true });
    await tick.check();
    await assign.getByText('Donors chosen: 1', { exact: true }).waitFor();
    expect(await clippedTexts(page, assign)).toEqual([]);
    await screenshotPopup(assign, page, 'camps-10-assign-donors');
    await expectAccessible(page, 'the Assign Donors popup', '[role="dialog"]');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await acknowledgePopup(page, ASSIGNED);
    await popupsGone(page);
    const assigned = (await campDonors(page, token, campId)).find((row) => row.donorId === donorId);
    expect(assigned?.donationStatus, 'assigned, waiting to donate').toBe(0);
    const name = `${assigned?.firstName} ${assigned?.lastName}`.trim();

    // Donate: the Donor Data popup refuses an empty form, then sends the donor to the chair.
    await searchList(page, donors, donorId, 1);
    await donors.getByRole('button', { name: `Donate: ${name}`, exact: true }).click();
    const data = page.getByRole('dialog', { name: 'Donor Data', exact: true });
    await box(data, 'Height (cm)').waitFor();
    await data.getByRole('button', { name: 'Submit', exact: true }).click();
    await alertWithText(data, 'All fileds are Required').waitFor();
    expect(await box(data, 'Height (cm)').getAttribute('aria-invalid')).toBe('true');
    await box(data, 'Height (cm)').fill('170');
    await box(data, 'Weight (kg)').fill('68');
    await box(data, 'Hb (g/dL)').fill('13.5');
    await box(data, 'Blood pressure (mmHg)').fill('120/80');
    await box(data, 'Kit number').fill(`KIT-${bag}`);
    await box(data, 'Bag ID').fill(bag);
    await answer(data, 'Bag type', 'Double');
    for (const n of [1, 2, 3]) await box(data, `Sample ID ${n}`).fill(`${bag}-S${n}`);
    await screenshotPopup(data, page, 'camps-11-donor-data');
    await expectAccessible(page, 'the Donor Data popup', '[role="dialog"]');
    await data.getByRole('button', { name: 'Submit', exact: true }).click();
    await acknowledgePopup(page, IN_PROCESS);
    await popupsGone(page);

    // The donors reload after the app's pause: Proceed, to the approval.
    const proceed = donors.getByRole('button', { name: `Proceed: ${name}`, exact: true });
    await proceed.click();
    const approval = page.getByRole('dialog', { name: 'Donor Data · Approval', exact: true });
    await box(approval, 'Start time (hrs)').waitFor();
    expect(await factsOf(approval)).toMatchObject({
      'Donor ID': donorId,
      'Height (cm)': '170',
      'Hb (g/dL)': '13.5',
      'Blood pressure (mmHg)': '120/80',
      'Bag ID': bag,
      'Bag type': 'Double',
      'Sample ID 1': `${bag}-S1`,
    });
    await box(approval, 'Start time (hrs)').fill('11:20');
    await box(approval, 'End time (hrs)').fill('11:29');
    await box(approval, 'Volume (ml)').fill('350');
    await box(approval, 'Bag weight (g)').fill('420');
    await box(approval, 'Stored in').fill('Quarantine refrigerator 1');
    await box(approval, 'Temperature (°C)').fill('4');
    await box(approval, 'Data posted by').fill('Staff Nurse on camp duty');
    await answer(approval, 'Was the donor comfortable during the process?', 'Yes');
    await answer(approval, 'Were there clotting issues during or after the process?', 'No');
    await answer(approval, 'Were there issues in the recovery after the donation?', 'No');
    await screenshotPopup(approval, page, 'camps-12-approval');
    await expectAccessible(page, 'the approval popup', '[role="dialog"]');
    await approval.getByRole('button', { name: 'Approve', exact: true }).click();
    let unitNumber = '';
    await acknowledgePopup(page, DONATED, async (popup) => {
      const text = (await popup.textContent()) ?? '';
      const named = new RegExp(
        `${name}: unit (RS[0-9A-Z* ]+?) \\(bag ${bag}\\) is in quarantine until tested\\.`,
      ).exec(text);
      expect(named, `the popup names the unit: ${text}`).not.toBeNull();
      unitNumber = named?.[1] ?? '';
      await screenshotPopup(popup, page, 'camps-13-donated');
    });
    await popupsGone(page);
    expect(unitNumber).toMatch(/^RS/);

    // Donated, with the unit linked; on the server too.
    const unitLink = donors.getByRole('link', { name: `Unit donated by ${name}`, exact: true });
    await unitLink.waitFor();
    await donors.getByText('Donated', { exact: true }).waitFor();
    const after = (await campDonors(page, token, campId)).find((row) => row.donorId === donorId);
    expect(after?.donationStatus).toBe(8);

    await unitLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/inventory/unit/'));
    await page.getByRole('heading', { name: `Unit ${bag}`, level: 1 }).waitFor();
    const unit = page.getByRole('region', { name: 'The unit', exact: true });
    await unit.getByText('Screening pending (quarantined)', { exact: true }).waitFor();
    expect(await factsOf(unit)).toMatchObject({
      'Bag ID': bag,
      'Unit number': unitNumber,
      'Donor ID': donorId,
      Component: 'Whole Blood',
      'Volume (ml)': '350',
      State: 'Quarantined',
      'Stored in': 'Quarantine refrigerator 1',
    });
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'camps-14-unit');

    // The lab's samples, opened by their address: the bag's three tubes.
    await page.goto('/labresult-samples');
    await mainOf(page).getByRole('heading', { name: 'Samples', level: 1 }).waitFor();
    const samples = mainOf(page).getByRole('table', { name: 'Samples', exact: true });
    await settled(samples);
    await searchList(page, samples, bag, 1);
    expect((await columnTexts(samples, 'Sample ID'))[0]).toBe(`${bag}-S1${bag}-S2${bag}-S3`);
    expect(bare((await columnTexts(samples, 'Bag ID'))[0] ?? '')).toBe(bare(`${bag}${unitNumber}`));
    expect((await columnTexts(samples, 'Received From'))[0]).toContain(`Camp ${TODAY_CAMP}`);
    expect(await columnTexts(samples, 'Action')).toEqual(['Accept']);
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'camps-15-samples');
    await expectAccessible(page, 'the samples list');
    expectNoProblems(visit);
  });

  it('a walk-in gives at /donation-form: found by donor ID, the defaults, Approve once complete, a unit', async () => {
    const visit = await site.journeyAs(BLOOD_BANK, { width: 1280, height: 800 });
    const { page } = visit;
    const token = await tokenOf(page);
    const [donor] = await donorsWhoMayGive(page, token);
    expect(donor, 'a donor of Sahyadri who may give today').toBeDefined();
    const walkIn = donor as KnownDonor;
    const bag = `WALKIN-${stamp()}`;
    const samplesBefore = await samplesTotal(page, token);

    const form = await openDonationForm(page, walkIn);
    // The defaults: Whole Blood and a single bag; the first and the eighth question yes; every declaration ticked.
    expect(await chosenIn(form, 'Blood type')).toBe('Whole Blood');
    expect(await chosenIn(form, 'Bag type')).toBe('Single');
    expect(await chosenIn(form, 'Vein fit for donation')).toBe(null);
    const questions = [
      'Is the donor giving blood voluntarily, without payment?',
      'Was the donor comfortable during the donation?',
      'Were there clotting issues during or after the donation?',
      'Were there issues in the recovery after the donation?',
      'Will the donor take part in blood donation camps?',
      'Can the donor read, write and communicate?',
      'Can the donor send and receive messages on a mobile phone?',
      'Is the donor fit to donate platelets?',
    ];
    const answers: (string | null)[] = [];
    for (const question of questions) answers.push(await chosenIn(form, question));
    expect(answers).toEqual(['Yes', null, null, null, null, null, null, 'Yes']);
    const declarations = form.getByRole('group', { name: 'Tick each that holds; all are needed' });
    expect(await declarations.getByRole('checkbox').count()).toBe(6);
    expect(await declarations.getByRole('checkbox', { checked: true }).count()).toBe(6);
    const approve = form.getByRole('button', { name: 'Approve', exact: true });
    expect(await approve.isDisabled()).toBe(true);

    // Everything but the doctor: Approve stays disabled, and the form says where to look.
    await fillDonationForm(form, {
      aadhaar: ownAadhaar(0),
      bag,
      hb: '14.2',
      donor: walkIn,
    });
    await box(form, 'Doctor').fill('');
    await form.getByText('Still to fill: 1.', { exact: false }).waitFor();
    expect(await approve.isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Show them', exact: true }).click();
    await alertWithText(form, 'Please fill on the Details and Questions').waitFor();
    expect(await box(form, 'Doctor').getAttribute('aria-invalid')).toBe('true');
    await box(form, 'Doctor').fill('Dr. Meenal Joshi');
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await expect.poll(() => alertWithText(form, 'Please fill on the Details and Questions').count()).toBe(0);

    // The long form at 1280×800: nothing cut off, nothing wider than the window.
    expect(await clippedTexts(page, mainOf(page))).toEqual([]);
    await waitUntilLoaded(page);
    // The whole form at once, then its end with the Approve bar as the clerk sees it.
    await saveWholePage(page, 'camps-16-donation-form-whole');
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await saveScreenshot(page, 'camps-17-donation-form-end');
    await expectAccessible(page, 'the donation form');
    // No field Tab reaches is hidden under the Approve bar.
    expect(await fieldsUnderApproveBar(page, form)).toEqual([]);

    await approve.click();
    let unitNumber = '';
    await acknowledgeOutcome(page, DONATED, async (popup) => {
      const text = (await popup.textContent()) ?? '';
      unitNumber = /Unit number:\s*(RS[0-9A-Z* ]+?)\s*Bag:/.exec(text)?.[1] ?? '';
      expect(unitNumber, `the popup names the unit: ${text}`).not.toBe('');
      await popup.getByText(bag, { exact: true }).waitFor();
      // The bag's label, printed right after the donation: it opens in its own tab, the desk stays.
      const [label] = await Promise.all([
        page.context().waitForEvent('page'),
        popup.getByRole('link', { name: 'Print label', exact: true }).click(),
      ]);
      await label.getByRole('button', { name: 'Print', exact: true }).waitFor();
      expect(await label.getByText(unitNumber, { exact: true }).count()).toBe(1);
      await label.close();
      // Back at the desk the pointer moves on; the button it left keeps no hover colour for axe to read.
      await page.mouse.move(0, 0);
      await screenshotPopup(popup, page, 'camps-18-walk-in-donated');
      await expectAccessible(page, 'the donated popup', '[role="dialog"]');
    });
    // Next donor: the lookup again.
    await page.waitForURL((url) => !url.searchParams.has('donorId'));
    await mainOf(page).getByRole('form', { name: 'Find the donor', exact: true }).waitFor();

    // One unit and one sample row more; the donor may not give again today.
    expect(await samplesTotal(page, token)).toBe(samplesBefore + 1);
    const samples = await callApi<{ data: { bagId: string; unitNumber: string | null }[] }>(
      page,
      token,
      'GET',
      '/api/institution/lab-results/list',
      { params: { type: 'samples', search: bag } },
    );
    expect(samples.content.data.map((row) => [row.bagId, bare(row.unitNumber ?? '')])).toEqual([
      [bag, bare(unitNumber)],
    ]);
    expect((await donorsWhoMayGive(page, token)).map((row) => row._id)).not.toContain(walkIn._id);
    expectNoProblems(visit);
  });

  it('a donor with Hb 11 g/dL is deferred at the donation form with the reason; no unit and no sample are made', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const token = await tokenOf(page);
    const eligible = await donorsWhoMayGive(page, token);
    // Another donor than the walk-in's: the last who may give.
    const donor = eligible[eligible.length - 1];
    expect(donor, 'a donor of Sahyadri who may give today').toBeDefined();
    const bag = `DEFER-${stamp()}`;
    const samplesBefore = await samplesTotal(page, token);

    const form = await openDonationForm(page, donor as KnownDonor);
    await fillDonationForm(form, {
      aadhaar: ownAadhaar(1),
      bag,
      hb: '11',
      donor: donor as KnownDonor,
    });
    const approve = form.getByRole('button', { name: 'Approve', exact: true });
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await approve.click();
    await acknowledgeOutcome(page, 'Donor deferred', async (popup) => {
      await popup.getByText('Nothing was collected. The reasons:', { exact: true }).waitFor();
      const reasons = (await popup.getByRole('listitem').allInnerTexts()).map((reason) => reason.trim());
      expect(reasons).toContain('Haemoglobin must be at least 12.5 g/dL');
      expect(await popup.getByRole('link', { name: 'Open unit' }).count()).toBe(0);
      await screenshotPopup(popup, page, 'camps-19-deferred');
      await expectAccessible(page, 'the Donor deferred popup', '[role="dialog"]');
    });

    // Nothing for the lab: the samples list neither counts nor finds the bag.
    expect(await samplesTotal(page, token)).toBe(samplesBefore);
    await page.goto('/labresult-samples');
    const samples = mainOf(page).getByRole('table', { name: 'Samples', exact: true });
    await settled(samples);
    await searchList(page, samples, bag, 0);
    await mainOf(page).getByText('No samples received', { exact: true }).waitFor();
    expectNoProblems(visit);
  });
});

/**
 * The donation form's outcome popup (donated, or deferred): waits for it, lets the caller look at it, and
 * closes it with its Next donor button, which starts on the next donor.
 */
async function acknowledgeOutcome(
  page: Page,
  title: string,
  whileOpen: (popup: Locator) => Promise<void>,
): Promise<void> {
  const popup = page.getByRole('dialog', { name: title, exact: true });
  await popup.waitFor();
  await whileOpen(popup);
  await popup.getByRole('button', { name: 'Next donor', exact: true }).click();
  await popup.waitFor({ state: 'hidden' });
}
