import { institutionsEndpoints, requestOf } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { signIn } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Every signed-in call reads its session with the account: measured with a year of sign-ins in the table
// (200 000 sessions, most ended), as a national deployment would hold.
const SESSIONS = 200_000;

let t: TestApp;
let authorization: string;
const profile = requestOf(institutionsEndpoints.profile);

beforeAll(async () => {
  t = await createTestApp();
  const account = await createInstitution(t.database.db);
  authorization = `Bearer ${(await signIn(t, account)).token}`;
  await t.database.db.execute(sql`
    insert into sessions (subject_kind, subject_id, started_at, expires_at, ended_at, end_reason)
    select 'user', gen_random_uuid(), now() - (n || ' minutes')::interval,
           now() - (n || ' minutes')::interval + interval '12 hours',
           case when n % 10 = 0 then null else now() end, case when n % 10 = 0 then null else 'logout' end
    from generate_series(1, ${SESSIONS}) as n`);
}, 180_000);

afterAll(() => t.close());

describe(`a signed-in call with ${SESSIONS} sessions on record`, () => {
  bench('GET /api/institution/get (session, account and institution checked, profile read)', async () => {
    await t.app.inject({ method: profile.method, url: profile.url, headers: { authorization } });
  });
});
