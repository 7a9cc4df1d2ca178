import { platformUserListQuerySchema, platformUsersEndpoints, requestOf } from '@raktsetu/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { seedPeopleAtScale } from '../../db/seed/people-at-scale.js';
import { signIn } from '../../test/callers.js';
import { createAdmin } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPlatformUsersRepository } from './platform-users.repository.js';

// The super administrator's Users screen over a national population: 100 000 people over a dozen cities (the
// people-at-scale generator), a few hundred of them blocked on the platform. The list is read through the real
// route, signed in as an administrator; the plans of the default page and of a search are printed once.
const PEOPLE = 100_000;
const BLOCKED = 300;

const requests = {
  firstPage: requestOf(platformUsersEndpoints.list, {}),
  deepPage: requestOf(platformUsersEndpoints.list, { page: 500 }),
  namePrefix: requestOf(platformUsersEndpoints.list, { search: 'pri' }),
  mobilePrefix: requestOf(platformUsersEndpoints.list, { search: '98765' }),
  bloodGroup: requestOf(platformUsersEndpoints.list, { bloodGroup: 'O-' }),
  byFirstName: requestOf(platformUsersEndpoints.list, { sort: 'firstName', order: 'asc', page: 20 }),
  blocked: requestOf(platformUsersEndpoints.list, { status: 'Blocked' }),
};

/** The plans worth seeing: the default page and a search, as the repository writes them. */
const EXPLAINED = {
  'first page, newest first': {},
  'search "pri"': { search: 'pri' },
  'blood group O-': { bloodGroup: 'O-' },
  'sorted by first name': { sort: 'firstName', order: 'asc' },
} as const;

let t: TestApp;
let authorization: string;

const read = routeReader(() => ({ app: t.app, authorization }));

/** `explain analyze` of a statement as drizzle writes it: its text with the parameters put back. */
function explained(statement: { sql: string; params: unknown[] }): SQL {
  const parts = statement.sql.split(/\$(\d+)/);
  return sql.join([
    sql.raw('explain (analyze, costs off, timing off, summary off) '),
    ...parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`)),
  ]);
}

beforeAll(async () => {
  // The limits guard people, not a benchmark that calls thousands of times a minute.
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const { db } = t.database;
  const seeded = await seedPeopleAtScale(db, { donors: PEOPLE, seed: 'platform-users-bench' });
  await db.execute(sql`
    update people set block_type = 'permanently', block_reason = 'Unruly behaviour', blocked_at = now()
    where id in (select id from people order by donor_code limit ${BLOCKED})`);
  await db.execute(sql`vacuum (analyze) people`);
  const admin = await createAdmin(db);
  authorization = `Bearer ${(await signIn(t, admin, 'SuperAdmin')).token}`;
  const totals = Object.entries(requests).map(async ([name, request]) => {
    const content = (await read(request)).json().content;
    return `${name} ${content.total}${content.atLeast ? '+' : ''}`;
  });
  console.log(
    `seeded ${seeded.people} people, ${seeded.donationRecords} donations in ${seeded.milliseconds} ms ` +
      `(${t.database.kind}); rows found: ${(await Promise.all(totals)).join(', ')}`,
  );
  const repository = createPlatformUsersRepository(db);
  for (const [name, query] of Object.entries(EXPLAINED)) {
    const statement = repository.listStatement(platformUserListQuerySchema.parse(query)).toSQL();
    const plan = (await db.execute(explained(statement))) as unknown as { rows: Record<string, string>[] };
    console.log(`plan of the list, ${name}:\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}`);
  }
}, 1_200_000);

const latency = latencyLog();

afterAll(() => reportAndClose(latency, t));

const cases: [string, keyof typeof requests][] = [
  ['Users, first page, newest first', 'firstPage'],
  ['Users, page 500, newest first', 'deepPage'],
  ['searching the first letters of a name ("pri")', 'namePrefix'],
  ['searching the first digits of a mobile number ("98765")', 'mobilePrefix'],
  ['blood-group filter O−', 'bloodGroup'],
  ['sorted by first name, page 20', 'byFirstName'],
  ['blocked users only', 'blocked'],
];

describe(`the super administrator's user list over ${PEOPLE} people`, () => {
  benchRoutes(latency, read, requests, cases);
});
