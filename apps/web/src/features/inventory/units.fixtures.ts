import type { BloodGroup, BloodRequestRow, InventoryUnit, StockGroup } from '@raktsetu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

/**
 * Test data and fake APIs for the inventory screens' tests (tests only): units and requests, and a fetch
 * that answers the screens' calls and keeps every request (method, path, query, body), so a test can read
 * what was sent.
 */

/** A uuid-shaped id, n-th of its kind. */
export function unitId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Unit n of the lists: bag BAG-00n of donor DN-n, whole blood on the shelf. */
export function unit(n: number, overrides: Partial<InventoryUnit> = {}): InventoryUnit {
  return {
    _id: unitId(n),
    bagId: `BAG-${String(n).padStart(3, '0')}`,
    unitNumber: null,
    donorId: `DN-${n}`,
    bloodGroup: 'A+',
    component: 'Whole Blood',
    collectionDate: '2026-03-01',
    expiryDate: '2026-04-05',
    volume: 350,
    mass: null,
    storedIn: 'Fridge 1',
    status: 0,
    state: 'available',
    screening: 'declared',
    isTransferInProcess: false,
    inBloodProcessing: false,
    receivedOn: null,
    receivedFrom: null,
    issuedDate: null,
    processedDate: null,
    disposedDate: null,
    hospitalName: null,
    patientId: null,
    patientName: null,
    ageDays: 10,
    transfer: null,
    ...overrides,
  };
}

let serial = 0;
/** A bag on the stock grid's shelf, A+ Red Cells Packed unless told, each with an id of its own. */
export function shelfUnit(overrides: Partial<InventoryUnit> & Pick<InventoryUnit, 'bagId'>): InventoryUnit {
  serial += 1;
  return unit(1000 + serial, {
    donorId: null,
    component: 'Red Cells Packed',
    storedIn: 'Refrigerator 1',
    ageDays: 3,
    ...overrides,
  });
}

/** A uuid-shaped request id, n-th of its kind (apart from the units' ids). */
const requestId = (n: number) => unitId(500 + n);

/**
 * Request n of the lists, the one builder of every screen's tests: a verified request of Test Hospital for 1 unit
 * of B+ Whole Blood, for "Patient 0n" (MRN-n), required by 12 Mar 2026, nothing received, no distance known.
 */
export function bloodRequest(n: number, overrides: Partial<BloodRequestRow> = {}): BloodRequestRow {
  return {
    _id: requestId(n),
    details: { firstName: 'Patient', lastName: String(n).padStart(2, '0'), mobileNumber: null },
    patientId: `MRN-${n}`,
    bloodGroup: 'B+',
    component: 'Whole Blood',
    units: 1,
    unitsReceived: 0,
    requiredBy: '2026-03-12',
    hospitalName: 'Test Hospital',
    condition: '',
    reasons: '',
    requestType: 'Hospital',
    status: 2,
    addedAt: '2026-03-05T10:00:00.000Z',
    age: null,
    doctorName: '',
    comments: '',
    attachments: [],
    raisedBy: 'Test Hospital',
    subType: null,
    bulkRequest: null,
    distanceKm: null,
    ...overrides,
  };
}

export const PATHS = {
  list: '/api/institution/inventory/list',
  transfers: '/api/institution/inventory/transfer/list',
  inProcessing: '/api/institution/inventory/in-processing/list',
  changeStatus: '/api/institution/inventory/change-status',
  confirm: '/api/institution/inventory/transfer/confirm',
  changeInProcessing: '/api/institution/inventory/in-processing/change-status',
  unit: '/api/institution/inventory/unit',
  find: '/api/institution/inventory/find',
} as const;

/** The stock grid's calls (fakeInventoryApi): the grid is a POST and a cell's bags a GET of the list. */
export const STOCK = PATHS.list;
export const ADD = '/api/institution/inventory/add';
export const CHANGE = PATHS.changeStatus;
export const REQUESTS = '/api/requests/list';
export const PATIENT = '/api/requests/patient';
export const NEARBY = '/api/auth/nearby';

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer of the API: 200 and "OK" unless told; `code` is the envelope's, the status unless told. */
export interface FakeAnswer {
  status?: number;
  code?: number;
  message?: string;
  content?: unknown;
}

/** A fetch that keeps every request and answers it with `answer`. */
function recordingFetch(answer: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const { status = 200, code, message = 'OK', content = {} } = answer(request);
    return new Response(JSON.stringify({ code: code ?? status, message, content }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const sent = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetchMock, requests, sent };
}

type Handler = (request: FakeRequest) => FakeAnswer;

/**
 * The API as the unit lists, the unit page and In Process use it: `routes` answers "GET /api/…" or
 * "POST /api/…"; anything else is 404. Stubs the global fetch.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const { fetchMock, requests, sent } = recordingFetch(
    (request) =>
      routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404, message: 'Not found' },
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The queries of every GET of `path`, in order. */
    gets: (path: string) => sent('GET', path).map((r) => r.query),
    lastGet: (path: string) => sent('GET', path).at(-1)?.query,
    /** The bodies of every POST to `path`, in order. */
    posts: (path: string) => sent('POST', path).map((r) => r.body),
  };
}

