import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { latitudeSchema, longitudeSchema } from '../common/coordinates.js';
import { parseInputDate } from '../common/dates.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, nameText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { isValidEmail, isValidPhone } from '../common/validation.js';
import { genderSchema } from '../donors/donor.js';

/**
 * Fields a donor and a patient share, as the desk forms and the mobile app send them
 * (docs/spec/part-1-institution-side.md §3, §5).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

/** A calendar day typed `dd/MM/yyyy` (the forms) or sent `yyyy-mm-dd` (clients); answers `yyyy-mm-dd`. */
export function calendarDay(text: string): string | null {
  const trimmed = text.trim();
  const typed = parseInputDate(trimmed);
  if (typed) return typed.toISOString().slice(0, 10);
  const iso = ISO_DATE.exec(trimmed);
  if (!iso) return null;
  const date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
  return date.toISOString().slice(0, 10) === `${iso[1]}-${iso[2]}-${iso[3]}`
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : null;
}

/** A date field: `dd/MM/yyyy` or `yyyy-mm-dd` in, `yyyy-mm-dd` out. */
export const dayFieldSchema = (message: string = MESSAGES.invalidDate) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((text) => calendarDay(text) !== null, message)
    .transform((text) => calendarDay(text) as string);

/** An e-mail that may be left empty: empty becomes "not given". */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, MESSAGES.invalidEmail)
  .refine((value) => value === '' || isValidEmail(value), MESSAGES.invalidEmail)
  .transform((value) => (value === '' ? undefined : value.toLowerCase()))
  .optional();

/** Ten or eleven digits, no +91: the number a donor is identified by on the platform. */
export const mobileNumberSchema = z
  .union([z.string().max(20), z.number()], { error: MESSAGES.invalidPhone })
  .transform((value) =>
    String(value)
      .trim()
      .replace(/^\+?91(?=\d{10}$)/, ''),
  )
  .refine(isValidPhone, MESSAGES.invalidPhone);

/** Twelve digits; spaces as printed on the card are forgiven. Stored only as a keyed hash and its last four. */
export const AADHAAR_MESSAGE = 'Enter the 12-digit Aadhaar number';
export const aadhaarSchema = z
  .union([z.string().max(20), z.number()], { error: AADHAAR_MESSAGE })
  .transform((value) => String(value).replace(/\s+/g, ''))
  .refine((value) => /^\d{12}$/.test(value), AADHAAR_MESSAGE);

const measure = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `Enter ${what}` })
    .min(min, `${what[0]?.toUpperCase()}${what.slice(1)} must be at least ${min}`)
    .max(max, `${what[0]?.toUpperCase()}${what.slice(1)} must be at most ${max}`);

export const heightCmSchema = measure(50, 250, 'height in cm');
export const weightKgSchema = measure(2, 300, 'weight in kg');

/** The address as the forms send it: a description, optionally a point [longitude, latitude] and a landmark. */
export const personAddressSchema = z.object({
  description: lineText({ max: TEXT_LIMITS.line }).default(''),
  landmark: lineText({ max: TEXT_LIMITS.line }).optional(),
  city: lineText({ max: TEXT_LIMITS.name }).optional(),
  state: lineText({ max: TEXT_LIMITS.name }).optional(),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter a valid 6-digit PIN code')
    .optional(),
  /** GeoJSON order, [longitude, latitude]. */
  coordinates: z.tuple([longitudeSchema(), latitudeSchema()]).optional(),
});

export const personNameSchema = (message: string) => nameText({ message, required: true });

export const personCommonFields = {
  gender: genderSchema,
  bloodGroup: bloodGroupSchema,
  email: optionalEmailSchema,
  refferedBy: lineText({ max: TEXT_LIMITS.name }).optional(),
  notes: paragraphText({ max: 1000 }).optional(),
};
