import { CHART_SPAN, type ChartPeriod } from '@raktsetu/contract';

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first days of the periods an over-time chart shows, oldest first, ending with the one holding `today`
 * (YYYY-MM-DD): months start on the 1st, weeks on Monday — as PostgreSQL's date_trunc counts them.
 */
export function periodStarts(period: ChartPeriod, today: string): string[] {
  const day = new Date(`${today}T00:00:00Z`);
  const span = CHART_SPAN[period];
  if (period === 'Monthly') {
    return Array.from({ length: span }, (_, n) =>
      dayText(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - (span - 1 - n), 1))),
    );
  }
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return Array.from({ length: span }, (_, n) => {
    const start = new Date(monday);
    start.setUTCDate(monday.getUTCDate() - 7 * (span - 1 - n));
    return dayText(start);
  });
}

/** Every period of the span with its count, 0 where the database found none. */
export function fillPeriods(starts: string[], counted: { date: string; count: number }[]) {
  const byDate = new Map(counted.map((row) => [row.date, Number(row.count)]));
  return starts.map((date) => ({ date, count: byDate.get(date) ?? 0 }));
}
