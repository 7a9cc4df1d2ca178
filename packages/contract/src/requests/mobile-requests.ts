import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { endpoint } from '../common/endpoint.js';
import { listContentSchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, nameText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { storedFileSchema } from '../files/files.js';
import { componentSchema } from '../inventory/components.js';
import { dayFieldSchema, mobileNumberSchema } from '../people/person-fields.js';
import { bloodRequestRowSchema, REQUEST_UNITS } from './request-schemas.js';
import { BULK_SUBTYPE } from './requests.js';

const REQUIRED = MESSAGES.enterRequiredDetails;

/**
 * POST mobile/requests: a patient or relative asks for blood in the mobile app, naming the hospital that treats
 * the patient (`hospitalId`, found through GET institution/list), which verifies the request before any blood
 * centre sees it (docs/decisions/0045). The prescription goes in `attachments` (POST generic/file first).
 */
/** An item of a Bulk request as the app sends it. */
export const newBulkItemSchema = z.object({
  bloodGroup: bloodGroupSchema,
  component: componentSchema,
  units: z.coerce.number({ error: REQUIRED }).int().min(REQUEST_UNITS.min).max(REQUEST_UNITS.max),
});

/** A Bulk request holds 2 to 10 items and at most 50 units in all. */
export const BULK_ITEMS = { min: 2, max: 10 } as const;

export const mobileNewRequestSchema = z
  .object({
    hospitalId: z.uuid({ error: 'Choose the hospital that treats the patient' }),
    patientName: nameText({ message: REQUIRED, required: true }),
    relation: lineText({ max: TEXT_LIMITS.name }).default('Self'),
    /** The patient's or relative's number; the signed-in person's when left out. */
    mobileNumber: mobileNumberSchema.optional(),
    /** "Bulk" (docs/spec/part-1-institution-side.md §9: the Bulk option of patient-facing requests) with `bulkRequest`. */
    bloodGroup: z.union([bloodGroupSchema, z.literal(BULK_SUBTYPE)]),
    component: componentSchema.default('Whole Blood'),
    /** Ignored for a Bulk request: its units are the sum of its items'. */
    units: z.coerce
      .number({ error: REQUIRED })
      .int()
      .min(REQUEST_UNITS.min)
      .max(REQUEST_UNITS.max)
      .default(1),
    bulkRequest: z.array(newBulkItemSchema).max(BULK_ITEMS.max).optional(),
    requiredBy: dayFieldSchema(MESSAGES.invalidDate),
    /** The hospital's number for the patient (IPD or MRN). */
    patientId: lineText({ max: 40 }).default(''),
    doctorName: lineText({ max: TEXT_LIMITS.name }).default(''),
    condition: lineText({ max: TEXT_LIMITS.name }).default(''),
    reasons: lineText({ max: TEXT_LIMITS.line }).default(''),
    comments: paragraphText({ max: 1000 }).default(''),
    attachments: z.array(storedFileSchema).max(5).default([]),
  })
  .superRefine((request, issues) => {
    const items = request.bulkRequest ?? [];
    if (request.bloodGroup !== BULK_SUBTYPE) {
      if (items.length)
        issues.addIssue({ code: 'custom', path: ['bulkRequest'], message: 'Items are for a Bulk request' });
      return;
    }
    if (items.length < BULK_ITEMS.min)
      issues.addIssue({
        code: 'custom',
        path: ['bulkRequest'],
        message: `A Bulk request holds at least ${BULK_ITEMS.min} items`,
      });
    if (items.reduce((n, item) => n + item.units, 0) > REQUEST_UNITS.max)
      issues.addIssue({
        code: 'custom',
        path: ['bulkRequest'],
        message: `A Bulk request asks for at most ${REQUEST_UNITS.max} units`,
      });
  });
export type MobileNewRequest = z.input<typeof mobileNewRequestSchema>;

/** A request as its raiser follows it: the row and each step with when it happened. */
export const mobileRequestSchema = bloodRequestRowSchema.extend({
  verifiedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Donors NGOs deputed to give for it. */
  deputedDonors: z.number(),
});
export type MobileRequest = z.infer<typeof mobileRequestSchema>;

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** A request an NGO asked the signed-in donor to give for. */
export const donorAskSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  hospitalName: z.string(),
  bloodGroup: z.string(),
  component: z.string(),
  donationDate: z.string(),
  deputedBy: z.string(),
  /** null until the donor answers. */
  answer: z.enum(['accepted', 'declined']).nullable(),
  /** The request still needs blood (verified, not yet filled). */
  open: z.boolean(),
});
export type DonorAsk = z.infer<typeof donorAskSchema>;

const person = { kind: 'person' } as const;

/** The mobile app's side of blood requests: raise, follow and cancel; a donor's asks and answers. */
export const mobileRequestsEndpoints = {
  raise: endpoint({
    method: 'POST',
    path: '/api/mobile/requests',
    auth: person,
    domain: 'mobile',
    summary: 'Ask for blood for a patient, naming the hospital that treats them, which verifies the request',
    body: mobileNewRequestSchema,
    response: z.object({ data: mobileRequestSchema }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/mobile/requests',
    auth: person,
    domain: 'mobile',
    summary: 'The requests the signed-in person raised, newest first, each with its progress',
    query: pageQuery,
    response: listContentSchema(mobileRequestSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/mobile/requests/cancel',
    auth: person,
    domain: 'mobile',
    summary: 'Cancel a request the person raised, while it is waiting or verified and not yet filled',
    body: z.object({ id: z.uuid({ error: 'No such request' }) }),
    response: z.object({ data: mobileRequestSchema }),
  }),
  asks: endpoint({
    method: 'GET',
    path: '/api/mobile/asks',
    auth: person,
    domain: 'mobile',
    summary: 'The requests NGOs asked the signed-in donor to give for, the newest donation day first',
    query: pageQuery,
    response: listContentSchema(donorAskSchema),
  }),
  answerAsk: endpoint({
    method: 'POST',
    path: '/api/mobile/asks/answer',
    auth: person,
    domain: 'mobile',
    summary: 'Say whether the donor will give for a request they were asked to, once',
    body: z.object({
      id: z.uuid({ error: 'No such ask' }),
      answer: z.enum(['accepted', 'declined'], { error: 'Answer accepted or declined' }),
    }),
    response: z.object({ data: donorAskSchema }),
  }),
};
