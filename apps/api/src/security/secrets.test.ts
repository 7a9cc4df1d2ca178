import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailEndpoints } from '@raktsetu/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { anonymous } from '../test/callers.js';
import { createTestApp } from '../test/test-app.js';

/**
 * Secrets come from the environment only. In production the server refuses to start without a signing secret
 * or with a weak one; the embedded demo makes its own, random, readable by its owner only. Nothing secret is
 * in the repository. The demo's open outbox and its accounts with published passwords never run in
 * production, which DATABASE_URL or NODE_ENV=production says this is.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const STRONG = 'f3b1c9e07a5d42e8b6c0a9d3e7f1b2c4';
const production = { DATABASE_URL: 'postgres://db/raktsetu', SMTP_URL: 'smtp://mail:587' };

const dataDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'raktsetu-secrets-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the signing secret', () => {
  it('with DATABASE_URL the server refuses to start without JWT_SECRET, or with a short one', () => {
    expect(() => loadConfig({ ...production })).toThrow(/JWT_SECRET must be set/);
    for (const weak of ['secret', 'changeme', 'raktsetu-jwt-secret', STRONG.slice(0, 31)])
      expect(() => loadConfig({ ...production, JWT_SECRET: weak }), weak).toThrow(/at least 32/);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG }).jwtSecret).toEqual(
      new TextEncoder().encode(STRONG),
    );
  });

  it('a weak JWT_SECRET is refused on the embedded database too', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'demo' })).toThrow(/at least 32/);
  });

  it('the embedded demo makes its own: random, kept beside the data, readable by its owner only', () => {
    const [one, two] = [dataDir(), dataDir()];
    const first = loadConfig({ DATA_DIR: one }).jwtSecret;
    expect(loadConfig({ DATA_DIR: one }).jwtSecret).toEqual(first);
    expect(loadConfig({ DATA_DIR: two }).jwtSecret).not.toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(one, 'jwt-secret')).mode & 0o077).toBe(0);
  });
});

describe('the demo never runs in production', () => {
  it.each([
    ['DATABASE_URL', { ...production, JWT_SECRET: STRONG, SMTP_URL: '' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ])(
    'with %s and no SMTP, the server refuses to start unless an administrators-only outbox is asked for',
    (_what, env) => {
      const environment = { DATA_DIR: dataDir(), ...env };
      expect(() => loadConfig(environment)).toThrow(/SMTP_URL is not set/);
      const config = loadConfig({ ...environment, MAIL_OUTBOX: 'true' });
      expect(config.outbox).toBe('admins');
      expect(config.seedDemo).toBe(false);
    },
  );

  it('demo accounts are seeded in production only when asked for', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }).seedDemo,
    ).toBe(false);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('the outbox is open to anyone only in the demo; in production it is for administrators, or not there', async () => {
    const apps = await Promise.all(
      (['demo', 'admins', 'off'] as const).map((outbox) => createTestApp({ outbox })),
    );
    try {
      const statuses = await Promise.all(
        apps.map(async (t) => (await anonymous(t).call(mailEndpoints.outbox, {})).statusCode),
      );
      expect(statuses).toEqual([200, 401, 404]);
    } finally {
      await Promise.all(apps.map((t) => t.close()));
    }
  });
});

describe('nothing secret is in the repository', () => {
  /** What a real secret looks like; tests' throwaway values and placeholders (…, ${VAR}) are not one. */
  const SECRET_SHAPES: [string, RegExp][] = [
    ['a private key', /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY-----/],
    ['an AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
    ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{22,}/],
    ['a Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
    ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
    ['a live payment key', /\b[rs]k_live_[0-9A-Za-z]{16,}/],
    ['a signed token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}/],
    [
      'a password in an address',
      /\b(?:postgres(?:ql)?|redis|rediss|smtps?|mongodb|amqp):\/\/[^\s:@/'"`]+:(?!…|\.\.\.|\$\{|\*+@|password@|<)[^\s@/'"`]+@/,
    ],
    [
      'a secret set in a file',
      /\b(?:JWT_SECRET|SMTP_PASS(?:WORD)?|API_KEY|SECRET_KEY)\s*[=:]\s*['"]?[A-Za-z0-9+/=_-]{16,}/,
    ],
  ];
  const SECRET_FILES = /(^|\/)(\.env(\..+)?|id_rsa|id_ed25519|.*\.pem|.*\.key|.*\.p12|jwt-secret)$/;
  const THROWAWAY = /(\.test\.tsx?|\.test-support\.ts|\.bench\.ts)$|(^|\/)(test|e2e|fixtures)\//;

  const files = () =>
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);

  it('no file that holds keys or a local environment is in it, and git ignores data/ and .env', () => {
    expect(files().filter((file) => SECRET_FILES.test(file) && !file.endsWith('.env.example'))).toEqual([]);
    const ignored = execFileSync('git', ['check-ignore', 'data/jwt-secret', '.env', 'apps/api/data/x'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(ignored.split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('no file outside the tests holds something shaped like a secret', () => {
    const found: string[] = [];
    const scanned = files().filter((file) => !THROWAWAY.test(file) && file !== 'package-lock.json');
    for (const file of scanned) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // Listed by git but gone from the working tree.
      }
      if (text.includes('\0')) continue;
      for (const [what, shape] of SECRET_SHAPES) if (shape.test(text)) found.push(`${file}: ${what}`);
    }
    expect(scanned.length).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });
});
