import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { bloodGroupFilter, listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, nameText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { genderSchema } from '../donors/donor.js';
import { storedFileSchema } from '../files/files.js';
import { componentSchema } from '../inventory/components.js';
import { dayFieldSchema, mobileNumberSchema } from '../people/person-fields.js';

const REQUIRED = MESSAGES.enterRequiredDetails;

/** A place as the request forms send it: GeoJSON point [longitude, latitude] and its description. */
export const requestLocationSchema = z.object({
  type: z.literal('Point').default('Point'),
  coordinates: z.tuple([z.coerce.number().min(-180).max(180), z.coerce.number().min(-90).max(90)]).optional(),
  description: lineText({ max: TEXT_LIMITS.line }).default(''),
});

/**
 * POST requests/patient (docs/spec/part-2-operations-and-admin.md §3, patient request): a patient who is not on
 * RaktSetu comes to the blood bank's counter; the request is raised and verified by the blood bank itself, and
 * the units are issued against it.
 */
export const patientRequestSchema = z.object({
  component: componentSchema,
  bloodGroup: bloodGroupSchema,
  units: z.coerce.number({ error: REQUIRED }).int('Units are whole numbers').min(1, REQUIRED).max(50),
  hospitalName: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
  hospitalLocation: requestLocationSchema.default({ type: 'Point', description: '' }),
  comments: paragraphText({ max: 1000 }).default(''),
  condition: lineText({ max: TEXT_LIMITS.name }).default(''),
  requiredBy: dayFieldSchema().optional(),
  patientName: nameText({ message: REQUIRED, required: true }),
  mobileNumber: mobileNumberSchema,
  countryCode: z.literal('+91').default('+91'),
  doctorName: lineText({ max: TEXT_LIMITS.name }).default(''),
  reasons: lineText({ max: TEXT_LIMITS.line }).default(''),
  /** The treating hospital's number for the patient. */
  patientId: lineText({ max: 40 }).default(''),
  gender: genderSchema.optional(),
  dateOfBirth: dayFieldSchema().optional(),
  relation: lineText({ max: TEXT_LIMITS.name }).default(''),
  attachments: z.array(storedFileSchema).max(5).default([]),
});
export type PatientRequest = z.input<typeof patientRequestSchema>;

/** A blood request as the issue popups and request lists show it (docs/spec/part-1-institution-side.md §3). */
export const bloodRequestRowSchema = z.object({
  _id: z.string(),
  details: z.object({ firstName: z.string(), lastName: z.string(), mobileNumber: z.string().nullable() }),
  patientId: z.string(),
  bloodGroup: z.string(),
  component: z.string(),
  units: z.number(),
  unitsReceived: z.number(),
  requiredBy: z.string().nullable(),
  hospitalName: z.string(),
  condition: z.string(),
  reasons: z.string(),
  requestType: z.string(),
  status: z.number(),
  addedAt: z.string(),
});
export type BloodRequestRow = z.infer<typeof bloodRequestRowSchema>;

export const REQUEST_SORT_FIELDS = ['addedAt', 'requiredBy', 'bloodGroup', 'units'] as const;
export const REQUEST_LIST_TYPES = ['verified'] as const;

/**
 * GET requests/list (docs/spec/part-1-institution-side.md §7). `requestType=verified`: verified requests this
 * institution is asked to fill and has not filled yet — the registered-patient issue picks from them.
 */
export const requestListQuerySchema = listQuerySchema({
  sort: REQUEST_SORT_FIELDS,
  defaultSort: 'requiredBy',
})
  .extend(bloodGroupFilter)
  .extend({
    requestType: z.enum(REQUEST_LIST_TYPES).default('verified'),
    component: componentSchema.optional(),
  });

export const requestListSchema = listContentSchema(bloodRequestRowSchema);
