import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('screens loaded on demand', () => {
  it('says the first screen is loading, then shows it', async () => {
    renderApp('/forgetPassword');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the current screen, covered and announced, while the next one loads', async () => {
    const { router } = renderApp('/forgetPassword');
    await screen.findByRole('heading', { name: 'Forgot password' });

    act(() => {
      void router.navigate('/no-such-screen');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
