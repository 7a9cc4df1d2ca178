import { DONOR_UPLOAD_COLUMNS, INVENTORY_UPLOAD_COLUMNS, type UploadKind } from '@raktsetu/contract';
import ExcelJS from 'exceljs';

/**
 * Real files for the upload's tests (tests only): .xlsx workbooks written with exceljs as Excel would save
 * them, and the files people pick by mistake — a Word document renamed .xlsx, a workbook saved with a
 * password, a cut-short download, random bytes.
 */

/** A cell as the person typed it: text, a number, a real date (a Date, kept as Excel's day number) or empty. */
export type Value = string | number | Date | null;

/** Days from today, as a real date cell (midnight UTC, as Excel stores a day). */
export function daysFromToday(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}

/** The same day as the person would type it: dd/mm/yyyy. */
export function typed(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** The day as the upload sends a real date cell: yyyy-mm-dd. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const COLUMNS = { inventory: INVENTORY_UPLOAD_COLUMNS, donors: DONOR_UPLOAD_COLUMNS } as const;

/**
 * A workbook of the tab's template: the header, then `rows` (an array is a row of cells in column order;
 * `null` leaves a fully empty row). Date columns are formatted dd/mm/yyyy, as the template does.
 */
export async function workbook(kind: UploadKind, rows: (Value[] | null)[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(kind === 'inventory' ? 'Inventory' : 'Donors');
  const columns = COLUMNS[kind];
  sheet.addRow(columns.map((column) => column.title));
  rows.forEach((cells, index) => {
    const row = sheet.getRow(index + 2);
    cells?.forEach((value, column) => {
      if (value === null) return;
      const cell = row.getCell(column + 1);
      cell.value = value;
      if (value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
    });
  });
  // A second, hidden sheet, as the template's lists: only the first sheet is read.
  book.addWorksheet('Lists', { state: 'veryHidden' }).getCell('A1').value = 'A+';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

let serial = 0;

/** An inventory row that passes every check: bag `BAG-n`, collected 3 days ago, expiring in 30 days. */
export function unitRow(overrides: Partial<Record<string, Value>> = {}): Value[] {
  serial += 1;
  const cells: Record<string, Value> = {
    bagId: `BAG-${serial}`,
    bloodGroup: 'B+',
    donorId: null,
    component: 'Whole Blood',
    volume: 350,
    storedIn: 'Refrigerator 1',
    collectionDate: daysFromToday(-3),
    expiryDate: daysFromToday(30),
    screeningDone: 'Yes',
    ...overrides,
  };
  return INVENTORY_UPLOAD_COLUMNS.map((column) => cells[column.key] ?? null);
}

/** A donor row that passes every check; the mobile number a number cell, as Excel keeps typed digits. */
export function donorRow(overrides: Partial<Record<string, Value>> = {}): Value[] {
  serial += 1;
  const cells: Record<string, Value> = {
    firstName: 'Asha',
    lastName: `Patil ${serial}`,
    gender: 'Female',
    mobileNumber: 9_000_000_000 + serial,
    email: `asha.${serial}@example.in`,
    bloodGroup: 'O+',
    lastDonationComponent: null,
    dateOfBirth: new Date(Date.UTC(1994, 5, 14)),
    height: 160,
    weight: 58,
    lastDonationDate: null,
    ...overrides,
  };
  return DONOR_UPLOAD_COLUMNS.map((column) => cells[column.key] ?? null);
}

// ---- files that are not workbooks ----------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of `files`, stored uncompressed, as any ZIP tool reads it. */
export function zip(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  let count = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = [...encoder.encode(name)];
    const data = encoder.encode(text);
    const crc = crc32(data);
    const offset = locals.length;
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(crc)];
    const sizes = [...u32(data.length), ...u32(data.length), ...u16(nameBytes.length), ...u16(0)];
    locals.push(...u32(0x04034b50), ...common, ...sizes, ...nameBytes, ...data);
    central.push(
      ...u32(0x02014b50),
      ...u16(20),
      ...common,
      ...sizes,
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...nameBytes,
    );
    count++;
  }
  const end = [
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(count),
    ...u16(count),
    ...u32(central.length),
    ...u32(locals.length),
    ...u16(0),
  ];
  return new Uint8Array([...locals, ...central, ...end]);
}

/** A Word document (a ZIP with word/document.xml and no workbook), as if renamed .xlsx. */
export function wordDocument(): Uint8Array {
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

const utf16 = (text: string) => Array.from(text).flatMap((char) => [char.charCodeAt(0), 0]);
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * An OLE (CFB) file as Excel writes a workbook saved with a password: the encrypted workbook is the stream
 * "EncryptedPackage", next to "EncryptionInfo". Only the parts the upload looks at are real.
 */
export function passwordProtectedWorkbook(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(CFB_SIGNATURE, 0);
  bytes.set(utf16('EncryptionInfo'), 1024);
  bytes.set(utf16('EncryptedPackage'), 1152);
  return bytes;
}

/** An old Excel 97 workbook (.xls): an OLE file too, with a "Workbook" stream and no encryption. */
export function excel97Workbook(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(CFB_SIGNATURE, 0);
  bytes.set(utf16('Workbook'), 1024);
  return bytes;
}

/** Bytes that are no file at all (the same every run). */
export function randomBytes(length = 2048): Uint8Array {
  let seed = 42;
  return Uint8Array.from({ length }, () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed & 0xff;
  });
}

/** A File for the page's input, as the browser hands it over. */
export function fileOf(bytes: Uint8Array, name = 'filled.xlsx'): File {
  return new File([bytes as BlobPart], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
