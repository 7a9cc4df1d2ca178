import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportEndpoints, requestOf } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits } from '../inventory/inventory.test-support.js';
import { cloneUnits } from './exports.test-support.js';

// A blood bank with 100,000 units on its shelf exports all of them, as CSV and as Excel, over a real socket (so
// the file is read as a browser reads it and never held whole by the test). Each run prints its time, bytes
// and the growth of the process's resident memory over the export: the server streams, so that growth must stay
// far below the file's size times the rows.
const UNITS = 100_000;

let t: TestApp;
let base = '';
let authorization = '';

beforeAll(async () => {
  t = await createTestApp();
  const bank = await signedInInstitution(t);
  authorization = `Bearer ${bank.token}`;
  const [first] = await addUnits(bank, 1);
  const seeded = performance.now();
  await cloneUnits(t.database.db, first as string, UNITS - 1, { prefix: 'BENCH-' });
  // As PostgreSQL's autovacuum would after such a load: the planner then walks the list's index.
  await t.database.db.execute(sql`vacuum (analyze) inventory_units`);
  console.log(`seeded ${UNITS} units in ${Math.round(performance.now() - seeded)} ms (${t.database.kind})`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // Once before measuring, so the database's memory for sorting 100,000 rows is not counted as the export's.
  await download('csv');
}, 600_000);
afterAll(() => t.close());

/**
 * Downloads the export, counting bytes and lines, sampling every 20 ms the resident memory (which also holds
 * the embedded database's own memory, grown once by its first sorts and never returned) and the JavaScript
 * heap (what the export itself holds).
 */
function download(
  format: 'csv' | 'xlsx',
): Promise<{ ms: number; bytes: number; lines: number; rssGrowthMb: number; heapGrowthMb: number }> {
  const { url } = requestOf(exportEndpoints.inventory, { type: 'inventory', format });
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpGet(`${base}${url}`, { headers: { authorization } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
      });
      response.on('end', () => {
        clearInterval(sampler);
        sample();
        resolve({
          ms: performance.now() - started,
          bytes,
          lines,
          rssGrowthMb: (peak - before.rss) / 1_048_576,
          heapGrowthMb: (peakHeap - before.heapUsed) / 1_048_576,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

async function measured(format: 'csv' | 'xlsx') {
  const result = await download(format);
  if (format === 'csv' && result.lines !== UNITS + 1)
    throw new Error(`the CSV holds ${result.lines - 1} rows, not ${UNITS}`);
  console.log(
    `${format}: ${UNITS} rows in ${(result.ms / 1000).toFixed(1)} s, ${(result.bytes / 1_048_576).toFixed(1)} MB, peak growth: RSS ${result.rssGrowthMb.toFixed(1)} MB, JS heap ${result.heapGrowthMb.toFixed(1)} MB`,
  );
}

describe(`exporting ${UNITS} units of one blood bank`, () => {
  bench('as CSV', () => measured('csv'), { iterations: 1, time: 0, warmupIterations: 0 });
  bench('as Excel (.xlsx)', () => measured('xlsx'), { iterations: 1, time: 0, warmupIterations: 0 });
});
