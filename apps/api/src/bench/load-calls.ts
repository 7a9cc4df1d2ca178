import {
  dashboardEndpoints,
  donorsEndpoints,
  healthEndpoints,
  inventoryEndpoints,
  platformDashboardEndpoints,
  requestOf,
  requestsEndpoints,
} from '@raktsetu/contract';
import { NATIONAL_DOMAIN, NATIONAL_PASSWORD } from '../db/seed/national-scale.js';
import type { HttpCall } from './measure.js';

export interface Account {
  token: string;
  institutionId: string;
  userId: string;
}

/** One request of a call, and for a write the ids that make it a different write from every other. */
export interface Variant {
  call: HttpCall;
  ids?: Record<string, string>;
}

export interface LoadCall {
  name: string;
  label: string;
  next(): Variant | null;
  /** Replay its statements through `pg` and a bare Fastify route beside it. */
  compare: boolean;
  /** Each request changes rows: every replay needs a fresh variant. */
  writes?: boolean;
  /** Requests per run, for writes (each uses up units); reads run for the whole time. */
  amount?: number;
  /** Client counts this call is measured at, when not every level. */
  levels?: number[];
  /** The variant whose statements were captured. */
  captured?: Variant;
}

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

function asCall(request: ReturnType<typeof requestOf>, account?: Account): HttpCall {
  return {
    method: request.method as HttpCall['method'],
    path: request.url,
    headers: account ? bearer(account) : {},
    body: 'body' in request ? request.body : undefined,
  };
}

const repeated = (call: HttpCall) => () => ({ call });

interface Setup {
  origin: string;
  /** The largest blood centres (bloodbank.1 is the largest of the dataset), signed in. */
  centres: Account[];
  hospital: Account;
  admin: Account;
}

async function read<T>(origin: string, call: HttpCall): Promise<T> {
  const response = await fetch(origin + call.path, {
    method: call.method,
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const json = (await response.json()) as { content: T };
  if (!response.ok)
    throw new Error(`${call.method} ${call.path}: ${response.status} ${JSON.stringify(json)}`);
  return json.content;
}

/**
 * Issues of 2 units to a patient, spread over the largest centres as a city's counters issue: for each centre,
 * its available units paired by group and component, and a patient request for each pair raised beforehand.
 */
async function issueVariants(origin: string, centres: Account[], wanted: number): Promise<Variant[]> {
  const variants: Variant[] = [];
  const perCentre = Math.ceil(wanted / centres.length);
  await Promise.all(
    centres.map(async (centre) => {
      const units: { _id: string; bloodGroup: string; component: string }[] = [];
      for (let page = 1; units.length < perCentre * 2 + 50 && page <= 30; page++) {
        const list = await read<{ data: typeof units }>(
          origin,
          asCall(
            requestOf(inventoryEndpoints.list, { type: 'inventory', selectable: 'true', limit: 100, page }),
            centre,
          ),
        );
        units.push(...list.data);
        if (list.data.length < 100) break;
      }
      const cells = new Map<string, string[]>();
      for (const unit of units) {
        const key = `${unit.bloodGroup}|${unit.component}`;
        cells.set(key, [...(cells.get(key) ?? []), unit._id]);
      }
      for (const [key, ids] of cells) {
        const [bloodGroup, component] = key.split('|');
        for (let index = 0; index + 1 < ids.length && variants.length < wanted; index += 2) {
          const request = await read<{ data: { _id: string } }>(
            origin,
            asCall(
              requestOf(requestsEndpoints.patient, {
                patientName: 'Load Patient',
                mobileNumber: '9822012345',
                bloodGroup,
                component,
                units: 2,
                hospitalName: 'Load Hospital',
              }),
              centre,
            ),
          );
          const [first, second] = [ids[index] as string, ids[index + 1] as string];
          variants.push({
            call: asCall(
              requestOf(inventoryEndpoints.changeStatus, {
                type: 'issue',
                id: request.data._id,
                inventoryIds: [first, second],
                deliveryType: 'toBeCollected',
              }),
              centre,
            ),
            ids: {
              request: request.data._id,
              first,
              second,
              institution: centre.institutionId,
              user: centre.userId,
            },
          });
        }
      }
    }),
  );
  return variants;
}

/** The hot calls of issue 16, each as the person who makes it all day. */
export async function loadCalls(setup: Setup, issues = 1_500): Promise<LoadCall[]> {
  const { origin, centres, hospital, admin } = setup;
  const [largest] = centres;
  if (!largest) throw new Error('no blood centre signed in');
  const issued = await read<{ data: { _id: string }[] }>(
    origin,
    asCall(requestOf(inventoryEndpoints.list, { type: 'issued' }), largest),
  );
  const unitId = issued.data[0]?._id;
  if (!unitId) throw new Error('the largest centre has issued no unit: run npm run seed:scale first');
  const issueQueue = await issueVariants(origin, centres, issues);
  let signIns = 0;

  return [
    {
      name: 'health',
      label: 'health',
      next: repeated(asCall(requestOf(healthEndpoints.health, {}))),
      compare: true,
    },
    {
      name: 'signIn',
      label: 'sign-in (argon2, apart)',
      next: () => ({
        call: {
          method: 'POST',
          path: '/api/institution/login',
          body: {
            loginId: `bloodbank.${1 + (signIns++ % 20)}@${NATIONAL_DOMAIN}`,
            password: NATIONAL_PASSWORD,
          },
        },
      }),
      compare: false,
      levels: [1, 10],
    },
    {
      name: 'dashboardCounts',
      label: 'dashboard counts',
      next: repeated(asCall(requestOf(dashboardEndpoints.counts, {}), largest)),
      compare: true,
    },
    {
      name: 'stock',
      label: 'stock grid',
      next: repeated(asCall(requestOf(inventoryEndpoints.stock, {}), largest)),
      compare: true,
    },
    {
      name: 'requestList',
      label: 'request list (nearest open)',
      next: repeated(
        asCall(
          requestOf(requestsEndpoints.list, { requestType: 'verified', sort: 'distance', order: 'asc' }),
          largest,
        ),
      ),
      compare: true,
    },
    {
      name: 'hospitalRequests',
      label: "hospital's own requests",
      next: repeated(asCall(requestOf(requestsEndpoints.list, {}), hospital)),
      compare: true,
    },
    {
      name: 'donorSearch',
      label: 'donor list, name search',
      next: repeated(asCall(requestOf(donorsEndpoints.list, { search: 'sha' }), largest)),
      compare: true,
    },
    {
      name: 'nearby',
      label: 'nearby donors (25 km)',
      next: repeated(asCall(requestOf(donorsEndpoints.nearby, { radiusKm: 25 }), largest)),
      compare: true,
    },
    {
      name: 'unitHistory',
      label: 'unit history',
      next: repeated(asCall(requestOf(inventoryEndpoints.unit, { id: unitId }), largest)),
      compare: true,
    },
    {
      name: 'issue',
      label: 'issue of 2 units',
      next: () => issueQueue.shift() ?? null,
      compare: true,
      writes: true,
      // Nine runs (three client counts, app, raw and bare) and the captured one share the prepared issues.
      amount: Math.max(1, Math.floor(issueQueue.length / 10)),
    },
    {
      name: 'adminStatistics',
      label: 'super-admin statistics (All)',
      next: repeated(asCall(requestOf(platformDashboardEndpoints.dashboardData, { state: 'All' }), admin)),
      compare: true,
    },
    {
      name: 'adminTiles',
      label: 'super-admin tiles',
      next: repeated(asCall(requestOf(platformDashboardEndpoints.tileData, {}), admin)),
      compare: true,
    },
  ];
}
