import type { AvailabilityCentre } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';

configure({ asyncUtilTimeout: 4000 });

/**
 * The public Find blood page (issue 17, docs/decisions/0052) as a visitor uses it: nothing is searched until a
 * state is chosen, the filters live in the address, and the answers of the public calls — centres, none, too
 * many searches — each read as a person would want them.
 */

const SEARCH = '/api/public/blood-availability';
const CITIES = '/api/public/blood-availability/cities';

const FIVE_MINUTES_AGO = () => new Date(Date.now() - 5 * 60_000).toISOString();

function centre(n: number, overrides: Partial<AvailabilityCentre> = {}): AvailabilityCentre {
  return {
    _id: `centre-${n}`,
    name: `Centre ${n}`,
    address: `${n} Karve Road, Erandwane`,
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411004',
    phone: '+91 9822012345',
    open24x7: false,
    latitude: 18.5089,
    longitude: 73.8259,
    distanceKm: null,
    updatedAt: FIVE_MINUTES_AGO(),
    units: 1,
    counts: [{ bloodGroup: 'A+', component: 'Whole Blood', units: 1 }],
    ...overrides,
  };
}

const SAHYADRI = (overrides: Partial<AvailabilityCentre> = {}) =>
  centre(1, {
    name: 'Sahyadri Blood Centre',
    address: 'Plot 14, Karve Road, Erandwane',
    open24x7: true,
    units: 9,
    counts: [
      { bloodGroup: 'A+', component: 'Plasma Fresh Frozen', units: 2 },
      { bloodGroup: 'O+', component: 'Red Cells Packed', units: 4 },
      { bloodGroup: 'O-', component: 'Red Cells Packed', units: 1 },
      { bloodGroup: 'B+', component: 'Whole Blood', units: 2 },
    ],
    ...overrides,
  });

interface FakeSearch {
  centres?: AvailabilityCentre[];
  /** Answers every search with this instead (a 429, a 500). */
  failure?: FakeAnswer;
  cities?: string[];
}

/** The public calls, answered from `server`; the search pages its centres ten at a time as the API does. */
function openPage(path: string, server: FakeSearch = {}) {
  const api = fakeApi({
    [`GET ${CITIES}`]: () => ({
      message: 'Cities',
      content: { cities: server.cities ?? ['Pune', 'Mumbai'] },
    }),
    [`GET ${SEARCH}`]: (request: FakeRequest) => {
      if (server.failure) return server.failure;
      const all = server.centres ?? [];
      const page = Number(request.query.page ?? 1);
      return {
        message: 'Blood availability',
        content: { data: all.slice((page - 1) * 10, page * 10), total: all.length },
      };
    },
  });
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address, user: userEvent.setup() };
}

