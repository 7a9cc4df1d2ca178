// `npm run soak [-- --minutes 30 --rate 200 --out soak.json]`
// A bounded mixed load against one api process on 127.0.0.1 (issue 16, item 9): the built server on PostgreSQL
// (DATABASE_URL) or PGlite (DATA_DIR, else a new directory), signed in as the demo accounts (the server seeds them
// into an empty database), driven at a fixed rate for a fixed time — reads of the hot screens and, for one call in
// seven, the writes of a counter (add 2 units, raise a patient request, issue them). Requests are sent on a
// schedule, not after the previous answer, so a slow server shows as latency, not as a lower rate. Every 10 s the
// server's resident memory is read from /proc. The summary gives errors, p50/p95/p99 per minute and the memory's
// first, last and highest, and the trend of its lowest point in each minute (what is left after a collection: a
// leak raises it, a collector's sawtooth does not); the exit code is 1 if any call failed. docs/reliability.md holds
// the figures.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  authEndpoints,
  dashboardEndpoints,
  donorsEndpoints,
  type EndpointDefinition,
  type EndpointInput,
  healthEndpoints,
  indiaToday,
  institutionsEndpoints,
  inventoryEndpoints,
  platformDashboardEndpoints,
  requestOf,
  requestsEndpoints,
} from '@raktsetu/contract';
import { DEMO_ADMIN, DEMO_INSTITUTIONS, DEMO_PASSWORD } from '../db/seed/demo-seed.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '200' },
    out: { type: 'string', default: '' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (!(minutes > 0) || !(rate > 0)) throw new Error('--minutes and --rate are numbers above 0');
const SAMPLE_EVERY_MS = 10_000;
/** A call that has not answered after this long counts as failed. */
const TIMEOUT_MS = 10_000;
/** More calls than this waiting means the server cannot keep up: further calls are counted as failed, not sent. */
const MAX_IN_FLIGHT = 2_000;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;
const ownDataDir = !process.env.DATA_DIR;
const dataDir = path.resolve(process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'raktsetu-soak-')));
const port = 3800 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;

// ---- the server ----------------------------------------------------------------------------------------------

let serverErrors = 0;
let serverWarnings = 0;
/** The first few warnings, shown in the summary. */
const warnings: string[] = [];
const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    // PostgreSQL without SMTP_URL: mail is kept in the admins' outbox rather than refused.
    MAIL_OUTBOX: 'true',
    // The load comes from one address and three accounts; the flood guard would answer most of it with 429.
    RATE_LIMIT_PER_ADDRESS: '1000000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let rest = '';
server.stdout?.on('data', (chunk: Buffer) => {
  const lines = (rest + chunk.toString('utf8')).split('\n');
  rest = lines.pop() ?? '';
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    const level = Number((JSON.parse(line) as { level?: number }).level);
    if (level >= 50) {
      serverErrors++;
      console.error(`server: ${line}`);
    } else if (level >= 40 && ++serverWarnings <= 5) warnings.push(line.slice(0, 400));
  }
});
const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
let stopping = false;
void exited.then((code) => {
  if (!stopping) {
    console.error(`the server ended during the soak (exit ${code})`);
    process.exit(1);
  }
});
process.on('exit', () => server.kill('SIGTERM'));

const startedAt = performance.now();
for (;;) {
  const ok = await fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) break;
  if (performance.now() - startedAt > 300_000) throw new Error('the server did not answer within 5 minutes');
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`server up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (pid ${server.pid})`);

// ---- calls ----------------------------------------------------------------------------------------------------

interface Call {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

function call<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>, token?: string): Call {
  const request = requestOf(endpoint, input as Record<string, unknown>);
  return { method: request.method, path: request.url, token, body: request.body };
}

