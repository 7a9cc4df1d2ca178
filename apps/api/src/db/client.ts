import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

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
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    migrate: async () => {
      await migratePg(db, { migrationsFolder });
      await afterMigrations(db as unknown as Db);
    },
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
