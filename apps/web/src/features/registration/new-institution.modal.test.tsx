import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';

configure({ asyncUtilTimeout: 4000 });

const ok = (content: unknown, message = 'Success') => ({ body: { code: 200, message, content } });

const ADDED = ok(
  {
    data: {
      _id: 'dir-9',
      institutionName: 'Ruby Hall Blood Centre',
      location: { type: 'Point', coordinates: [73.8773, 18.5314], description: '40 Sassoon Road' },
    },
  },
  'New Institution added successfully',
);

/** The directory knows nothing; states and cities by the query; the add call answers `add`. */
function answers(add: { status?: number; body: unknown } = ADDED) {
  const { fetchMock, calls } = mockFetch({
    '/api/institution/location-list': ok({ institutionLocation: [] }),
    '/api/institution/geolocation/add': add,
  });
  const withPlaces = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/generic/state-city/list') return fetchMock(input, init);
    const list =
      url.searchParams.get('type') === 'city'
        ? ['Hadapsar, Pune', 'Mumbai', 'Pune', 'Pune Division']
        : ['Karnataka', 'Maharashtra'];
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

function messageAt(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
}

async function openPopup(user: UserEvent, typed = 'Ruby Hall Blood Centre') {
  await fill(user, await screen.findByRole('combobox', { name: 'Blood bank name' }), typed);
  await user.click(screen.getByRole('button', { name: 'Add new institution' }));
  return screen.findByRole('dialog', { name: 'Add new institution' });
}

async function fillPopup(user: UserEvent, popup: HTMLElement) {
  const field = (name: string) => within(popup).getByRole('textbox', { name });
  await fill(user, field('Address'), '40 Sassoon Road');
  await user.type(within(popup).getByRole('combobox', { name: 'State' }), 'mah');
  await screen.findByRole('option', { name: 'Maharashtra' });
  await user.keyboard('{Enter}');
  const city = within(popup).getByRole('combobox', { name: 'City' }) as HTMLInputElement;
  await vi.waitFor(() => expect(city.disabled).toBe(false));
  await user.type(city, 'pun');
  await screen.findByRole('option', { name: 'Pune' });
  await user.keyboard('{Enter}');
  expect(city.value).toBe('Pune');
  await fill(user, field('PIN code'), '411001');
  await fill(user, field('Latitude'), '18.5314');
  await fill(user, field('Longitude'), '73.8773');
}

describe('the "Add new institution" popup', { timeout: 30_000 }, () => {
  it('shows every missing field at once, then adds the institution, which becomes the chosen one', async () => {
    const { fetchMock, calls } = answers();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    const popup = await openPopup(user);
    const field = (name: string) => within(popup).getByRole('textbox', { name });
    // The name typed in the search comes along; the rest is empty, and every field is required.
    expect((field('Institution name') as HTMLInputElement).value).toBe('Ruby Hall Blood Centre');
    expect(field('Address').getAttribute('aria-required')).toBe('true');

    await user.click(within(popup).getByRole('button', { name: 'Add institution' }));
    for (const name of ['Address', 'PIN code', 'Latitude', 'Longitude'])
      expect(messageAt(field(name))).toBe('All Fileds Is Required');
    expect(messageAt(within(popup).getByRole('combobox', { name: 'State' }))).toBe('All Fileds Is Required');
    expect(messageAt(field('Institution name'))).toBeNull();
    expect(document.activeElement).toBe(field('Address'));
    expect(calls.some((call) => call.url === '/api/institution/geolocation/add')).toBe(false);

    await fillPopup(user, popup);
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
    expect(screen.getByText(/^Still needed:/).textContent).toMatch(/^Still needed: Contact e-mail/);
  });

  it('puts the server’s refusal on the field it concerns', async () => {
    const { fetchMock } = answers({
      status: 409,
      body: {
        code: 409,
        message: 'This institution is already listed at this PIN code; search for it instead',
        content: {},
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    const popup = await openPopup(user);
    await fillPopup(user, popup);
    await user.click(within(popup).getByRole('button', { name: 'Add institution' }));

    const name = within(popup).getByRole('textbox', { name: 'Institution name' });
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(messageAt(name)).toBe(
      'This institution is already listed at this PIN code; search for it instead',
    );
    expect(screen.queryByRole('dialog', { name: /search for it instead/ })).toBeNull();
  });

  it('fills the whole screen of a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    // The phone overlay of the login pages was already dismissed in this browser.
    window.localStorage.setItem('auth.mobileOverlayDismissed', 'true');
    vi.stubGlobal('fetch', answers().fetchMock);
    const user = userEvent.setup();
    renderApp('/signup');
    const popup = await openPopup(user);
    expect(popup.hasAttribute('data-full-screen')).toBe(true);
    expect(within(popup).getByRole('button', { name: 'Add institution' })).toBeTruthy();
  });
});
