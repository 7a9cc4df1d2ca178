import { LAB_MESSAGES, MESSAGES, type SampleRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { criteriaAnswer, LAB, sample } from './lab.fixtures';
import { LabResultBulkModal } from './lab-result-bulk.modal';

configure({ asyncUtilTimeout: 4000 });

/** Samples S-2-1 and S-3-1, accepted and waiting for their results. */
const SAMPLES = [sample(2, { status: 4 }), sample(3, { status: 4 })];

async function openBulk(
  samples: SampleRow[] = SAMPLES,
  routes: Record<string, (request: FakeRequest) => FakeAnswer> = {},
) {
  signInInstitution('BloodBank');
  const api = fakeApi({ [`GET ${LAB.criteria}`]: () => criteriaAnswer(), ...routes });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<LabResultBulkModal samples={samples} onClose={onClose} onSaved={onSaved} />);
  const popup = await screen.findByRole('dialog', { name: 'Enter lab results' });
  const table = await within(popup).findByRole('table', { name: 'Lab results of the selected samples' });
  return { api, onClose, onSaved, popup, table, user: userEvent.setup() };
}

const cell = (table: HTMLElement, column: string, sampleId: string) =>
  within(table).getByRole(
    /Blood Group|HIV|HBsAg|HCV|Syphilis|Malaria|Final Result/.test(column) ? 'combobox' : 'textbox',
    {
      name: `${column} for ${sampleId}`,
    },
  );

const messageUnderForm = (popup: HTMLElement) =>
  within(popup)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' | ');

