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
