import type {
  BloodRequestRow,
  BulkItem,
  DeputeCandidate,
  InstitutionType,
  InventoryUnit,
} from '@raktsetu/contract';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import {
  bloodRequest,
  type FakeAnswer,
  type FakeRequest,
  fakeApi,
  unitId,
} from '../inventory/units.fixtures';

/**
 * Test data and a fake request list for the request screens' tests (tests only). The list answers as the
 * server would: `requestType=verified` rows, the blood-group filter, the sort and the paging.
 */

export const REQUEST_PATHS = {
  list: '/api/requests/list',
  add: '/api/requests/add',
  institutions: '/api/institution/list',
  units: '/api/institution/inventory/list',
  changeStatus: '/api/institution/inventory/change-status',
  candidates: '/api/institution/donors/depute-candidates',
  depute: '/api/institution/donors/depute-assign',
} as const;

/** Request n: a verified request for 1 unit of B+ Whole Blood, 3 km away. */
export function verifiedRequest(n: number, overrides: Partial<BloodRequestRow> = {}): BloodRequestRow {
  return bloodRequest(n, { distanceKm: 3, ...overrides });
}

/** Item n of a Bulk request (its `bulkRequest`, given through the request's overrides): 1 unit of B+ Whole Blood. */
export function bulkItem(n: number, overrides: Partial<BulkItem> = {}): BulkItem {
  return {
    _id: unitId(700 + n),
    bloodGroup: 'B+',
    component: 'Whole Blood',
    units: 1,
    recieved: 0,
    ...overrides,
  };
}

const SORTED_BY: Record<string, (row: BloodRequestRow) => string | number> = {
  distance: (row) => row.distanceKm ?? Number.POSITIVE_INFINITY,
  bloodGroup: (row) => row.bloodGroup,
  units: (row) => row.units,
  requiredBy: (row) => row.requiredBy ?? '',
  addedAt: (row) => row.addedAt,
};

/** GET requests/list over `rows` as the server answers it (filter, sort, page). */
export function requestListAnswer(
  rows: readonly BloodRequestRow[],
  query: Record<string, string>,
): FakeAnswer {
  const group = query.bloodGroup && !['All', 'Any'].includes(query.bloodGroup) ? query.bloodGroup : null;
  const key = SORTED_BY[query.sort ?? 'requiredBy'] ?? SORTED_BY.requiredBy;
  const direction = query.order === 'desc' ? -1 : 1;
  const matching = rows
    .filter((row) => !group || row.bloodGroup === group)
    .sort((a, b) => {
      const [x, y] = [key?.(a) ?? '', key?.(b) ?? ''];
      return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
  const limit = Number(query.limit ?? 10);
  const from = (Number(query.page ?? 1) - 1) * limit;
  return {
    message: 'Requests',
    content: { data: matching.slice(from, from + limit), total: matching.length },
  };
}

/** A page of units as the inventory list answers it. */
export function unitsAnswer(rows: readonly InventoryUnit[]): FakeAnswer {
  return { message: 'Units', content: { data: rows, total: rows.length } };
}

/** A uuid-shaped person id for donor n (apart from the units' and requests' ids). */
export const donorPersonId = (n: number) => unitId(900 + n);

/** Donor n of an NGO who may give today: DN-00n, never donated, no address unless told. */
export function candidate(n: number, overrides: Partial<DeputeCandidate> = {}): DeputeCandidate {
  return {
    _id: donorPersonId(n),
    donorId: `DN-${String(n).padStart(3, '0')}`,
    name: `Donor ${String(n).padStart(2, '0')}`,
    bloodGroup: 'B+',
    lastDonationDate: null,
    address: '',
    deputed: false,
    ...overrides,
  };
}

/** GET institution/donors/depute-candidates over `rows` as the server answers it (search by name or ID, paging). */
export function candidatesAnswer(
  rows: readonly DeputeCandidate[],
  query: Record<string, string>,
): FakeAnswer {
  const text = query.search?.toLowerCase();
  const matching = rows.filter(
    (row) =>
      !text ||
      row.name
        .toLowerCase()
        .split(' ')
        .some((word) => word.startsWith(text)) ||
      row.donorId.toLowerCase().startsWith(text),
  );
  const limit = Number(query.limit ?? 10);
  const from = (Number(query.page ?? 1) - 1) * limit;
  return { message: 'Donors', content: { data: matching.slice(from, from + limit), total: matching.length } };
}

/** The value a popup shows under `label` in its description list (the request's summary, its details). */
export function shown(popup: HTMLElement, label: string): string {
  const term = within(popup).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The quantity an Accept popup's box shows ("" while none is chosen). */
export const quantityOf = (popup: HTMLElement) =>
  (within(popup).getByRole('combobox', { name: 'Quantity' }) as HTMLInputElement).value;

/**
 * A clerk of an institution of `type` at `path`, the API answering `routes` (see `fakeApi`); `address` reads
 * the query of the address the app is at.
 */
export function openAsInstitution(
  type: InstitutionType,
  path: string,
  routes: Record<string, (request: FakeRequest) => FakeAnswer>,
) {
  signInInstitution(type, `Test ${type}`);
  const api = fakeApi(routes);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address, user: userEvent.setup() };
}
