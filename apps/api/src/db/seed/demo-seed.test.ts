import path from 'node:path';
import {
  adminEndpoints,
  type CampRow,
  type ChatRoom,
  campsEndpoints,
  chatEndpoints,
  dashboardEndpoints,
  donorsEndpoints,
  inventoryEndpoints,
  patientsEndpoints,
  requestsEndpoints,
} from '@raktsetu/contract';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signIn } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { camps, institutions, people } from '../schema/index.js';
import {
  DEMO_ADMIN,
  DEMO_INSTITUTIONS,
  DEMO_LAB_MEMBER,
  DEMO_PASSWORD,
  DEMO_PENDING,
  DEMO_PEOPLE_SEED,
  seedDemoData,
} from './demo-seed.js';
import { generatePopulation, todayInIndia } from './people-generator.js';

const TODAY = todayInIndia();
let t: TestApp;
const callers = new Map<string, Caller>();
const callerOf = (loginId: string) => callers.get(loginId) as Caller;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.database.db, path.join(t.config.dataDir, 'uploads'), { today: TODAY })).toBe(
    true,
  );
  for (const demo of DEMO_INSTITUTIONS) {
    callers.set(demo.loginId, await signIn(t, { loginId: demo.loginId, password: DEMO_PASSWORD }));
  }
}, 120_000);
afterAll(() => t.close());

