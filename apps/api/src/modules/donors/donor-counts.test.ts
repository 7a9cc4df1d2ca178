import { donorsEndpoints, MESSAGES, type NewDonor } from '@raktsetu/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionDonors, people } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The donor list's totals come from tallies the database keeps per institution and blood group, and its
// search from copies of the person's fields on each link (migration 0006). These tests change donors every
// way the product does and check that the totals still equal a plain count of the rows.

let t: TestApp;
let bank: Caller & Awaited<ReturnType<typeof signedInInstitution>>;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
});
afterAll(() => t.close());

let serial = 0;
function donor(bloodGroup: string, overrides: Partial<NewDonor> = {}): NewDonor {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    firstName: 'Sunita',
    lastName: `Deshpande${n}`,
    gender: 'Female',
    bloodGroup,
    dateOfBirth: '02/02/1990',
    firstTimeDonor: true,
    mobileNumber: `9345${n}00`.slice(0, 10),
    height: 158,
    weight: 56,
    ...overrides,
  } as NewDonor;
}

async function add(...donors: NewDonor[]) {
  const response = await bank.call(donorsEndpoints.add, { donors });
  expect(response.json(), response.body).toMatchObject({ code: 200, message: MESSAGES.donorAdded });
  return response.json().content.data as { _id: string }[];
}

const listed = async (query: Record<string, string>) =>
  (await bank.call(donorsEndpoints.list, query)).json().content as { total: number; data: { _id: string }[] };

/** The truth the tallies must agree with. */
async function counted(bloodGroup?: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(institutionDonors)
    .innerJoin(people, eq(people.id, institutionDonors.personId))
    .where(
      and(
        eq(institutionDonors.institutionId, bank.account.institution.id),
        bloodGroup ? eq(people.bloodGroup, bloodGroup) : undefined,
      ),
    );
  return row?.n ?? 0;
}

describe('the donor list totals', () => {
  it('count every donor added, by group, in one upload or one at a time', async () => {
    await add(donor('O-'), donor('O-'), donor('B+'), donor('AB+'));
    await add(donor('B+'));
    expect(await listed({})).toMatchObject({ total: 5 });
    expect(await listed({ bloodGroup: 'O-' })).toMatchObject({ total: 2 });
    expect(await listed({ bloodGroup: 'A-' })).toMatchObject({ total: 0, data: [] });
    expect((await listed({ bloodGroup: 'B+' })).total).toBe(await counted('B+'));
  });

  it('move a donor between groups when the group is corrected, and search finds the corrected name', async () => {
    const [added] = await add(donor('A+', { firstName: 'Rohini' }));
    const before = { aPlus: await counted('A+'), aMinus: await counted('A-') };
    await t.database.db
      .update(people)
      .set({ bloodGroup: 'A-', firstName: 'Rohinee' })
      .where(eq(people.id, added?._id ?? ''));
    expect((await listed({ bloodGroup: 'A+' })).total).toBe(before.aPlus - 1);
    expect((await listed({ bloodGroup: 'A-' })).total).toBe(before.aMinus + 1);
    expect((await listed({ search: 'rohinee' })).data.map((row) => row._id)).toEqual([added?._id]);
    expect((await listed({ search: 'rohini ' })).data).toEqual([]);
  });

  it('split Active and Blocked, and a temporary block that has ended counts as Active again', async () => {
    const [first, second] = await add(donor('O+'), donor('O+'));
    for (const added of [first, second]) {
      const response = await bank.call(donorsEndpoints.block, {
        donorId: added?._id ?? '',
        blockType: 'temporarily',
        blockPeriod: '10',
        reason: 'Unruly behaviour',
      });
      expect(response.json().message).toBe(MESSAGES.donorBlocked);
    }
    const all = await counted();
    expect(await listed({ status: 'Blocked' })).toMatchObject({ total: 2 });
    expect(await listed({ status: 'Active' })).toMatchObject({ total: all - 2 });
    expect(await listed({ status: 'Blocked', bloodGroup: 'O+' })).toMatchObject({ total: 2 });

    // The block of one of them ended yesterday.
    await t.database.db
      .update(institutionDonors)
      .set({ blockUntil: sql`(now() + interval '330 minutes')::date - 1` })
      .where(eq(institutionDonors.personId, first?._id ?? ''));
    expect(await listed({ status: 'Blocked' })).toMatchObject({ total: 1 });
    expect(await listed({ status: 'Active' })).toMatchObject({ total: all - 1 });
    expect(await listed({})).toMatchObject({ total: all });
  });

  it('drop a donor whose record is removed', async () => {
    const [added] = await add(donor('B-'));
    const before = await counted();
    await t.database.db.delete(people).where(eq(people.id, added?._id ?? ''));
    expect(await listed({})).toMatchObject({ total: before - 1 });
    expect(await listed({})).toMatchObject({ total: await counted() });
  });

  it('lose no donor when two desks add at the same moment', async () => {
    const before = await counted();
    const desks = await Promise.all(
      [0, 1, 2, 3].map(() => bank.call(donorsEndpoints.add, { donors: [donor('O-'), donor('B+')] })),
    );
    expect(desks.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await listed({})).toMatchObject({ total: before + 8 });
    expect((await listed({ bloodGroup: 'O-' })).total).toBe(await counted('O-'));
  });
});

describe('the nearby list in a crowded city', () => {
  it('stops counting past a thousand donors and still pages nearest first', async () => {
    // 1 200 donors on a line running east from the institution (18.52 N, 73.85 E), 3 m apart.
    await t.database.db.execute(sql`
      insert into people (donor_code, first_name, gender, blood_group, latitude, longitude)
      select 'DCROWD' || n, 'Crowd', 'Male', 'B+', 18.52, 73.85 + n * 0.00003
      from generate_series(1, 1200) as n`);
    const first = (await bank.call(donorsEndpoints.nearby, { radiusKm: '5' })).json().content;
    expect(first).toMatchObject({ total: 1000, atLeast: true });
    expect(first.data.map((row: { donorId: string }) => row.donorId).slice(0, 3)).toEqual([
      'DCROWD1',
      'DCROWD2',
      'DCROWD3',
    ]);
    const tenth = (await bank.call(donorsEndpoints.nearby, { radiusKm: '5', page: '10' })).json().content;
    expect(tenth.data[0].donorId).toBe('DCROWD91');
    const farthest = (await bank.call(donorsEndpoints.nearby, { radiusKm: '5', order: 'desc' })).json()
      .content;
    expect(farthest.data[0].donorId).toBe('DCROWD1200');
    // 300 A+ donors within 5 km and 900 more just beyond it: the count is exact, though the walk that counts
    // them meets those beyond first among the nearest thousand.
    await t.database.db.execute(sql`
      insert into people (donor_code, first_name, gender, blood_group, latitude, longitude)
      select 'DRING' || n, 'Ring', 'Female', 'A+', 18.52 + (case when n <= 300 then 0.03 else 0.05 end), 73.85
      from generate_series(1, 1200) as n`);
    expect(
      (await bank.call(donorsEndpoints.nearby, { radiusKm: '5', bloodGroup: 'A+' })).json().content,
    ).toMatchObject({ total: 300 });
    expect(
      (await bank.call(donorsEndpoints.nearby, { radiusKm: '10', bloodGroup: 'A+' })).json().content,
    ).toMatchObject({ total: 1000, atLeast: true });
    // A group the crowd does not have is counted exactly.
    expect(
      (await bank.call(donorsEndpoints.nearby, { radiusKm: '5', bloodGroup: 'AB-' })).json().content,
    ).toEqual({
      data: [],
      total: 0,
    });
  });
});
