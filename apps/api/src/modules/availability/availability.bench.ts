import { availabilityEndpoints, type HttpRequestOf, indiaToday, requestOf } from '@raktsetu/contract';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedNationalScale } from '../../db/seed/national-scale.js';
import { hashPassword } from '../../lib/passwords.js';
import { benchRoutes, latencyLog, reportAndClose } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The public search over the whole country's shelves: the national dataset's 4,000 blood centres and 13,000
// hospitals in India's towns, with its 1,000,000 units on the shelves (fewer donors and no activity: the
// search reads institutions, the stock index and each centre's newest unit event). Maharashtra holds the
// most centres; a search there counts some 400 centres' shelves.
const SIZES = {
  bloodBanks: 4_000,
  hospitals: 13_000,
  ngos: 10,
  donors: 20_000,
  units: 1_100_000,
  liveUnits: 1_000_000,
  requests: 2,
  camps: 2,
  labResults: 2,
  chatRooms: 2,
  chatMessages: 2,
};

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const calls = {
  state: requestOf(availabilityEndpoints.search, { state: 'Maharashtra' }),
  nearest: requestOf(availabilityEndpoints.search, { state: 'Maharashtra', ...MUMBAI }),
  scarce: requestOf(availabilityEndpoints.search, {
    state: 'Maharashtra',
    bloodGroup: 'O-',
    component: 'Platelets Apheresis Single Donor',
  }),
  city: requestOf(availabilityEndpoints.search, { state: 'Maharashtra', city: 'Mumbai', bloodGroup: 'B+' }),
  lastPage: requestOf(availabilityEndpoints.search, { state: 'Uttar Pradesh', page: 20 }),
  cities: requestOf(availabilityEndpoints.cities, { state: 'Maharashtra' }),
};

let t: TestApp;
let caller = 0;
// The search allows 60 calls a minute from one address: each call of the benchmark comes from its own.
async function read(request: HttpRequestOf) {
  caller += 1;
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: `10.9.${(caller >> 8) & 255}.${caller & 255}`,
  });
  if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  const { milliseconds } = await seedNationalScale(t.database.db, {
    sizes: SIZES,
    seed: 1,
    today: indiaToday(),
    passwordHash: await hashPassword('Bench@1234'),
  });
  const found = (await read(calls.state)).json().content;
  console.log(
    `seeded ${SIZES.bloodBanks} blood centres with ${SIZES.liveUnits} units on their shelves in ${milliseconds} ms (${t.database.kind}); ${found.total} centres of Maharashtra hold units`,
  );
}, 1_800_000);

const latency = latencyLog();
afterAll(() => reportAndClose(latency, t));

describe(`the public blood availability search over ${SIZES.liveUnits} units in ${SIZES.bloodBanks} centres`, () => {
  benchRoutes(latency, read, calls, [
    ['Maharashtra, every group and component', 'state'],
    ['Maharashtra, nearest first from Mumbai', 'nearest'],
    ['Maharashtra, O- apheresis platelets', 'scarce'],
    ['Mumbai, B+', 'city'],
    ['Uttar Pradesh, page 20', 'lastPage'],
    ['cities of Maharashtra', 'cities'],
  ]);
});
