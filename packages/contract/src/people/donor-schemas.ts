import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { bloodGroupFilter, listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, nameText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { otpSchema } from '../common/validation.js';
import { DONOR_STATUSES, WALK_IN_DONOR_TYPE } from '../donors/donor.js';
import { blockTypeSchema, donorBlockReasonSchema, donorDeclineReasonSchema } from '../donors/reasons.js';
import { storedFileSchema } from '../files/files.js';
import { componentSchema } from '../inventory/components.js';
import { PROFILE_TAB_PAGE_SIZE } from '../requests/requests.js';
import {
  aadhaarSchema,
  dayFieldSchema,
  heightCmSchema,
  mobileNumberSchema,
  personAddressSchema,
  personCommonFields,
  weightKgSchema,
} from './person-fields.js';

const REQUIRED = MESSAGES.fillRequiredDetails;

/** Whom a donor was added as (docs/spec/part-1-institution-side.md §3, §9): at the desk, or by the types the form offers. */
export const DONOR_ADDED_AS = [WALK_IN_DONOR_TYPE, 'institution', 'Individual'] as const;

/**
 * One donor of `POST /api/institution/donors/add` (docs/spec/part-1-institution-side.md §5, §7); the spreadsheet upload sends
 * the same rows. A first-time donor has no last donation to give: `firstTimeDonor` says so instead of
 * leaving the spec's required last-donation fields empty (docs/decisions/0041).
 */
export const newDonorSchema = z
  .object({
    firstName: nameText({ message: REQUIRED, required: true }),
    lastName: nameText({ message: REQUIRED, required: true }),
    gender: personCommonFields.gender,
    bloodGroup: bloodGroupSchema.optional(),
    dateOfBirth: dayFieldSchema(REQUIRED),
    lastDonationDate: dayFieldSchema(REQUIRED).optional(),
    /** The component of the last donation (the spec's `component`). */
    component: componentSchema.optional(),
    firstTimeDonor: z.boolean().optional(),
    height: heightCmSchema.optional(),
    weight: weightKgSchema.optional(),
    /** Sent by the forms; the server works it out again from height and weight. */
    bmi: z.coerce.number().min(0).max(200).optional(),
    email: personCommonFields.email,
    mobileNumber: mobileNumberSchema.optional(),
    aadharNumber: aadhaarSchema.optional(),
    confirmAadhar: aadhaarSchema.optional(),
    address: z
      .union([
        lineText({ max: TEXT_LIMITS.line }).transform((description) => ({ description })),
        personAddressSchema,
      ])
      .optional(),
    donorType: z.enum(DONOR_ADDED_AS).default(WALK_IN_DONOR_TYPE),
    refferedBy: personCommonFields.refferedBy,
    notes: personCommonFields.notes,
    /** "Protocol explained" on the form. */
    isVerified: z.boolean().optional(),
    /** Keys of the ticked checklist items and declarations. */
    checklist: z
      .array(lineText({ max: 40 }))
      .max(20)
      .optional(),
  })
  .superRefine((donor, ctx) => {
    if (!donor.firstTimeDonor && !donor.lastDonationDate)
      ctx.addIssue({ code: 'custom', path: ['lastDonationDate'], message: REQUIRED });
    if (!donor.firstTimeDonor && !donor.component)
      ctx.addIssue({ code: 'custom', path: ['component'], message: REQUIRED });
    if ((donor.aadharNumber ?? '') !== (donor.confirmAadhar ?? ''))
      ctx.addIssue({ code: 'custom', path: ['confirmAadhar'], message: MESSAGES.aadharMismatch });
  });
export type NewDonor = z.input<typeof newDonorSchema>;

export const addDonorsRequestSchema = z.object({
  donors: z.array(newDonorSchema, { error: REQUIRED }).min(1, REQUIRED).max(1000),
});

export const addedDonorSchema = z.object({
  _id: z.string(),
  donorId: z.string(),
  /** True when the person was already on RaktSetu (same mobile number or e-mail) and was linked, not copied. */
  linkedExisting: z.boolean(),
});

/** Why a donor cannot give today, and when they can (docs/decisions/0013, 0041). */
export const eligibilitySchema = z.object({
  eligibleToday: z.boolean(),
  /** The first day the minimum interval since the last donation has passed; null without a last donation. */
  nextEligibleDate: z.string().nullable(),
  /** The end of a deferral (questionnaire answer or a temporary block), when there is one. */
  deferredUntil: z.string().nullable(),
  /** In words, every reason the donor cannot give today; empty when they can. */
  reasons: z.array(z.string()),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** A row of the institution's donors (docs/spec/part-1-institution-side.md §2, People → Donors). */
export const donorRowSchema = z.object({
  _id: z.string(),
  donorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bloodGroup: z.string().nullable(),
  gender: z.string(),
  email: z.string().nullable(),
  countryCode: z.string(),
  mobileNumber: z.string().nullable(),
  lastDonationComponent: z.string().nullable(),
  lastDonationDate: z.string().nullable(),
  status: z.enum(DONOR_STATUSES),
  knownDonor: z.boolean(),
  eligibility: eligibilitySchema,
});
export type DonorRow = z.infer<typeof donorRowSchema>;

export const DONOR_SORT_FIELDS = [
  'name',
  'donorId',
  'bloodGroup',
  'lastDonationDate',
  'status',
  'addedAt',
] as const;

export const donorListQuerySchema = listQuerySchema({
  sort: DONOR_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
})
  .extend(bloodGroupFilter)
  .extend({ status: z.enum(DONOR_STATUSES).optional() });

export const donorListSchema = listContentSchema(donorRowSchema);

/** Names a donor in the profile calls: the spec's `donorId` query carries the record's `_id`. */
export const donorRefSchema = z.object({ donorId: z.uuid({ error: 'Donor not found' }) });

export const donorBlockSchema = z.object({
  type: blockTypeSchema,
  reason: z.string(),
  comment: z.string().nullable(),
  /** The last day of a temporary block; null for the other kinds. */
  until: z.string().nullable(),
  blockedAt: z.string(),
});

const questionnaireAnswerSchema = z.object({
  answer: z.enum(['yes', 'no']),
  /** When the answer is yes: when it happened, so the look-back window can be judged. */
  date: z.string().nullable(),
});

/** The donor's self-assessment as the mobile app sends it (docs/spec/part-1-institution-side.md §5 look-back windows). */
export const questionnaireSchema = z.object({
  answers: z.record(z.string(), questionnaireAnswerSchema),
  submittedAt: z.string(),
  /** Items answered yes inside their window, which defer the donor. */
  deferringItems: z.array(z.string()),
  /** This institution's review of this submission; null while it waits for review. */
  review: z
    .object({
      status: z.enum(['Approve', 'Decline']),
      reviewedAt: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
});

/** GET /api/auth/get-profile?donorId&userType — the profile an institution sees of a donor it knows. */
export const donorProfileSchema = donorRowSchema.extend({
  dateOfBirth: z.string().nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  address: z.object({ description: z.string(), landmark: z.string().nullable() }),
  addedAt: z.string(),
  photo: storedFileSchema.nullable(),
  /** Only the last four digits are ever shown. */
  aadharLast4: z.string().nullable(),
  donorType: z.string(),
  userType: z.enum(['user', 'knownDonor']),
  isBlocked: z.boolean(),
  block: donorBlockSchema.nullable(),
  verifiedAt: z.string().nullable(),
  refferedBy: z.string().nullable(),
  notes: z.string().nullable(),
  questionnaire: questionnaireSchema.nullable(),
  /** bp, weight and hb by date, for the profile's line chart. */
  vitals: z.array(
    z.object({
      date: z.string(),
      bp: z.number().nullable(),
      weight: z.number().nullable(),
      hb: z.number().nullable(),
    }),
  ),
});
export type DonorProfile = z.infer<typeof donorProfileSchema>;

export const profileQuerySchema = donorRefSchema.extend({
  userType: z.enum(['knownDonor', 'user']).optional(),
});

export const profileTabQuerySchema = donorRefSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PROFILE_TAB_PAGE_SIZE),
});

export const donationHistoryRowSchema = z.object({
  _id: z.string(),
  date: z.string(),
  component: z.string(),
  institutionName: z.string(),
  units: z.number(),
  comments: z.string(),
  /**
   * The donation taken on RaktSetu that this row records, whose certificate can be downloaded by the caller: for
   * a blood centre only its own donations, for the donor all of theirs; null for a donation carried from before.
   */
  donationId: z.string().nullable(),
});

/** A donation certificate's path parameters: the donor and the donation (camps' `donations`, outcome donated). */
export const donationCertificateParamsSchema = z.object({
  donorId: z.uuid({ error: 'Donor not found' }),
  donationId: z.uuid({ error: 'Donation not found' }),
});

export const labResultRowSchema = z.object({
  _id: z.string(),
  addedAt: z.string(),
  bloodPressure: z.string().nullable(),
  weight: z.number().nullable(),
  hb: z.number().nullable(),
  finalResult: z.string(),
  results: z.array(z.object({ parameter: z.string(), observation: z.string() })),
  institutionName: z.string(),
});
export type LabResultRow = z.infer<typeof labResultRowSchema>;

export const medicalReportSchema = z.object({
  _id: z.string(),
  healthIssue: z.string(),
  description: z.string(),
  condition: z.string(),
  medication: z.string(),
  comments: z.string(),
  addedAt: z.string(),
});

export const remarkRowSchema = z.object({
  _id: z.string(),
  addedAt: z.string(),
  doctorName: z.string(),
  event: z.string(),
  comment: z.string(),
  institutionName: z.string(),
});

export const newRemarkSchema = donorRefSchema.extend({
  doctorName: nameText({ message: REQUIRED, required: true }),
  event: lineText({ max: TEXT_LIMITS.line, message: REQUIRED, required: true }),
  comment: paragraphText({ max: 1000, message: REQUIRED, required: true }),
});

/** GET /api/institution/donor-otp/send: only while the donor is Active (docs/spec/part-1-institution-side.md §4). */
export const DONOR_OTP_MESSAGES = {
  notActive: 'A code can be requested only from an active donor',
  noContact: 'This donor has no mobile number or e-mail to send a code to',
  verified: 'Donor verified successfully',
} as const;

export const donorOtpValidateSchema = z.object({
  id: z.uuid({ error: MESSAGES.invalidOtp }),
  otp: z.string({ error: MESSAGES.invalidOtp }).min(1, MESSAGES.invalidOtp).pipe(otpSchema),
});

export const BLOCK_MESSAGES = {
  blockPeriod: MESSAGES.invalidBlockPeriod,
  alreadyBlocked: 'This donor is already blocked',
  notBlocked: 'This donor is not blocked',
  unblocked: 'The Donor has been Unblocked successfully!',
} as const;

/** POST /api/requests/blockuser (docs/spec/part-2-operations-and-admin.md §5): a reason always; days for a temporary block. */
export const blockDonorSchema = z
  .object({
    donorId: z.uuid({ error: 'Donor not found' }),
    blockType: blockTypeSchema,
    /** Days, digits only; checked against the limit for a temporary block below. */
    blockPeriod: z
      .union([
        z
          .string()
          .trim()
          .regex(/^\d{0,6}$/, MESSAGES.invalidBlockPeriod),
        z.number(),
      ])
      .optional(),
    reason: donorBlockReasonSchema.or(z.literal('')).optional(),
    comment: paragraphText({ max: 1000 }).optional(),
    file: storedFileSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.reasonRequired });
    if (body.reason === 'Others (please specify)' && !body.comment?.trim())
      ctx.addIssue({ code: 'custom', path: ['comment'], message: MESSAGES.commentRequired });
    if (body.blockType === 'temporarily') {
      const days = String(body.blockPeriod ?? '');
      const valid = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) < 182.5;
      if (!valid)
        ctx.addIssue({ code: 'custom', path: ['blockPeriod'], message: MESSAGES.invalidBlockPeriod });
    }
  });

