import { z } from 'zod';
import { listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText } from '../common/text.js';
import { storedFileSchema } from '../files/files.js';
import {
  INSTITUTION_STATES,
  INSTITUTION_STATUSES,
  INSTITUTION_TYPES,
  institutionAddressSchema,
} from '../institutions/institution.js';

export const INSTITUTION_SORT_FIELDS = [
  'institutionName',
  'institutionType',
  'addedAt',
  'status',
  'city',
] as const;

/** New registrations first: what an administrator opens the list for. */
export const institutionListQuerySchema = listQuerySchema({
  sort: INSTITUTION_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
});
export type InstitutionListQuery = z.input<typeof institutionListQuerySchema>;

export const adminInstitutionSchema = z.object({
  _id: z.string(),
  institutionName: z.string(),
  registrationNumber: z.string().nullable(),
  registrationId: z.string().nullable(),
  institutionType: z.enum(INSTITUTION_TYPES),
  ngoType: z.string().nullable(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  address: institutionAddressSchema,
  status: z.enum(INSTITUTION_STATUSES),
  state: z.enum(INSTITUTION_STATES),
  attachments: z.array(storedFileSchema),
  /** Keys of the infrastructure items and declarations the institution ticked when it registered. */
  infrastructure: z.array(z.string()),
  declarations: z.array(z.string()),
  keyMember: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), designation: z.string() })
    .nullable(),
  declineReason: z.string().nullable(),
  addedAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

export const RATING_KINDS = ['institution', 'delivery'] as const;

/** A person's rating of an institution or of a delivery it made (docs/spec/part-2-operations-and-admin.md §3). */
export const institutionRatingSchema = z.object({
  _id: z.string(),
  kind: z.enum(RATING_KINDS),
  addedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  /** 1 to 5 stars (the spec's name). */
  avarageRating: z.number(),
  addedAt: z.string(),
  comments: z.string(),
});
export type InstitutionRating = z.infer<typeof institutionRatingSchema>;

/** How many of each kind of rating the detail page shows, newest first. */
export const RATINGS_SHOWN = 20;

/**
 * GET /api/super-admin/bloodbank/institution-detail: the review record and what the detail page adds, under the
 * spec's names (§3 Institution): opening hours, the authorised signatory, camps, subscription and ratings.
 */
export const adminInstitutionDetailSchema = adminInstitutionSchema.extend({
  /** Opening hours from the institution's settings. */
  time: z.string(),
  /** The medical officer in charge, who signs for the institution; '' until its settings name one. */
  authign: z.string(),
  /** Camps it runs or organised, drafts left out. */
  camps: z.number(),
  subscriptions: z
    .object({ planName: z.string(), quantity: z.number(), remaining: z.number(), subscribedAt: z.string() })
    .nullable(),
  /** The mean of all its ratings, or null with none. */
  avarageRating: z.number().nullable(),
  /** The newest ratings of each kind. */
  ratings: z.array(institutionRatingSchema),
});
export type AdminInstitutionDetail = z.infer<typeof adminInstitutionDetailSchema>;

/** POST /api/institution/verify — a decline must say why. */
export const verifyInstitutionRequestSchema = z
  .object({
    id: lineText({ max: 64, required: true }),
    status: z.enum(['approved', 'declined']),
    reason: paragraphText({ max: 1000 }).optional(),
  })
  .refine((body) => body.status !== 'declined' || (body.reason ?? '').length > 0, {
    message: MESSAGES.commentRequiredForDecline,
    path: ['reason'],
  });

/**
 * POST /api/super-admin/action/institution (docs/spec/part-2-operations-and-admin.md §3 block action payload,
 * §4, §5): the state the institution is to be in, with the administrator's comment and supporting files.
 */
export const institutionActionRequestSchema = z.object({
  institutionId: lineText({ max: 64, message: 'Choose an institution', required: true }),
  /** Sent by the screen for the record; the server reads the name from the institution itself. */
  institutionName: lineText({ max: 300 }).optional(),
  comment: paragraphText({ max: 1000, message: MESSAGES.commentRequired, required: true }),
  attachment: z.array(storedFileSchema).max(5, 'Attach at most 5 files').default([]),
  state: z.enum(INSTITUTION_STATES),
});
export type InstitutionActionRequest = z.input<typeof institutionActionRequestSchema>;
