import { read, SSF, type WorkBook } from '@e965/xlsx';
import { UPLOAD_COLUMNS, UPLOAD_LIMITS, type UploadCell, type UploadKind } from '@raktsetu/contract';
import { unzipSync, zipSync } from 'fflate';

/**
 * Reading an uploaded spreadsheet (docs/spec/part-2-operations-and-admin.md §2 "Spreadsheet upload", §5
 * "Excel upload"): the bytes of a file become the rows of its first sheet, each with its sheet row number and
 * its cells by the tab's column keys. Pure and synchronous: the page runs it in a Web Worker
 * (read-sheet.worker.ts), the tests call it directly. Only this module and the worker import the spreadsheet
 * library, so it stays out of the app's first download.
 *
 * The content decides, not the name: an .xlsx is a ZIP holding xl/workbook.xml; a workbook saved with a
 * password is an OLE (CFB) file; anything else is refused before the library sees it.
 */

/** One row of the sheet: its number as Excel shows it (the header is row 1) and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Record<string, UploadCell>;
}

/** Why a file gives no rows: each is a key of the contract's UPLOAD_MESSAGES. */
export type SheetProblem = 'disguised' | 'protected' | 'broken' | 'empty' | 'tooLarge' | 'tooManyRows';

export interface SheetReading {
  rows: SheetRow[];
  problem?: SheetProblem;
}

/** Progress from 0 to 100. */
export type ReadProgress = (percent: number) => void;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Whether `bytes` holds `text` written UTF-16LE (how a CFB file names its streams). */
function holdsUtf16(bytes: Uint8Array, text: string): boolean {
  const wanted = Array.from(text).flatMap((char) => [char.charCodeAt(0), 0]);
  const first = wanted[0];
  outer: for (
    let at = bytes.indexOf(first as number);
    at !== -1;
    at = bytes.indexOf(first as number, at + 1)
  ) {
    for (let index = 1; index < wanted.length; index++)
      if (bytes[at + index] !== wanted[index]) continue outer;
    return true;
  }
  return false;
}

/**
 * The names of a ZIP archive's entries, from its central directory; null when the archive is cut short or
 * damaged (no end record, or a directory that runs past the end).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  // ZIP64: the real figures are in the ZIP64 end record the locator just before points to.
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    end >= 20 &&
    view.getUint32(end - 20, true) === 0x07064b50
  ) {
    const zip64End = Number(view.getBigUint64(end - 12, true));
    if (zip64End + 56 > bytes.length || view.getUint32(zip64End, true) !== 0x06064b50) return null;
    count = Number(view.getBigUint64(zip64End + 32, true));
    offset = Number(view.getBigUint64(zip64End + 48, true));
  }
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** What the bytes are, whatever the file's name says: an .xlsx to read, or why not. */
export function sniffWorkbook(bytes: Uint8Array): SheetProblem | null {
  if (bytes.length > UPLOAD_LIMITS.fileBytes) return 'tooLarge';
  if (startsWith(bytes, CFB)) {
    // A workbook saved with a password is an encrypted package inside an OLE file; an OLE file without one is
    // something else (an old .xls, a .doc) renamed.
    return holdsUtf16(bytes, 'EncryptedPackage') || holdsUtf16(bytes, 'EncryptionInfo')
      ? 'protected'
      : 'disguised';
  }
  if (!startsWith(bytes, ZIP)) return 'broken';
  const names = zipEntryNames(bytes);
  if (!names) return 'broken';
  // A .docx or .pptx is a ZIP too, with word/ or ppt/ instead; an .xlsb keeps xl/workbook.bin.
  return names.some((name) => name.replace(/^\//, '').toLowerCase() === 'xl/workbook.xml')
    ? null
    : 'disguised';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Excel's error codes as Excel shows them. */
const ERRORS: Record<number, string> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
};

interface Cell {
  t: 'b' | 'n' | 'e' | 's' | 'd' | 'z';
  v?: unknown;
  z?: string | number;
}

interface DateCode {
  y: number;
  m: number;
  d: number;
}

const ssf = SSF as {
  is_date(format: string | number): boolean;
  parse_date_code(serial: number, options?: { date1904?: boolean }): DateCode | null;
};

/**
 * A cell as text: a real date cell as its calendar day `yyyy-mm-dd` (worked out from Excel's day number, so
 * no time zone can move it), a number as Excel shows it in General (9876543210, not 9.88E+09; 70.1, not
 * 70.09999999999999), text trimmed; null when empty.
 */
function cellText(cell: Cell | undefined, date1904: boolean): UploadCell {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 'n': {
      const value = cell.v as number;
      if (cell.z !== undefined && ssf.is_date(cell.z)) {
        const day = ssf.parse_date_code(value, { date1904 });
        if (day) return `${day.y}-${pad(day.m)}-${pad(day.d)}`;
      }
      if (!Number.isFinite(value)) return String(value);
      return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
    }
    case 'd': {
      // Only when a file stores a date as ISO text (t="d"): the library gives a Date whose local reading is right.
      const date = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      if (Number.isNaN(date.getTime())) return String(cell.v).trim() || null;
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return ERRORS[cell.v as number] ?? '#ERROR';
    default: {
      const text = String(cell.v).trim();
      return text === '' ? null : text;
    }
  }
}

/** More than this unpacked is no filled template: a ZIP bomb, or a workbook with more than its rows. */
const MOST_UNPACKED_BYTES = 512 * 1024 * 1024;

class Oversized extends Error {}

/**
 * The workbook's parts unpacked by fflate, packed again without compression. SheetJS's own inflater can loop
 * for ever on a damaged entry (measured: a cut-short or overwritten deflate stream); fflate throws instead,
 * and SheetJS then only copies stored bytes, which is no slower overall.
 * Pictures and embedded files are left out: the rows do not need them.
 */
function repack(bytes: Uint8Array): Uint8Array | 'tooLarge' | null {
  let unpacked = 0;
  try {
    const parts = unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (unpacked > MOST_UNPACKED_BYTES) throw new Oversized();
        return !/^xl\/(media|embeddings|printerSettings)\//i.test(file.name);
      },
    });
    return zipSync(parts, { level: 0 });
  } catch (error) {
    return error instanceof Oversized ? 'tooLarge' : null;
  }
}

