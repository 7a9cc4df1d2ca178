import { inventoryEndpoints, patientsEndpoints } from '@raktsetu/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';
import ExportMenu from './export-menu';

configure({ asyncUtilTimeout: 3000 });

const FILTERS = {
  type: 'inventory',
  page: 3,
  limit: 20,
  sort: 'expiryDate',
  order: 'desc',
  bloodGroup: 'O-',
};

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  signInInstitution('BloodBank');
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The export server: answers a file, or the list's refusal; each call is kept, and one may be held back. */
function exportServer(answer: () => Response) {
  const calls: { url: string; authorization: string | null }[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    await held;
    return answer();
  });
  return { calls, release };
}

const csvFile = () =>
  new Response('\uFEFFBag ID\r\nBAG-1\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="inventory-2026-11-27.csv"',
    },
  });

describe('the Export control of a list', () => {
  it('downloads every row with the filters and sort of the table, not just its page, with the token', async () => {
    const server = exportServer(csvFile);
    renderWithProviders(<ExportMenu listPath={inventoryEndpoints.list.path} input={FILTERS} />);

    await userEvent.click(screen.getByRole('button', { name: /^Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    // Busy while the server writes the file.
    const button = screen.getByRole('button', { name: /^Export/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    server.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:export', download: 'inventory-2026-11-27.csv' });
    const [call] = server.calls;
    const url = new URL(call?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/exports/inventory');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'inventory',
      sort: 'expiryDate',
      order: 'desc',
      bloodGroup: 'O-',
      format: 'csv',
    });
    expect(call?.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
  });

  it('asks for an Excel file when Excel is chosen', async () => {
    const server = exportServer(csvFile);
    server.release();
    renderWithProviders(<ExportMenu listPath={patientsEndpoints.list.path} input={{ search: 'Ravi' }} />);

    await userEvent.click(screen.getByRole('button', { name: /^Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));

    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.url).toBe('/api/exports/patients?search=Ravi&format=xlsx');
  });

  it("says why when the server refuses, in the server's words", async () => {
    const server = exportServer(
      () =>
        new Response(JSON.stringify({ code: 400, message: 'Invalid blood group', content: {} }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    server.release();
    renderWithProviders(<ExportMenu listPath={inventoryEndpoints.list.path} input={FILTERS} />);

    await userEvent.click(screen.getByRole('button', { name: /^Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Export failed: Invalid blood group');
    expect(saved).toHaveLength(0);
  });

  it('is not offered for a list that has no export', () => {
    renderWithProviders(<ExportMenu listPath="/api/test/donors" input={{}} />);
    expect(screen.queryByRole('button', { name: /^Export/ })).toBeNull();
  });
});
