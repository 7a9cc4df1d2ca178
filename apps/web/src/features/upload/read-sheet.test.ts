import { UPLOAD_LIMITS } from '@raktsetu/contract';
import { describe, expect, it } from 'vitest';
import { readSheet, sniffWorkbook } from './read-sheet';
import {
  daysFromToday,
  donorRow,
  excel97Workbook,
  isoDay,
  passwordProtectedWorkbook,
  randomBytes,
  typed,
  unitRow,
  wordDocument,
  workbook,
} from './sheet.fixtures';
import { readAndCheck } from './sheet-job';

/**
 * Reading an uploaded workbook (docs/spec/part-2-operations-and-admin.md §2, §5 "Excel upload"): the files
 * are real .xlsx workbooks written in the test, read as the worker reads them.
 */
describe('reading a filled template', { timeout: 30_000 }, () => {
  it('reads each row under the header with its sheet row number, its cells by column, skipping empty rows', async () => {
    const collected = daysFromToday(-3);
    const expiry = daysFromToday(30);
    const file = await workbook('inventory', [
      unitRow({ bagId: 'BAG-A', collectionDate: collected, expiryDate: expiry }),
      null,
      // Dates typed as text, as a person types them.
      unitRow({
        bagId: '  BAG-B  ',
        collectionDate: typed(collected),
        expiryDate: typed(expiry),
        donorId: 'DN-7',
      }),
    ]);

    const { rows, problem } = readSheet(file, 'inventory');

    expect(problem).toBeUndefined();
    expect(rows).toEqual([
      {
        row: 2,
        cells: {
          bagId: 'BAG-A',
          bloodGroup: 'B+',
          donorId: null,
          component: 'Whole Blood',
          volume: '350',
          storedIn: 'Refrigerator 1',
          // A real date cell becomes its calendar day.
          collectionDate: isoDay(collected),
          expiryDate: isoDay(expiry),
          screeningDone: 'Yes',
        },
      },
      {
        // Row 3 was empty; row 4 keeps its number, so a reason points at the right line of the sheet.
        row: 4,
        cells: expect.objectContaining({
          bagId: 'BAG-B',
          donorId: 'DN-7',
          // A typed date stays as typed; the contract's rules read dd/mm/yyyy.
          collectionDate: typed(collected),
          expiryDate: typed(expiry),
        }),
      },
    ]);
    // Both kinds of date pass the contract's checks.
    expect(readAndCheck(file, 'inventory').rows.map((row) => row.reasons)).toEqual([[], []]);
  });

  it('keeps a mobile number typed as a number whole, and reads a donor file by its own columns', async () => {
    const file = await workbook('donors', [
      donorRow({ mobileNumber: 9876543210, height: 170.5, weight: 70.1, email: 'Asha@Example.in' }),
    ]);

    const [row] = readSheet(file, 'donors').rows;

    expect(row?.cells).toMatchObject({
      mobileNumber: '9876543210',
      height: '170.5',
      weight: '70.1',
      dateOfBirth: '1994-06-14',
      lastDonationDate: null,
    });
    expect(readAndCheck(file, 'donors').rows[0]?.reasons).toEqual([]);
  });

  it('reads a date cell as the same calendar day in any time zone', async () => {
    const file = await workbook('donors', [donorRow({ dateOfBirth: new Date(Date.UTC(2001, 0, 1)) })]);
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        expect(readSheet(file, 'donors').rows[0]?.cells.dateOfBirth, tz).toBe('2001-01-01');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('the preview marks every row the contract refuses', { timeout: 30_000 }, () => {
  it('gives an inventory row each reason it cannot be stored, and a repeated bag the row it repeats', async () => {
    const file = await workbook('inventory', [
      unitRow({ bagId: 'BAG-1' }),
      unitRow({ bagId: null }),
      unitRow({ bloodGroup: 'Z+' }),
      unitRow({ volume: 5000 }),
      unitRow({ collectionDate: daysFromToday(2) }),
      unitRow({ collectionDate: daysFromToday(-10), expiryDate: daysFromToday(-12) }),
      unitRow({ expiryDate: '31/02/2026' }),
      unitRow({ component: 'Blood soup', screeningDone: 'Maybe' }),
      unitRow({ bagId: 'bag-1' }),
    ]);

    const reasons = readAndCheck(file, 'inventory').rows.map((row) => [row.row, row.reasons]);

    expect(reasons).toEqual([
      [2, []],
      [3, ['Bag ID is required']],
      [4, ['Unknown blood group "Z+"']],
      [5, ['Volume must be whole millilitres from 1 to 1000']],
      [6, ['The collection date cannot be after today']],
      [7, ['The expiry date must be after the collection date']],
      [8, ['Expiry Date is not a date (dd/mm/yyyy)']],
      [9, ['Unknown component "Blood soup"', 'Screening Done is Yes or No']],
      [10, ['The same bag number is on row 2']],
    ]);
  });

  it('gives a donor row each reason, and a repeated mobile number the row it repeats', async () => {
    const file = await workbook('donors', [
      donorRow({ mobileNumber: 9811111111 }),
      donorRow({ firstName: null, gender: 'X' }),
      donorRow({ mobileNumber: 12345, email: 'not-an-email' }),
      donorRow({ mobileNumber: 9811111111 }),
    ]);

    const reasons = readAndCheck(file, 'donors').rows.map((row) => [row.row, row.reasons]);

    expect(reasons).toEqual([
      [2, []],
      [3, ['First Name is required', 'Gender is Male, Female or Other']],
      [4, ['Mobile Number must be 10 or 11 digits', 'Email is not valid']],
      [5, ['The same person (mobile number or e-mail) is on row 2']],
    ]);
  });
});

describe('a file that is not a filled template says why', { timeout: 30_000 }, () => {
  it('a workbook with nothing under the header is empty', async () => {
    expect(readSheet(await workbook('inventory', []), 'inventory')).toEqual({ rows: [], problem: 'empty' });
    expect(readSheet(await workbook('inventory', [null, null]), 'inventory').problem).toBe('empty');
  });

  it('a Word document renamed .xlsx is not a workbook, whatever its name says', () => {
    expect(readSheet(wordDocument(), 'donors')).toEqual({ rows: [], problem: 'disguised' });
  });

  it('a workbook saved with a password is protected; an old .xls renamed is not a workbook either', () => {
    expect(readSheet(passwordProtectedWorkbook(), 'donors').problem).toBe('protected');
    expect(readSheet(excel97Workbook(), 'donors').problem).toBe('disguised');
  });

  it('random bytes, a cut-short download and an empty file cannot be read', async () => {
    const whole = await workbook('inventory', [unitRow()]);
    expect(readSheet(randomBytes(), 'inventory').problem).toBe('broken');
    expect(readSheet(whole.slice(0, Math.floor(whole.length / 2)), 'inventory').problem).toBe('broken');
    expect(readSheet(new Uint8Array(0), 'inventory').problem).toBe('broken');
  });

  it('a workbook whose compressed parts are damaged is refused as broken at once, never read for ever', async () => {
    const whole = await workbook(
      'inventory',
      Array.from({ length: 50 }, () => unitRow()),
    );
    // The directory at the end stays intact, so the file still looks like a workbook; its parts do not.
    // (The spreadsheet library's own inflater loops for ever on some of these: the reader must not use it.)
    const problems: (string | undefined)[] = [];
    for (let variant = 0; variant < 24; variant++) {
      const damaged = whole.slice();
      const from = 120 + variant * 37;
      damaged.fill((variant * 53) & 0xff, from, from + 64 + variant * 11);
      const started = performance.now();
      problems.push(readAndCheck(damaged, 'inventory').problem);
      expect(performance.now() - started, `variant ${variant}`).toBeLessThan(2000);
    }
    // Damage to a part the rows do not need (the theme, the document's properties) may go unnoticed.
    expect(problems.every((problem) => problem === 'broken' || problem === undefined)).toBe(true);
    expect(problems.filter((problem) => problem === 'broken').length).toBeGreaterThan(12);
  });

  it('a file larger than the limit is refused before it is read', () => {
    const large = new Uint8Array(UPLOAD_LIMITS.fileBytes + 1);
    large.set([0x50, 0x4b, 0x03, 0x04]);
    expect(sniffWorkbook(large)).toBe('tooLarge');
  });
});

describe('large files', { timeout: 60_000 }, () => {
  it('reads and checks 10,000 rows in well under 3 seconds', async () => {
    const file = await workbook(
      'inventory',
      Array.from({ length: 10_000 }, () => unitRow()),
    );
    const progress: number[] = [];

    const started = performance.now();
    const { rows } = readAndCheck(file, 'inventory', (percent) => progress.push(percent));
    const took = performance.now() - started;

    expect(rows).toHaveLength(10_000);
    expect(rows.every((row) => row.reasons.length === 0)).toBe(true);
    expect(rows.at(-1)?.row).toBe(10_001);
    expect(took).toBeLessThan(3000);
    // Progress only goes forward, and ends at 100.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
  });
});
