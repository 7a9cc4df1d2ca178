import {
  MESSAGES,
  type RefusedRow,
  requestOf,
  UPLOAD_LIMITS,
  type UploadAnswer,
  type UploadKind,
  uploadEndpoints,
} from '@raktsetu/contract';
import { ApiError, call } from '../../lib/api';
import { downloadApiFile } from '../../lib/files';
import type { SheetRow } from './read-sheet';

/** The calls of the spreadsheet upload (packages/contract/src/upload/upload.endpoints.ts). */
const TEMPLATE = { inventory: uploadEndpoints.inventoryTemplate, donors: uploadEndpoints.donorsTemplate };
const PART = { inventory: uploadEndpoints.inventory, donors: uploadEndpoints.donors };

export const TEMPLATE_FILE_NAMES: Record<UploadKind, string> = {
  inventory: 'raktsetu-inventory-template.xlsx',
  donors: 'raktsetu-donors-template.xlsx',
};

/**
 * Downloads the tab's template with the token (the endpoint answers the .xlsx itself, not an envelope) and
 * saves it, as lib/files.ts saves an uploaded file.
 */
export async function downloadTemplate(kind: UploadKind): Promise<void> {
  await downloadApiFile(requestOf(TEMPLATE[kind]).url, () => TEMPLATE_FILE_NAMES[kind]);
}

/**
 * A v4 uuid for the upload. `crypto.randomUUID` exists only on https and localhost; a blood bank reaching
 * the app over plain http on its own network gets the same from `getRandomValues`.
 */
export function newUploadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface UploadResult {
  /** The last part's answer message: what the server says it stored. */
  message: string;
  /** Every row the server refused, over all parts. */
  refused: RefusedRow[];
  stored: NonNullable<UploadAnswer['stored']>;
}

/**
 * Sends the rows in parts of UPLOAD_LIMITS.rowsPerPart under one upload id, one after the other; the server
 * stores the whole upload in one transaction when the last part arrives. `onPart` learns each part answered,
 * with the rows that part's answer refused. A failed call throws (an ApiError with the server's message) and
 * nothing of the upload is stored; so does an abort, between parts or during one.
 */
export async function sendRows(
  kind: UploadKind,
  rows: readonly SheetRow[],
  {
    onPart = () => {},
    signal,
    uploadId = newUploadId(),
  }: {
    onPart?: (done: number, parts: number, refused: RefusedRow[]) => void;
    signal?: AbortSignal;
    uploadId?: string;
  } = {},
): Promise<UploadResult> {
  const size = UPLOAD_LIMITS.rowsPerPart;
  const parts = Math.max(1, Math.ceil(rows.length / size));
  // The last answer may repeat refusals of earlier parts (it speaks for the whole upload): one entry a row.
  const refused = new Map<number, RefusedRow>();
  for (let part = 1; part <= parts; part++) {
    signal?.throwIfAborted();
    const slice = rows.slice((part - 1) * size, part * size).map(({ row, cells }) => ({ row, cells }));
    const answer = await call(PART[kind], { uploadId, part, parts, rows: slice }, signal ? { signal } : {});
    for (const item of answer.content.refused) refused.set(item.row, item);
    onPart(part, parts, answer.content.refused);
    if (part === parts && answer.content.stored)
      return { message: answer.message, refused: [...refused.values()], stored: answer.content.stored };
  }
  // The last part was answered without what it stored: the server did not finish the upload.
  throw new ApiError(MESSAGES.somethingWentWrong, 200);
}
