import { indiaToday, requestsEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { daysAgo, institutionIdOf } from '../inventory/inventory.test-support.js';

let t: TestApp;
let bank: Caller;
let hospital: Caller;
let hospitalId: string;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
  hospital = await signedInInstitution(t, { type: 'Hospital' });
  hospitalId = await institutionIdOf(hospital);
});
afterAll(() => t.close());

async function raise(by: Caller, body: Record<string, unknown> = {}) {
  const answer = await by.call(requestsEndpoints.add, {
    units: 2,
    requiredBy: indiaToday(),
    institutionId: hospitalId,
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const pendingOf = async (caller: Caller) =>
  (await caller.call(requestsEndpoints.list, { requestType: 'verify' })).json().content;

describe('a request for a hospital waits for that hospital', () => {
  it('is raised with the popup’s defaults, and listed for the hospital to verify', async () => {
    const answer = await raise(bank, { comments: 'For a thalassaemia patient' });
    expect(answer.message).toBe('Blood requested Successfully!');
    expect(answer.content.data).toMatchObject({
      bloodGroup: 'A+',
      component: 'Whole Blood',
      units: 2,
      status: 0,
      comments: 'For a thalassaemia patient',
      raisedBy: expect.stringMatching(/^Test BloodBank/),
      hospitalName: expect.stringMatching(/^Test Hospital/),
    });
    const pending = await pendingOf(hospital);
    expect(pending.data.map((row: { _id: string }) => row._id)).toContain(answer.content.data._id);
  });

  it('is edited (units, group, component) while pending, then verified once: a second verify or an edit is 409', async () => {
    const { _id: id } = (await raise(bank)).content.data;
    const edited = await hospital.call(requestsEndpoints.edit, {
      id,
      units: 4,
      bloodGroup: 'O-',
      component: 'Red Cells Packed',
    });
    expect(edited.json().message).toBe('Edit successfully!');
    expect(edited.json().content.data).toMatchObject({
      units: 4,
      bloodGroup: 'O-',
      component: 'Red Cells Packed',
    });

    const verified = await hospital.call(requestsEndpoints.changeStatus, { id, status: 2 });
    expect(verified.json()).toMatchObject({
      message: 'Verified successfully!',
      content: { data: { status: 2 } },
    });
    expect((await hospital.call(requestsEndpoints.changeStatus, { id, status: 4 })).statusCode).toBe(409);
    expect(
      (
        await hospital.call(requestsEndpoints.edit, {
          id,
          units: 1,
          bloodGroup: 'O-',
          component: 'Red Cells Packed',
        })
      ).statusCode,
    ).toBe(409);
    const tabs = (
      await hospital.call(requestsEndpoints.list, { requestType: 'verify', tab: 'Verified' })
    ).json().content;
    expect(tabs.data.map((row: { _id: string }) => row._id)).toContain(id);
    // Verified, it is the blood bank's to fill.
    const toFill = (await bank.call(requestsEndpoints.list, { requestType: 'verified' })).json().content;
    expect(toFill.data.map((row: { _id: string }) => row._id)).toContain(id);
  });

  it('is declined with a reason, and then cannot be verified', async () => {
    const { _id: id } = (await raise(bank)).content.data;
    const declined = await hospital.call(requestsEndpoints.changeStatus, {
      id,
      status: 4,
      reason: 'Patient discharged',
    });
    expect(declined.json()).toMatchObject({
      message: 'Declined successfully!',
      content: { data: { status: 4 } },
    });
    const again = await hospital.call(requestsEndpoints.changeStatus, { id, status: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already declined');
  });

  it('can be verified only by the hospital it names: the raiser gets 403, another hospital 404', async () => {
    const { _id: id } = (await raise(bank)).content.data;
    const otherHospital = await signedInInstitution(t, { type: 'Hospital' });
    expect((await otherHospital.call(requestsEndpoints.changeStatus, { id, status: 2 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await otherHospital.call(requestsEndpoints.edit, {
          id,
          units: 1,
          bloodGroup: 'A+',
          component: 'Whole Blood',
        })
      ).statusCode,
    ).toBe(404);
    const both = await signedInInstitution(t, { type: 'Both' });
    const own = (await raise(both)).content.data._id;
    const raiserTries = await both.call(requestsEndpoints.changeStatus, { id: own, status: 2 });
    expect(raiserTries.statusCode).toBe(403);
    expect((await pendingOf(otherHospital)).total).toBe(0);
  });
});

describe('a request for the caller itself', () => {
  it('is verified at once: the hospital vouches for its own patient, the blood bank for its own need', async () => {
    for (const caller of [hospital, bank]) {
      const { data } = (await raise(caller, { institutionId: undefined, bloodGroup: 'B+' })).content;
      expect(data.status).toBe(2);
    }
  });
});

describe('bad input changes nothing', () => {
  it('refuses units outside 1–50, a day in the past and an unknown institution', async () => {
    const before = (await pendingOf(hospital)).total;
    for (const body of [
      { units: 0 },
      { units: 51 },
      { requiredBy: daysAgo(1) },
      { institutionId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const answer = await bank.call(requestsEndpoints.add, {
        units: 2,
        requiredBy: indiaToday(),
        institutionId: hospitalId,
        ...body,
      });
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect((await pendingOf(hospital)).total).toBe(before);
  });
});

// Found by src/fuzz.test.ts: a coordinate as small as 5e-324 was within the bounds, and PostgreSQL's earth
// arithmetic then failed with "value out of range: underflow" (a 500).
describe('a place sent with more precision than any GPS has', () => {
  it('is kept to seven decimals (about a centimetre), and the request is raised', async () => {
    const answer = await bank.call(requestsEndpoints.patient, {
      patientName: 'Ravi Kumar',
      mobileNumber: '9822012345',
      bloodGroup: 'A+',
      component: 'Whole Blood',
      units: 1,
      hospitalName: 'Sassoon General Hospital',
      hospitalLocation: { type: 'Point', coordinates: [73.856743712345, 5e-324], description: 'Pune' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [stored] = await t.database.db
      .select({ latitude: bloodRequests.hospitalLatitude, longitude: bloodRequests.hospitalLongitude })
      .from(bloodRequests)
      .where(eq(bloodRequests.id, answer.json().content.data._id));
    expect(stored).toEqual({ latitude: 0, longitude: 73.8567437 });
  });
});
