import {
  DONATION_CONSENTS,
  DONATION_QUESTIONS,
  type DonationOutcome,
  type DonorProfile,
  type DonorRow,
  displayUnitNumber,
  formatDin,
  type InstitutionType,
  MESSAGES,
} from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi, unitId } from '../inventory/units.fixtures';
import { DonationFormPage } from './donation-form.page';
import { DONOR_ID, donorProfile } from './donors.fixtures';

configure({ asyncUtilTimeout: 4000 });

const PROFILE = '/api/auth/get-profile';
const DONORS = '/api/institution/get-known-donors';
const DONATE = '/api/institution/donation/add';

const REQUEST_ID = '0a1b2c3d-2222-4222-8333-444455556666';

const profile = donorProfile;

function row(donor: DonorProfile): DonorRow {
  const { _id, donorId, firstName, lastName, bloodGroup, gender, email, countryCode, mobileNumber } = donor;
  return {
    _id,
    donorId,
    firstName,
    lastName,
    bloodGroup,
    gender,
    email,
    countryCode,
    mobileNumber,
    lastDonationComponent: donor.lastDonationComponent,
    lastDonationDate: donor.lastDonationDate,
    status: donor.status,
    knownDonor: donor.knownDonor,
    eligibility: donor.eligibility,
  };
}

const UNIT_NUMBER = formatDin({ facility: 'A9999', year: 2026, sequence: 42 });
const DONATED: DonationOutcome = {
  donationId: 'donation-1',
  outcome: 'donated',
  reasons: [],
  unit: { _id: unitId(42), unitNumber: UNIT_NUMBER, bagId: 'BAG-0042' },
};
const DEFERRED: DonationOutcome = {
  donationId: 'donation-2',
  outcome: 'deferred',
  reasons: ['Haemoglobin 11.2 g/dL is below 12.5 g/dL'],
  unit: null,
};

