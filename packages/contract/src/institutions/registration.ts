import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../common/coordinates.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, nameText, TEXT_LIMITS } from '../common/text.js';
import { isValidEmail, isValidPhone } from '../common/validation.js';
import { storedFileSchema } from '../files/files.js';
import { CONTACT_NUMBER_MESSAGE, INSTITUTION_TYPES } from './institution.js';

/** Registration-time texts the spec leaves to "institution validation" without wording them. */
export const REGISTRATION_MESSAGES = {
  contactEmail: 'Enter valid contact email',
  contactNumber: CONTACT_NUMBER_MESSAGE,
  institutionName: 'Enter institution name',
  registrationNumber: 'Enter registration number',
  address: 'Enter address',
  keyMember: 'Enter the key member’s first name and a valid email',
  registrationNumberTaken: 'An institution with this registration number is already registered',
  certificate: 'Attach the registration certificate',
  zipcode: 'Enter a valid 6-digit PIN code',
} as const;

/** The longest institution name accepted ("Sree Chitra Tirunal Institute … Blood Bank" fits easily). */
export const INSTITUTION_NAME_MAX = 150;

const email = (message: string) =>
  z.string({ error: message }).trim().max(TEXT_LIMITS.email, message).refine(isValidEmail, message);

/** A PIN code: six digits, typed as text or sent as a number. */
export const zipcodeSchema = z
  .union([z.string().max(20), z.number()], { error: REGISTRATION_MESSAGES.zipcode })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{6}$/.test(value), REGISTRATION_MESSAGES.zipcode);

export const keyMemberSchema = z.object({
  firstName: nameText({ message: REGISTRATION_MESSAGES.keyMember, required: true }),
  lastName: nameText({}).default(''),
  email: email(REGISTRATION_MESSAGES.keyMember),
  designation: lineText({ max: TEXT_LIMITS.name }).default('keymember'),
});

/**
 * POST /api/institution/register. Keys are in the spec's checking order (contact e-mail, contact number,
 * institution name, registration number), so the first error reported is the first that fails.
 */
export const registrationRequestSchema = z.object({
  contactEmail: email(REGISTRATION_MESSAGES.contactEmail),
  contactNumber: z
    .union([z.string().max(20), z.number()], { error: REGISTRATION_MESSAGES.contactNumber })
    .transform((value) => String(value).trim())
    .refine(isValidPhone, REGISTRATION_MESSAGES.contactNumber),
  institutionName: nameText({
    max: INSTITUTION_NAME_MAX,
    message: REGISTRATION_MESSAGES.institutionName,
    required: true,
  }),
  registrationNumber: lineText({
    max: TEXT_LIMITS.name,
    message: REGISTRATION_MESSAGES.registrationNumber,
    required: true,
  }),
  institutionType: z.enum(INSTITUTION_TYPES, { error: 'Choose the institution type' }),
  address: z.object(
    {
      description: lineText({
        max: TEXT_LIMITS.line,
        message: REGISTRATION_MESSAGES.address,
        required: true,
      }),
      city: lineText({ max: TEXT_LIMITS.name }).optional(),
      state: lineText({ max: TEXT_LIMITS.name }).optional(),
      zipcode: zipcodeSchema.optional(),
      /** Facilitators send [latitude, longitude] (docs/spec/part-1-institution-side.md §3). */
      coordinates: z.tuple([latitudeSchema(), longitudeSchema()]).optional(),
    },
    { error: REGISTRATION_MESSAGES.address },
  ),
  referenceId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The certificate, uploaded before registering; the server checks it is an unclaimed upload. */
  attachments: z
    .array(storedFileSchema, { error: REGISTRATION_MESSAGES.certificate })
    .min(1, REGISTRATION_MESSAGES.certificate)
    .max(5),
  keyMembers: z
    .array(keyMemberSchema, { error: REGISTRATION_MESSAGES.keyMember })
    .min(1, REGISTRATION_MESSAGES.keyMember)
    .max(5),
  ngoType: lineText({ max: 50 }).optional(),
  /**
   * The keys of the ticked infrastructure items and declarations. Not in the spec's payload, so optional
   * for its clients; the web sends them and the reviewer sees them.
   */
  infrastructure: z
    .array(lineText({ max: 40 }))
    .max(20)
    .optional(),
  declarations: z
    .array(lineText({ max: 40 }))
    .max(20)
    .optional(),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,3}$/, 'Enter a country code such as 91')
    .default('91'),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export function registrationSuccessMessage(institutionType: (typeof INSTITUTION_TYPES)[number]): string {
  return institutionType === 'NGO' ? MESSAGES.registeredFacilitator : MESSAGES.registered;
}

/** POST /api/institution/geolocation/add: every field required, "All Fileds Is Required". */
export const newDirectoryEntrySchema = z.object({
  institutionType: z.enum(INSTITUTION_TYPES, { error: MESSAGES.allFiledsRequired }),
  institutionName: nameText({
    max: INSTITUTION_NAME_MAX,
    message: MESSAGES.allFiledsRequired,
    required: true,
  }),
  address: lineText({ max: TEXT_LIMITS.line, message: MESSAGES.allFiledsRequired, required: true }),
  city: lineText({ max: TEXT_LIMITS.name, message: MESSAGES.allFiledsRequired, required: true }),
  state: lineText({ max: TEXT_LIMITS.name, message: MESSAGES.allFiledsRequired, required: true }),
  zipcode: z
    .union([z.string().max(20), z.number()], { error: MESSAGES.allFiledsRequired })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{6}$/.test(value), REGISTRATION_MESSAGES.zipcode),
  latitude: latitudeSchema(MESSAGES.allFiledsRequired),
  longitude: longitudeSchema(MESSAGES.allFiledsRequired),
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
