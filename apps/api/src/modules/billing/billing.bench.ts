import { billingEndpoints, requestOf } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { signIn } from '../../test/callers.js';
import { createAdmin, createInstitution } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The Transaction screen over a country's bills: 1 000 000 blood-unit transactions of 200 blood centres over
// a year and 20 000 subscriptions, read through the real route as a super administrator.
const TRANSACTIONS = 1_000_000;
const CENTRES = 200;

const calls = {
  newest: requestOf(billingEndpoints.transactions, { type: 'bloodUnit' }),
  deepPage: requestOf(billingEndpoints.transactions, { type: 'bloodUnit', page: 500 }),
  byAmount: requestOf(billingEndpoints.transactions, { type: 'bloodUnit', sort: 'amount', order: 'desc' }),
  transactionId: requestOf(billingEndpoints.transactions, { type: 'bloodUnit', search: 'TXN2611' }),
  institution: requestOf(billingEndpoints.transactions, { type: 'bloodUnit', search: 'Test BloodBank' }),
  subscriptions: requestOf(billingEndpoints.transactions, { type: 'subscription' }),
};

let t: TestApp;
let authorization: string;
const read = routeReader(() => ({ app: t.app, authorization }));

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const ids: string[] = [];
  for (let i = 0; i < CENTRES; i++) ids.push((await createInstitution(t.database.db)).institution.id);
  const started = performance.now();
  await t.database.db.execute(sql`
    INSERT INTO transactions (transaction_id, kind, institution_id, amount, units, added_at)
      SELECT 'TXN' || to_char(now() - make_interval(mins => n % 525600), 'YYMMDD') || lpad(n::text, 9, '0'),
             CASE WHEN n % 50 = 0 THEN 'subscription' ELSE 'bloodUnit' END,
             (${JSON.stringify(ids)}::jsonb ->> (n % ${CENTRES}))::uuid,
             1450 * (1 + n % 3), 1 + n % 3, now() - make_interval(mins => n % 525600)
        FROM generate_series(1, ${TRANSACTIONS}) AS n`);
  await t.database.db.execute(sql`ANALYZE transactions`);
  authorization = `Bearer ${(await signIn(t, await createAdmin(t.database.db), 'SuperAdmin')).token}`;
  console.log(
    `seeded ${TRANSACTIONS} transactions in ${Math.round(performance.now() - started)} ms (${t.database.kind})`,
  );
}, 1_800_000);

const latency = latencyLog();

afterAll(() => reportAndClose(latency, t));

describe(`the Transaction tabs over ${TRANSACTIONS} transactions`, () => {
  benchRoutes(latency, read, calls, [
    ['Blood Unit tab, newest first', 'newest'],
    ['Blood Unit tab, page 500', 'deepPage'],
    ['Blood Unit tab, largest amount first', 'byAmount'],
    ['search by the start of a transaction id', 'transactionId'],
    ['search by the start of an institution name', 'institution'],
    ['Subscription tab, newest first', 'subscriptions'],
  ]);
});
