import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/groups.js';
import { bloodGroupFilter, listContentSchema, listQuerySchema } from '../common/list.js';
import { lineText, paragraphText, TEXT_LIMITS } from '../common/text.js';
import {
  DEFAULT_FINAL_RESULT,
  DEFAULT_LABORATORY_LABEL,
  FINAL_RESULTS,
  LAB_BULK_REQUIRED_FIELDS,
  LAB_MESSAGES,
  LAB_SINGLE_REQUIRED_FIELDS,
  labResultProblem,
  missingLabField,
  SCREENING_OUTCOMES,
  type SCREENING_TESTS,
} from './lab.js';

/**
 * The lab's calls (docs/spec/part-2-operations-and-admin.md §2 "Lab screens", §3 "Lab result", "Lab criteria item",
 * §5, §7; docs/decisions/0047).
 */

/** POST institution/lab-results/change-status: accept received samples (status 3 → 4), one or many. */
export const sampleAcceptSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Choose the samples to accept' }))
    .min(1, 'Choose the samples to accept')
    .max(100),
  status: z.literal(4).default(4),
});
export type SampleAccept = z.input<typeof sampleAcceptSchema>;

// A form sends what was typed: an empty box is "not given", which the required-field check names in the spec's order.
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const measure = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Enter a number' })
      .min(0, 'Enter a number')
      .max(max, `At most ${max}`)
      .optional(),
  );
const optionalText = (max: number) => z.preprocess(blankToUndefined, lineText({ max }).optional());
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const screeningOutcome = z.preprocess(blankToUndefined, z.enum(SCREENING_OUTCOMES).optional());
/** The mandatory screening, one outcome per test of SCREENING_TESTS; a test left blank is not done yet. */
export const screeningSchema = z
  .object({
    hiv: screeningOutcome,
    hbsag: screeningOutcome,
    hcv: screeningOutcome,
    syphilis: screeningOutcome,
    malaria: screeningOutcome,
  } satisfies Record<(typeof SCREENING_TESTS)[number]['key'], unknown>)
  .default({});

/** One observed parameter; the server fills its standard from the lab's criteria. */
export const labObservationSchema = z.object({
  id: lineText({ max: 40, required: true }),
  parameter: lineText({ max: 60, required: true }),
  observation: lineText({ max: 30 }).default(''),
  remarks: lineText({ max: TEXT_LIMITS.line }).default(''),
});

/** The `labResults` of one result (docs/spec/part-2-operations-and-admin.md §3 "Lab result"). */
export const labResultBodySchema = z.object({
  reportNo: optionalText(50),
  weight: measure(300),
  bloodPressure: z.preprocess(
    blankToUndefined,
    lineText({ max: 20 })
      .refine((value) => /^\d{2,3}\s*\/\s*\d{2,3}$/.test(value), 'Write the blood pressure as 120/80')
      .optional(),
  ),
  Hb: measure(30),
  laboratory: lineText({ max: TEXT_LIMITS.name }).default(DEFAULT_LABORATORY_LABEL),
  testedBy: optionalText(TEXT_LIMITS.name),
  /** The day the tests were done. */
  addedAt: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(10)
      .refine(
        (value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
        'Enter valid date',
      )
      .optional(),
  ),
  results: z.array(labObservationSchema).max(30).default([]),
  screening: screeningSchema,
  finalResult: z.enum(FINAL_RESULTS).default(DEFAULT_FINAL_RESULT),
  comments: paragraphText({ max: 1000 }).default(''),
  /** Why a unit is released on conditions, by whom is the signed-in person. */
  conditionalReason: paragraphText({ max: 1000 }).optional(),
});

/** One result of `labs[]`: which sample, the group found, and the results. */
export const labResultEntrySchema = z.object({
  /** The sample the result is for (its `_id` on the samples list). */
  sampleId: z.uuid({ error: 'Choose the sample' }),
  /** ABO and Rh grouping as found by the lab. */
  bloodGroup: z.preprocess(
    blankToUndefined,
    z.enum(BLOOD_GROUPS, { error: 'Choose a blood group from the list' }).optional(),
  ),
  labResults: labResultBodySchema,
});
export type LabResultEntry = z.input<typeof labResultEntrySchema>;

const flat = (entry: z.output<typeof labResultEntrySchema>) => ({
  bloodGroup: entry.bloodGroup,
  ...entry.labResults,
});

/** The first problem of a result: a missing field in the form's order, then the release rules. */
export function labEntryProblem(
  entry: z.output<typeof labResultEntrySchema>,
  form: 'single' | 'bulk',
): { field: string; message: string } | null {
  const required = form === 'bulk' ? LAB_BULK_REQUIRED_FIELDS : LAB_SINGLE_REQUIRED_FIELDS;
  const missing = missingLabField(flat(entry), required);
  if (missing) return missing;
  const problem = labResultProblem(entry.labResults);
  return problem ? { field: 'finalResult', message: problem } : null;
}

/**
 * POST institution/lab-results/add: one result (the single form) or several (the bulk form). Every row is
 * checked in its form's order — the bulk form on screen checks its first row only, as the spec says; the
 * server never trusts a screen.
 */
