import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensureDefaultPrices } from '../modules/billing/billing.repository.js';
import * as schema from './schema/index.js';

/** One type for both engines: repositories never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the migrations not yet applied, under the setup lock (several processes may start at once). */
  migrate(): Promise<void>;
  /**
   * Runs `work` on a connection that holds the setup lock, a PostgreSQL advisory lock: api processes starting
   * together migrate and seed one after the other, and the later ones find the work done. PGlite has one
   * process and one connection, so there it simply runs.
   */
  whileSetUpLocked<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The key of the setup lock ('RkSt'); nothing else in RaktSetu takes a one-key advisory lock. */
const SETUP_LOCK = 0x526b5374;

// Resolved from the file's own place so it works from src/ (tsx, vitest) and from dist/ (npm start).
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** The extensions the migrations create; PGlite must have them loaded to open the database. */
export const pgliteOptions = { extensions: { btree_gist, cube, earthdistance } } satisfies PGliteOptions;

/**
 * Reference rows production needs from its first day, inserted where missing after every migration run (so
 * no migration carries data and an administrator's edits are never overwritten): the component prices
 * issues are charged at.
 */
async function afterMigrations(db: Db): Promise<void> {
  await ensureDefaultPrices(db);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await afterMigrations(db as unknown as Db);
    },
    whileSetUpLocked: (work) => work(db as unknown as Db),
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  async function whileSetUpLocked<T>(work: (db: NodePgDatabase<typeof schema>) => Promise<T>) {
    // A session lock on one connection, held across the migrations' own transactions.
    const connection = await pool.connect();
    let unlocked = false;
    try {
      await connection.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      const result = await work(drizzlePg(connection, { schema }));
      await connection.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
      unlocked = true;
      return result;
    } finally {
      // A connection that may still hold the lock is closed, not pooled: closing it frees the lock.
      connection.release(!unlocked);
    }
  }
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    migrate: () =>
      whileSetUpLocked(async (locked) => {
        await migratePg(locked, { migrationsFolder });
        await afterMigrations(locked as unknown as Db);
      }),
    whileSetUpLocked: (work) => whileSetUpLocked((locked) => work(locked as unknown as Db)),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'), pgliteOptions);
  return fromPglite(client);
}
