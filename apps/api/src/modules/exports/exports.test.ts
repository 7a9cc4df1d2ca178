import {
  type EndpointDefinition,
  EXPORT_KEYS,
  EXPORTABLE_LISTS,
  type ExportKey,
  exportEndpoints,
  haemovigilanceEndpoints,
  inventoryEndpoints,
  permissionsAtLevel,
  requestOf,
} from '@raktsetu/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bloodBankCamp, createdCamp } from '../camps/camps.test-support.js';
import {
  donationOf,
  donorReaction,
  issuedAtCounter,
  transfusionReaction,
} from '../haemovigilance/haemovigilance.test-support.js';
import { addUnits } from '../inventory/inventory.test-support.js';
import { parseCsv } from './csv.test-support.js';
import { EXPORT_LAYOUTS } from './export-columns.js';
import { csvField, xlsxStream } from './export-writers.js';
import { cappedNote, cellBatches, EXPORT_BATCH, exportFileName } from './exports.routes.js';
import { cloneUnits } from './exports.test-support.js';

let t: TestApp;
let bank: Awaited<ReturnType<typeof signedInInstitution>>;
beforeAll(async () => {
  t = await createTestApp();
  bank = await signedInInstitution(t);
});
afterAll(() => t.close());

type Input = Record<string, unknown>;

async function recorded(caller: Caller, definition: EndpointDefinition, body: unknown) {
  const response = await caller.call(definition, body as never);
  expect(response.statusCode, response.body).toBe(200);
}
const exportOf = (caller: Caller, key: ExportKey, input: Input) =>
  caller.call(exportEndpoints[key] as EndpointDefinition, input as never);

async function csvRows(caller: Caller, key: ExportKey, input: Input): Promise<string[][]> {
  const response = await exportOf(caller, key, { ...input, format: 'csv' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(response.body);
}

async function xlsxRows(caller: Caller, key: ExportKey, input: Input): Promise<unknown[][]> {
  const response = await exportOf(caller, key, { ...input, format: 'xlsx' });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value)),
  );
  return rows;
}

