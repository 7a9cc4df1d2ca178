import { expect, it } from 'vitest';
import { institutionIdOf } from '../modules/inventory/inventory.test-support.js';
import { type Caller, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The races of the concurrency suite (issue 16, item 7), by the names their tests carry. Each race runs as
 * trials, one after another: a trial makes its own rows, fires the racing calls at once through the real
 * routes, then checks that the change happened exactly once and that the counts add up.
 */
export const RACES = [
  'issue, transfer and dispose of overlapping units',
  'two clerks recording the components of the same units, a third returning them, a fourth disposing',
  'the receiver confirming the same transfer twice',
  'the receiver accepting and declining the same transfer',
  'two blood centres issuing against one request, together more than it asks',
  'the hospital verifying and declining the same request',
  'an NGO deputing the same donor to one request twice',
  'two clerks recording the same walk-in donor',
  'two clerks recording two walk-in donors with the same bag',
  'two desks seating the same camp donor, then two approving',
  'assigning the same donor to one camp twice',
  'the same upload committed twice',
  'two uploads of overlapping bags',
  'two uploads of the same donors',
  'the lab accepting the same samples twice',
  'the lab saving the result of one sample twice',
  'two corrections of the same result',
  'a failed result calling back a unit while its receiver accepts it',
] as const;
export type Race = (typeof RACES)[number];

/**
 * CONCURRENCY_TRIALS is the trials of the whole suite, shared equally by the races: 100 on PostgreSQL (CI's second
 * pass), where transactions truly run side by side; 36 on PGlite, whose one connection takes them in turn, so a
 * trial there proves the counts and the answers but not the locks. `CONCURRENCY_TRIALS=1000` on demand.
 */
function suiteTrials(): number {
  const asked = process.env.CONCURRENCY_TRIALS;
  const trials = asked === undefined ? (process.env.TEST_DATABASE_URL ? 100 : 36) : Number(asked);
  if (!Number.isInteger(trials) || trials < 1)
    throw new Error(`CONCURRENCY_TRIALS must be a whole number of trials, not "${asked}"`);
  return trials;
}
export const TRIALS_PER_RACE = Math.ceil(suiteTrials() / RACES.length);

/** A generous bound on one trial, on the slower engine (PGlite on a busy machine). */
const MS_PER_TRIAL = 3_000;

/** A race as a test: `trial` runs TRIALS_PER_RACE times, one after another; a failure says which trial it was. */
export function race(name: Race, trial: () => Promise<void>) {
  it(
    name,
    async () => {
      for (let n = 1; n <= TRIALS_PER_RACE; n++) {
        try {
          await trial();
        } catch (error) {
          if (error instanceof Error) error.message = `trial ${n} of ${TRIALS_PER_RACE}: ${error.message}`;
          throw error;
        }
      }
    },
    30_000 + TRIALS_PER_RACE * MS_PER_TRIAL,
  );
}

interface Answer {
  statusCode: number;
  body: string;
}

/**
 * The statuses of racing calls, in call order, once every call has answered 200 or one of the clear refusals
 * (409 unless said) — never a 500.
 */
export function statusesOf(answers: Answer[], refusals: number[] = [409]): number[] {
  const unclear = answers
    .filter((answer) => answer.statusCode !== 200 && !refusals.includes(answer.statusCode))
    .map((answer) => `${answer.statusCode} ${answer.body}`);
  if (unclear.length > 0)
    expect.fail(`every racing call answers 200 or a clear refusal, but:\n${unclear.join('\n')}`);
  return answers.map((answer) => answer.statusCode);
}

/** How many of the racing calls succeeded. */
export const successes = (statuses: number[]) => statuses.filter((status) => status === 200).length;

/** The rows of a raw query, whichever driver answered (node-postgres or PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * An app with its flood guard out of the way (a thousand trials are many calls a minute) and two blood centres
 * signed in: one whose units race, one that receives its transfers.
 */
export async function twoCentres(): Promise<{
  t: TestApp;
  bank: Caller;
  receiver: Caller;
  bankId: string;
  receiverId: string;
}> {
  const t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const [bank, receiver] = await Promise.all([signedInInstitution(t), signedInInstitution(t)]);
  const [bankId, receiverId] = await Promise.all([institutionIdOf(bank), institutionIdOf(receiver)]);
  return { t, bank, receiver, bankId, receiverId };
}