/** A select of the search, by its label ("State" carries its required mark). */
const select = (label: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const stateBox = () => screen.findByRole('combobox', { name: /^State/ });
const card = (name: string) => screen.findByRole('article', { name });

describe('the Find blood page', { timeout: 20_000 }, () => {
  it('searches nothing until a state is chosen, then shows each centre with its counts and how to call it', async () => {
    const { api, address, user } = openPage('/blood-availability', {
      centres: [SAHYADRI(), centre(2)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find blood' })).toBeTruthy();
    await stateBox();
    expect(screen.getByText('Choose a state to see the blood centres that hold units now.')).toBeTruthy();
    expect(select('City')).toHaveProperty('disabled', true);
    expect(api.gets(SEARCH)).toEqual([]);

    await choose(user, 'State', 'Maharashtra');
    const sahyadri = within(await card('Sahyadri Blood Centre'));
    expect(address()).toEqual({ state: 'Maharashtra' });
    expect(api.lastGet(SEARCH)).toEqual({ state: 'Maharashtra', page: '1', limit: '10' });
    expect(api.lastGet(CITIES)).toEqual({ state: 'Maharashtra' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Blood centres with blood in Maharashtra: 2' }),
    ).toBeTruthy();

    expect(sahyadri.getByText('Plot 14, Karve Road, Erandwane')).toBeTruthy();
    expect(sahyadri.getByText('Pune, Maharashtra 411004')).toBeTruthy();
    expect(sahyadri.getByText('Open 24×7')).toBeTruthy();
    expect(sahyadri.getByRole('link', { name: 'Call +91 9822012345' }).getAttribute('href')).toBe(
      'tel:+919822012345',
    );
    const updated = sahyadri.getByText('5 minutes ago');
    expect(updated.tagName).toBe('TIME');
    expect(updated.getAttribute('title')).toMatch(/^\d\d \w{3} \d{4}, \d\d:\d\d$/);
    expect(sahyadri.getByText('Units available: 9')).toBeTruthy();
    // A line per component, a chip per group: what a screen reader says of each.
    const lines = sahyadri.getAllByRole('term').map((term) => term.textContent);
    expect(lines).toEqual(['Plasma Fresh Frozen', 'Red Cells Packed', 'Whole Blood']);
    const chips = sahyadri.getAllByRole('definition').map((chip) => chip.lastElementChild?.textContent);
    expect(chips).toEqual(['A+: 2', 'O+: 4', 'O-: 1', 'B+: 2']);

    // A centre that does not work round the clock has no such badge.
    expect(within(await card('Centre 2')).queryByText('Open 24×7')).toBeNull();
  });

  it('keeps the filters in the address: narrowed step by step, and Back undoes the last step', async () => {
    const { api, address, router, user } = openPage('/blood-availability?state=Maharashtra', {
      centres: [SAHYADRI()],
    });
    await card('Sahyadri Blood Centre');

    await choose(user, 'City', 'Pune');
    await vi.waitFor(() => expect(address()).toEqual({ state: 'Maharashtra', city: 'Pune' }));
    await choose(user, 'Blood group', 'O-');
    await choose(user, 'Component', 'Red Cells Packed');
    await vi.waitFor(() =>
      expect(address()).toEqual({
        state: 'Maharashtra',
        city: 'Pune',
        bloodGroup: 'O-',
        component: 'Red Cells Packed',
      }),
    );
    await vi.waitFor(() =>
      expect(api.lastGet(SEARCH)).toEqual({
        state: 'Maharashtra',
        city: 'Pune',
        bloodGroup: 'O-',
        component: 'Red Cells Packed',
        page: '1',
        limit: '10',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Blood centres with O- Red Cells Packed in Pune, Maharashtra: 1',
      }),
    ).toBeTruthy();

    await router.navigate(-1);
    await vi.waitFor(() =>
      expect(address()).toEqual({ state: 'Maharashtra', city: 'Pune', bloodGroup: 'O-' }),
    );
    await vi.waitFor(() => expect(select('Component').value).toBe('Any'));
    await screen.findByRole('heading', {
      level: 2,
      name: 'Blood centres with O- blood in Pune, Maharashtra: 1',
    });

    // Another state starts from all its cities.
    await choose(user, 'State', 'Karnataka');
    await vi.waitFor(() => expect(address()).toEqual({ state: 'Karnataka', bloodGroup: 'O-' }));
  });

  it('opens a shared link on the same search, the city in any case, and drops what it cannot read', async () => {
    const { api } = openPage(
      '/blood-availability?state=Maharashtra&city=pune&bloodGroup=O-&component=Whole%20Blood&page=x',
      { centres: [SAHYADRI()] },
    );
    await card('Sahyadri Blood Centre');
    expect(api.lastGet(SEARCH)).toEqual({
      state: 'Maharashtra',
      city: 'pune',
      bloodGroup: 'O-',
      component: 'Whole Blood',
      page: '1',
      limit: '10',
    });
    await vi.waitFor(() => expect(select('City').value).toBe('Pune'));
    expect(select('Blood group').value).toBe('O-');
    expect(select('Component').value).toBe('Whole Blood');
  });

  it('searches nothing for a state it does not know', async () => {
    const { api } = openPage('/blood-availability?state=Atlantis&city=Pune');
    expect(
      await screen.findByText('Choose a state to see the blood centres that hold units now.'),
    ).toBeTruthy();
    expect(((await stateBox()) as HTMLInputElement).value).toBe('');
    expect(api.gets(SEARCH)).toEqual([]);
  });

  it('says plainly when no centre has what was asked for, and what to try next', async () => {
    openPage('/blood-availability?state=Maharashtra&city=Pune&bloodGroup=O-&component=Whole%20Blood');
    const none = 'No blood centre in Pune, Maharashtra has O- Whole Blood available now.';
    // Seen in the empty state, and heard once the answer is in.
    expect(await screen.findByText(none, { selector: ':not([role="status"])' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(none);
    expect(screen.getByText('Try another city or component, or call the nearest blood centre.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks the visitor to wait a minute when the server answers 429, and tries again on request', async () => {
    const server: FakeSearch = { failure: { status: 429, message: 'Too many requests' } };
    const { api, user } = openPage('/blood-availability?state=Maharashtra', server);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Too many searches from this connection. Please wait a minute and try again.'),
    ).toBeTruthy();
    // Not retried behind the visitor's back: that would only prolong the wait.
    expect(api.gets(SEARCH)).toHaveLength(1);

    server.failure = undefined;
    server.centres = [SAHYADRI()];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await card('Sahyadri Blood Centre');
  });

  it("shows another failure in the server's words", async () => {
    openPage('/blood-availability?state=Maharashtra', {
      failure: { status: 400, message: 'Choose a state' },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The search could not be done')).toBeTruthy();
    expect(within(alert).getByText('Choose a state')).toBeTruthy();
  });

  it('pages ten centres at a time, the page in the address', async () => {
    const centres = Array.from({ length: 12 }, (_, n) => centre(n + 1));
    const { api, address, user } = openPage('/blood-availability?state=Maharashtra', { centres });
    await card('Centre 1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await card('Centre 11');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(address()).toEqual({ state: 'Maharashtra', page: '2' });
    expect(api.lastGet(SEARCH)).toMatchObject({ page: '2' });
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
  });

  it('with the position allowed, sends it rounded to about a kilometre and shows each distance', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 18.520_43, longitude: 73.856_74 } } as GeolocationPosition),
      },
    });
    const { api, address, user } = openPage('/blood-availability?state=Maharashtra', {
      centres: [SAHYADRI()],
    });
    await card('Sahyadri Blood Centre');

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await vi.waitFor(() =>
      expect(api.lastGet(SEARCH)).toMatchObject({ latitude: '18.52', longitude: '73.86' }),
    );
    expect(screen.getByText('Nearest first, measured from about where you are.')).toBeTruthy();
    // Never in the address: a shared link does not tell where its sender is.
    expect(address()).toEqual({ state: 'Maharashtra' });
    expect(screen.getByRole('button', { name: 'Stop using my location' })).toBeTruthy();
  });

  it('shows the distance the server measured', async () => {
    openPage('/blood-availability?state=Maharashtra', { centres: [SAHYADRI({ distanceKm: 4.2 })] });
    expect(within(await card('Sahyadri Blood Centre')).getByText('4.2 km away')).toBeTruthy();
  });

  it('with the position refused, says so calmly and searches as before', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_found: PositionCallback, refused: PositionErrorCallback) =>
          refused({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    const { api, user } = openPage('/blood-availability?state=Maharashtra', { centres: [SAHYADRI()] });
    await card('Sahyadri Blood Centre');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(
        'Your location was not shared, so the centres are not sorted by distance. The search works as before.',
      ),
    ).toBeTruthy();
    expect(api.lastGet(SEARCH)).toEqual({ state: 'Maharashtra', page: '1', limit: '10' });
    expect(screen.getByRole('article', { name: 'Sahyadri Blood Centre' })).toBeTruthy();
  });

  it('opens for a signed-in clerk too, without leaving the page', async () => {
    signInInstitution('Hospital');
    const { router } = openPage('/blood-availability?state=Maharashtra', { centres: [SAHYADRI()] });
    await card('Sahyadri Blood Centre');
    expect(router.state.location.pathname).toBe('/blood-availability');
  });
});
