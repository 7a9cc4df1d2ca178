import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOOD_BANK as DEMO_BLOOD_BANK,
  HOSPITAL as DEMO_HOSPITAL,
  SUPER_ADMIN,
  signInFromPage,
  signInWithForm,
} from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, type Journey, pathOf, saveScreenshot } from './support/browser.js';
import { samplePdf, samplePng, type TempFiles, tempFiles } from './support/files.js';
import {
  acknowledgePopup,
  alertWithText,
  escapeRegExp,
  expectNoProblems,
  expectPath,
  logOut,
  openMail,
  pickFile,
  waitUntilLoaded,
} from './support/person.js';
import { useSite } from './support/site.js';

/**
 * The life of an institution account in Chromium, from sign-up to first sign-in, as
 * docs/spec/part-1-institution-side.md §2, §4, §5, §7 and part 2 (Institutions) describe it.
 *
 * 1. A blood bank registers through the form (adding itself to the directory), the super admin approves it,
 *    the key member follows the link in the approval mail, sets a password and signs in.
 * 2. A hospital registers, cannot sign in while pending, is declined (a comment is required), and cannot
 *    sign in afterwards either.
 * 3. A hospital user who forgot the password resets it with the code from the mail.
 * 4. A blood bank changes its contact number and adds an image on its profile.
 *
 * One real server (built app, fresh embedded database with the demo accounts, mail kept in the outbox)
 * and one Chromium for the whole file; each journey starts in a fresh browser context. Mail is read the
 * way a person without a mail server reads it: on the /dev/outbox page.
 *
 * The browser uses http://localhost:<port>, not 127.0.0.1: with no PUBLIC_URL the server writes links
 * as http://localhost:<port> (what `npm start` gives a newcomer), and the set-password link must open on
 * the same site the person is using.
 */

const MAIL = {
  received: 'RaktSetu: registration received',
  approved: 'RaktSetu: your institution is approved',
  declined: 'RaktSetu: your registration was declined',
  resetCode: 'RaktSetu: your password reset code',
} as const;

interface KeyMember {
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
}

interface Registration {
  name: string;
  address: string;
  state: string;
  city: string;
  pin: string;
  latitude: string;
  longitude: string;
  contactEmail: string;
  contactNumber: string;
  registrationNumber: string;
  keyMember: KeyMember;
}

// Nothing by these names is in the directory of a fresh database (the demo seed adds institutions, not
// directory entries).
const BLOOD_BANK: Registration = {
  name: 'Pranavi Voluntary Blood Centre',
  address: 'Survey No. 41, Baner Road, Baner',
  state: 'Maharashtra',
  city: 'Pune',
  pin: '411045',
  latitude: '18.559',
  longitude: '73.7868',
  contactEmail: 'contact@pranavi-bloodcentre.example',
  contactNumber: '9822012345',
  registrationNumber: 'MH/BC/2024/0417',
  keyMember: {
    firstName: 'Neha',
    lastName: 'Kulkarni',
    email: 'neha.kulkarni@pranavi-bloodcentre.example',
    designation: 'Medical Officer, Blood Bank',
  },
};

const HOSPITAL: Registration = {
  name: 'Kaveri Care Hospital',
  address: '12, Hosur Road, Bommanahalli',
  state: 'Karnataka',
  city: 'Bengaluru',
  pin: '560068',
  latitude: '12.9081',
  longitude: '77.6476',
  contactEmail: 'admin@kavericare.example',
  contactNumber: '08041234567',
  registrationNumber: 'KA/CE/2023/11872',
  keyMember: {
    firstName: 'Ravi',
    lastName: 'Shankar',
    email: 'ravi.shankar@kavericare.example',
    designation: 'Medical Superintendent',
  },
};

// ---- what a person does -------------------------------------------------------------------------------

function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Fills the "Add new institution" popup (state and city chosen from their suggestion lists). */
async function fillNewInstitution(page: Page, popup: Locator, entry: Registration): Promise<void> {
  await popup.getByRole('textbox', { name: 'Address', exact: true }).fill(entry.address);
  await popup.getByRole('combobox', { name: 'State', exact: true }).fill(entry.state.slice(0, 5));
  await page.getByRole('option', { name: entry.state, exact: true }).click();
  await popup.getByRole('combobox', { name: 'City', exact: true }).fill(entry.city);
  await page.getByRole('option', { name: entry.city, exact: true }).click();
  await popup.getByRole('textbox', { name: 'PIN code', exact: true }).fill(entry.pin);
  await popup.getByRole('textbox', { name: 'Latitude', exact: true }).fill(entry.latitude);
  await popup.getByRole('textbox', { name: 'Longitude', exact: true }).fill(entry.longitude);
}

