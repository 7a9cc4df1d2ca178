import dayjs from 'dayjs';
import { currentLanguage, localeOf } from './language';

/**
 * Dates and numbers in the page's language (lib/language.ts): Indian digit grouping (1,00,000) in English and
 * in Hindi, with Latin digits in both, as Indian government sites write them; month names in the language.
 */

/** Dates are shown DD MMM YYYY everywhere (docs/spec/part-1-institution-side.md §9). */
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
/** Dates are typed dd/MM/yyyy (dayjs spelling). */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

type DateValue = string | number | Date | null | undefined;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = localeOf(currentLanguage());
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' });
    numberFormats.set(key, format);
  }
  return format;
}

/** Counts use Indian digit grouping (1,00,000). */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}

/** A measure with at most `fractionDigits` decimals (12.5 km). */
export function formatNumber(value: number, fractionDigits = 0): string {
  return numberFormat({ maximumFractionDigits: fractionDigits }).format(value);
}

/** An amount in whole rupees with Indian digit grouping: ₹1,00,000. */
export function formatRupees(amount: number): string {
  return numberFormat({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}

/** The browser's short Hindi month names ("सित॰"), so no dayjs locale has to ship with every screen. */
const hindiMonth = new Intl.DateTimeFormat('hi-IN', { month: 'short' });

/**
 * `value` in dayjs's `pattern` ("07 Mar 2025", "07 मार्च 2025"), digits Latin in both languages. English keeps
 * dayjs's own month names ("Sep", where the browser's en-IN says "Sept"). Empty for a missing or unreadable
 * date.
 */
function formatIn(value: DateValue, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const written =
    currentLanguage() === 'hi' ? pattern.replace('MMM', `[${hindiMonth.format(date.toDate())}]`) : pattern;
  return date.format(written);
}

export function formatDate(value: DateValue): string {
  return formatIn(value, DATE_DISPLAY_FORMAT);
}

/** "07 Mar 2025, 14:05" (24-hour clock); with seconds when a log needs them. */
export function formatDateTime(value: DateValue, options: { seconds?: boolean } = {}): string {
  return formatIn(value, `${DATE_DISPLAY_FORMAT}, ${options.seconds ? 'HH:mm:ss' : 'HH:mm'}`);
}

/** "Mar 2025": a month of a chart. */
export function formatMonth(value: DateValue): string {
  return formatIn(value, 'MMM YYYY');
}

/** "07 Mar": a day on a chart's axis, where the year is the chart's. */
export function formatDayMonth(value: DateValue): string {
  return formatIn(value, 'DD MMM');
}

/** Phone numbers are shown with the +91 prefix unless they already carry a country code. */
export function formatPhone(number: string | null | undefined, countryCode = '91'): string {
  if (!number) return '';
  const code = countryCode.replace(/^\+/, '');
  // A trunk 0 (022 for Mumbai) is dropped once the country code is in front of it.
  return `+${code} ${number.replace(/^0+/, '')}`;
}
