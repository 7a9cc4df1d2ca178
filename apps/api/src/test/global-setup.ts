import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, pgliteOptions } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite database that each test file loads (embedded runs). */
    pgliteTemplate: string;
    /** Server URL and template database each test file copies (TEST_DATABASE_URL runs). */
    postgresTemplate: { url: string; template: string } | null;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Migrates one template per run; every test file then starts from a copy of it, so files never see each
 * other's rows and nobody pays for migrations twice (DESIGN.md).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `raktsetu_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = fromPostgres(withDatabase(serverUrl, template));
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', { url: serverUrl, template });
    project.provide('pgliteTemplate', '');
    return async () => {
      // Copies are named after the template; drop them all, then the template.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${template}%`],
      );
      for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'raktsetu-template-'));
  const client = await PGlite.create(pgliteOptions);
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
