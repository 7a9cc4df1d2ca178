import { BLOOD_BANK_INFRASTRUCTURE, DECLARATIONS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';

const entry = {
  _id: '6b1f1c52-55a5-4d0c-9a4c-2f1b7e0f0a11',
  institutionName: 'Sahyadri Blood Centre',
  institutionType: 'BloodBank',
  location: { type: 'Point', coordinates: [73.8259, 18.5089], description: 'Plot 14, Karve Road, Pune' },
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411004',
};

const CERTIFICATE = {
  name: 'licence.pdf',
  location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf',
};

/** Types a whole value at once (a paste): the form re-renders once, not once per key. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const ok = (content: unknown, message = 'Success') => ({ body: { code: 200, message, content } });
const refused = (status: number, message: string, errors?: { field: string; message: string }[]) => ({
  status,
  body: { code: status, message, content: errors ? { errors } : {} },
});

function answers(
  register: { status?: number; body: unknown } = ok(
    {},
    'User registered successfully, please check your email',
  ),
) {
  return mockFetch({
    '/api/institution/location-list': ok({
      institutionLocation: [
        entry,
        { ...entry, _id: 'ngo-1', institutionName: 'Sahyadri Volunteers', institutionType: 'NGO' },
      ],
    }),
    '/api/generic/file': ok({ savedFiles: [CERTIFICATE] }),
    '/api/institution/register': register,
  });
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const search = () => screen.getByRole('combobox', { name: 'Blood bank name' }) as HTMLInputElement;

/** The message shown at a field: the error its description points to. */
function messageAt(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
}

async function tickAll(user: UserEvent, groupName: string) {
  for (const checkbox of within(screen.getByRole('group', { name: groupName })).getAllByRole('checkbox'))
    await user.click(checkbox);
}

async function fillBloodBankForm(user: UserEvent, { contactEmail = 'contact@sahyadri.example' } = {}) {
  await fill(user, await screen.findByRole('combobox', { name: 'Blood bank name' }), 'Sahya');
  // Only blood banks (and institutions that are both) are offered on the Blood Bank tab.
  const option = await screen.findByRole('option', { name: /Sahyadri Blood Centre/ });
  expect(screen.queryByRole('option', { name: /Sahyadri Volunteers/ })).toBeNull();
  await user.click(option);
  await fill(user, box('Contact e-mail'), contactEmail);
  await fill(user, box('Contact number'), '98-220 12345');
  await fill(user, box('Registration number'), 'MH/BB/2019/0412');
  await fill(user, box('First name'), 'Anjali');
  await fill(user, box('Last name'), 'Deshpande');
  await fill(user, box('Key member e-mail'), 'anjali@sahyadri.example');
  await fill(user, box('Designation'), 'Medical Officer');
  // The hidden input behind the "Attach certificate" button.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
  await screen.findByText('licence.pdf');
  await tickAll(user, 'Our blood bank has');
}

// The registration form is long: rendering it in jsdom takes its time.
configure({ asyncUtilTimeout: 4000 });

describe('the registration screen', { timeout: 30_000 }, () => {
  it('marks every field required and, on Enter, shows every problem at its field with focus on the first', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');

    expect((await screen.findByRole('button', { name: 'Register' })).hasAttribute('disabled')).toBe(true);
    for (const name of ['Contact e-mail', 'Contact number', 'Registration number', 'Key member e-mail'])
      expect(box(name).getAttribute('aria-required')).toBe('true');
    expect(search().getAttribute('aria-required')).toBe('true');

    await fill(user, box('Contact e-mail'), 'contact@sahyadri');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Enter valid contact email')).toBeTruthy();
    expect(messageAt(search())).toBe(
      'Choose your institution from the list, or add it with “Add new institution”',
    );
    expect(messageAt(box('Contact e-mail'))).toBe('Enter valid contact email');
    expect(messageAt(box('Contact number'))).toBe('Contact number must be 10 or 11 digits');
    expect(messageAt(box('Registration number'))).toBe('Enter registration number');
    expect(messageAt(box('First name'))).toBe('Enter the key member’s first name and a valid email');
    expect(messageAt(box('Last name'))).toBe('Enter the last name');
    expect(messageAt(box('Designation'))).toBe('Enter the designation');
    expect(screen.getByText('Attach the registration certificate')).toBeTruthy();
    expect(screen.getByText('Tick every infrastructure item')).toBeTruthy();
    expect(screen.getAllByText('Please check Declaration & Undertaking').length).toBeGreaterThan(0);
    expect(search().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(search());
    expect(calls.some((call) => call.url === '/api/institution/register')).toBe(false);
  });

  it('keeps the "still needed" list truthful: what is empty, and what is filled but not accepted', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');

    await fill(user, await screen.findByRole('textbox', { name: 'Contact number' }), '98220');
    const needed = screen.getByText(/^Still needed:/);
    expect(needed.textContent).toMatch(/^Still needed: Blood bank name, Contact e-mail, Registration number/);
    expect(screen.getByText(/^To correct:/).textContent).toBe('To correct: Contact number');

    // Each name is a way to its field.
    await user.click(within(needed).getByRole('button', { name: 'Registration number' }));
    expect(document.activeElement).toBe(box('Registration number'));

    await fillBloodBankForm(user, { contactEmail: 'contact@sahyadri' });
    await user.clear(box('Contact number'));
    await fill(user, box('Contact number'), '9822012345');
    // Everything but the declarations: still disabled, and the spec's text says why.
    expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please check Declaration & Undertaking')).toBeTruthy();
    expect(screen.getByText(/^To correct:/).textContent).toBe('To correct: Contact e-mail');

    await tickAll(user, 'We declare that');
    expect(screen.queryByText(/^Still needed:/)).toBeNull();
    // Filled in and ticked: the spec enables the button; the list still says what will be refused.
    expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/^To correct:/).textContent).toBe('To correct: Contact e-mail');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(messageAt(box('Contact e-mail'))).toBe('Enter valid contact email');
    expect(document.activeElement).toBe(box('Contact e-mail'));
    expect(calls.some((call) => call.url === '/api/institution/register')).toBe(false);
  });

  it('registers and then says what happens next instead of showing an empty form', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    await fillBloodBankForm(user);
    await tickAll(user, 'We declare that');
    expect(screen.queryByText(/^To correct:/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const title = await screen.findByRole('heading', {
      name: 'User registered successfully, please check your email',
    });
    expect(document.activeElement).toBe(title);
    const panel = screen.getByRole('region', {
      name: 'User registered successfully, please check your email',
    });
    expect(panel.textContent).toContain('RaktSetu has received the registration of Sahyadri Blood Centre.');
    expect(panel.textContent).toContain('A confirmation has been sent to anjali@sahyadri.example.');
    expect(panel.textContent).toContain('checks the details and the registration certificate');
    expect(panel.textContent).toContain('the key member receives an e-mail with a link to set the password');
    expect(within(panel).getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();

    const sent = calls.find((call) => call.url === '/api/institution/register');
    expect(new Headers(sent?.init?.headers).get('Authorization')).toBeNull();
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      contactEmail: 'contact@sahyadri.example',
      contactNumber: '9822012345',
      institutionName: 'Sahyadri Blood Centre',
      registrationNumber: 'MH/BB/2019/0412',
      institutionType: 'BloodBank',
      address: {
        description: 'Plot 14, Karve Road, Pune',
        city: 'Pune',
        state: 'Maharashtra',
        zipcode: '411004',
      },
      referenceId: entry._id,
      attachments: [CERTIFICATE],
      keyMembers: [
        {
          firstName: 'Anjali',
          lastName: 'Deshpande',
          email: 'anjali@sahyadri.example',
          designation: 'Medical Officer',
        },
      ],
      countryCode: '91',
      // The reviewer sees what was ticked.
      infrastructure: BLOOD_BANK_INFRASTRUCTURE.map((item) => item.key),
      declarations: DECLARATIONS.map((item) => item.key),
    });

    // Another registration starts from an empty form.
    await user.click(within(panel).getByRole('button', { name: 'Register another institution' }));
    expect(box('Contact e-mail').value).toBe('');
    expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts the server’s field errors on their fields, focusing the first', async () => {
    const { fetchMock } = answers(
      refused(400, 'Enter the key member’s first name and a valid email', [
        { field: 'keyMembers.0.email', message: 'Enter the key member’s first name and a valid email' },
        { field: 'attachments', message: 'Attach the registration certificate' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    await fillBloodBankForm(user);
    await tickAll(user, 'We declare that');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await vi.waitFor(() => expect(document.activeElement).toBe(box('Key member e-mail')));
    expect(messageAt(box('Key member e-mail'))).toBe('Enter the key member’s first name and a valid email');
    // The certificate the server refused: the message is at it, with the way to replace it.
    expect(messageAt(screen.getByRole('button', { name: 'Remove licence.pdf' }))).toBe(
      'Attach the registration certificate',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing typed is lost.
    expect(box('Contact e-mail').value).toBe('contact@sahyadri.example');
  });

  it('shows a registration number already registered (409) at the registration number', async () => {
    const { fetchMock } = answers(
      refused(409, 'An institution with this registration number is already registered'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    await fillBloodBankForm(user);
    await tickAll(user, 'We declare that');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await vi.waitFor(() => expect(document.activeElement).toBe(box('Registration number')));
    expect(messageAt(box('Registration number'))).toBe(
      'An institution with this registration number is already registered',
    );
  });

  it('answers other refusals in a failure popup, keeping what was typed', async () => {
    const { fetchMock } = answers(refused(429, 'Too many requests, please try again later'));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    await fillBloodBankForm(user);
    await tickAll(user, 'We declare that');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('dialog', { name: 'Too many requests, please try again later' }),
    ).toBeTruthy();
    expect(box('Contact e-mail').value).toBe('contact@sahyadri.example');
  });

  it('resets the form when the tab changes', async () => {
    vi.stubGlobal('fetch', answers().fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');

    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Contact e-mail' }),
      'contact@sahyadri.example',
    );
    await fill(user, box('Registration number'), 'MH/BB/2019/0412');
    await user.click(screen.getByRole('tab', { name: 'Hospital' }));
    expect(screen.getByRole('combobox', { name: 'Hospital name' })).toBeTruthy();
    expect(box('Contact e-mail').value).toBe('');

    await fill(user, box('Contact e-mail'), 'care@hospital.example');
    await user.click(screen.getByRole('tab', { name: 'Blood Bank' }));
    expect(box('Contact e-mail').value).toBe('');
    expect(box('Registration number').value).toBe('');
  });
});
