import { z } from 'zod';
import { MESSAGES } from '../common/messages.js';
import { isValidEmail, isValidPhone } from '../common/validation.js';
import { CONTACT_NUMBER_MESSAGE, INSTITUTION_TYPES } from './institution.js';

/** Registration-time texts the spec leaves to "institution validation" without wording them. */
export const REGISTRATION_MESSAGES = {
  contactEmail: 'Enter valid contact email',
  contactNumber: CONTACT_NUMBER_MESSAGE,
  institutionName: 'Enter institution name',
  registrationNumber: 'Enter registration number',
  address: 'Enter address',
  keyMember: 'Enter the key member’s first name and a valid email',
  emailTaken: 'An institution with this contact email is already registered',
  keyMemberTaken: 'This key member email is already in use',
  registrationNumberTaken: 'An institution with this registration number is already registered',
} as const;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message);

export const storedFileSchema = z.object({ name: z.string().max(200), location: z.string().max(300) });

export const keyMemberSchema = z.object({
  firstName: requiredText(REGISTRATION_MESSAGES.keyMember),
  lastName: z.string().trim().max(100).default(''),
  email: z
    .string({ error: REGISTRATION_MESSAGES.keyMember })
    .trim()
    .refine(isValidEmail, REGISTRATION_MESSAGES.keyMember),
  designation: z.string().trim().max(100).default('keymember'),
});

/**
 * POST /api/institution/register. Keys are in the spec's checking order (contact e-mail, contact number,
 * institution name, registration number), so the first error reported is the first that fails.
 */
export const registrationRequestSchema = z.object({
  contactEmail: z
    .string({ error: REGISTRATION_MESSAGES.contactEmail })
    .trim()
    .refine(isValidEmail, REGISTRATION_MESSAGES.contactEmail),
  contactNumber: z
    .union([z.string(), z.number()], { error: REGISTRATION_MESSAGES.contactNumber })
    .transform((value) => String(value).trim())
    .refine(isValidPhone, REGISTRATION_MESSAGES.contactNumber),
  institutionName: requiredText(REGISTRATION_MESSAGES.institutionName),
  registrationNumber: requiredText(REGISTRATION_MESSAGES.registrationNumber),
  institutionType: z.enum(INSTITUTION_TYPES, { error: 'Choose the institution type' }),
  address: z.object(
    {
      description: requiredText(REGISTRATION_MESSAGES.address),
      city: z.string().trim().max(100).optional(),
      state: z.string().trim().max(100).optional(),
      zipcode: z.union([z.string(), z.number()]).transform(String).optional(),
      /** Facilitators send [latitude, longitude] (spec part 1 §3). */
      coordinates: z
        .tuple([z.coerce.number().min(-90).max(90), z.coerce.number().min(-180).max(180)])
        .optional(),
    },
    { error: REGISTRATION_MESSAGES.address },
  ),
  referenceId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  attachments: z.array(storedFileSchema).max(10).default([]),
  keyMembers: z
    .array(keyMemberSchema, { error: REGISTRATION_MESSAGES.keyMember })
    .min(1, REGISTRATION_MESSAGES.keyMember)
    .max(5),
  ngoType: z.string().trim().max(100).optional(),
  countryCode: z.string().trim().max(4).default('91'),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export function registrationSuccessMessage(institutionType: (typeof INSTITUTION_TYPES)[number]): string {
  return institutionType === 'NGO' ? MESSAGES.registeredFacilitator : MESSAGES.registered;
}

/** POST /api/institution/geolocation/add: every field required, "All Fileds Is Required". */
export const newDirectoryEntrySchema = z.object({
  institutionType: z.enum(INSTITUTION_TYPES, { error: MESSAGES.allFiledsRequired }),
  institutionName: requiredText(MESSAGES.allFiledsRequired),
  address: requiredText(MESSAGES.allFiledsRequired),
  city: requiredText(MESSAGES.allFiledsRequired),
  state: requiredText(MESSAGES.allFiledsRequired),
  zipcode: z
    .union([z.string(), z.number()], { error: MESSAGES.allFiledsRequired })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{6}$/.test(value), 'Enter a valid 6-digit PIN code'),
  latitude: z.coerce.number({ error: MESSAGES.allFiledsRequired }).min(-90).max(90),
  longitude: z.coerce.number({ error: MESSAGES.allFiledsRequired }).min(-180).max(180),
});
export type NewDirectoryEntry = z.input<typeof newDirectoryEntrySchema>;

export const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
  description: z.string(),
});

export const directoryEntrySchema = z.object({
  _id: z.string(),
  institutionName: z.string(),
  institutionType: z.enum(INSTITUTION_TYPES),
  /** GeoJSON order: [longitude, latitude]. */
  location: pointSchema,
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
