import type { CampRow, InstitutionType } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openAsInstitution } from '../requests/requests.fixtures';
import { CAMP_PATHS, campId, campRoutes, campRow } from './camps.fixtures';

configure({ asyncUtilTimeout: 4000 });

const running = [
  campRow(1, { campName: 'Blood Drive Kothrud', venue: 'Kothrud Hall', date: '2030-03-12', noDonors: 4 }),
  campRow(2, { campName: 'Aundh Camp', venue: 'Aundh Gymkhana', date: '2030-03-20', noDonors: 12 }),
  campRow(3, { campName: 'Camp at Baner', venue: 'Baner School', date: '2030-03-05', noDonors: 0 }),
];
const waiting = campRow(4, {
  campName: 'Jeevan Dhara Drive',
  status: 'Pending',
  can: { schedule: true, decline: true, deactivate: false, remove: false },
});
const draft = campRow(5, {
  campName: 'Half-planned Camp',
  status: 'Draft',
  addedBy: { ...campRow(5).addedBy, institutionName: 'Test BloodBank', institutionType: 'BloodBank' },
  can: { schedule: true, decline: false, deactivate: false, remove: true },
});

function openCamps(rows: CampRow[], path = '/camp', type: InstitutionType = 'BloodBank') {
  return openAsInstitution(type, path, campRoutes(rows));
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/camp, the list of camps of a blood centre', () => {
  it('lists the running camps with the spec’s columns, newest day first, each with its Donors button', async () => {
    const { api, address } = openCamps([...running, waiting, draft]);
    expect(await screen.findByRole('heading', { name: 'List of Camps', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Accepted', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Organise Camp' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Accepted camps' });
    await within(table).findByRole('rowheader', { name: 'Aundh Camp' });
    expect(names(table)).toEqual(['Aundh Camp', 'Blood Drive Kothrud', 'Camp at Baner']);
    expect(api.lastGet(CAMP_PATHS.list)).toEqual({
      page: '1',
      limit: '10',
      sort: 'date',
      order: 'desc',
      type: 'Accepted',
    });
    expect(address()).toEqual({});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Camp Name', 'Venue', 'Organiser', 'Mobile no.', 'Donors', 'Action']);
    const row = within(table).getByRole('rowheader', { name: 'Aundh Camp' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20 Mar 2030', 'Aundh Gymkhana', 'Test BloodBank', '+91 9822000001', '12', 'Donors']);
    expect(within(row).getByRole('link', { name: 'Aundh Camp' }).getAttribute('href')).toBe(
      `/camp-details/${campId(2)}`,
    );
    expect(within(row).getByRole('link', { name: 'Donors of Aundh Camp' }).getAttribute('href')).toBe(
      `/camp/donors_List?campId=${campId(2)}`,
    );
  });

  it('says "No Camp List" when no camp runs, and "No Pending Camp List" when none waits', async () => {
    const { user, address, api } = openCamps([]);
    expect(await screen.findByText('No Camp List')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('No Pending Camp List')).toBeTruthy();
    expect(address()).toEqual({ type: 'Pending' });
    expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ type: 'Pending', page: '1' });
  });

  it('shows the camps waiting for an answer with Pending, and the drafts with Edit Draft', async () => {
    const { user } = openCamps([...running, waiting, draft], '/camp?type=Pending');
    const table = await screen.findByRole('table', { name: 'Pending camps' });
    await within(table).findByRole('rowheader', { name: 'Jeevan Dhara Drive' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Camp Name', 'Venue', 'Organiser', 'Mobile no.', 'Status', 'Action']);
    expect(within(table).getByRole('button', { name: 'Pending: Jeevan Dhara Drive' }).textContent).toBe(
      'Pending',
    );
    expect(within(table).getByRole('button', { name: 'Edit Draft Half-planned Camp' }).textContent).toBe(
      'Edit Draft',
    );

    await user.click(within(table).getByRole('button', { name: 'Pending: Jeevan Dhara Drive' }));
    expect(
      await screen.findByRole('dialog', { name: 'Request to initate blood donation camp' }),
    ).toBeTruthy();
  });

  it('sorts by a header, turning the order round on a second click, and keeps it in the address', async () => {
    const { api, address, user } = openCamps(running);
    const table = await screen.findByRole('table', { name: 'Accepted camps' });
    await within(table).findByRole('rowheader', { name: 'Aundh Camp' });

    await user.click(within(table).getByRole('button', { name: 'Camp Name' }));
    await vi.waitFor(() =>
      expect(names(table)).toEqual(['Aundh Camp', 'Blood Drive Kothrud', 'Camp at Baner']),
    );
    expect(address()).toEqual({ sort: 'campName', order: 'asc' });
    expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ sort: 'campName', order: 'asc' });

    await user.click(within(table).getByRole('button', { name: 'Camp Name' }));
    await vi.waitFor(() =>
      expect(names(table)).toEqual(['Camp at Baner', 'Blood Drive Kothrud', 'Aundh Camp']),
    );
    expect(address()).toEqual({ sort: 'campName' });
    expect(
      within(table).getByRole('button', { name: 'Camp Name' }).closest('th')?.getAttribute('aria-sort'),
    ).toBe('descending');

    await user.click(within(table).getByRole('button', { name: 'Donors' }));
    await vi.waitFor(() =>
      expect(names(table)).toEqual(['Camp at Baner', 'Blood Drive Kothrud', 'Aundh Camp']),
    );
    expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ sort: 'donors', order: 'asc' });

    await user.click(within(table).getByRole('button', { name: 'Date' }));
    await vi.waitFor(() =>
      expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ sort: 'date', order: 'asc' }),
    );
    await user.click(within(table).getByRole('button', { name: 'Date' }));
    // Newest first again: the plain address.
    await vi.waitFor(() => expect(address()).toEqual({}));
  });

  it('pages on the server, ten rows unless chosen, and searches only with something typed', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      campRow(i + 10, {
        campName: `Camp ${String(i + 1).padStart(2, '0')}`,
        date: `2030-04-${String(i + 1).padStart(2, '0')}`,
      }),
    );
    const { api, address, user } = openCamps(many);
    const table = await screen.findByRole('table', { name: 'Accepted camps' });
    await within(table).findByRole('rowheader', { name: 'Camp 12' });
    expect(names(table)).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(names(table)).toEqual(['Camp 02', 'Camp 01']));
    expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ page: '2', limit: '10' });
    expect(address()).toEqual({ page: '2' });

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await vi.waitFor(() => expect(names(table)).toHaveLength(12));
    expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ page: '1', limit: '20' });

    expect(api.gets(CAMP_PATHS.list).every((query) => !('search' in query))).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Camp 07{Enter}');
    await vi.waitFor(() => expect(names(table)).toEqual(['Camp 07']));
    expect(api.lastGet(CAMP_PATHS.list)).toMatchObject({ search: 'Camp 07' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(names(table)).toHaveLength(12));
    // The empty box asks for the list without a search again (answered from the cache here).
    expect(address()).not.toHaveProperty('search');
  });

  it('opens the Create Camp popup on arrival at /camp?create=1, and leaves the address plain', async () => {
    const { address } = openCamps(running, '/camp?create=1');
    expect(await screen.findByRole('dialog', { name: 'Create Camp' })).toBeTruthy();
    expect(address()).toEqual({});
  });
});

