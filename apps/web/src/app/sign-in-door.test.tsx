import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../test/render';
import { signInAdmin } from '../test/session-fixtures';
import { pageLoader } from './sign-in-door';

/** The sign-in routes inside the app only hand over to the sign-in page (src/sign-in/), by a page load. */
describe('the sign-in routes of the app', () => {
  it.each(['/login', '/Super-Admin/login', '/LOGIN?next=%2Fprofile'])(
    '%s loads that address afresh, showing the loader meanwhile',
    async (address) => {
      renderApp(address);
      await vi.waitFor(() => expect(pageLoader.load).toHaveBeenCalledWith(address));
      expect(pageLoader.load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status').textContent).toBe('Loading…');
    },
  );

  it('is reached from a link of the app, such as the not-found page’s', async () => {
    renderApp('/no-such-screen');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Go to sign in' }));
    await vi.waitFor(() => expect(pageLoader.load).toHaveBeenCalledWith('/login'));
  });

  it('sends a signed-in person home inside the app, without a page load', async () => {
    signInAdmin();
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    const { router } = renderApp('/Super-Admin/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Super-Admin/Dashboard'));
    expect(pageLoader.load).not.toHaveBeenCalled();
  });

  it('does not load the page again when the server answered the app for it, which would never end', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost:3000/login' } as PerformanceEntry,
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(pageLoader.load).not.toHaveBeenCalled();
  });
});
