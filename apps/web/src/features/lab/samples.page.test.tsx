import { displayUnitNumber, formatDin, MESSAGES, type SampleRow } from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { signInInstitution } from '../../test/session-fixtures';
import { fakeApi, unitId } from '../inventory/units.fixtures';
import { SamplesPage } from './samples.page';

configure({ asyncUtilTimeout: 4000 });

const LIST = '/api/institution/lab-results/list';

/** Sample n: tubes S-n-1 to S-n-3 of bag BAG-n from donor RSD-n, collected and received on 1 March, waiting to be accepted. */
function sample(n: number, overrides: Partial<SampleRow> = {}): SampleRow {
  return {
    _id: unitId(300 + n),
    inventoryId: unitId(n),
    donorId: `RSD-${n}`,
    collectionDate: '2026-03-01',
    bagId: `BAG-${n}`,
    unitNumber: null,
    status: 3,
    sample: {
      sampleId_1: `S-${n}-1`,
      sampleId_2: `S-${n}-2`,
      sampleId_3: `S-${n}-3`,
      addedAt: '2026-03-01T04:30:00.000Z',
      location: { description: 'Desk' },
    },
    receivedOn: '2026-03-01T05:00:00.000Z',
    receivedFrom: 'Desk',
    ...overrides,
  };
}

/** The screen in a router of its own, the list answering as the server does (search, paging). */
function openSamples(rows: SampleRow[], path = '/labresult-samples') {
  signInInstitution('BloodBank');
  const api = fakeApi({
    [`GET ${LIST}`]: ({ query }) => {
      const text = query.search?.toLowerCase();
      const matching = rows.filter(
        (row) =>
          !text ||
          [row.sample.sampleId_1, row.bagId, row.donorId].some((id) => id.toLowerCase().startsWith(text)),
      );
      const limit = Number(query.limit ?? 10);
      const from = (Number(query.page ?? 1) - 1) * limit;
      return { content: { data: matching.slice(from, from + limit), total: matching.length } };
    },
  });
  const router = createMemoryRouter([{ path: '/labresult-samples', element: <SamplesPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { api, address, user: userEvent.setup() };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Samples', { timeout: 30_000 }, () => {
  it('lists each sample with its tubes, donor, dates, bag and unit number, and what it waits for', async () => {
    const unitNumber = formatDin({ facility: 'A9999', year: 2026, sequence: 7 });
    openSamples([
      sample(1, { unitNumber, receivedFrom: 'Camp at Shivaji Nagar' }),
      sample(2, { status: 4, collectionDate: '2026-02-27', receivedOn: '2026-02-28T06:00:00.000Z' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Samples' });
    const first = (await within(table).findByRole('rowheader', { name: /S-1-1/ })).closest(
      'tr',
    ) as HTMLElement;

    expect(headers(table)).toEqual([
      '',
      'Sample ID',
      'Donor ID',
      'Collected on',
      'Bag ID',
      'Received on',
      'Received From',
      'Action',
    ]);
    expect(within(first).getByRole('checkbox', { name: 'Select sample S-1-1' })).toBeTruthy();
    for (const text of [
      'S-1-1',
      'S-1-2',
      'S-1-3',
      'RSD-1',
      'BAG-1',
      displayUnitNumber(unitNumber),
      'Camp at Shivaji Nagar',
      'Awaiting acceptance',
    ])
      expect(within(first).getByText(text), text).toBeTruthy();
    // Collected and received on the same day, each shown DD MMM YYYY.
    expect(within(first).getAllByText('01 Mar 2026')).toHaveLength(2);

    const second = within(table).getByRole('rowheader', { name: /S-2-1/ }).closest('tr') as HTMLElement;
    expect(within(second).getByText('27 Feb 2026')).toBeTruthy();
    expect(within(second).getByText('28 Feb 2026')).toBeTruthy();
    expect(within(second).getByText('Awaiting result')).toBeTruthy();
    // The lab's Accept and Enter Result arrive with the lab: no buttons in the rows yet.
    expect(within(table).queryByRole('button', { name: /Accept|Enter Result/ })).toBeNull();
  });

  it('asks for samples only, newest received first, ten at a time', async () => {
    const { api } = openSamples([sample(1)]);
    await screen.findByRole('rowheader', { name: /S-1-1/ });
    expect(api.lastGet(LIST)).toEqual({
      type: 'samples',
      page: '1',
      limit: '10',
      sort: 'receivedOn',
      order: 'desc',
    });
  });

  it('says "No samples received" when there are none', async () => {
    openSamples([]);
    expect(await screen.findByText(MESSAGES.noSamples)).toBeTruthy();
  });

  it('pages through the samples, the page kept in the address', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => sample(index + 1));
    const { api, address, user } = openSamples(rows);
    await screen.findByRole('rowheader', { name: /S-1-1/ });
    expect(screen.getByText('1–10 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: /S-11-1/ });
    expect(screen.queryByRole('rowheader', { name: /S-1-1/ })).toBeNull();
    expect(address()).toEqual({ page: '2' });
    expect(api.lastGet(LIST)?.page).toBe('2');
  });

  it('searches by sample, bag or donor ID', async () => {
    const { api, address, user } = openSamples([sample(1), sample(2, { bagId: 'BAG-XYZ' })]);
    await screen.findByRole('rowheader', { name: /S-1-1/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'BAG-XYZ{Enter}');
    await vi.waitFor(() => expect(address().search).toBe('BAG-XYZ'));
    await screen.findByText('BAG-XYZ');
    expect(screen.queryByRole('rowheader', { name: /S-1-1/ })).toBeNull();
    expect(api.lastGet(LIST)?.search).toBe('BAG-XYZ');
  });
});