/**
 * A blood bank's clerk at `path`, the API answering `routes` (see `fakeApi`); `address` reads the query of
 * the address the app is at.
 */
export function openAsBloodBank(path: string, routes: Record<string, Handler>) {
  signInInstitution('BloodBank');
  const api = fakeApi(routes);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address, user: userEvent.setup() };
}

/** The query of a list's first page, in the default order by `sort`, with the list's own `params`. */
export function firstPageQuery(sort: string, params: Record<string, string> = {}): Record<string, string> {
  return { page: '1', limit: '10', sort, order: 'asc', ...params };
}

/** Waits until the table named `name` lists the bag `bagId`; returns the table. */
export async function findListed(name: string, bagId: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await within(table).findByRole('rowheader', { name: bagId });
  return table;
}

/** A page of `rows` as the list endpoints answer it. */
export function page(rows: InventoryUnit[], extra: Record<string, unknown> = {}): FakeAnswer {
  return { message: 'Units', content: { data: rows, total: rows.length, ...extra } };
}

export interface FakeInventory {
  stock?: StockGroup[];
  expiring?: { within1: number; within3: number; within7: number };
  /** Days of red cells by group at the saved monthly consumption. */
  cover?: { bloodGroup: BloodGroup; days: number | null }[];
  units?: InventoryUnit[];
  requests?: BloodRequestRow[];
  targets?: {
    _id: string;
    registrationNumber: string;
    institutionName: string;
    institutionType: string;
    location: { description: string; city: string | null };
    distanceKm: number | null;
  }[];
}

/** What the stock screen's calls answer from `data`. */
function inventoryAnswer(data: FakeInventory, call: FakeRequest): FakeAnswer {
  switch (`${call.method} ${call.path}`) {
    case `POST ${STOCK}`:
      return {
        message: 'Inventory',
        content: {
          data: data.stock ?? [],
          expiring: data.expiring ?? { within1: 0, within3: 0, within7: 0 },
          cover: data.cover ?? [],
        },
      };
    case `GET ${STOCK}`: {
      const rows = (data.units ?? [])
        .filter((u) => !call.query.component || u.component === call.query.component)
        .filter((u) => !call.query.bloodGroup || u.bloodGroup === call.query.bloodGroup)
        .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate));
      return { message: 'Units', content: { data: rows, total: rows.length } };
    }
    case `GET ${REQUESTS}`: {
      const rows = (data.requests ?? []).filter(
        (r) => !call.query.component || r.component === call.query.component,
      );
      return { message: 'Requests', content: { data: rows, total: rows.length } };
    }
    case `POST ${PATIENT}`: {
      const body = call.body as Record<string, unknown>;
      const [firstName = '', ...rest] = String(body.patientName).split(' ');
      // Numbered apart from the requests a test lists.
      const created = bloodRequest(99, {
        details: { firstName, lastName: rest.join(' '), mobileNumber: String(body.mobileNumber) },
        patientId: String(body.patientId ?? ''),
        bloodGroup: String(body.bloodGroup),
        component: String(body.component),
        units: Number(body.units),
        requiredBy: null,
        hospitalName: String(body.hospitalName),
        requestType: 'Individual',
      });
      return { message: 'Request added', content: { data: created } };
    }
    case `GET ${NEARBY}`: {
      const name = call.query.name?.toLowerCase();
      const rows = (data.targets ?? []).filter(
        (t) => !name || t.institutionName.toLowerCase().includes(name),
      );
      return { message: 'Nearby', content: { data: rows } };
    }
    case `POST ${ADD}`:
      return { message: 'Added successfully', content: { data: [] } };
    case `POST ${CHANGE}`:
      return { message: 'Done', content: { data: [] } };
    default:
      return { status: 404, message: 'Not found' };
  }
}

/**
 * A small fake of the inventory API for the stock screen and its popups: the calls they make, answered from
 * `data`; `override` answers one call instead. The caller stubs fetch with `fetchMock`.
 */
export function fakeInventoryApi(
  data: FakeInventory,
  override: (call: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  const { fetchMock, requests, sent } = recordingFetch(
    (call) => override(call) ?? inventoryAnswer(data, call),
  );
  const lastBody = (path: string) => sent('POST', path).at(-1)?.body;
  return { fetchMock, calls: requests, sent, lastBody };
}
