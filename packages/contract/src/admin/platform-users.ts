import { z } from 'zod';
import { bloodGroupFilter, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText } from '../common/text.js';
import { genderSchema } from '../donors/donor.js';
import { blockTypeSchema } from '../donors/reasons.js';
import { storedFileSchema } from '../files/files.js';
import { blockDonorSchema, unblockDonorSchema } from '../people/donor-schemas.js';

/**
 * The super administrator's Users screen (docs/spec/part-2-operations-and-admin.md §2 "Users", §3 "User",
 * §4, §5, §7): every donor and patient on RaktSetu, and the platform's own block of a person, apart from each
 * institution's block of its donor. A person blocked here cannot sign in to the mobile app while the block
 * is in force; a temporary block ends by itself after its last day.
 */

/** Each sortable column has an index on `people` (added_at, the name prefixes, donor_code, blood group). */
export const PLATFORM_USER_SORT_FIELDS = [
  'addedAt',
  'firstName',
  'lastName',
  'donorId',
  'bloodGroup',
] as const;
export type PlatformUserSort = (typeof PLATFORM_USER_SORT_FIELDS)[number];

/** docs/spec/part-2-operations-and-admin.md §4: a user is Active or Blocked. */
export const PLATFORM_USER_STATUSES = ['Active', 'Blocked'] as const;
export type PlatformUserStatus = (typeof PLATFORM_USER_STATUSES)[number];

/** Newest on the platform first: what an administrator opens the list for. */
export const platformUserListQuerySchema = listQuerySchema({
  sort: PLATFORM_USER_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
})
  .extend(bloodGroupFilter)
  .extend({ status: z.enum(PLATFORM_USER_STATUSES).optional() });
export type PlatformUserListQuery = z.input<typeof platformUserListQuerySchema>;

export const platformUserQuerySchema = z.object({ id: lineText({ max: 64, required: true }) });

/** docs/spec/part-2-operations-and-admin.md §3 User.address. */
export const platformUserAddressSchema = z.object({
  /** The street address as the person or the desk gave it. */
  addressLine: z.string(),
  city: z.string().nullable(),
  /** The address in one line: street, landmark, city, state and PIN code. */
  fullAddress: z.string(),
});

/**
 * A user as the list shows them (docs/spec/part-2-operations-and-admin.md §3 "User"), with the donor ID the
 * search finds them by. No medical data and no Aadhaar: only what the spec lists.
 */
export const platformUserSchema = z.object({
  _id: z.string(),
  donorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  bloodGroup: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string(),
  mobileNumber: z.string().nullable(),
  address: platformUserAddressSchema,
  /** `yyyy-mm-dd`. */
  dateOfBirth: z.string().nullable(),
  addedAt: z.string(),
  /** Donations recorded for the person, at any institution. */
  donation: z.number().int().min(0),
  livesSaved: z.number().int().min(0),
  /** Requests for blood the person raised in the mobile app. */
  request: z.number().int().min(0),
  /** The platform's block is in force today. */
  isBlocked: z.boolean(),
  /** Active is the other state of §4 (Active or Blocked): not blocked by the platform today. */
  isActive: z.boolean(),
  photo: storedFileSchema.nullable(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

/** The platform's block in force, as the profile popup shows it. */
export const platformUserBlockSchema = z.object({
  type: blockTypeSchema,
  reason: z.string(),
  comment: z.string().nullable(),
  /** The last blocked day of a temporary block (`yyyy-mm-dd`); null for the others. */
  until: z.string().nullable(),
  file: storedFileSchema.nullable(),
  blockedAt: z.string(),
});
export type PlatformUserBlock = z.infer<typeof platformUserBlockSchema>;

export const platformUserDetailSchema = platformUserSchema.extend({
  block: platformUserBlockSchema.nullable(),
});
export type PlatformUserDetail = z.infer<typeof platformUserDetailSchema>;

/**
 * POST /api/super-admin/bloodbank/blockuser (docs/spec/part-2-operations-and-admin.md §5, §7): the same rules
 * as an institution's block of its donor — a reason from the spec's list ("*Reason Is Required"), a comment
 * for "Others (please specify)", 1 to 182 whole days for a temporary block — plus the spec's `type`.
 */
export const blockPlatformUserSchema = blockDonorSchema.safeExtend({
  /** Sent by the spec's client; its values are not shown. Kept in the audit record, not acted on. */
  type: lineText({ max: 40 }).optional(),
});
export type BlockPlatformUserRequest = z.input<typeof blockPlatformUserSchema>;

/**
 * POST /api/super-admin/bloodbank/unblockuser: a free-text reason (docs/spec/part-2-operations-and-admin.md
 * §5), with the notes' blockedForDays, comment and file (§7) kept in the audit record.
 */
export const unblockPlatformUserSchema = unblockDonorSchema.extend({
  type: lineText({ max: 40 }).optional(),
  /** The spec's client sends 25 (§9); recorded, not acted on. */
  blockedForDays: z.coerce.number().int().min(0).max(36_500).optional(),
  comment: paragraphText({ max: 1000 }).optional(),
  file: storedFileSchema.optional(),
});
export type UnblockPlatformUserRequest = z.input<typeof unblockPlatformUserSchema>;

export const PLATFORM_USER_MESSAGES = {
  /** docs/spec/part-2-operations-and-admin.md §8: "User Blocked Successfully" (also shown on unblock). */
  blocked: MESSAGES.userBlocked,
  unblocked: MESSAGES.userBlocked,
  alreadyBlocked: 'This user is already blocked',
  notBlocked: 'This user is not blocked',
  fileNotYours: 'Attach a file uploaded here',
  /**
   * The mobile app's sign-in while the platform's block is in force: it says no more than that, nor why, nor
   * who decided (the person may ask RaktSetu).
   */
  signInBlocked: 'This account is blocked on RaktSetu. Please contact RaktSetu support.',
} as const;