export const unblockDonorSchema = z.object({
  donorId: z.uuid({ error: 'Donor not found' }),
  reason: paragraphText({ max: 1000, message: MESSAGES.reasonRequired, required: true }),
});

/**
 * The review of a donor's self-assessment (docs/spec/part-1-institution-side.md §4 "Donor review"): Approve
 * (only when the confirmation is ticked on screen, and only for a donor who may give today) leads to the
 * donation form; Decline takes one of the spec's reasons.
 */
const reviewedDonor = {
  donorId: z.uuid({ error: 'Donor not found' }),
  requestId: z.uuid().optional(),
};
export const donorReviewSchema = z.discriminatedUnion('status', [
  z.object({ ...reviewedDonor, status: z.literal('Approve'), donorType: lineText({ max: 40 }).optional() }),
  z.object({
    ...reviewedDonor,
    status: z.literal('Decline'),
    reason: donorDeclineReasonSchema,
    comment: paragraphText({ max: 1000 }).optional(),
    units: z.coerce.number().int().min(0).max(20).optional(),
  }),
]);

export const REVIEW_MESSAGES = {
  approved: 'Donor approved for donation',
  notEligible: 'This donor cannot give today',
} as const;

/** Radii offered on the nearby list; 25 km unless chosen (docs/decisions/0041). */
export const NEARBY_RADII_KM = [5, 10, 25, 50, 100] as const;
export const DEFAULT_NEARBY_RADIUS_KM = 25;

