import { indiaToday, LAB_MESSAGES, MESSAGES, SCREENING_TESTS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { criteriaAnswer, LAB, sample } from './lab.fixtures';
import { LabResultFormModal, type LabResultTarget } from './lab-result-form.modal';

configure({ asyncUtilTimeout: 4000 });

/** Sample S-2-1 of bag BAG-2, accepted and waiting for its result. */
const waiting = sample(2, { status: 4 });

/** The single result popup for `target`, the lab's criteria the defaults, the API answering `routes`. */
async function openForm(
  target: LabResultTarget = { kind: 'sample', sample: waiting },
  routes: Record<string, (request: FakeRequest) => FakeAnswer> = {},
) {
  signInInstitution('BloodBank');
  const api = fakeApi({ [`GET ${LAB.criteria}`]: () => criteriaAnswer(), ...routes });
  const onClose = vi.fn();
  renderWithProviders(<LabResultFormModal target={target} onClose={onClose} />);
  const popup = await screen.findByRole('dialog', { name: /lab result/ });
  await within(popup).findByRole('textbox', { name: 'Report No' });
  return { api, onClose, popup, user: userEvent.setup() };
}

const box = (popup: HTMLElement, name: string) => within(popup).getByRole('textbox', { name });

async function chooseGroup(user: UserEvent, popup: HTMLElement, group: string) {
  await user.click(within(popup).getByRole('combobox', { name: 'Blood Group found' }));
  await user.click(await screen.findByRole('option', { name: group }));
}

/** Records each screening test: every test non-reactive unless told otherwise. */
async function recordScreening(
  user: UserEvent,
  popup: HTMLElement,
  outcomes: Partial<Record<string, 'Non-reactive' | 'Reactive'>> = {},
) {
  for (const test of SCREENING_TESTS) {
    const group = within(popup).getByRole('radiogroup', { name: test.label });
    await user.click(within(group).getByRole('radio', { name: outcomes[test.label] ?? 'Non-reactive' }));
  }
}

async function chooseFinal(user: UserEvent, popup: HTMLElement, result: string) {
  const group = within(popup).getByRole('radiogroup', { name: 'Final Result' });
  await user.click(within(group).getByRole('radio', { name: result }));
}

const messageUnderForm = (popup: HTMLElement) =>
  within(popup)
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' | ');

