import { donorsEndpoints, indiaToday, MESSAGES, type NewDonor, requestsEndpoints } from '@raktsetu/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bloodRequests,
  institutionDonors,
  mailOutbox,
  people,
  requestDeputations,
} from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { daysAgo, institutionIdOf, raisedRequest } from '../inventory/inventory.test-support.js';

// Accept and Assign/Depute (docs/decisions/0045): an NGO in Pune sends its own donors to give for a verified
// request from a Pune hospital — only donors who may give today, of a group the patient may receive.

const DELHI = { latitude: 28.61, longitude: 77.21 };

let t: TestApp;
let ngo: Caller;
let hospital: Caller;
let requestId: string;
const donor: Record<string, string> = {};

let serial = 0;
function newDonor(firstName: string, bloodGroup: NewDonor['bloodGroup']): NewDonor {
  serial += 1;
  return {
    firstName,
    lastName: 'Kale',
    gender: 'Female',
    bloodGroup,
    dateOfBirth: '12/06/1992',
    firstTimeDonor: true,
    mobileNumber: `93450077${String(serial).padStart(2, '0')}`,
    height: 160,
    weight: 58,
    address: { description: `Lane ${serial}, Kothrud, Pune` },
  };
}

/** A request of the Pune hospital for its patient (see raisedRequest); its id. */
const raise = async (body: Record<string, unknown> = {}) => (await raisedRequest(hospital, body))._id;

beforeAll(async () => {
  t = await createTestApp();
  [ngo, hospital] = await Promise.all([
    signedInInstitution(t, { type: 'NGO' }),
    signedInInstitution(t, { type: 'Hospital' }),
  ]);
  const names = [
    ['ready', 'B+'],
    ['negative', 'B-'],
    ['wrongGroup', 'A+'],
    ['gaveLastMonth', 'B+'],
    ['blocked', 'B+'],
    ['blockedOnPlatform', 'B+'],
  ] as const;
  const added = await ngo.call(donorsEndpoints.add, {
    donors: names.map(([name, group]) => newDonor(name, group)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const ngoId = await institutionIdOf(ngo);
  const db = t.database.db;
  const links = await db.select().from(institutionDonors).where(eq(institutionDonors.institutionId, ngoId));
  for (const link of links) donor[link.firstName as string] = link.personId;
  await db
    .update(people)
    .set({ lastDonationDate: daysAgo(30), nextEligibleOn: daysAgo(-60) })
    .where(eq(people.id, donor.gaveLastMonth as string));
  await db
    .update(institutionDonors)
    .set({ status: 'Blocked', blockType: 'permanently', blockReason: 'Reactive HBsAg' })
    .where(
      and(
        eq(institutionDonors.personId, donor.blocked as string),
        eq(institutionDonors.institutionId, ngoId),
      ),
    );
  // Blocked by the platform's administrator, not by this NGO: not offered either.
  await db
    .update(people)
    .set({ blockType: 'recovery', blockReason: 'Medically unfit donate', blockedAt: new Date() })
    .where(eq(people.id, donor.blockedOnPlatform as string));
  requestId = await raise();
});
afterAll(() => t.close());

const candidatesOf = async (caller: Caller, id: string) =>
  (await caller.call(requestsEndpoints.deputeCandidates, { id })).json().content;

describe('the donors an NGO may depute for a B+ Whole Blood request', () => {
  it('are those who may give today and whose group the patient may receive', async () => {
    const answer = await ngo.call(requestsEndpoints.deputeCandidates, { id: requestId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, total } = answer.json().content;
    expect(total).toBe(2);
    expect(data.map((row: { name: string }) => row.name).sort()).toEqual(['negative Kale', 'ready Kale']);
    expect(data[0]).toMatchObject({ deputed: false, address: expect.stringContaining('Kothrud') });
  });

  it('are deputed once, told by SMS, and then shown as deputed', async () => {
    const answer = await ngo.call(requestsEndpoints.depute, {
      type: 'request',
      id: requestId,
      donationDate: indiaToday(),
      donors: [donor.ready as string, donor.negative as string],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: MESSAGES.assignDepute,
      content: { data: { deputed: 2 } },
    });
    const sms = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.purpose, 'donor-deputed%'));
    expect(sms).toHaveLength(2);
    expect(sms[0]?.text).toMatch(/B\+ patient at Test Hospital/);
    const { data } = await candidatesOf(ngo, requestId);
    expect(data.every((row: { deputed: boolean }) => row.deputed)).toBe(true);

    const again = await ngo.call(requestsEndpoints.depute, {
      type: 'request',
      id: requestId,
      donationDate: indiaToday(),
      donors: [donor.ready as string],
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a deputation that may not be made changes nothing', () => {
  const depute = (body: Record<string, unknown>, by: Caller = ngo) =>
    by.call(requestsEndpoints.depute, {
      type: 'request',
      id: requestId,
      donationDate: indiaToday(),
      donors: [donor.ready as string],
      ...body,
    } as never);
  const deputations = async () => (await t.database.db.select().from(requestDeputations)).length;

  it('refuses donors who may not give, too many donors, a past day, and a Bulk request', async () => {
    const before = await deputations();
    const fresh = await raise({ units: 1 });
    for (const name of ['wrongGroup', 'gaveLastMonth', 'blocked']) {
      const answer = await depute({ id: fresh, donors: [donor[name]] });
      expect(answer.statusCode, name).toBe(409);
    }
    expect((await depute({ id: fresh, donors: [donor.ready, donor.negative] })).statusCode).toBe(400);
    expect((await depute({ id: fresh, donationDate: daysAgo(1) })).statusCode).toBe(400);
    // A request's id names no camp.
    expect((await depute({ id: fresh, type: 'camp' })).statusCode).toBe(404);

    const bulk = await raise({ units: 1 });
    await t.database.db.update(bloodRequests).set({ subType: 'Bulk' }).where(eq(bloodRequests.id, bulk));
    const refused = await depute({ id: bulk });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A Bulk request cannot be accepted by an NGO');
    expect((await ngo.call(requestsEndpoints.deputeCandidates, { id: bulk })).statusCode).toBe(409);
    expect(await deputations()).toBe(before);
  });

  it('is not open to an NGO the request did not reach (404), nor to a blood bank (403)', async () => {
    const far = await signedInInstitution(t, { type: 'NGO', position: DELHI });
    expect((await depute({ donors: [donor.ready] }, far)).statusCode).toBe(404);
    expect((await far.call(requestsEndpoints.deputeCandidates, { id: requestId })).statusCode).toBe(404);
    const bank = await signedInInstitution(t);
    expect((await depute({}, bank)).statusCode).toBe(403);
  });
});
