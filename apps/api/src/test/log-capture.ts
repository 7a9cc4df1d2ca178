import type { BuildAppOptions } from '../app.js';

/**
 * Every line the app logs, at the most detailed level, kept for a test to read: pass `logger` to
 * createTestApp. What a log line may not contain is then a plain string search.
 */
export function logCapture() {
  const lines: string[] = [];
  const logger: BuildAppOptions['logger'] = {
    level: 'trace',
    stream: { write: (line: string) => lines.push(line) },
  };
  return {
    logger,
    lines,
    /** The lines that contain any of the texts, for a failure message that shows them. */
    containing: (...texts: string[]) => lines.filter((line) => texts.some((text) => line.includes(text))),
  };
}