describe('the single lab result form', { timeout: 30_000 }, () => {
  it('shows the sample it is for, read-only, and asks every criterion with its standard', async () => {
    const { popup } = await openForm();
    for (const text of ['S-2-1', 'RSD-2', 'BAG-2', '01 Mar 2026'])
      expect(within(popup).getByText(text)).toBeTruthy();
    for (const label of [
      'RBC (4.5-5.5*10^12)',
      'WBC (4-5*10^9)',
      'Platelet (150-400*10^9)',
      'ESR (0-20 mm/Hr)',
      'TLC (4000-11000/mm^3)',
      'PT (11-13.5 sec)',
      'APTT (25-35 sec)',
    ])
      expect(box(popup, label)).toBeTruthy();
    expect(box(popup, 'Laboratory')).toHaveProperty('value', 'Laboratory');
    // Every screening test starts without an outcome, and the result is Fail until changed.
    for (const radio of within(popup).getAllByRole('radio', { name: /reactive/i }))
      expect(radio).toHaveProperty('checked', false);
    expect(within(popup).getByRole('radio', { name: 'Fail' })).toHaveProperty('checked', true);
  });

  it('sent empty, says "All Fileds Is Required" under the form with the first missing field, and sends nothing', async () => {
    const { api, popup, user } = await openForm();
    await user.click(within(popup).getByRole('button', { name: 'Save result' }));

    const under = messageUnderForm(popup);
    expect(under).toContain(MESSAGES.allFiledsRequired);
    expect(under).toContain(MESSAGES.enterBloodGroup);
    const group = within(popup).getByRole('combobox', { name: 'Blood Group found' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(group));
    expect(box(popup, 'Report No').getAttribute('aria-invalid')).toBe('true');
    expect(within(popup).getByText(MESSAGES.enterReportNo)).toBeTruthy();
    expect(api.posts(LAB.add)).toEqual([]);
  });

  it('then names the missing fields one at a time, in the form’s order', async () => {
    const { api, popup, user } = await openForm();
    await user.click(within(popup).getByRole('button', { name: 'Save result' }));
    await chooseGroup(user, popup, 'B+');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toContain(MESSAGES.enterReportNo));
    await user.type(box(popup, 'Report No'), 'R-9');
    await vi.waitFor(() => expect(messageUnderForm(popup)).toContain(MESSAGES.enterTestedBy));
    await user.type(box(popup, 'Tested By'), 'Dr Mehta');
    await user.clear(box(popup, 'Added At'));
    await vi.waitFor(() => expect(messageUnderForm(popup)).toContain(MESSAGES.enterAddedAt));
    expect(api.posts(LAB.add)).toEqual([]);
  });

  it('refuses a Pass with a reactive test, or without every test recorded, and sends nothing', async () => {
    const { api, popup, user } = await openForm();
    await chooseGroup(user, popup, 'A+');
    await user.type(box(popup, 'Report No'), 'R-9');
    await user.type(box(popup, 'Tested By'), 'Dr Mehta');
    await chooseFinal(user, popup, 'Pass');

    await user.click(within(popup).getByRole('button', { name: 'Save result' }));
    expect(messageUnderForm(popup)).toBe(LAB_MESSAGES.passNeedsScreening);

    await recordScreening(user, popup, { 'HIV 1 & 2': 'Reactive' });
    await user.click(within(popup).getByRole('button', { name: 'Save result' }));
    expect(messageUnderForm(popup)).toBe(LAB_MESSAGES.passWithReactive);
    expect(api.posts(LAB.add)).toEqual([]);
  });

  it('asks the reason of a conditional release', async () => {
    const { api, popup, user } = await openForm();
    await chooseGroup(user, popup, 'A+');
    await user.type(box(popup, 'Report No'), 'R-9');
    await user.type(box(popup, 'Tested By'), 'Dr Mehta');
    await recordScreening(user, popup);
    expect(within(popup).queryByRole('textbox', { name: 'Reason for conditional release' })).toBeNull();
    await chooseFinal(user, popup, 'Conditional Release');

    await user.click(within(popup).getByRole('button', { name: 'Save result' }));
    expect(messageUnderForm(popup)).toBe(LAB_MESSAGES.conditionalNeedsReason);
    expect(box(popup, 'Reason for conditional release').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts(LAB.add)).toEqual([]);
  });

  it('flags an observation outside its standard as it is typed', async () => {
    const { popup, user } = await openForm();
    const rbc = box(popup, 'RBC (4.5-5.5*10^12)');
    await user.type(rbc, '7.2');
    const flag = within(popup).getByText('Outside 4.5-5.5*10^12');
    expect(rbc.getAttribute('aria-describedby')).toContain(flag.closest('[id]')?.id);

    await user.clear(rbc);
    await user.type(rbc, '5');
    expect(within(popup).queryByText('Outside 4.5-5.5*10^12')).toBeNull();
  });

  it('sends the result as the contract’s entry, then says what happened to the units and closes', async () => {
    const note = 'Released to inventory: bag BAG-2';
    const { api, onClose, popup, user } = await openForm(undefined, {
      [`POST ${LAB.add}`]: () => ({
        message: `Lab result saved. ${note}`,
        content: {
          data: [{ _id: 'r-1', sampleId: waiting._id, outcome: 'released', note, unsafeUnits: [] }],
        },
      }),
    });
    await chooseGroup(user, popup, 'A+');
    await user.type(box(popup, 'Report No'), 'R-9');
    await user.type(box(popup, 'Tested By'), 'Dr Mehta');
    await user.type(box(popup, 'Weight (kg)'), '62');
    await user.type(box(popup, 'Blood Pressure'), '120/80');
    await user.type(box(popup, 'Hb (g/dL)'), '13.5');
    await user.type(box(popup, 'RBC (4.5-5.5*10^12)'), '5.1');
    await user.type(box(popup, 'Remarks on RBC'), 'Normocytic');
    await recordScreening(user, popup);
    await chooseFinal(user, popup, 'Pass');
    await user.click(within(popup).getByRole('button', { name: 'Save result' }));

    expect(await screen.findByText(`Lab result saved. ${note}`)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.posts(LAB.add)).toEqual([
      {
        form: 'single',
        labs: [
          {
            sampleId: waiting._id,
            bloodGroup: 'A+',
            labResults: {
              reportNo: 'R-9',
              weight: '62',
              bloodPressure: '120/80',
              Hb: '13.5',
              laboratory: 'Laboratory',
              testedBy: 'Dr Mehta',
              addedAt: indiaToday(),
              results: [{ id: 'rbc', parameter: 'RBC', observation: '5.1', remarks: 'Normocytic' }],
              screening: {
                hiv: 'nonReactive',
                hbsag: 'nonReactive',
                hcv: 'nonReactive',
                syphilis: 'nonReactive',
                malaria: 'nonReactive',
              },
              finalResult: 'Pass',
              comments: '',
            },
          },
        ],
      },
    ]);
  });

  it('shows the server’s refusal under the form and stays open', async () => {
    const refusal = `${LAB_MESSAGES.alreadyResulted}: S-2-1`;
    const { onClose, popup, user } = await openForm(undefined, {
      [`POST ${LAB.add}`]: () => ({ status: 409, message: refusal }),
    });
    await chooseGroup(user, popup, 'A+');
    await user.type(box(popup, 'Report No'), 'R-9');
    await user.type(box(popup, 'Tested By'), 'Dr Mehta');
    await user.click(within(popup).getByRole('button', { name: 'Save result' }));

    await vi.waitFor(() => expect(messageUnderForm(popup)).toBe(refusal));
    expect(onClose).not.toHaveBeenCalled();
  });
});
