import {
  type AdminPermissions,
  COMPONENTS,
  type ComponentPrice,
  DEFAULT_COMPONENT_PRICES,
  permissionsAtLevel,
  type SubscriptionPlan,
  type Transaction,
} from '@raktsetu/contract';
import { vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { signInAdmin } from '../../../test/session-fixtures';

/** Test data and a fake super-admin billing API for the billing screens' tests (tests only). */

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export function transaction(n: number, type: Transaction['type'] = 'bloodUnit'): Transaction {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    transactionId: `TXN2603${String(n).padStart(10, '0')}`,
    type,
    price: 145000 * n,
    units: 2,
    recieverDetails: {
      _id: 'inst-1',
      registrationId: `RS-${String(n).padStart(6, '0')}`,
      institutionType: 'BloodBank',
      institutionName: `Blood Centre ${n}`,
    },
    request:
      type === 'bloodUnit' ? [{ _id: 'req-1', patientId: `MRN-${n}`, addedBy: { _id: `user-${n}` } }] : [],
    chargedUnits: [],
    plan:
      type === 'subscription'
        ? { _id: 'plan-1', planName: `Plan ${n}`, quantity: 1000, bonusQuantity: 100 }
        : null,
    addedAt: '2026-03-07T10:00:00.000Z',
  };
}

export function price(component: (typeof COMPONENTS)[number]): ComponentPrice {
  return {
    _id: component,
    component,
    ...DEFAULT_COMPONENT_PRICES[component],
    updatedAt: '2026-03-07T10:00:00.000Z',
  };
}

export function plan(n: number): SubscriptionPlan {
  return {
    _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    planName: `Plan ${n}`,
    description: `Cover for ${n * 100} units`,
    price: 25000 * n,
    quantity: n * 100,
    bonusQuantity: 10,
    condition: 'Bonus within the period',
    bonusPeriod: 90,
    from: '2026-04-01',
    to: '2027-03-31',
    fromDate: '2026-04-01',
    toDate: '2027-03-31',
    addedAt: '2026-03-07T10:00:00.000Z',
  };
}

const envelope = (content: unknown, status = 200, message = 'Success') =>
  new Response(JSON.stringify({ code: status, message, content }), { status });

function page<T>(rows: T[], params: URLSearchParams) {
  const pageNumber = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 10);
  return { data: rows.slice((pageNumber - 1) * limit, pageNumber * limit), total: rows.length };
}

interface Options {
  permissions?: AdminPermissions;
  transactions?: number;
  answers?: Record<string, { status: number; message: string; content?: unknown }>;
}

/**
 * The billing API as far as these screens use it; every call is recorded. Lists answer the page asked for;
 * `answers` replaces the answer of a path (a refusal).
 */
export function billingApi(options: Options = {}) {
  const calls: RecordedCall[] = [];
  const permissions = options.permissions ?? permissionsAtLevel('Full Permission');
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const replaced = options.answers?.[url.pathname];
    if (replaced) return envelope(replaced.content ?? {}, replaced.status, replaced.message);
    switch (url.pathname) {
      case '/api/super-admin/permissions':
        return envelope({ data: permissions });
      case '/api/super-admin/bloodbank/transactions': {
        const type = (url.searchParams.get('type') ?? 'bloodUnit') as Transaction['type'];
        const rows = Array.from({ length: options.transactions ?? 12 }, (_, i) => transaction(i + 1, type));
        return envelope(page(rows, url.searchParams));
      }
      case '/api/super-admin/bloodbank/pricings':
        return envelope(page(COMPONENTS.map(price), url.searchParams));
      case '/api/super-admin/bloodbank/pricing/update':
        return envelope(
          { data: { ...price('Whole Blood'), ...(call.body as object) } },
          200,
          'Price Updated Successfully!',
        );
      case '/api/super-admin/bloodbank/plans':
        return envelope(page([1, 2, 3].map(plan), url.searchParams));
      case '/api/super-admin/bloodbank/add/plan':
        return envelope({ data: plan(4) }, 200, 'Plan Add Successfully!');
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const to = (path: string) => calls.filter((call) => call.path === path);
  const lastParams = (path: string) => {
    const all = to(path);
    const last = all[all.length - 1];
    return last ? Object.fromEntries(last.params) : null;
  };
  return { fetchMock, calls, to, lastParams };
}

/** Signs in an administrator with `permissions` and opens `path` on the fake API. */
export function openAdminScreen(path: string, options: Options = {}) {
  const api = billingApi(options);
  signInAdmin(options.permissions ?? permissionsAtLevel('Full Permission'));
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address };
}