describe('the demo data of a fresh start', () => {
  it('every demo institution signs in with the demo password, the Pune–Mumbai neighbours too', () => {
    expect(callers.size).toBe(DEMO_INSTITUTIONS.length);
    for (const loginId of [
      'indrayani.bloodbank@raktsetu.demo',
      'navjeevan.bloodbank@raktsetu.demo',
      'shivneri.hospital@raktsetu.demo',
    ]) {
      expect(callers.has(loginId)).toBe(true);
    }
  });

  it('registrations wait for approval, each with a certificate the administrator can open', async () => {
    const admin = await signIn(t, { loginId: DEMO_ADMIN.loginId, password: DEMO_PASSWORD }, 'SuperAdmin');
    const pending = (await admin.call(adminEndpoints.pendingInstitutions, {})).json().content;
    expect(pending.total).toBe(DEMO_PENDING.length);
    for (const row of pending.data) {
      expect(row.declarations).toHaveLength(4);
      const [certificate] = row.attachments;
      const file = await admin.send('GET', certificate.location);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body).toContain(row.registrationNumber);
    }
  });

  it('gives each demo institution its donors, and the hospitals their patients', async () => {
    for (const demo of DEMO_INSTITUTIONS) {
      const caller = callerOf(demo.loginId);
      const donors = (await caller.call(donorsEndpoints.list, {})).json().content;
      // Its own donors, and some of its neighbours' who also verified here by code.
      expect(donors.total, demo.name).toBeGreaterThanOrEqual(demo.people?.donors ?? 0);
      expect(donors.total, demo.name).toBeLessThan((demo.people?.donors ?? 0) + 150);
      expect(donors.data).toHaveLength(10);
      const patients = (await caller.call(patientsEndpoints.list, {})).json().content;
      expect(patients.total, demo.name).toBe(demo.people?.patients ?? 0);
    }
  });

  it('finds donors by the first letters of a name and by blood group', async () => {
    const bank = callerOf('bloodbank@raktsetu.demo');
    const [someone] = (await bank.call(donorsEndpoints.list, {})).json().content.data;
    const prefix = someone.firstName.slice(0, 3);
    const found = (await bank.call(donorsEndpoints.list, { search: prefix })).json().content;
    expect(found.total).toBeGreaterThan(0);
    for (const row of found.data) {
      expect(`${row.firstName} ${row.lastName}`.toLowerCase()).toContain(prefix.toLowerCase());
    }
    const negative = (await bank.call(donorsEndpoints.list, { bloodGroup: 'O-' })).json().content;
    expect(negative.total).toBeGreaterThan(0);
    expect(negative.data.every((row: { bloodGroup: string }) => row.bloodGroup === 'O-')).toBe(true);
  });

  it('has donors near every demo institution, the Pune blood banks sharing some', async () => {
    for (const demo of DEMO_INSTITUTIONS) {
      const nearby = (await callerOf(demo.loginId).call(donorsEndpoints.nearby, { radiusKm: 25 })).json()
        .content;
      expect(nearby.total, demo.name).toBeGreaterThan(demo.people?.donors ?? 0);
      expect(nearby.data[0].distanceKm).toBeLessThanOrEqual(nearby.data.at(-1).distanceKm);
    }
    const available = (await callerOf('bloodbank@raktsetu.demo').call(donorsEndpoints.available, {})).json()
      .content;
    expect(available.total).toBeGreaterThan(50);
  });

  it('lists the units given to patients of the institution that is both', async () => {
    const both = callerOf('both@raktsetu.demo');
    const recipients = (await both.call(patientsEndpoints.recipients, {})).json().content;
    expect(recipients.total).toBeGreaterThan(100);
    expect(recipients.data[0]).toMatchObject({ bagId: expect.stringMatching(/^[0-9A-Z]{13}[0-9A-Z*]$/) });
  });

  it('gives the blood centres stock, a receipt to accept, units in processing and requests to fill', async () => {
    const bank = callerOf('bloodbank@raktsetu.demo');
    const stock = (await bank.call(inventoryEndpoints.stock, {})).json().content;
    const cells = stock.data.flatMap(
      (group: { inventory: { available: number; quarantined: number }[] }) => group.inventory,
    );
    expect(cells.reduce((n: number, cell: { available: number }) => n + cell.available, 0)).toBeGreaterThan(
      150,
    );
    expect(cells.some((cell: { quarantined: number }) => cell.quarantined > 0)).toBe(true);
    expect(stock.expiring.within7).toBeGreaterThan(0);
    // No Bombay (HH) units: too rare for a demo shelf, and the journeys fill that shelf themselves.
    const bombay = stock.data.find((group: { _id: string }) => group._id === 'HH').inventory;
    expect(
      bombay.every(
        (cell: { available: number; quarantined: number }) => cell.available + cell.quarantined === 0,
      ),
    ).toBe(true);
    expect((await bank.call(inventoryEndpoints.transfers, { type: 'incoming' })).json().content.total).toBe(
      3,
    );
    expect((await bank.call(inventoryEndpoints.inProcessing, {})).json().content.total).toBe(6);
    // Shivneri Hospital's three, nearest first (one addressed to it, two reaching every centre near the
    // hospital), then its own counter patient's, which has no position to measure.
    const verified = (await bank.call(requestsEndpoints.list, { sort: 'distance' })).json().content;
    expect(verified.total).toBe(4);
    expect(verified.data.map((row: { hospitalName: string }) => row.hospitalName)).toEqual([
      ...Array(3).fill('Shivneri Multispeciality Hospital'),
      'Sahyadri Blood Centre',
    ]);
    expect(verified.data[0].distanceKm).toBeLessThan(15);
    const tiles = (await bank.call(dashboardEndpoints.counts)).json().content;
    expect(tiles.issuedCount).toBeGreaterThan(5);
    expect(tiles.inventoryCount.inventory).toBeGreaterThan(150);
    expect(tiles.nearByDonorsCount).toBeGreaterThan(50);
    const charts = (await bank.call(dashboardEndpoints.charts)).json().content;
    expect(charts.overTime.filter((bar: { count: number }) => bar.count > 0).length).toBeGreaterThan(1);
    const donations = (await bank.call(requestsEndpoints.donations, {})).json().content;
    expect(donations.total).toBe(3);
    const pimpri = callerOf('indrayani.bloodbank@raktsetu.demo');
    expect((await pimpri.call(requestsEndpoints.list, {})).json().content.total).toBe(2);
    const issued = (await bank.call(inventoryEndpoints.list, { type: 'issued', limit: 100 })).json().content;
    expect(issued.total).toBeGreaterThan(5);
    // A bag of the inventory demo; the reports' demo (demo-reports.ts, bags SBCR-…) has its own history.
    const unit = issued.data.find((row: { bagId: string }) => !row.bagId.startsWith('SBCR-'));
    const { history } = (await bank.call(inventoryEndpoints.unit, { id: unit._id })).json().content;
    expect(history.map((row: { action: string }) => row.action)).toEqual(['added', 'issued']);
    expect(history[1].by).toBe('Anjali Deshpande');
    expect(
      (await bank.call(inventoryEndpoints.list, { type: 'inventory', limit: 100 }))
        .json()
        .content.data.some((row: { state: string }) => row.state === 'expired'),
    ).toBe(true);
  });

  it('gives the NGO donors who have given, some more than once', async () => {
    const ngo = (await callerOf('ngo@raktsetu.demo').call(dashboardEndpoints.ngo)).json().content;
    expect(ngo.activeDonorsCount).toBeGreaterThan(100);
    expect(ngo.donetedSoFarCount).toBeGreaterThan(0);
    expect(ngo.repeatDonationsCount).toBeGreaterThan(0);
    // Requests it raised for the children it supports, with donors of its own who may give for them.
    const open = (await callerOf('ngo@raktsetu.demo').call(requestsEndpoints.list, {})).json().content;
    expect(open.total).toBe(3);
    const [ward] = open.data.filter((row: { subType: string | null }) => row.subType === 'Bulk');
    expect(ward.bulkRequest.map((item: { units: number }) => item.units)).toEqual([6, 4, 2]);
    const donors = (
      await callerOf('ngo@raktsetu.demo').call(requestsEndpoints.deputeCandidates, { id: open.data[0]._id })
    ).json().content;
    expect(donors.total).toBeGreaterThan(3);
  });

  it('plans a camp in every state, and holds a camp day at the Pune and Bengaluru centres', async () => {
    const states = await t.database.db
      .selectDistinct({ state: camps.state })
      .from(camps)
      .where(isNotNull(camps.state));
    expect(states.length).toBe(36);
    for (const loginId of ['bloodbank@raktsetu.demo', 'both@raktsetu.demo']) {
      const centre = callerOf(loginId);
      const running = (
        await centre.call(campsEndpoints.list, { type: 'Accepted', sort: 'date', order: 'asc' })
      ).json().content;
      const today = running.data.find((camp: CampRow) => camp.date === TODAY) as CampRow;
      expect(today, loginId).toMatchObject({ noDonors: 12, donated: 5 });
      const donors = (await centre.call(campsEndpoints.donors, { campId: today._id, limit: 20 })).json()
        .content;
      const statuses = donors.data.map((row: { donationStatus: number }) => row.donationStatus).sort();
      expect(statuses).toEqual([0, 0, 0, 0, 7, 7, 8, 8, 8, 8, 8, 9]);
      // The units wait in quarantine and their samples on /labresult-samples: two accepted, three at the door.
      const samplesOf = async (status: number) =>
        (await centre.call(donorsEndpoints.labResults, { type: 'samples', status })).json().content.total;
      expect([await samplesOf(3), await samplesOf(4)], loginId).toEqual([3, 2]);
    }
    const pending = (await callerOf('bloodbank@raktsetu.demo').call(campsEndpoints.list, { type: 'Pending' }))
      .json()
      .content.data.map((camp: CampRow) => camp.status);
    expect(pending.sort()).toEqual(['Draft', 'Pending']);
    const created = (await callerOf('ngo@raktsetu.demo').call(campsEndpoints.ngoList, { type: 'Pending' }))
      .json()
      .content.data.map((camp: CampRow) => camp.status);
    expect(created.sort()).toEqual(['Declined', 'Pending']);
    const onGoing = (
      await callerOf('ngo@raktsetu.demo').call(campsEndpoints.ngoList, { type: 'Accepted' })
    ).json().content.data as CampRow[];
    expect(onGoing).toMatchObject([{ campName: 'Community Blood Donation Drive', noDonors: 6 }]);
    const ngoTiles = (await callerOf('ngo@raktsetu.demo').call(dashboardEndpoints.ngo)).json().content;
    expect(ngoTiles.campOrgnisedCount).toBe(1);
  });

  it('gives the labs results of the last days: most released, one held, one reactive; and a lab member', async () => {
    for (const loginId of ['bloodbank@raktsetu.demo', 'both@raktsetu.demo']) {
      const all = (await callerOf(loginId).call(donorsEndpoints.labResults, { limit: 50 })).json().content;
      // The last days' results (report …/LR/0001); last month's and this month's registers behind the reports
      // (demo-reports.ts, report …/LR/yyyymm/…) come beside them.
      const results = all.data.filter((row: { labResults: { reportNo: string } }) =>
        /\/LR\/\d{4}$/.test(row.labResults.reportNo),
      );
      expect(results.length, loginId).toBe(12);
      const outcomes = results.map((row: { outcome: string }) => row.outcome).sort();
      expect(outcomes).toEqual([...Array(10).fill('released'), 'held', 'unsafe'].sort());
    }
    const member = await signIn(t, { loginId: DEMO_LAB_MEMBER.loginId, password: DEMO_PASSWORD });
    expect((await member.call(donorsEndpoints.labResults, { type: 'samples' })).statusCode).toBe(200);
    expect((await member.call(donorsEndpoints.list, {})).statusCode).toBe(403);
  });

  it('gives Sahyadri conversations, one with messages it has not read', async () => {
    const rooms = (await callerOf('bloodbank@raktsetu.demo').call(chatEndpoints.rooms)).json().content;
    expect(rooms.data.map((room: ChatRoom) => room.participants[0]?.firstName)).toEqual([
      'Shivneri Multispeciality Hospital',
      'Indrayani Blood Bank',
      'Lakeview Hospital and Blood Bank',
    ]);
    expect(rooms.unreadRooms).toBe(1);
    expect(rooms.data[0].participants[0]).toMatchObject({ unreadCount: 2 });
  });

  it('gives the hospitals requests to verify, and one they declined', async () => {
    // Shivneri's fourth verified request is the one whose bag its patient reacted to (demo-haemovigilance).
    for (const [loginId, verifiedTotal] of [
      ['hospital@raktsetu.demo', 3],
      ['shivneri.hospital@raktsetu.demo', 4],
      ['both@raktsetu.demo', 3],
    ] as const) {
      const hospital = callerOf(loginId);
      const pending = (await hospital.call(requestsEndpoints.list, { requestType: 'verify' })).json().content;
      expect(pending.total, loginId).toBe(3);
      const verified = (
        await hospital.call(requestsEndpoints.list, { requestType: 'verify', tab: 'Verified' })
      ).json().content;
      expect(verified.total, loginId).toBe(verifiedTotal);
    }
  });

  it('holds exactly the population the seed generates', async () => {
    const rows = await t.database.db.select().from(institutions).orderBy(asc(institutions.registrationId));
    const population = generatePopulation({
      seed: DEMO_PEOPLE_SEED,
      today: TODAY,
      institutions: DEMO_INSTITUTIONS.flatMap((demo) => {
        const row = rows.find((r) => r.contactEmail === demo.loginId);
        if (!row || !demo.people) return [];
        return [
          {
            institution: {
              id: row.id,
              name: row.name,
              type: row.type,
              city: demo.address.city,
              latitude: demo.address.latitude,
              longitude: demo.address.longitude,
            },
            ...demo.people,
          },
        ];
      }),
    });
    const stored = await t.database.db
      .select({ id: people.id, donorCode: people.donorCode, mobileNumber: people.mobileNumber })
      .from(people)
      .orderBy(asc(people.id));
    const expected = population.people
      .map(({ id, donorCode, mobileNumber }) => ({ id, donorCode, mobileNumber }))
      .sort((a, b) => ((a.id as string) < (b.id as string) ? -1 : 1));
    expect(stored).toEqual(expected);
    const [first] = expected;
    const [row] = await t.database.db
      .select()
      .from(people)
      .where(eq(people.id, first?.id as string));
    expect(row?.earth).toBeTruthy();
  });

  it('seeds only once', async () => {
    expect(await seedDemoData(t.database.db, path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });
});
