import { formatDateTime } from '../../lib/format';

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "just now" in the page's language: how fresh a count is matters more to
 * someone looking for blood than the clock time, which the caller shows beside it. The browser's own
 * wording (Intl) covers Hindi as well as English without a text per unit.
 */
export function relativeTime(at: string | Date, language: string, now: Date = new Date()): string {
  // A change stamped a little "in the future" (the server's clock ahead of the phone's) is simply now.
  const seconds = Math.min(0, Math.round((new Date(at).getTime() - now.getTime()) / 1000));
  // Latin digits in Hindi too, as every number of the app (lib/format.ts): the locale's -u-nu-latn.
  const format = new Intl.RelativeTimeFormat(`${language}-u-nu-latn`, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact time, for a tooltip: "26 Nov 2026, 14:05". */
export function exactTime(at: string | Date): string {
  return formatDateTime(at);
}
