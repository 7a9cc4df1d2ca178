import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** How often the embedded database is tidied; a run over 200 000 donors takes about two seconds. */
export const TIDY_EVERY_MS = 6 * 3_600_000;

/**
 * PostgreSQL's autovacuum keeps statistics and the visibility map current; PGlite has no autovacuum. Without
 * statistics the planner guesses row counts, and without the visibility map an index-only scan reads every
 * row it passes: counting the donors nearest an institution took 67 ms instead of 9 (docs/decisions/0042).
 * So the embedded database is vacuumed and analysed once it has started, and every few hours after. Its
 * one connection waits meanwhile, as it waits for any statement.
 */
export function tidyEmbeddedDatabase(
  database: Database,
  log: { info(message: string): void; error(message: string): void },
  everyMs = TIDY_EVERY_MS,
): { stop(): void; done: Promise<void> } {
  if (database.kind !== 'pglite') return { stop() {}, done: Promise.resolve() };
  let running: Promise<void> = Promise.resolve();
  const tidy = () => {
    running = running.then(async () => {
      const started = performance.now();
      try {
        await database.db.execute(sql`vacuum (analyze)`);
        log.info(`embedded database vacuumed and analysed in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        log.error(`embedded database housekeeping failed: ${(error as Error).message}`);
      }
    });
    return running;
  };
  const done = tidy();
  const timer = setInterval(tidy, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
