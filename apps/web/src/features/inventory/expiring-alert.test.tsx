import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

function stockAnswer(expiring: { within1: number; within3: number; within7: number }) {
  return {
    '/api/institution/inventory/list': {
      body: { code: 200, message: 'Stock', content: { data: [], expiring } },
    },
    '/api/institution/get': {
      status: 500,
      body: { code: 500, message: 'Something went wrong', content: {} },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard flags units about to expire', () => {
  it('links each window with units to the expiring view of that window', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal('fetch', mockFetch(stockAnswer({ within1: 0, within3: 4, within7: 9 })).fetchMock);
    renderApp('/');
    expect(await screen.findByText('Units expiring soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: '4 within 3 days' }).getAttribute('href')).toBe(
      '/inventory-expiring?days=3',
    );
    expect(screen.getByRole('link', { name: '9 within 7 days' }).getAttribute('href')).toBe(
      '/inventory-expiring?days=7',
    );
    expect(screen.queryByRole('link', { name: /within 1 day/ })).toBeNull();
  });

  it('says nothing when no unit expires within a week, and nothing to a hospital, which keeps no stock', async () => {
    signInInstitution('BloodBank');
    const quiet = mockFetch(stockAnswer({ within1: 0, within3: 0, within7: 0 }));
    vi.stubGlobal('fetch', quiet.fetchMock);
    renderApp('/');
    await vi.waitFor(() => expect(quiet.calls.some((c) => c.url.includes('/inventory/list'))).toBe(true));
    expect(screen.queryByText('Units expiring soon')).toBeNull();

    signInInstitution('Hospital');
    const hospital = mockFetch(stockAnswer({ within1: 2, within3: 2, within7: 2 }));
    vi.stubGlobal('fetch', hospital.fetchMock);
    renderApp('/');
    await screen.findAllByText('Dashboard');
    expect(hospital.calls.some((c) => c.url.includes('/inventory/list'))).toBe(false);
  });
});
