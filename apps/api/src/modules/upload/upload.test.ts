import { randomUUID } from 'node:crypto';
import {
  DONOR_UPLOAD_COLUMNS,
  INVENTORY_UPLOAD_COLUMNS,
  indiaToday,
  type UploadPart,
  uploadEndpoints,
} from '@raktsetu/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionDonors, inventoryUnits, people, unitEvents, uploadParts } from '../../db/schema/index.js';
import { type Caller, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (offset: number) => {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const typed = (iso: string) => iso.split('-').reverse().join('/');

let serial = 0;
const bag = () => `UP-${Date.now().toString(36)}-${++serial}`;

const unitRow = (row: number, cells: Record<string, string | null> = {}) => ({
  row,
  cells: {
    bagId: bag(),
    bloodGroup: 'B+',
    donorId: null,
    component: 'Red Cells Packed',
    volume: '350',
    storedIn: 'Refrigerator 1',
    collectionDate: typed(day(-2)),
    expiryDate: day(30),
    screeningDone: 'Yes',
    ...cells,
  },
});

const mobile = () => `9${String(Date.now() + ++serial).slice(-9)}`;
const donorRow = (row: number, cells: Record<string, string | null> = {}) => {
  const number = mobile();
  return {
    row,
    cells: {
      firstName: 'Asha',
      lastName: 'Patil',
      gender: 'Female',
      mobileNumber: number,
      email: `asha.${number}@example.in`,
      bloodGroup: 'O+',
      lastDonationComponent: 'Whole Blood',
      dateOfBirth: '14/06/1994',
      height: '160',
      weight: '58',
      lastDonationDate: typed(day(-120)),
      ...cells,
    },
  };
};

function parts(rows: UploadPart['rows'][]): UploadPart[] {
  const uploadId = randomUUID();
  return rows.map((partRows, i) => ({ uploadId, part: i + 1, parts: rows.length, rows: partRows }));
}

async function send(caller: Caller, kind: 'inventory' | 'donors', all: UploadPart[]) {
  const answers = [];
  for (const part of all) answers.push(await caller.call(uploadEndpoints[kind], part));
  return answers;
}

async function unitsOf(institutionId: string) {
  return t.database.db
    .select()
    .from(inventoryUnits)
    .where(eq(inventoryUnits.originInstitutionId, institutionId));
}

describe('uploading inventory', () => {
  it('checks every row again, keeps the parts aside, and stores the valid rows when the last part arrives', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const id = bank.account.institution.id;
    const repeated = bag();
    const upload = parts([
      [
        unitRow(2),
        unitRow(3, { bagId: repeated, screeningDone: null }),
        unitRow(4, { bloodGroup: 'Q+' }),
        unitRow(5, { expiryDate: typed(day(-3)), collectionDate: typed(day(-1)) }),
      ],
      [unitRow(6, { bagId: repeated.toLowerCase() }), unitRow(7, { volume: '', storedIn: '' })],
    ]);

    const first = await bank.call(uploadEndpoints.inventory, upload[0] as UploadPart);
    expect(first.json().content).toEqual({
      refused: [
        { row: 4, reasons: ['Unknown blood group "Q+"'] },
        { row: 5, reasons: ['The expiry date must be after the collection date'] },
      ],
      stored: null,
    });
    // Nothing reaches the stock before the last part.
    expect((await unitsOf(id)).length).toBe(0);

    const answer = (await bank.call(uploadEndpoints.inventory, upload[1] as UploadPart)).json();
    expect(answer.message).toBe('2 units added, 4 rows refused.');
    expect(answer.content.stored).toEqual({ added: 2, linked: 0, refused: 4 });
    expect(answer.content.refused.map((r: { row: number }) => r.row)).toEqual([4, 5, 6, 7]);
    expect(answer.content.refused[2].reasons).toEqual(['The same bag number is on row 3']);
    expect(answer.content.refused[3].reasons).toEqual(['Volume (ml) is required', 'Stored In is required']);

    const units = await unitsOf(id);
    expect(units.map((u) => [u.state, u.screening]).sort()).toEqual([
      ['available', 'declared'],
      ['quarantined', 'pending'],
    ]);
    const events = await t.database.db.select().from(unitEvents).where(eq(unitEvents.institutionId, id));
    expect(events.map((e) => [e.action, e.details])).toEqual(
      expect.arrayContaining([['added', expect.objectContaining({ source: 'upload' })]]),
    );
    expect(events).toHaveLength(2);
    // The parts kept aside are gone.
    const left = await t.database.db
      .select()
      .from(uploadParts)
      .where(eq(uploadParts.uploadId, upload[0]?.uploadId ?? ''));
    expect(left).toEqual([]);
  });

  it('refuses a bag already in stock, and answers a repeated last part without storing twice', async () => {
    const bank = await signedInInstitution(t, { type: 'Both' });
    const kept = unitRow(2);
    await send(bank, 'inventory', parts([[kept]]));
    const again = parts([[{ ...kept, row: 2 }, unitRow(3)]]);
    const [answer] = await send(bank, 'inventory', again);
    expect(answer?.json().content.refused).toEqual([
      { row: 2, reasons: [`Bag number ${kept.cells.bagId} is already in your inventory`] },
    ]);
    const [retry] = await send(bank, 'inventory', again);
    expect(retry?.json().content.stored).toEqual({ added: 1, linked: 0, refused: 1 });
    expect((await unitsOf(bank.account.institution.id)).length).toBe(2);
  });

  it('stores nothing when a part is missing', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const [, last] = parts([[unitRow(2)], [unitRow(3)]]);
    const answer = await bank.call(uploadEndpoints.inventory, last as UploadPart);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('A part of this upload is missing; upload the file again');
    expect((await unitsOf(bank.account.institution.id)).length).toBe(0);
  });

  it('stores all of it or none of it: a failure while storing leaves the stock as it was', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    // The database refuses one bag of the file halfway through storing, as a full disk or a lost connection would.
    await t.database.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.bag_id = 'BOOM-1' then raise exception 'storage failed'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_boom before insert on inventory_units for each row execute function refuse_boom()`);
    try {
      const rows = [
        ...Array.from({ length: 30 }, (_, i) => unitRow(i + 2)),
        unitRow(32, { bagId: 'BOOM-1' }),
      ];
      const [part] = parts([rows]);
      const answer = await bank.call(uploadEndpoints.inventory, part as UploadPart);
      expect(answer.statusCode).toBe(500);
      expect(answer.json().message).not.toContain('storage failed');
      expect((await unitsOf(bank.account.institution.id)).length).toBe(0);
      const history = await t.database.db
        .select()
        .from(unitEvents)
        .where(eq(unitEvents.institutionId, bank.account.institution.id));
      expect(history).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_boom on inventory_units`);
    }
  });

  it('stores each bag once when two uploads of the same bags race', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const rows = Array.from({ length: 40 }, (_, i) => unitRow(i + 2));
    const answers = await Promise.all([
      bank.call(uploadEndpoints.inventory, parts([rows])[0] as UploadPart),
      bank.call(uploadEndpoints.inventory, parts([rows])[0] as UploadPart),
    ]);
    const added = answers.map((a) => a.json().content.stored?.added ?? 0);
    expect(added.reduce((a, b) => a + b, 0)).toBe(40);
    expect((await unitsOf(bank.account.institution.id)).length).toBe(40);
  });

  it('stores each bag once, never a 500, when two uploads share bags in opposite orders', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    // Each insert meets the shared bags from its own end; a few rounds, as the two rarely meet mid-way.
    for (let round = 0; round < 3; round++) {
      const rows = Array.from({ length: 300 }, (_, i) => unitRow(i + 2));
      const reversed = [...rows].reverse().map((row, i) => ({ ...row, row: i + 2 }));
      const answers = await Promise.all([
        bank.call(uploadEndpoints.inventory, parts([rows])[0] as UploadPart),
        bank.call(uploadEndpoints.inventory, parts([reversed])[0] as UploadPart),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const added = answers.map((answer) => answer.json().content.stored.added);
      expect(added[0] + added[1]).toBe(300);
    }
    expect((await unitsOf(bank.account.institution.id)).length).toBe(900);
  });

  it("is a blood centre's: a hospital is refused, and another institution's upload is not found", async () => {
    const hospital = await signedInInstitution(t, { type: 'Hospital' });
    expect(
      (await hospital.call(uploadEndpoints.inventory, parts([[unitRow(2)]])[0] as UploadPart)).statusCode,
    ).toBe(403);
    expect((await hospital.call(uploadEndpoints.inventoryTemplate)).statusCode).toBe(403);

    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const other = await signedInInstitution(t, { type: 'BloodBank' });
    const [first, second] = parts([[unitRow(2)], [unitRow(3)]]);
    await bank.call(uploadEndpoints.inventory, first as UploadPart);
    expect((await other.call(uploadEndpoints.inventory, second as UploadPart)).statusCode).toBe(404);
    expect((await unitsOf(other.account.institution.id)).length).toBe(0);
  });

  it('refuses malformed parts with 400 and never 500', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const [part] = parts([[unitRow(2)]]);
    const bad = [
      { ...part, part: 2 },
      { ...part, rows: [] },
      { ...part, rows: [{ row: 2, cells: { bagId: 'A\u0000B' } }] },
      { ...part, rows: [{ row: 2, cells: { bagId: 'x'.repeat(400) } }] },
      { ...part, uploadId: 'not-a-uuid' },
      { ...part, rows: Array.from({ length: 2001 }, (_, i) => unitRow(i + 2)) },
    ];
    for (const body of bad) {
      const answer = await bank.send('POST', uploadEndpoints.inventory.path, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await unitsOf(bank.account.institution.id)).length).toBe(0);
  });
});

