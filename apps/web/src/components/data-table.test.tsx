import { Button, Select } from '@mantine/core';
import {
  BLOOD_GROUPS,
  bloodGroupFilter,
  chosenBloodGroup,
  endpoint,
  listContentSchema,
  listQuerySchema,
} from '@raktsetu/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Providers } from '../app/providers';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

configure({ asyncUtilTimeout: 3000 });

// A list endpoint shaped like the donor lists to come: blood-group filter and a list's own filter (status).
const donorRow = z.object({
  _id: z.string(),
  name: z.string(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  status: z.enum(['Active', 'Blocked']),
});
type Donor = z.infer<typeof donorRow>;
const donorList = endpoint({
  method: 'GET',
  path: '/api/test/donors',
  auth: { kind: 'institution' },
  domain: 'donors',
  summary: 'Donors, one page',
  query: listQuerySchema({ sort: ['name', 'bloodGroup'], defaultSort: 'name' }).extend({
    ...bloodGroupFilter,
    status: z.enum(['Active', 'Blocked']).optional(),
  }),
  response: listContentSchema(donorRow),
});

const DONORS: Donor[] = Array.from({ length: 34 }, (_, i) => ({
  _id: `donor-${String(i + 1).padStart(2, '0')}`,
  name: `Donor ${String(i + 1).padStart(2, '0')}`,
  bloodGroup: BLOOD_GROUPS[i % BLOOD_GROUPS.length] ?? 'A+',
  status: i % 5 === 0 ? 'Blocked' : 'Active',
}));

/** The list API, paging, sorting and filtering DONORS; every call is recorded, and one may be held back. */
function donorApi(options: { failures?: number; rows?: Donor[] } = {}) {
  const calls: Record<string, string>[] = [];
  let failures = options.failures ?? 0;
  let hold: Promise<void> | null = null;
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const q = Object.fromEntries(url.searchParams);
    calls.push(q);
    if (hold) await hold;
    if (failures > 0) {
      failures -= 1;
      return new Response(JSON.stringify({ code: 500, message: 'The server is busy', content: {} }), {
        status: 500,
      });
    }
    const group = chosenBloodGroup(q.bloodGroup);
    const sort = (q.sort ?? 'name') as 'name' | 'bloodGroup';
    const found = (options.rows ?? DONORS)
      .filter((donor) => !q.search || donor.name.toLowerCase().includes(q.search.toLowerCase()))
      .filter((donor) => !group || donor.bloodGroup === group)
      .filter((donor) => !q.status || donor.status === q.status)
      .sort((a, b) => a[sort].localeCompare(b[sort]) * (q.order === 'desc' ? -1 : 1));
    const page = Number(q.page);
    const limit = Number(q.limit);
    const data = found.slice((page - 1) * limit, page * limit);
    return new Response(
      JSON.stringify({ code: 200, message: 'Donors', content: { data, total: found.length } }),
    );
  };
  return {
    fetchMock,
    calls,
    last: () => calls[calls.length - 1],
    /** Holds every answer back until the returned function is called. */
    holdAnswers: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

const columns: DataTableColumn<typeof donorList>[] = [
  { id: 'name', header: 'Name', sort: 'name', rowHeader: true, cell: (row) => row.name },
  { id: 'group', header: 'Blood group', sort: 'bloodGroup', cell: (row) => row.bloodGroup },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];

type Props = Partial<DataTableProps<typeof donorList>>;

function renderTable(path: string, element: ReactNode, api = donorApi()) {
  vi.stubGlobal('fetch', api.fetchMock);
  const router = createMemoryRouter([{ path: '/donors', element }], { initialEntries: [path] });
  // The app retries a failed list once; here a failure shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { api, router, address };
}

function donorTable(path = '/donors', props: Props = {}, api = donorApi()) {
  return renderTable(
    path,
    <DataTable
      endpoint={donorList}
      label="Donors"
      columns={columns}
      emptyText="No Data Available"
      search={{ placeholder: 'Name or donor ID' }}
      bloodGroupFilter
      {...props}
    />,
    api,
  );
}

const table = () => screen.getByRole('table', { name: 'Donors' });
const names = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('pages on the server and says "1–10 of 34"', async () => {
    const { api, address } = donorTable();
    const user = userEvent.setup();
    expect(await screen.findByRole('rowheader', { name: 'Donor 01' })).toBeTruthy();
    expect(api.last()).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' });
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 34')).toBeTruthy();
    expect(address()).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('11–20 of 34')).toBeTruthy();
    expect(names()[0]).toBe('Donor 11');
    expect(address()).toEqual({ page: '2' });
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers 10, 20, 50 and 100 rows per page, and a new size starts at page 1', async () => {
    const { api, address } = donorTable('/donors?page=3');
    const user = userEvent.setup();
    expect(await screen.findByText('21–30 of 34')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(await screen.findByRole('option', { name: '20' }));
    expect(await screen.findByText('1–20 of 34')).toBeTruthy();
    expect(address()).toEqual({ limit: '20' });
    expect(api.last()).toMatchObject({ page: '1', limit: '20' });
  });

  it('sorts by a header, toggling the direction, with aria-sort on the column header', async () => {
    const { api, address } = donorTable('/donors?page=2');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Donor 11' });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    // Only the sorted column says its order; a column without a sort field has no sort button.
    expect(header('Blood group').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Blood group')).getByRole('button', { name: 'Blood group' })).toBeTruthy();
    expect(header('Status').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Status')).queryByRole('button')).toBeNull();

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await vi.waitFor(() => expect(names()[0]).toBe('Donor 34'));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(address()).toEqual({ order: 'desc' });

    await user.click(screen.getByRole('button', { name: 'Blood group' }));
    await vi.waitFor(() =>
      expect(api.last()).toEqual({ page: '1', limit: '10', sort: 'bloodGroup', order: 'asc' }),
    );
    expect(header('Blood group').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(address()).toEqual({ sort: 'bloodGroup' });
  });

  it('searches once typing pauses, from page 1, and keeps the term in the address', async () => {
    const { api, address } = donorTable('/donors?page=3');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Donor 21' });
    const before = api.calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'donor 3');
    await vi.waitFor(() => expect(address()).toEqual({ search: 'donor 3' }));
    await vi.waitFor(() =>
      expect(names()).toEqual(['Donor 30', 'Donor 31', 'Donor 32', 'Donor 33', 'Donor 34']),
    );
    // One call for the whole term, not one per letter.
    expect(api.calls.slice(before)).toEqual([
      { page: '1', limit: '10', sort: 'name', order: 'asc', search: 'donor 3' },
    ]);
    expect(screen.getByText('1–5 of 5')).toBeTruthy();
  });

  it('filters by blood group, with All and Any offered and "Select Blood Group" until one is chosen', async () => {
    const { api, address } = donorTable('/donors?page=2');
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Donor 11' });
    const filter = screen.getByRole('combobox', { name: 'Blood Group' });
    expect(filter.getAttribute('placeholder')).toBe('Select Blood Group');
    await user.click(filter);
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['All', 'Any', ...BLOOD_GROUPS]);
    await user.click(screen.getByRole('option', { name: 'O-' }));
    await vi.waitFor(() => expect(api.last()).toMatchObject({ page: '1', bloodGroup: 'O-' }));
    expect(address()).toEqual({ bloodGroup: 'O-' });
    await vi.waitFor(() => expect(names()).toEqual(['Donor 08', 'Donor 17', 'Donor 26']));

    await user.click(filter);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await vi.waitFor(() => expect(names()).toHaveLength(10));
    expect(api.last()).toMatchObject({ bloodGroup: 'All' });
  });

  it('selects rows of the page, all at once or one by one, and gives their ids to the screen', async () => {
    const blocked: string[][] = [];
    donorTable('/donors', {
      selection: {
        rowLabel: (row) => `Select ${row.name}`,
        actions: ({ ids, clear }) => (
          <Button
            onClick={() => {
              blocked.push(ids);
              clear();
            }}
          >
            Block
          </Button>
        ),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Donor 01' });
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Donor 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Donor 05' }));
    expect(all.indeterminate).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(blocked).toEqual([['donor-02', 'donor-05']]);
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();

    await user.click(all);
    expect(all.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(blocked[1]).toHaveLength(10);

    // Another page starts with nothing selected: an action never reaches rows out of sight.
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'Donor 11' });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(all.checked).toBe(false);
  });

  it('says the screen’s empty text when nothing is found', async () => {
    donorTable('/donors', { emptyText: 'No Donors Available for Donation' }, donorApi({ rows: [] }));
    expect(await screen.findByText('No Donors Available for Donation')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('shows a failure with a retry that loads the list', async () => {
    const { api } = donorTable('/donors', {}, donorApi({ failures: 1 }));
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server is busy');
    expect(names()).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Donor 01' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the rows in view while the next page loads, and marks the table busy', async () => {
    const { api } = donorTable();
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Donor 01' });
    expect(table().getAttribute('aria-busy')).toBe('false');
    const release = api.holdAnswers();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(table().getAttribute('aria-busy')).toBe('true'));
    expect(names()[0]).toBe('Donor 01');
    act(release);
    await screen.findByRole('rowheader', { name: 'Donor 11' });
    expect(table().getAttribute('aria-busy')).toBe('false');
  });

  it('reads its state from the address, and falls back to defaults for values the schema refuses', async () => {
    const { api } = donorTable(
      '/donors?page=2&limit=20&sort=bloodGroup&order=desc&search=donor&bloodGroup=B%2B',
    );
    expect(await screen.findByText('1–4 of 4')).toBeTruthy();
    expect(api.calls[0]).toEqual({
      page: '2',
      limit: '20',
      sort: 'bloodGroup',
      order: 'desc',
      search: 'donor',
      bloodGroup: 'B+',
    });
    // Page 2 of a 4-row answer lies past the end: the last page is shown instead.
    await vi.waitFor(() => expect(api.last()).toMatchObject({ page: '1' }));
    await vi.waitFor(() => expect(names()).toHaveLength(4));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('donor');
    expect(screen.getByRole('columnheader', { name: 'Blood group' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('ignores what it cannot read in the address', async () => {
    const { api } = donorTable('/donors?page=abc&limit=37&sort=password&order=up&bloodGroup=Z&tab=keep');
    await screen.findByRole('rowheader', { name: 'Donor 01' });
    expect(api.calls[0]).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' });
  });

  it('goes back to the previous page with Back', async () => {
    const { router, address } = donorTable();
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Donor 01' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'Donor 11' });
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByRole('rowheader', { name: 'Donor 31' });

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('rowheader', { name: 'Donor 11' })).toBeTruthy();
    expect(address()).toEqual({ page: '2' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('rowheader', { name: 'Donor 01' })).toBeTruthy();
    expect(address()).toEqual({});
  });

  it('keeps two tables of one screen apart with a prefix, with a list’s own filter in the address', async () => {
    const { address } = renderTable(
      '/donors',
      <>
        <DataTable endpoint={donorList} label="Donors" columns={columns} emptyText="None" prefix="donors" />
        <DataTable
          endpoint={donorList}
          label="Blocked donors"
          columns={columns}
          emptyText="None"
          prefix="blocked"
          search={false}
          filters={['status']}
          toolbar={(list) => (
            <Select
              label="Status"
              data={['Active', 'Blocked']}
              value={list.query.status ?? null}
              onChange={(status) => list.update({ status: status === 'Blocked' ? 'Blocked' : 'Active' })}
            />
          )}
        />
      </>,
    );
    const user = userEvent.setup();
    const blocked = () => screen.getByRole('table', { name: 'Blocked donors' });
    await vi.waitFor(() => expect(within(blocked()).getAllByRole('rowheader')).toHaveLength(10));
    const [donorsPager, blockedPager] = screen.getAllByRole('navigation', { name: 'Pages' });
    await user.click(within(blockedPager as HTMLElement).getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(address()).toEqual({ 'blocked.page': '2' }));
    await user.click(within(donorsPager as HTMLElement).getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(address()).toEqual({ 'blocked.page': '2', 'donors.page': '3' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await vi.waitFor(() => expect(address()).toEqual({ 'blocked.status': 'Blocked', 'donors.page': '3' }));
    await vi.waitFor(() =>
      expect(
        within(blocked())
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Donor 01', 'Donor 06', 'Donor 11', 'Donor 16', 'Donor 21', 'Donor 26', 'Donor 31']),
    );
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
  });
});
