import { DECLARATIONS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';
import { FACILITATOR_DRAFT_KEY } from './facilitator-draft';

configure({ asyncUtilTimeout: 4000 });

const ok = (content: unknown, message = 'Success') => ({ body: { code: 200, message, content } });

function answers() {
  const { fetchMock, calls } = mockFetch({
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
  // The states, or the cities of one state, by the query.
  const withPlaces = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/generic/state-city/list') return fetchMock(input, init);
    const list =
      url.searchParams.get('type') === 'city'
        ? url.searchParams.get('state') === 'Delhi'
          ? ['Delhi', 'New Delhi']
          : []
        : ['Delhi', 'Maharashtra'];
    return new Response(JSON.stringify({ code: 200, message: 'Success', content: { stateOrCity: list } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock: withPlaces, calls };
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function messageAt(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
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
    await fill(user, box('Institution name'), 'Jeevan Dhara Foundation');
    await fill(user, box('Mobile number'), '+91 98110 54321');
    expect(storedDraft()).toMatchObject({
      institutionName: 'Jeevan Dhara Foundation',
      mobileNumber: '9811054321',
    });

    // A reload: the draft comes back.
    first.unmount();
    renderApp('/signup');
    await user.click(await screen.findByRole('tab', { name: 'Facilitator' }));
    expect(box('Institution name').value).toBe('Jeevan Dhara Foundation');
    expect(box('Mobile number').value).toBe('9811054321');

    // Complete it and register.
    await user.click(screen.getByRole('combobox', { name: 'Facilitator type' }));
    await user.click(await screen.findByRole('option', { name: 'NGO / charitable trust' }));
    await fill(user, box('Registration number'), 'DL/NGO/2018/0057');
    await fill(user, box('Address'), '18 Community Centre, Lajpat Nagar');
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'del');
    await screen.findByRole('option', { name: 'Delhi' });
    await user.keyboard('{Enter}');
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    await vi.waitFor(() => expect(city.disabled).toBe(false));
    await user.type(city, 'new');
    await screen.findByRole('option', { name: 'New Delhi' });
    await user.keyboard('{Enter}');
    expect(city.value).toBe('New Delhi');
    await fill(user, box('Postal code'), '110024');
    await fill(user, box('Latitude'), '28.5677');
    await fill(user, box('Longitude'), '77.2433');
    await fill(user, box('First name'), 'Harpreet');
    await fill(user, box('Last name'), 'Singh');
    await fill(user, box('E-mail'), 'harpreet@jeevandhara.example');
    await fill(user, box('Designation'), 'Camp coordinator');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'trust-deed.pdf', { type: 'application/pdf' }));
    await screen.findByText('trust-deed.pdf');
    expect(storedDraft()).toMatchObject({
      state: 'Delhi',
      city: 'New Delhi',
      certificate: { name: 'trust-deed.pdf' },
    });

    expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true);
    for (const checkbox of within(screen.getByRole('group', { name: 'We declare that' })).getAllByRole(
      'checkbox',
    ))
      await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const panel = await screen.findByRole('region', {
      name: 'User Camp org. / NGO registered successfully, please check your email',
    });
    expect(panel.textContent).toContain('A confirmation has been sent to harpreet@jeevandhara.example.');
    expect(panel.textContent).toContain('you receive an e-mail with a link to set your password');
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

    await user.click(within(panel).getByRole('button', { name: 'Register another institution' }));
    await user.click(screen.getByRole('tab', { name: 'Facilitator' }));
    expect(box('Institution name').value).toBe('');
  });

  it('on Enter shows every problem at its field, focusing the first, sends nothing and keeps the draft', async () => {
    window.localStorage.setItem(
      FACILITATOR_DRAFT_KEY,
      JSON.stringify({ institutionName: 'Jeevan Dhara Foundation', emailId: 'not-an-email' }),
    );
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByRole('tab', { name: 'Facilitator' }));
    expect(box('E-mail').value).toBe('not-an-email');
    await user.click(box('E-mail'));
    await user.keyboard('{Enter}');

    const type = screen.getByRole('combobox', { name: 'Facilitator type' });
    await vi.waitFor(() => expect(document.activeElement).toBe(type));
    expect(messageAt(type)).toBe('Choose the facilitator type');
    expect(messageAt(box('Registration number'))).toBe('Enter registration number');
    expect(messageAt(box('Address'))).toBe('Enter address');
    expect(messageAt(screen.getByRole('combobox', { name: 'State' }))).toBe('Choose a state from the list');
    expect(messageAt(box('Postal code'))).toBe('Enter a valid 6-digit PIN code');
    expect(messageAt(box('Latitude'))).toBe('Enter a latitude between −90 and 90');
    expect(messageAt(box('E-mail'))).toBe('Enter valid contact email');
    expect(messageAt(box('Mobile number'))).toBe('Contact number must be 10 or 11 digits');
    expect(screen.getByText('Attach the registration certificate')).toBeTruthy();
    expect(screen.getAllByText('Please check Declaration & Undertaking').length).toBeGreaterThan(0);
    expect(messageAt(box('Institution name'))).toBeNull();

    expect(calls.some((call) => call.url === '/api/institution/register')).toBe(false);
    expect(storedDraft()).toMatchObject({ institutionName: 'Jeevan Dhara Foundation' });
  });
});
