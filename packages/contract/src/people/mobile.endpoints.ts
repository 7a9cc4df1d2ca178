import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { endpoint } from '../common/endpoint.js';
import { listContentSchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { nameText } from '../common/text.js';
import { otpSchema } from '../common/validation.js';
import { genderSchema } from '../donors/donor.js';
import { QUESTIONNAIRE_ITEMS } from '../donors/questionnaire.js';
import { donationHistoryRowSchema, eligibilitySchema } from './donor-schemas.js';
import {
  dayFieldSchema,
  mobileNumberSchema,
  optionalEmailSchema,
  personAddressSchema,
} from './person-fields.js';

export const MOBILE_MESSAGES = {
  profileNeeded: 'Tell us your name, gender and date of birth to create your RaktSetu account',
  signedIn: 'Signed in',
  saved: 'Saved',
  questionnaireIncomplete: 'Answer every question',
  dateNeeded: 'Say when it happened',
} as const;

/** What a new person of the app gives when their number is first verified. */
export const newPersonProfileSchema = z.object({
  firstName: nameText({ message: MOBILE_MESSAGES.profileNeeded, required: true }),
  lastName: nameText({ message: MOBILE_MESSAGES.profileNeeded, required: true }),
  gender: genderSchema,
  dateOfBirth: dayFieldSchema(MOBILE_MESSAGES.profileNeeded),
  bloodGroup: bloodGroupSchema.optional(),
});

export const mobileProfileSchema = z.object({
  _id: z.string(),
  donorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  dateOfBirth: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  address: z.object({
    description: z.string(),
    landmark: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipcode: z.string().nullable(),
    coordinates: z.tuple([z.number(), z.number()]).nullable(),
  }),
  available: z.boolean(),
  lastDonationDate: z.string().nullable(),
  lastDonationComponent: z.string().nullable(),
  questionnaireAt: z.string().nullable(),
  eligibility: eligibilitySchema,
});
export type MobileProfile = z.infer<typeof mobileProfileSchema>;

export const updateMobileProfileSchema = newPersonProfileSchema.partial().extend({
  email: optionalEmailSchema,
  address: personAddressSchema.optional(),
});

const answerSchema = z
  .object({ answer: z.enum(['yes', 'no']), date: dayFieldSchema().optional() })
  .refine((item) => item.answer === 'no' || item.date !== undefined, {
    message: MOBILE_MESSAGES.dateNeeded,
    path: ['date'],
  });

/** The self-assessment (docs/spec/part-1-institution-side.md §5 look-back windows): an answer per question. */
export const questionnaireRequestSchema = z.object({
  answers: z.partialRecord(z.enum(QUESTIONNAIRE_ITEMS as [string, ...string[]]), answerSchema),
});

const person = { kind: 'person' } as const;

/**
 * The mobile app's side of the same API (no app is built here): a donor or patient signs in with their
 * mobile number and a code, keeps a profile with a location, says when they are available, fills the
 * self-assessment and reads their donations.
 */
export const mobileEndpoints = {
  sendOtp: endpoint({
    method: 'POST',
    path: '/api/mobile/auth/send-otp',
    auth: { kind: 'public' },
    domain: 'mobile',
    summary: 'Send a six-digit sign-in code by SMS; the same answer whether or not the number is on RaktSetu',
    body: z.object({ mobileNumber: mobileNumberSchema }),
    rateLimit: { max: 10, perSeconds: 60 * 60 },
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/mobile/auth/verify-otp',
    auth: { kind: 'public' },
    domain: 'mobile',
    summary: 'Sign in with the code; a new number also sends the profile and gets an account',
    body: z.object({
      id: z.uuid({ error: MESSAGES.invalidOtp }),
      otp: z.string({ error: MESSAGES.invalidOtp }).min(1, MESSAGES.invalidOtp).pipe(otpSchema),
      profile: newPersonProfileSchema.optional(),
    }),
    response: z.object({
      data: z.object({ token: z.string(), expiresAt: z.string(), person: mobileProfileSchema }),
    }),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/mobile/profile',
    auth: person,
    domain: 'mobile',
    summary: 'The signed-in person’s profile, with when they may give blood again',
    response: z.object({ data: mobileProfileSchema }),
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/api/mobile/profile',
    auth: person,
    domain: 'mobile',
    summary: 'Change name, gender, date of birth, blood group, e-mail or address and location',
    body: updateMobileProfileSchema,
    response: z.object({ data: mobileProfileSchema }),
  }),
  availability: endpoint({
    method: 'POST',
    path: '/api/mobile/availability',
    auth: person,
    domain: 'mobile',
    summary: 'Say whether the person is available to donate now (the Available for Donation list)',
    body: z.object({ available: z.boolean() }),
    response: z.object({ data: mobileProfileSchema }),
  }),
  questionnaire: endpoint({
    method: 'POST',
    path: '/api/mobile/questionnaire',
    auth: person,
    domain: 'mobile',
    summary: 'Submit the self-assessment; a yes inside its look-back window defers the donor until it ends',
    body: questionnaireRequestSchema,
    response: z.object({ data: mobileProfileSchema }),
  }),
  donationHistory: endpoint({
    method: 'GET',
    path: '/api/mobile/donation-history',
    auth: person,
    domain: 'mobile',
    summary: 'The signed-in person’s donations, newest first',
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: listContentSchema(donationHistoryRowSchema),
  }),
  donationCertificate: endpoint({
    method: 'GET',
    path: '/api/mobile/donations/:donationId/certificate',
    auth: person,
    domain: 'mobile',
    summary:
      'The certificate of one of the signed-in donor’s donations (A4 PDF; donationId from the donation history)',
    transfer: 'download',
    params: z.object({ donationId: z.uuid({ error: 'Donation not found' }) }),
  }),
};
