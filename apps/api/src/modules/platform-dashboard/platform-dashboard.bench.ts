import { INDIA_STATES, indiaToday, platformDashboardEndpoints, requestOf } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedInventoryAtScale } from '../../db/seed/inventory-at-scale.js';
import { seedRequestsAtScale } from '../../db/seed/requests-at-scale.js';
import { signIn } from '../../test/callers.js';
import { createAdmin, createInstitution } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The super administrator's national dashboard (issue 15) over the country's data: 1 000 000 units in 4 000
// blood centres and 1 000 000 requests from 13 000 hospitals, the tallies kept by the database's triggers as
// the seed writes them — so the seed's time includes what the triggers cost. The seed's centres stand in one
// state; the other 35 states and territories get three years of tallies over 20 cities each, written directly,
// so the figures are read from a country's worth of tally rows.
const UNITS = 1_000_000;
const REQUESTS = 1_000_000;

const calls = {
  tiles: requestOf(platformDashboardEndpoints.tileData, {}),
  country: requestOf(platformDashboardEndpoints.dashboardData, { state: 'All' }),
  state: requestOf(platformDashboardEndpoints.dashboardData, { state: 'Maharashtra' }),
};

let t: TestApp;
let authorization: string;
const read = routeReader(() => ({ app: t.app, authorization }));

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const { institution, user } = await createInstitution(t.database.db);
  const focus = { id: institution.id, latitude: 18.52, longitude: 73.85 };
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
  const others = JSON.stringify(INDIA_STATES.filter((state) => state !== 'Maharashtra'));
  const metrics = JSON.stringify([
    'donation',
    'consumed',
    'disposed',
    'transferred',
    'stock',
    'demand',
    'fulfilled',
    'emergency',
    'donor-found',
    'camp',
    'deferral',
    'deferral-reason:Low haemoglobin',
    'user',
  ]);
  await t.database.db.execute(sql`
    INSERT INTO platform_daily_tallies (metric, state, day, n, seconds)
      SELECT metric, state, current_date - day, 1 + (day % 17), 3600 * (day % 5)
        FROM jsonb_array_elements_text(${metrics}::jsonb) AS metric,
             jsonb_array_elements_text(${others}::jsonb) AS state,
             generate_series(0, 3 * 365) AS day`);
  await t.database.db.execute(sql`
    INSERT INTO platform_city_tallies (metric, state, city, n, seconds)
      SELECT metric, state, 'City ' || city, 100 + city, 3600 * city
        FROM jsonb_array_elements_text(${metrics}::jsonb) AS metric,
             jsonb_array_elements_text(${others}::jsonb) AS state,
             generate_series(1, 20) AS city`);
  authorization = `Bearer ${(await signIn(t, await createAdmin(t.database.db), 'SuperAdmin')).token}`;
  const country = (await read(calls.country)).json().content.data;
  console.log(
    `seeded ${inventory.units} units in ${inventory.milliseconds} ms and ${requests.requests} requests in ${requests.milliseconds} ms (${t.database.kind}); the country shows ${country.donation} donations in ${Object.keys(country.mapData).length} states`,
  );
}, 1_800_000);

const latency = latencyLog();

afterAll(() => reportAndClose(latency, t));

describe(`the national dashboard over ${UNITS} units and ${REQUESTS} requests`, () => {
  benchRoutes(latency, read, calls, [
    ['tile-data', 'tiles'],
    ['dashboard-data, all of India', 'country'],
    ['dashboard-data, Maharashtra', 'state'],
  ]);
});
