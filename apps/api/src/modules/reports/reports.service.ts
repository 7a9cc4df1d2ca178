import {
  BLOOD_GROUPS,
  COMPONENTS,
  type DailyStockReport,
  DISPOSE_REASON_VALUES,
  DISPOSE_REASONS,
  DONOR_TYPES,
  indiaToday,
  type MonthlyReport,
  monthDays,
  type ReportCentre,
  type ReportStockFigures,
  type ReportStockRow,
  STOCK_MEASURES,
  type StockMeasure,
  shiftReportDay,
  TTI_TESTS,
} from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { createReportsRepository, type MovementRow } from './reports.repository.js';

/** The instant a calendar day begins in India (UTC+05:30, no daylight saving). */
export const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** How many deferral reasons the monthly report lists; the rarer ones are few and add nothing to a return. */
const DEFERRAL_REASONS_SHOWN = 15;

/** Which column of the register a change that put a unit on the shelf, or took it off, belongs to. */
function measureOf(movement: Pick<MovementRow, 'action' | 'direction'>): StockMeasure {
  if (movement.direction === 1) {
    switch (movement.action) {
      case 'collected':
      case 'added':
        return 'collected';
      case 'transfer-accepted':
        return 'received';
      case 'made-from':
        return 'prepared';
      default:
        // Back from processing, a transfer the receiver declined.
        return 'returned';
    }
  }
  switch (movement.action) {
    case 'issued':
      return 'issued';
    case 'transfer-sent':
      return 'transferredOut';
    case 'to-processing':
      return 'toProcessing';
    case 'found-unsafe':
      return 'unsafe';
    default:
      // Disposal; and any way off the shelf added later lands where a clerk looks for lost units.
      return 'discarded';
  }
}

const zeroFigures = (): ReportStockFigures =>
  Object.fromEntries(STOCK_MEASURES.map((measure) => [measure, 0])) as ReportStockFigures;

const byRegisterOrder = (a: ReportStockRow, b: ReportStockRow) =>
  COMPONENTS.indexOf(a.component) - COMPONENTS.indexOf(b.component) ||
  BLOOD_GROUPS.indexOf(a.bloodGroup) - BLOOD_GROUPS.indexOf(b.bloodGroup);

