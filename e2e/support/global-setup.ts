import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hasChromium } from './browser.js';
import { REPO_ROOT, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder a server migrated and seeded with the demo, then stopped; '' when there is none. */
    seededDataDir: string;
  }
}

/**
 * One server seeds the demo database once per run and stops; every journey file's server starts on a copy of
 * its folder (the seed takes a server many seconds, the copy well under one). Without Chromium the journeys are
 * skipped, and without a build each file says what is missing: neither needs the seed.
 */
export default async function setup(project: TestProject) {
  const built = existsSync(path.join(REPO_ROOT, 'apps/api/dist/server.js'));
  if (!hasChromium || !built) {
    project.provide('seededDataDir', '');
    return;
  }
  const server = await startServer();
  await server.stop({ keepData: true });
  project.provide('seededDataDir', server.dataDir);
  return () => rm(server.dataDir, { recursive: true, force: true });
}
