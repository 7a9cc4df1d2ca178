import { donorsEndpoints, MOBILE_MESSAGES, mobileEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../db/schema/index.js';
import { anonymous, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newNumber, signUpInApp, smsCodeTo } from './mobile.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (mobileNumber?: string) => signUpInApp(t, mobileNumber);

describe('signing in to the mobile app with a number and a code', () => {
  it('a new number asks for the profile first, without spending the code, then makes an account', async () => {
    const mobileNumber = newNumber();
    const app = anonymous(t);
    const id = (await app.call(mobileEndpoints.sendOtp, { mobileNumber })).json().content.data.id;
    const otp = await smsCodeTo(t, mobileNumber);
    const bare = await app.call(mobileEndpoints.verifyOtp, { id, otp });
    expect(bare.json()).toMatchObject({
      code: 400,
      message: MOBILE_MESSAGES.profileNeeded,
      content: { needsProfile: true },
    });
    const signedUp = await app.call(mobileEndpoints.verifyOtp, {
      id,
      otp,
      profile: { firstName: 'Neha', lastName: 'Patil', gender: 'Female', dateOfBirth: '1996-04-09' },
    });
    expect(signedUp.json().content.data.person).toMatchObject({
      firstName: 'Neha',
      mobileNumber,
      donorId: expect.stringMatching(/^D\d{7}$/),
    });
  });

  it('a number already on RaktSetu (added at a desk) signs in as that person', async () => {
    const desk = await signedInInstitution(t);
    const mobileNumber = newNumber();
    const [added] = (
      await desk.call(donorsEndpoints.add, {
        donors: [
          {
            firstName: 'Rahul',
            lastName: 'Shinde',
            gender: 'Male',
            dateOfBirth: '01/01/1990',
            firstTimeDonor: true,
            mobileNumber,
          },
        ],
      })
    ).json().content.data;
    const app = anonymous(t);
    const id = (await app.call(mobileEndpoints.sendOtp, { mobileNumber })).json().content.data.id;
    const signedIn = await app.call(mobileEndpoints.verifyOtp, { id, otp: await smsCodeTo(t, mobileNumber) });
    expect(signedIn.json().content.data.person).toMatchObject({ _id: added._id, firstName: 'Rahul' });
  });

  it('answers the same for any number, and limits codes per number', async () => {
    const mobileNumber = newNumber();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await anonymous(t).call(mobileEndpoints.sendOtp, { mobileNumber })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('an institution token is not an app token', async () => {
    const desk = await signedInInstitution(t);
    expect((await desk.call(mobileEndpoints.profile)).statusCode).toBe(403);
  });
});

describe('the profile, availability and the self-assessment', () => {
  it('keeps a location, and being available puts the donor on a nearby blood bank’s list', async () => {
    const person = await signUp();
    const updated = await person.call(mobileEndpoints.updateProfile, {
      address: {
        description: 'Flat 4, Kothrud',
        landmark: 'Near Karishma Society',
        coordinates: [73.81, 18.51],
      },
    });
    expect(updated.json().content.data.address).toMatchObject({
      landmark: 'Near Karishma Society',
      coordinates: [73.81, 18.51],
    });
    expect(
      (await person.call(mobileEndpoints.availability, { available: true })).json().content.data.available,
    ).toBe(true);

    const bank = await signedInInstitution(t);
    const listed = (await bank.call(donorsEndpoints.available, { search: person.mobileNumber })).json()
      .content;
    expect(listed.data).toEqual([
      expect.objectContaining({ LandMark: 'Near Karishma Society', contactMasked: true }),
    ]);

    // Blocked on the platform (here, a temporary block that has not ended): no blood centre is offered them.
    await t.database.db
      .update(people)
      .set({
        blockType: 'temporarily',
        blockReason: 'Under Antibiotics/Prescribed Medication',
        blockUntil: '2099-01-01',
        blockedAt: new Date(),
      })
      .where(eq(people.mobileNumber, person.mobileNumber));
    const hidden = (await bank.call(donorsEndpoints.available, { search: person.mobileNumber })).json()
      .content;
    expect(hidden.data).toEqual([]);
  });

  it('a recent "yes" defers the donor until its window has passed, and every question needs an answer', async () => {
    const person = await signUp();
    const incomplete = await person.call(mobileEndpoints.questionnaire, {
      answers: { travel: { answer: 'no' } },
    });
    expect(incomplete.json().message).toBe(MOBILE_MESSAGES.questionnaireIncomplete);
    const items = [
      'travel',
      'food',
      'aspirin',
      'antibiotics',
      'priorDonation',
      'jaundice',
      'tattoo',
      'transfusion',
      'weightLoss',
      'procedures',
      'cold',
      'fever',
      'cough',
      'alcohol',
    ];
    const answers = Object.fromEntries(items.map((item) => [item, { answer: 'no' as const }]));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const saved = await person.call(mobileEndpoints.questionnaire, {
      answers: { ...answers, fever: { answer: 'yes', date: yesterday } },
    });
    const eligibility = saved.json().content.data.eligibility;
    expect(eligibility.eligibleToday).toBe(false);
    expect(eligibility.reasons[0]).toMatch(/^Deferred until .*: Fever in the last week$/);
    const noDate = await person.call(mobileEndpoints.questionnaire, {
      answers: { ...answers, fever: { answer: 'yes' } },
    });
    expect(noDate.statusCode).toBe(400);
  });

  it('logout ends the app session too', async () => {
    const person = await signUp();
    await person.send('POST', '/api/auth/logout');
    expect((await person.call(mobileEndpoints.profile)).statusCode).toBe(401);
  });
});
