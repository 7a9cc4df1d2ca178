import {
  indiaToday,
  institutionsEndpoints,
  inventoryEndpoints,
  MESSAGES,
  mobileRequestsEndpoints,
  requestsEndpoints,
} from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, requestDeputations } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits, daysAgo, institutionIdOf } from '../inventory/inventory.test-support.js';
import { signUpInApp } from './mobile.test-support.js';

// The mobile app's side of a request (docs/decisions/0045): Kiran's father is admitted to a Pune hospital; Kiran
// asks for blood in the app, the hospital verifies it, a blood centre nearby fills it, and Kiran follows it.

let t: TestApp;
let kiran: Caller;
let hospital: Caller;
let bank: Caller;
let hospitalId: string;
let prescription: { name: string; location: string };
beforeAll(async () => {
  t = await createTestApp();
  [kiran, hospital, bank] = await Promise.all([
    signUpInApp(t),
    signedInInstitution(t, { type: 'Hospital' }),
    signedInInstitution(t),
  ]);
  hospitalId = await institutionIdOf(hospital);
  // The prescription, photographed and uploaded from the phone first.
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'prescription.pdf');
  prescription = (await kiran.send('POST', '/api/generic/file', form)).json().content.savedFiles[0];
});
afterAll(() => t.close());

const askFor = (body: Record<string, unknown> = {}, by: Caller = kiran) =>
  by.call(mobileRequestsEndpoints.raise, {
    hospitalId,
    patientName: 'Suresh Jadhav',
    relation: 'Son',
    bloodGroup: 'O+',
    units: 1,
    requiredBy: indiaToday(),
    patientId: 'IPD-77',
    reasons: 'Hip fracture surgery',
    attachments: [prescription],
    ...body,
  } as never);

const mineOf = async (caller: Caller) => (await caller.call(mobileRequestsEndpoints.mine, {})).json().content;

