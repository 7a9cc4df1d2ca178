import { type InstitutionType, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { donorRow, fileOf, unitRow, wordDocument, workbook } from './sheet.fixtures';
import { fullPageLoad, UploadPage } from './upload.page';

// jsdom has no Worker: the page's one door to it runs the worker's own job here, on the same file.
vi.mock('./read-sheet-in-worker', async () => {
  const { readAndCheck } = await import('./sheet-job');
  return {
    readSheetInWorker: async (
      file: Blob,
      kind: 'inventory' | 'donors',
      options: { onProgress?: (percent: number) => void } = {},
    ) => readAndCheck(await file.arrayBuffer(), kind, options.onProgress),
  };
});

configure({ asyncUtilTimeout: 8000 });

const PATHS = {
  inventory: '/api/institution/inventory/upload',
  donors: '/api/institution/donors/upload',
  inventoryTemplate: '/api/institution/inventory/upload-template',
  donorsTemplate: '/api/institution/donors/upload-template',
};

interface Part {
  uploadId: string;
  part: number;
  parts: number;
  rows: { row: number; cells: Record<string, string | null> }[];
}

/** The server's answer to a part: nothing stored until the last part, then what it stored. */
function storing({
  refused = [],
  message = 'Stored',
}: {
  refused?: { row: number; reasons: string[] }[];
  message?: string;
} = {}) {
  return ({ body }: FakeRequest): FakeAnswer => {
    const part = body as Part;
    const last = part.part === part.parts;
    return {
      message: last ? message : `Part ${part.part} of ${part.parts} received`,
      content: {
        refused: last ? refused : [],
        stored: last ? { added: 0, linked: 0, refused: refused.length } : null,
      },
    };
  };
}

/** The upload screen at `path` for a clerk of a `type` institution, the API answering `routes`. */
function openUpload(
  type: InstitutionType,
  path = '/upload',
  routes: Record<string, (request: FakeRequest) => FakeAnswer> = {},
) {
  signInInstitution(type);
  const api = fakeApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/upload', element: <UploadPage /> },
      { path: '/', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  const fileInput = () => screen.getByLabelText('Spreadsheet (.xlsx)') as HTMLInputElement;
  return { api, router, fileInput, user: userEvent.setup() };
}

const parts = (api: ReturnType<typeof fakeApi>, path: string) => api.posts(path) as Part[];

describe('the upload screen', { timeout: 60_000 }, () => {
  it('offers a blood centre both tabs, Inventory first', async () => {
    openUpload('BloodBank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spreadsheet upload' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Inventory', 'Donors']);
    expect(screen.getByRole('tab', { name: 'Inventory' }).getAttribute('aria-selected')).toBe('true');
    // The three steps, each a heading under the page's.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Download the template',
      '2. Fill it in',
      '3. Upload the filled file',
    ]);
  });

  it.each(['Hospital', 'NGO'] as const)(
    'offers a %s only Donors, even when the address asks for Inventory',
    async (type) => {
      openUpload(type, '/upload?tab=inventory');
      await screen.findByRole('heading', { level: 1, name: 'Spreadsheet upload' });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Donors']);
      expect(screen.getByRole('tab', { name: 'Donors' }).getAttribute('aria-selected')).toBe('true');
    },
  );

  it('opens on the tab the address names', async () => {
    openUpload('Both', '/upload?tab=donors');
    expect((await screen.findByRole('tab', { name: 'Donors' })).getAttribute('aria-selected')).toBe('true');
  });

  it('downloads the tab’s template with the token and saves it under its name', async () => {
    signInInstitution('BloodBank');
    const router = createMemoryRouter([{ path: '/upload', element: <UploadPage /> }], {
      initialEntries: ['/upload?tab=donors'],
    });
    const fetched: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push({ url, auth: new Headers(init.headers).get('Authorization') });
      return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 });
    });
    // jsdom has no object URLs; the browser's are stood in for, for this test only.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:template'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download template' }));

    await vi.waitFor(() => expect(saved).toEqual(['raktsetu-donors-template.xlsx']));
    expect(fetched).toEqual([{ url: PATHS.donorsTemplate, auth: 'Bearer institution-token' }]);
  });
});

