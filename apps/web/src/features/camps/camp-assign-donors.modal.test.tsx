import type { DeputeCandidate } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import { candidate, candidatesAnswer } from '../requests/requests.fixtures';
import { CAMP_ID, CAMP_PATHS, campDonor, donorRow, openCampDonors } from './camp-donors.fixtures';

configure({ asyncUtilTimeout: 4000 });

// The institution's donors who may give on the camp day, by name; Bhavna is already assigned to the camp.
const anil = candidate(1, {
  name: 'Anil Deshmukh',
  donorId: 'DN-101',
  bloodGroup: 'A+',
  address: 'Kothrud, Pune',
});
const bhavna = candidate(2, { name: 'Bhavna Joshi', donorId: 'DN-102', deputed: true });
const chetan = candidate(3, { name: 'Chetan Kale', donorId: 'DN-103', lastDonationDate: '2025-10-01' });
const more = Array.from({ length: 9 }, (_, i) => candidate(10 + i, { name: `Zeta Donor ${i + 1}` }));
const candidates = [anil, bhavna, chetan, ...more];

const already = campDonor(2, { firstName: 'Bhavna', lastName: 'Joshi' });

async function openAssign(
  type: 'BloodBank' | 'NGO' = 'BloodBank',
  depute: (request: FakeRequest) => FakeAnswer = () => ({
    message: 'Assign/Depute successfully',
    content: { data: { deputed: 2 } },
  }),
  rows: DeputeCandidate[] = candidates,
) {
  const opened = openCampDonors(type, [already], {
    [`GET ${CAMP_PATHS.candidates}`]: (request) => candidatesAnswer(rows, request.query),
    [`POST ${CAMP_PATHS.depute}`]: depute,
  });
  await donorRow('Bhavna Joshi');
  await opened.user.click(screen.getByRole('button', { name: 'Assign Donors' }));
  const popup = await screen.findByRole('dialog', { name: 'Assign Donors' });
  await within(popup).findByRole('rowheader', { name: 'Anil Deshmukh' });
  return { ...opened, popup };
}

const box = (popup: HTMLElement, name: string) =>
  within(popup).getByRole('checkbox', { name: new RegExp(`^(Choose )?${name}`) }) as HTMLInputElement;
const assignButton = (popup: HTMLElement) => within(popup).getByRole('button', { name: 'Assign' });

