import { z } from 'zod';
import { bloodGroupSchema } from '../blood/groups.js';
import { bloodGroupFilter, listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, nameText, TEXT_LIMITS } from '../common/text.js';
import { isValidEmail } from '../common/validation.js';
import {
  aadhaarSchema,
  dayFieldSchema,
  heightCmSchema,
  mobileNumberSchema,
  personAddressSchema,
  personCommonFields,
  weightKgSchema,
} from './person-fields.js';

const REQUIRED = MESSAGES.enterRequiredDetails;

/** One row of a patient's history on the add-patient form (docs/spec/part-1-institution-side.md §2). */
export const patientHistoryRowSchema = z.object({
  date: dayFieldSchema(REQUIRED),
  case: lineText({ max: TEXT_LIMITS.line }).default(''),
  diagnosis: lineText({ max: TEXT_LIMITS.line }).default(''),
  condition: lineText({ max: TEXT_LIMITS.name }).default(''),
  treatment: lineText({ max: TEXT_LIMITS.line }).default(''),
});

/**
 * POST /api/institution/patient/add (docs/spec/part-1-institution-side.md §5, §7): first name, last name, gender and e-mail are
 * required ("Please enter required details!"); optional fields are sent only when filled. `patientId` is
 * the hospital's own number for the patient, unique within the institution.
 */
export const newPatientSchema = z
  .object({
    firstName: nameText({ message: REQUIRED, required: true }),
    lastName: nameText({ message: REQUIRED, required: true }),
    gender: z.enum(['Male', 'Female', 'Other'], { error: REQUIRED }),
    email: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(TEXT_LIMITS.email, MESSAGES.invalidEmail)
      .refine(isValidEmail, MESSAGES.invalidEmail)
      .transform((email) => email.toLowerCase()),
    patientId: lineText({ max: 40, message: REQUIRED, required: true }),
    mobileNumber: mobileNumberSchema.optional(),
    dateOfBirth: dayFieldSchema().optional(),
    age: z.coerce.number().int().min(0).max(130).optional(),
    aadharNumber: aadhaarSchema.optional(),
    confirmAadhar: aadhaarSchema.optional(),
    height: heightCmSchema.optional(),
    weight: weightKgSchema.optional(),
    address: personAddressSchema.optional(),
    refferedBy: personCommonFields.refferedBy,
    notes: personCommonFields.notes,
    bloodGroup: bloodGroupSchema.optional(),
    history: z.array(patientHistoryRowSchema).max(50).optional(),
    /** Keys of the ticked checklist items, predefined or typed by staff. */
    checklist: z
      .array(lineText({ max: 200 }))
      .max(30)
      .optional(),
  })
  .refine((patient) => (patient.aadharNumber ?? '') === (patient.confirmAadhar ?? ''), {
    path: ['confirmAadhar'],
    message: MESSAGES.aadharMismatch,
  });
export type NewPatient = z.input<typeof newPatientSchema>;

export const PATIENT_MESSAGES = {
  patientIdTaken: 'A patient with this patient ID is already registered here',
} as const;

export const patientRowSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  bloodGroup: z.string().nullable(),
  email: z.string(),
  countryCode: z.string(),
  mobileNumber: z.string().nullable(),
  age: z.number().nullable(),
  addedAt: z.string(),
  history: z.array(
    z.object({
      date: z.string(),
      case: z.string(),
      diagnosis: z.string(),
      condition: z.string(),
      treatment: z.string(),
    }),
  ),
});
export type PatientRow = z.infer<typeof patientRowSchema>;

export const PATIENT_SORT_FIELDS = ['name', 'patientId', 'bloodGroup', 'addedAt'] as const;

export const patientListQuerySchema = listQuerySchema({
  sort: PATIENT_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
}).extend(bloodGroupFilter);

export const patientListSchema = listContentSchema(patientRowSchema);

/**
 * A recipient (People → Recepient, for institutions that are both): a unit issued to one of the
 * institution's patients (docs/spec/part-1-institution-side.md §2).
 */
export const recipientRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  patientId: z.string(),
  bloodGroup: z.string(),
  component: z.string(),
  purpose: z.string(),
  /** The hospital or blood bank the unit came from. */
  issuedBy: z.string(),
  bagId: z.string(),
  date: z.string(),
  expiryDate: z.string().nullable(),
});

export const RECIPIENT_SORT_FIELDS = ['date', 'name', 'bloodGroup', 'component', 'expiryDate'] as const;

export const recipientListQuerySchema = listQuerySchema({
  sort: RECIPIENT_SORT_FIELDS,
  defaultSort: 'date',
  defaultOrder: 'desc',
})
  .extend(bloodGroupFilter)
  .extend({ type: z.literal('recepients').default('recepients') });

export const recipientListSchema = listContentSchema(recipientRowSchema);
