import { indiaToday, inventoryEndpoints, requestOf, requestsEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { seedInventoryAtScale } from '../../db/seed/inventory-at-scale.js';
import { signIn } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { BENCH_OPTIONS, benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A national inventory: 1 000 000 units across 4 000 blood centres; the measured centre in Pune has held
// 20 000 of them (12 000 on its shelves) and its region some 100 000 live units. Its inventory screens
// (docs/spec/part-2-operations-and-admin.md §2) are read through the real routes, signed in as that centre.
const UNITS = 1_000_000;
const INSTITUTIONS = 4_000;

const requests = {
  stock: requestOf(inventoryEndpoints.stock, {}),
  inventory: requestOf(inventoryEndpoints.list, { type: 'inventory' }),
  cell: requestOf(inventoryEndpoints.list, {
    type: 'inventory',
    bloodGroup: 'O+',
    component: 'Red Cells Packed',
    selectable: 'true',
  }),
  expiring: requestOf(inventoryEndpoints.list, { type: 'expiring', days: 3 }),
  ageing: requestOf(inventoryEndpoints.list, { type: 'ageing', sort: 'collectionDate', order: 'asc' }),
  issued: requestOf(inventoryEndpoints.list, { type: 'issued', sort: 'issuedDate', order: 'desc' }),
  received: requestOf(inventoryEndpoints.list, { type: 'received', sort: 'receivedOn', order: 'desc' }),
  disposed: requestOf(inventoryEndpoints.list, { type: 'disposed' }),
  outgoing: requestOf(inventoryEndpoints.transfers, { type: 'outgoing' }),
  search: requestOf(inventoryEndpoints.list, { type: 'inventory', search: 'focus-12' }),
  targets: requestOf(inventoryEndpoints.transferTargets, { type: 'bloodbank' }),
};

let t: TestApp;
let authorization: string;
let historyUrl: string;

const read = routeReader(() => ({ app: t.app, authorization }));

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const account = await createInstitution(t.database.db);
  const { institution, user } = account;
  const seeded = await seedInventoryAtScale(t.database.db, {
    focus: {
      id: institution.id,
      userId: user.id,
      latitude: institution.latitude ?? 18.52,
      longitude: institution.longitude ?? 73.85,
    },
    institutions: INSTITUTIONS,
    units: UNITS,
    today: indiaToday(),
  });
  authorization = `Bearer ${(await signIn(t, account)).token}`;
  const issued = (await read(requests.issued)).json().content.data[0];
  historyUrl = requestOf(inventoryEndpoints.unit, { id: issued._id }).url;
  const totals = await Promise.all(
    Object.entries(requests).map(async ([name, request]) => {
      const content = (await read(request)).json().content;
      return `${name} ${content.total ?? content.data.length}`;
    }),
  );
  console.log(
    `seeded ${seeded.units} units (${seeded.live} live) over ${INSTITUTIONS} centres in ${seeded.milliseconds} ms (${t.database.kind}); rows found: ${totals.join(', ')}`,
  );
}, 1_800_000);

const latency = latencyLog();

afterAll(() => reportAndClose(latency, t));

const cases: [string, keyof typeof requests][] = [
  ['stock grid', 'stock'],
  ['In Inventory, first page, first-expiring first', 'inventory'],
  ['bag picker of one cell (O+ Red Cells Packed)', 'cell'],
  ['expiring within 3 days', 'expiring'],
  ['ageing report, oldest first, with its bands', 'ageing'],
  ['issued, newest first', 'issued'],
  ['received, newest first', 'received'],
  ['disposed', 'disposed'],
  ['transfers in process', 'outgoing'],
  ['search by bag number', 'search'],
  ['transfer targets, nearest first', 'targets'],
];

describe(`inventory over ${UNITS} units in ${INSTITUTIONS} centres`, () => {
  benchRoutes(latency, read, requests, cases);
  bench(
    'a unit’s history',
    async () => void (await latency.time('a unit’s history', () => read({ method: 'GET', url: historyUrl }))),
    BENCH_OPTIONS,
  );

  bench(
    'issuing 4 units to a patient (first-expiring O+ Red Cells Packed)',
    async () => {
      const request = requestOf(requestsEndpoints.patient, {
        patientName: 'Bench Patient',
        mobileNumber: '9822012345',
        bloodGroup: 'O+',
        component: 'Red Cells Packed',
        units: 4,
        hospitalName: 'Bench Hospital',
      });
      const id = (await read(request)).json().content.data._id;
      const picked = (await read(requests.cell))
        .json()
        .content.data.slice(0, 4)
        .map((unit: { _id: string }) => unit._id);
      const issue = requestOf(inventoryEndpoints.changeStatus, {
        type: 'issue',
        id,
        inventoryIds: picked,
        deliveryType: 'toBeCollected',
      });
      await latency.time('issuing 4 units', () => read(issue));
    },
    BENCH_OPTIONS,
  );
});