describe('the Assign Donors popup', { timeout: 30_000 }, () => {
  it('lists the donors who may give at the camp, those already assigned shown but not offered', async () => {
    const { api, popup } = await openAssign();
    expect(api.gets(CAMP_PATHS.candidates)).toEqual([
      { type: 'camp', id: CAMP_ID, page: '1', limit: '10', sort: 'name', order: 'asc' },
    ]);
    const table = within(popup).getByRole('table', {
      name: 'Donors who may give at Shivaji Nagar Blood Drive',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Choose', 'Name', 'Donor ID', 'Blood Group', 'Last Donated', 'Address']);
    const anilRow = within(table)
      .getByRole('rowheader', { name: 'Anil Deshmukh' })
      .closest('tr') as HTMLElement;
    expect(
      within(anilRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'DN-101', 'A+', '—', 'Kothrud, Pune']);
    expect(within(table).getByRole('rowheader', { name: 'Bhavna Joshi Assigned' })).toBeTruthy();
    const bhavnaBox = box(popup, 'Bhavna Joshi');
    expect(bhavnaBox.getAttribute('aria-label')).toBe('Bhavna Joshi is already assigned to this camp');
    expect(bhavnaBox.disabled).toBe(true);
    expect(bhavnaBox.checked).toBe(true);
    expect(assignButton(popup)).toHaveProperty('disabled', true);
    expect(within(popup).getByText('Choose at least one donor.')).toBeTruthy();
  });

  it('assigns the ticked donors, from every page looked at, with type camp', async () => {
    const { api, popup, user } = await openAssign();
    await user.click(box(popup, 'Bhavna Joshi'));
    await user.click(box(popup, 'Chetan Kale'));
    await user.click(box(popup, 'Anil Deshmukh'));
    // The twelfth donor is on the second page.
    await user.click(within(popup).getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() =>
      expect(api.lastGet(CAMP_PATHS.candidates)).toMatchObject({ type: 'camp', id: CAMP_ID, page: '2' }),
    );
    await user.click(await within(popup).findByRole('checkbox', { name: /^Choose Zeta Donor 9/ }));
    expect(within(popup).getByText('Donors chosen: 3')).toBeTruthy();
    const listsBefore = api.gets(CAMP_PATHS.donors).length;
    await user.click(assignButton(popup));

    expect(await screen.findByRole('dialog', { name: 'Assign/Depute successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.depute)).toEqual([
      { type: 'camp', id: CAMP_ID, donors: [chetan._id, anil._id, more[8]?._id] },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Donors' })).toBeNull());
    await vi.waitFor(() => expect(api.gets(CAMP_PATHS.donors).length).toBeGreaterThan(listsBefore));
  });

  it('lets an NGO assign its donors to the camp too', async () => {
    const { api, popup, user } = await openAssign('NGO');
    await user.click(box(popup, 'Anil Deshmukh'));
    await user.click(assignButton(popup));
    await screen.findByRole('dialog', { name: 'Assign/Depute successfully' });
    expect(api.posts(CAMP_PATHS.depute)).toEqual([{ type: 'camp', id: CAMP_ID, donors: [anil._id] }]);
  });

  it('searches the donors by name or donor ID, from the first page', async () => {
    const { api, popup, user } = await openAssign();
    await user.type(within(popup).getByRole('searchbox', { name: 'Search donors' }), 'DN-103');
    await vi.waitFor(() =>
      expect(api.lastGet(CAMP_PATHS.candidates)).toEqual({
        type: 'camp',
        id: CAMP_ID,
        page: '1',
        limit: '10',
        sort: 'name',
        order: 'asc',
        search: 'DN-103',
      }),
    );
    await vi.waitFor(() =>
      expect(within(popup).queryByRole('rowheader', { name: 'Anil Deshmukh' })).toBeNull(),
    );
    expect(within(popup).getByRole('rowheader', { name: 'Chetan Kale' })).toBeTruthy();
  });

  it('keeps the popup open with the refusal, and drops a donor the reloaded list shows as assigned', async () => {
    let refused = false;
    const opened = openCampDonors('BloodBank', [already], {
      [`GET ${CAMP_PATHS.candidates}`]: (request) =>
        candidatesAnswer(
          refused ? candidates.map((row) => (row === anil ? { ...anil, deputed: true } : row)) : candidates,
          request.query,
        ),
      [`POST ${CAMP_PATHS.depute}`]: () => {
        refused = true;
        return { status: 409, message: 'A chosen donor is already assigned to this camp' };
      },
    });
    await donorRow('Bhavna Joshi');
    await opened.user.click(screen.getByRole('button', { name: 'Assign Donors' }));
    const popup = await screen.findByRole('dialog', { name: 'Assign Donors' });
    await within(popup).findByRole('rowheader', { name: 'Anil Deshmukh' });
    await opened.user.click(box(popup, 'Anil Deshmukh'));
    await opened.user.click(box(popup, 'Chetan Kale'));
    await opened.user.click(assignButton(popup));

    const alert = await within(popup).findByRole('alert');
    expect(alert.textContent).toContain('Not assigned');
    expect(alert.textContent).toContain('A chosen donor is already assigned to this camp');
    await vi.waitFor(() => expect(box(popup, 'Anil Deshmukh').disabled).toBe(true));
    expect(within(popup).getByText('Donors chosen: 1')).toBeTruthy();
  });

  it('closes on Escape without assigning', async () => {
    const { api, popup, user } = await openAssign();
    await user.click(box(popup, 'Anil Deshmukh'));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Donors' })).toBeNull());
    expect(api.posts(CAMP_PATHS.depute)).toEqual([]);
  });
});
