import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import {
  actionCell,
  CAMP_ID,
  CAMP_PATHS,
  campDonor,
  inProcessDetails,
  openCampDonors,
} from './camp-donors.fixtures';

configure({ asyncUtilTimeout: 4000 });

// Bhavna gave her measures and samples in the Donor Data form and is in the chair.
const bhavna = campDonor(2, { firstName: 'Bhavna', lastName: 'Joshi', bloodGroup: 'O+', donationStatus: 7 });

const TEXT_FIELDS = [
  'Start time (hrs)',
  'End time (hrs)',
  'Volume (ml)',
  'Bag weight (g)',
  'Stored in',
  'Temperature (°C)',
  'Data posted by',
] as const;
const QUESTIONS = [
  'Was the donor comfortable during the process?',
  'Were there clotting issues during or after the process?',
  'Were there issues in the recovery after the donation?',
] as const;

const box = (popup: HTMLElement, label: string) =>
  within(popup).getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
  }) as HTMLInputElement;
const question = (popup: HTMLElement, label: string) =>
  within(popup).getByRole('radiogroup', { name: label });

const donated: FakeAnswer = {
  message: 'Donor donated successfully!',
  content: {
    data: {
      donationId: 'd-1',
      outcome: 'donated',
      reasons: [],
      unit: { _id: 'u-1', unitNumber: 'U-2026-000123', bagId: 'BAG-4411' },
    },
  },
};

async function openApproval(answer: (request: FakeRequest) => FakeAnswer = () => donated) {
  const opened = openCampDonors('BloodBank', [bhavna], {
    [`GET ${CAMP_PATHS.inProcess}`]: () => ({
      message: 'Details',
      content: { data: inProcessDetails(bhavna) },
    }),
    [`POST ${CAMP_PATHS.changeStatus}`]: answer,
  });
  const cell = await actionCell('Bhavna Joshi');
  await opened.user.click(within(cell).getByRole('button', { name: 'Proceed: Bhavna Joshi' }));
  const popup = await screen.findByRole('dialog', { name: 'Donor Data · Approval' });
  await within(popup).findByText('BAG-4411');
  return { ...opened, popup };
}

async function fillAll(user: UserEvent, popup: HTMLElement) {
  const values = ['0915', '0927', '350', '480', 'Camp cooler 2', '4', 'Sunil Patil'];
  for (const [index, label] of TEXT_FIELDS.entries()) await user.type(box(popup, label), values[index] ?? '');
  await user.click(within(question(popup, QUESTIONS[0])).getByRole('radio', { name: 'Yes' }));
  await user.click(within(question(popup, QUESTIONS[1])).getByRole('radio', { name: 'No' }));
  await user.click(within(question(popup, QUESTIONS[2])).getByRole('radio', { name: 'No' }));
}

