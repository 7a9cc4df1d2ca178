import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/groups.js';
import { COMPONENTS } from '../inventory/components.js';
import { DISPOSE_REASON_VALUES, indiaToday } from '../inventory/lifecycle.js';
import { SCREENING_TESTS } from '../lab/lab.js';

/**
 * The blood centre's registers as the licensing authority and the national system (NBTC / e-RaktKosh) ask for
 * them (issue 17 item 2b): the daily stock report and the monthly report. Counts only — never a donor or a patient.
 */

export const REPORT_MESSAGES = {
  day: 'Choose a day as yyyy-mm-dd',
  futureDay: 'The report cannot be for a day after today',
  month: 'Choose a month as yyyy-mm',
  futureMonth: 'The report cannot be for a month after this one',
  tooOld: 'Choose a day from the year 2000 on',
  format: 'Choose the file format: xlsx or pdf',
} as const;

/** The earliest period a report covers: nothing older exists in any register this system keeps. */
export const FIRST_REPORT_DAY = '2000-01-01';

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day in India, yyyy-mm-dd, not after today; today when left out. */
export const reportDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.day)
  .refine(isCalendarDay, REPORT_MESSAGES.day)
  .refine((day) => day >= FIRST_REPORT_DAY, REPORT_MESSAGES.tooOld)
  // Evaluated at each call: "today" moves on while the server runs.
  .refine((day) => day <= indiaToday(), REPORT_MESSAGES.futureDay);

/** A calendar month in India, yyyy-mm, not after this one. */
export const reportMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, REPORT_MESSAGES.month)
  .refine((month) => month >= FIRST_REPORT_DAY.slice(0, 7), REPORT_MESSAGES.tooOld)
  .refine((month) => month <= indiaToday().slice(0, 7), REPORT_MESSAGES.futureMonth);

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
const formatSchema = z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format });

export const dailyStockQuerySchema = z.object({ day: reportDaySchema.optional() });
export const monthlyReportQuerySchema = z.object({ month: reportMonthSchema.optional() });
export const dailyStockFileQuerySchema = dailyStockQuerySchema.extend({ format: formatSchema });
export const monthlyReportFileQuerySchema = monthlyReportQuerySchema.extend({ format: formatSchema });
export type DailyStockQuery = z.output<typeof dailyStockQuerySchema>;
export type MonthlyReportQuery = z.output<typeof monthlyReportQuerySchema>;

/**
 * The movements of the daily stock report, in the order of the register's columns. Stock is what is on the
 * shelf and usable: quarantined, available or reserved, and not past its expiry day.
 */
export const STOCK_INFLOWS = ['collected', 'received', 'prepared', 'returned'] as const;
export const STOCK_OUTFLOWS = [
  'issued',
  'transferredOut',
  'toProcessing',
  'discarded',
  'unsafe',
  'expired',
] as const;
export type StockInflow = (typeof STOCK_INFLOWS)[number];
export type StockOutflow = (typeof STOCK_OUTFLOWS)[number];
export const STOCK_MEASURES = [
  'opening',
  ...STOCK_INFLOWS,
  ...STOCK_OUTFLOWS,
  'closing',
  'expiringSoon',
] as const;
export type StockMeasure = (typeof STOCK_MEASURES)[number];

/** Column headings of the files (the screen translates its own). */
export const STOCK_MEASURE_LABELS: Record<StockMeasure, string> = {
  opening: 'Opening stock',
  collected: 'Collected / added',
  received: 'Received (transfers in)',
  prepared: 'Components prepared',
  returned: 'Returned to stock',
  issued: 'Issued',
  transferredOut: 'Transferred out',
  toProcessing: 'Sent to processing',
  discarded: 'Discarded',
  unsafe: 'Found unsafe (TTI / lab)',
  expired: 'Expired',
  closing: 'Closing stock',
  expiringSoon: 'Expiring within 3 days',
};

