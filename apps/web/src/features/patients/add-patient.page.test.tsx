import { PATIENT_MESSAGES, type PatientRow, PERSON_DECLARATIONS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });
// Each case types a long form through the whole app; on a busy machine that outlasts the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const ADD = '/api/institution/patient/add';
const LIST = '/api/institution/patient/list';

type Answer = { status: number; message: string; content?: unknown };

/** The API of this screen: states and cities for the address, the add call and the list it opens after. */
function patientApi(addAnswer?: Answer) {
  const calls: { path: string; params: URLSearchParams; body: unknown }[] = [];
  const envelope = (status: number, message: string, content: unknown) =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path: url.pathname, params: url.searchParams, body });
    switch (url.pathname) {
      case '/api/generic/state-city/list':
        return envelope(200, 'Success', {
          stateOrCity:
            url.searchParams.get('type') === 'state' ? ['Karnataka', 'Maharashtra'] : ['Mumbai', 'Pune'],
        });
      case ADD: {
        if (addAnswer) return envelope(addAnswer.status, addAnswer.message, addAnswer.content ?? {});
        const data: PatientRow = {
          _id: '00000000-0000-4000-8000-000000000077',
          patientId: body.patientId,
          firstName: body.firstName,
          lastName: body.lastName,
          gender: body.gender,
          bloodGroup: null,
          email: body.email,
          countryCode: '91',
          mobileNumber: body.mobileNumber ?? null,
          age: body.age ?? null,
          addedAt: '2026-03-07T10:00:00.000Z',
          history: [],
        };
        return envelope(200, 'Patient added successfully!', { data });
      }
      case LIST:
        return envelope(200, 'Patients', { data: [], total: 0 });
      default:
        return envelope(404, 'Not found', {});
    }
  };
  const adds = () => calls.filter((call) => call.path === ADD);
  return { fetchMock, calls, adds };
}

