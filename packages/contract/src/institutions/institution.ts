import { z } from 'zod';

export const INSTITUTION_TYPES = ['Hospital', 'BloodBank', 'Both', 'NGO'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export const INSTITUTION_STATUSES = ['Pending', 'Confirmed', 'Declined'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];

/** `state` is the spec's word for whether an approved institution may work (part 2 §3). */
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
