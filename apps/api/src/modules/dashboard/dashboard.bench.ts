import { dashboardEndpoints, indiaToday, requestOf, requestsEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedInventoryAtScale } from '../../db/seed/inventory-at-scale.js';
import { seedRequestsAtScale } from '../../db/seed/requests-at-scale.js';
import { signIn } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A blood bank's dashboard (docs/spec/part-1-institution-side.md §2) with the country's data behind it:
// 1 000 000 requests from 13 000 hospitals over a year (200 of them in the measured centre's city) and the
// inventory issue's 1 000 000 units in 4 000 centres. Read through the real routes, signed in as that centre.
const REQUESTS = 1_000_000;
const UNITS = 1_000_000;

const calls = {
  counts: requestOf(dashboardEndpoints.counts, {}),
  monthly: requestOf(dashboardEndpoints.charts, { period: 'Monthly' }),
  weekly: requestOf(dashboardEndpoints.charts, { period: 'Weekly' }),
  requestTab: requestOf(requestsEndpoints.list, {
    requestType: 'verified',
    sort: 'distance',
    order: 'asc',
    limit: 3,
  }),
  viewAll: requestOf(requestsEndpoints.list, { requestType: 'verified', sort: 'requiredBy' }),
  oneGroup: requestOf(requestsEndpoints.list, {
    requestType: 'verified',
    sort: 'distance',
    bloodGroup: 'O-',
  }),
};

let t: TestApp;
let authorization: string;
const read = routeReader(() => ({ app: t.app, authorization }));

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const account = await createInstitution(t.database.db);
  const { institution, user } = account;
  const focus = {
    id: institution.id,
    latitude: institution.latitude ?? 18.52,
    longitude: institution.longitude ?? 73.85,
  };
  const inventory = await seedInventoryAtScale(t.database.db, {
    focus: { ...focus, userId: user.id },
    units: UNITS,
    today: indiaToday(),
  });
  const requests = await seedRequestsAtScale(t.database.db, {
    focus,
    requests: REQUESTS,
    today: indiaToday(),
  });
  authorization = `Bearer ${(await signIn(t, account)).token}`;
  const tab = (await read(calls.requestTab)).json().content;
  console.log(
    `seeded ${inventory.units} units in ${inventory.milliseconds} ms and ${requests.requests} requests (${requests.open} open, ${requests.reachable} within reach of the centre) in ${requests.milliseconds} ms (${t.database.kind}); the Request tab finds ${tab.total}`,
  );
}, 1_800_000);

const latency = latencyLog();

afterAll(() => reportAndClose(latency, t));

const cases: [string, keyof typeof calls][] = [
  ['tiles (dashboard-count)', 'counts'],
  ['charts, monthly', 'monthly'],
  ['charts, weekly', 'weekly'],
  ['Request tab: 3 open requests nearest first', 'requestTab'],
  ['request view-all, first page by required-by', 'viewAll'],
  ['request view-all, O- only, nearest first', 'oneGroup'],
];

describe(`the blood bank dashboard over ${REQUESTS} requests and ${UNITS} units`, () => {
  benchRoutes(latency, read, calls, cases);
});
