import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authEndpoints, type EndpointDefinition, type EndpointInput, requestOf } from '@raktsetu/contract';
import { eventually } from '../modules/mail/smtp.test-support.js';

// Real api processes — `server.ts` run by tsx, as `npm start` and `npm run start:cluster` run it built — for
// the tests that need what only a process has: several of them on one database (cluster.test.ts), or one
// killed and started again on the same data (crash.test.ts).

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every JSON line it logged. */
  logged: Record<string, unknown>[];
  /** Its exit code; null when a signal ended it. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Writes a tsconfig into `dir` through which tsx reads the contract from its source, as the tests read it,
 * so no build is needed; pass its path as TSX_TSCONFIG_PATH.
 */
export function contractFromSource(dir: string): string {
  const tsconfig = path.join(dir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(repositoryRoot, 'apps/api/tsconfig.json'),
      compilerOptions: {
        paths: { '@raktsetu/contract': [path.join(repositoryRoot, 'packages/contract/src/index.ts')] },
      },
    }),
  );
  return tsconfig;
}

/** Every process started here and still running: none outlives the test process, even after a timeout. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `server.ts` run by tsx with only `env` (and PATH, HOME) for its environment. */
export function startApi(name: string, port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logged: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) logged.push(JSON.parse(line));
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (code) console.error(`api process ${name} ended with ${code}:\n${errors.slice(-2000)}`);
      resolve(code);
    }),
  );
  return { name, url: `http://127.0.0.1:${port}`, child, logged, exited };
}

/** Waits until the process answers /api/health; fails at once if it ends first. */
export async function healthy(api: ApiProcess, ms = 30_000): Promise<void> {
  let ended = false;
  void api.exited.then(() => {
    ended = true;
  });
  await eventually(async () => {
    if (ended) throw new Error(`api process ${api.name} ended while starting`);
    return fetch(`${api.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  }, ms);
}

/** Stops a process as a service manager does (SIGTERM) and answers its exit code. */
export async function stopApi(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  return api.exited;
}

/** The API's answer (docs/design.md, "Response envelope"). */
export interface Envelope {
  code: number;
  message: string;
  content: { data?: Record<string, unknown> } & Record<string, unknown>;
}

export const randomAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 0).join('.')}`;

/** Someone calling one process over HTTP from their own address (the processes believe one proxy hop). */
export function caller(api: ApiProcess, token: string | null = null, address = randomAddress()) {
  return {
    token,
    async call<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>) {
      const request = requestOf(endpoint, (input ?? {}) as Record<string, unknown>);
      const response = await fetch(api.url + request.url, {
        method: request.method,
        headers: {
          'x-forwarded-for': address,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as Envelope };
    },
  };
}

export type HttpCaller = ReturnType<typeof caller>;

export async function signIn(
  api: ApiProcess,
  account: { loginId: string; password: string },
  role: 'Login' | 'SuperAdmin' = 'Login',
): Promise<string> {
  const answer = await caller(api).call(authEndpoints.login, { ...account, role });
  const token = answer.body.content.data?.token;
  if (typeof token !== 'string')
    throw new Error(`sign-in on ${api.name} failed: ${JSON.stringify(answer.body)}`);
  return token;
}
