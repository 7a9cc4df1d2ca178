import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and the generated signing secret live. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent selects the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  seedDemo: boolean;
  /** The built web app; null when it is not served (API-only tests). */
  webDist: string | null;
  /** Base address used in links sent by mail. */
  publicUrl: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none, the default), a hop count, or their addresses.
   * Believing every proxy would let any client pick the address its limits are counted under.
   */
  trustProxy: false | number | string[];
  /** Flood limits per minute: signed-in calls per account, anonymous calls per address. */
  rateLimit: { perAccount: number; perAddress: number };
  /**
   * Where mail goes without SMTP: `demo` keeps it in an outbox anyone may read (the embedded demo only);
   * `admins` keeps it in an outbox only super administrators read (MAIL_OUTBOX=true with PostgreSQL);
   * `off` when mail is sent by SMTP.
   */
  outbox: 'demo' | 'admins' | 'off';
  /** Where text messages go (JSON POST); absent: kept in the outbox when there is one, else not sent. */
  smsWebhookUrl: string | undefined;
  /** Periods of the scheduled jobs that differ from their defaults (JOB_PERIODS; tests run them fast). */
  jobPeriods: Partial<Record<JobName, number>>;
}

/** The scheduled jobs (apps/api/src/jobs, docs/decisions/0051). */
export const JOB_NAMES = ['mail-delivery', 'housekeeping', 'donor-notices'] as const;
export type JobName = (typeof JOB_NAMES)[number];

const apiRoot = fileURLToPath(new URL('../', import.meta.url));
export const defaultWebDist = path.resolve(apiRoot, '../web/dist');

const MIN_SECRET_LENGTH = 32;

/**
 * A signing secret is required in production. On the embedded database a random one is generated once
 * and kept beside the data, so sessions survive a restart without any setup.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string, embedded: boolean): Uint8Array {
  if (env.JWT_SECRET) {
    // HS256 wants a key of at least 256 bits; a short or typed-in word can be guessed offline from any token.
    if (env.JWT_SECRET.length < MIN_SECRET_LENGTH)
      throw new Error(
        `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} random characters (openssl rand -hex 32)`,
      );
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  if (!embedded) throw new Error('JWT_SECRET must be set when DATABASE_URL points at PostgreSQL');
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** TRUST_PROXY: unset → trust nobody; `1` → one hop; `10.0.0.5,10.0.0.0/24` → these proxies only. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any client about its address; give the hop count or the proxy addresses',
    );
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0`);
  return number;
}

/** JOB_PERIODS: `mail-delivery=200,housekeeping=60000`, milliseconds per job. */
export function parseJobPeriods(value: string | undefined): AppConfig['jobPeriods'] {
  const periods: AppConfig['jobPeriods'] = {};
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [name = '', ms] = entry.split('=').map((part) => part.trim());
    if (!(JOB_NAMES as readonly string[]).includes(name))
      throw new Error(`JOB_PERIODS names an unknown job "${name}"; the jobs are ${JOB_NAMES.join(', ')}`);
    periods[name as JobName] = positiveNumber(ms || 'none', 0, `JOB_PERIODS ${name}`);
  }
  return periods;
}

/** The demo: the embedded database, unless NODE_ENV says this is production. */
const isDemo = (env: NodeJS.ProcessEnv, embedded: boolean) => embedded && env.NODE_ENV !== 'production';

function outboxMode(env: NodeJS.ProcessEnv, embedded: boolean): AppConfig['outbox'] {
  if (env.SMTP_URL) return 'off';
  // An outbox anyone may read hands out every reset code: never in production.
  if (isDemo(env, embedded)) return 'demo';
  if (env.MAIL_OUTBOX === 'true') return 'admins';
  // On a real database, mail kept where nobody reads it would silently lose every reset code.
  throw new Error(
    'SMTP_URL is not set: set it to send mail, or MAIL_OUTBOX=true to keep mail in an outbox only super administrators can read (the open demo outbox is never used with DATABASE_URL or NODE_ENV=production)',
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = databaseUrl === undefined;
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: resolveJwtSecret(env, dataDir, embedded),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 60 * 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'RaktSetu <no-reply@raktsetu.in>',
    redisUrl: env.REDIS_URL || undefined,
    // Demo accounts have published passwords: never seeded in production unless asked for.
    seedDemo: isDemo(env, embedded) || env.SEED_DEMO === 'true',
    webDist: existsSync(defaultWebDist) ? defaultWebDist : null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      perAccount: positiveNumber(env.RATE_LIMIT_PER_ACCOUNT, 1200, 'RATE_LIMIT_PER_ACCOUNT'),
      perAddress: positiveNumber(env.RATE_LIMIT_PER_ADDRESS, 300, 'RATE_LIMIT_PER_ADDRESS'),
    },
    outbox: outboxMode(env, embedded),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    jobPeriods: parseJobPeriods(env.JOB_PERIODS),
  };
}