describe('the approval popup (Proceed)', { timeout: 30_000 }, () => {
  it('loads what the Donor Data form recorded and shows it read-only', async () => {
    const { api, popup } = await openApproval();
    expect(api.gets(CAMP_PATHS.inProcess)).toEqual([{ donorId: bhavna.personId, campId: CAMP_ID }]);
    const facts = Object.fromEntries(
      within(popup)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Name: 'Bhavna Joshi',
      'Donor ID': 'DN-002',
      'Blood Group': 'O+',
      Age: '36',
      'Donor data recorded at': '14 Mar 2026, 10:05',
      'Height (cm)': '172',
      'Weight (kg)': '68',
      'Hb (g/dL)': '13.8',
      'Blood pressure (mmHg)': '120/80',
      'Kit number': 'KIT-77',
      'Bag ID': 'BAG-4411',
      'Bag type': 'Double',
      'Sample ID 3': 'S-3',
    });
    // Nothing recorded is offered for editing here.
    expect(within(popup).queryByRole('textbox', { name: /^Bag ID/ })).toBeNull();
    // Both confirmations start ticked; the questions wait for an answer.
    expect(
      within(popup).getByRole('checkbox', {
        name: 'I have explained the protocols and precautions of donation',
      }),
    ).toHaveProperty('checked', true);
    expect(
      within(popup).getByRole('checkbox', { name: 'The pre-donation health check is filled in' }),
    ).toHaveProperty('checked', true);
    for (const label of QUESTIONS) {
      expect(
        within(question(popup, label))
          .getAllByRole('radio')
          .some((radio) => (radio as HTMLInputElement).checked),
      ).toBe(false);
    }
  });

  it('marks the empty required fields and sends nothing', async () => {
    const { api, popup, user } = await openApproval();
    await user.type(box(popup, 'Volume (ml)'), '350');
    await user.type(box(popup, 'Stored in'), 'Cooler');
    await user.click(within(popup).getByRole('button', { name: 'Approve' }));

    expect((await within(popup).findByRole('alert')).textContent).toBe('All fileds are Required');
    const marked = TEXT_FIELDS.filter((label) => box(popup, label).getAttribute('aria-invalid') === 'true');
    expect(marked).toEqual([
      'Start time (hrs)',
      'End time (hrs)',
      'Bag weight (g)',
      'Temperature (°C)',
      'Data posted by',
    ]);
    expect(document.activeElement).toBe(box(popup, 'Start time (hrs)'));
    for (const label of QUESTIONS) {
      expect(within(question(popup, label)).getAllByRole('radio')[0]?.getAttribute('aria-invalid')).toBe(
        'true',
      );
    }
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([]);
  });

  it('sends Approve with the approval, names the unit made and reloads the donors', async () => {
    const { api, popup, user } = await openApproval();
    await fillAll(user, popup);
    await user.click(
      within(popup).getByRole('checkbox', { name: 'The pre-donation health check is filled in' }),
    );
    const listsBefore = api.gets(CAMP_PATHS.donors).length;
    await user.click(within(popup).getByRole('button', { name: 'Approve' }));

    const done = await screen.findByRole('dialog', { name: 'Donor donated successfully!' });
    expect(done.textContent).toContain('U-2026-000123');
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([
      {
        status: 'Approve',
        donorId: bhavna.personId,
        campId: CAMP_ID,
        sample: {
          startTime: '09:15',
          endTime: '09:27',
          volume: 350,
          weight_2: 480,
          storedIn: 'Camp cooler 2',
          temperature: 4,
          dataPostBy: 'Sunil Patil',
          haveExplainedProtocolsPrecautionsForDonation: true,
          preDonationHealthCheckFilled: false,
          comfortableDuringProcess: 'yes',
          clottingIssuesDuringAfterProcess: 'no',
          issuePostDonationRecovery: 'no',
        },
      },
    ]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Donor Data · Approval' })).toBeNull(),
    );
    // The donors reload a moment later (700 ms).
    await vi.waitFor(() => expect(api.gets(CAMP_PATHS.donors).length).toBeGreaterThan(listsBefore), {
      timeout: 3000,
    });
  });

  it('shows a refusal of the server in the failure popup', async () => {
    const { popup, user } = await openApproval(() => ({
      status: 409,
      message: 'This bag ID is already in use',
    }));
    await fillAll(user, popup);
    await user.click(within(popup).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'This bag ID is already in use' })).toBeTruthy();
  });

  it('says when what was recorded cannot be loaded', async () => {
    const opened = openCampDonors('BloodBank', [bhavna], {
      [`GET ${CAMP_PATHS.inProcess}`]: () => ({ status: 404, message: 'This donor is not in process' }),
    });
    await opened.user.click(
      within(await actionCell('Bhavna Joshi')).getByRole('button', { name: 'Proceed: Bhavna Joshi' }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Donor Data · Approval' });
    const alert = await within(popup).findByRole('alert');
    expect(alert.textContent).toContain('This donor is not in process');
    expect(within(popup).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
