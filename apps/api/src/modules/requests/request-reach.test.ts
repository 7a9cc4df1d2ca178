import { indiaToday, inventoryEndpoints, REQUEST_REACH_KM, requestsEndpoints } from '@raktsetu/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, inventoryUnits } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addUnits,
  institutionIdOf,
  patientRequest,
  raisedRequest,
} from '../inventory/inventory.test-support.js';

// Where a verified request goes (docs/decisions/0045): to the blood centres within REQUEST_REACH_KM of the
// hospital that treats the patient, nearest first, and to nobody further away.

const PUNE = { latitude: 18.52, longitude: 73.85 };
const PIMPRI = { latitude: 18.63, longitude: 73.8 }; // about 13 km north-west
const LONAVALA = { latitude: 18.75, longitude: 73.41 }; // about 53 km: just out of reach
const DELHI = { latitude: 28.61, longitude: 77.21 };

let t: TestApp;
let hospital: Caller;
let near: Caller;
let nearer: Caller;
let beyond: Caller;
let far: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [hospital, nearer, near, beyond, far] = await Promise.all([
    signedInInstitution(t, { type: 'Hospital', position: PUNE }),
    signedInInstitution(t, { position: PUNE }),
    signedInInstitution(t, { type: 'Both', position: PIMPRI }),
    signedInInstitution(t, { position: LONAVALA }),
    signedInInstitution(t, { position: DELHI }),
  ]);
});
afterAll(() => t.close());

/** A request the hospital raises for its own patient: verified at once, named for no one centre. */
async function hospitalRequest(body: Record<string, unknown> = {}) {
  const raised = await raisedRequest(hospital, body);
  expect(raised.status).toBe(2);
  return raised._id;
}

const openFor = async (caller: Caller, query: Record<string, unknown> = {}) =>
  (await caller.call(requestsEndpoints.list, { requestType: 'verified', sort: 'distance', ...query })).json()
    .content;

describe('a verified request from a hospital', () => {
  it(`reaches the blood centres within ${REQUEST_REACH_KM} km, nearest first, with their distance`, async () => {
    const id = await hospitalRequest({ component: 'Platelets Random Donor' });

    const atHand = await openFor(nearer, { component: 'Platelets Random Donor' });
    expect(atHand.data.map((row: { _id: string }) => row._id)).toContain(id);
    expect(atHand.data.find((row: { _id: string }) => row._id === id).distanceKm).toBe(0);
    const across = (await openFor(near, { component: 'Platelets Random Donor' })).data.find(
      (row: { _id: string }) => row._id === id,
    );
    expect(across.distanceKm).toBeGreaterThan(10);
    expect(across.distanceKm).toBeLessThan(REQUEST_REACH_KM);
    expect(across.raisedBy).toMatch(/^Test Hospital/);

    for (const outside of [beyond, far]) {
      const seen = await openFor(outside, { component: 'Platelets Random Donor' });
      expect(seen.data.map((row: { _id: string }) => row._id)).not.toContain(id);
    }
  });

  it('is listed nearest first: a request from across the city after one from next door', async () => {
    const nextDoor = await hospitalRequest({ component: 'Cryoprecipitate' });
    const pimpriHospital = await signedInInstitution(t, { type: 'Hospital', position: PIMPRI });
    const across = await pimpriHospital.call(requestsEndpoints.add, {
      units: 1,
      requiredBy: indiaToday(),
      component: 'Cryoprecipitate',
    });
    const order = (await openFor(nearer, { component: 'Cryoprecipitate' })).data.map(
      (row: { _id: string }) => row._id,
    );
    expect(order).toEqual([nextDoor, across.json().content.data._id]);
    const reversed = (await openFor(nearer, { component: 'Cryoprecipitate', order: 'desc' })).data.map(
      (row: { _id: string }) => row._id,
    );
    expect(reversed).toEqual([...order].reverse());
  });

  it('can be filled by a centre it reached, and not by one it did not (404)', async () => {
    const id = await hospitalRequest({ bloodGroup: 'O+', units: 1 });
    const [farUnit] = await addUnits(far, 1, { bloodGroup: 'O+' });
    const refused = await far.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id,
      inventoryIds: [farUnit as string],
      deliveryType: 'toBeDeliver',
    });
    expect(refused.statusCode).toBe(404);

    const [unit] = await addUnits(near, 1, { bloodGroup: 'O+' });
    const issued = await near.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id,
      inventoryIds: [unit as string],
      deliveryType: 'toBeDeliver',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    // Filled: it leaves every centre's list.
    expect(
      (await openFor(nearer, { bloodGroup: 'O+' })).data.map((row: { _id: string }) => row._id),
    ).not.toContain(id);
    const [row] = await t.database.db.select().from(bloodRequests).where(eq(bloodRequests.id, id));
    expect(row).toMatchObject({ status: 3, unitsReceived: 1 });
  });

  it('waiting for its hospital’s verification, reaches no blood centre yet', async () => {
    const raised = await nearer.call(requestsEndpoints.add, {
      units: 1,
      requiredBy: indiaToday(),
      component: 'Plasma Convalescent',
      institutionId: await institutionIdOf(hospital),
    });
    const id = raised.json().content.data._id;
    expect(raised.json().content.data.status).toBe(0);
    expect(
      (await openFor(near, { component: 'Plasma Convalescent' })).data.map((row: { _id: string }) => row._id),
    ).not.toContain(id);
  });

  it('raised at one centre’s counter stays with that centre', async () => {
    const id = await patientRequest(nearer, { component: 'Red Cells Leukoreduced' });
    const own = await openFor(nearer, { component: 'Red Cells Leukoreduced' });
    expect(own.data.map((row: { _id: string }) => row._id)).toContain(id);
    const other = await openFor(near, { component: 'Red Cells Leukoreduced' });
    expect(other.data.map((row: { _id: string }) => row._id)).not.toContain(id);
  });
});

