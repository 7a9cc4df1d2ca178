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
}

const apiRoot = fileURLToPath(new URL('../', import.meta.url));
export const defaultWebDist = path.resolve(apiRoot, '../web/dist');

/**
 * A signing secret is required in production. On the embedded database a random one is generated once
 * and kept beside the data, so sessions survive a restart without any setup.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string, embedded: boolean): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (!embedded) throw new Error('JWT_SECRET must be set when DATABASE_URL points at PostgreSQL');
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
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
    seedDemo: embedded || env.SEED_DEMO === 'true',
    webDist: existsSync(defaultWebDist) ? defaultWebDist : null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
