import { MESSAGES, PERSON_DECLARATIONS } from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { AddDonorPage } from './add-donor.page';

configure({ asyncUtilTimeout: 4000 });

const ADD = '/api/institution/donors/add';
const added = (linkedExisting = false) => ({
  body: {
    code: 200,
    message: MESSAGES.donorAdded,
    content: { data: [{ _id: '7d0c1a52-1111-4222-8333-944455556666', donorId: 'D0000042', linkedExisting }] },
  },
});

function PeopleStub() {
  const location = useLocation();
  return <p>People list at {`${location.pathname}${location.search}`}</p>;
}

/** The page in a router of its own (the People screen is a stub), signed in as a blood bank. */
function renderPage(answer: { status?: number; body: unknown } = added()) {
  signInInstitution('BloodBank');
  const { fetchMock, calls } = mockFetch({ [ADD]: answer });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/add-donor', element: <AddDonorPage /> },
      { path: '/people', element: <PeopleStub /> },
    ],
    { initialEntries: ['/add-donor'] },
  );
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  const sent = () => {
    const call = calls.find((c) => c.url === ADD);
    return call ? (JSON.parse(String(call.init?.body)) as { donors: Record<string, unknown>[] }) : null;
  };
  return { router, queryClient, sent, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name });

/** The message a field shows and a screen reader reads with it (its aria-describedby error), or null. */
function messageAt(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function save(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

/** Every required field of a donor who gave before, and the declarations. */
async function fillRequired(user: UserEvent, { firstTime = false } = {}) {
  await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Priya');
  await fill(user, box('Last name'), 'Kulkarni');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await fill(user, box('Date of birth'), '14/08/1992');
  if (firstTime) {
    await user.click(screen.getByRole('checkbox', { name: /First-time donor/ }));
  } else {
    await fill(user, box('Last donation date'), '01/06/2024');
    await user.click(screen.getByRole('combobox', { name: 'Last donated component' }));
    await user.click(await screen.findByRole('option', { name: 'Whole Blood' }));
  }
  for (const item of PERSON_DECLARATIONS) await user.click(screen.getByRole('checkbox', { name: item.text }));
}

describe('Add a Donor', { timeout: 30_000 }, () => {
  it('says "Please fill required details!" at every empty required field, focuses the first and sends nothing', async () => {
    const { user, sent } = renderPage();
    await screen.findByRole('heading', { name: 'Add a Donor' });
    await save(user);

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.fillRequiredDetails);
    for (const name of ['First name', 'Last name', 'Date of birth', 'Last donation date'])
      expect(messageAt(box(name)), name).toBe(MESSAGES.fillRequiredDetails);
    expect(messageAt(screen.getByRole('combobox', { name: 'Last donated component' }))).toBe(
      MESSAGES.fillRequiredDetails,
    );
    expect(messageAt(screen.getByRole('radiogroup', { name: /Gender/ }))).toBe(MESSAGES.fillRequiredDetails);
    expect(screen.getByText(MESSAGES.checkDeclaration)).toBeTruthy();
    // Optional fields left empty are not problems.
    expect(messageAt(box('E-mail'))).toBeNull();
    expect(messageAt(box('Aadhaar number'))).toBeNull();
    expect(document.activeElement).toBe(box('First name'));
    expect(sent()).toBeNull();
  });

  it('says "Invalid email!" for a malformed e-mail and the Aadhaar mismatch at the confirmation', async () => {
    const { user, sent } = renderPage();
    await fillRequired(user);
    await fill(user, box('E-mail'), 'priya@');
    await fill(user, box('Aadhaar number'), '4321 8765 1098');
    await fill(user, box('Confirm Aadhaar number'), '432187651099');
    // Digits only, as the card prints them or not.
    expect((box('Aadhaar number') as HTMLInputElement).value).toBe('432187651098');
    await save(user);

    expect(messageAt(box('E-mail'))).toBe(MESSAGES.invalidEmail);
    expect(messageAt(box('Confirm Aadhaar number'))).toBe(MESSAGES.aadharMismatch);
    // The line by the buttons names the first problem in the order of the form: Aadhaar comes before e-mail.
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.aadharMismatch);
    expect(sent()).toBeNull();

    await user.clear(box('Confirm Aadhaar number'));
    await fill(user, box('Confirm Aadhaar number'), '432187651098');
    expect(messageAt(box('Confirm Aadhaar number'))).toBeNull();
  });

  it('works out the BMI from height and weight as they are typed', async () => {
    const { user } = renderPage();
    const bmi = (await screen.findByRole('textbox', { name: 'BMI' })) as HTMLInputElement;
    expect(bmi.readOnly).toBe(true);
    expect(bmi.value).toBe('');
    await fill(user, box('Height (cm)'), '170');
    await fill(user, box('Weight (kg)'), '65');
    expect(bmi.value).toBe('22.49');
    await fill(user, box('Date of birth'), '14/08/1992');
    expect((box('Age') as HTMLInputElement).value).toMatch(/^\d+ years$/);
  });

  it('sends only what was filled in, the declarations in the checklist, and opens the People list on the donor', async () => {
    const { user, sent, router, queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillRequired(user);
    await save(user);

    expect(await screen.findByRole('dialog', { name: MESSAGES.donorAdded })).toBeTruthy();
    expect(sent()).toEqual({
      donors: [
        {
          firstName: 'Priya',
          lastName: 'Kulkarni',
          gender: 'Female',
          dateOfBirth: '1992-08-14',
          firstTimeDonor: false,
          lastDonationDate: '2024-06-01',
          component: 'Whole Blood',
          isVerified: false,
          checklist: PERSON_DECLARATIONS.map((item) => item.key),
        },
      ],
    });
    await vi.waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/people?search=D0000042',
      ),
    );
    expect(screen.getByText('People list at /people?search=D0000042')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['list', '/api/institution/get-known-donors'] });
  });

  it('sends the optional fields that were filled in, with the BMI and the ticked checklist', async () => {
    const { user, sent } = renderPage();
    await fillRequired(user);
    await fill(user, box('Height (cm)'), '170');
    await fill(user, box('Weight (kg)'), '65');
    await fill(user, box('Mobile number'), '+91 98220 12345');
    await fill(user, box('E-mail'), 'Priya@Example.in');
    await fill(user, box('Address'), '12 Karve Road, Pune');
    await user.click(screen.getByRole('checkbox', { name: 'Identity and contact details verified' }));
    await user.click(screen.getByRole('checkbox', { name: /Protocol explained/ }));
    // Health answers guide the desk and are never sent.
    const feeling = screen.getByRole('radiogroup', { name: 'Is the donor feeling well today?' });
    await user.click(within(feeling).getByRole('radio', { name: 'Yes' }));
    await save(user);

    await screen.findByRole('dialog', { name: MESSAGES.donorAdded });
    const [donor] = sent()?.donors ?? [];
    expect(donor).toMatchObject({
      height: 170,
      weight: 65,
      bmi: 22.49,
      mobileNumber: '9822012345',
      email: 'priya@example.in',
      address: '12 Karve Road, Pune',
      isVerified: true,
      checklist: [
        'haveVerifiedIdentityAndContactInformation',
        ...PERSON_DECLARATIONS.map((item) => item.key),
      ],
    });
    expect(JSON.stringify(donor)).not.toContain('feelingWell');
    expect(donor).not.toHaveProperty('aadharNumber');
    expect(donor).not.toHaveProperty('notes');
  });

  it('hides the last donation for a first-time donor and sends firstTimeDonor instead', async () => {
    const { user, sent } = renderPage(added(true));
    await fillRequired(user, { firstTime: true });
    expect(screen.queryByRole('textbox', { name: 'Last donation date' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Last donated component' })).toBeNull();
    await save(user);

    const popup = await screen.findByRole('dialog', { name: MESSAGES.donorAdded });
    expect(within(popup).getByText(/already on RaktSetu and is now on your donor list/)).toBeTruthy();
    const [donor] = sent()?.donors ?? [];
    expect(donor).toMatchObject({ firstTimeDonor: true });
    expect(donor).not.toHaveProperty('lastDonationDate');
    expect(donor).not.toHaveProperty('component');
  });

  it('puts the server’s refusal of a field at that field, and stays on the form', async () => {
    const { user, router } = renderPage({
      status: 400,
      body: {
        code: 400,
        message: MESSAGES.invalidPhone,
        content: { errors: [{ field: 'donors.0.mobileNumber', message: MESSAGES.invalidPhone }] },
      },
    });
    await fillRequired(user);
    await fill(user, box('Mobile number'), '9822012345');
    await save(user);

    await vi.waitFor(() => expect(messageAt(box('Mobile number'))).toBe(MESSAGES.invalidPhone));
    expect(document.activeElement).toBe(box('Mobile number'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/add-donor');
  });

  it('shows a refusal no field can take in a failure popup', async () => {
    const { user } = renderPage({
      status: 409,
      body: { code: 409, message: 'This Aadhaar number belongs to another person', content: {} },
    });
    await fillRequired(user);
    await save(user);
    expect(
      await screen.findByRole('dialog', { name: 'This Aadhaar number belongs to another person' }),
    ).toBeTruthy();
  });
});
