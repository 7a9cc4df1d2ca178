import { indiaToday, inventoryEndpoints, REQUEST_STATUS, requestsEndpoints } from '@raktsetu/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  auditEvents,
  bloodRequests,
  inventoryUnits,
  mailOutbox,
  people,
  requestDeputations,
} from '../db/schema/index.js';
import { addedDonors } from '../modules/camps/camps.test-support.js';
import { addUnits, institutionIdOf, raisedRequest } from '../modules/inventory/inventory.test-support.js';
import { type Caller, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectCountsAddUp, expectStockGridMatches } from './counts.test-support.js';
import { race, statusesOf, successes } from './trials.test-support.js';

// A request is answered by whoever it reaches (docs/decisions/0045): blood centres issue against it, its hospital
// verifies it, NGOs depute donors for it — several of them at the same moment, and still each thing happens once.

const PUNE = { latitude: 18.52, longitude: 73.85 };
const PIMPRI = { latitude: 18.63, longitude: 73.8 }; // about 13 km: within reach

let t: TestApp;
let hospital: Caller;
let nearer: Caller;
let near: Caller;
let ngo: Caller;
let hospitalId: string;
let nearerId: string;
let nearId: string;
// Every institution exists before the first request, so each request reaches all those its rule names.
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  [hospital, nearer, near, ngo] = await Promise.all([
    signedInInstitution(t, { type: 'Hospital', position: PUNE }),
    signedInInstitution(t, { position: PUNE }),
    signedInInstitution(t, { type: 'Both', position: PIMPRI }),
    signedInInstitution(t, { type: 'NGO', position: PUNE }),
  ]);
  [hospitalId, nearerId, nearId] = await Promise.all([
    institutionIdOf(hospital),
    institutionIdOf(nearer),
    institutionIdOf(near),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const requestOf = async (id: string) =>
  (await db().select().from(bloodRequests).where(eq(bloodRequests.id, id)))[0];

describe('one request, answered from several places at once', () => {
  race('two blood centres issuing against one request, together more than it asks', async () => {
    const { _id: id } = await raisedRequest(hospital, {
      bloodGroup: 'AB+',
      units: 3,
      component: 'Plasma Fresh Frozen',
    });
    const [mine, theirs] = (await Promise.all([
      addUnits(nearer, 3, { bloodGroup: 'AB+', component: 'Plasma Fresh Frozen' }),
      addUnits(near, 3, { bloodGroup: 'AB+', component: 'Plasma Fresh Frozen' }),
    ])) as [string[], string[]];
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
    expect(successes(statusesOf(answers))).toBeGreaterThanOrEqual(1);

    const request = await requestOf(id);
    const issued = await db()
      .select()
      .from(inventoryUnits)
      .where(and(inArray(inventoryUnits.id, [...mine, ...theirs]), eq(inventoryUnits.state, 'issued')));
    expect(request?.unitsReceived).toBe(issued.length);
    expect(issued.length).toBeLessThanOrEqual(3);
    expect(request?.status).toBe(issued.length === 3 ? REQUEST_STATUS.issued : REQUEST_STATUS.verified);
    await expectStockGridMatches(db(), nearer, nearerId);
    await expectStockGridMatches(db(), near, nearId);
    await expectCountsAddUp(db());
  });

  race('the hospital verifying and declining the same request', async () => {
    const { _id: id, status } = await raisedRequest(nearer, { institutionId: hospitalId, units: 1 });
    expect(status).toBe(REQUEST_STATUS.pending);
    const answers = await Promise.all(
      ([2, 4, 2, 4] as const).map((to) =>
        hospital.call(requestsEndpoints.changeStatus, { id, status: to, reason: 'Patient discharged' }),
      ),
    );
    const statuses = statusesOf(answers);
    expect(successes(statuses)).toBe(1);

    const verified = statuses[0] === 200 || statuses[2] === 200;
    expect((await requestOf(id))?.status).toBe(verified ? REQUEST_STATUS.verified : REQUEST_STATUS.declined);
    const recorded = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, id),
          inArray(auditEvents.action, ['request.verified', 'request.declined']),
        ),
      );
    expect(recorded.map((row) => row.action)).toEqual([verified ? 'request.verified' : 'request.declined']);
    await expectCountsAddUp(db());
  });

  race('an NGO deputing the same donor to one request twice', async () => {
    const [donor] = (await addedDonors(ngo, [{ bloodGroup: 'B+' }])) as [string];
    const { _id: id } = await raisedRequest(hospital, { bloodGroup: 'B+', units: 2 });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ngo.call(requestsEndpoints.depute, {
          type: 'request',
          id,
          donationDate: indiaToday(),
          donors: [donor],
        }),
      ),
    );
    expect(successes(statusesOf(answers))).toBe(1);

    const deputed = await db().select().from(requestDeputations).where(eq(requestDeputations.requestId, id));
    expect(deputed.map((row) => row.personId)).toEqual([donor]);
    const [person] = await db().select().from(people).where(eq(people.id, donor));
    const told = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.purpose, 'donor-deputed-sms'), eq(mailOutbox.to, `+91 ${person?.mobileNumber}`)),
      );
    expect(told, 'the donor is told once').toHaveLength(1);
    await expectCountsAddUp(db());
  });
});