async function send(request: Call): Promise<{ status: number; json: unknown }> {
  const response = await fetch(origin + request.path, {
    method: request.method,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, json: await response.json() };
}

const dataOf = <T>(json: unknown) => (json as { content: { data: T } }).content.data;

async function signIn(loginId: string, role: 'Login' | 'SuperAdmin' = 'Login'): Promise<string> {
  const answer = await send(call(authEndpoints.login, { loginId, password: DEMO_PASSWORD, role }));
  const token = dataOf<{ token?: string } | undefined>(answer.json)?.token;
  if (answer.status !== 200 || !token)
    throw new Error(
      `sign-in of ${loginId} failed (${answer.status}). The soak signs in as the demo accounts: point DATABASE_URL ` +
        'at an empty database (the server seeds the demo into it) or one seeded with SEED_DEMO=true.',
    );
  return token;
}

const demoOf = (type: string) => DEMO_INSTITUTIONS.find((demo) => demo.type === type)?.loginId as string;
const centre = await signIn(demoOf('BloodBank'));
const hospital = await signIn(demoOf('Hospital'));
const admin = await signIn(DEMO_ADMIN.loginId, 'SuperAdmin');
const [someUnit] = dataOf<{ _id: string }[]>(
  (await send(call(inventoryEndpoints.list, { type: 'inventory' }, centre))).json,
);
if (!someUnit) throw new Error('the demo blood centre has no unit to read the history of');

/** The reads, each weighted by how often it comes in a hundred calls. */
const reads: { name: string; weight: number; call: Call }[] = [
  { name: 'health', weight: 10, call: call(healthEndpoints.health, {}) },
  { name: 'profile', weight: 10, call: call(institutionsEndpoints.profile, {}, centre) },
  { name: 'dashboard counts', weight: 10, call: call(dashboardEndpoints.counts, {}, centre) },
  { name: 'stock grid', weight: 10, call: call(inventoryEndpoints.stock, {}, centre) },
  {
    name: 'request list',
    weight: 8,
    call: call(requestsEndpoints.list, { requestType: 'verified', sort: 'distance', order: 'asc' }, centre),
  },
  { name: "hospital's requests", weight: 7, call: call(requestsEndpoints.list, {}, hospital) },
  { name: 'donor search', weight: 8, call: call(donorsEndpoints.list, { search: 'sha' }, centre) },
  { name: 'nearby donors', weight: 7, call: call(donorsEndpoints.nearby, { radiusKm: 25 }, centre) },
  { name: 'unit history', weight: 8, call: call(inventoryEndpoints.unit, { id: someUnit._id }, centre) },
  {
    name: 'admin statistics',
    weight: 4,
    call: call(platformDashboardEndpoints.dashboardData, { state: 'All' }, admin),
  },
  { name: 'admin tiles', weight: 3, call: call(platformDashboardEndpoints.tileData, {}, admin) },
];
const WRITE_WEIGHT = 15;
const totalWeight = reads.reduce((sum, read) => sum + read.weight, WRITE_WEIGHT);

/** A counter's work, one step per call: 2 units added, a request raised for them, the units issued to it. */
interface Flow {
  step: 'add' | 'request' | 'issue';
  units?: string[];
  request?: string;
}
const waitingFlows: Flow[] = [];
const run = randomBytes(3).toString('hex');
let bags = 0;
const collected = new Date(Date.parse(`${indiaToday()}T00:00:00Z`) - 2 * 86_400_000)
  .toISOString()
  .slice(0, 10);

function writeStep(): { name: string; call: Call; answered(json: unknown): void } {
  const flow = waitingFlows.shift() ?? { step: 'add' };
  if (flow.step === 'add') {
    const inventories = [1, 2].map(() => ({
      bagId: `SOAK-${run}-${++bags}`,
      bloodGroup: 'O+' as const,
      component: 'Whole Blood' as const,
      volume: 350,
      storedIn: 'Refrigerator 1',
      collectionDate: collected,
      screeningDone: true,
    }));
    return {
      name: 'add 2 units',
      call: call(inventoryEndpoints.add, { inventories }, centre),
      answered(json) {
        waitingFlows.push({
          step: 'request',
          units: dataOf<{ _id: string }[]>(json).map((unit) => unit._id),
        });
      },
    };
  }
  if (flow.step === 'request') {
    return {
      name: 'raise request',
      call: call(
        requestsEndpoints.patient,
        {
          patientName: 'Soak Patient',
          mobileNumber: '9822012345',
          bloodGroup: 'O+',
          component: 'Whole Blood',
          units: 2,
          hospitalName: 'Sassoon General Hospital',
        },
        centre,
      ),
      answered(json) {
        waitingFlows.push({ ...flow, step: 'issue', request: dataOf<{ _id: string }>(json)._id });
      },
    };
  }
  return {
    name: 'issue 2 units',
    call: call(
      inventoryEndpoints.changeStatus,
      {
        type: 'issue',
        id: flow.request as string,
        inventoryIds: flow.units as string[],
        deliveryType: 'toBeCollected',
      },
      centre,
    ),
    answered() {},
  };
}

function nextCall(): { name: string; call: Call; answered(json: unknown): void } {
  let pick = Math.random() * totalWeight;
  for (const read of reads) {
    pick -= read.weight;
    if (pick < 0) return { ...read, answered() {} };
  }
  return writeStep();
}

// ---- the load -------------------------------------------------------------------------------------------------

interface Minute {
  latencies: number[];
  errors: number;
}
const perMinute: Minute[] = [];
const perCall = new Map<string, number[]>();
const failures = new Map<string, number>();
const memory: { atMinutes: number; rssMb: number }[] = [];
let inFlight = 0;
let sent = 0;

function fail(name: string, why: string, minute: Minute) {
  minute.errors++;
  const key = `${name}: ${why}`;
  failures.set(key, (failures.get(key) ?? 0) + 1);
}

function launch(begun: number) {
  const minute = perMinute[Math.floor((performance.now() - begun) / 60_000)] as Minute;
  const next = nextCall();
  sent++;
  if (inFlight >= MAX_IN_FLIGHT) return fail(next.name, 'not sent, too many waiting', minute);
  inFlight++;
  const at = performance.now();
  send(next.call).then(
    (answer) => {
      inFlight--;
      if (answer.status !== 200) return fail(next.name, `HTTP ${answer.status}`, minute);
      const ms = performance.now() - at;
      minute.latencies.push(ms);
      const ofCall = perCall.get(next.name) ?? [];
      ofCall.push(ms);
      perCall.set(next.name, ofCall);
      next.answered(answer.json);
    },
    (error: Error) => {
      inFlight--;
      fail(next.name, error.name === 'TimeoutError' ? 'timed out' : error.message, minute);
    },
  );
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? Number.NaN) / 1024;
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');

/** The samples taken during minute `index` (from its start to its end). */
const samplesOf = (index: number) =>
  memory
    .filter((point) => point.atMinutes >= index && point.atMinutes <= index + 1)
    .map((point) => point.rssMb);
const rssOfMinute = (index: number) => {
  const samples = samplesOf(index);
  return `${Math.min(...samples)
    .toFixed(0)
    .padStart(7)}–${Math.max(...samples).toFixed(0)}`;
};

/** Least-squares slope, MB per minute. */
function slope(points: { atMinutes: number; rssMb: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p.atMinutes, 0) / n;
  const my = points.reduce((s, p) => s + p.rssMb, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.atMinutes - mx) * (p.rssMb - my), 0);
  const sxx = points.reduce((s, p) => s + (p.atMinutes - mx) ** 2, 0);
  return sxy / sxx;
}