describe('/camp, the camps of an NGO', () => {
  const declined = campRow(6, {
    campName: 'Lucknow Youth Drive',
    status: 'Declined',
    declineComment: 'Our van is booked that week.',
    bloodBankReference: { _id: 'bank-1', institutionName: 'Sahyadri Blood Centre' },
    can: { schedule: false, decline: false, deactivate: false, remove: true },
  });

  it('lists them through the NGO’s own call, On Going and Created, with Create Camp', async () => {
    const { api, user } = openCamps([running[0] as CampRow, declined], '/camp', 'NGO');
    expect(await screen.findByRole('tab', { name: 'On Going', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Camp' })).toBeTruthy();
    const onGoing = await screen.findByRole('table', { name: 'On Going camps' });
    await within(onGoing).findByRole('rowheader', { name: 'Blood Drive Kothrud' });
    expect(api.lastGet(CAMP_PATHS.ngoList)).toMatchObject({ type: 'Accepted' });
    expect(api.gets(CAMP_PATHS.list)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Created' }));
    const created = await screen.findByRole('table', { name: 'Created camps' });
    await within(created).findByRole('rowheader', { name: 'Lucknow Youth Drive' });
    expect(api.lastGet(CAMP_PATHS.ngoList)).toMatchObject({ type: 'Pending' });
    expect(
      within(created)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Camp Name', 'Venue', 'Blood Bank', 'Status', 'Action']);

    await user.click(within(created).getByRole('button', { name: 'Details of Lucknow Youth Drive' }));
    const popup = await screen.findByRole('dialog', { name: 'Lucknow Youth Drive' });
    expect(within(popup).getByText('Declined')).toBeTruthy();
    expect(within(popup).getByText('Our van is booked that week.')).toBeTruthy();
    expect(within(popup).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Schedule' })).toBeNull();
    // The NGO's view shows no registration ID of the adder.
    expect(within(popup).queryByText(/RS-NGO-0042/)).toBeNull();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lucknow Youth Drive' })).toBeNull());
  });

  it('says "No donation drives planned" when no camp of its own is on', async () => {
    openCamps([], '/camp', 'NGO');
    expect(await screen.findByText('No donation drives planned')).toBeTruthy();
  });
});

describe('/camp for a hospital', () => {
  it('says that camps are run by blood banks, and asks nothing', async () => {
    const { api } = openCamps(running, '/camp', 'Hospital');
    expect(await screen.findByText('Camps are run by blood banks')).toBeTruthy();
    expect(api.gets(CAMP_PATHS.list)).toEqual([]);
    expect(api.gets(CAMP_PATHS.ngoList)).toEqual([]);
  });
});