function Stub({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} at ${location.pathname}${location.search}`}</p>;
}

interface Setup {
  donors?: DonorProfile[];
  donate?: (request: FakeRequest) => FakeAnswer;
  type?: InstitutionType;
}

/** The form in a router of its own (the screens it links to are stubs), the API answering as the server. */
function openForm(path: string, { donors = [profile()], donate, type = 'BloodBank' }: Setup = {}) {
  signInInstitution(type);
  const api = fakeApi({
    [`GET ${PROFILE}`]: ({ query }) => {
      const donor = donors.find((one) => one._id === query.donorId);
      return donor ? { content: { data: donor } } : { status: 404, message: 'Donor not found', content: {} };
    },
    [`GET ${DONORS}`]: ({ query }) => {
      const text = (query.search ?? '').toLowerCase();
      // The server matches the start of IDs and names too: the form must take only the exact donor ID.
      const rows = donors.filter(
        (donor) =>
          donor.donorId.toLowerCase().startsWith(text) || donor.firstName.toLowerCase().startsWith(text),
      );
      return { content: { data: rows.map(row), total: rows.length } };
    },
    [`POST ${DONATE}`]: donate ?? (() => ({ message: MESSAGES.donorDonated, content: { data: DONATED } })),
  });
  const router = createMemoryRouter(
    [
      { path: '/donation-form', element: <DonationFormPage /> },
      { path: '/', element: <Stub name="Dashboard" /> },
      { path: '/people', element: <Stub name="People" /> },
      { path: '/add-donor', element: <Stub name="Add a Donor" /> },
      { path: '/labresult-samples', element: <Stub name="Samples" /> },
      { path: '/inventory/unit/:id', element: <Stub name="Unit" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { api, router, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const approve = () => screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
const group = (name: string | RegExp) => screen.getByRole('radiogroup', { name });

/** The message a field shows and a screen reader reads with it (its aria-describedby error), or null. */
function messageAt(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
}

async function fill(user: UserEvent, name: string, value: string) {
  const field = box(name);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The text boxes a clerk fills (mobile and e-mail come from the donor), in the order of the form. */
const TYPED: [label: string, value: string][] = [
  ['Doctor', 'Dr Rao'],
  ['Aadhaar number', '1234 5678 9012'],
  ['Confirm Aadhaar number', '123456789012'],
  ['Phlebotomist', 'Sunil Pawar'],
  ['Height (cm)', '162'],
  ['Weight (kg)', '56.5'],
  ['Hb (g/dL)', '13.4'],
  ['Blood pressure (mmHg)', '120/80'],
  ['Temperature (°C)', '4'],
  ['Start time', '0930'],
  ['End time', '09:42'],
  ['Volume (ml)', '350'],
  ['Bag weight (g)', '460'],
  ['Unit ID / bag number', 'BAG-0042'],
  ['Kit number', 'KIT-7'],
  ['Sample to be tested', 'Serum'],
  ['Sample ID 1', 'S-42-1'],
  ['Sample ID 2', 'S-42-2'],
  ['Sample ID 3', 'S-42-3'],
  ['Blood bag stored at', 'Quarantine fridge 2'],
  ['Data posted by', 'Meena Joshi'],
];

/** The questions the contract leaves unanswered: the second to the seventh. */
const UNANSWERED = DONATION_QUESTIONS.slice(1, 7);

/** Every field a clerk fills for a donor who may give: vein fit, the boxes, the unanswered questions. */
async function fillEverything(user: UserEvent) {
  await user.click(within(group(/^Vein fit/)).getByRole('radio', { name: 'Yes' }));
  for (const [label, value] of TYPED) await fill(user, label, value);
  for (const [, text] of UNANSWERED) await user.click(within(group(text)).getByRole('radio', { name: 'No' }));
}

const EXPECTED_PAYLOAD = {
  donorId: DONOR_ID,
  donorType: 'walkIn',
  bloodType: 'wholeBlood',
  veinFit: 'yes',
  mobileNo: '9822012345',
  emailId: 'priya@example.org',
  aadharNo: '123456789012',
  confirmAadharNo: '123456789012',
  doctor: 'Dr Rao',
  phlebotomist: 'Sunil Pawar',
  height: 162,
  weight_1: 56.5,
  hb: 13.4,
  bp: '120/80',
  temperature: 4,
  startTime: '09:30',
  endTime: '09:42',
  volume: 350,
  weight_2: 460,
  unitId: 'BAG-0042',
  bagType: 'single',
  kitNumber: 'KIT-7',
  sampleToBeTested: 'Serum',
  sampleId_1: 'S-42-1',
  sampleId_2: 'S-42-2',
  sampleId_3: 'S-42-3',
  bloodBagStoredAt: 'Quarantine fridge 2',
  dataPostBy: 'Meena Joshi',
  answers: {
    willDonateFree: 'yes',
    comfortableDuringProcess: 'no',
    clottingIssuesDuringAfterProcess: 'no',
    issuePostDonationRecovery: 'no',
    participateBloodDonationCamps: 'no',
    ableToReadWriteCommunicate: 'no',
    sendReceiveMessagesOnMobile: 'no',
    fitToDonatePlatelet: 'yes',
  },
  consents: Object.fromEntries(DONATION_CONSENTS.map(([key]) => [key, true])),
  notes: '',
};

describe('Donation by Donor ID', { timeout: 60_000 }, () => {
  it('opens on the donor with the spec’s defaults: first and eighth questions yes, six declarations ticked', async () => {
    openForm(`/donation-form?donorId=${DONOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Donation by Donor ID', level: 1 })).toBeTruthy();

    // The donor's facts, as the clerk checks them against the person.
    const facts = screen.getByRole('region', { name: 'Priya Sharma' });
    for (const text of [
      'RSD-48213',
      'B+',
      'Female',
      '33 years',
      '21.34',
      '+91 9822012345',
      'priya@example.org',
    ])
      expect(within(facts).getByText(text), text).toBeTruthy();
    expect(within(facts).getByText('Fit To Donate')).toBeTruthy();

    const [[, first], ...rest] = DONATION_QUESTIONS;
    const eighth = DONATION_QUESTIONS[7][1];
    expect((within(group(first)).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group(eighth)).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(
      true,
    );
    for (const [, text] of rest.slice(0, 6)) {
      for (const radio of within(group(text)).getAllByRole('radio'))
        expect((radio as HTMLInputElement).checked, text).toBe(false);
    }
    for (const [, text] of DONATION_CONSENTS)
      expect((screen.getByRole('checkbox', { name: text }) as HTMLInputElement).checked, text).toBe(true);

    expect(
      (within(group('Blood type')).getByRole('radio', { name: 'Whole Blood' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(group('Bag type')).getByRole('radio', { name: 'Single' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((box('Mobile number') as HTMLInputElement).value).toBe('9822012345');
    expect((box('E-mail') as HTMLInputElement).value).toBe('priya@example.org');
    expect((box('Unit ID / bag number') as HTMLInputElement).value).toBe('');
  });

  it('keeps Approve disabled until every field is filled, then sends the whole form', async () => {
    const { api, user } = openForm(`/donation-form?donorId=${DONOR_ID}`);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(approve().disabled).toBe(true);

    await fillEverything(user);
    // Every declaration is needed too: unticking one disables Approve again.
    const first = screen.getByRole('checkbox', { name: DONATION_CONSENTS[0][1] });
    await user.click(first);
    expect(approve().disabled).toBe(true);
    await user.click(first);
    expect(approve().disabled).toBe(false);

    await user.click(approve());
    await screen.findByRole('dialog', { name: MESSAGES.donorDonated });
    expect(api.posts(DONATE)).toEqual([EXPECTED_PAYLOAD]);
  });

  it('turns a field left empty red and says "Please fill on the Details and Questions"', async () => {
    const { api, user } = openForm(`/donation-form?donorId=${DONOR_ID}`);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.queryByText(MESSAGES.fillDetailsAndQuestions)).toBeNull();

    // Left empty: red as the clerk moves on.
    await user.click(box('Height (cm)'));
    await user.tab();
    expect(box('Height (cm)').getAttribute('aria-invalid')).toBe('true');
    expect(messageAt(box('Height (cm)'))).toBe('Required');
    expect(screen.getByText(MESSAGES.fillDetailsAndQuestions)).toBeTruthy();

    // Trying anyway (Enter in a box, or "Show them") marks every empty field and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    for (const name of [
      'Doctor',
      'Hb (g/dL)',
      'Start time',
      'Unit ID / bag number',
      'Sample ID 3',
      'Data posted by',
    ])
      expect(box(name).getAttribute('aria-invalid'), name).toBe('true');
    expect(box('Mobile number').getAttribute('aria-invalid')).not.toBe('true');
    expect(messageAt(group(/^Vein fit/))).toBe('Required');

    await user.click(box('Kit number'));
    await user.keyboard('{Enter}');
    expect(api.posts(DONATE)).toEqual([]);

    // A value out of range is a problem of its own, in the contract's words.
    await fill(user, 'Height (cm)', '20');
    expect(messageAt(box('Height (cm)'))).toBe('Height in cm must be at least 50');
  });

  it('says "Aadhar & confirm aadhar number must match!" when the confirmation differs', async () => {
    const { api, user } = openForm(`/donation-form?donorId=${DONOR_ID}`);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    await fillEverything(user);
    await fill(user, 'Confirm Aadhaar number', '123456789013');
    await user.tab();

    expect(messageAt(box('Confirm Aadhaar number'))).toBe(MESSAGES.aadharMismatch);
    // The bar repeats it; nothing else is wrong, so the fill line is not shown.
    expect(screen.getAllByText(MESSAGES.aadharMismatch)).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.fillDetailsAndQuestions)).toBeNull();
    await user.click(approve());
    expect(api.posts(DONATE)).toEqual([]);

    await fill(user, 'Confirm Aadhaar number', '123456789012');
    expect(messageAt(box('Confirm Aadhaar number'))).toBeNull();
  });

  it('shows the unit made, with links to it and to the samples', async () => {
    const { router, user } = openForm(`/donation-form?donorId=${DONOR_ID}`);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    await fillEverything(user);
    await user.click(approve());

    const popup = await screen.findByRole('dialog', { name: MESSAGES.donorDonated });
    expect(within(popup).getByText(displayUnitNumber(UNIT_NUMBER))).toBeTruthy();
    expect(within(popup).getByText('BAG-0042')).toBeTruthy();
    expect(within(popup).getByRole('link', { name: 'Open unit' }).getAttribute('href')).toBe(
      `/inventory/unit/${unitId(42)}`,
    );
    expect(within(popup).getByRole('link', { name: 'Samples' }).getAttribute('href')).toBe(
      '/labresult-samples',
    );

    // Recorded: nothing holds the clerk back from the unit.
    await user.click(within(popup).getByRole('link', { name: 'Open unit' }));
    await screen.findByText(`Unit at /inventory/unit/${unitId(42)}`);
    expect(router.state.location.pathname).toBe(`/inventory/unit/${unitId(42)}`);
  });

  it('says the donor was deferred, with the reasons, and closes onto the next donor', async () => {
    const { router, user } = openForm(`/donation-form?donorId=${DONOR_ID}`, {
      donate: () => ({ message: 'Donor deferred', content: { data: DEFERRED } }),
    });
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    await fillEverything(user);
    await user.click(approve());

    const popup = await screen.findByRole('dialog', { name: 'Donor deferred' });
    expect(within(popup).getByText(DEFERRED.reasons[0] ?? '')).toBeTruthy();
    expect(within(popup).queryByRole('link', { name: 'Open unit' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Next donor' }));
    await screen.findByRole('textbox', { name: 'Donor ID' });
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s refusal in a failure popup', async () => {
    const { user } = openForm(`/donation-form?donorId=${DONOR_ID}`, {
      donate: () => ({ status: 409, message: 'Bag BAG-0042 is already recorded' }),
    });
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    await fillEverything(user);
    await user.click(approve());
    expect(await screen.findByRole('dialog', { name: 'Bag BAG-0042 is already recorded' })).toBeTruthy();
  });

  it('sends a scheduled donation with its request', async () => {
    const { api, user } = openForm(`/donation-form?donorId=${DONOR_ID}&requestId=${REQUEST_ID}`);
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.getByText('Giving for a blood request')).toBeTruthy();
    await fillEverything(user);
    await user.click(approve());
    await screen.findByRole('dialog', { name: MESSAGES.donorDonated });
    expect(api.posts(DONATE)).toEqual([
      { ...EXPECTED_PAYLOAD, requestId: REQUEST_ID, donorType: 'scheduled' },
    ]);
  });

  it('shows why a donor may not give today and never lets Approve through', async () => {
    const reason = 'Last donation 20 days ago; whole blood needs 90 days';
    const { api, user } = openForm(`/donation-form?donorId=${DONOR_ID}`, {
      donors: [
        profile({
          eligibility: {
            eligibleToday: false,
            nextEligibleDate: '2099-01-10',
            deferredUntil: null,
            reasons: [reason],
          },
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText('Assess Donor')).toBeTruthy();
    expect(screen.getByText('This donor cannot give today')).toBeTruthy();

    await fillEverything(user);
    expect(approve().disabled).toBe(true);
    await user.click(box('Kit number'));
    await user.keyboard('{Enter}');
    expect(api.posts(DONATE)).toEqual([]);
  });

  it('finds a walk-in by the exact donor ID, or says they are not on the list', async () => {
    const other = profile({ _id: unitId(7), donorId: 'RSD-482', firstName: 'Rahul', lastName: 'Desai' });
    const { api, router, user } = openForm('/donation-form', { donors: [other, profile()] });
    const donorId = await screen.findByRole('textbox', { name: 'Donor ID' });

    await user.click(screen.getByRole('button', { name: 'Find donor' }));
    expect(messageAt(donorId)).toBe('Enter the donor ID');

    await user.type(donorId, 'RSD-4');
    await user.click(screen.getByRole('button', { name: 'Find donor' }));
    const missing = await screen.findByText(/No donor with donor ID RSD-4 is on your donor list\./);
    expect(within(missing).getByRole('link', { name: 'Add a donor' }).getAttribute('href')).toBe(
      '/add-donor',
    );

    await user.clear(donorId);
    // Typed as the card reads it, in any case: only RSD-48213 itself, not RSD-482 that the search also finds.
    await user.type(donorId, ' rsd-48213 ');
    await user.click(screen.getByRole('button', { name: 'Find donor' }));
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(router.state.location.search).toBe(`?donorId=${DONOR_ID}`);
    expect(api.lastGet(DONORS)?.search).toBe('rsd-48213');

    // Another walk-in: back to the lookup.
    await user.click(screen.getByRole('button', { name: 'Find another donor' }));
    await screen.findByRole('textbox', { name: 'Donor ID' });
  });

  it('says so when the donor in the address is not this institution’s', async () => {
    openForm(`/donation-form?donorId=${unitId(99)}`);
    expect(await screen.findByText('Donor not found')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Donor ID' })).toBeTruthy();
  });
});
