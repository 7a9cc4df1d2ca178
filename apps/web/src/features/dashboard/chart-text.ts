import type { ChartPeriod } from '@raktsetu/contract';
import { formatDate, formatDayMonth, formatMonth } from '../../lib/format';

/** One period of a chart over time: its first day (YYYY-MM-DD) and its count. */
export interface Tally {
  date: string;
  count: number;
}

/**
 * How a period is named: on the axis, "Nov 2026" for a month and "23 Nov" for the week starting that day;
 * in a sentence ("Highest: 14 on …"), a week keeps its year.
 */
export function periodLabel(date: string, period: ChartPeriod, where: 'axis' | 'text'): string {
  if (period === 'Monthly') return formatMonth(date);
  return where === 'axis' ? formatDayMonth(date) : formatDate(date);
}

/**
 * The highest and lowest periods of a chart. Of equal counts the latest is named: the clerk asks what
 * happened lately, not a year ago. Null when there is nothing to compare.
 */
export function extremesOf(tallies: readonly Tally[]): { highest: Tally; lowest: Tally } | null {
  const [first, ...rest] = tallies;
  if (!first) return null;
  let highest = first;
  let lowest = first;
  for (const tally of rest) {
    if (tally.count >= highest.count) highest = tally;
    if (tally.count <= lowest.count) lowest = tally;
  }
  return { highest, lowest };
}
