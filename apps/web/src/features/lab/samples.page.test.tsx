import { displayUnitNumber, formatDin, MESSAGES, type SampleRow } from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { criteriaAnswer, LAB, sample } from './lab.fixtures';
import { SamplesPage } from './samples.page';

configure({ asyncUtilTimeout: 4000 });

const LIST = LAB.list;

/** The screen in a router of its own, the list answering as the server does (search, paging). */
function openSamples(
  rows: SampleRow[],
  path = '/labresult-samples',
  more: Record<string, (request: FakeRequest) => FakeAnswer> = {},
) {
  signInInstitution('BloodBank');
  const api = fakeApi({
    ...more,
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
    ])
      expect(within(first).getByText(text), text).toBeTruthy();
    // Collected and received on the same day, each shown DD MMM YYYY.
    expect(within(first).getAllByText('01 Mar 2026')).toHaveLength(2);

    const second = within(table).getByRole('rowheader', { name: /S-2-1/ }).closest('tr') as HTMLElement;
    expect(within(second).getByText('27 Feb 2026')).toBeTruthy();
    expect(within(second).getByText('28 Feb 2026')).toBeTruthy();
  });

  it('offers Accept while a sample waits to be accepted, Enter Result once accepted, and says when its result is in', async () => {
    openSamples([sample(1), sample(2, { status: 4 }), sample(3, { status: 5 })]);
    const table = await screen.findByRole('table', { name: 'Samples' });
    const row = async (n: number) =>
      (await within(table).findByRole('rowheader', { name: new RegExp(`S-${n}-1`) })).closest(
        'tr',
      ) as HTMLElement;

    expect(within(await row(1)).getByRole('button', { name: 'Accept sample S-1-1' }).textContent).toBe(
      'Accept',
    );
    expect(within(await row(1)).queryByRole('button', { name: /Enter Result/ })).toBeNull();
    expect(
      within(await row(2)).getByRole('button', { name: 'Enter Result for sample S-2-1' }).textContent,
    ).toBe('Enter Result');
    expect(within(await row(2)).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(await row(3)).getByText('Result entered')).toBeTruthy();
    expect(within(await row(3)).queryByRole('button', { name: /Accept|Enter Result/ })).toBeNull();
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

describe('Accepting samples', { timeout: 30_000 }, () => {
  const accepted = (count: number): FakeAnswer => ({
    message: count === 1 ? 'Sample accepted' : `${count} samples accepted`,
    content: { data: [] },
  });

  it('accepts one sample with its Accept, says so and reloads the list', async () => {
    const { api, user } = openSamples([sample(1), sample(2)], '/labresult-samples', {
      [`POST ${LAB.accept}`]: () => accepted(1),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept sample S-2-1' }));

    expect(await screen.findByText('Sample accepted')).toBeTruthy();
    expect(api.posts(LAB.accept)).toEqual([{ ids: [sample(2)._id] }]);
    await vi.waitFor(() => expect(api.gets(LIST)).toHaveLength(2));
  });

  it('accepts every ticked sample in one call when none is waiting for its result, and clears the ticks', async () => {
    const { api, user } = openSamples([sample(1), sample(2), sample(3)], '/labresult-samples', {
      [`POST ${LAB.accept}`]: () => accepted(2),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select sample S-1-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select sample S-3-1' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));

    expect(await screen.findByText('2 samples accepted')).toBeTruthy();
    expect(api.posts(LAB.accept)).toEqual([{ ids: [sample(1)._id, sample(3)._id] }]);
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select sample S-1-1' })).toHaveProperty('checked', false),
    );
    expect(screen.queryByRole('button', { name: 'Accept selected' })).toBeNull();
  });

  it('opens the bulk result popup for the ticked samples awaiting their result, leaving out those not accepted', async () => {
    const { api, user } = openSamples(
      [sample(1), sample(2, { status: 4 }), sample(3, { status: 4 })],
      '/labresult-samples',
      { [`GET ${LAB.criteria}`]: () => criteriaAnswer() },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByRole('button', { name: 'Accept selected' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter results of selected' }));

    const popup = await screen.findByRole('dialog', { name: 'Enter lab results' });
    const table = await within(popup).findByRole('table', { name: 'Lab results of the selected samples' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S-2-1', 'S-3-1']);
    expect(within(popup).getByText(/1 selected samples are not accepted yet/)).toBeTruthy();
    expect(api.posts(LAB.accept)).toEqual([]);
  });

  it('shows the refusal when a sample was accepted meanwhile, and accepts nothing', async () => {
    const { user } = openSamples([sample(1)], '/labresult-samples', {
      [`POST ${LAB.accept}`]: () => ({ status: 409, message: 'This sample is already accepted: S-1-1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept sample S-1-1' }));
    expect(
      await screen.findByRole('dialog', { name: 'This sample is already accepted: S-1-1' }),
    ).toBeTruthy();
  });

  it('opens the result form of a sample from its Enter Result', async () => {
    const { user } = openSamples([sample(2, { status: 4, bagId: 'BAG-77' })], '/labresult-samples', {
      [`GET ${LAB.criteria}`]: () => criteriaAnswer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Enter Result for sample S-2-1' }));
    const popup = await screen.findByRole('dialog', { name: 'Enter lab result' });
    expect(await within(popup).findByText('BAG-77')).toBeTruthy();
    expect(within(popup).getByRole('textbox', { name: 'Report No' })).toBeTruthy();
  });
});