/** The blood centre's registers (issue 17 item 2b): counts only, never a donor or a patient. */
export function createReportsService(deps: { db: Db; now?: () => Date }) {
  const repository = createReportsRepository(deps.db);
  const now = () => deps.now?.() ?? new Date();

  async function centreOf(ctx: InstitutionContext): Promise<ReportCentre> {
    const row = await repository.centre(ctx.institutionId);
    const place = [row?.address, row?.city, [row?.state, row?.zipcode].filter(Boolean).join(' ')]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ');
    return { name: row?.name ?? '', address: place, licenceNumber: row?.licence?.trim() || null };
  }

  /**
   * The register of one day. Opening stock is the previous day's closing stock, so units whose last day of use
   * was yesterday are in it and leave it as "expired" at the first moment of the day; then every change of the
   * day; then the closing stock, counted again from the history (today's from the shelf as it is now): opening +
   * in − out = closing holds by itself, and checks the history against the shelf.
   */
  async function dailyStock(ctx: InstitutionContext, input: { day?: string | undefined }) {
    const at = now();
    const today = indiaToday(at);
    const day = input.day ?? today;
    const isToday = day === today;
    const opensAt = indiaMidnight(day);
    const closesAt = isToday ? at : indiaMidnight(shiftReportDay(day, 1));
    const yesterday = shiftReportDay(day, -1);
    const [opening, movements, closing, centre] = await Promise.all([
      repository.shelfAt(ctx.institutionId, opensAt, yesterday, yesterday),
      // Today's changes to the end of the day: none is later than now, except a change written ahead of its
      // time (the demo's bags of the day are stamped 11:00), which the shelf already shows.
      repository.movements(ctx.institutionId, opensAt, indiaMidnight(shiftReportDay(day, 1)), day),
      isToday
        ? repository.shelfNow(ctx.institutionId, day, shiftReportDay(day, 3))
        : repository.shelfAt(ctx.institutionId, closesAt, day, shiftReportDay(day, 3)),
      centreOf(ctx),
    ]);
    const cells = new Map<string, ReportStockRow>();
    const cell = (component: ReportStockRow['component'], bloodGroup: ReportStockRow['bloodGroup']) => {
      const key = `${component}|${bloodGroup}`;
      let row = cells.get(key);
      if (!row) {
        row = { component, bloodGroup, ...zeroFigures() };
        cells.set(key, row);
      }
      return row;
    };
    for (const row of opening) {
      const figures = cell(row.component, row.bloodGroup);
      figures.opening += row.units;
      figures.expired += row.flagged;
    }
    for (const row of movements) cell(row.component, row.bloodGroup)[measureOf(row)] += row.units;
    for (const row of closing) {
      const figures = cell(row.component, row.bloodGroup);
      figures.closing += row.units;
      figures.expiringSoon += row.flagged;
    }
    const rows = [...cells.values()].sort(byRegisterOrder);
    const totals = zeroFigures();
    for (const row of rows) for (const measure of STOCK_MEASURES) totals[measure] += row[measure];
    return {
      centre,
      day,
      isToday,
      closesAt: closesAt.toISOString(),
      generatedAt: at.toISOString(),
      rows,
      totals,
    } satisfies DailyStockReport;
  }

  /** The month's return to the national system; the month under way is counted up to now. */
  async function monthly(ctx: InstitutionContext, input: { month?: string | undefined }) {
    const at = now();
    const today = indiaToday(at);
    const month = input.month ?? today.slice(0, 7);
    const { first, last: lastOfMonth } = monthDays(month);
    const current = month === today.slice(0, 7);
    const last = current ? today : lastOfMonth;
    const from = indiaMidnight(first);
    const to = current ? at : indiaMidnight(shiftReportDay(lastOfMonth, 1));
    const tests = TTI_TESTS.map((test) => test.key);
    const [centre, donations, deferralReasons, screening, issued, disposed, shelf] = await Promise.all([
      centreOf(ctx),
      repository.donationsByType(ctx.institutionId, first, last),
      repository.deferralReasons(ctx.institutionId, first, last, DEFERRAL_REASONS_SHOWN),
      repository.screening(ctx.institutionId, from, to, tests),
      repository.issuedByComponent(ctx.institutionId, from, to),
      repository.disposedByReason(ctx.institutionId, from, to),
      current
        ? repository.shelfNow(ctx.institutionId, last, last)
        : repository.shelfAt(ctx.institutionId, to, last, last),
    ]);

    const collectionRows = DONOR_TYPES.map((donorType) => {
      const bled = donations.filter(
        (row) => row.outcome === 'donated' && row.replacement === (donorType === 'replacement'),
      );
      const camp = bled.filter((row) => row.camp).reduce((sum, row) => sum + row.donors, 0);
      const inHouse = bled.filter((row) => !row.camp).reduce((sum, row) => sum + row.donors, 0);
      return { donorType, camp, inHouse, total: camp + inHouse };
    });
    const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);
    const issueRows = COMPONENTS.flatMap((component) => {
      const units = sum(
        issued.filter((row) => row.component === component),
        (row) => row.units,
      );
      return units > 0 ? [{ component, units }] : [];
    });
    const discardRows = DISPOSE_REASON_VALUES.flatMap((reason) => {
      // A unit disposed before reasons were required reads as "Other".
      const units = sum(
        disposed.filter((row) => (row.reason ?? 'other') === reason),
        (row) => row.units,
      );
      return units > 0 ? [{ reason, label: DISPOSE_REASONS[reason], units }] : [];
    });
    const stockRows = shelf
      .map((row) => ({ component: row.component, bloodGroup: row.bloodGroup, units: row.units }))
      .sort(
        (a, b) =>
          COMPONENTS.indexOf(a.component) - COMPONENTS.indexOf(b.component) ||
          BLOOD_GROUPS.indexOf(a.bloodGroup) - BLOOD_GROUPS.indexOf(b.bloodGroup),
      );
    return {
      centre,
      month,
      from: first,
      to: last,
      closesAt: to.toISOString(),
      generatedAt: at.toISOString(),
      collections: {
        rows: collectionRows,
        total: sum(collectionRows, (row) => row.total),
        deferred: sum(
          donations.filter((row) => row.outcome === 'deferred'),
          (row) => row.donors,
        ),
        deferrals: deferralReasons,
      },
      tti: {
        samplesTested: screening.tested ?? 0,
        samplesReactive: screening.reactive ?? 0,
        rows: TTI_TESTS.map((test) => ({
          test: test.key,
          label: test.label,
          tested: screening[`${test.key}_tested`] ?? 0,
          reactive: screening[`${test.key}_reactive`] ?? 0,
        })),
      },
      issues: { rows: issueRows, total: sum(issueRows, (row) => row.units) },
      discards: { rows: discardRows, total: sum(discardRows, (row) => row.units) },
      closingStock: { rows: stockRows, total: sum(stockRows, (row) => row.units) },
    } satisfies MonthlyReport;
  }

  return { dailyStock, monthly };
}

export type ReportsService = ReturnType<typeof createReportsService>;
