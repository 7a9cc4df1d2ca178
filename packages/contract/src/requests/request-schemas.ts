import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { latitudeSchema, longitudeSchema } from '../common/coordinates.js';
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
  coordinates: z.tuple([longitudeSchema(), latitudeSchema()]).optional(),
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

/**
 * An item of a Bulk request (docs/spec/part-1-institution-side.md §3 `bulkRequest`: units and "recieved", the
 * spec's spelling): one blood group and component, filled on its own.
 */
export const bulkItemSchema = z.object({
  _id: z.string(),
  bloodGroup: z.string(),
  component: z.string(),
  units: z.number(),
  recieved: z.number(),
});
export type BulkItem = z.infer<typeof bulkItemSchema>;

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
  /** "Bulk" for a bulk request, which an NGO cannot accept (docs/spec/part-1-institution-side.md §6); else null. */
  subType: z.string().nullable(),
  /** The items of a Bulk request, each filled on its own; null for any other request. */
  bulkRequest: z.array(bulkItemSchema).nullable(),
  status: z.number(),
  addedAt: z.string(),
  /** What the verification popup shows besides (docs/spec/part-1-institution-side.md §2). */
  age: z.number().nullable(),
  doctorName: z.string(),
  comments: z.string(),
  attachments: z.array(storedFileSchema),
  /** The institution that raised the request. */
  raisedBy: z.string(),
  /** How far the request's hospital is from the blood centre reading the list; null when either has no position. */
  distanceKm: z.number().nullable(),
});
export type BloodRequestRow = z.infer<typeof bloodRequestRowSchema>;

export const REQUEST_SORT_FIELDS = ['addedAt', 'requiredBy', 'bloodGroup', 'units', 'distance'] as const;

/**
 * How far a verified request reaches: the blood centres (and NGOs) within this distance of the request's hospital
 * see it, nearest first (docs/decisions/0045).
 */
export const REQUEST_REACH_KM = 50;
export const REQUEST_LIST_TYPES = ['verified', 'verify'] as const;
/** The tabs of the verification list: waiting for this hospital, or verified by it (and perhaps filled since). */
export const VERIFY_TABS = ['Pending', 'Verified'] as const;

/**
 * GET requests/list (docs/spec/part-1-institution-side.md §7). `requestType=verified`: verified requests this
 * institution may fill and nobody has filled yet — raised by it, addressed to it, or from a hospital within
 * REQUEST_REACH_KM; nearest first unless sorted otherwise. The dashboard's Request tab, its view-all and the
 * issue popups read it.
 */
export const requestListQuerySchema = listQuerySchema({
  sort: REQUEST_SORT_FIELDS,
  defaultSort: 'requiredBy',
})
  .extend(bloodGroupFilter)
  .extend({
    requestType: z.enum(REQUEST_LIST_TYPES).default('verified'),
    /** Requests for this component (a stock cell's list): Bulk requests, filled item by item, are left out. */
    component: componentSchema.optional(),
    /** With requestType=verify: the Pending (default) or Verified tab. */
    tab: z.enum(VERIFY_TABS).default('Pending'),
  });

/** Units a request may ask for (issue 10: 1 to 50). */
export const REQUEST_UNITS = { min: 1, max: 50 } as const;
const requestUnits = z.coerce
  .number({ error: 'Enter the units needed' })
  .int('Units are whole numbers')
  .min(REQUEST_UNITS.min, 'Ask for at least 1 unit')
  .max(REQUEST_UNITS.max, `Ask for at most ${REQUEST_UNITS.max} units`);

/**
 * POST requests/add, the Request Blood popup (docs/spec/part-1-institution-side.md §2, §5, §7): blood group A+ and
 * Whole Blood unless chosen; `institutionId` is the hospital or institution the blood is for (the caller when
 * left out). A request for a hospital other than the caller waits for that hospital's verification
 * (docs/decisions/0045).
 */
export const newRequestSchema = z.object({
  bloodGroup: bloodGroupSchema.default('A+'),
  component: componentSchema.default('Whole Blood'),
  units: requestUnits,
  requiredBy: dayFieldSchema(MESSAGES.invalidDate),
  comments: paragraphText({ max: 1000 }).default(''),
  institutionId: z.uuid({ error: 'Choose the hospital or institution' }).optional(),
});
export type NewRequest = z.input<typeof newRequestSchema>;

/**
 * POST requests/blood-request/send (docs/spec/part-1-institution-side.md §7): the Request Blood popup opened from
 * /people with donors chosen there — the request is raised as by requests/add and sent to those donors, who are
 * told by SMS and find it in the app.
 */
export const sendToDonorsSchema = newRequestSchema.extend({
  donorIds: z
    .array(z.uuid({ error: 'Choose donors from your list' }))
    .min(1, 'Choose at least one donor')
    .max(50, 'Choose at most 50 donors'),
});
export type SendToDonors = z.input<typeof sendToDonorsSchema>;

/** POST requests/edit: only units, group and component change (docs/spec/part-1-institution-side.md §5). */
export const editRequestSchema = z.object({
  id: z.uuid({ error: 'No such request' }),
  units: requestUnits,
  bloodGroup: bloodGroupSchema,
  component: componentSchema,
});

/** POST requests/change-status: the named hospital verifies (2) or declines (4) a pending request. */
export const changeRequestStatusSchema = z.object({
  id: z.uuid({ error: 'No such request' }),
  status: z.union([z.literal(2), z.literal(4)], { error: 'Verify (2) or decline (4)' }),
  reason: paragraphText({ max: 1000 }).default(''),
});

export const requestListSchema = listContentSchema(bloodRequestRowSchema);
