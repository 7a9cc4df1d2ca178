import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import { actionCell, CAMP_ID, CAMP_PATHS, campDonor, openCampDonors } from './camp-donors.fixtures';

configure({ asyncUtilTimeout: 4000 });

const anil = campDonor(1, { firstName: 'Anil', lastName: 'Deshmukh', bloodGroup: 'A+' });

const FIELDS = [
  'Height (cm)',
  'Weight (kg)',
  'Hb (g/dL)',
  'Blood pressure (mmHg)',
  'Kit number',
  'Bag ID',
  'Sample ID 1',
  'Sample ID 2',
  'Sample ID 3',
] as const;

const box = (popup: HTMLElement, label: string) =>
  within(popup).getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`),
  }) as HTMLInputElement;

async function openDonorData(answer: (request: FakeRequest) => FakeAnswer) {
  const opened = openCampDonors('BloodBank', [anil], { [`POST ${CAMP_PATHS.changeStatus}`]: answer });
  const cell = await actionCell('Anil Deshmukh');
  await opened.user.click(within(cell).getByRole('button', { name: 'Donate: Anil Deshmukh' }));
  const popup = await screen.findByRole('dialog', { name: 'Donor Data' });
  return { ...opened, popup };
}

async function fill(
  user: UserEvent,
  popup: HTMLElement,
  values: Partial<Record<(typeof FIELDS)[number], string>>,
) {
  for (const [label, value] of Object.entries(values)) await user.type(box(popup, label), value);
}

const complete = {
  'Height (cm)': '172',
  'Weight (kg)': '68',
  'Hb (g/dL)': '13.5',
  'Blood pressure (mmHg)': '120/80',
  'Kit number': 'KIT-77',
  'Bag ID': 'BAG-4411',
  'Sample ID 1': 'S-1',
  'Sample ID 2': 'S-2',
  'Sample ID 3': 'S-3',
};

const inProcess: FakeAnswer = {
  message: 'Donation in process',
  content: { data: { donationId: 'd-1', outcome: 'inProcess', reasons: [], unit: null } },
};

describe('the Donor Data popup (Donate)', { timeout: 30_000 }, () => {
  it('shows who donates and asks for the measures, the bag and the samples', async () => {
    const { popup } = await openDonorData(() => inProcess);
    const facts = within(popup)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(facts).toEqual(['Anil Deshmukh', 'DN-001', 'A+']);
    for (const label of FIELDS) expect(box(popup, label).value).toBe('');
    const bagType = within(popup).getByRole('radiogroup', { name: 'Bag type' });
    expect(
      within(bagType)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['single', 'double', 'SAGM', 'quardruple']);
    expect(within(bagType).getByRole('radio', { name: 'Single' })).toHaveProperty('checked', true);
  });

  it('says "All fileds are Required" and marks every empty field, sending nothing', async () => {
    const { api, popup, user } = await openDonorData(() => inProcess);
    await fill(user, popup, { 'Height (cm)': '172', 'Blood pressure (mmHg)': '120/80', 'Bag ID': 'BAG-1' });
    await user.click(within(popup).getByRole('button', { name: 'Submit' }));

    expect((await within(popup).findByRole('alert')).textContent).toBe('All fileds are Required');
    const marked = FIELDS.filter((label) => box(popup, label).getAttribute('aria-invalid') === 'true');
    expect(marked).toEqual([
      'Weight (kg)',
      'Hb (g/dL)',
      'Kit number',
      'Sample ID 1',
      'Sample ID 2',
      'Sample ID 3',
    ]);
    // The first empty field takes focus.
    expect(document.activeElement).toBe(box(popup, 'Weight (kg)'));
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([]);

    // Filling them clears the marks; a range the contract refuses is said on its field.
    await fill(user, popup, {
      'Weight (kg)': '68',
      'Hb (g/dL)': '40',
      'Kit number': 'K',
      'Sample ID 1': 'a',
      'Sample ID 2': 'b',
      'Sample ID 3': 'c',
    });
    await user.click(within(popup).getByRole('button', { name: 'Submit' }));
    expect(await within(popup).findByText('Haemoglobin in g/dL must be at most 25')).toBeTruthy();
    expect(within(popup).queryByText('All fileds are Required')).toBeNull();
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([]);
  });

  it('sends DonationInProcess with the person, the camp and the sample, then reloads the donors', async () => {
    const { api, popup, user } = await openDonorData(() => inProcess);
    await fill(user, popup, complete);
    await user.click(within(popup).getByRole('radio', { name: 'SAGM' }));
    const listsBefore = api.gets(CAMP_PATHS.donors).length;
    await user.click(within(popup).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('dialog', { name: 'Donation in process' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([
      {
        status: 'DonationInProcess',
        donorId: anil.personId,
        campId: CAMP_ID,
        sample: {
          height: 172,
          weight_1: 68,
          hb: 13.5,
          bp: '120/80',
          kitNumber: 'KIT-77',
          bagId: 'BAG-4411',
          bagType: 'SAGM',
          sampleId_1: 'S-1',
          sampleId_2: 'S-2',
          sampleId_3: 'S-3',
        },
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Donor Data' })).toBeNull());
    // The donors reload a moment later (400 ms).
    await vi.waitFor(() => expect(api.gets(CAMP_PATHS.donors).length).toBeGreaterThan(listsBefore));
  });

  it('lists the reasons when the donor is deferred at screening, and reloads the donors', async () => {
    const { api, popup, user } = await openDonorData(() => ({
      message: 'Donor deferred',
      content: {
        data: {
          donationId: 'd-1',
          outcome: 'deferred',
          reasons: ['Haemoglobin below 12.5 g/dL', 'Blood pressure above 180/100'],
          unit: null,
        },
      },
    }));
    await fill(user, popup, { ...complete, 'Hb (g/dL)': '11' });
    const listsBefore = api.gets(CAMP_PATHS.donors).length;
    await user.click(within(popup).getByRole('button', { name: 'Submit' }));

    const deferred = await screen.findByRole('dialog', { name: 'Donor deferred' });
    expect(within(deferred).getByText('Anil Deshmukh (DN-001) was deferred at screening.')).toBeTruthy();
    expect(
      within(deferred)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Haemoglobin below 12.5 g/dL', 'Blood pressure above 180/100']);
    await vi.waitFor(() => expect(api.gets(CAMP_PATHS.donors).length).toBeGreaterThan(listsBefore));
    await user.click(within(deferred).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Donor deferred' })).toBeNull());
  });

  it('shows a refusal of the server in the failure popup, the form kept', async () => {
    const { popup, user } = await openDonorData(() => ({
      status: 409,
      message: 'This donor is already in process at this camp',
    }));
    await fill(user, popup, complete);
    await user.click(within(popup).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('dialog', { name: 'This donor is already in process at this camp' }),
    ).toBeTruthy();
    expect(box(screen.getByRole('dialog', { name: 'Donor Data' }), 'Bag ID').value).toBe('BAG-4411');
  });

  it('closes on Escape', async () => {
    const { api, popup, user } = await openDonorData(() => inProcess);
    await user.type(box(popup, 'Height (cm)'), '170');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Donor Data' })).toBeNull());
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([]);
  });
});