describe('the bulk lab result form', { timeout: 30_000 }, () => {
  it('has a row per sample and a column per field, criterion (PT and APTT too) and screening test, Fail by default', async () => {
    const { table } = await openBulk();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Sample ID',
      'Blood Group',
      'Hb (g/dL)',
      'Report No',
      'Weight (kg)',
      'Blood Pressure',
      'Tested By',
      'Added At',
      'RBC (4.5-5.5*10^12)',
      'WBC (4-5*10^9)',
      'Platelet (150-400*10^9)',
      'ESR (0-20 mm/Hr)',
      'TLC (4000-11000/mm^3)',
      'PT (11-13.5 sec)',
      'APTT (25-35 sec)',
      'HIV 1 & 2',
      'HBsAg',
      'HCV',
      'Syphilis (VDRL/RPR)',
      'Malaria',
      'Final Result',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['S-2-1', 'S-3-1']);
    expect(cell(table, 'Final Result', 'S-3-1')).toHaveProperty('value', 'Fail');
    expect(
      within(cell(table, 'Final Result', 'S-3-1'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pass', 'Fail']);
    expect(cell(table, 'HIV 1 & 2', 'S-2-1')).toHaveProperty('value', '');
  });

  it('checks only the first row, one field at a time in the spec’s order, its message under the form', async () => {
    const { api, popup, table, user } = await openBulk();
    const save = within(popup).getByRole('button', { name: 'Save 2 results' });
    await user.click(save);
    expect(messageUnderForm(popup)).toBe(MESSAGES.enterBloodGroup);
    expect(cell(table, 'Blood Group', 'S-2-1').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(cell(table, 'Blood Group', 'S-2-1'), 'O+');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(MESSAGES.enterHb));
    await user.type(cell(table, 'Hb (g/dL)', 'S-2-1'), '13.2');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(MESSAGES.enterReportNo));
    await user.type(cell(table, 'Report No', 'S-2-1'), 'R-21');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(MESSAGES.enterWeight));
    await user.type(cell(table, 'Weight (kg)', 'S-2-1'), '60');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(MESSAGES.enterBloodPressure));
    await user.type(cell(table, 'Blood Pressure', 'S-2-1'), '118/76');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(MESSAGES.enterTestedBy));
    await user.type(cell(table, 'Tested By', 'S-2-1'), 'Dr Mehta');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(''));
    // Added At starts as today; emptied, it is the last required field.
    await user.clear(cell(table, 'Added At', 'S-2-1'));
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(MESSAGES.enterAddedAt));
    await user.type(cell(table, 'Added At', 'S-2-1'), '02032026');
    expect(cell(table, 'Added At', 'S-2-1')).toHaveProperty('value', '02/03/2026');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(''));
    // The second row, still empty, is the server's to check.
    expect(cell(table, 'Blood Group', 'S-3-1').getAttribute('aria-invalid')).not.toBe('true');
    expect(api.posts(LAB.add)).toEqual([]);
  });

  it('sends every row as form "bulk" and puts the server’s refusal of a later row on its cell, named by its sample', async () => {
    const { api, popup, table, user } = await openBulk(SAMPLES, {
      [`POST ${LAB.add}`]: () => ({
        status: 400,
        message: MESSAGES.enterBloodGroup,
        content: { errors: [{ field: 'labs.1.bloodGroup', message: MESSAGES.enterBloodGroup }] },
      }),
    });
    await user.selectOptions(cell(table, 'Blood Group', 'S-2-1'), 'O+');
    await user.type(cell(table, 'Hb (g/dL)', 'S-2-1'), '13.2');
    await user.type(cell(table, 'Report No', 'S-2-1'), 'R-21');
    await user.type(cell(table, 'Weight (kg)', 'S-2-1'), '60');
    await user.type(cell(table, 'Blood Pressure', 'S-2-1'), '118/76');
    await user.type(cell(table, 'Tested By', 'S-2-1'), 'Dr Mehta');
    await user.click(within(popup).getByRole('button', { name: 'Save 2 results' }));

    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(`S-3-1: ${MESSAGES.enterBloodGroup}`));
    expect(cell(table, 'Blood Group', 'S-3-1').getAttribute('aria-invalid')).toBe('true');
    const [body] = api.posts(LAB.add) as { form: string; labs: { sampleId: string }[] }[];
    expect(body?.form).toBe('bulk');
    expect(body?.labs.map((lab) => lab.sampleId)).toEqual(SAMPLES.map((s) => s._id));
  });

  it('refuses a Pass with a reactive test in any row, naming the sample, and sends nothing', async () => {
    const { api, popup, table, user } = await openBulk();
    await user.selectOptions(cell(table, 'Blood Group', 'S-2-1'), 'O+');
    await user.type(cell(table, 'Hb (g/dL)', 'S-2-1'), '13.2');
    await user.type(cell(table, 'Report No', 'S-2-1'), 'R-21');
    await user.type(cell(table, 'Weight (kg)', 'S-2-1'), '60');
    await user.type(cell(table, 'Blood Pressure', 'S-2-1'), '118/76');
    await user.type(cell(table, 'Tested By', 'S-2-1'), 'Dr Mehta');
    await user.selectOptions(cell(table, 'HIV 1 & 2', 'S-3-1'), 'Reactive');
    await user.selectOptions(cell(table, 'Final Result', 'S-3-1'), 'Pass');
    await user.click(within(popup).getByRole('button', { name: 'Save 2 results' }));

    expect(messageUnderForm(popup)).toBe(`S-3-1: ${LAB_MESSAGES.passWithReactive}`);
    expect(api.posts(LAB.add)).toEqual([]);
  });

  it('flags an observation outside its standard in its cell', async () => {
    const { table, user } = await openBulk();
    await user.type(cell(table, 'PT', 'S-3-1'), '20');
    expect(within(table).getByText('Outside 11-13.5 sec')).toBeTruthy();
  });

  it('says what each result did to the units, closes, and offers to dispose of the unsafe ones', async () => {
    const { api, onClose, onSaved, popup, table, user } = await openBulk(SAMPLES, {
      [`POST ${LAB.add}`]: () => ({
        message: '2 lab results saved',
        content: {
          data: [
            {
              _id: 'r-2',
              sampleId: SAMPLES[0]?._id,
              outcome: 'released',
              note: 'Released to inventory: bag BAG-2',
              unsafeUnits: [],
            },
            {
              _id: 'r-3',
              sampleId: SAMPLES[1]?._id,
              outcome: 'unsafe',
              note: 'Lab result Fail: 1 unit marked unsafe (bag BAG-3)',
              unsafeUnits: [{ _id: 'u-3', bagId: 'BAG-3' }],
            },
          ],
        },
      }),
      'POST /api/institution/inventory/change-status': () => ({
        message: '1 units disposed as waste',
        content: { data: [] },
      }),
    });
    await user.selectOptions(cell(table, 'Blood Group', 'S-2-1'), 'O+');
    await user.type(cell(table, 'Hb (g/dL)', 'S-2-1'), '13.2');
    await user.type(cell(table, 'Report No', 'S-2-1'), 'R-21');
    await user.type(cell(table, 'Weight (kg)', 'S-2-1'), '60');
    await user.type(cell(table, 'Blood Pressure', 'S-2-1'), '118/76');
    await user.type(cell(table, 'Tested By', 'S-2-1'), 'Dr Mehta');
    await user.click(within(popup).getByRole('button', { name: 'Save 2 results' }));

    expect(await screen.findByText('2 lab results saved')).toBeTruthy();
    expect(screen.getByText('S-2-1: Released to inventory: bag BAG-2')).toBeTruthy();
    expect(screen.getByText('S-3-1: Lab result Fail: 1 unit marked unsafe (bag BAG-3)')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(api.posts(LAB.add)).toHaveLength(1);

    // The failed bag can never be issued: the lab may dispose of it at once (a Fail without a reactive test
    // is disposed as "Other", naming the failed result).
    const offer = await screen.findByRole('dialog', { name: 'Dispose of the unsafe units now?' });
    expect(within(offer).getByText(/bag BAG-3/)).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Dispose' }));
    expect(await screen.findByText('1 units disposed as waste')).toBeTruthy();
    expect(api.posts('/api/institution/inventory/change-status')).toEqual([
      { type: 'dispose', inventoryIds: ['u-3'], reason: 'other', comment: 'Lab result Fail' },
    ]);
  });
});
