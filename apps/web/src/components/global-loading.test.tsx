import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../test/institution-fixtures';
import { renderApp } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';

const STOCK = {
  code: 200,
  message: 'Stock',
  content: { data: [], expiring: { within1: 0, within3: 0, within7: 0 } },
};

describe('the loading overlay', () => {
  it('shows while a call is pending and goes when every call has answered', async () => {
    signInInstitution('BloodBank');
    const pending: { url: string; answer: (response: Response) => void }[] = [];
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          pending.push({ url: String(input), answer: resolve });
        }),
    );
    renderApp('/');
    // The dashboard's code loads first (the router loads screens on demand); then it calls the API: its
    // profile, and the stock for the flag of units about to expire.
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();

    for (const call of pending) {
      const body = call.url.includes('/inventory/') ? STOCK : profileAnswer('BloodBank').body;
      call.answer(new Response(JSON.stringify(body), { status: 200 }));
    }
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Test BloodBank' })).toBeTruthy();
  });
});