describe('a request raised in the app', () => {
  it('finds the hospital by name, waits for it, is verified, filled nearby, and shows each step', async () => {
    const found = await kiran.call(institutionsEndpoints.search, { name: 'Test Hospital', type: 'Hospital' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().content.data.map((row: { _id: string }) => row._id)).toContain(hospitalId);

    const raised = await askFor();
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().message).toBe(MESSAGES.bloodRequested);
    const request = raised.json().content.data;
    expect(request).toMatchObject({
      status: 0,
      requestType: 'Individual',
      raisedBy: 'RaktSetu app',
      details: {
        firstName: 'Suresh',
        lastName: 'Jadhav',
        mobileNumber: (kiran as { mobileNumber?: string }).mobileNumber,
      },
      attachments: [{ name: 'prescription.pdf' }],
    });

    // The hospital sees it to verify; no blood centre sees it yet.
    const pending = (await hospital.call(requestsEndpoints.list, { requestType: 'verify' })).json().content;
    expect(pending.data.map((row: { _id: string }) => row._id)).toContain(request._id);
    const before = (await bank.call(requestsEndpoints.list, {})).json().content;
    expect(before.data.map((row: { _id: string }) => row._id)).not.toContain(request._id);

    expect(
      (await hospital.call(requestsEndpoints.changeStatus, { id: request._id, status: 2 })).statusCode,
    ).toBe(200);
    const [unit] = await addUnits(bank, 1, { bloodGroup: 'O+' });
    const issued = await bank.call(inventoryEndpoints.changeStatus, {
      type: 'issue',
      id: request._id,
      inventoryIds: [unit as string],
      deliveryType: 'toBeDeliver',
    });
    expect(issued.statusCode, issued.body).toBe(200);

    const followed = (await mineOf(kiran)).data.find((row: { _id: string }) => row._id === request._id);
    expect(followed).toMatchObject({
      status: 3,
      unitsReceived: 1,
      verifiedAt: expect.any(String),
      cancelledAt: null,
    });
    // Filled: it can no longer be cancelled.
    expect((await kiran.call(mobileRequestsEndpoints.cancel, { id: request._id })).statusCode).toBe(409);
  });

  it('may be cancelled while it waits: it leaves the hospital’s list, and a second cancel is 409', async () => {
    const id = (await askFor({ units: 2 })).json().content.data._id;
    const cancelled = await kiran.call(mobileRequestsEndpoints.cancel, { id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().content.data).toMatchObject({ status: 5, cancelledAt: expect.any(String) });
    const pending = (await hospital.call(requestsEndpoints.list, { requestType: 'verify' })).json().content;
    expect(pending.data.map((row: { _id: string }) => row._id)).not.toContain(id);
    expect((await hospital.call(requestsEndpoints.changeStatus, { id, status: 2 })).statusCode).toBe(409);
    expect((await kiran.call(mobileRequestsEndpoints.cancel, { id })).statusCode).toBe(409);
  });

  it('is the raiser’s alone: another person gets 404 and sees nothing of it', async () => {
    const id = (await askFor()).json().content.data._id;
    const stranger = await signUpInApp(t);
    expect((await stranger.call(mobileRequestsEndpoints.cancel, { id })).statusCode).toBe(404);
    expect((await mineOf(stranger)).total).toBe(0);
  });

  it('refuses a past day, a blood bank named as the hospital, and 51 units, storing nothing', async () => {
    const before = (await mineOf(kiran)).total;
    expect((await askFor({ requiredBy: daysAgo(1) })).statusCode).toBe(400);
    expect((await askFor({ hospitalId: await institutionIdOf(bank) })).statusCode).toBe(404);
    expect((await askFor({ units: 51 })).statusCode).toBe(400);
    expect((await askFor({ patientName: 'Suresh\u0007' })).statusCode).toBe(400);
    expect((await mineOf(kiran)).total).toBe(before);
  });

  it('is for people of the app: an institution gets 403', async () => {
    expect((await askFor({}, bank)).statusCode).toBe(403);
  });
});

describe('a donor asked to give', () => {
  it('reads the ask of the NGO and answers it once', async () => {
    const donor = await signUpInApp(t);
    const [me] = await t.database.db
      .select()
      .from(people)
      .where(eq(people.mobileNumber, (donor as unknown as { mobileNumber: string }).mobileNumber));
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const request = (
      await hospital.call(requestsEndpoints.add, { units: 1, requiredBy: indiaToday(), bloodGroup: 'O+' })
    ).json().content.data;
    const [ask] = await t.database.db
      .insert(requestDeputations)
      .values({
        requestId: request._id,
        institutionId: await institutionIdOf(ngo),
        personId: me!.id,
        donationDate: indiaToday(),
      })
      .returning();

    const asks = (await donor.call(mobileRequestsEndpoints.asks, {})).json().content;
    expect(asks.total).toBe(1);
    expect(asks.data[0]).toMatchObject({ _id: ask!.id, bloodGroup: 'O+', answer: null, open: true });
    expect(asks.data[0].deputedBy).toMatch(/^Test NGO/);

    const answered = await donor.call(mobileRequestsEndpoints.answerAsk, { id: ask!.id, answer: 'accepted' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().content.data.answer).toBe('accepted');
    expect(
      (await donor.call(mobileRequestsEndpoints.answerAsk, { id: ask!.id, answer: 'declined' })).statusCode,
    ).toBe(409);
    expect(
      (await kiran.call(mobileRequestsEndpoints.answerAsk, { id: ask!.id, answer: 'declined' })).statusCode,
    ).toBe(404);
  });
});

describe('a Bulk request from the app', () => {
  it('is filled item by item: each item its own group and component, the request once all are', async () => {
    const raised = await askFor({
      bloodGroup: 'Bulk',
      patientName: 'Thalassaemia Ward',
      bulkRequest: [
        { bloodGroup: 'B+', component: 'Red Cells Packed', units: 2 },
        { bloodGroup: 'O-', component: 'Plasma Fresh Frozen', units: 1 },
      ],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const request = raised.json().content.data;
    expect(request).toMatchObject({ subType: 'Bulk', units: 3, status: 0 });
    const [redCells, plasma] = request.bulkRequest;
    expect(redCells).toMatchObject({
      bloodGroup: 'B+',
      component: 'Red Cells Packed',
      units: 2,
      recieved: 0,
    });
    expect(
      (await hospital.call(requestsEndpoints.changeStatus, { id: request._id, status: 2 })).statusCode,
    ).toBe(200);
    // It reaches the blood centre, but not a stock cell's list of requests for one component.
    const reached = async (query: Record<string, string>) =>
      (await bank.call(requestsEndpoints.list, query))
        .json()
        .content.data.map((row: { _id: string }) => row._id);
    expect(await reached({})).toContain(request._id);
    expect(await reached({ component: 'Red Cells Packed' })).not.toContain(request._id);

    const [b1, b2, b3] = await addUnits(bank, 3, { bloodGroup: 'B+', component: 'Red Cells Packed' });
    const [ffp] = await addUnits(bank, 1, { bloodGroup: 'AB+', component: 'Plasma Fresh Frozen' });
    const issue = (inventoryIds: string[], itemId?: string) =>
      bank.call(inventoryEndpoints.changeStatus, {
        type: 'issue',
        id: request._id,
        inventoryIds,
        deliveryType: 'toBeDeliver',
        ...(itemId ? { itemId } : {}),
      });
    expect((await issue([b1 as string])).statusCode).toBe(400); // which item?
    expect((await issue([b1 as string, b2 as string, b3 as string], redCells._id)).statusCode).toBe(409);
    expect((await issue([ffp as string], redCells._id)).statusCode).toBe(409); // plasma is not red cells
    const first = await issue([b1 as string, b2 as string], redCells._id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('B+ Red Cells Packed issued to patient');

    let followed = (await mineOf(kiran)).data.find((row: { _id: string }) => row._id === request._id);
    expect(followed).toMatchObject({ status: 2, unitsReceived: 2 });
    expect(followed.bulkRequest[0].recieved).toBe(2);
    // AB plasma suits an O- patient.
    expect((await issue([ffp as string], plasma._id)).statusCode).toBe(200);
    followed = (await mineOf(kiran)).data.find((row: { _id: string }) => row._id === request._id);
    expect(followed).toMatchObject({ status: 3, unitsReceived: 3 });
  });

  it('holds two items or more, and items belong to a Bulk request only', async () => {
    const one = await askFor({
      bloodGroup: 'Bulk',
      bulkRequest: [{ bloodGroup: 'B+', component: 'Whole Blood', units: 1 }],
    });
    expect(one.statusCode).toBe(400);
    const stray = await askFor({ bulkRequest: [{ bloodGroup: 'B+', component: 'Whole Blood', units: 1 }] });
    expect(stray.statusCode).toBe(400);
    const tooMany = await askFor({
      bloodGroup: 'Bulk',
      bulkRequest: [
        { bloodGroup: 'B+', component: 'Whole Blood', units: 30 },
        { bloodGroup: 'O+', component: 'Whole Blood', units: 30 },
      ],
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
