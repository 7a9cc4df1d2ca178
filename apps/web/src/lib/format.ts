import dayjs from 'dayjs';

/** Dates are shown DD MMM YYYY everywhere (docs/spec/part-1-institution-side.md §9). */
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
/** Dates are typed dd/MM/yyyy (dayjs spelling). */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : '';
}

const countFormat = new Intl.NumberFormat('en-IN');

/** Counts use Indian digit grouping (1,00,000). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Phone numbers are shown with the +91 prefix unless they already carry a country code. */
export function formatPhone(number: string | null | undefined, countryCode = '91'): string {
  if (!number) return '';
  const code = countryCode.replace(/^\+/, '');
  // A trunk 0 (022 for Mumbai) is dropped once the country code is in front of it.
  return `+${code} ${number.replace(/^0+/, '')}`;
}