export const NEARBY_SORT_FIELDS = ['distance', 'name', 'bloodGroup', 'lastDonationDate'] as const;

export const nearbyQuerySchema = listQuerySchema({ sort: NEARBY_SORT_FIELDS, defaultSort: 'distance' })
  .extend(bloodGroupFilter)
  .extend({
    radiusKm: z.coerce
      .number()
      .refine((km) => (NEARBY_RADII_KM as readonly number[]).includes(km), 'Choose a radius from the list')
      .default(DEFAULT_NEARBY_RADIUS_KM),
  });

/**
 * A donor as another institution may see them on the nearby and available lists
 * (docs/spec/part-1-institution-side.md §2): no medical data, and the number masked until the donor has
 * been verified by code for this institution.
 */
export const nearbyDonorRowSchema = z.object({
  _id: z.string(),
  donorId: z.string(),
  bloodGroup: z.string().nullable(),
  name: z.string(),
  gender: z.string(),
  /** The spec's `type`: 1 Active, 2 Inactive, anything else Blocked. */
  type: z.number(),
  status: z.enum(['Active', 'Inactive', 'Blocked']),
  /** The last donation date. */
  date: z.string().nullable(),
  LandMark: z.string().nullable(),
  contactNo: z.string().nullable(),
  contactMasked: z.boolean(),
  /** The donor is on this institution's list (added here or verified by code): their profile opens here. */
  knownHere: z.boolean(),
  distanceKm: z.number(),
  eligibility: eligibilitySchema,
});

export const nearbyListSchema = listContentSchema(nearbyDonorRowSchema);
