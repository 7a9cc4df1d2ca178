import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './export-columns.js';

/** Rows arrive a batch (one page of the list) at a time, so neither writer ever holds the whole list. */
export type Batches = AsyncIterable<Cell[][]>;

// A spreadsheet runs a cell that starts like a formula; a leading apostrophe keeps it text (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formulas neutralised. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** UTF-8 with a byte-order mark, which Excel needs to read Hindi names and ₹ from a CSV. */
export function csvStream(headers: string[], batches: Batches): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(headers)}`;
      for await (const batch of batches) yield batch.map(csvLine).join('');
    })(),
  );
}

/**
 * An .xlsx written as it is read: exceljs's streaming writer commits each row to the zip and forgets it, and
 * the writer waits while the client is slower than the database.
 */
export function xlsxStream(sheetName: string, headers: string[], batches: Batches): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const cells of batch) sheet.addRow(cells).commit();
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        // The client went away: stop reading the list.
        if (out.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