const count = z.number().int().min(0);
const stockFigures = z.object(
  Object.fromEntries(STOCK_MEASURES.map((measure) => [measure, count])) as Record<StockMeasure, typeof count>,
);
export type ReportStockFigures = z.infer<typeof stockFigures>;

export const reportStockRowSchema = stockFigures.extend({
  component: z.enum(COMPONENTS),
  bloodGroup: z.enum(BLOOD_GROUPS),
});
export type ReportStockRow = z.infer<typeof reportStockRowSchema>;

/** Who the report is from, as its header prints it. */
export const reportCentreSchema = z.object({
  name: z.string(),
  address: z.string(),
  licenceNumber: z.string().nullable(),
});
export type ReportCentre = z.infer<typeof reportCentreSchema>;

export const dailyStockReportSchema = z.object({
  centre: reportCentreSchema,
  day: z.string(),
  /** Today's report closes at the moment it was made, not at midnight. */
  isToday: z.boolean(),
  closesAt: z.string(),
  generatedAt: z.string(),
  /** Component × group rows with any stock or movement; the others are all zero. */
  rows: z.array(reportStockRowSchema),
  totals: stockFigures,
});
export type DailyStockReport = z.infer<typeof dailyStockReportSchema>;

export const DONOR_TYPES = ['voluntary', 'replacement'] as const;
export type DonorType = (typeof DONOR_TYPES)[number];
export const DONOR_TYPE_LABELS: Record<DonorType, string> = {
  voluntary: 'Voluntary',
  replacement: 'Replacement',
};

export const reportCollectionRowSchema = z.object({
  donorType: z.enum(DONOR_TYPES),
  camp: count,
  inHouse: count,
  total: count,
});
export const reportDeferralRowSchema = z.object({ reason: z.string(), donors: count });

export const TTI_TESTS = SCREENING_TESTS;
export const reportTtiRowSchema = z.object({
  test: z.enum(SCREENING_TESTS.map((test) => test.key) as [string, ...string[]]),
  label: z.string(),
  tested: count,
  reactive: count,
});
export const reportComponentCountRowSchema = z.object({ component: z.enum(COMPONENTS), units: count });
export const reportDiscardRowSchema = z.object({
  reason: z.enum(DISPOSE_REASON_VALUES),
  label: z.string(),
  units: count,
});
export const reportStockCellSchema = z.object({
  component: z.enum(COMPONENTS),
  bloodGroup: z.enum(BLOOD_GROUPS),
  units: count,
});

export const monthlyReportSchema = z.object({
  centre: reportCentreSchema,
  month: z.string(),
  /** The first and last day covered: the month, or up to today for the month under way. */
  from: z.string(),
  to: z.string(),
  closesAt: z.string(),
  generatedAt: z.string(),
  collections: z.object({
    rows: z.array(reportCollectionRowSchema),
    /** Donors bled in the month. */
    total: count,
    /** Donors screened and turned away, each once. */
    deferred: count,
    deferrals: z.array(reportDeferralRowSchema),
  }),
  tti: z.object({
    /** Lab results of donations entered in the month (the current result of each sample). */
    samplesTested: count,
    samplesReactive: count,
    rows: z.array(reportTtiRowSchema),
  }),
  issues: z.object({ rows: z.array(reportComponentCountRowSchema), total: count }),
  discards: z.object({ rows: z.array(reportDiscardRowSchema), total: count }),
  /** The shelf at the close of the period, usable units by component and group. */
  closingStock: z.object({ rows: z.array(reportStockCellSchema), total: count }),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

/** The first and last calendar day of `yyyy-mm`. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/** The day before or after `day` (yyyy-mm-dd). */
export function shiftReportDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The file a report is saved as, e.g. `daily-stock-2026-11-27.xlsx`. */
export function reportFileName(kind: 'daily-stock' | 'monthly-report', period: string, format: ReportFormat) {
  return `${kind}-${period}.${format}`;
}
