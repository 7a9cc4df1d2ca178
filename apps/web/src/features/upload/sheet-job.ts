import type { UploadKind } from '@raktsetu/contract';
import { type CheckedSheet, checkRows } from './check-rows';
import { type ReadProgress, readSheet } from './read-sheet';

/**
 * The work of the reading worker (read-sheet.worker.ts), kept apart so the tests can run it without a Worker:
 * read the file (0–80 %), then check each row with the contract's rules (80–100 %).
 */
export function readAndCheck(
  data: ArrayBuffer | Uint8Array,
  kind: UploadKind,
  onProgress: ReadProgress = () => {},
): CheckedSheet {
  let reading: ReturnType<typeof readSheet>;
  try {
    reading = readSheet(data, kind, (percent) => onProgress(Math.floor(percent * 0.8)));
  } catch {
    // Whatever the library trips on, the person learns the file cannot be read.
    return { rows: [], problem: 'broken' };
  }
  if (reading.problem) return { rows: [], problem: reading.problem };
  const rows = checkRows(kind, reading.rows, (percent) => onProgress(80 + Math.floor(percent * 0.2)));
  return { rows };
}
