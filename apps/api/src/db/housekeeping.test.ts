import { count, sql } from 'drizzle-orm';
import { pgView, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { tidyEmbeddedDatabase } from './housekeeping.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The planner's statistics, one row per analysed column. */
const pgStats = pgView('pg_stats', { tablename: text('tablename') }).existing();

const statisticsOfPeople = async () => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(pgStats)
    .where(sql`${pgStats.tablename} = 'people'`);
  return row?.n ?? 0;
};

describe('housekeeping of the embedded database', () => {
  it('vacuums and analyses PGlite once started, so the planner knows the donors; PostgreSQL keeps its own', async () => {
    await t.database.db.execute(sql`
      insert into people (donor_code, first_name, gender, blood_group, latitude, longitude)
      select 'DTIDY' || n, 'Tidy', 'Male', 'O+', 18.5, 73.8 from generate_series(1, 50) as n`);
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const housekeeping = tidyEmbeddedDatabase(t.database, log, 60_000);
    await housekeeping.done;
    housekeeping.stop();
    if (t.database.kind === 'pglite') {
      expect(lines).toEqual([expect.stringMatching(/^embedded database vacuumed and analysed in \d+ ms$/)]);
      expect(await statisticsOfPeople()).toBeGreaterThan(0);
    } else {
      expect(lines).toEqual([]);
    }
  });
});
