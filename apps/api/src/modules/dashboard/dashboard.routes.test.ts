import {
  addDays,
  dashboardEndpoints,
  donorsEndpoints,
  indiaToday,
  inventoryEndpoints,
} from '@raktsetu/contract';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donationRecords,
  institutionDonors,
  inventoryUnits,
  unitCollectionTallies,
} from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createdCamp, ngoCamp, scheduled } from '../camps/camps.test-support.js';
import { addUnits, daysAgo, institutionIdOf, patientRequest } from '../inventory/inventory.test-support.js';

// The dashboard's tiles and charts count the institution's own rows, and move as its units do.

let t: TestApp;
let bank: Caller;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
});
afterAll(() => t.close());

const countsOf = async (caller: Caller) => (await caller.call(dashboardEndpoints.counts)).json().content;
const chartsOf = async (caller: Caller, period?: 'Monthly' | 'Weekly') =>
  (await caller.call(dashboardEndpoints.charts, period ? { period } : {})).json().content;
const inDays = (days: number) =>
  addDays(new Date(`${indiaToday()}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);

describe('a blood bank’s tiles', () => {
  it('start at zero and follow units in, out, across and near expiry', async () => {
    expect(await countsOf(bank)).toMatchObject({
      recievedCount: 0,
      issuedCount: 0,
      inventoryCount: { inventory: 0 },
      expiringSoonCount: 0,
      countCap: 1000,
    });

    const units = await addUnits(bank, 4, { bloodGroup: 'B+' });
    await addUnits(bank, 1, { bloodGroup: 'B+', collectionDate: daysAgo(30), expiryDate: inDays(2) });
    await addUnits(bank, 2, { bloodGroup: 'B+', screeningDone: false }); // quarantined: not in stock yet
    expect(await countsOf(bank)).toMatchObject({ inventoryCount: { inventory: 5 }, expiringSoonCount: 1 });

    const request = await patientRequest(bank, { bloodGroup: 'B+', units: 1 });
    const issued = await bank.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id: request,
      inventoryIds: [units[0] as string],
      deliveryType: 'toBeCollected',
    });
    expect(issued.statusCode, issued.body).toBe(200);

    const receiver = await signedInInstitution(t);
    const sent = await bank.call(inventoryEndpoints.changeStatus, {
      type: 'transfer',
      institutionId: await institutionIdOf(receiver),
      inventoryIds: [units[1] as string],
      deliveryType: 'toBeDeliver',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const accepted = await receiver.call(inventoryEndpoints.confirmTransfer, {
      state: 'Accepted',
      ids: [units[1] as string],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await countsOf(bank)).toMatchObject({ issuedCount: 1, inventoryCount: { inventory: 3 } });
    expect(await countsOf(receiver)).toMatchObject({ recievedCount: 1, inventoryCount: { inventory: 1 } });
  });

  it('count the donors nearby and those of them who may give today', async () => {
    const before = await countsOf(bank);
    const added = await bank.call(donorsEndpoints.add, {
      donors: [
        {
          firstName: 'Asha',
          lastName: 'Patil',
          gender: 'Female',
          bloodGroup: 'O+',
          dateOfBirth: '02/02/1990',
          firstTimeDonor: true,
          mobileNumber: '9345001122',
          height: 158,
          weight: 56,
          address: { description: 'Kothrud, Pune', coordinates: [73.81, 18.5] },
        },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = await countsOf(bank);
    expect(after.nearByDonorsCount).toBe(before.nearByDonorsCount + 1);
    expect(after.activeDonorsCount).toBeGreaterThanOrEqual(before.activeDonorsCount);
  });

  it('are a blood centre’s: a hospital or an NGO is refused (403)', async () => {
    for (const type of ['Hospital', 'NGO'] as const) {
      const other = await signedInInstitution(t, { type });
      expect((await other.call(dashboardEndpoints.counts)).statusCode).toBe(403);
      expect((await other.call(dashboardEndpoints.charts)).statusCode).toBe(403);
    }
    expect((await bank.call(dashboardEndpoints.ngo)).statusCode).toBe(403);
  });
});

describe('a blood bank’s charts', () => {
  it('show its stock by component and group, and the units collected this month and this week', async () => {
    const centre = await signedInInstitution(t);
    await addUnits(centre, 3, {
      bloodGroup: 'A-',
      component: 'Red Cells Packed',
      collectionDate: indiaToday(),
    });
    await addUnits(centre, 2, {
      bloodGroup: 'O+',
      component: 'Plasma Fresh Frozen',
      collectionDate: indiaToday(),
    });

    const monthly = await chartsOf(centre);
    expect(monthly.period).toBe('Monthly');
    expect(monthly.byComponent).toHaveLength(16);
    expect(monthly.byComponent).toContainEqual({ component: 'Red Cells Packed', count: 3 });
    expect(monthly.byComponent).toContainEqual({ component: 'Plasma Fresh Frozen', count: 2 });
    expect(monthly.byBloodGroup).toContainEqual({ bloodGroup: 'A-', count: 3 });
    expect(monthly.byBloodGroup).toContainEqual({ bloodGroup: 'HH', count: 0 });
    expect(monthly.overTime).toHaveLength(12);
    expect(monthly.overTime.at(-1)).toEqual({ date: `${indiaToday().slice(0, 8)}01`, count: 5 });
    expect(monthly.overTime.slice(0, -1).every((bar: { count: number }) => bar.count === 0)).toBe(true);

    const weekly = await chartsOf(centre, 'Weekly');
    expect(weekly.overTime).toHaveLength(12);
    expect(weekly.overTime.at(-1).count).toBe(5);
    expect(new Date(`${weekly.overTime.at(-1).date}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
  });

  it('refuse a period that is not Monthly or Weekly, changing nothing', async () => {
    const answer = await bank.call(dashboardEndpoints.charts, { period: 'Daily' as 'Monthly' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('an NGO’s dashboard', () => {
  it('counts its donors, their donations, who gave more than once, and the camps a blood centre scheduled', async () => {
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const added = await ngo.call(donorsEndpoints.add, {
      donors: ['9345002201', '9345002202'].map((mobileNumber, n) => ({
        firstName: 'Ravi',
        lastName: `Joshi${n}`,
        gender: 'Male' as const,
        bloodGroup: n === 0 ? ('A+' as const) : ('B-' as const),
        dateOfBirth: '02/02/1988',
        firstTimeDonor: true,
        mobileNumber,
        height: 170,
        weight: 70,
      })),
    });
    expect(added.statusCode, added.body).toBe(200);
    const db = t.database.db;
    const links = await db.select().from(institutionDonors);
    const ngoId = await institutionIdOf(ngo);
    const [first, second] = links.filter((link) => link.institutionId === ngoId);
    const bankId = await institutionIdOf(bank);
    await db.insert(donationRecords).values([
      { personId: first!.personId, institutionId: bankId, donatedOn: daysAgo(200), component: 'Whole Blood' },
      { personId: first!.personId, institutionId: bankId, donatedOn: daysAgo(20), component: 'Whole Blood' },
      {
        personId: second!.personId,
        institutionId: bankId,
        donatedOn: daysAgo(40),
        component: 'Platelets Apheresis Single Donor',
      },
    ]);

    // Two camps asked of the blood centre; it schedules one, the other still waits and is not counted.
    await scheduled(bank, await createdCamp(ngo, ngoCamp(bankId)));
    await createdCamp(ngo, ngoCamp(bankId, { campName: 'Waiting camp' }));

    const answer = await ngo.call(dashboardEndpoints.ngo, { period: 'Weekly' });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().content;
    expect(data).toMatchObject({
      activeDonorsCount: 2,
      donetedSoFarCount: 3,
      repeatDonationsCount: 1,
      campOrgnisedCount: 1,
      period: 'Weekly',
    });
    expect(data.campGrapgh.at(-1)).toMatchObject({ count: 1 });
    expect(data.componenetWiseData).toContainEqual({ component: 'Whole Blood', count: 2 });
    expect(data.bloodGroupWiseData).toContainEqual({ bloodGroup: 'B-', count: 1 });
    expect(data.campGrapgh).toHaveLength(12);
  });
});

describe('the daily collection tallies behind the donation graph', () => {
  it('equal a plain count of the units, after every change these tests made', async () => {
    const db = t.database.db;
    const counted = await db
      .select({
        institutionId: inventoryUnits.originInstitutionId,
        collectionDate: inventoryUnits.collectionDate,
        units: sql<number>`count(*)::int`,
      })
      .from(inventoryUnits)
      .where(isNull(inventoryUnits.parentId))
      .groupBy(inventoryUnits.originInstitutionId, inventoryUnits.collectionDate);
    const tallied = await db
      .select()
      .from(unitCollectionTallies)
      .where(sql`${unitCollectionTallies.units} <> 0`);
    const key = (row: { institutionId: string; collectionDate: string; units: number }) =>
      `${row.institutionId} ${row.collectionDate} ${row.units}`;
    expect(counted.length).toBeGreaterThan(3);
    expect(tallied.map(key).sort()).toEqual(counted.map(key).sort());
  });
});
