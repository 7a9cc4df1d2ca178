import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../common/envelope.js';
import { MESSAGES } from '../common/messages.js';
import {
  INSTITUTION_STATES,
  INSTITUTION_STATUSES,
  INSTITUTION_TYPES,
  institutionAddressSchema,
} from '../institutions/institution.js';
import { storedFileSchema } from '../institutions/registration.js';

export const INSTITUTION_SORT_FIELDS = [
  'institutionName',
  'institutionType',
  'addedAt',
  'status',
  'city',
] as const;

export const institutionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(INSTITUTION_SORT_FIELDS).default('addedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
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
  keyMember: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), designation: z.string() })
    .nullable(),
  declineReason: z.string().nullable(),
  addedAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

/** POST /api/institution/verify — a decline must say why. */
export const verifyInstitutionRequestSchema = z
  .object({
    id: z.string().max(64),
    status: z.enum(['approved', 'declined']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((body) => body.status !== 'declined' || (body.reason ?? '').length > 0, {
    message: MESSAGES.commentRequiredForDecline,
    path: ['reason'],
  });
