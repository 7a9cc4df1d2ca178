// `npm run bench:load [-- --seconds 10 --clients 1,10,50 --only stock,nearby --out results.json]`
// Starts the built server on the database the app would open (DATABASE_URL, else PGlite in DATA_DIR), after
// `npm run seed:scale`, and drives its hot calls with autocannon. On PostgreSQL each call's statements (captured
// from one real request) are also replayed straight through `pg` and through a bare Fastify route, in the same
// run, so the app's own cost shows as a ratio. docs/performance.md holds the figures and how to read them.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { fromPostgres } from '../db/client.js';
import { NATIONAL_ADMIN, NATIONAL_DOMAIN, NATIONAL_PASSWORD } from '../db/seed/national-scale.js';
import { loadChat } from './chat-load.js';
import { type Account, type LoadCall, loadCalls, type Variant } from './load-calls.js';
import {
  captureStatements,
  type Figures,
  loadHttp,
  loadRawPg,
  type Statement,
  substituted,
} from './measure.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '1,10,50' },
    only: { type: 'string', default: '' },
    out: { type: 'string', default: '' },
  },
});
const seconds = Number(values.seconds);
const levels = (values.clients ?? '').split(',').map(Number);
const only = new Set((values.only ?? '').split(',').filter(Boolean));

const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(
  process.env.DATA_DIR ?? (databaseUrl ? mkdtempSync(path.join(tmpdir(), 'rs-load-')) : './data'),
);
const appPort = 3400 + Math.floor(Math.random() * 400);
const barePort = appPort + 1;
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(appPort),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  MAIL_OUTBOX: 'true',
  SEED_DEMO: 'false',
  // The load comes from one address and a few accounts; the flood guard would answer 429 to most of it.
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000000',
  NODE_ENV: 'production',
};

const children: ChildProcess[] = [];
function start(script: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, script, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stopAll);

