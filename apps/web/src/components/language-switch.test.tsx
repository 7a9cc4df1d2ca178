import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '../app/shell/app-frame';
import { PublicLayout } from '../features/auth/public-layout';
import { i18n } from '../lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '../lib/language';
import hi from '../locales/hi.json';
import { mockFetch, renderWithProviders } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';

/**
 * The switch as a person uses it, on a public page (the brand, the switch, a screen, "Back to sign in") and in
 * the frame of the signed-in screens: the page changes language at once, the device remembers it, and a
 * signed-in person's account keeps it (POST /api/auth/language).
 */

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function openPublicPage() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PublicLayout>
          <p>A public screen</p>
        </PublicLayout>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return { user: userEvent.setup(), switcher: screen.getByRole('group', { name: 'Language / भाषा' }) };
}

type Call = ReturnType<typeof mockFetch>['calls'][number];
const languageCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/auth/language');

describe('the language switch', () => {
  it('names each language in itself, shows which one is on, and switches the page at once', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const { user, switcher } = openPublicPage();
    const english = within(switcher).getByRole('button', { name: 'English' });
    const hindi = within(switcher).getByRole('button', { name: 'हिन्दी' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(hindi.getAttribute('aria-pressed')).toBe('false');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();

    await user.click(hindi);

    await screen.findByRole('link', { name: hi.auth.backToLogin });
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    // Nobody is signed in: the device remembers, no account is told.
    expect(languageCalls(calls)).toEqual([]);
  });

  it('is used with the keyboard alone: Tab to a language, Enter or Space to choose it', async () => {
    const { user, switcher } = openPublicPage();

    await user.tab();
    expect(document.activeElement).toBe(within(switcher).getByRole('button', { name: 'English' }));
    await user.tab();
    expect(document.activeElement).toBe(within(switcher).getByRole('button', { name: 'हिन्दी' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: hi.auth.backToLogin });

    await user.tab({ shift: true });
    await user.keyboard(' ');
    await screen.findByRole('link', { name: 'Back to sign in' });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps a signed-in person’s choice with their account', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/auth/language': {
        body: { code: 200, message: 'Language saved', content: { data: { language: 'hi' } } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user, switcher } = openPublicPage();

    await user.click(within(switcher).getByRole('button', { name: 'हिन्दी' }));

    await waitFor(() => expect(languageCalls(calls)).toHaveLength(1));
    const [saved] = languageCalls(calls);
    expect(saved?.init?.method).toBe('POST');
    expect(JSON.parse(String(saved?.init?.body))).toEqual({ language: 'hi' });
    expect(new Headers(saved?.init?.headers).get('Authorization')).toBe('Bearer institution-token');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('says so when the account could not keep it, and still shows the page in the language chosen', async () => {
    signInInstitution('BloodBank');
    const { fetchMock } = mockFetch({
      '/api/auth/language': {
        status: 500,
        body: { code: 500, message: 'Language not saved: try again', content: {} },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user, switcher } = openPublicPage();

    await user.click(within(switcher).getByRole('button', { name: 'हिन्दी' }));

    await screen.findByText('Language not saved: try again');
    expect(screen.getByRole('link', { name: hi.auth.backToLogin })).toBeTruthy();
  });

  it('is in the header of the signed-in screens, beside the account menu', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AppFrame
            home={{ to: '/', label: 'RaktSetu home' }}
            account={<button type="button">Account</button>}
            menu={[]}
            icons={{}}
          />
        ),
      },
    ]);
    renderWithProviders(<RouterProvider router={router} />);

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('group', { name: 'Language / भाषा' })).toBeTruthy();
  });
});
