import { screen, within } from '@testing-library/react';
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
    // profile, the stock for the flag of units about to expire, the tiles, the Request tab and, once their
    // code has arrived, the charts.
    await vi.waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(2));
    // The overlay's own words: the dashboard's tables say "Loading…" under their headers too.
    expect(within(await screen.findByRole('status')).getByText('Loading…')).toBeTruthy();

    const answerOf = (url: string) =>
      url.includes('/inventory/')
        ? STOCK
        : url.includes('/institution/get')
          ? profileAnswer('BloodBank').body
          : { code: 404, message: 'Not found', content: {} };
    // Every call is answered as it comes, those made after the first answers too.
    await vi.waitFor(() => {
      for (const call of pending.splice(0)) {
        call.answer(new Response(JSON.stringify(answerOf(call.url)), { status: 200 }));
      }
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'Test BloodBank' })).toBeTruthy();
  });
});
