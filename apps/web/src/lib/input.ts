/**
 * Cleaning what people type or paste into numeric text fields. These fields are text, not number inputs:
 * a landline keeps its leading 0, and a pasted "+91 98220 12345" must not be cut short by a maxLength.
 */

/** Digits only, at most `max` of them. */
export function cleanDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/**
 * A phone number as the API wants it: 10 digits (mobile) or 11 (landline with its 0), no country code.
 * A pasted +91 or 0091 in front is dropped, and so is a bare 91 in front of a 10-digit number.
 */
export function cleanPhone(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (/^\s*(\+|00)91/.test(text)) digits = digits.replace(/^(00)?91/, '');
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return digits.slice(0, 11);
}

/** Latitude and longitude: digits, one point and a leading minus only. */
export function cleanDecimal(text: string): string {
  const kept = text.replace(/[^\d.-]/g, '');
  const sign = kept.startsWith('-') ? '-' : '';
  const [whole = '', ...rest] = kept.replace(/-/g, '').split('.');
  return sign + (rest.length > 0 ? `${whole}.${rest.join('')}` : whole);
}
