import type { PatientRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

const LIST = '/api/institution/patient/list';

function patient(n: number, overrides: Partial<PatientRow> = {}): PatientRow {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    patientId: `MRN-2026-${String(n).padStart(5, '0')}`,
    firstName: 'Patient',
    lastName: String(n).padStart(2, '0'),
    gender: 'Female',
    bloodGroup: 'B+',
    email: `patient${n}@example.in`,
    countryCode: '91',
    mobileNumber: null,
    age: null,
    addedAt: '2026-03-07T10:00:00.000Z',
    history: [],
    ...overrides,
  };
}

/** The patient list of the API, as far as this screen uses it: pages sliced from `rows`, every call kept. */
function patientsApi(rows: PatientRow[]) {
  const lists: URLSearchParams[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== LIST) {
      return new Response(JSON.stringify({ code: 404, message: 'Not found', content: {} }), { status: 404 });
    }
    lists.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const data = rows.slice((page - 1) * limit, page * limit);
    return new Response(
      JSON.stringify({ code: 200, message: 'Patients', content: { data, total: rows.length } }),
      {
        status: 200,
      },
    );
  };
  const lastList = () => Object.fromEntries(lists.at(-1) ?? []);
  return { fetchMock, lists, lastList };
}

function open(path: string, rows: PatientRow[]) {
  signInInstitution('Hospital');
  const api = patientsApi(rows);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address };
}

const ramesh = patient(1, {
  firstName: 'Ramesh',
  lastName: 'Gaikwad',
  patientId: 'MRN-2026-00412',
  gender: 'Male',
  bloodGroup: 'O-',
  email: 'ramesh.g@example.in',
  mobileNumber: '9822098220',
  age: 54,
  history: [
    {
      date: '2026-11-02',
      case: 'Road accident',
      diagnosis: 'Femur fracture',
      condition: 'Stable',
      treatment: 'ORIF',
    },
    {
      date: '2026-11-05',
      case: 'Post-operative',
      diagnosis: 'Anaemia',
      condition: '',
      treatment: '1 unit PRBC',
    },
  ],
});

describe('the patient list', () => {
  it('shows the patients the API sends, newest first, one named row each', async () => {
    const { api } = open('/patient', [ramesh, patient(2)]);
    const table = await screen.findByRole('table', { name: 'Patients' });
    expect(await within(table).findByRole('rowheader', { name: 'Ramesh Gaikwad' })).toBeTruthy();
    expect(api.lastList()).toEqual({ page: '1', limit: '10', sort: 'addedAt', order: 'desc' });

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Patient ID',
      'Blood Group',
      'Gender',
      'Age',
      'Mobile',
      'E-mail',
      'Added on',
      'History',
    ]);
    const row = screen.getByRole('rowheader', { name: 'Ramesh Gaikwad' }).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'MRN-2026-00412',
      'O-',
      'Male',
      '54',
      '+91 9822098220',
      'ramesh.g@example.in',
      '07 Mar 2026',
      'View (2)',
    ]);
    // A patient without a mobile number, an age or history rows shows dashes, not blanks or zeros.
    const other = screen.getByRole('rowheader', { name: 'Patient 02' }).closest('tr') as HTMLElement;
    expect(
      within(other)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MRN-2026-00002', 'B+', 'Female', '—', '—', 'patient2@example.in', '07 Mar 2026', '—']);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('sends the search and the blood group to the API and keeps them in the address', async () => {
    const { api, address } = open('/patient', [ramesh]);
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Ramesh Gaikwad' });
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Name, patient ID, mobile or e-mail',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gaik{Enter}');
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ search: 'gaik', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'O-' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ search: 'gaik', bloodGroup: 'O-' }));
    expect(address()).toEqual({ search: 'gaik', bloodGroup: 'O-' });
  });

  it('opens searched for the patient ID in the address (where adding a patient lands)', async () => {
    const { api } = open('/patient?search=MRN-2026-00412', [ramesh]);
    await screen.findByRole('rowheader', { name: 'Ramesh Gaikwad' });
    expect(api.lastList()).toMatchObject({ search: 'MRN-2026-00412' });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'MRN-2026-00412',
    );
  });

  it('sorts by the patient ID from a header', async () => {
    const { api } = open('/patient', [ramesh]);
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Ramesh Gaikwad' });
    await user.click(screen.getByRole('button', { name: 'Patient ID' }));
    await vi.waitFor(() => expect(api.lastList()).toMatchObject({ sort: 'patientId', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Patient ID' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('says "No Data Available" when there are no patients', async () => {
    open('/patient', []);
    expect(await screen.findByText('No Data Available')).toBeTruthy();
    expect(screen.queryByRole('rowheader')).toBeNull();
  });

  it('shows a patient’s history rows in a popup', async () => {
    open('/patient', [ramesh]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View (2): history of Ramesh Gaikwad' }));

    const dialog = await screen.findByRole('dialog', { name: 'History of Ramesh Gaikwad' });
    const table = within(dialog).getByRole('table', { name: 'History of Ramesh Gaikwad' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Date', 'Case', 'Diagnosis', 'Condition', 'Treatment']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', '02 Nov 2026', 'Road accident', 'Femur fracture', 'Stable', 'ORIF'],
      ['2', '05 Nov 2026', 'Post-operative', 'Anaemia', '—', '1 unit PRBC'],
    ]);

    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'History of Ramesh Gaikwad' })).toBeNull(),
    );
  });

  it('links to the add-patient form', async () => {
    const { router } = open('/patient', [ramesh]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add Patient' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/add-patient'));
  });
});
