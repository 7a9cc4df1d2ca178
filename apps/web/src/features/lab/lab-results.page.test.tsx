import {
  DEFAULT_LAB_CRITERIA,
  LAB_MESSAGES,
  type LabReport,
  MESSAGES,
  type SampleRow,
} from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { criteriaAnswer, LAB, labReport, observed, paged, sample } from './lab.fixtures';
import { HIDDEN_COLUMNS_KEY, LabResultsPage } from './lab-results.page';

configure({ asyncUtilTimeout: 4000 });

/**
 * The register at /labresult, signed in as Sahyadri Blood Centre; the shared list path answers the register
 * from `reports` and, asked for samples, from `samples`.
 */
function openRegister(
  reports: LabReport[],
  {
    samples = [],
    routes = {},
  }: { samples?: SampleRow[]; routes?: Record<string, (r: FakeRequest) => FakeAnswer> } = {},
) {
  signInInstitution('BloodBank', 'Sahyadri Blood Centre');
  const api = fakeApi({
    [`GET ${LAB.criteria}`]: () => criteriaAnswer(),
    ...routes,
    [`GET ${LAB.list}`]: (request) => {
      if (request.query.type === 'samples') {
        return paged(
          samples.filter((s) => !request.query.status || String(s.status) === request.query.status),
          request,
        );
      }
      const group = request.query.bloodGroup;
      return paged(
        reports.filter((r) => !group || group === 'All' || group === 'Any' || r.bloodGroup === group),
        request,
      );
    },
  });
  const mount = () => {
    const router = createMemoryRouter([{ path: '/labresult', element: <LabResultsPage /> }], {
      initialEntries: ['/labresult'],
    });
    return render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
  };
  const rendered = mount();
  return { api, mount, unmount: rendered.unmount, user: userEvent.setup() };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const rowOf = async (reportNo: string) =>
  (await screen.findByRole('rowheader', { name: reportNo })).closest('tr') as HTMLElement;

describe('the lab register (/labresult)', { timeout: 30_000 }, () => {
  it('lists each result with its date, measures, parameters, result, report, donor and units, newest test first', async () => {
    const { api } = openRegister([
      labReport(
        1,
        {},
        { results: [observed('rbc', '6.1'), observed('wbc', '4.2'), observed('tlc', '3500')] },
      ),
      labReport(2, { outcome: 'unsafe', outcomeNote: 'Lab result Fail' }, { finalResult: 'Fail' }),
      labReport(3, { outcome: 'held' }, { finalResult: 'Conditional Release', conditionalReason: 'Urgent' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Lab Results' });
    expect(headers(table)).toEqual([
      'Date',
      'Report No',
      'Donor ID',
      'Group',
      'BP',
      'Weight',
      'Hb',
      'RBC',
      'WBC',
      'Platelet',
      'ESR',
      'TLC',
      'Result',
      'Units',
      'Details',
    ]);
    const first = await rowOf('R-1');
    for (const text of ['02 Mar 2026', 'RSD-1', '120/80', '62', '13.5', '4.2', 'Pass', 'Released'])
      expect(within(first).getByText(text), text).toBeTruthy();
    // Outside the standard: marked, and said in words to a screen reader.
    const cells = within(first).getAllByRole('cell');
    expect(cells[6]?.textContent).toBe('6.1 H (outside standard)');
    expect(cells[10]?.textContent).toBe('3500 L (outside standard)');
    expect(cells[7]?.textContent).toBe('4.2');
    expect(within(await rowOf('R-2')).getByText('Fail')).toBeTruthy();
    expect(within(await rowOf('R-2')).getByText('Unsafe')).toBeTruthy();
    expect(within(await rowOf('R-3')).getByText('Conditional Release')).toBeTruthy();
    expect(within(await rowOf('R-3')).getByText('Held')).toBeTruthy();
    expect(api.lastGet(LAB.list)).toEqual({ page: '1', limit: '10', sort: 'addedAt', order: 'desc' });
  });

  it('says "No Lab results added yet" when there are none', async () => {
    openRegister([]);
    expect(await screen.findByText(MESSAGES.noLabResults)).toBeTruthy();
  });

  it('filters by the group found', async () => {
    const { api, user } = openRegister([
      labReport(1),
      labReport(2, { bloodGroup: 'B+', unitBloodGroup: 'B+' }),
    ]);
    await rowOf('R-1');
    await user.click(screen.getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'B+' }));
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'R-1' })).toBeNull());
    expect(await rowOf('R-2')).toBeTruthy();
    expect(api.lastGet(LAB.list)?.bloodGroup).toBe('B+');
  });

  it('hides a column chosen in Show/Hide Columns, and still does when the register is opened again', async () => {
    const { mount, unmount, user } = openRegister([labReport(1)]);
    await rowOf('R-1');
    await user.click(screen.getByRole('button', { name: 'Show/Hide Columns' }));
    const popup = await screen.findByRole('dialog', { name: 'Show/Hide Columns' });
    await user.click(within(popup).getByRole('checkbox', { name: 'RBC' }));
    await user.click(within(popup).getByRole('checkbox', { name: 'ESR' }));
    await user.click(within(popup).getByRole('button', { name: 'Done' }));

    const table = screen.getByRole('table', { name: 'Lab Results' });
    expect(headers(table)).not.toContain('RBC');
    expect(headers(table)).not.toContain('ESR');
    expect(headers(table)).toContain('WBC');
    expect(JSON.parse(window.localStorage.getItem(HIDDEN_COLUMNS_KEY) ?? '[]')).toEqual(['rbc', 'esr']);

    unmount();
    mount();
    await rowOf('R-1');
    expect(headers(screen.getByRole('table', { name: 'Lab Results' }))).not.toContain('RBC');
  });
});