const machine =
  `${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
  `load average ${loadavg()[0]?.toFixed(2)} at the start`;
console.log(
  `\nsoak: ${rate} calls/s for ${minutes} min on ${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}; ${machine}\n`,
);
console.log('minute   calls errors  p50 ms  p95 ms  p99 ms  RSS MB low–high');

const begun = performance.now();
const durationMs = minutes * 60_000;
for (let i = 0; i < Math.ceil(minutes); i++) perMinute.push({ latencies: [], errors: 0 });
memory.push({ atMinutes: 0, rssMb: rssMb() });
const sampler = setInterval(() => {
  memory.push({ atMinutes: (performance.now() - begun) / 60_000, rssMb: rssMb() });
}, SAMPLE_EVERY_MS);
let reported = 0;
const reportMinute = (index: number) => {
  const minute = perMinute[index] as Minute;
  const sorted = [...minute.latencies].sort((a, b) => a - b);
  console.log(
    `${String(index + 1).padStart(6)} ${String(sorted.length + minute.errors).padStart(7)} ${String(minute.errors).padStart(6)}` +
      `${ms(at(sorted, 0.5))} ${ms(at(sorted, 0.95))} ${ms(at(sorted, 0.99))} ${rssOfMinute(index)}`,
  );
};

// Open loop: every few milliseconds, as many calls as the schedule says are due by now.
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = performance.now() - begun;
    if (elapsed >= durationMs) {
      clearInterval(tick);
      resolve();
      return;
    }
    const due = Math.floor((elapsed / 1000) * rate);
    while (sent < due) launch(begun);
    // A minute is reported once its last calls have had their time to answer.
    const settled = Math.floor((elapsed - TIMEOUT_MS) / 60_000);
    while (reported < settled) reportMinute(reported++);
  }, 5);
});
// The last calls answer or time out.
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
clearInterval(sampler);
memory.push({ atMinutes: (performance.now() - begun) / 60_000, rssMb: rssMb() });
while (reported < perMinute.length) reportMinute(reported++);

stopping = true;
server.kill('SIGTERM');
const exitCode = await exited;
if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });

// ---- the summary ----------------------------------------------------------------------------------------------

const all = perMinute.flatMap((minute) => minute.latencies).sort((a, b) => a - b);
const errors = perMinute.reduce((sum, minute) => sum + minute.errors, 0);
const rss = memory.map((point) => point.rssMb);
// The first minute warms up (code compiled, caches and pools filled); the trend is read after it.
const lows = perMinute
  .map((_, index) => ({ atMinutes: index + 0.5, rssMb: Math.min(...samplesOf(index)) }))
  .filter((point) => point.atMinutes > 1);
const summary = {
  database: databaseUrl ? 'PostgreSQL' : 'PGlite',
  machine,
  loadAverageAtEnd: loadavg()[0],
  rate,
  minutes,
  calls: all.length + errors,
  errors,
  failures: Object.fromEntries(failures),
  serverLoggedErrors: serverErrors,
  serverLoggedWarnings: serverWarnings,
  serverExit: exitCode,
  latencyMs: { p50: at(all, 0.5), p95: at(all, 0.95), p99: at(all, 0.99), max: all.at(-1) },
  perCall: Object.fromEntries(
    [...perCall].map(([name, latencies]) => {
      const sorted = latencies.sort((a, b) => a - b);
      return [
        name,
        { calls: sorted.length, p50: at(sorted, 0.5), p95: at(sorted, 0.95), p99: at(sorted, 0.99) },
      ];
    }),
  ),
  perMinute: perMinute.map((minute) => {
    const sorted = [...minute.latencies].sort((a, b) => a - b);
    return {
      calls: sorted.length + minute.errors,
      errors: minute.errors,
      p50: at(sorted, 0.5),
      p95: at(sorted, 0.95),
      p99: at(sorted, 0.99),
    };
  }),
  rssMb: {
    first: rss[0],
    last: rss.at(-1),
    max: Math.max(...rss),
    lowPerMinute: lows.map((point) => point.rssMb),
    lowSlopePerMinute: slope(lows),
    samples: memory,
  },
};

console.log('\ncall                    calls  p50 ms  p95 ms  p99 ms');
for (const [name, figures] of Object.entries(summary.perCall))
  console.log(
    `${name.padEnd(20)} ${String(figures.calls).padStart(8)}${ms(figures.p50)} ${ms(figures.p95)} ${ms(figures.p99)}`,
  );
console.log(
  `\n${summary.calls} calls, ${errors} failed${errors ? `: ${JSON.stringify(summary.failures)}` : ''}; ` +
    `p50 ${ms(summary.latencyMs.p50).trim()} ms, p95 ${ms(summary.latencyMs.p95).trim()} ms, ` +
    `p99 ${ms(summary.latencyMs.p99).trim()} ms`,
);
console.log(
  `server RSS: first ${summary.rssMb.first?.toFixed(0)} MB, last ${summary.rssMb.last?.toFixed(0)} MB, ` +
    `highest ${summary.rssMb.max.toFixed(0)} MB; ` +
    (Number.isFinite(summary.rssMb.lowSlopePerMinute)
      ? `after the first minute its lowest point per minute moves ${summary.rssMb.lowSlopePerMinute.toFixed(2)} MB/min`
      : 'the trend needs three minutes or more'),
);
console.log(
  `server logged ${serverErrors} errors and ${serverWarnings} warnings; it stopped with exit code ${exitCode}; ` +
    `load average ${summary.loadAverageAtEnd?.toFixed(2)} at the end`,
);
for (const warning of warnings) console.log(`  warning: ${warning}`);
if (values.out) writeFileSync(values.out, JSON.stringify(summary, null, 2));
process.exitCode = errors > 0 || serverErrors > 0 || exitCode !== 0 ? 1 : 0;
