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

/** Types a whole value at once (a paste): the form re-renders once, not once per key. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const ok = (content: unknown, message = 'Success') => ({ body: { code: 200, message, content } });

function answers() {
  return mockFetch({
    '/api/institution/location-list': ok({
      institutionLocation: [
        entry,
        { ...entry, _id: 'ngo-1', institutionName: 'Sahyadri Volunteers', institutionType: 'NGO' },
      ],
    }),
    '/api/generic/file': ok({
      savedFiles: [
        { name: 'licence.pdf', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf' },
      ],
    }),
    '/api/institution/register': ok(
      { data: { _id: 'new-1' } },
      'User registered successfully, please check your email',
    ),
  });
}

async function fillBloodBankForm(user: UserEvent) {
  await fill(user, await screen.findByLabelText('Blood bank name'), 'Sahya');
  // Only blood banks (and institutions that are both) are offered on the Blood Bank tab.
  const option = await screen.findByRole('option', { name: /Sahyadri Blood Centre/ });
  expect(screen.queryByRole('option', { name: /Sahyadri Volunteers/ })).toBeNull();
  await user.click(option);
  await fill(user, screen.getByLabelText('Contact e-mail'), 'contact@sahyadri.example');
  await fill(user, screen.getByLabelText('Contact number'), '98-220 12345');
  await fill(user, screen.getByLabelText('Registration number'), 'MH/BB/2019/0412');
  await fill(user, screen.getByLabelText('First name'), 'Anjali');
  await fill(user, screen.getByLabelText('Last name'), 'Deshpande');
  await fill(user, screen.getByLabelText('Key member e-mail'), 'anjali@sahyadri.example');
  await fill(user, screen.getByLabelText('Designation'), 'Medical Officer');
  const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
  // The hidden input behind the "Attach certificate" button.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  await screen.findByText('licence.pdf');
  for (const box of within(screen.getByRole('group', { name: 'Our blood bank has' })).getAllByRole(
    'checkbox',
  ))
    await user.click(box);
}

// The registration form is long: rendering it in jsdom takes its time.
configure({ asyncUtilTimeout: 4000 });

describe('the registration screen', { timeout: 30_000 }, () => {
  it('keeps Register disabled until every field is filled and every box ticked', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');

    const register = await screen.findByRole('button', { name: 'Register' });
    expect(register).toHaveProperty('disabled', true);
    await fillBloodBankForm(user);

    // Everything but the declarations: still disabled, and the spec's text says why.
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Please check Declaration & Undertaking')).toBeTruthy();

    for (const box of within(screen.getByRole('group', { name: 'We declare that' })).getAllByRole('checkbox'))
      await user.click(box);
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Please check Declaration & Undertaking')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    console.log(
      'ALERTS',
      screen.queryAllByRole('alert').map((a) => a.textContent),
      calls.map((c) => c.url),
    );
    expect(
      await screen.findByRole('dialog', { name: 'User registered successfully, please check your email' }),
    ).toBeTruthy();

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
      attachments: [
        { name: 'licence.pdf', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf' },
      ],
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

    // After success the form starts again.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });

  it('answers Enter with "Please check Declaration & Undertaking" before sending anything', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/register');

    await fill(user, await screen.findByLabelText('Contact e-mail'), 'contact@sahyadri.example');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please check Declaration & Undertaking');
    expect(calls.some((call) => call.url === '/api/institution/register')).toBe(false);
  });

  it('shows the server’s refusal, such as an e-mail already registered, in a failure popup', async () => {
    const { fetchMock } = answers();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/institution/register'
        ? new Response(
            JSON.stringify({
              code: 409,
              message: 'An institution with this contact email is already registered',
              content: {},
            }),
            { status: 409 },
          )
        : fetchMock(input, init),
    );
    const user = userEvent.setup();
    renderApp('/signup');
    await fillBloodBankForm(user);
    for (const box of within(screen.getByRole('group', { name: 'We declare that' })).getAllByRole('checkbox'))
      await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'An institution with this contact email is already registered',
      }),
    ).toBeTruthy();
    // Nothing typed is lost.
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).value).toBe(
      'contact@sahyadri.example',
    );
  });

  it('resets the form when the tab changes', async () => {
    vi.stubGlobal('fetch', answers().fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');

    await fill(user, await screen.findByLabelText('Contact e-mail'), 'contact@sahyadri.example');
    await fill(user, screen.getByLabelText('Registration number'), 'MH/BB/2019/0412');
    await user.click(screen.getByRole('tab', { name: 'Hospital' }));
    expect(screen.getByLabelText('Hospital name')).toBeTruthy();
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).value).toBe('');

    await fill(user, screen.getByLabelText('Contact e-mail'), 'care@hospital.example');
    await user.click(screen.getByRole('tab', { name: 'Blood Bank' }));
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Registration number') as HTMLInputElement).value).toBe('');
  });

  it('adds a missing institution through the popup, which then becomes the chosen one', async () => {
    const { fetchMock, calls } = mockFetch({
      '/api/institution/location-list': ok({ institutionLocation: [] }),
      '/api/generic/state-city/list': ok({ stateOrCity: ['Karnataka', 'Maharashtra'] }),
      '/api/institution/geolocation/add': ok(
        {
          data: {
            _id: 'dir-9',
            institutionName: 'Ruby Hall Blood Centre',
            location: { type: 'Point', coordinates: [73.8773, 18.5314], description: '40 Sassoon Road' },
          },
        },
        'New Institution added successfully',
      ),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');

    await fill(user, await screen.findByLabelText('Blood bank name'), 'Ruby Hall Blood Centre');
    await user.click(screen.getByRole('button', { name: 'Add new institution' }));
    const popup = await screen.findByRole('dialog', { name: 'Add new institution' });
    // The name typed in the search comes along; the rest is empty.
    expect((within(popup).getByLabelText('Institution name') as HTMLInputElement).value).toBe(
      'Ruby Hall Blood Centre',
    );
    await user.click(within(popup).getByRole('button', { name: 'Add institution' }));
    expect(within(popup).getByRole('alert').textContent).toBe('All Fileds Is Required');
    expect(calls.some((call) => call.url === '/api/institution/geolocation/add')).toBe(false);

    await fill(user, within(popup).getByLabelText('Address'), '40 Sassoon Road');
    await user.click(within(popup).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await fill(user, within(popup).getByRole('combobox', { name: 'City' }), 'Pune');
    await fill(user, within(popup).getByLabelText('PIN code'), '411001');
    await fill(user, within(popup).getByLabelText('Latitude'), '18.5314');
    await fill(user, within(popup).getByLabelText('Longitude'), '73.8773');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'New Institution added successfully' })).toBeTruthy();
    const added = calls.find((call) => call.url === '/api/institution/geolocation/add');
    expect(JSON.parse(String(added?.init?.body))).toEqual({
      institutionType: 'BloodBank',
      institutionName: 'Ruby Hall Blood Centre',
      address: '40 Sassoon Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      latitude: 18.5314,
      longitude: 73.8773,
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('40 Sassoon Road, Pune, Maharashtra 411001')).toBeTruthy();
    expect(screen.getByText(/^Still needed: Contact e-mail/)).toBeTruthy();
  });
});
