import type { UploadKind } from '@raktsetu/contract';
import type { CheckedSheet } from './check-rows';
import { readAndCheck } from './sheet-job';

/**
 * The reading worker: the page hands it a file's bytes and the tab, it answers with progress and, at the end,
 * the rows checked (read-sheet-in-worker.ts speaks to it). The spreadsheet library lives only here.
 */
export interface ReadRequest {
  buffer: ArrayBuffer;
  kind: UploadKind;
}

export type ReadMessage = { type: 'progress'; percent: number } | { type: 'done'; result: CheckedSheet };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null;
  postMessage(message: ReadMessage): void;
};

scope.onmessage = (event) => {
  const { buffer, kind } = event.data;
  let last = -1;
  const result = readAndCheck(buffer, kind, (percent) => {
    if (percent === last) return;
    last = percent;
    scope.postMessage({ type: 'progress', percent });
  });
  scope.postMessage({ type: 'done', result });
};
