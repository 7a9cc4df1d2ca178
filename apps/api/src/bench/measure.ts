import autocannon from 'autocannon';
import pg from 'pg';

/** One SQL statement as the app sent it to PostgreSQL. */
export interface Statement {
  text: string;
  values: unknown[];
}

export interface Figures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export function figuresOf(latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return {
    requests: sorted.length,
    errors,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    perSecond: sorted.length / seconds,
  };
}

/**
 * Records every statement any `pg` client sends while `during` runs: the exact SQL and values of one call, so the
 * same work can be replayed straight through `pg` and through a bare Fastify route.
 */
export async function captureStatements(during: () => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    prototype.query = original;
  }
  return captured;
}

/** The statements with every captured id replaced by its counterpart (a write's next unit or request). */
export function substituted(statements: Statement[], replacements: Record<string, string>): Statement[] {
  const pairs = Object.entries(replacements);
  if (pairs.length === 0) return statements;
  return statements.map(({ text, values }) => {
    let json = JSON.stringify(values);
    for (const [from, to] of pairs) json = json.replaceAll(from, to);
    return { text, values: JSON.parse(json) };
  });
}

/** Runs a call's statements in order on one pooled connection, as the app's request did; the last one's rows. */
export async function replay(pool: pg.Pool, statements: Statement[]): Promise<unknown[]> {
  const client = await pool.connect();
  try {
    let rows: unknown[] = [];
    for (const statement of statements) rows = (await client.query(statement.text, statement.values)).rows;
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** `clients` loops replaying for `seconds` (or until `amount` replays), each timed from the bench process. */
export async function loadRawPg(
  pool: pg.Pool,
  next: () => Statement[] | null,
  options: { clients: number; seconds: number; amount?: number },
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const until = performance.now() + options.seconds * 1000;
  const begun = performance.now();
  const worker = async () => {
    while (performance.now() < until && (options.amount === undefined || started < options.amount)) {
      const statements = next();
      if (!statements) return;
      started++;
      const at = performance.now();
      try {
        await replay(pool, statements);
        latencies.push(performance.now() - at);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, worker));
  return figuresOf(latencies, errors, (performance.now() - begun) / 1000);
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** autocannon against a URL; latencies taken per response, so p95 is the real 95th percentile. */
export async function loadHttp(
  origin: string,
  next: () => HttpCall | null,
  options: { clients: number; seconds: number; amount?: number },
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const first = next();
  if (!first) return figuresOf([], 0, 1);
  let pending: HttpCall | null = first;
  const begun = performance.now();
  let finished: (error: unknown) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finished = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: origin,
      connections: options.clients,
      duration: options.seconds,
      amount: options.amount,
      requests: [
        {
          setupRequest: (request) => {
            const call = pending ?? next();
            pending = null;
            if (!call) return null as unknown as typeof request;
            return {
              ...request,
              method: call.method,
              path: call.path,
              headers: { 'content-type': 'application/json', ...call.headers },
              body: call.body === undefined ? undefined : JSON.stringify(call.body),
            };
          },
        },
      ],
    },
    finished,
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 400) errors++;
    else latencies.push(responseTime);
  });
  instance.on('reqError', () => {
    errors++;
  });
  await done;
  return figuresOf(latencies, errors, (performance.now() - begun) / 1000);
}