/**
 * The rest of the registration form after the institution is chosen: contact, key member, certificate,
 * every box. Checks that Register stays disabled until the very last box is ticked.
 */
async function fillRegistrationDetails(
  page: Page,
  form: Locator,
  entry: Registration,
  certificate: string,
  infrastructureLabel: 'Our blood bank has' | 'Our hospital has',
): Promise<void> {
  await form.getByRole('textbox', { name: 'Contact e-mail', exact: true }).fill(entry.contactEmail);
  await form.getByRole('textbox', { name: 'Contact number', exact: true }).fill(entry.contactNumber);
  await form
    .getByRole('textbox', { name: 'Registration number', exact: true })
    .fill(entry.registrationNumber);
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(entry.keyMember.firstName);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(entry.keyMember.lastName);
  await form.getByRole('textbox', { name: 'Key member e-mail', exact: true }).fill(entry.keyMember.email);
  await form.getByRole('textbox', { name: 'Designation', exact: true }).fill(entry.keyMember.designation);

  await pickFile(page, form.getByRole('button', { name: 'Attach certificate' }), certificate);
  await form.getByRole('button', { name: `Remove ${path.basename(certificate)}` }).waitFor();

  const register = form.getByRole('button', { name: 'Register', exact: true });
  const infrastructure = form.getByRole('group', { name: infrastructureLabel });
  const declarations = form.getByRole('group', { name: 'We declare that' });
  const boxes = [
    ...(await infrastructure.getByRole('checkbox').all()),
    ...(await declarations.getByRole('checkbox').all()),
  ];
  // Six or seven infrastructure items (docs/decisions/0021), then the four declarations of docs/spec/part-1-institution-side.md §5.
  expect(boxes.length).toBeGreaterThanOrEqual(10);
  expect(boxes.length).toBe(await form.getByRole('checkbox').count());
  for (const box of boxes) {
    expect(await register.isDisabled(), 'Register while a box is unticked').toBe(true);
    await box.check();
  }
  expect(await register.isEnabled()).toBe(true);
  expect(await form.getByText(/^Still needed:/).count()).toBe(0);
}

/** Registers and reads what happens next: the spec's success text and where the confirmation went. */
async function submitRegistration(page: Page, form: Locator, entry: Registration, screenshot: string) {
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await page
    .getByRole('heading', { name: 'User registered successfully, please check your email' })
    .waitFor();
  await page.getByText(entry.keyMember.email).first().waitFor();
  await saveScreenshot(page, screenshot);
  await page.getByRole('link', { name: 'Go to sign in' }).waitFor();
}

/**
 * The super admin, at the same computer, opens the profile popup of a pending registration, found by
 * search. Signing in is not what this journey is about: it uses the real sign-in call without the form.
 */
async function openPendingRegistration(page: Page, name: string, screenshot?: string): Promise<Locator> {
  await signInFromPage(page, SUPER_ADMIN);
  await page.goto('/Super-Admin/Dashboard');
  await page.getByRole('heading', { name: 'Super Admin Dashboard', level: 1 }).waitFor();
  await mainMenu(page).getByRole('link', { name: 'Institutions' }).click();
  await expectPath(page, '/Super-Admin/Instituions');
  await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();

  await page.getByRole('tab', { name: 'Pending For Verification' }).click();
  const table = page.getByRole('table', { name: 'Pending For Verification' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  // The search runs on the server once typing pauses: the table ends with the header and one row.
  const rows = table.getByRole('row');
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
  const row = rows.filter({ hasText: name });
  await row.getByText('Pending', { exact: true }).waitFor();
  await waitUntilLoaded(page);
  if (screenshot) await saveScreenshot(page, screenshot);

  await row.getByRole('button', { name: `View ${name}` }).click();
  const profile = page.getByRole('dialog', { name, exact: true });
  await profile.waitFor();
  return profile;
}

/** The six boxes of /otp: typing fills them one after the other. */
async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByLabel('Digit 1 of 6');
  await first.click();
  await page.keyboard.type(code);
  for (const [index, digit] of [...code].entries()) {
    expect(await page.getByLabel(`Digit ${index + 1} of 6`).inputValue()).toBe(digit);
  }
}

/** Six digits that are certainly not `code`. */
function wrongCodeFor(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
}

/** Does `action` and returns the code id of the forgot-password answer it caused (the browser's own call). */
async function codeIdAfter(page: Page, action: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/institution/forgot-password') && response.ok(),
  );
  await action();
  const body = (await (await answer).json()) as { content: { data: { id: string } } };
  return body.content.data.id;
}

