/**
 * Dates as the people of an Indian blood bank read and type them (docs/decisions/0014).
 *
 * - Display is `DD MMM YYYY` in India time. India has kept UTC+05:30 without daylight saving since 1945,
 *   so a fixed offset is exact and no time-zone database or date library is needed.
 * - Input is `dd/MM/yyyy`. A typed date has no time of day; it becomes 00:00 UTC of that calendar day.
 *   That instant falls at 05:30 on the same day in India, so it shows as the day that was typed whether
 *   a reader formats it in India time or in UTC, and `toISOString().slice(0, 10)` gives the same day too.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time, UTC+05:30, unchanged since 1945. */
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** What the date helpers accept: a Date, epoch milliseconds, or an ISO 8601 string as the API sends. */
export type DateLike = Date | number | string;

// Only ISO strings: `new Date('05/03/2026')` would read 5 March as 3 May.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function toDate(value: DateLike | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && !ISO_DATE.test(value.trim())) return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.trim() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface CalendarDay {
  year: number;
  month: number; // 1–12
  day: number;
}

function indiaCalendarDay(date: Date): CalendarDay {
  const shifted = new Date(date.getTime() + INDIA_UTC_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** `05 Mar 2026`; an empty string for a missing or unreadable value, so a table cell stays blank. */
export function formatDate(value: DateLike | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = indiaCalendarDay(date);
  return `${pad2(day)} ${MONTH_NAMES[month - 1]} ${pad4(year)}`;
}

/** `05/03/2026`, the form of a date input; the inverse of `parseInputDate`. */
export function formatInputDate(value: DateLike | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = indiaCalendarDay(date);
  return `${pad2(day)}/${pad2(month)}/${pad4(year)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const INPUT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads `dd/MM/yyyy` (one-digit day and month are forgiven, as people type them) into 00:00 UTC of that
 * day. Answers null for anything that is not a real calendar date, such as 31/02/2026 or 29/02/2027.
 */
export function parseInputDate(text: string): Date | null {
  const match = INPUT_DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

/** Whole days since 1970-01-01 of the calendar day the instant falls on in India. */
export function indiaDayNumber(value: DateLike): number {
  const date = toDate(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  return Math.floor((date.getTime() + INDIA_UTC_OFFSET_MS) / DAY_MS);
}

/** Calendar days from `from` to `to` as counted on an Indian wall calendar (negative when `to` is earlier). */
export function calendarDaysBetween(from: DateLike, to: DateLike): number {
  return indiaDayNumber(to) - indiaDayNumber(from);
}

/** docs/spec/part-1-institution-side.md §5 "select date today/after today!": true for a day before today in India. */
export function isBeforeToday(value: DateLike, now: DateLike = new Date()): boolean {
  return indiaDayNumber(value) < indiaDayNumber(now);
}

/** docs/spec/part-2-operations-and-admin.md §5 "Please select date after today!": true only for a day after today in India. */
export function isAfterToday(value: DateLike, now: DateLike = new Date()): boolean {
  return indiaDayNumber(value) > indiaDayNumber(now);
}

/** The instant `days` × 24 hours later; exact in India, which has no daylight-saving jumps. */
export function addDays(value: Date, days: number): Date {
  return new Date(value.getTime() + days * DAY_MS);
}

/** Completed years on `on`, by the Indian calendar; someone born on 29 February turns a year older on 1 March. */
export function ageInYears(dateOfBirth: DateLike, on: DateLike = new Date()): number {
  const birth = toDate(dateOfBirth);
  const today = toDate(on);
  if (!birth || !today) throw new RangeError('ageInYears needs two dates');
  const b = indiaCalendarDay(birth);
  const t = indiaCalendarDay(today);
  const hadBirthday = t.month > b.month || (t.month === b.month && t.day >= b.day);
  return t.year - b.year - (hadBirthday ? 0 : 1);
}

/**
 * The same calendar day (`yyyy-mm-dd`) `years` earlier — the last birthday that makes a person `years` old on
 * `day`. 29 February of a year without one is 28 February: the date must exist for the database to read it.
 */
export function sameDayYearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  const monthAndDay = day.slice(4);
  return monthAndDay === '-02-29' && !isLeapYear(year) ? `${year}-02-28` : `${year}${monthAndDay}`;
}
