import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real RaktSetu server, as `npm start` runs it: the built API (apps/api/dist/server.js) serving the
 * built web app (apps/web/dist) on the embedded PGlite database in a folder of its own — a fresh one, which
 * makes the server migrate and seed the demo accounts, or a copy of a folder a server seeded so (the
 * journeys' global setup makes one per run: seeding takes a server many seconds). Nothing is mocked: the
 * journeys talk to this process over HTTP.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const WEB_ENTRY = path.join(REPO_ROOT, 'apps/web/dist/index.html');

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** Keep the tail of the child's output for error messages; a chatty server must not eat memory. */
const MAX_OUTPUT_CHARS = 64_000;

// Configuration the journeys must not inherit from the shell that runs them: they always use the embedded
// database, the outbox and no Redis, so they behave the same on every machine.
const REMOVED_ENV = ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'SEED_DEMO', 'PUBLIC_URL'];

export interface RunningServer {
  /** For example http://127.0.0.1:41234 — no trailing slash. */
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  output(): string;
  /**
   * SIGTERM, wait for the process to exit, then remove the data folder unless asked to keep it. Safe to call
   * twice.
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function assertBuilt(): void {
  const missing = [SERVER_ENTRY, WEB_ENTRY].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The browser journeys run the built app, but ${missing.map((file) => path.relative(REPO_ROOT, file)).join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing. Run \`npm run build\` first (\`npm test\` does it for you).`,
    );
  }
}

/** A port nobody listens on right now: the OS picks one for a throwaway listener, which is then closed. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function healthCode(baseUrl: string): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'number' ? body.code : null;
  } catch {
    return null; // Not listening yet.
  }
}

/** Starts the server on a fresh database, or on a copy of `seeded`, a data folder a stopped server left. */
export async function startServer(options: { seeded?: string | undefined } = {}): Promise<RunningServer> {
  assertBuilt();
  const [port, dataDir] = await Promise.all([findFreePort(), mkdtemp(path.join(tmpdir(), 'raktsetu-e2e-'))]);
  if (options.seeded) await cp(options.seeded, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of REMOVED_ENV) delete env[key];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  let stopped: Promise<void> | undefined;
  const stop = (stopOptions: { keepData?: boolean } = {}) => {
    stopped ??= (async () => {
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
          console.warn(
            `The RaktSetu server did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM; killing it.`,
          );
          child.kill('SIGKILL');
          await waitForExit(child, 5_000);
        }
      }
      if (!stopOptions.keepData) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  const startedAt = Date.now();
  for (;;) {
    if (spawnError || exited(child)) {
      await stop();
      throw new Error(
        `The RaktSetu server exited before it was ready (${spawnError?.message ?? `exit code ${child.exitCode}, signal ${child.signalCode}`}).\n` +
          `--- server output ---\n${output}`,
      );
    }
    if ((await healthCode(baseUrl)) === 200) break;
    if (Date.now() - startedAt > HEALTH_TIMEOUT_MS) {
      await stop();
      throw new Error(
        `GET ${baseUrl}/api/health did not answer code 200 within ${HEALTH_TIMEOUT_MS / 1000} s.\n` +
          `--- server output ---\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return { baseUrl, dataDir, output: () => output, stop };
}