async function setNewPassword(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Set password' }).click();
}

// ---- the journeys -------------------------------------------------------------------------------------

describe.skipIf(!hasChromium)('Onboarding an institution in Chromium', () => {
  // The site as the person types it and as the mails link to it (see above).
  const site = useSite({ host: 'localhost' });
  const journey = () => site.journey();
  let files: TempFiles;
  let licencePdf: string;
  let certificatePdf: string;
  let photoPng: string;

  /**
   * What POST /api/auth/validate-otp answers for this code id and code, asked directly (the checks a
   * client other than this web app could make).
   */
  async function validateOtp(id: string, otp: string): Promise<{ status: number; message: string }> {
    const response = await fetch(`${site.server.baseUrl}/api/auth/validate-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, otp, type: 'ForgotOTP' }),
    });
    const body = (await response.json()) as { message: string };
    return { status: response.status, message: body.message };
  }

  /** Another tab of the same person (same browser context), watched for problems like the first. */
  async function anotherTab(visit: Journey): Promise<Page> {
    const page = await visit.context.newPage();
    page.on('pageerror', (error) => visit.problems.push(`page error (second tab): ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) visit.problems.push(`${response.status()} from ${response.url()}`);
    });
    return page;
  }

  beforeAll(async () => {
    files = await tempFiles();
    [licencePdf, certificatePdf, photoPng] = await Promise.all([
      files.write(
        'blood-centre-licence.pdf',
        samplePdf(`Blood Centre Licence No. ${BLOOD_BANK.registrationNumber}`),
      ),
      files.write(
        'registration-certificate.pdf',
        samplePdf(`Clinical Establishment Registration No. ${HOSPITAL.registrationNumber}`),
      ),
      files.write('entrance.png', samplePng()),
    ]);
  });

  afterAll(async () => {
    await files?.remove();
  });

  it('a blood bank registers through the form, is approved, sets its password from the mail and signs in', async () => {
    const visit = await journey();
    const { page } = visit;
    const entry = BLOOD_BANK;

    // --- Registration at /signup, Blood Bank tab -----------------------------------------------------
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Register your institution', level: 1 }).waitFor();
    const tab = page.getByRole('tab', { name: 'Blood Bank' });
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: 'Register a blood bank' });

    // The directory does not know it yet.
    await form.getByRole('combobox', { name: 'Blood bank name', exact: true }).fill(entry.name);
    await page
      .getByText('Not found. Check the spelling, or add your institution with “Add new institution”.')
      .waitFor();
    await saveScreenshot(page, 'onboarding-bank-01-not-in-directory');

    // So the person adds it through the popup; what was typed in the search is already its name.
    await form.getByRole('button', { name: 'Add new institution' }).click();
    const popup = page.getByRole('dialog', { name: 'Add new institution' });
    await popup.waitFor();
    expect(await popup.getByRole('textbox', { name: 'Institution name', exact: true }).inputValue()).toBe(
      entry.name,
    );
    await popup.getByRole('button', { name: 'Add institution' }).click();
    // Every empty field says so at once, with the spec's text, and focus goes to the first of them.
    expect(await popup.getByText('All Fileds Is Required', { exact: true }).count()).toBeGreaterThanOrEqual(
      5,
    );
    await saveScreenshot(page, 'onboarding-bank-02-popup-required');

    await fillNewInstitution(page, popup, entry);
    await saveScreenshot(page, 'onboarding-bank-02-new-institution-popup');
    await popup.getByRole('button', { name: 'Add institution' }).click();
    await acknowledgePopup(page, 'New Institution added successfully');
    await popup.waitFor({ state: 'hidden' });
    // The new entry is the chosen institution, with its address under the search box.
    expect(await form.getByRole('combobox', { name: 'Blood bank name', exact: true }).inputValue()).toBe(
      entry.name,
    );
    await form.getByText(`${entry.address}, ${entry.city}, ${entry.state} ${entry.pin}`).waitFor();

    await fillRegistrationDetails(page, form, entry, licencePdf, 'Our blood bank has');
    await saveScreenshot(page, 'onboarding-bank-03-form-complete');
    await submitRegistration(page, form, entry, 'onboarding-bank-04-registered');

    // --- The super admin approves it ------------------------------------------------------------------
    const profile = await openPendingRegistration(page, entry.name, 'onboarding-bank-05-pending-list');
    await profile.getByText(entry.registrationNumber, { exact: true }).waitFor();
    await profile.getByText(entry.contactEmail, { exact: true }).waitFor();
    await profile.getByText(entry.keyMember.email, { exact: true }).waitFor();
    await profile.getByText('blood-centre-licence.pdf', { exact: true }).waitFor();
    await profile.getByRole('button', { name: 'Download blood-centre-licence.pdf' }).waitFor();
    await saveScreenshot(page, 'onboarding-bank-06-profile-popup');
    // The popup the route journey cannot reach: demo data has nothing pending.
    await expectAccessible(page, 'the profile popup of a pending registration');

    // Approving mails a link that makes a working account, so it asks first.
    await profile.getByRole('button', { name: 'Approve' }).click();
    const question = page.getByRole('dialog', { name: `Approve ${entry.name}?`, exact: true });
    await question.getByText('The key member will receive a link to set a password.').waitFor();
    await question.getByRole('button', { name: 'Approve' }).click();
    await acknowledgePopup(page, 'Request Approve Successfully!', async () => {
      await saveScreenshot(page, 'onboarding-bank-07-approved');
    });
    // It leaves the pending tab and shows as confirmed and active under Register.
    const pendingRows = page.getByRole('table', { name: 'Pending For Verification' }).getByRole('row');
    await expect.poll(() => pendingRows.filter({ hasText: entry.name }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(entry.name);
    const registered = page
      .getByRole('table', { name: 'Register' })
      .getByRole('row')
      .filter({ hasText: entry.name });
    await registered.getByText('Confirmed', { exact: true }).waitFor();
    await registered.getByText('Active', { exact: true }).waitFor();

    await logOut(page, SUPER_ADMIN.name);
    await expectPath(page, '/Super-Admin/login');

    // --- The key member reads the outbox and follows the link ------------------------------------------
    await openMail(page, MAIL.received, entry.keyMember.email);
    const approval = await openMail(page, MAIL.approved, entry.keyMember.email);
    await approval.getByText(`${entry.name} has been approved on RaktSetu.`).waitFor();
    await saveScreenshot(page, 'onboarding-bank-08-outbox-approval-mail');
    const link = approval
      .getByRole('link', { name: /\/setPassword\?id=/ })
      // The mail says it in both languages: the link is in each half, the same.
      .first();
    const href = (await link.getAttribute('href')) as string;
    expect(new URL(href).origin).toBe(site.url);
    expect(new URL(href).searchParams.get('type')).toBe('keymember');
    await link.click();
    await expectPath(page, '/setPassword');
    await page.getByRole('heading', { name: 'Set password', level: 1 }).waitFor();

    // --- Set the password: mismatch, weak, then good --------------------------------------------------
    await setNewPassword(page, 'Pranavi@2025', 'Pranavi@2026');
    await page.getByText('Password doesn’t match', { exact: true }).first().waitFor();
    await setNewPassword(page, 'pranavi2025');
    await page.getByText('Password doesn’t match the requirment', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'onboarding-bank-09-weak-password');
    const password = 'Pranavi#Pune2025';
    await setNewPassword(page, password);
    await acknowledgePopup(page, 'Password set successfully');
    await expectPath(page, '/login');

    // --- First sign-in ------------------------------------------------------------------------------
    await signInWithForm(page, { email: entry.keyMember.email, password });
    await expectPath(page, '/');
    await page.getByRole('heading', { name: entry.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${entry.name}` }).waitFor();
    await page.getByText(entry.contactEmail, { exact: true }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'onboarding-bank-10-first-dashboard');

    // The link works once.
    await logOut(page, entry.name);
    await expectPath(page, '/login');
    // Opened again, it says so at once: no form to fill in for nothing.
    await page.goto(href);
    await page.getByText('Invalid link', { exact: true }).first().waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    expectNoProblems(visit);
  });

  it('a hospital that is still pending or was declined cannot sign in; declining needs a comment', async () => {
    const visit = await journey();
    const { page } = visit;
    const entry = HOSPITAL;

    // The hospital is already in the directory (added earlier by someone else through the public call).
    const added = await fetch(`${site.server.baseUrl}/api/institution/geolocation/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        institutionType: 'Hospital',
        institutionName: entry.name,
        address: entry.address,
        city: entry.city,
        state: entry.state,
        zipcode: entry.pin,
        latitude: Number(entry.latitude),
        longitude: Number(entry.longitude),
      }),
    });
    expect(added.status).toBe(200);

    await page.goto('/signup');
    await page.getByRole('tab', { name: 'Hospital' }).click();
    const form = page.getByRole('form', { name: 'Register a hospital' });
    await form.getByRole('combobox', { name: 'Hospital name', exact: true }).fill('Kaveri Care');
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(entry.name)}`) }).click();
    await form.getByText(`${entry.address}, ${entry.city}, ${entry.state} ${entry.pin}`).waitFor();
    await fillRegistrationDetails(page, form, entry, certificatePdf, 'Our hospital has');
    await submitRegistration(page, form, entry, 'onboarding-hospital-01-registered');

    // While it waits for verification there is no password yet: the answer is the one any unknown
    // account gets, so the sign-in page tells nobody which registrations exist.
    await page.goto('/login');
    await signInWithForm(page, { email: entry.keyMember.email, password: 'Kaveri#Care2025' });
    await alertWithText(page, 'Enter valid email and password').waitFor();
    expect(pathOf(page)).toBe('/login');

    // The super admin declines: first without a comment, then with one.
    const profile = await openPendingRegistration(page, entry.name);
    await profile.getByRole('button', { name: 'Decline' }).click();
    const comment = profile.getByRole('textbox', { name: 'Comment', exact: true });
    await comment.waitFor();
    await profile.getByRole('button', { name: 'Decline' }).click();
    await profile.getByText('*Comment Is Required For Decline', { exact: true }).waitFor();
    await saveScreenshot(page, 'onboarding-hospital-02-comment-required');
    await expectAccessible(page, 'declining without a comment');
    const reason = 'The registration certificate is not legible. Please upload a clear scan.';
    await comment.fill(reason);
    await profile.getByRole('button', { name: 'Decline' }).click();
    await acknowledgePopup(page, 'Request Decline Successfully!', async () => {
      await saveScreenshot(page, 'onboarding-hospital-03-declined');
    });
    await logOut(page, SUPER_ADMIN.name);

    // The key member gets the reason by mail ...
    const declined = await openMail(page, MAIL.declined, entry.keyMember.email);
    await declined.getByText(`Reason: ${reason}`).waitFor();
    expect(await declined.getByRole('link', { name: /setPassword/ }).count()).toBe(0);

    // ... and cannot sign in: a declined registration never got a password.
    await page.goto('/login');
    await signInWithForm(page, { email: entry.keyMember.email, password: 'Kaveri#Care2025' });
    await alertWithText(page, 'Enter valid email and password').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
    await saveScreenshot(page, 'onboarding-hospital-04-sign-in-refused');
    expectNoProblems(visit);
  });

  it('a hospital user who forgot the password resets it with the code from the mail', async () => {
    const visit = await journey();
    const { page } = visit;
    // Time runs as usual, but the journey may skip the wait before a code can be sent again.
    await page.clock.install();
    const { email, name: hospitalName } = DEMO_HOSPITAL;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgetPassword');
    await page.getByRole('heading', { name: 'Forgot password', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter valid id', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Registered e-mail', exact: true }).fill(email);
    await saveScreenshot(page, 'onboarding-reset-01-forgot-password');
    const firstId = await codeIdAfter(page, () => page.getByRole('button', { name: 'Send code' }).click());
    await expectPath(page, '/otp');
    await page.getByText(`We mailed a 6-digit code to ${email}.`, { exact: false }).waitFor();

    // The mail is read in a second tab, as a person keeps their mailbox open beside the form.
    const mailbox = await anotherTab(visit);
    const firstMail = await openMail(mailbox, MAIL.resetCode, email, 1);
    const firstCode = /code is (\d{6})\b/.exec(await firstMail.innerText())?.[1] as string;
    expect(firstCode).toMatch(/^\d{6}$/);
    await mailbox.bringToFront();
    await saveScreenshot(mailbox, 'onboarding-reset-02-outbox-code');

    // A wrong code.
    await page.bringToFront();
    await typeCode(page, wrongCodeFor(firstCode));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await alertWithText(page, 'Invalid OTP').waitFor();
    expect(pathOf(page)).toBe('/otp');
    await saveScreenshot(page, 'onboarding-reset-03-invalid-otp');

    // A new code, once the half-minute wait after the first has passed; from now on only the newest works.
    const resend = page.getByRole('button', { name: /^Resend code/ });
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward('00:31');
    const newestId = await codeIdAfter(page, () => resend.click());
    await page.getByText('OTP sent to email', { exact: true }).waitFor();
    expect(newestId).not.toBe(firstId);
    const newestMail = await openMail(mailbox, MAIL.resetCode, email, 2);
    const newestCode = /code is (\d{6})\b/.exec(await newestMail.innerText())?.[1] as string;
    expect(newestCode).toMatch(/^\d{6}$/);
    // The server no longer takes the first code, not even with its own id.
    expect(await validateOtp(firstId, firstCode)).toEqual({ status: 400, message: 'Invalid OTP' });
    if (newestCode !== firstCode) {
      await typeCode(page, firstCode);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await alertWithText(
        page,
        'Invalid OTP. A newer code was sent to your e-mail; use the latest one',
      ).waitFor();
      expect(pathOf(page)).toBe('/otp');
    }
    await typeCode(page, newestCode);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expectPath(page, '/setPassword');
    await page.getByRole('heading', { name: 'Set password', level: 1 }).waitFor();

    const password = 'SevaSadan@2025';
    await setNewPassword(page, 'sevasadan');
    await page.getByText('Password doesn’t match the requirment', { exact: true }).first().waitFor();
    await setNewPassword(page, password);
    await acknowledgePopup(page, 'Password set successfully', async () => {
      await saveScreenshot(page, 'onboarding-reset-04-password-set');
    });
    // The spec sends the person to /; without a session that is the sign-in page.
    await expectPath(page, '/login');
    // The code was spent.
    expect(await validateOtp(newestId, newestCode)).toEqual({ status: 400, message: 'Invalid OTP' });

    // The old password no longer works; the new one does.
    await signInWithForm(page, DEMO_HOSPITAL);
    await alertWithText(page, 'Enter valid email and password').waitFor();
    await signInWithForm(page, { email, password });
    await expectPath(page, '/');
    await page.getByRole('heading', { name: hospitalName, level: 1 }).waitFor();
    await waitUntilLoaded(page);
    await saveScreenshot(page, 'onboarding-reset-05-signed-in');
    expectNoProblems(visit);
  });

  it('a blood bank changes its contact number and adds an image on its profile, and both are kept', async () => {
    const bank = DEMO_BLOOD_BANK;
    const visit = await site.journeyAs(bank);
    const { page } = visit;
    const newNumber = '9876501234';

    await page.goto('/');
    await page.getByRole('heading', { name: bank.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${bank.name}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expectPath(page, '/profile');
    await page.getByRole('heading', { name: bank.name, level: 1 }).waitFor();

    const contact = page.getByRole('region', { name: 'Contact number and address' });
    const number = contact.getByRole('textbox', { name: 'Contact number', exact: true });
    expect(await number.inputValue()).not.toBe(newNumber);
    await number.fill(newNumber);
    await contact.getByRole('button', { name: 'Save' }).click();
    await acknowledgePopup(page, 'Profile updated successfully');

    const images = page.getByRole('region', { name: 'Images' });
    await pickFile(page, images.getByRole('button', { name: 'Add image 1' }), photoPng);
    const image = images.getByRole('img', { name: 'Image 1: entrance.png' });
    await image.waitFor();

    // Both survive a reload: they were saved on the server, not only in the page.
    await page.reload();
    await page.getByRole('heading', { name: bank.name, level: 1 }).waitFor();
    expect(await contact.getByRole('textbox', { name: 'Contact number', exact: true }).inputValue()).toBe(
      newNumber,
    );
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await images.getByRole('button', { name: 'Replace image 1' }).waitFor();
    await images.getByRole('button', { name: 'Add image 2' }).waitFor();
    await waitUntilLoaded(page);
    await images.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'onboarding-profile-01-saved');
    expectNoProblems(visit);
  });
});
