import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { Database } from './client.js';
import { seedDemoData } from './seed/demo-seed.js';

/**
 * Brings the database up to date before a process serves: migrations, then the demo accounts where the
 * configuration asks for them. Both run under the setup lock, so processes started together on an empty
 * database migrate and seed it once (docs/decisions/0051). Answers whether the demo was seeded now.
 */
export async function prepareDatabase(database: Database, config: AppConfig): Promise<boolean> {
  await database.migrate();
  if (!config.seedDemo) return false;
  return database.whileSetUpLocked((db) =>
    seedDemoData(db, path.join(config.dataDir, 'uploads'), { publicUrl: config.publicUrl }),
  );
}
