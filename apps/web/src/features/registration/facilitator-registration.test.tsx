import { DECLARATIONS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';
import { FACILITATOR_DRAFT_KEY } from './facilitator-draft';

configure({ asyncUtilTimeout: 4000 });

const ok = (content: unknown, message = 'Success') => ({ body: { code: 200, message, content } });

function answers() {
  return mockFetch({
    '/api/generic/state-city/list': ok({ stateOrCity: ['Delhi', 'Maharashtra'] }),
    '/api/generic/file': ok({
      savedFiles: [
        { name: 'trust-deed.pdf', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf' },
      ],
    }),
    '/api/institution/register': ok(
      { data: { _id: 'ngo-1' } },
      'User Camp org. / NGO registered successfully, please check your email',
    ),
  });
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

function storedDraft() {
  return JSON.parse(window.localStorage.getItem(FACILITATOR_DRAFT_KEY) ?? 'null') as Record<
    string,
    unknown
  > | null;
}

describe('the facilitator tab', { timeout: 30_000 }, () => {
  it('keeps its draft in local storage across a reload and clears it after registering', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const first = renderApp('/signup');
    await user.click(await screen.findByRole('tab', { name: 'Facilitator' }));
    await fill(user, screen.getByLabelText('Institution name'), 'Jeevan Dhara Foundation');
    await fill(user, screen.getByLabelText('Mobile number'), '+91 98110 54321');
    expect(storedDraft()).toMatchObject({
      institutionName: 'Jeevan Dhara Foundation',
      mobileNumber: '9811054321',
    });

    // A reload: the draft comes back.
    first.unmount();
    renderApp('/signup');
    await user.click(await screen.findByRole('tab', { name: 'Facilitator' }));
    expect((screen.getByLabelText('Institution name') as HTMLInputElement).value).toBe(
      'Jeevan Dhara Foundation',
    );
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9811054321');

    // Complete it and register.
    await user.click(screen.getByRole('combobox', { name: 'Facilitator type' }));
    await user.click(await screen.findByRole('option', { name: 'NGO / charitable trust' }));
    await fill(user, screen.getByLabelText('Registration number'), 'DL/NGO/2018/0057');
    await fill(
      user,
      screen.getByLabelText('Address', { selector: 'input' }),
      '18 Community Centre, Lajpat Nagar',
    );
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Delhi' }));
    await fill(user, screen.getByRole('combobox', { name: 'City' }), 'New Delhi');
    await fill(user, screen.getByLabelText('Postal code'), '110024');
    await fill(user, screen.getByLabelText('Latitude'), '28.5677');
    await fill(user, screen.getByLabelText('Longitude'), '77.2433');
    await fill(user, screen.getByLabelText('First name'), 'Harpreet');
    await fill(user, screen.getByLabelText('Last name'), 'Singh');
    await fill(user, screen.getByLabelText('E-mail'), 'harpreet@jeevandhara.example');
    await fill(user, screen.getByLabelText('Designation'), 'Camp coordinator');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'trust-deed.pdf', { type: 'application/pdf' }));
    await screen.findByText('trust-deed.pdf');
    expect(storedDraft()).toMatchObject({ state: 'Delhi', certificate: { name: 'trust-deed.pdf' } });

    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
    for (const box of within(screen.getByRole('group', { name: 'We declare that' })).getAllByRole('checkbox'))
      await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByRole('dialog', {
        name: 'User Camp org. / NGO registered successfully, please check your email',
      }),
    ).toBeTruthy();
    const sent = calls.find((call) => call.url === '/api/institution/register');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      contactEmail: 'harpreet@jeevandhara.example',
      contactNumber: '9811054321',
      institutionName: 'Jeevan Dhara Foundation',
      registrationNumber: 'DL/NGO/2018/0057',
      institutionType: 'NGO',
      address: {
        description: '18 Community Centre, Lajpat Nagar',
        city: 'New Delhi',
        state: 'Delhi',
        zipcode: '110024',
        coordinates: [28.5677, 77.2433],
      },
      attachments: [
        { name: 'trust-deed.pdf', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf' },
      ],
      keyMembers: [
        {
          firstName: 'Harpreet',
          lastName: 'Singh',
          email: 'harpreet@jeevandhara.example',
          designation: 'Camp coordinator',
        },
      ],
      ngoType: 'ngo',
      countryCode: '91',
      declarations: DECLARATIONS.map((item) => item.key),
    });
    expect(window.localStorage.getItem(FACILITATOR_DRAFT_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect((screen.getByLabelText('Institution name') as HTMLInputElement).value).toBe('');
  });

  it('sends nothing and keeps the draft while the declarations are unticked', async () => {
    window.localStorage.setItem(
      FACILITATOR_DRAFT_KEY,
      JSON.stringify({ institutionName: 'Jeevan Dhara Foundation', emailId: 'not-an-email' }),
    );
    vi.stubGlobal('fetch', answers().fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByRole('tab', { name: 'Facilitator' }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('not-an-email');
    // Enter with declarations unticked: the spec's message, nothing sent, the draft stays.
    await user.click(screen.getByLabelText('E-mail'));
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please check Declaration & Undertaking');
    expect(storedDraft()).toMatchObject({ institutionName: 'Jeevan Dhara Foundation' });
  });
});
