import { z } from 'zod';
import { parseInputDate } from './dates.js';
import { MESSAGES } from './messages.js';
import { hasControlCharacters, TEXT_LIMITS } from './text.js';

/** docs/spec/part-1-institution-side.md §9 and docs/spec/part-2-operations-and-admin.md §9. */
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const PHONE_LENGTHS = [10, 11] as const;
/** docs/spec/part-2-operations-and-admin.md §5: a temporary block lasts fewer than 182.5 days (six months). */
export const MAX_BLOCK_PERIOD_DAYS = 182.5;

/** The special characters of the product's password rule (docs/spec/part-2-operations-and-admin.md §5), exactly these and no others. */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

/**
 * At least 8 characters with an upper-case letter, a lower-case letter, a digit and one of
 * `# ? ! @ $ % ^ & * -`. Letters are the ASCII ones the rule text names; other characters are allowed
 * but count towards nothing except the length.
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIAL_CHARACTERS].some((c) => password.includes(c))
  );
}

/** Ten digits (a mobile number) or eleven (a landline with its leading 0); digits only, no +91. */
export function isValidPhone(phone: string): boolean {
  return /^\d{10,11}$/.test(phone);
}

// A practical address check, not full RFC 5322: what a person types and a mail server delivers.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    /^[A-Za-z]{2,}$/.test(tld)
  );
}

/**
 * A temporary block period in days: digits only and below 182.5 (docs/spec/part-2-operations-and-admin.md §5). Zero is refused as well,
 * since a block of no days blocks nothing (docs/decisions/0016).
 */
export function isValidBlockPeriodDays(value: string | number): boolean {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : value;
  if (!/^\d+$/.test(text)) return false;
  const days = Number(text);
  return days >= 1 && days < MAX_BLOCK_PERIOD_DAYS;
}

/** Exactly six digits (docs/spec/part-1-institution-side.md §9). */
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function isValidOtp(otp: string): boolean {
  return OTP_PATTERN.test(otp);
}

// Shared schemas: the api validates with them and the web's form resolver uses the same ones. Each refuses
// control characters through its rule (digits, an address, the password classes) and has a length bound.
export const strongPasswordSchema = z
  .string({ error: MESSAGES.passwordEmpty })
  .min(1, MESSAGES.passwordEmpty)
  .max(TEXT_LIMITS.password, MESSAGES.passwordWeak)
  .refine(isStrongPassword, MESSAGES.passwordWeak)
  .refine((value) => !hasControlCharacters(value), MESSAGES.passwordWeak);
export const phoneSchema = z.string().trim().max(20).refine(isValidPhone, MESSAGES.invalidPhone);
export const emailSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, MESSAGES.invalidEmail)
  .refine(isValidEmail, MESSAGES.invalidEmail);
export const otpSchema = z.string().trim().max(20).refine(isValidOtp, MESSAGES.invalidOtp);
export const blockPeriodDaysSchema = z
  .union([z.string().trim(), z.number()])
  .refine(isValidBlockPeriodDays, MESSAGES.invalidBlockPeriod)
  .transform(Number);
/** A `dd/MM/yyyy` text that is a real calendar date; parse it with `parseInputDate`. */
export const inputDateSchema = z
  .string()
  .trim()
  .refine((text) => parseInputDate(text) !== null, MESSAGES.invalidDate);