describe('choosing a file', { timeout: 60_000 }, () => {
  it('keeps Upload disabled until a file is read, then previews every row with its verdict', async () => {
    const { fileInput, user } = openUpload('BloodBank');
    const upload = await screen.findByRole('button', { name: 'Upload' });
    expect(upload).toHaveProperty('disabled', true);

    await user.upload(
      fileInput(),
      fileOf(await workbook('inventory', [unitRow({ bagId: 'BAG-OK' }), unitRow({ bloodGroup: 'Z+' })])),
    );

    const table = await screen.findByRole('table', { name: 'Rows of filled.xlsx' });
    expect(screen.getByText('2 rows: 1 valid, 1 with problems')).toBeTruthy();
    const rowOf = (n: string) =>
      within(table).getByRole('rowheader', { name: n }).closest('tr') as HTMLElement;
    expect(within(rowOf('2')).getByText('BAG-OK')).toBeTruthy();
    expect(within(rowOf('2')).getByText('Valid')).toBeTruthy();
    expect(within(rowOf('3')).getByText('Unknown blood group "Z+"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);

    // Only the rows with problems, on request.
    await user.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    expect(within(table).queryByRole('rowheader', { name: '2' })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: '3' })).toBeTruthy();
  });

  it('shows one page of rows at a time', async () => {
    const { fileInput, user } = openUpload('Hospital');
    await user.upload(
      fileInput(),
      fileOf(
        await workbook(
          'donors',
          Array.from({ length: 30 }, () => donorRow()),
        ),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Rows of filled.xlsx' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, index) => String(index + 22)));
  });

  it('says why a file cannot be read, and keeps Upload disabled', async () => {
    const { fileInput, user } = openUpload('BloodBank', '/upload?tab=donors');
    await user.upload(fileInput(), fileOf(wordDocument(), 'minutes.xlsx'));
    expect(await screen.findByText(UPLOAD_MESSAGES.disguised)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
  });

  it('keeps Upload disabled when no row of the file is valid', async () => {
    const { fileInput, user } = openUpload('BloodBank');
    await user.upload(fileInput(), fileOf(await workbook('inventory', [unitRow({ volume: 0 })])));
    expect(await screen.findByText(UPLOAD_MESSAGES.nothingValid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
  });
});

describe('uploading', { timeout: 60_000 }, () => {
  it('sends the valid rows in parts under one upload id, then shows what the server stored', async () => {
    const { api, router, fileInput, user } = openUpload('BloodBank', '/upload', {
      [`POST ${PATHS.inventory}`]: storing({
        message: 'Units added to the inventory',
        refused: [{ row: 3, reasons: ['Bag BAG-X is already in your stock'] }],
      }),
    });
    const rows = [
      unitRow({ bagId: 'BAG-X' }),
      unitRow({ bagId: 'BAG-X2' }),
      unitRow({ volume: 0 }),
      ...Array.from({ length: UPLOAD_LIMITS.rowsPerPart }, () => unitRow()),
    ];
    await user.upload(fileInput(), fileOf(await workbook('inventory', rows)));
    const { rowsPerPart } = UPLOAD_LIMITS;
    const count = (n: number) => n.toLocaleString('en-IN');
    await screen.findByText(
      `${count(rowsPerPart + 3)} rows: ${count(rowsPerPart + 2)} valid, 1 with problems`,
    );

    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const popup = await screen.findByRole('dialog', { name: 'Units added to the inventory' });
    expect(within(popup).getByText(/Added: 0 · Refused: 1/)).toBeTruthy();
    const sent = parts(api, PATHS.inventory);
    expect(sent.map(({ part, parts: of, rows: list }) => [part, of, list.length])).toEqual([
      [1, 2, rowsPerPart],
      [2, 2, 2],
    ]);
    expect(new Set(sent.map((part) => part.uploadId)).size).toBe(1);
    expect(sent[0]?.uploadId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // Only valid rows go, each with its sheet row number; the invalid row 4 stays home.
    expect(sent[0]?.rows.slice(0, 2).map((row) => [row.row, row.cells.bagId])).toEqual([
      [2, 'BAG-X'],
      [3, 'BAG-X2'],
    ]);
    expect(sent.flatMap((part) => part.rows).some((row) => row.row === 4)).toBe(false);

    // A row the server refused shows why, and the person stays to read it.
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    const table = screen.getByRole('table', { name: 'Rows of filled.xlsx' });
    await within(table).findByText('Bag BAG-X is already in your stock');
    expect(router.state.location.pathname).toBe('/upload');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home once the success popup is closed', async () => {
    const { api, router, fileInput, user } = openUpload('NGO', '/upload?tab=donors', {
      [`POST ${PATHS.donors}`]: storing({ message: '2 donors added' }),
    });
    await user.upload(fileInput(), fileOf(await workbook('donors', [donorRow(), donorRow()])));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));

    const popup = await screen.findByRole('dialog', { name: '2 donors added' });
    expect(parts(api, PATHS.donors).map(({ part, parts: of }) => [part, of])).toEqual([[1, 1]]);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reloads the inventory when opened from the inventory', async () => {
    const load = vi.spyOn(fullPageLoad, 'to').mockImplementation(() => {});
    const { fileInput, user } = openUpload('Both', '/upload?tab=inventory&from=inventory', {
      [`POST ${PATHS.inventory}`]: storing({ message: '1 unit added' }),
    });
    await user.upload(fileInput(), fileOf(await workbook('inventory', [unitRow()])));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '1 unit added' })).getByRole('button', { name: 'OK' }),
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('/inventory'));
  });

  it('shows the server’s message in an error popup and empties the file input to choose the file again', async () => {
    const { api, fileInput, user } = openUpload('Hospital', '/upload', {
      [`POST ${PATHS.donors}`]: () => ({ status: 403, message: 'Your subscription has ended' }),
    });
    await user.upload(fileInput(), fileOf(await workbook('donors', [donorRow()])));
    expect(fileInput().files).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('dialog', { name: 'Your subscription has ended' })).toBeTruthy();
    expect(api.posts(PATHS.donors)).toHaveLength(1);
    expect(fileInput().files).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
  });

  it('Cancel returns home', async () => {
    const { router, user } = openUpload('BloodBank', '/upload?from=inventory');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