describe('uploading donors', () => {
  it('adds new people, links one already on RaktSetu instead of copying them, and refuses repeats', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    const other = await signedInInstitution(t, { type: 'Hospital' });
    const known = donorRow(2);
    await send(other, 'donors', parts([[known]]));

    const fresh = donorRow(3, { email: 'Mixed.Case@Example.in', gender: 'male', bloodGroup: 'ab-' });
    const [answer] = await send(
      bank,
      'donors',
      parts([
        [
          { ...known, row: 2 },
          fresh,
          donorRow(4, { mobileNumber: fresh.cells.mobileNumber }),
          donorRow(5, { email: 'nobody', mobileNumber: '12' }),
          donorRow(6, { firstName: null, bloodGroup: null }),
        ],
      ]),
    );
    const content = answer?.json().content;
    expect(answer?.json().message).toBe('1 donors added, 1 already on RaktSetu linked, 3 rows refused.');
    expect(content.refused).toEqual([
      { row: 4, reasons: ['The same person (mobile number or e-mail) is on row 3'] },
      { row: 5, reasons: ['Mobile Number must be 10 or 11 digits', 'Email is not valid'] },
      { row: 6, reasons: ['First Name is required', 'Blood Group is required'] },
    ]);

    const samePerson = await t.database.db
      .select()
      .from(people)
      .where(eq(people.mobileNumber, known.cells.mobileNumber as string));
    expect(samePerson).toHaveLength(1);
    const links = await t.database.db
      .select({ institutionId: institutionDonors.institutionId })
      .from(institutionDonors)
      .where(eq(institutionDonors.personId, samePerson[0]?.id ?? ''));
    expect(links.map((l) => l.institutionId).sort()).toEqual(
      [bank.account.institution.id, other.account.institution.id].sort(),
    );
    const [stored] = await t.database.db
      .select()
      .from(people)
      .where(eq(people.mobileNumber, fresh.cells.mobileNumber as string));
    expect(stored).toMatchObject({
      gender: 'Male',
      bloodGroup: 'AB-',
      email: 'mixed.case@example.in',
      dateOfBirth: '1994-06-14',
      lastDonationDate: day(-120),
    });
    expect(stored?.nextEligibleOn).not.toBeNull();
  });

  it('stores 2,000 donors of one part with multi-row inserts, all at once', async () => {
    const ngo = await signedInInstitution(t, { type: 'NGO' });
    const rows = Array.from({ length: 2_000 }, (_, i) => donorRow(i + 2));
    const [answer] = await send(ngo, 'donors', parts([rows]));
    expect(answer?.json().content.stored).toEqual({ added: 2_000, linked: 0, refused: 0 });
    const [{ count } = { count: 0 }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(institutionDonors)
      .where(and(eq(institutionDonors.institutionId, ngo.account.institution.id)));
    expect(count).toBe(2_000);
  });

  it('from two blood centres at once, sharing donors in opposite orders: each person stored once, never a 500', async () => {
    const [bank, ngo] = await Promise.all([
      signedInInstitution(t, { type: 'BloodBank' }),
      signedInInstitution(t, { type: 'NGO' }),
    ]);
    // Each insert meets the shared people from its own end; a few rounds, as the two rarely meet mid-way.
    for (let round = 0; round < 3; round++) {
      const rows = Array.from({ length: 300 }, (_, i) => donorRow(i + 2));
      const reversed = [...rows].reverse().map((row, i) => ({ ...row, row: i + 2 }));
      const answers = await Promise.all([
        send(bank, 'donors', parts([rows])),
        send(ngo, 'donors', parts([reversed])),
      ]);
      expect(answers.map(([answer]) => answer?.statusCode)).toEqual([200, 200]);
      const [mine, theirs] = answers.map(([answer]) => answer?.json().content.stored);
      expect(mine.added + theirs.added).toBe(300);
      expect(mine.linked + theirs.linked).toBe(300);
    }
  });
});

describe('the templates', () => {
  it('are workbooks with the columns in order, an example row, drop-down lists and dd/mm/yyyy dates', async () => {
    const bank = await signedInInstitution(t, { type: 'BloodBank' });
    for (const [endpoint, columns] of [
      [uploadEndpoints.inventoryTemplate, INVENTORY_UPLOAD_COLUMNS],
      [uploadEndpoints.donorsTemplate, DONOR_UPLOAD_COLUMNS],
    ] as const) {
      const answer = await bank.call(endpoint);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      const header = (sheet.getRow(1).values as string[]).slice(1);
      expect(header).toEqual(columns.map((c) => (c.required ? `${c.title} *` : c.title)));
      const example = sheet.getRow(2);
      expect(example.cellCount).toBeGreaterThan(5);
      const bloodGroup = columns.findIndex((c) => c.key === 'bloodGroup') + 1;
      expect(sheet.getCell(2, bloodGroup).dataValidation).toMatchObject({ type: 'list' });
      const dated = columns.findIndex((c) => 'date' in c && c.date) + 1;
      expect(sheet.getCell(2, dated).value).toBeInstanceOf(Date);
      expect(sheet.getCell(2, dated).numFmt).toBe('dd/mm/yyyy');
    }
  });
});