function parse(bytes: Uint8Array): WorkBook | null {
  try {
    return read(bytes, {
      type: 'array',
      // Only the first sheet is the data; rows by absolute index.
      sheets: 0,
      dense: true,
      // Day numbers, not Dates: Dates would follow the browser's time zone.
      cellDates: false,
      // The number format tells a date cell from a number.
      cellNF: true,
      cellText: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
    });
  } catch {
    return null;
  }
}

/**
 * Reads the first sheet of an .xlsx for the tab `kind`: the header row is skipped, rows with no cell in the
 * tab's columns are skipped, and cells are matched to columns by position (the first column is the first key).
 */
export function readSheet(
  data: ArrayBuffer | Uint8Array,
  kind: UploadKind,
  onProgress: ReadProgress = () => {},
): SheetReading {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const problem = sniffWorkbook(bytes);
  if (problem) return { rows: [], problem };
  onProgress(5);

  const stored = repack(bytes);
  if (stored === 'tooLarge' || stored === null) return { rows: [], problem: stored ?? 'broken' };
  onProgress(15);
  const workbook = parse(stored);
  const name = workbook?.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook?.Sheets[name];
  if (!workbook || !sheet) return { rows: [], problem: 'broken' };
  onProgress(70);

  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const keys = UPLOAD_COLUMNS[kind].map((column) => column.key);
  const grid = (sheet['!data'] ?? []) as (Cell[] | undefined)[];
  const rows: SheetRow[] = [];
  const step = Math.max(1, Math.ceil(grid.length / 20));
  // Index 0 is row 1, the header.
  for (let index = 1; index < grid.length; index++) {
    if (index % step === 0) onProgress(70 + Math.floor((30 * index) / grid.length));
    const line = grid[index];
    if (!line) continue;
    const cells: Record<string, UploadCell> = {};
    let filled = false;
    keys.forEach((key, column) => {
      const text = cellText(line[column], date1904);
      cells[key] = text;
      if (text !== null) filled = true;
    });
    if (!filled) continue;
    if (rows.length === UPLOAD_LIMITS.rows) return { rows: [], problem: 'tooManyRows' };
    rows.push({ row: index + 1, cells });
  }
  onProgress(100);
  if (rows.length === 0) return { rows: [], problem: 'empty' };
  return { rows };
}
