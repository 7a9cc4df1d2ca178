import { z } from 'zod';
import { lineText, TEXT_LIMITS } from '../common/text.js';
import { isValidPhone } from '../common/validation.js';
import { storedFileSchema } from '../files/files.js';

export const INSTITUTION_TYPES = ['Hospital', 'BloodBank', 'Both', 'NGO'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export const INSTITUTION_STATUSES = ['Pending', 'Confirmed', 'Declined'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];

/** `state` is the spec's word for whether an approved institution may work (docs/spec/part-2-operations-and-admin.md §3). */
export const INSTITUTION_STATES = ['Active', 'Blocked'] as const;
export type InstitutionState = (typeof INSTITUTION_STATES)[number];

/** Blood banks and institutions that are both run the full menu: inventory, lab, chat, settings. */
export function hasFullMenu(type: InstitutionType): boolean {
  return type === 'BloodBank' || type === 'Both';
}

export const institutionAddressSchema = z.object({
  description: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
});

export const institutionProfileSchema = z.object({
  _id: z.string(),
  institutionName: z.string(),
  institutionType: z.enum(INSTITUTION_TYPES),
  registrationNumber: z.string().nullable(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  countryCode: z.string(),
  address: institutionAddressSchema,
  status: z.enum(INSTITUTION_STATUSES),
  state: z.enum(INSTITUTION_STATES),
  images: z.array(z.object({ name: z.string(), location: z.string() }).nullable()),
  addedAt: z.string(),
});
export type InstitutionProfile = z.infer<typeof institutionProfileSchema>;

/** The spec's phone rule (10 or 11 digits) worded for an institution's contact number. */
export const CONTACT_NUMBER_MESSAGE = 'Contact number must be 10 or 11 digits';

/** Profile images are files uploaded through POST /api/generic/file; only PNG and JPEG show as tiles. */
export const PROFILE_IMAGE_TILES = 5;
const imageFileSchema = storedFileSchema.refine((file) => /\.(png|jpg)$/.test(file.location), {
  message: 'Choose a PNG or JPEG image',
  path: ['location'],
});

/**
 * POST /api/institution/edit: what an institution may change itself. Its name, type, registration number
 * and contact e-mail were verified at approval and change only through RaktSetu (docs/decisions/0005).
 */
export const institutionEditRequestSchema = z.object({
  contactNumber: z.string().trim().max(20).refine(isValidPhone, CONTACT_NUMBER_MESSAGE).optional(),
  address: z
    .object({ description: lineText({ max: TEXT_LIMITS.line, message: 'Enter address', required: true }) })
    .optional(),
  images: z.array(imageFileSchema.nullable()).max(PROFILE_IMAGE_TILES).optional(),
});
export type InstitutionEditRequest = z.input<typeof institutionEditRequestSchema>;

/** An institution as a picker lists it (the Request Blood popup's "for", GET institution/list). */
export const institutionSummarySchema = z.object({
  _id: z.string(),
  institutionName: z.string(),
  institutionType: z.enum(INSTITUTION_TYPES),
  address: z.object({ description: z.string(), city: z.string().nullable() }),
});
export type InstitutionSummary = z.infer<typeof institutionSummarySchema>;
