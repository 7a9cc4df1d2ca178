import { z } from 'zod';
import { listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { bagTypeSchema } from '../donors/bag-types.js';
import { AADHAAR_MESSAGE } from '../people/person-fields.js';
import { CAMP_DONOR_STATUS } from './status.js';

/**
 * Recording a donation (docs/spec/part-1-institution-side.md §3 "Donation sample record", "Approval details",
 * "Donation sample"; §4, §5; docs/decisions/0046): at a camp in two steps — the Donor Data form before the
 * needle (measures, bag, sample tubes) and the approval after it (times, volume, storage, how the donor was) —
 * or at the desk in one, through the donation form. A completed donation makes a quarantined unit and its
 * samples for the lab in one transaction.
 */

const REQUIRED = MESSAGES.donorDataFiledsRequired;
const code = lineText({ max: 40, message: REQUIRED, required: true });
/** A measure typed into a form; blank is missing ("All fileds are Required"), not zero. */
const measured = (min: number, max: number, what: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: REQUIRED })
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`),
  );
/** `HH:mm`, the hours of the approval form. */
const clockTime = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:mm');

/** Blood pressure as measured, "systolic/diastolic" in mmHg. */
export const BP_MESSAGE = 'Enter blood pressure as systolic/diastolic, e.g. 120/80';
export function parseBloodPressure(text: string): { systolic: number; diastolic: number } | null {
  const match = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*$/.exec(text);
  if (!match) return null;
  const systolic = Number(match[1]);
  const diastolic = Number(match[2]);
  return systolic > diastolic ? { systolic, diastolic } : null;
}
const bloodPressure = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(10, BP_MESSAGE)
  .refine((text) => parseBloodPressure(text) !== null, BP_MESSAGE);

/** The Donor Data form (Donate): measured before the needle, the bag and the three sample tubes. */
export const donorDataSchema = z.object({
  height: measured(50, 250, 'Height in cm'),
  weight_1: measured(20, 300, 'Weight in kg'),
  hb: measured(1, 25, 'Haemoglobin in g/dL'),
  bp: bloodPressure,
  kitNumber: code,
  bagId: code,
  bagType: bagTypeSchema.default('single'),
  sampleId_1: code,
  sampleId_2: code,
  sampleId_3: code,
});
export type DonorData = z.input<typeof donorDataSchema>;
/** The fields of the Donor Data form that "All fileds are Required" marks when empty, in form order. */
export const DONOR_DATA_REQUIRED_FIELDS = [
  'height',
  'weight_1',
  'hb',
  'bp',
  'kitNumber',
  'bagId',
  'sampleId_1',
  'sampleId_2',
  'sampleId_3',
] as const;

const yesNo = z.enum(['yes', 'no'], { error: REQUIRED });

/** The approval after the needle (the screening approval form of a camp donor in process). */
export const donationApprovalSchema = z.object({
  startTime: clockTime,
  endTime: clockTime,
  volume: measured(50, 600, 'Volume in ml'),
  weight_2: measured(50, 1000, 'Bag weight in g'),
  storedIn: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
  temperature: measured(-90, 40, 'Temperature in °C'),
  dataPostBy: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
  haveExplainedProtocolsPrecautionsForDonation: z.boolean().default(true),
  preDonationHealthCheckFilled: z.boolean().default(true),
  comfortableDuringProcess: yesNo,
  clottingIssuesDuringAfterProcess: yesNo,
  issuePostDonationRecovery: yesNo,
});
export type DonationApproval = z.input<typeof donationApprovalSchema>;
export const DONATION_APPROVAL_REQUIRED_FIELDS = [
  'startTime',
  'endTime',
  'volume',
  'weight_2',
  'storedIn',
  'temperature',
  'dataPostBy',
] as const;

/** POST donation-camp/donor/change-status: DonationInProcess with the Donor Data form, then Approve. */
export const campDonorChangeStatusSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('DonationInProcess'),
    /** The person, as the camp donors list names them. */
    donorId: z.uuid({ error: 'No such donor' }),
    campId: z.uuid({ error: 'No such camp' }),
    sample: donorDataSchema,
  }),
  z.object({
    status: z.literal('Approve'),
    donorId: z.uuid({ error: 'No such donor' }),
    campId: z.uuid({ error: 'No such camp' }),
    sample: donationApprovalSchema,
  }),
]);
export type CampDonorChangeStatus = z.input<typeof campDonorChangeStatusSchema>;

/** What a recorded step did: bled (in process or donated), or deferred at screening with the reasons. */
export const donationOutcomeSchema = z.object({
  donationId: z.string(),
  outcome: z.enum(['inProcess', 'donated', 'deferred']),
  /** Why the donor was deferred, in words. */
  reasons: z.array(z.string()),
  /** The unit the donation made, once donated. */
  unit: z.object({ _id: z.string(), unitNumber: z.string(), bagId: z.string() }).nullable(),
});
export type DonationOutcome = z.infer<typeof donationOutcomeSchema>;
export const donationOutcomeAnswerSchema = z.object({ data: donationOutcomeSchema });

export const campDonorSchema = z.object({
  /** The camp donor row. */
  _id: z.string(),
  /** The person: what change-status and the in-process details name as donorId. */
  personId: z.string(),
  /** The donor ID shown on screens. */
  donorId: z.string(),
  campId: z.string(),
  /** The unit the donation made, once donated. */
  inventoryId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  bloodGroup: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.string(),
  dateOfBirth: z.string().nullable(),
  lastDonationDate: z.string().nullable(),
  /** Blocked by the institution that assigned the donor. */
  status: z.enum(['Active', 'Blocked']),
  /** 0 can donate, 7 in process, 8 donated, 9 deferred (docs/decisions/0046). */
  donationStatus: z.number(),
  deferralReason: z.string().nullable(),
  assignedBy: z.string(),
});
export type CampDonor = z.infer<typeof campDonorSchema>;

export const campDonorsQuerySchema = listQuerySchema({
  sort: ['name', 'bloodGroup', 'donorId', 'status'],
  defaultSort: 'name',
}).extend({ campId: z.uuid({ error: 'No such camp' }) });
export const campDonorListSchema = listContentSchema(campDonorSchema);

/** GET donation-camp/inprocess/details (docs/spec/part-1-institution-side.md §7). */
export const inProcessQuerySchema = z.object({
  donorId: z.uuid({ error: 'No such donor' }),
  campId: z.uuid({ error: 'No such camp' }),
  inventoryId: lineText({ max: 40 }).optional(),
});
export const inProcessDetailsSchema = z.object({
  data: z.object({
    donationId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    donorId: z.string(),
    age: z.number().nullable(),
    gender: z.string(),
    bloodGroup: z.string().nullable(),
    startedAt: z.string(),
    sample: z.object({
      height: z.number(),
      weight_1: z.number(),
      hb: z.number(),
      bp: z.string(),
      kitNumber: z.string(),
      bagId: z.string(),
      bagType: bagTypeSchema,
      sampleId_1: z.string(),
      sampleId_2: z.string(),
      sampleId_3: z.string(),
    }),
  }),
});
export type InProcessDetails = z.infer<typeof inProcessDetailsSchema>['data'];

/**
 * The questions of the donation form, asked yes or no, in the form's order: the first and the eighth are
 * answered yes until changed (docs/spec/part-1-institution-side.md §4), the others must be answered.
 */
export const DONATION_QUESTIONS = [
  ['willDonateFree', 'Is the donor giving blood voluntarily, without payment?'],
  ['comfortableDuringProcess', 'Was the donor comfortable during the donation?'],
  ['clottingIssuesDuringAfterProcess', 'Were there clotting issues during or after the donation?'],
  ['issuePostDonationRecovery', 'Were there issues in the recovery after the donation?'],
  ['participateBloodDonationCamps', 'Will the donor take part in blood donation camps?'],
  ['ableToReadWriteCommunicate', 'Can the donor read, write and communicate?'],
  ['sendReceiveMessagesOnMobile', 'Can the donor send and receive messages on a mobile phone?'],
  ['fitToDonatePlatelet', 'Is the donor fit to donate platelets?'],
] as const;
export type DonationQuestion = (typeof DONATION_QUESTIONS)[number][0];
export const DONATION_QUESTION_DEFAULTS: Partial<Record<DonationQuestion, 'yes'>> = {
  willDonateFree: 'yes',
  fitToDonatePlatelet: 'yes',
};

/** The declarations of the donation form, all ticked until unticked; every one must be ticked to approve. */
export const DONATION_CONSENTS = [
  [
    'haveVerifiedIdentityAndContactInformation',
    'I have verified the donor’s identity and contact information',
  ],
  [
    'haveExplainedProtocolsPrecautionsForDonation',
    'I have explained the protocols and precautions of donation',
  ],
  ['preDonationHealthCheckFilled', 'The pre-donation health check is filled in'],
  ['selfAssessmentVerified', 'The donor’s self-assessment is verified'],
  ['consentToDonateAndTest', 'The donor consents to the donation and to the testing of the blood'],
  ['consentToBeInformed', 'The donor agrees to be told of any abnormal test result'],
] as const;
export type DonationConsent = (typeof DONATION_CONSENTS)[number][0];

/** The blood type choice of the donation form and the component each collects. */
export const DONATION_BLOOD_TYPES = {
  wholeBlood: 'Whole Blood',
  platelets: 'Platelets Apheresis Single Donor',
  plasma: 'Plasma Apheresis Single Donor',
} as const;
export type DonationBloodType = keyof typeof DONATION_BLOOD_TYPES;

const questionAnswers = Object.fromEntries(DONATION_QUESTIONS.map(([key]) => [key, yesNo])) as Record<
  DonationQuestion,
  typeof yesNo
>;
const consentTicks = Object.fromEntries(
  DONATION_CONSENTS.map(([key]) => [
    key,
    z.literal(true, { error: 'Tick every declaration before approving' }),
  ]),
) as Record<DonationConsent, z.ZodLiteral<true>>;

const aadhaar = z
  .string({ error: REQUIRED })
  .max(20, AADHAAR_MESSAGE)
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => /^\d{12}$/.test(value), AADHAAR_MESSAGE);

/**
 * POST institution/donation/add: the donation form ("Donation by Donor ID"), for a walk-in donor or one whose
 * self-assessment was just approved. Measures, bag, samples and the approval in one go.
 */
export const donationFormSchema = z
  .object({
    /** The person, as /donation-form?donorId= names them. */
    donorId: z.uuid({ error: 'Find the donor by Donor ID first' }),
    /** A request the donor gives for, when they came for one. */
    requestId: z.uuid().optional(),
    donorType: z.enum(['walkIn', 'scheduled']).default('walkIn'),
    bloodType: z.enum(['wholeBlood', 'platelets', 'plasma'], { error: REQUIRED }).default('wholeBlood'),
    veinFit: yesNo,
    mobileNo: lineText({ max: 20, message: REQUIRED, required: true }),
    emailId: lineText({ max: TEXT_LIMITS.email, message: REQUIRED, required: true }),
    aadharNo: aadhaar,
    confirmAadharNo: lineText({ max: 20, message: REQUIRED }).transform((value) => value.replace(/\s+/g, '')),
    unitId: code,
    doctor: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
    phlebotomist: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
    sampleToBeTested: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
    bloodBagStoredAt: lineText({ max: TEXT_LIMITS.name, message: REQUIRED, required: true }),
    notes: paragraphText({ max: 1000 }).default(''),
    answers: z.object(questionAnswers),
    consents: z.object(consentTicks),
    ...donorDataSchema.omit({ bagId: true }).shape,
    ...donationApprovalSchema.pick({
      startTime: true,
      endTime: true,
      volume: true,
      weight_2: true,
      temperature: true,
      dataPostBy: true,
    }).shape,
  })
  .refine((form) => form.aadharNo === form.confirmAadharNo, {
    message: MESSAGES.aadharMismatch,
    path: ['confirmAadharNo'],
  });
export type DonationForm = z.input<typeof donationFormSchema>;

/** The fields the donation form checks before Approve, in the spec's order (docs/spec/part-1-institution-side.md §5). */
export const DONATION_FORM_REQUIRED_FIELDS = [
  'mobileNo',
  'height',
  'weight_1',
  'hb',
  'bp',
  'startTime',
  'endTime',
  'volume',
  'weight_2',
  'temperature',
  'kitNumber',
  'unitId',
  'sampleId_1',
  'sampleId_2',
  'sampleId_3',
  'doctor',
  'phlebotomist',
  'sampleToBeTested',
  'bloodBagStoredAt',
  'dataPostBy',
  'aadharNo',
  'confirmAadharNo',
  'emailId',
] as const;

/** Whether a camp donor may still be sent to the chair. */
export const isAwaitingDonation = (donationStatus: number) => donationStatus === CAMP_DONOR_STATUS.canDonate;

/** A sample on its way to the lab (docs/spec/part-2-operations-and-admin.md §3 "Sample"). */
export const sampleRowSchema = z.object({
  _id: z.string(),
  inventoryId: z.string(),
  donorId: z.string(),
  collectionDate: z.string(),
  bagId: z.string(),
  unitNumber: z.string().nullable(),
  /** 3 waiting to be accepted, 4 waiting for its result. */
  status: z.number(),
  sample: z.object({
    sampleId_1: z.string(),
    sampleId_2: z.string(),
    sampleId_3: z.string(),
    addedAt: z.string(),
    location: z.object({ description: z.string() }),
  }),
  receivedOn: z.string(),
  /** The camp or the desk the sample came from. */
  receivedFrom: z.string(),
});
export type SampleRow = z.infer<typeof sampleRowSchema>;
export const sampleListQuerySchema = listQuerySchema({
  sort: ['receivedOn', 'collectionDate', 'sampleId'],
  defaultSort: 'receivedOn',
  defaultOrder: 'desc',
}).extend({
  type: z.literal('samples', { error: 'Only samples are listed for now' }),
  /** Only the samples waiting to be accepted (3), for their result (4) or resulted (5). */
  status: z.coerce.number().int().min(3).max(5).optional(),
});
export const sampleListSchema = listContentSchema(sampleRowSchema);
