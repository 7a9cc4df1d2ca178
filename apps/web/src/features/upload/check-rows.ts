import {
  checkDonorRow,
  checkInventoryRow,
  type RefusedRow,
  repeatedRows,
  type UploadDonor,
  type UploadKind,
  type UploadUnit,
} from '@raktsetu/contract';
import type { ReadProgress, SheetProblem, SheetRow } from './read-sheet';

/**
 * The preview's verdict on each row (docs/spec/part-2-operations-and-admin.md §5 "Excel upload"): the
 * contract's own checks, the ones the server runs again, and rows that repeat an earlier row of the file.
 * An empty `reasons` is a valid row, the only kind the upload sends.
 */
export interface PreviewRow extends SheetRow {
  reasons: string[];
}

/** A file read and checked: its rows with their verdicts, or why it gave none. */
export interface CheckedSheet {
  rows: PreviewRow[];
  problem?: SheetProblem;
}

export const isValid = (row: PreviewRow) => row.reasons.length === 0;

export function checkRows(
  kind: UploadKind,
  rows: readonly SheetRow[],
  onProgress: ReadProgress = () => {},
): PreviewRow[] {
  const check = kind === 'inventory' ? checkInventoryRow : checkDonorRow;
  const checked: PreviewRow[] = [];
  const valid: { row: number; value: UploadUnit | UploadDonor }[] = [];
  const step = Math.max(1, Math.ceil(rows.length / 20));
  rows.forEach((sheetRow, index) => {
    if (index % step === 0) onProgress(Math.floor((100 * index) / rows.length));
    const verdict = check(sheetRow.cells);
    if (verdict.ok) valid.push({ row: sheetRow.row, value: verdict.value });
    checked.push({ ...sheetRow, reasons: verdict.ok ? [] : verdict.reasons });
  });
  const repeated = repeatedRows(kind, valid);
  if (repeated.size > 0)
    for (const row of checked) {
      const reason = repeated.get(row.row);
      if (reason) row.reasons = [reason];
    }
  onProgress(100);
  return checked;
}

/** The preview after the server's answers: a row it refused shows the server's reasons instead. */
export function withRefusals(rows: readonly PreviewRow[], refused: readonly RefusedRow[]): PreviewRow[] {
  if (refused.length === 0) return [...rows];
  const byRow = new Map(refused.map((item) => [item.row, item.reasons]));
  return rows.map((row) => {
    const reasons = byRow.get(row.row);
    return reasons ? { ...row, reasons: reasons.length > 0 ? reasons : ['Refused'] } : row;
  });
}

export interface PreviewCounts {
  total: number;
  valid: number;
  problems: number;
}

export function countRows(rows: readonly PreviewRow[]): PreviewCounts {
  let valid = 0;
  for (const row of rows) if (isValid(row)) valid++;
  return { total: rows.length, valid, problems: rows.length - valid };
}
