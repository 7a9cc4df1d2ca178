import { mobileEndpoints } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { anonymous, type Caller, callerWith } from '../../test/callers.js';
import type { TestApp } from '../../test/test-app.js';

/** The code in the newest SMS to a number, as the outbox keeps it on a site without an SMS gateway. */
export async function smsCodeTo(t: TestApp, mobileNumber: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `+91 ${mobileNumber}`));
  const newest = rows.sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime())[0];
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code to ${mobileNumber}`);
  return code;
}

let serial = 0;
/** A mobile number no other test of the run uses. */
export const newNumber = () =>
  `70${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial).padStart(2, '0')}`;

/** A new person of the mobile app, signed up through the real code by SMS. */
export async function signUpInApp(
  t: TestApp,
  mobileNumber = newNumber(),
): Promise<Caller & { mobileNumber: string }> {
  const app = anonymous(t);
  const id = (await app.call(mobileEndpoints.sendOtp, { mobileNumber })).json().content.data.id;
  const answer = await app.call(mobileEndpoints.verifyOtp, {
    id,
    otp: await smsCodeTo(t, mobileNumber),
    profile: {
      firstName: 'Kiran',
      lastName: 'Jadhav',
      gender: 'Male',
      dateOfBirth: '02/02/1995',
      bloodGroup: 'O+',
    },
  });
  expect(answer.json(), answer.body).toMatchObject({ code: 200 });
  return { ...callerWith(t, answer.json().content.data.token), mobileNumber };
}
