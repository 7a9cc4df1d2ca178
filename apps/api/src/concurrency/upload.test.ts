import { randomUUID } from 'node:crypto';
import { indiaToday, type UploadPart, uploadEndpoints } from '@raktsetu/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { institutionDonors, inventoryUnits, people } from '../db/schema/index.js';
import { institutionIdOf } from '../modules/inventory/inventory.test-support.js';
import { type Caller, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectCountsAddUp, expectStockGridMatches } from './counts.test-support.js';
import { race, statusesOf } from './trials.test-support.js';

// Spreadsheet uploads (docs/decisions/0049) arriving at the same moment: a last part sent again while the first
// copy is being stored, and two files that share rows. Every row is stored once; the others are told why.

let t: TestApp;
let bank: Caller;
let otherBank: Caller;
let bankId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  [bank, otherBank] = await Promise.all([signedInInstitution(t), signedInInstitution(t)]);
  bankId = await institutionIdOf(bank);
});
afterAll(() => t.close());

const db = () => t.database.db;

const typed = (iso: string) => iso.split('-').reverse().join('/');
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let serial = 0;
const newBag = () => `UPL-${process.pid}-${++serial}`;
const unitCells = (bagId: string) => ({
  bagId,
  bloodGroup: 'B+',
  donorId: null,
  component: 'Red Cells Packed',
  volume: '350',
  storedIn: 'Refrigerator 1',
  collectionDate: typed(daysFromToday(-2)),
  expiryDate: typed(daysFromToday(30)),
  screeningDone: 'Yes',
});
const donorCells = (n: number) => {
  const mobile = `8${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
  return {
    firstName: 'Asha',
    lastName: `Patil${n}`,
    gender: 'Female',
    mobileNumber: mobile,
    email: `asha.${mobile}@example.in`,
    bloodGroup: 'O+',
    lastDonationComponent: null,
    dateOfBirth: '14/06/1994',
    height: '160',
    weight: '58',
    lastDonationDate: null,
  };
};

/** One file's rows as a single-part upload (row 1 is the sheet's header). */
const upload = (rows: Record<string, string | null>[]): UploadPart => ({
  uploadId: randomUUID(),
  part: 1,
  parts: 1,
  rows: rows.map((cells, i) => ({ row: i + 2, cells })),
});

const stored = (answer: { json(): { content: { stored: unknown } } }) =>
  answer.json().content.stored as { added: number; linked: number; refused: number };

const unitsWithBags = (bags: string[]) =>
  db()
    .select()
    .from(inventoryUnits)
    .where(and(eq(inventoryUnits.originInstitutionId, bankId), inArray(inventoryUnits.bagId, bags)));

describe('two uploads at the same moment', () => {
  race('the same upload committed twice', async () => {
    // The browser sends the last part again when its answer is slow to come: three copies at once.
    const bags = Array.from({ length: 6 }, newBag);
    const uploadId = randomUUID();
    const part = (n: number, rowBags: string[]): UploadPart => ({
      uploadId,
      part: n,
      parts: 2,
      rows: rowBags.map((bagId, i) => ({ row: (n - 1) * 3 + i + 2, cells: unitCells(bagId) })),
    });
    const first = await bank.call(uploadEndpoints.inventory, part(1, bags.slice(0, 3)));
    expect(first.statusCode, first.body).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => bank.call(uploadEndpoints.inventory, part(2, bags.slice(3)))),
    );
    statusesOf(answers, []);
    // Each copy is told what the upload stored, and it was stored once.
    expect(answers.map(stored)).toEqual(answers.map(() => ({ added: 6, linked: 0, refused: 0 })));
    expect((await unitsWithBags(bags)).map((unit) => unit.bagId).sort()).toEqual([...bags].sort());
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });

  race('two uploads of overlapping bags', async () => {
    const bags = Array.from({ length: 20 }, newBag);
    // Ten shared rows in opposite orders: the two inserts meet them from both ends.
    const mine = bags.slice(0, 15);
    const theirs = bags.slice(5).reverse();
    const answers = await Promise.all(
      [mine, theirs].map((rowBags) => bank.call(uploadEndpoints.inventory, upload(rowBags.map(unitCells)))),
    );
    statusesOf(answers, []);
    const [a, b] = answers.map(stored) as [ReturnType<typeof stored>, ReturnType<typeof stored>];
    expect(a.added + b.added, 'each bag stored once').toBe(20);
    expect(a.refused + b.refused, 'the shared bags refused to one of them').toBe(10);
    expect((await unitsWithBags(bags)).map((unit) => unit.bagId).sort()).toEqual([...bags].sort());
    await expectStockGridMatches(db(), bank, bankId);
    await expectCountsAddUp(db());
  });

  race('two uploads of the same donors', async () => {
    // Two blood centres upload the same ten people (in opposite orders): each person is stored once, and
    // linked to both centres.
    const donors = Array.from({ length: 10 }, () => donorCells(++serial));
    const answers = await Promise.all([
      bank.call(uploadEndpoints.donors, upload(donors)),
      otherBank.call(uploadEndpoints.donors, upload([...donors].reverse())),
    ]);
    statusesOf(answers, []);
    const [a, b] = answers.map(stored) as [ReturnType<typeof stored>, ReturnType<typeof stored>];
    expect(a.added + a.linked).toBe(10);
    expect(b.added + b.linked).toBe(10);
    expect(a.added + b.added, 'each person stored once').toBe(10);

    const mobiles = donors.map((donor) => donor.mobileNumber);
    const persons = await db()
      .select({ id: people.id })
      .from(people)
      .where(inArray(people.mobileNumber, mobiles));
    expect(persons).toHaveLength(10);
    const [{ links } = { links: 0 }] = await db()
      .select({ links: sql<number>`count(*)::int` })
      .from(institutionDonors)
      .where(
        inArray(
          institutionDonors.personId,
          persons.map((person) => person.id),
        ),
      );
    expect(links, 'each person on both lists, once').toBe(20);
    await expectCountsAddUp(db());
  });
});
