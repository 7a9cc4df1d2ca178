import { randomUUID } from 'node:crypto';
import {
  type DailyStockReport,
  indiaToday,
  type MonthlyReport,
  monthDays,
  type ReportStockRow,
  reportsEndpoints,
  STOCK_INFLOWS,
  STOCK_OUTFLOWS,
  shiftReportDay,
} from '@raktsetu/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signedInInstitution, signIn } from '../../test/callers.js';
import { createLabMember } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUnits } from '../inventory/inventory.test-support.js';
import { dailyStockDocument, monthlyDocument } from './report-document.js';
import { reportPdf } from './report-pdf.js';
import {
  at,
  dayAgo,
  insertDonation,
  insertDonor,
  insertEvents,
  insertLabResult,
  insertUnit,
} from './reports.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Centre = Awaited<ReturnType<typeof signedInInstitution>>;
const idOf = (centre: Centre) => centre.account.institution.id;

async function daily(caller: Caller, day?: string): Promise<DailyStockReport> {
  const response = await caller.call(reportsEndpoints.dailyStock, day ? { day } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content;
}
async function monthly(caller: Caller, month?: string): Promise<MonthlyReport> {
  const response = await caller.call(reportsEndpoints.monthly, month ? { month } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content;
}
const cellOf = (report: DailyStockReport, component: string, bloodGroup = 'A+') =>
  report.rows.find((row) => row.component === component && row.bloodGroup === bloodGroup);

/** The words an uncompressed PDF shows: pdfkit writes each run of text as hex glyph codes. */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((match) =>
      [...(match[1] ?? '').matchAll(/<([0-9a-f]+)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

/** The register's own check: what was there, plus what came, less what went, is what is there. */
function expectBalanced(row: Omit<ReportStockRow, 'component' | 'bloodGroup'>) {
  const inflow = STOCK_INFLOWS.reduce((sum, measure) => sum + row[measure], 0);
  const outflow = STOCK_OUTFLOWS.reduce((sum, measure) => sum + row[measure], 0);
  expect(row.opening + inflow - outflow).toBe(row.closing);
}

describe('the daily stock report of a blood centre', () => {
  // Day D, ten days ago, and its neighbours.
  const D = dayAgo(10);
  const before = (days: number) => shiftReportDay(D, -days);
  const after = (days: number) => shiftReportDay(D, days);
  const far = after(30);
  let sahyadri: Centre;
  let indrayani: Centre;
  let ruby: Centre;

  beforeAll(async () => {
    sahyadri = await signedInInstitution(t);
    indrayani = await signedInInstitution(t);
    ruby = await signedInInstitution(t, { type: 'Both' });
    const db = t.database.db;
    const A = idOf(sahyadri);
    const B = idOf(indrayani);
    const C = idOf(ruby);
    const unit = (state: string, from: string, extra: Partial<Parameters<typeof insertUnit>[1]> = {}) =>
      insertUnit(db, { institutionId: A, collectionDate: from, expiryDate: far, state, ...extra });
    const added = (unitId: string, day: string, institutionId = A) => ({
      unitId,
      institutionId,
      at: at(day, 11),
      action: 'added',
      fromState: null,
      toState: 'available',
    });

    // On the shelf all along.
    const u1 = await unit('available', before(3));
    // Issued on D at 10:00.
    const u2 = await unit('issued', before(3), { issuedAt: at(D, 10) });
    // Collected on D, released by the lab the same afternoon (no change to the shelf count).
    const u3 = await unit('available', D);
    // Sent to Indrayani on D, which accepts it the next day.
    const u4 = await unit('available', before(2));
    // Broken on D.
    const u5 = await unit('disposed', before(2), { disposeReason: 'brokenBag', disposedAt: at(D, 12) });
    // Its last day of use was the day before D: it expires as D begins, and is thrown away on D (no second count).
    const u6 = await unit('disposed', before(30), {
      expiryDate: before(1),
      disposeReason: 'expired',
      disposedAt: at(D, 17),
    });
    // Issued the day after D: on D's closing shelf, not on today's.
    const u7 = await unit('issued', before(2), { issuedAt: at(after(1), 9) });
    // Indrayani's unit, received by Sahyadri on D.
    const u8 = await insertUnit(db, {
      institutionId: A,
      collectionDate: before(5),
      expiryDate: far,
      state: 'available',
    });
    // Expires two days after D: expiring within 3 days at D's close.
    const u9 = await unit('available', before(4), { expiryDate: after(2) });
    // Sent to Ruby the day before D; Ruby declines it on D and it comes back.
    const u10 = await unit('available', before(4));
    // Whole blood split on D into packed red cells and plasma.
    const u11 = await unit('processed', before(2));
    const c1 = await unit('available', before(2), { component: 'Red Cells Packed' });
    const c2 = await unit('available', before(2), { component: 'Plasma Fresh Frozen' });
    // Collected the day before D, found reactive on D.
    const u12 = await unit('unsafe', before(1));
    // Indrayani's own shelf: never in Sahyadri's report.
    const b1 = await insertUnit(db, {
      institutionId: B,
      collectionDate: before(3),
      expiryDate: far,
      state: 'available',
    });

    await insertEvents(db, [
      added(u1, before(3)),
      added(u2, before(3)),
      added(u4, before(2)),
      added(u5, before(2)),
      added(u6, before(30)),
      added(u7, before(2)),
      added(u8, before(5), B),
      added(u9, before(4)),
      added(u10, before(4)),
      added(u11, before(2)),
      {
        unitId: u12,
        institutionId: A,
        at: at(before(1), 10),
        action: 'collected',
        fromState: null,
        toState: 'quarantined',
      },
      added(b1, before(3), B),
      {
        unitId: u10,
        institutionId: A,
        at: at(before(1), 15),
        action: 'transfer-sent',
        fromState: 'available',
        toState: 'inTransfer',
        counterpartId: C,
      },
      {
        unitId: u3,
        institutionId: A,
        at: at(D, 9),
        action: 'collected',
        fromState: null,
        toState: 'quarantined',
      },
      {
        unitId: u11,
        institutionId: A,
        at: at(D, 9, 30),
        action: 'to-processing',
        fromState: 'available',
        toState: 'inProcessing',
      },
      {
        unitId: u2,
        institutionId: A,
        at: at(D, 10),
        action: 'issued',
        fromState: 'available',
        toState: 'issued',
      },
      {
        unitId: u11,
        institutionId: A,
        at: at(D, 10, 30),
        action: 'processed',
        fromState: 'inProcessing',
        toState: 'processed',
      },
      {
        unitId: c1,
        institutionId: A,
        at: at(D, 10, 30),
        action: 'made-from',
        fromState: null,
        toState: 'available',
      },
      {
        unitId: c2,
        institutionId: A,
        at: at(D, 10, 30),
        action: 'made-from',
        fromState: null,
        toState: 'available',
      },
      {
        unitId: u4,
        institutionId: A,
        at: at(D, 11),
        action: 'transfer-sent',
        fromState: 'available',
        toState: 'inTransfer',
        counterpartId: B,
      },
      {
        unitId: u5,
        institutionId: A,
        at: at(D, 12),
        action: 'disposed',
        fromState: 'available',
        toState: 'disposed',
        reason: 'brokenBag',
      },
      {
        unitId: u8,
        institutionId: B,
        at: at(D, 8),
        action: 'transfer-sent',
        fromState: 'available',
        toState: 'inTransfer',
        counterpartId: A,
      },
      {
        unitId: u8,
        institutionId: A,
        at: at(D, 13),
        action: 'transfer-accepted',
        fromState: 'inTransfer',
        toState: 'available',
        counterpartId: B,
      },
      // Written where it was declined, at Ruby; the unit is back on Sahyadri's shelf.
      {
        unitId: u10,
        institutionId: C,
        at: at(D, 14),
        action: 'transfer-declined',
        fromState: 'inTransfer',
        toState: 'available',
        counterpartId: A,
      },
      {
        unitId: u3,
        institutionId: A,
        at: at(D, 15),
        action: 'released',
        fromState: 'quarantined',
        toState: 'available',
      },
      {
        unitId: u12,
        institutionId: A,
        at: at(D, 16),
        action: 'found-unsafe',
        fromState: 'quarantined',
        toState: 'unsafe',
      },
      {
        unitId: u6,
        institutionId: A,
        at: at(D, 17),
        action: 'disposed',
        fromState: 'expired',
        toState: 'disposed',
        reason: 'expired',
      },
      // D + 1: Indrayani accepts u4; Sahyadri issues u7.
      {
        unitId: u4,
        institutionId: B,
        at: at(after(1), 9),
        action: 'transfer-accepted',
        fromState: 'inTransfer',
        toState: 'available',
        counterpartId: A,
      },
      {
        unitId: u7,
        institutionId: A,
        at: at(after(1), 9),
        action: 'issued',
        fromState: 'available',
        toState: 'issued',
      },
    ]);
  });

  it('rebuilds a past day from the unit history: every movement in its column, as counted by hand', async () => {
    const report = await daily(sahyadri, D);

    expect(report.day).toBe(D);
    expect(report.isToday).toBe(false);
    expect(report.centre.name).toBe(sahyadri.account.institution.name);
    expect(cellOf(report, 'Whole Blood')).toEqual({
      component: 'Whole Blood',
      bloodGroup: 'A+',
      // u1 u2 u4 u5 u6 u7 u9 u11 u12: u6's last day was yesterday, so it is yesterday's closing stock.
      opening: 9,
      collected: 1, // u3
      received: 1, // u8 from Indrayani
      prepared: 0,
      returned: 1, // u10, declined by Ruby
      issued: 1, // u2
      transferredOut: 1, // u4
      toProcessing: 1, // u11
      discarded: 1, // u5; u6 was thrown away already expired: counted once, as expired
      unsafe: 1, // u12
      expired: 1, // u6
      closing: 6, // u1 u3 u7 u8 u9 u10
      expiringSoon: 1, // u9
    });
    expect(cellOf(report, 'Red Cells Packed')).toMatchObject({ opening: 0, prepared: 1, closing: 1 });
    expect(cellOf(report, 'Plasma Fresh Frozen')).toMatchObject({ opening: 0, prepared: 1, closing: 1 });
    expect(report.totals).toMatchObject({ opening: 9, prepared: 2, closing: 8, issued: 1 });
    for (const row of report.rows) expectBalanced(row);
    expectBalanced(report.totals);
  });

  it("opens each day with the previous day's closing stock", async () => {
    const next = await daily(sahyadri, after(1));
    expect(cellOf(next, 'Whole Blood')).toMatchObject({ opening: 6, issued: 1, closing: 5 });
    expect(next.totals.opening).toBe(8);
    for (const row of next.rows) expectBalanced(row);
    const previous = await daily(sahyadri, before(1));
    expect(previous.totals.closing).toBe((await daily(sahyadri, D)).totals.opening);
  });

  it("counts a transfer at each end on its own day, and never another centre's shelf", async () => {
    const receiverOnD = await daily(indrayani, D);
    // b1 and u8 opened D at Indrayani; u8 left for Sahyadri.
    expect(cellOf(receiverOnD, 'Whole Blood')).toMatchObject({ opening: 2, transferredOut: 1, closing: 1 });
    const receiverNextDay = await daily(indrayani, after(1));
    expect(cellOf(receiverNextDay, 'Whole Blood')).toMatchObject({ opening: 1, received: 1, closing: 2 });
    // Ruby declined a unit but never held it.
    const decliner = await daily(ruby, D);
    expect(decliner.rows).toEqual([]);
    expect(decliner.totals.closing).toBe(0);
  });

  it("today's report closes now, from what the inventory screens did a moment ago", async () => {
    const centre = await signedInInstitution(t);
    const [broken] = await addUnits(centre, 3, { bloodGroup: 'O-' });
    const disposed = await centre.call((await import('@raktsetu/contract')).inventoryEndpoints.changeStatus, {
      type: 'dispose',
      inventoryIds: [broken as string],
      reason: 'brokenBag',
    });
    expect(disposed.statusCode, disposed.body).toBe(200);

    const report = await daily(centre);

    expect(report.day).toBe(indiaToday());
    expect(report.isToday).toBe(true);
    expect(cellOf(report, 'Whole Blood', 'O-')).toMatchObject({
      opening: 0,
      collected: 3,
      discarded: 1,
      closing: 2,
    });
    expectBalanced(report.totals);
  });
});

describe('the monthly report for the national system', () => {
  const today = indiaToday();
  // Last month, whole; the days are picked inside it.
  const month = shiftReportDay(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const { first, last } = monthDays(month);
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  let centre: Centre;
  let other: Centre;

  beforeAll(async () => {
    centre = await signedInInstitution(t);
    other = await signedInInstitution(t);
    const db = t.database.db;
    const A = idOf(centre);
    const donor = () => insertDonor(db);
    const donation = async (
      institutionId: string,
      on: string,
      kind: 'camp' | 'walkIn' | 'scheduled',
      outcome: 'donated' | 'deferred' | 'inProcess',
      extra: { requestId?: string; deferralReasons?: string[] } = {},
    ) => insertDonation(db, { institutionId, personId: await donor(), day: on, kind, outcome, ...extra });
    // Voluntary: two at a camp, one walk-in, one scheduled; replacement: one walk-in for a patient's request.
    await donation(A, day(3), 'camp', 'donated');
    await donation(A, day(3), 'camp', 'donated');
    await donation(A, day(9), 'walkIn', 'donated');
    await donation(A, day(12), 'scheduled', 'donated');
    await donation(A, last, 'walkIn', 'donated', { requestId: randomUUID() });
    // Deferred: two donors, one of them for two reasons.
    await donation(A, day(3), 'camp', 'deferred', { deferralReasons: ['Haemoglobin below 12.5 g/dL'] });
    await donation(A, day(9), 'walkIn', 'deferred', {
      deferralReasons: ['Haemoglobin below 12.5 g/dL', 'Weight below 45 kg'],
    });
    // Not counted: still in the chair, before the month, another centre's.
    await donation(A, day(10), 'walkIn', 'inProcess');
    await donation(A, shiftReportDay(first, -1), 'walkIn', 'donated');
    await donation(idOf(other), day(10), 'walkIn', 'donated');

    const result = async (on: string, screening: Record<string, 'reactive' | 'nonReactive'>, extra = {}) =>
      insertLabResult(db, { institutionId: A, personId: await donor(), day: on, screening, ...extra });
    const clear = {
      hiv: 'nonReactive',
      hbsag: 'nonReactive',
      hcv: 'nonReactive',
      syphilis: 'nonReactive',
      malaria: 'nonReactive',
    } as const;
    await result(day(4), clear);
    await result(day(4), { ...clear, hbsag: 'reactive' });
    await result(last, { ...clear, hiv: 'reactive', syphilis: 'reactive' });
    // Not counted: a result later corrected (its correction counts), a result carried from before (no sample),
    // next month's, another centre's.
    await result(day(5), { ...clear, hcv: 'reactive' }, { superseded: true });
    await result(day(5), clear, { withoutSample: true });
    await result(shiftReportDay(last, 1), { ...clear, malaria: 'reactive' });
    await insertLabResult(db, {
      institutionId: idOf(other),
      personId: await donor(),
      day: day(5),
      screening: { ...clear, hiv: 'reactive' },
    });

    const unit = (extra: Partial<Parameters<typeof insertUnit>[1]> & { state: string }) =>
      insertUnit(db, {
        institutionId: A,
        collectionDate: day(2),
        expiryDate: shiftReportDay(last, 20),
        ...extra,
      });
    const issued = async (component: string, on: string) => {
      const unitId = await unit({ component, state: 'issued', issuedAt: at(on, 12) });
      await insertEvents(db, [
        {
          unitId,
          institutionId: A,
          at: at(day(2), 11),
          action: 'added',
          fromState: null,
          toState: 'available',
        },
        {
          unitId,
          institutionId: A,
          at: at(on, 12),
          action: 'issued',
          fromState: 'available',
          toState: 'issued',
        },
      ]);
    };
    await issued('Whole Blood', day(6));
    await issued('Whole Blood', last);
    await issued('Plasma Fresh Frozen', day(7));
    await issued('Whole Blood', shiftReportDay(last, 1)); // next month
    const disposed = (reason: string, on: string) =>
      unit({ state: 'disposed', disposeReason: reason, disposedAt: at(on, 16) });
    await disposed('expired', day(8));
    await disposed('brokenBag', day(8));
    await disposed('brokenBag', day(15));
    await disposed('reactive', shiftReportDay(first, -1)); // the month before
    // On the shelf at the close of the month: two O+ packed cells; one more expired on the last day's eve.
    for (const expiryDate of [shiftReportDay(last, 20), shiftReportDay(last, 20), shiftReportDay(last, -1)]) {
      const id = await unit({
        component: 'Red Cells Packed',
        bloodGroup: 'O+',
        state: 'available',
        expiryDate,
      });
      await insertEvents(db, [
        {
          unitId: id,
          institutionId: A,
          at: at(day(2), 11),
          action: 'added',
          fromState: null,
          toState: 'available',
        },
      ]);
    }
  });

  it("counts collections by donor type, TTI reactives by test, issues, discards and the last day's stock", async () => {
    const report = await monthly(centre, month);

    expect(report).toMatchObject({ month, from: first, to: last });
    expect(report.collections).toEqual({
      rows: [
        { donorType: 'voluntary', camp: 2, inHouse: 2, total: 4 },
        { donorType: 'replacement', camp: 0, inHouse: 1, total: 1 },
      ],
      total: 5,
      deferred: 2,
      deferrals: [
        { reason: 'Haemoglobin below 12.5 g/dL', donors: 2 },
        { reason: 'Weight below 45 kg', donors: 1 },
      ],
    });
    expect(report.tti.samplesTested).toBe(3);
    expect(report.tti.samplesReactive).toBe(2);
    expect(report.tti.rows).toEqual([
      { test: 'hiv', label: 'HIV 1 & 2', tested: 3, reactive: 1 },
      { test: 'hbsag', label: 'HBsAg', tested: 3, reactive: 1 },
      { test: 'hcv', label: 'HCV', tested: 3, reactive: 0 },
      { test: 'syphilis', label: 'Syphilis (VDRL/RPR)', tested: 3, reactive: 1 },
      { test: 'malaria', label: 'Malaria', tested: 3, reactive: 0 },
    ]);
    expect(report.issues).toEqual({
      rows: [
        { component: 'Plasma Fresh Frozen', units: 1 },
        { component: 'Whole Blood', units: 2 },
      ],
      total: 3,
    });
    expect(report.discards).toEqual({
      rows: [
        { reason: 'expired', label: 'Expired', units: 1 },
        { reason: 'brokenBag', label: 'Broken bag / storage problem', units: 2 },
      ],
      total: 3,
    });
    // Two O+ packed cells, and the whole blood issued only on the first day of this month.
    expect(report.closingStock).toEqual({
      rows: [
        { component: 'Red Cells Packed', bloodGroup: 'O+', units: 2 },
        { component: 'Whole Blood', bloodGroup: 'A+', units: 1 },
      ],
      total: 3,
    });
    // The last day's stock is the daily report's closing stock of that day.
    expect((await daily(centre, last)).totals.closing).toBe(3);
  });

  it('shows another centre none of these figures, and nothing in the files names a donor', async () => {
    const report = await monthly(other, month);
    expect(report.collections.total).toBe(1);
    expect(report.tti.samplesTested).toBe(1);
    expect(report.issues.total).toBe(0);
    expect(JSON.stringify(await monthly(centre, month))).not.toMatch(/D-[0-9a-f]{8}|Donor/);
  });

  it('sends the same figures as a spreadsheet, one sheet per section with the centre in the header', async () => {
    const response = await centre.call(reportsEndpoints.monthlyFile, { month, format: 'xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="monthly-report-${month}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Collections by donor type',
      'Deferrals by reason',
      'TTI screening  reactive by t',
      'Issues by component',
      'Discards by reason',
      'Stock on the last day',
    ]);
    const values = (name: string) =>
      (book.getWorksheet(name)?.getSheetValues() ?? []).map((row) =>
        Array.isArray(row) ? row.slice(1) : [],
      );
    const collections = values('Collections by donor type');
    expect(collections[1]).toEqual([centre.account.institution.name]);
    expect(collections).toContainEqual(['Voluntary', 2, 2, 4]);
    expect(collections).toContainEqual(['Total', 2, 3, 5]);
    expect(values('Issues by component')).toContainEqual(['Total', 3]);
    expect(values('TTI screening  reactive by t')).toContainEqual(['HBsAg', 3, 1, '33.33%']);
  });

  it('and as a printable A4 PDF', async () => {
    const response = await centre.call(reportsEndpoints.monthlyFile, { month, format: 'pdf' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await reportPdf(monthlyDocument(await monthly(centre, month)), { compress: false });
    const readable = pdf.toString('latin1');
    const text = pdfText(pdf);
    expect(text).toContain(centre.account.institution.name);
    expect(text).toContain('Generated by RaktSetu on');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('TTI screening: reactive by test');
    expect(readable).toContain('/MediaBox [0 0 595.28 841.89]');
    const day = await daily(centre, last);
    const dailyPdf = (await reportPdf(dailyStockDocument(day), { compress: false })).toString('latin1');
    // The fifteen columns of the daily register print across a landscape page.
    expect(dailyPdf).toContain('/MediaBox [0 0 841.89 595.28]');
  });
});

describe('who may read the registers, and for when', () => {
  it("refuses hospitals, NGOs and lab members: these are the blood centre staff's returns", async () => {
    for (const type of ['Hospital', 'NGO'] as const) {
      const caller = await signedInInstitution(t, { type });
      expect((await caller.call(reportsEndpoints.dailyStock, {})).statusCode).toBe(403);
      expect((await caller.call(reportsEndpoints.monthlyFile, { format: 'pdf' })).statusCode).toBe(403);
    }
    const centre = await signedInInstitution(t);
    const lab = await signIn(t, await createLabMember(t.database.db, idOf(centre)));
    expect((await lab.call(reportsEndpoints.monthly, {})).statusCode).toBe(403);
  });

  it('answers a day or month in the future, or one that does not exist, with a clear 400', async () => {
    const centre = await signedInInstitution(t);
    const tomorrow = shiftReportDay(indiaToday(), 1);
    const nextMonth = shiftReportDay(monthDays(indiaToday().slice(0, 7)).last, 1).slice(0, 7);
    const cases: [string, string][] = [
      [`/api/institution/reports/daily-stock?day=${tomorrow}`, 'The report cannot be for a day after today'],
      ['/api/institution/reports/daily-stock?day=2025-02-30', 'Choose a day as yyyy-mm-dd'],
      ['/api/institution/reports/daily-stock?day=27/11/2025', 'Choose a day as yyyy-mm-dd'],
      [
        `/api/institution/reports/monthly?month=${nextMonth}`,
        'The report cannot be for a month after this one',
      ],
      ['/api/institution/reports/monthly?month=2025-13', 'Choose a month as yyyy-mm'],
      [
        '/api/institution/reports/monthly/file?month=2025-01&format=docx',
        'Choose the file format: xlsx or pdf',
      ],
      ['/api/institution/reports/daily-stock/file?day=2025-01-01', 'Choose the file format: xlsx or pdf'],
    ];
    for (const [url, message] of cases) {
      const response = await centre.send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(message);
    }
  });

  it('reports a quiet day and month as zeros, not as an error', async () => {
    const centre = await signedInInstitution(t);
    const report = await daily(centre, '2025-01-15');
    expect(report.rows).toEqual([]);
    expect(report.totals.closing).toBe(0);
    const month = await monthly(centre, '2025-01');
    expect(month.collections.total).toBe(0);
    expect(month.tti.rows.every((row) => row.tested === 0)).toBe(true);
    const xlsx = await centre.call(reportsEndpoints.dailyStockFile, { day: '2025-01-15', format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
  });
});
