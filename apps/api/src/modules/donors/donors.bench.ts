import { donorsEndpoints, requestOf } from '@raktsetu/contract';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedPeopleAtScale } from '../../db/seed/people-at-scale.js';
import { signIn } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A national population: 200 000 donors over a dozen cities, of whom some 60 000 live around one Pune
// blood bank and 54 000 are on its list — the size of a large city blood centre's register. The lists of
// People → Donors and the nearby search (docs/spec/part-1-institution-side.md §2, §3) are read through
// the real routes, signed in as that blood bank.
const DONORS = 200_000;

const requests = {
  firstPage: requestOf(donorsEndpoints.list, {}),
  namePrefix: requestOf(donorsEndpoints.list, { search: 'pri' }),
  bloodGroup: requestOf(donorsEndpoints.list, { bloodGroup: 'O-' }),
  nearby: requestOf(donorsEndpoints.nearby, { radiusKm: 25 }),
};

let t: TestApp;
let authorization: string;

const read = routeReader(() => ({ app: t.app, authorization }));

beforeAll(async () => {
  // The limits guard people, not a benchmark that calls thousands of times a minute.
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const account = await createInstitution(t.database.db);
  const { institution, user } = account;
  const seeded = await seedPeopleAtScale(t.database.db, {
    donors: DONORS,
    seed: 'donors-bench',
    focus: {
      id: institution.id,
      name: institution.name,
      type: institution.type,
      city: institution.city ?? 'Pune',
      latitude: institution.latitude ?? 18.52,
      longitude: institution.longitude ?? 73.85,
      staffUserId: user.id,
    },
  });
  authorization = `Bearer ${(await signIn(t, account)).token}`;
  const totals = Object.entries(requests).map(
    async ([name, request]) => `${name} ${(await read(request)).json().content.total}`,
  );
  console.log(
    `seeded ${seeded.people} people, ${seeded.links} links (${seeded.linkedToFocus} to the measured blood bank), ` +
      `${seeded.donationRecords} donations in ${seeded.milliseconds} ms (${t.database.kind}); ` +
      `rows found: ${(await Promise.all(totals)).join(', ')}`,
  );
}, 1_200_000);

const latency = latencyLog();

afterAll(() => reportAndClose(latency, t));

const cases: [string, keyof typeof requests][] = [
  ['People → Donors, first page, newest first', 'firstPage'],
  ['searching the first letters of a name ("pri")', 'namePrefix'],
  ['blood-group filter O−', 'bloodGroup'],
  ['nearby donors within 25 km, nearest first', 'nearby'],
];

describe(`donor lists over ${DONORS} donors`, () => {
  benchRoutes(latency, read, requests, cases);
});
