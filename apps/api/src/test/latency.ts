import type { HttpRequestOf } from '@raktsetu/contract';
import { bench } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * The percentiles an issue's speed target names (p95), which vitest's benchmark table does not show: each
 * benchmark records its calls here and the file prints one line per case when it ends.
 */
export function latencyLog() {
  const samples = new Map<string, number[]>();

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN;

  return {
    /** Runs `call` and records how long it took under `name`. */
    async time<T>(name: string, call: () => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await call();
      const list = samples.get(name) ?? [];
      list.push(performance.now() - started);
      samples.set(name, list);
      return result;
    },
    /** One line per case: calls, median, p95, p99 in milliseconds. */
    report(): string {
      return [...samples]
        .map(([name, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
          return `${name}: ${sorted.length} calls, median ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`;
        })
        .join('\n');
    },
  };
}

/** At least 25 samples per case, so that p99 is not simply the slowest of ten. */
export const BENCH_OPTIONS = { time: 2_000, iterations: 25 };

/**
 * Calls a route as a signed-in caller and insists on 200: a benchmark of a refused call measures nothing.
 * `app` and `authorization` are read at each call, as a bench file sets them in its `beforeAll`.
 */
export function routeReader(session: () => { app: TestApp['app']; authorization: string }) {
  return async (request: HttpRequestOf) => {
    const { app, authorization } = session();
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { authorization },
      ...(request.body ? { payload: request.body } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${request.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
}

type LatencyLog = ReturnType<typeof latencyLog>;

/**
 * One benchmark per case, each a call of a route recorded under its name: `cases` names each case and the
 * request of `calls` it makes. Call inside the file's `describe`.
 */
export function benchRoutes<K extends string>(
  latency: LatencyLog,
  read: (request: HttpRequestOf) => Promise<unknown>,
  calls: Record<K, HttpRequestOf>,
  cases: readonly (readonly [string, K])[],
): void {
  for (const [name, key] of cases) {
    bench(name, async () => void (await latency.time(name, () => read(calls[key]))), BENCH_OPTIONS);
  }
}

/** At the end of a bench file: the percentiles of every case, then the app closed. */
export async function reportAndClose(latency: LatencyLog, t: TestApp): Promise<void> {
  console.log(`through the routes (${t.database.kind}):\n${latency.report()}`);
  await t.close();
}
