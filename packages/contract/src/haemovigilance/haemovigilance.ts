import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/groups.js';
import { parseInputDate } from '../common/dates.js';
import { listContentSchema, listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import { COMPONENTS } from '../inventory/components.js';
import { dayFieldSchema } from '../people/person-fields.js';

/**
 * Haemovigilance (issue 17 item 6): adverse reactions in patients who received blood, recorded by the
 * institution that transfused, and in donors, recorded by the blood centre that bled them. The categories are
 * those of the Haemovigilance Programme of India (HvPI, IPC) and the ISBT definitions it follows.
 */

/** Transfusion reaction categories (HvPI Transfusion Reaction Reporting Form, ISBT 2011 definitions). */
export const TRANSFUSION_REACTION_TYPES = {
  febrileNonHaemolytic: 'Febrile non-haemolytic transfusion reaction (FNHTR)',
  allergicMinor: 'Allergic reaction (minor)',
  anaphylactic: 'Anaphylactic / anaphylactoid reaction',
  acuteHaemolytic: 'Acute haemolytic transfusion reaction (AHTR)',
  delayedHaemolytic: 'Delayed haemolytic transfusion reaction (DHTR)',
  taco: 'Transfusion-associated circulatory overload (TACO)',
  trali: 'Transfusion-related acute lung injury (TRALI)',
  tad: 'Transfusion-associated dyspnoea (TAD)',
  hypotensive: 'Hypotensive transfusion reaction',
  tti: 'Transfusion-transmitted infection (TTI)',
  ptp: 'Post-transfusion purpura (PTP)',
  taGvhd: 'Transfusion-associated graft-versus-host disease (TA-GvHD)',
  other: 'Other',
} as const;
export type TransfusionReactionType = keyof typeof TRANSFUSION_REACTION_TYPES;
export const TRANSFUSION_REACTION_TYPE_VALUES = Object.keys(TRANSFUSION_REACTION_TYPES) as [
  TransfusionReactionType,
  ...TransfusionReactionType[],
];

/** ISBT severity grades of a transfusion reaction. */
export const TRANSFUSION_SEVERITIES = {
  nonSevere: 'Non-severe',
  severe: 'Severe',
  lifeThreatening: 'Life-threatening',
  death: 'Death',
} as const;
export type TransfusionSeverity = keyof typeof TRANSFUSION_SEVERITIES;
export const TRANSFUSION_SEVERITY_VALUES = Object.keys(TRANSFUSION_SEVERITIES) as [
  TransfusionSeverity,
  ...TransfusionSeverity[],
];

/** Complications of blood donation (ISBT / IHN / AABB 2014 standard surveillance definitions, as HvPI uses them). */
export const DONOR_REACTION_TYPES = {
  vasovagalImmediate: 'Vasovagal reaction — immediate',
  vasovagalDelayed: 'Vasovagal reaction — delayed',
  haematoma: 'Haematoma (bruise)',
  arterialPuncture: 'Arterial puncture',
  nerveInjury: 'Nerve injury or irritation',
  citrateReaction: 'Citrate reaction (apheresis)',
  allergic: 'Allergic reaction',
  other: 'Other',
} as const;
export type DonorReactionType = keyof typeof DONOR_REACTION_TYPES;
export const DONOR_REACTION_TYPE_VALUES = Object.keys(DONOR_REACTION_TYPES) as [
  DonorReactionType,
  ...DonorReactionType[],
];

export const DONOR_SEVERITIES = { mild: 'Mild', moderate: 'Moderate', severe: 'Severe' } as const;
export type DonorSeverity = keyof typeof DONOR_SEVERITIES;
export const DONOR_SEVERITY_VALUES = Object.keys(DONOR_SEVERITIES) as [DonorSeverity, ...DonorSeverity[]];

/** How the patient or donor fared. */
export const REACTION_OUTCOMES = {
  recovered: 'Recovered',
  recovering: 'Recovering',
  sequelae: 'Recovered with sequelae',
  death: 'Death',
  unknown: 'Unknown',
} as const;
export type ReactionOutcome = keyof typeof REACTION_OUTCOMES;
export const REACTION_OUTCOME_VALUES = Object.keys(REACTION_OUTCOMES) as [
  ReactionOutcome,
  ...ReactionOutcome[],
];

/** One reaction names at most this many units: the bags of one transfusion episode. */
export const MAX_UNITS_PER_REACTION = 10;
/** A clock a few minutes fast on a ward computer must not refuse a reaction noted "just now". */
export const ONSET_CLOCK_SLACK_MS = 5 * 60_000;

export const HAEMOVIGILANCE_MESSAGES = {
  chooseUnits: 'Choose the units the patient received',
  tooManyUnits: `Choose at most ${MAX_UNITS_PER_REACTION} units`,
  unitTwice: 'A unit is chosen twice',
  chooseType: 'Choose the type of reaction',
  chooseSeverity: 'Choose how severe the reaction was',
  chooseOutcome: 'Choose the outcome',
  onsetRequired: 'Enter when the reaction began',
  onsetTime: 'Enter the time as HH:MM, e.g. 14:30',
  onsetFuture: 'The reaction cannot begin in the future',
  actionsRequired: 'Write the actions taken',
  otherTypeRequired: 'Say what the reaction was',
  deathNeedsOutcome: 'A reaction graded Death has the outcome Death',
  chooseDonation: 'Choose the donation',
  recorded: 'Reaction recorded',
  duplicate: 'This reaction is already recorded',
  differentPatients: 'All the units must have been issued for one patient',
  fromAfterTo: 'The start of the period must be on or before its end',
} as const;

const unitIdsSchema = z
  .array(z.uuid({ error: HAEMOVIGILANCE_MESSAGES.chooseUnits }), {
    error: HAEMOVIGILANCE_MESSAGES.chooseUnits,
  })
  .min(1, HAEMOVIGILANCE_MESSAGES.chooseUnits)
  .max(MAX_UNITS_PER_REACTION, HAEMOVIGILANCE_MESSAGES.tooManyUnits)
  .refine((ids) => new Set(ids).size === ids.length, HAEMOVIGILANCE_MESSAGES.unitTwice);

const onsetAtSchema = z.iso
  .datetime({ offset: true, error: HAEMOVIGILANCE_MESSAGES.onsetRequired })
  .refine((iso) => Date.parse(iso) <= Date.now() + ONSET_CLOCK_SLACK_MS, HAEMOVIGILANCE_MESSAGES.onsetFuture);

const actionsSchema = paragraphText({
  max: 1000,
  required: true,
  message: HAEMOVIGILANCE_MESSAGES.actionsRequired,
});
const otherTypeSchema = lineText({ max: TEXT_LIMITS.name }).default('');

/** The clinical part both kinds of reaction share; `severity` and `type` differ. */
function reactionFields<T extends [string, ...string[]], S extends [string, ...string[]]>(
  types: T,
  severities: S,
) {
  return {
    type: z.enum(types, { error: HAEMOVIGILANCE_MESSAGES.chooseType }),
    otherType: otherTypeSchema,
    severity: z.enum(severities, { error: HAEMOVIGILANCE_MESSAGES.chooseSeverity }),
    outcome: z.enum(REACTION_OUTCOME_VALUES, { error: HAEMOVIGILANCE_MESSAGES.chooseOutcome }),
    actions: actionsSchema,
  };
}

interface ClinicalPart {
  type: string;
  otherType?: string | undefined;
  severity: string;
  outcome: string;
}

/** "Other" must say what it was; a reaction graded Death ended in death. */
function clinicalProblems(value: ClinicalPart, issues: z.RefinementCtx) {
  if (value.type === 'other' && !value.otherType) {
    issues.addIssue({
      code: 'custom',
      path: ['otherType'],
      message: HAEMOVIGILANCE_MESSAGES.otherTypeRequired,
    });
  }
  if (value.severity === 'death' && value.outcome !== 'death') {
    issues.addIssue({
      code: 'custom',
      path: ['outcome'],
      message: HAEMOVIGILANCE_MESSAGES.deathNeedsOutcome,
    });
  }
}

const transfusionFields = reactionFields(TRANSFUSION_REACTION_TYPE_VALUES, TRANSFUSION_SEVERITY_VALUES);
const donorFields = reactionFields(DONOR_REACTION_TYPE_VALUES, DONOR_SEVERITY_VALUES);

/**
 * POST a transfusion reaction: the units the patient received (all issued for one patient of the caller's
 * requests), what happened and when. The patient is the one the units were issued for.
 */
export const newTransfusionReactionSchema = z
  .object({ unitIds: unitIdsSchema, onsetAt: onsetAtSchema, ...transfusionFields })
  .superRefine(clinicalProblems);
export type NewTransfusionReaction = z.input<typeof newTransfusionReactionSchema>;

/** POST a donor reaction: the donation it followed, what happened and when. */
export const newDonorReactionSchema = z
  .object({
    donationId: z.uuid({ error: HAEMOVIGILANCE_MESSAGES.chooseDonation }),
    onsetAt: onsetAtSchema,
    ...donorFields,
  })
  .superRefine(clinicalProblems);
export type NewDonorReaction = z.input<typeof newDonorReactionSchema>;

// ---- The forms: the onset typed as a day and a time of day in India, the rest as the API takes it. ----

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** `dd/MM/yyyy` and `HH:mm` typed in India → the ISO instant; null when either is not a real day or time. */
export function onsetInstant(day: string, time: string): string | null {
  const date = parseInputDate(day);
  const match = TIME_OF_DAY.exec(time.trim());
  if (!date || !match) return null;
  const hh = match[1]?.padStart(2, '0');
  return new Date(`${date.toISOString().slice(0, 10)}T${hh}:${match[2]}:00+05:30`).toISOString();
}

const onsetDayField = z
  .string()
  .trim()
  .max(10, MESSAGES.invalidDate)
  .min(1, HAEMOVIGILANCE_MESSAGES.onsetRequired)
  .refine((text) => parseInputDate(text) !== null, MESSAGES.invalidDate);
const onsetTimeField = z
  .string()
  .trim()
  .max(5, HAEMOVIGILANCE_MESSAGES.onsetTime)
  .refine((text) => TIME_OF_DAY.test(text), HAEMOVIGILANCE_MESSAGES.onsetTime);

function onsetNotFuture(value: { onsetDay: string; onsetTime: string }, issues: z.RefinementCtx) {
  const at = onsetInstant(value.onsetDay, value.onsetTime);
  if (at && Date.parse(at) > Date.now() + ONSET_CLOCK_SLACK_MS) {
    issues.addIssue({ code: 'custom', path: ['onsetTime'], message: HAEMOVIGILANCE_MESSAGES.onsetFuture });
  }
}

/** The Record transfusion reaction form: the API's fields with the onset as day and time. */
export const transfusionReactionFormSchema = z
  .object({
    unitIds: unitIdsSchema,
    onsetDay: onsetDayField,
    onsetTime: onsetTimeField,
    ...transfusionFields,
  })
  .superRefine((value, issues) => {
    clinicalProblems(value, issues);
    onsetNotFuture(value, issues);
  });
export type TransfusionReactionForm = z.input<typeof transfusionReactionFormSchema>;

/** The Record donor reaction form. */
export const donorReactionFormSchema = z
  .object({
    donationId: z.uuid({ error: HAEMOVIGILANCE_MESSAGES.chooseDonation }),
    onsetDay: onsetDayField,
    onsetTime: onsetTimeField,
    ...donorFields,
  })
  .superRefine((value, issues) => {
    clinicalProblems(value, issues);
    onsetNotFuture(value, issues);
  });
export type DonorReactionForm = z.input<typeof donorReactionFormSchema>;

// ---- Lists ----

const period = {
  /** Onset on or after this India day (yyyy-mm-dd or dd/MM/yyyy). */
  from: dayFieldSchema().optional(),
  /** Onset on or before this India day. */
  to: dayFieldSchema().optional(),
};
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

export const REACTION_SORT_FIELDS = ['onsetAt', 'type', 'severity'] as const;
/** recorded: reactions this institution recorded; issued: reactions to units this blood centre issued. */
export const TRANSFUSION_REACTION_SCOPES = ['recorded', 'issued'] as const;
export type TransfusionReactionScope = (typeof TRANSFUSION_REACTION_SCOPES)[number];

export const transfusionReactionListQuerySchema = listQuerySchema({
  sort: REACTION_SORT_FIELDS,
  defaultSort: 'onsetAt',
  defaultOrder: 'desc',
})
  .extend({
    scope: z.enum(TRANSFUSION_REACTION_SCOPES).default('recorded'),
    type: z.enum(TRANSFUSION_REACTION_TYPE_VALUES).optional(),
    severity: z.enum(TRANSFUSION_SEVERITY_VALUES).optional(),
    ...period,
  })
  .refine(fromNotAfterTo, { message: HAEMOVIGILANCE_MESSAGES.fromAfterTo, path: ['to'] });

export const donorReactionListQuerySchema = listQuerySchema({
  sort: REACTION_SORT_FIELDS,
  defaultSort: 'onsetAt',
  defaultOrder: 'desc',
})
  .extend({
    type: z.enum(DONOR_REACTION_TYPE_VALUES).optional(),
    severity: z.enum(DONOR_SEVERITY_VALUES).optional(),
    ...period,
  })
  .refine(fromNotAfterTo, { message: HAEMOVIGILANCE_MESSAGES.fromAfterTo, path: ['to'] });

const recordedBySchema = z.object({
  institution: z.string(),
  /** The signed-in user who recorded it. */
  user: z.string().nullable(),
});

export const reactionUnitSchema = z.object({
  _id: z.string(),
  bagId: z.string(),
  unitNumber: z.string().nullable(),
  bloodGroup: z.enum(BLOOD_GROUPS),
  component: z.enum(COMPONENTS),
  /** The blood centre that issued it. */
  issuedBy: z.string(),
});

export const transfusionReactionRowSchema = z.object({
  _id: z.string(),
  onsetAt: z.string(),
  recordedAt: z.string(),
  type: z.enum(TRANSFUSION_REACTION_TYPE_VALUES),
  otherType: z.string(),
  severity: z.enum(TRANSFUSION_SEVERITY_VALUES),
  outcome: z.enum(REACTION_OUTCOME_VALUES),
  actions: z.string(),
  patient: z.object({ name: z.string(), code: z.string() }),
  units: z.array(reactionUnitSchema),
  recordedBy: recordedBySchema,
});
export type TransfusionReactionRow = z.infer<typeof transfusionReactionRowSchema>;

export const donorReactionRowSchema = z.object({
  _id: z.string(),
  onsetAt: z.string(),
  recordedAt: z.string(),
  type: z.enum(DONOR_REACTION_TYPE_VALUES),
  otherType: z.string(),
  severity: z.enum(DONOR_SEVERITY_VALUES),
  outcome: z.enum(REACTION_OUTCOME_VALUES),
  actions: z.string(),
  donation: z.object({
    _id: z.string(),
    /** yyyy-mm-dd */
    donatedOn: z.string(),
    bagId: z.string().nullable(),
    donorName: z.string(),
    donorCode: z.string().nullable(),
  }),
  recordedBy: recordedBySchema,
});
export type DonorReactionRow = z.infer<typeof donorReactionRowSchema>;

export const transfusionReactionListSchema = listContentSchema(transfusionReactionRowSchema);
export const donorReactionListSchema = listContentSchema(donorReactionRowSchema);

// ---- The pickers of the forms ----

/**
 * Units issued against the caller's requests (its patients, its counter's, its wards'): newest issue first;
 * `patientId` narrows to one patient of the caller's list; `search` matches a bag or unit number by its start,
 * or the patient's name or number.
 */
export const issuedUnitsQuerySchema = listQuerySchema({
  sort: ['issuedAt'],
  defaultSort: 'issuedAt',
  defaultOrder: 'desc',
}).extend({ patientId: z.uuid({ error: 'No such patient' }).optional() });

export const issuedUnitRowSchema = reactionUnitSchema.extend({
  issuedAt: z.string(),
  /** Units of one patient share it: the patient of the caller's list, or the request that named them. */
  patientKey: z.string(),
  patient: z.object({ name: z.string(), code: z.string() }),
});
export type IssuedUnitRow = z.infer<typeof issuedUnitRowSchema>;
export const issuedUnitListSchema = listContentSchema(issuedUnitRowSchema);

/** The blood centre's donations in which a donor was bled, newest first; `search` by donor, donor ID or bag. */
export const reactionDonationsQuerySchema = listQuerySchema({
  sort: ['startedAt'],
  defaultSort: 'startedAt',
  defaultOrder: 'desc',
});

export const reactionDonationRowSchema = z.object({
  _id: z.string(),
  startedAt: z.string(),
  donatedOn: z.string(),
  bagId: z.string().nullable(),
  donorName: z.string(),
  donorCode: z.string().nullable(),
  component: z.string(),
  place: z.string(),
});
export type ReactionDonationRow = z.infer<typeof reactionDonationRowSchema>;
export const reactionDonationListSchema = listContentSchema(reactionDonationRowSchema);

// ---- The report ----

export const haemovigilanceReportQuerySchema = z
  .object(period)
  .refine(fromNotAfterTo, { message: HAEMOVIGILANCE_MESSAGES.fromAfterTo, path: ['to'] });

export const reportCellSchema = z.object({
  type: z.string(),
  severity: z.string(),
  count: z.number().int().min(0),
});
export type ReportCell = z.infer<typeof reportCellSchema>;

export const haemovigilanceReportSchema = z.object({
  /** The period counted, India days, both included (this month so far when none was asked for). */
  from: z.string(),
  to: z.string(),
  /** Transfusion reactions the caller recorded, by type and severity (only the cells that are not zero). */
  recorded: z.array(reportCellSchema),
  /** Reactions, recorded by anyone, to units the caller issued; null for an institution that issues none. */
  issued: z.array(reportCellSchema).nullable(),
  /** Donor reactions the caller recorded; null for an institution that bleeds no donors. */
  donor: z.array(reportCellSchema).nullable(),
});
export type HaemovigilanceReport = z.infer<typeof haemovigilanceReportSchema>;

/** The record as the API answers after recording it. */
export const recordedReactionSchema = z.object({ data: z.object({ _id: z.string() }) });