/** The rows the screen shows for the same filters, every page of them. */
async function listRows(caller: Caller, key: ExportKey, input: Input) {
  const list = EXPORTABLE_LISTS[key].list as EndpointDefinition;
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const response = await caller.call(list, { ...input, page, limit: 100 } as never);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json().content as { data: unknown[] };
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

const headersOf = (key: ExportKey, input: Input) => EXPORT_LAYOUTS[key].columns(input).map((c) => c.header);
const cellsOf = (key: ExportKey, input: Input, rows: unknown[]) =>
  rows.map((row) =>
    EXPORT_LAYOUTS[key].columns(input).map((column) => {
      const value = column.value(row);
      return value === null ? '' : String(value);
    }),
  );

describe('a blood bank exports its inventory with the filters of the screen', () => {
  it('gets exactly the O- whole blood the list shows, in its order, as CSV and as Excel', async () => {
    await addUnits(bank, 3, { bloodGroup: 'O-' });
    await addUnits(bank, 2, { bloodGroup: 'O-', component: 'Plasma Fresh Frozen' });
    await addUnits(bank, 4, { bloodGroup: 'A+' });
    const filters = {
      type: 'inventory',
      bloodGroup: 'O-',
      component: 'Whole Blood',
      sort: 'bagId',
      order: 'desc',
    };

    const shown = await listRows(bank, 'inventory', filters);
    const csv = await csvRows(bank, 'inventory', filters);
    const xlsx = await xlsxRows(bank, 'inventory', filters);

    expect(shown).toHaveLength(3);
    expect(csv[0]).toEqual(headersOf('inventory', filters));
    expect(csv.slice(1)).toEqual(cellsOf('inventory', filters, shown));
    expect(csv.slice(1).map((row) => row[3])).toEqual(['O-', 'O-', 'O-']);
    expect(xlsx.map((row) => row.map((cell) => String(cell ?? '')))).toEqual(csv);
  });

  it('names the file after the list and the day in India, as an attachment', async () => {
    const response = await exportOf(bank, 'inventory', { type: 'inventory', format: 'xlsx' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName('inventory', 'xlsx')}"`,
    );
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(exportFileName('donors', 'csv', new Date('2026-03-04T20:00:00Z'))).toBe('donors-2026-03-05.csv');
  });

  it('reads a long list a batch at a time and still writes every row once, in the list order', async () => {
    const other = await signedInInstitution(t);
    const [first] = await addUnits(other, 1, { bloodGroup: 'B+' });
    const count = EXPORT_BATCH * 2 + 17;
    await cloneUnits(t.database.db, first as string, count - 1, { prefix: 'LONG-', sameGroup: true });
    const filters = { type: 'inventory', sort: 'bagId', order: 'asc' };

    const csv = await csvRows(other, 'inventory', filters);

    expect(csv).toHaveLength(count + 1);
    const bags = csv.slice(1).map((row) => row[0]);
    expect(new Set(bags).size).toBe(count);
    expect(bags).toEqual([...bags].sort());
  });
});

describe('what each list exports', () => {
  // What each list needs beyond its defaults, and who may read it.
  const callers: Record<string, () => Promise<Caller>> = {};
  let campId = '';
  beforeAll(async () => {
    const both = await signedInInstitution(t, { type: 'Both' });
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const admin = await signedInAdmin(t);
    campId = await createdCamp(bank, bloodBankCamp());
    // A reaction of each kind, so their exports have a row to compare.
    const issued = await issuedAtCounter(bank, 1, { patientName: 'Kavita Rane' });
    await recorded(bank, haemovigilanceEndpoints.recordTransfusionReaction, transfusionReaction(issued));
    const donationId = await donationOf(bank, t.database.db);
    await recorded(bank, haemovigilanceEndpoints.recordDonorReaction, donorReaction(donationId));
    callers.bank = async () => bank;
    callers.both = async () => both;
    callers.ngo = async () => ngo;
    callers.admin = async () => admin;
  });
  const cases: Record<ExportKey, [caller: string, input: () => Input]> = {
    donors: ['bank', () => ({})],
    'nearby-donors': ['bank', () => ({})],
    'available-donors': ['bank', () => ({})],
    patients: ['bank', () => ({})],
    recipients: ['both', () => ({ type: 'recepients' })],
    inventory: ['bank', () => ({ type: 'issued' })],
    transfers: ['bank', () => ({ type: 'incoming' })],
    'in-processing': ['bank', () => ({})],
    requests: ['bank', () => ({})],
    donations: ['bank', () => ({})],
    camps: ['bank', () => ({ type: 'Pending' })],
    'ngo-camps': ['ngo', () => ({ type: 'Pending' })],
    'camp-donors': ['bank', () => ({ campId })],
    'lab-samples': ['bank', () => ({ type: 'samples' })],
    'lab-register': ['bank', () => ({})],
    'transfusion-reactions': ['bank', () => ({ scope: 'recorded' })],
    'donor-reactions': ['bank', () => ({})],
    institutions: ['admin', () => ({})],
    'pending-institutions': ['admin', () => ({})],
    administrators: ['admin', () => ({})],
    audit: ['admin', () => ({})],
    transactions: ['admin', () => ({ type: 'bloodUnit' })],
    pricings: ['admin', () => ({})],
    plans: ['admin', () => ({})],
    users: ['admin', () => ({})],
  };

  it('writes a reaction as the clerk reads it: the patient, the bag, the type and severity in words', async () => {
    const csv = await csvRows(bank, 'transfusion-reactions', { scope: 'recorded' });
    expect(csv).toHaveLength(2);
    const row = Object.fromEntries((csv[0] ?? []).map((header, i) => [header, csv[1]?.[i]]));
    expect(row).toMatchObject({
      Patient: 'Kavita Rane',
      Type: 'Febrile non-haemolytic transfusion reaction (FNHTR)',
      Severity: 'Non-severe',
      Outcome: 'Recovered',
    });
    expect(row.Units).toMatch(/ \(A\+ Whole Blood\)$/);
    expect(row.Began).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it.each(EXPORT_KEYS)('%s: the headers of its screen, then the rows of its list', async (key) => {
    const [who, input] = cases[key];
    const caller = await (callers[who] as () => Promise<Caller>)();
    const shown = await listRows(caller, key, input());
    const csv = await csvRows(caller, key, input());
    expect(csv[0]).toEqual(headersOf(key, input()));
    // The audit log grows as the exports before this one are recorded: compare its rows by count only.
    if (key === 'audit') expect(csv.length).toBeGreaterThanOrEqual(shown.length + 1);
    else expect(csv.slice(1)).toEqual(cellsOf(key, input(), shown));
  });
});

describe('an export answers to whom its list answers', () => {
  it("never holds another institution's units", async () => {
    const mine = await signedInInstitution(t);
    const theirs = await signedInInstitution(t);
    await addUnits(mine, 2, { bloodGroup: 'AB-', storedIn: 'Mine fridge' });
    await addUnits(theirs, 3, { bloodGroup: 'AB-', storedIn: 'Their fridge' });

    const csv = await csvRows(mine, 'inventory', { type: 'inventory' });

    expect(csv.slice(1).map((row) => row[6])).toEqual(['Mine fridge', 'Mine fridge']);
  });

  it('refuses an NGO the inventory with the same answer as the list', async () => {
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const list = await ngo.call(inventoryEndpoints.list, { type: 'inventory' });
    const file = await exportOf(ngo, 'inventory', { type: 'inventory', format: 'csv' });
    expect(list.statusCode).toBe(403);
    expect(file.statusCode).toBe(403);
    expect(file.json().message).toBe(list.json().message);
  });

  it('refuses an administrator without read on institutions, as the list does', async () => {
    const permissions = permissionsAtLevel('Full Permission');
    const admin = await signedInAdmin(t, {
      ...permissions,
      instituteManagement: { read: false, write: false, update: false, delete: false },
    });
    const list = await admin.call(EXPORTABLE_LISTS.institutions.list, {});
    const file = await exportOf(admin, 'institutions', { format: 'xlsx' });
    expect(list.statusCode).toBe(403);
    expect([file.statusCode, file.json().message]).toEqual([403, list.json().message]);
  });

  it('refuses a signed-out caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/exports/donors?format=csv' });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another institution's camp, as the camp's donor list does", async () => {
    const other = await signedInInstitution(t);
    const theirCamp = await createdCamp(other, bloodBankCamp());
    const list = await bank.call(EXPORTABLE_LISTS['camp-donors'].list, { campId: theirCamp });
    const file = await exportOf(bank, 'camp-donors', { campId: theirCamp, format: 'csv' });
    expect(list.statusCode).toBe(404);
    expect([file.statusCode, file.json().message]).toEqual([404, list.json().message]);
  });
});

