import {
  BLOOD_GROUPS,
  type BloodGroup,
  type DailyStockReport,
  DONOR_TYPE_LABELS,
  formatDate,
  type MonthlyReport,
  monthDays,
  type ReportCentre,
  STOCK_MEASURE_LABELS,
  STOCK_MEASURES,
} from '@raktsetu/contract';

/**
 * A report laid out for paper and spreadsheets: a header and titled tables. The .xlsx and the PDF are both drawn
 * from this one layout, so they always carry the same figures as the screen. The files are in English, the
 * language of the returns the licensing authority and the national system receive.
 */
export interface ReportTable {
  title: string;
  /** A short line under the title: what is counted. */
  note?: string;
  columns: string[];
  rows: (string | number)[][];
  /** The last row, in bold: totals. */
  total?: (string | number)[];
  /** Wide tables are printed on a landscape page. */
  wide?: boolean;
}

export interface ReportDocument {
  title: string;
  centre: ReportCentre;
  period: string;
  generatedAt: string;
  tables: ReportTable[];
}

/** "27 Nov 2026, 10:42" in India time. */
export function indiaDateTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000);
  return `${formatDate(iso)}, ${shifted.toISOString().slice(11, 16)}`;
}

export function dailyStockDocument(report: DailyStockReport): ReportDocument {
  const measures = STOCK_MEASURES;
  return {
    title: 'Daily stock report',
    centre: report.centre,
    period: report.isToday
      ? `${formatDate(report.day)} (up to ${indiaDateTime(report.closesAt)})`
      : formatDate(report.day),
    generatedAt: report.generatedAt,
    tables: [
      {
        title: 'Stock by component and blood group',
        note: 'Units. Stock is on the shelf and not past its expiry day. Opening = previous day closing; expired = units whose last day of use was the previous day. Opening + in - out = closing.',
        columns: ['Component', 'Group', ...measures.map((measure) => STOCK_MEASURE_LABELS[measure])],
        rows: report.rows.map((row) => [row.component, row.bloodGroup, ...measures.map((m) => row[m])]),
        total: ['Total', '', ...measures.map((measure) => report.totals[measure])],
        wide: true,
      },
    ],
  };
}

export function monthlyDocument(report: MonthlyReport): ReportDocument {
  const { collections, tti, issues, discards, closingStock } = report;
  const groups = BLOOD_GROUPS.filter(
    (group) => group !== 'HH' || closingStock.rows.some((row) => row.bloodGroup === 'HH'),
  );
  const components = [...new Set(closingStock.rows.map((row) => row.component))];
  const unitsOf = (component: string, group: BloodGroup) =>
    closingStock.rows.find((row) => row.component === component && row.bloodGroup === group)?.units ?? 0;
  const monthName = formatDate(`${report.month}-01`).slice(3);
  return {
    title: 'Monthly report',
    centre: report.centre,
    // The month under way is counted up to today: the period says so.
    period:
      report.to === monthDays(report.month).last
        ? monthName
        : `${monthName} (${formatDate(report.from)} to ${formatDate(report.to)})`,
    generatedAt: report.generatedAt,
    tables: [
      {
        title: 'Collections by donor type',
        note: `Donors bled. Deferred (screened and not bled): ${collections.deferred}.`,
        columns: ['Donor type', 'Camp', 'In-house', 'Total'],
        rows: collections.rows.map((row) => [
          DONOR_TYPE_LABELS[row.donorType],
          row.camp,
          row.inHouse,
          row.total,
        ]),
        total: [
          'Total',
          collections.rows.reduce((sum, row) => sum + row.camp, 0),
          collections.rows.reduce((sum, row) => sum + row.inHouse, 0),
          collections.total,
        ],
      },
      {
        title: 'Deferrals by reason',
        note: 'A donor deferred for two reasons counts under each.',
        columns: ['Reason', 'Donors'],
        rows: collections.deferrals.map((row) => [row.reason, row.donors]),
      },
      {
        title: 'TTI screening: reactive by test',
        note: `Samples tested: ${tti.samplesTested}; reactive for at least one test: ${tti.samplesReactive}.`,
        columns: ['Test', 'Tested', 'Reactive', 'Reactive %'],
        rows: tti.rows.map((row) => [
          row.label,
          row.tested,
          row.reactive,
          row.tested > 0 ? `${((row.reactive / row.tested) * 100).toFixed(2)}%` : '-',
        ]),
      },
      {
        title: 'Issues by component',
        columns: ['Component', 'Units issued'],
        rows: issues.rows.map((row) => [row.component, row.units]),
        total: ['Total', issues.total],
      },
      {
        title: 'Discards by reason',
        columns: ['Reason', 'Units'],
        rows: discards.rows.map((row) => [row.label, row.units]),
        total: ['Total', discards.total],
      },
      {
        title: 'Stock on the last day',
        note:
          report.to === monthDays(report.month).last
            ? `Usable units on the shelf at the close of ${formatDate(report.to)}.`
            : `Usable units on the shelf at ${indiaDateTime(report.closesAt)}.`,
        columns: ['Component', ...groups, 'Total'],
        rows: components.map((component) => [
          component,
          ...groups.map((group) => unitsOf(component, group)),
          groups.reduce((sum, group) => sum + unitsOf(component, group), 0),
        ]),
        total: [
          'Total',
          ...groups.map((group) =>
            closingStock.rows.filter((row) => row.bloodGroup === group).reduce((s, row) => s + row.units, 0),
          ),
          closingStock.total,
        ],
        wide: true,
      },
    ],
  };
}