describe('a result’s details', { timeout: 30_000 }, () => {
  it('show the report with every parameter, its standard and flag, the screening and the units, and print it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = openRegister([
      labReport(
        1,
        {
          unitNumber: 'A99992612345600',
          bloodGroup: 'B+',
          unitBloodGroup: 'A+',
          outcome: 'held',
          outcomeNote:
            'Bag BAG-1 held: Grouping found B+, the unit is labelled A+: held in quarantine until resolved',
          corrects: { reportNo: 'R-0', reason: 'Hb typed wrong' },
        },
        { results: [observed('rbc', '6.1', 'Recheck'), observed('esr', '12')], comments: 'Lipaemic sample' },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Details of report R-1' }));
    const popup = await screen.findByRole('dialog', { name: 'Lab report R-1' });

    expect(within(popup).getByRole('heading', { name: 'Sahyadri Blood Centre' })).toBeTruthy();
    for (const text of [
      'S-1-1',
      'RSD-1',
      'BAG-1',
      'Dr Mehta',
      'Lipaemic sample',
      'Corrects report R-0: Hb typed wrong',
    ])
      expect(within(popup).getByText(text), text).toBeTruthy();
    expect(within(popup).getByText(/Bag BAG-1 held: Grouping found B\+/)).toBeTruthy();
    expect(within(popup).getAllByText('Mismatch').length).toBeGreaterThan(0);

    const parameters = within(popup).getByRole('table', { name: 'Parameters' });
    const rbc = within(parameters).getByRole('rowheader', { name: 'RBC' }).closest('tr') as HTMLElement;
    expect(
      within(rbc)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6.1 (outside standard)', '4.5-5.5*10^12', 'Recheck']);
    const esr = within(parameters).getByRole('rowheader', { name: 'ESR' }).closest('tr') as HTMLElement;
    expect(
      within(esr)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '0-20 mm/Hr', '—']);

    const screening = within(popup).getByRole('table', { name: 'Mandatory screening' });
    expect(
      within(screening)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['HIV 1 & 2', 'HBsAg', 'HCV', 'Syphilis (VDRL/RPR)', 'Malaria']);
    expect(within(screening).getAllByText('Non-reactive')).toHaveLength(5);

    await user.click(within(popup).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('Correct result opens the form with the result as it stands, and sends the correction with its reason', async () => {
    const { api, user } = openRegister([labReport(1)], {
      routes: {
        [`POST ${LAB.correct}`]: () => ({
          message: 'Lab result corrected. Released to inventory: bag BAG-1',
          content: { data: { _id: 'r-9', sampleId: 's', outcome: 'released', note: 'x', unsafeUnits: [] } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Details of report R-1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lab report R-1' })).getByRole('button', {
        name: 'Correct result',
      }),
    );

    const form = await screen.findByRole('dialog', { name: 'Correct lab result R-1' });
    expect(await within(form).findByRole('textbox', { name: 'Report No' })).toHaveProperty('value', 'R-1');
    expect(within(form).getByRole('textbox', { name: 'RBC (4.5-5.5*10^12)' })).toHaveProperty('value', '5.0');
    expect(within(form).getByRole('textbox', { name: 'Added At' })).toHaveProperty('value', '02/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(within(form).getByRole('alert').textContent).toBe(LAB_MESSAGES.correctionNeedsReason);
    expect(api.posts(LAB.correct)).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Hb (g/dL)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Hb (g/dL)' }), '12.8');
    await user.type(within(form).getByRole('textbox', { name: 'Reason for correction' }), 'Hb typed wrong');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));

    expect(await screen.findByText('Lab result corrected. Released to inventory: bag BAG-1')).toBeTruthy();
    const [body] = api.posts(LAB.correct) as {
      id: string;
      reason: string;
      bloodGroup: string;
      labResults: { Hb: string; addedAt: string; finalResult: string };
    }[];
    expect(body).toMatchObject({
      id: labReport(1)._id,
      reason: 'Hb typed wrong',
      bloodGroup: 'A+',
      labResults: { Hb: '12.8', addedAt: '2026-03-02', finalResult: 'Pass' },
    });
  });
});

describe('Add Result and Set Lab Test Criteria', { timeout: 30_000 }, () => {
  it('Add Result chooses among the samples awaiting their result', async () => {
    const { api, user } = openRegister([labReport(1)], {
      samples: [sample(4, { status: 4, bagId: 'BAG-44' }), sample(5, { status: 3 })],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Result' }));
    const form = await screen.findByRole('dialog', { name: 'Enter lab result' });
    const chooser = await within(form).findByRole('combobox', { name: 'Sample' });
    await vi.waitFor(() => expect(chooser).toHaveProperty('disabled', false));
    await user.click(chooser);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['S-4-1 · bag BAG-44 · donor RSD-4']);
    await user.click(options[0] as HTMLElement);
    expect(await within(form).findByText('BAG-44')).toBeTruthy();
    expect(api.gets(LAB.list)).toContainEqual({
      type: 'samples',
      status: '4',
      page: '1',
      limit: '100',
      sort: 'receivedOn',
      order: 'desc',
    });
  });

  it('Add Result says when no sample is waiting for a result', async () => {
    const { user } = openRegister([labReport(1)]);
    await user.click(await screen.findByRole('button', { name: 'Add Result' }));
    const form = await screen.findByRole('dialog', { name: 'Enter lab result' });
    expect(await within(form).findByText('No samples are waiting for a result')).toBeTruthy();
    // Nothing to fill in that could not be sent.
    expect(within(form).queryByRole('textbox', { name: 'Report No' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  });

  it('Set Lab Test Criteria lists the criteria in use, refuses bad values and saves them all', async () => {
    const criteria = DEFAULT_LAB_CRITERIA.map((c) => (c.id === 'esr' ? { ...c, disable: true } : c));
    const { api, user } = openRegister([labReport(1)], {
      routes: {
        [`GET ${LAB.criteria}`]: () => criteriaAnswer(criteria),
        [`POST ${LAB.setCriteria}`]: (request) => ({
          message: 'Lab criteria saved',
          content: (request.body as { settings: unknown }).settings,
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set Lab Test Criteria' }));
    const popup = await screen.findByRole('dialog', { name: 'Set Lab Test Criteria' });
    const table = await within(popup).findByRole('table', { name: 'Lab test criteria' });
    expect(within(table).queryByRole('textbox', { name: 'Name of ESR' })).toBeNull();
    expect(within(table).getByRole('checkbox', { name: 'On the form: PT' })).toHaveProperty('checked', true);

    const min = within(table).getByRole('textbox', { name: 'Min of RBC' });
    await user.clear(min);
    await user.type(min, 'low');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(within(popup).getByRole('alert').textContent).toBe(MESSAGES.enterValidData);
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(api.posts(LAB.setCriteria)).toEqual([]);

    await user.clear(min);
    await user.type(min, '4.2');
    await user.click(within(table).getByRole('checkbox', { name: 'On the form: PT' }));
    await user.click(within(popup).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lab criteria saved')).toBeTruthy();
    const [body] = api.posts(LAB.setCriteria) as { settings: { labCriteria: typeof criteria } }[];
    const saved = body?.settings.labCriteria ?? [];
    expect(saved.map((c) => c.id)).toEqual(criteria.map((c) => c.id));
    expect(saved.find((c) => c.id === 'rbc')?.min).toBe(4.2);
    expect(saved.find((c) => c.id === 'pt')?.checked).toBe(false);
    expect(saved.find((c) => c.id === 'esr')?.disable).toBe(true);
  });
});