describe('bad filters', () => {
  it('answer 400 with the list’s own message, never 500', async () => {
    const bad = { type: 'inventory', bloodGroup: 'Z+' };
    const list = await bank.call(inventoryEndpoints.list, bad as never);
    const file = await exportOf(bank, 'inventory', { ...bad, format: 'csv' });
    expect(list.statusCode).toBe(400);
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe(list.json().message);
  });

  it('an unknown format is a 400 too', async () => {
    const { url } = requestOf(exportEndpoints.donors, { format: 'pdf' } as never);
    const response = await bank.send('GET', url);
    expect(response.statusCode).toBe(400);
  });
});

describe('an export of people is written to the audit log', () => {
  it('says who exported which list, with which filters, and how many rows', async () => {
    const clerk = await signedInInstitution(t);
    const response = await exportOf(clerk, 'donors', { format: 'csv', bloodGroup: 'O+', search: 'Shinde' });
    expect(response.statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'list.exported'), eq(auditEvents.actorId, clerk.account.user.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorKind: 'user',
      subjectType: 'donors',
      institutionId: clerk.account.institution.id,
      details: {
        format: 'csv',
        rows: 0,
        capped: false,
        filters: { bloodGroup: 'O+', search: 'Shinde', sort: 'addedAt', order: 'desc' },
      },
    });
  });

  it('but not an export of units, which name nobody', async () => {
    await exportOf(bank, 'inventory', { type: 'inventory', format: 'csv' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'list.exported'), eq(auditEvents.subjectType, 'inventory')));
    expect(events).toHaveLength(0);
  });
});

describe('the files themselves', () => {
  it('quote commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvField('Ward 3, ICU')).toBe('"Ward 3, ICU"');
    expect(csvField('the "red" fridge')).toBe('"the ""red"" fridge"');
    expect(csvField('line\none')).toBe('"line\none"');
    expect(csvField('राम कुमार ₹')).toBe('राम कुमार ₹');
    expect(csvField(350)).toBe('350');
    expect(csvField(null)).toBe('');
  });

  it('neutralise a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/);
    }
    // A negative number is a number, not a formula.
    expect(csvField(-5)).toBe('-5');
  });

  it('stop at the cap and say so on the last line', async () => {
    const page = (n: number) => Array.from({ length: EXPORT_BATCH }, (_, i) => ({ bagId: `B${n}-${i}` }));
    const written: number[] = [];
    const batches = cellBatches(
      {
        firstPage: page(1),
        readPage: async (n) => page(n),
        cap: EXPORT_BATCH + 500,
        done: async (rows) => {
          written.push(rows);
        },
      },
      [{ header: 'Bag ID', value: (row) => (row as { bagId: string }).bagId }],
    );
    const rows: unknown[][] = [];
    for await (const batch of batches) rows.push(...batch);
    expect(rows).toHaveLength(EXPORT_BATCH + 501);
    expect(rows.at(-1)).toEqual([cappedNote(EXPORT_BATCH + 500)]);
    expect(written).toEqual([EXPORT_BATCH + 500]);
  });

  it('an Excel file opens in exceljs with the Hindi text and the amounts as they were', async () => {
    async function* one() {
      yield [['राम कुमार', 350, null]];
    }
    const stream = xlsxStream('Test', ['Name', 'Volume (ml)', 'Note'], one());
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Volume (ml)', 'Note']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'राम कुमार', 350]);
  });
});
