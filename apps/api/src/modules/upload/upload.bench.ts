import { randomUUID } from 'node:crypto';
import { indiaToday, UPLOAD_LIMITS, type UploadKind, uploadEndpoints } from '@raktsetu/contract';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The spreadsheet upload's server side (docs/decisions/0049): a file of 10 000 and of 100 000 rows sent as the
// browser sends it, in parts of 2 000, the last part storing every row in one transaction. Target (issue 14):
// previewed and stored in ≤ 3 s for 10 000 rows and ≤ 30 s for 100 000, the browser's reading included; this
// measures the storing. Each run uses a new blood centre, so every bag and person is new.

let t: TestApp;
let run = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
});
afterAll(() => t.close());

const day = (offset: number) => {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

function rowsOf(kind: UploadKind, count: number): { row: number; cells: Record<string, string | null> }[] {
  run += 1;
  return Array.from({ length: count }, (_, i) => {
    const n = `${run}${String(i).padStart(6, '0')}`;
    const cells: Record<string, string | null> =
      kind === 'inventory'
        ? {
            bagId: `BENCH-${n}`,
            bloodGroup: ['O+', 'B+', 'A+', 'AB+'][i % 4] ?? 'O+',
            donorId: null,
            component: 'Red Cells Packed',
            volume: '350',
            storedIn: 'Refrigerator 1',
            collectionDate: day(-2),
            expiryDate: day(35),
            screeningDone: 'Yes',
          }
        : {
            firstName: 'Bench',
            lastName: `Donor ${n}`,
            gender: i % 2 ? 'Female' : 'Male',
            mobileNumber: `7${n.padStart(9, '0').slice(-9)}`,
            email: `bench.${n}@example.in`,
            bloodGroup: 'O+',
            lastDonationComponent: null,
            dateOfBirth: '14/06/1994',
            height: '165',
            weight: '62',
            lastDonationDate: null,
          };
    return { row: i + 2, cells };
  });
}

async function upload(caller: Caller, kind: UploadKind, count: number) {
  const rows = rowsOf(kind, count);
  const uploadId = randomUUID();
  const parts = Math.ceil(rows.length / UPLOAD_LIMITS.rowsPerPart);
  for (let part = 1; part <= parts; part++) {
    const answer = await caller.call(uploadEndpoints[kind], {
      uploadId,
      part,
      parts,
      rows: rows.slice((part - 1) * UPLOAD_LIMITS.rowsPerPart, part * UPLOAD_LIMITS.rowsPerPart),
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
    if (part === parts && answer.json().content.stored.added !== count) throw new Error(answer.body);
  }
}

describe('a spreadsheet of inventory, stored', () => {
  bench(
    '10 000 units (5 parts, one transaction)',
    async () => upload(await signedInInstitution(t, { type: 'BloodBank' }), 'inventory', 10_000),
    { iterations: 3, warmupIterations: 0 },
  );
  bench(
    '100 000 units (50 parts, one transaction)',
    async () => upload(await signedInInstitution(t, { type: 'BloodBank' }), 'inventory', 100_000),
    { iterations: 1, warmupIterations: 0 },
  );
});

describe('a spreadsheet of donors, stored', () => {
  bench(
    '10 000 donors (5 parts, one transaction)',
    async () => upload(await signedInInstitution(t, { type: 'BloodBank' }), 'donors', 10_000),
    { iterations: 3, warmupIterations: 0 },
  );
  bench(
    '100 000 donors (50 parts, one transaction)',
    async () => upload(await signedInInstitution(t, { type: 'BloodBank' }), 'donors', 100_000),
    { iterations: 1, warmupIterations: 0 },
  );
});
