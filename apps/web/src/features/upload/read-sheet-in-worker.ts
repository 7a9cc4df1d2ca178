import type { UploadKind } from '@raktsetu/contract';
import type { CheckedSheet } from './check-rows';
import type { ReadMessage, ReadRequest } from './read-sheet.worker';

/**
 * Reads and checks a chosen file off the main thread, so the page stays usable with 100,000 rows. The one
 * door to the worker: page tests replace this module (jsdom has no Worker) with one that runs sheet-job.ts.
 * Aborting stops the worker at once.
 */
export async function readSheetInWorker(
  file: Blob,
  kind: UploadKind,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<CheckedSheet> {
  const buffer = await file.arrayBuffer();
  signal?.throwIfAborted();
  const worker = new Worker(new URL('./read-sheet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'read-sheet',
  });
  return new Promise<CheckedSheet>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      stop();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', aborted, { once: true });
    worker.onmessage = (event: MessageEvent<ReadMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress?.(message.percent);
      else {
        stop();
        resolve(message.result);
      }
    };
    // The worker's code failed to load or threw: the file is as good as unreadable.
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      resolve({ rows: [], problem: 'broken' });
    };
    const request: ReadRequest = { buffer, kind };
    worker.postMessage(request, [buffer]);
  });
}