export const labResultAddSchema = z
  .object({
    form: z.enum(['single', 'bulk']).default('single'),
    labs: z.array(labResultEntrySchema).min(1, 'Enter a result').max(100),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.labs.forEach((entry, index) => {
      const problem = labEntryProblem(entry, body.form);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem.message, path: ['labs', index, problem.field] });
      if (seen.has(entry.sampleId)) {
        ctx.addIssue({
          code: 'custom',
          message: 'A sample is listed twice',
          path: ['labs', index, 'sampleId'],
        });
      }
      seen.add(entry.sampleId);
    });
  });
export type LabResultAdd = z.input<typeof labResultAddSchema>;

/** POST institution/lab-results/correct (ours): a new result that replaces one, the original kept in the history. */
export const labResultCorrectSchema = z
  .object({
    id: z.uuid({ error: 'Choose the result to correct' }),
    reason: paragraphText({ max: 1000, message: LAB_MESSAGES.correctionNeedsReason, required: true }),
    bloodGroup: labResultEntrySchema.shape.bloodGroup,
    labResults: labResultBodySchema,
  })
  .superRefine((body, ctx) => {
    const problem = labEntryProblem(
      { sampleId: body.id, bloodGroup: body.bloodGroup, labResults: body.labResults },
      'single',
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type LabResultCorrect = z.input<typeof labResultCorrectSchema>;

export const LAB_RESULT_OUTCOMES = ['released', 'held', 'unsafe', 'alreadyOut'] as const;
export type LabResultOutcome = (typeof LAB_RESULT_OUTCOMES)[number];

/** What saving a result did to its donation's units. */
export const labResultSavedSchema = z.object({
  _id: z.string(),
  sampleId: z.string(),
  outcome: z.enum(LAB_RESULT_OUTCOMES),
  note: z.string(),
  /** The units this result left unsafe and still held by the caller: the screen offers their disposal. */
  unsafeUnits: z.array(z.object({ _id: z.string(), bagId: z.string() })),
});
export const labResultSavedListSchema = z.object({ data: z.array(labResultSavedSchema) });

const recordedObservationSchema = labObservationSchema.extend({
  standard: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string(),
  outOfRange: z.boolean(),
});

/** A result as the lab's register (/labresult) and its printable details show it. */
export const labReportSchema = z.object({
  _id: z.string(),
  sampleId: z.string(),
  sampleCode: z.string(),
  inventoryId: z.string(),
  donorId: z.string(),
  bagId: z.string(),
  unitNumber: z.string().nullable(),
  collectedDate: z.string(),
  /** The group found by the lab, and the group on the unit. */
  bloodGroup: z.string(),
  unitBloodGroup: z.string(),
  labResults: z.object({
    reportNo: z.string(),
    weight: z.number().nullable(),
    bloodPressure: z.string().nullable(),
    Hb: z.number().nullable(),
    laboratory: z.string(),
    testedBy: z.string(),
    addedAt: z.string(),
    results: z.array(recordedObservationSchema),
    screening: z.record(z.string(), z.enum(SCREENING_OUTCOMES)),
    finalResult: z.enum(FINAL_RESULTS),
    comments: z.string(),
    conditionalReason: z.string().nullable(),
  }),
  outcome: z.enum(LAB_RESULT_OUTCOMES),
  outcomeNote: z.string(),
  /** Who saved it (and so released the units). */
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
  /** The result this one corrected, and why. */
  corrects: z.object({ reportNo: z.string(), reason: z.string() }).nullable(),
});
export type LabReport = z.infer<typeof labReportSchema>;

export const LAB_REPORT_SORT_FIELDS = ['addedAt', 'reportNo'] as const;
/** The lab's register: the current results of this blood centre, newest test first. */
export const labReportListQuerySchema = listQuerySchema({
  sort: LAB_REPORT_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
}).extend(bloodGroupFilter);
export const labReportListSchema = listContentSchema(labReportSchema);

const criterionSchema = z
  .object({
    id: lineText({ max: 40, message: 'Enter valid data', required: true }),
    name: lineText({ max: 60, message: 'Enter valid data', required: true }),
    min: z.coerce.number({ error: 'Enter valid data' }),
    max: z.coerce.number({ error: 'Enter valid data' }),
    unit: lineText({ max: 30 }).default(''),
    checked: z.boolean().default(true),
    disable: z.boolean().default(false),
  })
  .refine((criterion) => criterion.min <= criterion.max, {
    message: 'The lowest value cannot be above the highest',
    path: ['max'],
  });

/** GET institution/lab-criteria/list: the lab's criteria, its own or the defaults. */
export const labCriteriaSchema = z.object({ labCriteria: z.array(criterionSchema) });
/** POST institution/lab-criteria/add: the settings object with the criteria (docs/spec/part-2 §7). */
export const labCriteriaAddSchema = z.object({
  settings: z.object({
    labCriteria: z
      .array(criterionSchema)
      .min(1, 'Keep at least one criterion')
      .max(30)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Each criterion once'),
  }),
});
export type LabCriteriaAdd = z.input<typeof labCriteriaAddSchema>;
