import {
  donorsEndpoints,
  indiaToday,
  MESSAGES,
  mobileRequestsEndpoints,
  requestsEndpoints,
} from '@raktsetu/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, institutionDonors, mailOutbox, requestDeputations } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { institutionIdOf } from '../inventory/inventory.test-support.js';
import { newNumber, signUpInApp } from '../mobile/mobile.test-support.js';

// Request Blood from /people (docs/spec/part-1-institution-side.md §7, requests/blood-request/send): Sahyadri
// asks two of its donors for O+ blood; they are told by SMS and find the ask in the app.

let t: TestApp;
let bank: Caller;
let bankId: string;
const donorIds: string[] = [];
let appDonor: Caller & { mobileNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
  bankId = await institutionIdOf(bank);
  appDonor = await signUpInApp(t);
  const added = await bank.call(donorsEndpoints.add, {
    donors: [appDonor.mobileNumber, newNumber(), newNumber()].map((mobileNumber, n) => ({
      firstName: ['Kiran', 'Meera', 'Blocked'][n] as string,
      lastName: 'Patil',
      gender: 'Female' as const,
      bloodGroup: 'O+' as const,
      dateOfBirth: '02/02/1991',
      firstTimeDonor: true,
      mobileNumber,
    })),
  });
  expect(added.statusCode, added.body).toBe(200);
  for (const row of added.json().content.data) donorIds.push(row._id);
  await t.database.db
    .update(institutionDonors)
    .set({ status: 'Blocked', blockType: 'permanently', blockReason: 'Reactive HBsAg' })
    .where(
      and(eq(institutionDonors.institutionId, bankId), eq(institutionDonors.personId, donorIds[2] as string)),
    );
});
afterAll(() => t.close());

const send = (body: Record<string, unknown> = {}, by: Caller = bank) =>
  by.call(requestsEndpoints.sendToDonors, {
    units: 2,
    bloodGroup: 'O+',
    requiredBy: indiaToday(),
    donorIds: donorIds.slice(0, 2),
    ...body,
  } as never);

describe('a request sent to donors chosen on /people', () => {
  it('is raised as Request Blood raises it, and each donor is asked, told by SMS and sees it in the app', async () => {
    const answer = await send({ comments: 'Two units for a caesarean this evening' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(MESSAGES.bloodRequested);
    const request = answer.json().content.data;
    expect(request).toMatchObject({ status: 2, bloodGroup: 'O+', units: 2 });
    const asked = await t.database.db
      .select()
      .from(requestDeputations)
      .where(eq(requestDeputations.requestId, request._id));
    expect(asked.map((row) => row.personId).sort()).toEqual(donorIds.slice(0, 2).sort());
    const sms = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.purpose, 'donor-asked%'));
    expect(sms).toHaveLength(2);
    expect(sms[0]?.text).toMatch(/needs O\+ blood by/);

    const asks = (await appDonor.call(mobileRequestsEndpoints.asks, {})).json().content;
    expect(asks.data[0]).toMatchObject({ requestId: request._id, bloodGroup: 'O+', answer: null });
    expect(asks.data[0].deputedBy).toMatch(/^Test BloodBank/);

    // The blood centre's scheduled donations: both, on the day the blood is needed; a donor who says no leaves.
    const scheduled = async () => (await bank.call(requestsEndpoints.donations, {})).json().content;
    const before = await scheduled();
    expect(before.total).toBe(2);
    expect(before.data[0]).toMatchObject({
      appointment: indiaToday(),
      requestId: request._id,
      answer: null,
      issuedUnits: 0,
    });
    expect(before.data.map((row: { donor: { firstName: string } }) => row.donor.firstName).sort()).toEqual([
      'Kiran',
      'Meera',
    ]);
    const declined = await appDonor.call(mobileRequestsEndpoints.answerAsk, {
      id: asks.data[0]._id,
      answer: 'declined',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = await scheduled();
    expect(after.data.map((row: { donor: { firstName: string } }) => row.donor.firstName)).toEqual(['Meera']);
  });

  it('refuses a blocked donor (400) or someone not on the list (404), and then raises nothing at all', async () => {
    const before = (await t.database.db.select().from(bloodRequests)).length;
    expect((await send({ donorIds: [donorIds[0], donorIds[2]] })).statusCode).toBe(400);
    const stranger = await signedInInstitution(t);
    expect((await send({}, stranger)).statusCode).toBe(404);
    expect((await send({ donorIds: [] })).statusCode).toBe(400);
    expect((await t.database.db.select().from(bloodRequests)).length).toBe(before);
  });

  it('is not for an NGO (403)', async () => {
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    expect((await send({}, ngo)).statusCode).toBe(403);
  });
});
