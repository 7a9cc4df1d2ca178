import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { MOBILE_OVERLAY_DISMISSED_KEY } from './mobile-overlay';

/** A phone-sized screen: every media query of the page answers as a narrow screen would. */
function onAPhone() {
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
}

const overlay = () => screen.findByRole('dialog', { name: 'Please use a desktop or laptop' });

describe('the phone overlay of the login pages', () => {
  beforeEach(onAPhone);

  it('goes away with Escape and stays away in this browser, also in a new tab', async () => {
    const user = userEvent.setup();
    const first = renderApp('/login');
    await overlay();
    // Focus starts on the way out, so the keyboard alone gets past it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue on this device' }));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(MOBILE_OVERLAY_DISMISSED_KEY)).toBe('true');

    // Another tab of the same browser: same storage, no overlay.
    first.unmount();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes away with Enter on its button', async () => {
    const user = userEvent.setup();
    renderApp('/Super-Admin/login');
    await overlay();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(MOBILE_OVERLAY_DISMISSED_KEY)).toBe('true');
  });
});