describe('two blood centres accepting the same request at once', () => {
  it('fill it exactly: units received never pass units asked, and the loser’s units stay on its shelf', async () => {
    const id = await hospitalRequest({ bloodGroup: 'AB+', units: 3, component: 'Plasma Fresh Frozen' });
    const [mine, theirs] = await Promise.all([
      addUnits(nearer, 3, { bloodGroup: 'AB+', component: 'Plasma Fresh Frozen' }),
      addUnits(near, 3, { bloodGroup: 'AB+', component: 'Plasma Fresh Frozen' }),
    ]);
    const issue = (caller: Caller, inventoryIds: string[]) =>
      caller.call(inventoryEndpoints.changeStatus, {
        type: 'issue',
        id,
        inventoryIds,
        deliveryType: 'toBeDeliver',
      });
    const answers = await Promise.all([
      issue(nearer, mine.slice(0, 2)),
      issue(near, theirs.slice(0, 2)),
      issue(nearer, mine.slice(2)),
      issue(near, theirs.slice(2)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);

    const [request] = await t.database.db.select().from(bloodRequests).where(eq(bloodRequests.id, id));
    const units = await t.database.db
      .select()
      .from(inventoryUnits)
      .where(inArray(inventoryUnits.id, [...mine, ...theirs]));
    const issued = units.filter((unit) => unit.state === 'issued');
    expect(issued.length).toBe(request?.unitsReceived);
    expect(request?.unitsReceived).toBeLessThanOrEqual(3);
    expect(issued.every((unit) => unit.issuedRequestId === id)).toBe(true);
    expect(units.filter((unit) => unit.state === 'available').length).toBe(6 - issued.length);
    expect(request?.unitsReceived).toBeGreaterThan(0);
    expect(request?.status).toBe(request?.unitsReceived === 3 ? 3 : 2);
  });
});

describe('the rows the database keeps of who an open request reaches', () => {
  it('are exactly the open requests and the institutions the rule names, after every change of this file', async () => {
    const db = t.database.db;
    const kept = await db.execute(
      sql`select institution_id || ' ' || request_id as pair from open_request_reach`,
    );
    const expected = await db.execute(sql`
      select i.id || ' ' || r.id as pair from blood_requests r join institutions i
        on i.id = r.institution_id or i.id = r.target_institution_id
        or (r.target_institution_id is null and i.status = 'Confirmed' and i.type in ('BloodBank', 'Both', 'NGO')
            and earth_distance(i.earth, r.earth) <= ${REQUEST_REACH_KM * 1000})
      where r.status = 2`);
    const pairs = (result: unknown) =>
      ((result as { rows: { pair: string }[] }).rows ?? (result as { pair: string }[]))
        .map((row) => row.pair)
        .sort();
    expect(pairs(kept).length).toBeGreaterThan(5);
    expect(pairs(kept)).toEqual(pairs(expected));
    // A filled request (earlier in this file) reaches nobody any more.
    const [filled] = await db.select().from(bloodRequests).where(eq(bloodRequests.status, 3)).limit(1);
    expect(pairs(kept).some((pair) => pair.endsWith(filled?.id as string))).toBe(false);
  });
});