function open(addAnswer?: Answer) {
  signInInstitution('Hospital');
  const api = patientApi(addAnswer);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp('/add-patient');
  return { ...rendered, api };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** The message a field shows and a screen reader reads with it (its aria-describedby error), or null. */
function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

/** The message a group of radios or checkboxes is described by, or null. */
function groupError(group: HTMLElement): string | null {
  const ids = (group.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

/** A whole value at once (a paste): the form re-renders once, not once per key. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function tickAll(user: UserEvent, groupName: string) {
  for (const checkbox of within(screen.getByRole('group', { name: groupName })).getAllByRole('checkbox'))
    await user.click(checkbox);
}

async function fillRequired(user: UserEvent, patientId = 'MRN-2026-00077') {
  await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Sunil');
  await fill(user, box('Last name'), 'Patil');
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  await fill(user, box('Patient ID'), patientId);
  await fill(user, box('E-mail'), 'Sunil.Patil@Example.in');
  await tickAll(user, 'We declare that');
}

describe('adding a patient', () => {
  it('says "Please enter required details!" at every required field, focus on the first, and sends nothing', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Add a Patient' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(fieldError(box('First name'))).toBe('Please enter required details!'));
    for (const name of ['First name', 'Last name', 'Patient ID', 'E-mail']) {
      expect(fieldError(box(name)), name).toBe('Please enter required details!');
    }
    expect(groupError(screen.getByRole('radiogroup', { name: 'Gender' }))).toBe(
      'Please enter required details!',
    );
    expect(groupError(screen.getByRole('group', { name: 'We declare that' }))).toBe(
      'Please check Declaration & Undertaking',
    );
    // The predefined checklist is optional.
    expect(groupError(screen.getByRole('group', { name: 'Confirmed at the desk' }))).toBeNull();
    // Optional fields left empty are not problems.
    expect(fieldError(box('Mobile number'))).toBeNull();
    expect(fieldError(box('Date of birth'))).toBeNull();
    expect(document.activeElement).toBe(box('First name'));
    expect(api.adds()).toHaveLength(0);
  });

  it('says "Invalid email!", the Aadhaar mismatch and an impossible date of birth at their fields', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'E-mail' }), 'not-mail');
    await user.tab();
    await vi.waitFor(() => expect(fieldError(box('E-mail'))).toBe('Invalid email!'));

    // Spaces as printed on the card are dropped as the number is pasted.
    await fill(user, box('Aadhaar number'), '1111 2222 3333');
    expect(box('Aadhaar number').value).toBe('111122223333');
    await fill(user, box('Confirm Aadhaar number'), '111122223334');
    await user.tab();
    await vi.waitFor(() =>
      expect(fieldError(box('Confirm Aadhaar number'))).toBe('Aadhar & confirm aadhar number must match!'),
    );

    await fill(user, box('Date of birth'), '01/01/2999');
    await user.tab();
    await vi.waitFor(() =>
      expect(fieldError(box('Date of birth'))).toBe('The date of birth cannot be after today'),
    );
    await user.clear(box('Date of birth'));
    await user.paste('31/02/1990');
    await vi.waitFor(() => expect(fieldError(box('Date of birth'))).toBe('Enter valid date'));

    await user.clear(box('Confirm Aadhaar number'));
    await user.paste('111122223333');
    await vi.waitFor(() => expect(fieldError(box('Confirm Aadhaar number'))).toBeNull());
    await user.clear(box('E-mail'));
    await user.paste('ok@example.in');
    await vi.waitFor(() => expect(fieldError(box('E-mail'))).toBeNull());
    expect(api.adds()).toHaveLength(0);
  });

  it('sends only what was filled, with the history rows and the checklist, then opens the list on the new patient', async () => {
    const { api, router } = open();
    const user = userEvent.setup();
    await fillRequired(user);
    await fill(user, box('Mobile number'), '+91 98220 98220');
    await fill(user, box('Date of birth'), '01011972');
    expect(box('Date of birth').value).toBe('01/01/1972');
    // The date of birth gives the age.
    expect(box('Age (years)').value).toBe(String(new Date().getFullYear() - 1972));

    await fill(user, box('House, street and area'), '12 Karve Road');
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'Maha');
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Pu');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await fill(user, box('PIN code'), '411004');

    // Three rows added, the middle one removed again.
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(document.activeElement).toBe(box('Date, row 3'));
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await fill(user, box('Date, row 1'), '02/11/2026');
    await fill(user, box('Case, row 1'), 'Road accident');
    await fill(user, box('Diagnosis, row 1'), 'Femur fracture');
    await fill(user, box('Treatment, row 1'), 'ORIF');
    await fill(user, box('Date, row 2'), '05112026');
    await fill(user, box('Condition, row 2'), 'Stable');

    await user.click(
      screen.getByRole('checkbox', { name: 'Consent for transfusion taken from the patient or guardian' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Blood sample sent for grouping and cross-matching' }),
    );
    // Enter adds the item; it does not send the form.
    await fill(user, box('Add an item of your own'), 'Allergy to penicillin');
    await user.keyboard('{Enter}');
    expect(api.adds()).toHaveLength(0);
    await fill(user, box('Add an item of your own'), 'Needs irradiated blood');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const custom = screen.getByRole('list', { name: 'Items added by you' });
    expect(
      within(custom)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Allergy to penicillinRemove', 'Needs irradiated bloodRemove']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Patient added successfully!' })).toBeTruthy();
    expect(api.adds()).toHaveLength(1);
    expect(api.adds()[0]?.body).toEqual({
      firstName: 'Sunil',
      lastName: 'Patil',
      gender: 'Male',
      email: 'sunil.patil@example.in',
      patientId: 'MRN-2026-00077',
      mobileNumber: '9822098220',
      dateOfBirth: '1972-01-01',
      age: new Date().getFullYear() - 1972,
      address: {
        // The line as typed: the API keeps the city, state and PIN code in fields of their own.
        description: '12 Karve Road',
        city: 'Pune',
        state: 'Maharashtra',
        zipcode: '411004',
      },
      history: [
        { date: '2026-11-02', case: 'Road accident', diagnosis: 'Femur fracture', treatment: 'ORIF' },
        { date: '2026-11-05', condition: 'Stable' },
      ],
      checklist: [
        'consentTaken',
        'sampleSent',
        'Allergy to penicillin',
        'Needs irradiated blood',
        ...PERSON_DECLARATIONS.map((item) => item.key),
      ],
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/patient'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('MRN-2026-00077');
    await vi.waitFor(() =>
      expect(
        api.calls.some((call) => call.path === LIST && call.params.get('search') === 'MRN-2026-00077'),
      ).toBe(true),
    );
  }, 20_000);

  it('sends no optional field at all when only the required ones are filled', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Patient added successfully!' });
    expect(api.adds()[0]?.body).toEqual({
      firstName: 'Sunil',
      lastName: 'Patil',
      gender: 'Male',
      email: 'sunil.patil@example.in',
      patientId: 'MRN-2026-00077',
      checklist: PERSON_DECLARATIONS.map((item) => item.key),
    });
  });

  it('puts a patient ID already used here (409) at the patient ID field and stays on the form', async () => {
    const { api, router } = open({ status: 409, message: PATIENT_MESSAGES.patientIdTaken });
    const user = userEvent.setup();
    await fillRequired(user, 'MRN-2026-00001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fieldError(box('Patient ID'))).toBe(PATIENT_MESSAGES.patientIdTaken));
    expect(document.activeElement).toBe(box('Patient ID'));
    expect(api.adds()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/add-patient');
    expect(screen.queryByRole('dialog', { name: 'Patient added successfully!' })).toBeNull();
  });

  it('puts a field refusal of the server at the field it names', async () => {
    open({
      status: 400,
      message: 'Validation failed',
      content: { errors: [{ field: 'address.zipcode', message: 'Enter a valid 6-digit PIN code' }] },
    });
    const user = userEvent.setup();
    await fillRequired(user);
    await fill(user, box('PIN code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fieldError(box('PIN code'))).toBe('Enter a valid 6-digit PIN code'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a custom checklist item twice and removes one again', async () => {
    open();
    const user = userEvent.setup();
    const item = await screen.findByRole('textbox', { name: 'Add an item of your own' });
    await fill(user, item, 'Allergy to penicillin');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await fill(user, item, 'allergy to PENICILLIN');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(fieldError(item)).toBe('This item is already on the checklist');
    // A predefined item is not added a second time either.
    await user.clear(item);
    await user.paste('Identity and contact details verified');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(fieldError(item)).toBe('This item is already on the checklist');

    await user.click(screen.getByRole('button', { name: 'Remove “Allergy to penicillin”' }));
    expect(screen.queryByRole('list', { name: 'Items added by you' })).toBeNull();
    expect(document.activeElement).toBe(item);
  });

  it('goes back to the list with Cancel', async () => {
    const { router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/patient'));
  });
});
