import { INDIA_STATES, indiaToday, inventoryEndpoints, type StockGroup } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { signIn } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../client.js';
import {
  NATIONAL_ADMIN,
  NATIONAL_DOMAIN,
  NATIONAL_PASSWORD,
  type NationalSizes,
  seedNationalScale,
} from './national-scale.js';

const SIZES: NationalSizes = {
  bloodBanks: 4,
  hospitals: 5,
  ngos: 2,
  donors: 300,
  units: 600,
  liveUnits: 120,
  requests: 200,
  camps: 12,
  labResults: 80,
  chatRooms: 6,
  chatMessages: 30,
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What a seed decides, without the ids and clocks the database gives. */
async function fingerprint(db: Db) {
  return rows(
    db,
    sql`select
      (select md5(string_agg(donor_code || first_name || last_name || blood_group || city || round(latitude::numeric, 5), ',' order by donor_code)) from people) as people,
      (select md5(string_agg(bag_id || state || component || blood_group || collection_date, ',' order by bag_id)) from inventory_units) as units,
      (select md5(string_agg(contact_email || name || city || state, ',' order by contact_email)) from institutions) as institutions`,
  );
}

const indexCount = async (db: Db) =>
  (
    await rows<{ n: number }>(db, sql`select count(*)::int as n from pg_indexes where schemaname = 'public'`)
  )[0]?.n;

describe('the national dataset generator', () => {
  let first: TestApp;
  let second: TestApp;
  let indexesBefore: number | undefined;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
    indexesBefore = await indexCount(first.database.db);
    const passwordHash = await hashPassword(NATIONAL_PASSWORD);
    for (const t of [first, second]) {
      await seedNationalScale(t.database.db, {
        sizes: SIZES,
        seed: 7,
        today: indiaToday(),
        passwordHash,
        chunkRows: 1000,
      });
    }
  }, 120_000);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('writes the sizes asked for, every institution in one of India’s states', async () => {
    const [counted] = await rows<Record<string, number>>(
      first.database.db,
      sql`select
        (select count(*)::int from institutions where type in ('BloodBank', 'Both')) as centres,
        (select count(*)::int from institutions where type = 'Hospital') as hospitals,
        (select count(*)::int from institutions where type = 'NGO') as ngos,
        (select count(*)::int from people) as donors,
        (select count(*)::int from institution_donors) as links,
        (select count(*)::int from inventory_units) as units,
        (select count(*)::int from inventory_units where state in ('quarantined', 'available', 'inTransfer')) as live,
        (select count(*)::int from unit_events where action = 'added') as added,
        (select count(*)::int from blood_requests) as requests,
        (select count(*)::int from camps) as camps,
        (select count(*)::int from donor_lab_results) as results,
        (select count(*)::int from chat_messages) as messages`,
    );
    expect(counted).toMatchObject({
      centres: 4,
      hospitals: 5,
      ngos: 2,
      donors: 300,
      links: 300,
      units: 600,
      added: 600,
      requests: 200,
      camps: 12,
      results: 80,
      messages: 30,
    });
    // A fifth of the units on the shelves, give or take what chance decides for 600 of them.
    expect(counted?.live).toBeGreaterThan(80);
    expect(counted?.live).toBeLessThan(160);
    const states = await rows<{ state: string }>(
      first.database.db,
      sql`select distinct state from institutions`,
    );
    for (const { state } of states) expect(INDIA_STATES).toContain(state);
  });

  it('gives the same rows for the same seed, on another database', async () => {
    expect(await fingerprint(second.database.db)).toEqual(await fingerprint(first.database.db));
  });

  it('leaves every index as it found it, and no working table behind', async () => {
    expect(await indexCount(first.database.db)).toBe(indexesBefore);
    const left = await rows(
      first.database.db,
      sql`select tablename from pg_tables where tablename like '\\_scale%'`,
    );
    expect(left).toEqual([]);
  });

  it('lets the largest blood centre sign in and see its stock, counted as its units are', async () => {
    const centre = await signIn(first, {
      loginId: `bloodbank.1@${NATIONAL_DOMAIN}`,
      password: NATIONAL_PASSWORD,
    });
    const grid: StockGroup[] = (await centre.call(inventoryEndpoints.stock, {})).json().content.data;
    const shown = grid.flatMap((group) => group.inventory).reduce((sum, cell) => sum + cell.available, 0);
    const [held] = await rows<{ n: number }>(
      first.database.db,
      sql`select count(*)::int as n from inventory_units u join institutions i on i.id = u.institution_id
        where i.contact_email = ${`bloodbank.1@${NATIONAL_DOMAIN}`} and u.state = 'available'
          and u.expiry_date >= ${indiaToday()}::date`,
    );
    expect(held?.n).toBeGreaterThan(0);
    expect(shown).toBe(held?.n);
    await signIn(first, { loginId: NATIONAL_ADMIN, password: NATIONAL_PASSWORD }, 'SuperAdmin');
  });
});