async function ready(url: string, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const appOrigin = `http://127.0.0.1:${appPort}`;
start([path.resolve('apps/api/dist/server.js')], serverEnv);
await ready(`${appOrigin}/api/health`);

interface SignedIn {
  token?: string;
  institutionId?: string;
  user?: { _id: string };
  admin?: { _id: string };
}
async function signIn(loginId: string, role: 'Login' | 'SuperAdmin' = 'Login'): Promise<Account> {
  const response = await fetch(`${appOrigin}/api/institution/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: NATIONAL_PASSWORD, role }),
  });
  const data = ((await response.json()) as { content?: { data?: SignedIn } })?.content?.data;
  if (!response.ok || !data?.token) throw new Error(`sign-in of ${loginId} failed (${response.status})`);
  return {
    token: data.token,
    institutionId: data.institutionId ?? '',
    userId: data.user?._id ?? data.admin?._id ?? '',
  };
}

const centres = await Promise.all(
  Array.from({ length: 20 }, (_, index) => signIn(`bloodbank.${index + 1}@${NATIONAL_DOMAIN}`)),
);
const calls = await loadCalls({
  origin: appOrigin,
  centres,
  hospital: await signIn(`hospital.1@${NATIONAL_DOMAIN}`),
  admin: await signIn(NATIONAL_ADMIN, 'SuperAdmin'),
});
const chosen = calls.filter((call) => only.size === 0 || only.has(call.name));

// On PostgreSQL: the statements of one real request of each call, from an app in this process on the same data.
const captured: Record<string, Statement[]> = {};
let pool: pg.Pool | null = null;
let bareOrigin: string | null = null;
if (databaseUrl) {
  const database = fromPostgres(databaseUrl);
  const app = await buildApp({ config: loadConfig(serverEnv), database });
  await app.ready();
  for (const call of chosen) {
    if (!call.compare) continue;
    const variant = call.next();
    if (!variant) continue;
    captured[call.name] = await captureStatements(async () => {
      const response = await app.inject({
        method: variant.call.method,
        url: variant.call.path,
        headers: variant.call.headers,
        payload: variant.call.body as object | undefined,
      });
      if (response.statusCode >= 400)
        throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
    });
    call.captured = variant;
  }
  captured.health = [{ text: 'select 1', values: [] }];
  await app.close();
  await database.close();
  const file = path.join(dataDir, 'captured-statements.json');
  writeFileSync(file, JSON.stringify(captured));
  bareOrigin = `http://127.0.0.1:${barePort}`;
  start(
    ['--import', 'tsx', path.resolve('apps/api/src/bench/bare-server.ts'), String(barePort), file],
    serverEnv,
  );
  await ready(`${bareOrigin}/health`);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
}

/** What a variant changes in the captured statements: the ids of the write it stands for. */
function replacementsOf(call: LoadCall, variant: Variant): Record<string, string> {
  const from = call.captured?.ids ?? {};
  return Object.fromEntries(Object.entries(variant.ids ?? {}).map(([key, id]) => [from[key] as string, id]));
}

interface Row {
  call: string;
  clients: number;
  app: Figures;
  raw?: Figures;
  bare?: Figures;
}
const rows: Row[] = [];
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const ratio = (a: number, b: number | undefined) =>
  b && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '–';

console.log(
  `\n${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}; ${cpus().length} cores (${cpus()[0]?.model}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB; ${seconds} s per run\n`,
);
console.log(
  'call'.padEnd(34) +
    'clients  p50 ms  p95 ms  p99 ms   req/s errors | raw p95  req/s | bare p95  req/s | p95 ×raw ×bare  req/s ×bare',
);
for (const call of chosen) {
  for (const clients of (call.levels ?? levels).filter((level) => levels.includes(level))) {
    if (call.amount !== undefined && call.amount < clients) {
      console.log(
        `${call.label.padEnd(34)}${String(clients).padStart(7)}  skipped: too few units left to issue`,
      );
      continue;
    }
    const load = { clients, seconds, amount: call.amount };
    const app = await loadHttp(appOrigin, () => call.next()?.call ?? null, load);
    const statements = captured[call.name];
    let raw: Figures | undefined;
    let bare: Figures | undefined;
    if (pool && bareOrigin && statements) {
      const nextReplacements = () => {
        if (!call.writes) return {};
        const variant = call.next();
        return variant ? replacementsOf(call, variant) : null;
      };
      raw = await loadRawPg(
        pool,
        () => {
          const replacements = nextReplacements();
          return replacements ? substituted(statements, replacements) : null;
        },
        load,
      );
      bare = await loadHttp(
        bareOrigin,
        () => {
          const replacements = nextReplacements();
          if (!replacements) return null;
          return call.name === 'health'
            ? { method: 'GET', path: '/health' }
            : { method: 'POST', path: `/replay/${call.name}`, body: { replacements } };
        },
        load,
      );
    }
    rows.push({ call: call.name, clients, app, raw, bare });
    console.log(
      call.label.padEnd(34) +
        `${String(clients).padStart(7)} ${ms(app.p50).padStart(7)} ${ms(app.p95).padStart(7)} ${ms(app.p99).padStart(7)} ` +
        `${app.perSecond.toFixed(0).padStart(7)} ${String(app.errors).padStart(6)} | ` +
        `${ms(raw?.p95 ?? NaN).padStart(7)} ${(raw?.perSecond ?? 0).toFixed(0).padStart(6)} | ` +
        `${ms(bare?.p95 ?? NaN).padStart(8)} ${(bare?.perSecond ?? 0).toFixed(0).padStart(6)} | ` +
        `${ratio(app.p95, raw?.p95).padStart(8)} ${ratio(app.p95, bare?.p95).padStart(5)} ${ratio(app.perSecond, bare?.perSecond).padStart(12)}`,
    );
  }
}

if (only.size === 0 || only.has('chat')) {
  // Twenty conversations of twenty centres and hospitals (the smallest dataset, a region, has as many); more
  // clients than that share them, as a busy centre's several desks do.
  const hospitals = await Promise.all(
    Array.from({ length: 20 }, (_, index) => signIn(`hospital.${index + 1}@${NATIONAL_DOMAIN}`)),
  );
  const pairs = Array.from({ length: Math.max(...levels) }, (_, index) => ({
    centre: centres[index % 20] as Account,
    hospital: hospitals[index % 20] as Account,
  }));
  for (const clients of levels) {
    const app = await loadChat(appOrigin, pairs.slice(0, clients), seconds);
    rows.push({ call: 'chat', clients, app });
    console.log(
      'chat delivery (send → received)'.padEnd(34) +
        `${String(clients).padStart(7)} ${ms(app.p50).padStart(7)} ${ms(app.p95).padStart(7)} ${ms(app.p99).padStart(7)} ` +
        `${app.perSecond.toFixed(0).padStart(7)} ${String(app.errors).padStart(6)} |`,
    );
  }
}

if (values.out) {
  const machine = {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
  writeFileSync(
    values.out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        database: databaseUrl ? 'postgresql' : 'pglite',
        seconds,
        machine,
        rows,
      },
      null,
      2,
    ),
  );
}
await pool?.end();
stopAll();
process.exit(0);
