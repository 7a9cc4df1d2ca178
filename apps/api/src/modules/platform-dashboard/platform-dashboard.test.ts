import {
  INDIA_STATES,
  indiaStateOf,
  inventoryEndpoints,
  platformDashboardEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camps, donations, institutions, people } from '../../db/schema/index.js';
import { type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listStates } from '../institutions/directory.service.js';
import { addUnits, daysAgo, patientRequest } from '../inventory/inventory.test-support.js';

let t: TestApp;
let admin: Caller;
let pune: Caller & { account: { institution: { id: string } } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'None');
  pune = await signedInInstitution(t);
});
afterAll(() => t.close());

const tiles = async () => (await admin.call(platformDashboardEndpoints.tileData, {})).json().content.data;
const statistics = async (state = 'All') =>
  (await admin.call(platformDashboardEndpoints.dashboardData, { state: state as never })).json().content.data;

describe('the national dashboard counts what happens on the platform, as it happens', () => {
  it('starts empty: zero everywhere, no map figures, no states to name', async () => {
    expect(await tiles()).toEqual({ donations: 0, consumed: 0, demandPerDay: 0, issued: 0, inventory: 0 });
    expect(await statistics()).toMatchObject({
      donation: 0,
      MostActiveStateInBloodDonationDrive: null,
      AvarageTimeToFulfilRequest: null,
      mapData: {},
      citiwisedonors: {},
    });
  });

  it('a blood centre in Pune collects, issues to a patient and disposes: tiles, statistics and the map follow', async () => {
    const units = await addUnits(pune, 4, { collectionDate: daysAgo(2) });
    expect(await tiles()).toMatchObject({ donations: 4, inventory: 4 });

    const requestId = await patientRequest(pune, { units: 3 });
    const issued = await pune.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      issueType: 'patient',
      id: requestId,
      status: 3,
      issuedUnits: 3,
      inventoryIds: units.slice(0, 3),
      deliveryType: 'toBeCollected',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const disposed = await pune.call(inventoryEndpoints.changeStatus, {
      type: 'dispose',
      inventoryIds: units.slice(3),
      reason: 'transport',
    });
    expect(disposed.statusCode, disposed.body).toBe(200);

    // 3 units asked for and 3 issued over the 30 days: 0.1 a day.
    expect(await tiles()).toEqual({
      donations: 4,
      consumed: 3,
      demandPerDay: 0.1,
      issued: 0.1,
      inventory: 0,
    });
    const country = await statistics();
    expect(country).toMatchObject({
      donation: 4,
      consumed: 3,
      disposed: 1,
      HighestConsumputionState: 'Maharashtra',
      LowestConsumptionState: 'Maharashtra',
      AvarageConsuptionOfBlood: 0.1,
      mapData: { Maharashtra: 4 },
      citiwisedonors: {},
    });
    expect(country.AvarageTimeToFulfilRequest).toBeGreaterThanOrEqual(0);

    const maharashtra = await statistics('Maharashtra');
    expect(maharashtra).toMatchObject({ donation: 4, citiwisedonors: { Pune: 4 }, mapData: {} });
    expect((await statistics('Kerala')).donation).toBe(0);
  });

  it('names states by their names today, whatever spelling an address used', async () => {
    const cuttack = await signedInInstitution(t);
    await t.database.db
      .update(institutions)
      .set({ state: 'Orissa', city: 'Cuttack' })
      .where(eq(institutions.id, cuttack.account.institution.id));
    await addUnits(cuttack, 6, { collectionDate: daysAgo(1) });

    const country = await statistics();
    expect(country.mapData).toEqual({ Odisha: 6, Maharashtra: 4 });
    expect((await statistics('Odisha')).citiwisedonors).toEqual({ Cuttack: 6 });
  });

  it('counts people who join, this month among them', async () => {
    await t.database.db.insert(people).values({
      donorCode: 'D9000001',
      firstName: 'Meera',
      gender: 'Female',
      mobileNumber: '9000000001',
      state: 'Kerala',
      city: 'Kochi',
    });
    expect(await statistics('Kerala')).toMatchObject({ users: 1, newUsers: 1 });
  });

  it('counts a camp once it is accepted, and donors deferred with their most given reason', async () => {
    const db = t.database.db;
    const id = pune.account.institution.id;
    const coordinator = { name: 'Asha', mobileNumber: '9822000000', email: 'asha@example.in' };
    const [camp] = await db
      .insert(camps)
      .values({
        institutionId: id,
        organiserInstitutionId: id,
        status: 'Pending',
        campName: 'Kothrud drive',
        campDate: daysAgo(-3),
        state: 'Maharashtra',
        city: 'Pune',
        campCoordinator: coordinator as never,
        bloodBankCoordinator: coordinator as never,
      })
      .returning();
    expect((await statistics('Maharashtra')).camps).toBe(0);
    await db
      .update(camps)
      .set({ status: 'Accepted' })
      .where(eq(camps.id, camp?.id ?? ''));
    expect(await statistics()).toMatchObject({
      camps: 1,
      MostActiveStateInBloodDonationDrive: 'Maharashtra',
    });

    const [person] = await db
      .insert(people)
      .values({ donorCode: 'D9000002', firstName: 'Arun', gender: 'Male', mobileNumber: '9000000002' })
      .returning();
    const screening = {
      component: 'Whole Blood',
      heightCm: 170,
      weightKg: 48,
      hb: 11,
      bloodPressure: '120/80',
    };
    const deferred = (reasons: string[]) => ({
      institutionId: id,
      personId: person?.id ?? '',
      kind: 'walkIn' as const,
      outcome: 'deferred' as const,
      deferralReasons: reasons,
      donatedOn: daysAgo(0),
      ...screening,
    });
    await db
      .insert(donations)
      .values([deferred(['Low haemoglobin']), deferred(['Low haemoglobin', 'Underweight'])]);
    const [inChair] = await db
      .insert(donations)
      .values({ ...deferred([]), outcome: 'inProcess', deferralReasons: ['Underweight'] })
      .returning();
    expect((await statistics()).DonorDeffered).toBe(2);
    await db
      .update(donations)
      .set({ outcome: 'deferred' })
      .where(eq(donations.id, inChair?.id ?? ''));
    expect(await statistics('Maharashtra')).toMatchObject({
      DonorDeffered: 3,
      topReasonToDOnorDefferal: 'Low haemoglobin',
    });
  });
});

describe('the states it names', () => {
  it('are the states registration offers, one for one', () => {
    const offered = listStates().map((name) => indiaStateOf(name));
    expect(offered).not.toContain(null);
    expect(new Set(offered)).toEqual(new Set(INDIA_STATES));
  });
});

describe('who may read it', () => {
  it('every administrator, whatever their areas; no institution', async () => {
    expect((await admin.call(platformDashboardEndpoints.tileData, {})).statusCode).toBe(200);
    expect((await pune.call(platformDashboardEndpoints.tileData, {})).statusCode).toBe(403);
    expect((await pune.call(platformDashboardEndpoints.dashboardData, { state: 'All' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a state that is not one of India’s', async () => {
    const response = await admin.call(platformDashboardEndpoints.dashboardData, {
      state: 'Atlantis' as never,
    });
    expect(response.statusCode).toBe(400);
  });
});
