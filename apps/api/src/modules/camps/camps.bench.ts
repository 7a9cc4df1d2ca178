import { campsEndpoints, donorsEndpoints, indiaToday, requestOf } from '@raktsetu/contract';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedCampsAtScale } from '../../db/seed/camps-at-scale.js';
import { signIn } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Camps and donations at national scale (docs/decisions/0046): 50 000 camps over 4 000 blood centres, the
// measured centre with 1 000 camps of its own over three years, a camp day with 2 000 donors, and 100 000
// samples in its lab, about 90 000 of them with their results. Read through the real routes, signed in as that centre.
const CAMPS = 50_000;
const SAMPLES = 100_000;

let t: TestApp;
let authorization: string;
const read = routeReader(() => ({ app: t.app, authorization }));

const callsFor = (campId: string) => ({
  accepted: requestOf(campsEndpoints.list, { type: 'Accepted' }),
  pending: requestOf(campsEndpoints.list, { type: 'Pending' }),
  search: requestOf(campsEndpoints.list, { type: 'Accepted', search: 'kothrud', sort: 'campName' }),
  byDonors: requestOf(campsEndpoints.list, { type: 'Accepted', sort: 'donors', order: 'desc' }),
  campDonors: requestOf(campsEndpoints.donors, { campId }),
  campDonorSearch: requestOf(campsEndpoints.donors, { campId, search: 'pri' }),
  samples: requestOf(donorsEndpoints.labResults, { type: 'samples' }),
  sampleSearch: requestOf(donorsEndpoints.labResults, { type: 'samples', search: 'sb-4711' }),
  samplesAwaitingResult: requestOf(donorsEndpoints.labResults, { type: 'samples', status: 4 }),
  register: requestOf(donorsEndpoints.labResults, {}),
  registerOfGroup: requestOf(donorsEndpoints.labResults, { bloodGroup: 'AB-' }),
  registerByReport: requestOf(donorsEndpoints.labResults, { sort: 'reportNo', order: 'asc' }),
  registerSearch: requestOf(donorsEndpoints.labResults, { search: 'sb-4711' }),
});
// Filled once the camp day is seeded; the benchmarks read it when they run.
const requests = {} as ReturnType<typeof callsFor>;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const account = await createInstitution(t.database.db);
  const seeded = await seedCampsAtScale(t.database.db, {
    focus: { id: account.institution.id, userId: account.user.id },
    camps: CAMPS,
    samples: SAMPLES,
    today: indiaToday(),
  });
  Object.assign(requests, callsFor(seeded.campId));
  authorization = `Bearer ${(await signIn(t, account)).token}`;
  const found = await Promise.all(
    Object.entries(requests).map(
      async ([name, request]) => `${name} ${(await read(request)).json().content.total}`,
    ),
  );
  console.log(
    `seeded ${seeded.camps} camps and ${seeded.samples} samples in ${seeded.milliseconds} ms (${t.database.kind}); rows found: ${found.join(', ')}`,
  );
}, 1_200_000);

const latency = latencyLog();
afterAll(() => reportAndClose(latency, t));

const cases = [
  ['camp list, Accepted, newest first', 'accepted'],
  ['camp list, Pending', 'pending'],
  ['camp list, search "kothrud" by name', 'search'],
  ['camp list, by donors', 'byDonors'],
  ['camp donors, 2 000 on the list, first page', 'campDonors'],
  ['camp donors, search "pri"', 'campDonorSearch'],
  ['samples, first page of 100 000', 'samples'],
  ['samples, search a bag', 'sampleSearch'],
  ['samples awaiting a result', 'samplesAwaitingResult'],
  ['lab register, first page of ~90 000 results', 'register'],
  ['lab register, group AB-', 'registerOfGroup'],
  ['lab register, by report number', 'registerByReport'],
  ['lab register, search a bag', 'registerSearch'],
] as const;

describe(`camps over ${CAMPS} camps and ${SAMPLES} samples`, () => {
  benchRoutes(latency, read, requests, cases);
});
