import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('screens loaded on demand', () => {
  it('says the first screen is loading, then shows it', async () => {
    renderApp('/login');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the current screen, covered and announced, while the next one loads', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });

    act(() => {
      void router.navigate('/forgetPassword');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
