// `npm run start:cluster`: builds (as `npm start` does), then serves RaktSetu from several api processes on
// one port — node:cluster hands each new connection to one of them. They share one PostgreSQL (sessions, data,
// scheduled jobs) and one Redis (sign-in counters, rate limits, the chat's rooms): docs/decisions/0051.
//
//   WORKERS=4 DATABASE_URL=postgres://… REDIS_URL=redis://… JWT_SECRET=… SMTP_URL=smtp://… npm run start:cluster
//
// WORKERS defaults to the number of CPUs. The primary migrates (and seeds the demo when SEED_DEMO=true) once,
// then forks the workers, restarts one that dies, and on SIGTERM or SIGINT stops them all gracefully.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const api = new URL('../apps/api/dist/', import.meta.url);
const server = fileURLToPath(new URL('server.js', api));
/** A worker that dies this soon after it started counts as failing to start. */
const EARLY_DEATH_MS = 10_000;
/** After this many early deaths in a row the cluster stops: restarting would only repeat the failure. */
const EARLY_DEATHS_TO_GIVE_UP = 5;
/** Workers still running this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 30_000;

const fail = (message) => {
  console.error(`\nstart:cluster: ${message}\n`);
  process.exit(1);
};

if (!existsSync(server)) fail('apps/api/dist/server.js is missing; run `npm run build` first.');

const { loadConfig } = await import(new URL('config.js', api).href);
let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error.message);
}
if (!config.databaseUrl)
  fail(
    'DATABASE_URL is not set. The embedded PGlite database lives inside one process and cannot be shared; ' +
      'run `npm start` for one process, or point DATABASE_URL at PostgreSQL.',
  );
if (!config.redisUrl)
  fail(
    'REDIS_URL is not set. Several processes must share sign-in counters, rate limits and chat rooms through Redis; ' +
      'set REDIS_URL=redis://host:6379, or run `npm start` for one process.',
  );
const wanted = process.env.WORKERS ?? String(availableParallelism());
const workerCount = Number(wanted);
if (!Number.isInteger(workerCount) || workerCount < 1)
  fail(`WORKERS must be a whole number above 0, not "${wanted}".`);

// Migrations and the demo seed run here once, so a failing migration stops the cluster with its message
// instead of every worker failing in turn.
const { openDatabase } = await import(new URL('db/client.js', api).href);
const { prepareDatabase } = await import(new URL('db/prepare.js', api).href);
const database = await openDatabase(config);
try {
  const seeded = await prepareDatabase(database, config);
  if (seeded) console.log('start:cluster: demo accounts were created.');
} catch (error) {
  await database.close();
  fail(`preparing the database failed: ${error.message}`);
}
await database.close();

cluster.setupPrimary({ exec: server });
// The workers find the database ready; none of them seeds again.
const workerEnv = { SEED_DEMO: 'false' };
const startedAt = new Map();
let earlyDeaths = 0;
let stopping = false;

function fork() {
  const worker = cluster.fork(workerEnv);
  startedAt.set(worker.id, Date.now());
}

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
  startedAt.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
    return;
  }
  earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
  console.error(
    `start:cluster: worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}) after ${Math.round(lived / 1000)} s`,
  );
  if (earlyDeaths >= EARLY_DEATHS_TO_GIVE_UP) {
    console.error(`start:cluster: ${earlyDeaths} workers died at start in a row; stopping.`);
    process.exitCode = 1;
    stop();
    return;
  }
  // A worker that keeps dying at start is restarted more slowly each time.
  setTimeout(fork, Math.min(1_000 * 2 ** earlyDeaths, 30_000));
});

function stop() {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) process.exit(process.exitCode ?? 0);
  for (const worker of workers) worker.process.kill('SIGTERM');
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop);

console.log(`start:cluster: starting ${workerCount} api processes on port ${config.port}`);
for (let i = 0; i < workerCount; i++) fork();
