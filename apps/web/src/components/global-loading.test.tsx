import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../test/institution-fixtures';
import { renderApp } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';

describe('the loading overlay', () => {
  it('shows while a call is pending and goes when it answers', async () => {
    signInInstitution('BloodBank');
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderApp('/');
    // The dashboard's code loads first (the router loads screens on demand); then it calls the API.
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();

    answer?.(new Response(JSON.stringify(profileAnswer('BloodBank').body), { status: 200 }));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Test BloodBank' })).toBeTruthy();
  });
});
