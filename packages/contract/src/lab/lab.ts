import { MESSAGES } from '../common/messages.js';

export interface LabParameter {
  parameter: string;
  /** The standard as the result form prints it (docs/spec/part-2-operations-and-admin.md §3). */
  standard: string;
  min: number;
  max: number;
  unit: string;
}

/**
 * The default parameters and standards of a lab result (docs/spec/part-2-operations-and-admin.md §3), written as the spec writes them.
 * The WBC standard of 4–5 × 10^9 is the spec's; each lab may set its own criteria in Settings.
 */
export const LAB_DEFAULT_PARAMETERS = [
  { parameter: 'RBC', standard: '4.5-5.5*10^12', min: 4.5, max: 5.5, unit: '*10^12' },
  { parameter: 'WBC', standard: '4-5*10^9', min: 4, max: 5, unit: '*10^9' },
  { parameter: 'Platelet', standard: '150-400*10^9', min: 150, max: 400, unit: '*10^9' },
  { parameter: 'ESR', standard: '0-20 mm/Hr', min: 0, max: 20, unit: 'mm/Hr' },
  { parameter: 'TLC', standard: '4000-11000/mm^3', min: 4000, max: 11000, unit: '/mm^3' },
] as const satisfies readonly LabParameter[];

/**
 * The bulk form also lists PT and APTT (docs/spec/part-2-operations-and-admin.md §3) without standards. These are common adult reference
 * intervals; they depend on the reagent, so a lab replaces them with its own (docs/decisions/0018).
 */
export const LAB_BULK_EXTRA_PARAMETERS = [
  { parameter: 'PT', standard: '11-13.5 sec', min: 11, max: 13.5, unit: 'sec' },
  { parameter: 'APTT', standard: '25-35 sec', min: 25, max: 35, unit: 'sec' },
] as const satisfies readonly LabParameter[];

/** Whether an observation lies inside a parameter's standard, both ends included. */
export function isWithinStandard(parameter: Pick<LabParameter, 'min' | 'max'>, observation: number): boolean {
  return observation >= parameter.min && observation <= parameter.max;
}

/** docs/spec/part-2-operations-and-admin.md §3: Fail is the default; the single and bulk forms offer only Pass and Fail. */
export const FINAL_RESULTS = ['Fail', 'Pass', 'Conditional Release'] as const;
export type FinalResult = (typeof FINAL_RESULTS)[number];
export const DEFAULT_FINAL_RESULT: FinalResult = 'Fail';
export const FORM_FINAL_RESULTS = ['Pass', 'Fail'] as const;
export const DEFAULT_LABORATORY_LABEL = 'Laboratory';
export const LAB_MEMBER_DESIGNATION = 'labMember';

/**
 * docs/spec/part-2-operations-and-admin.md §4, §9: a received sample is accepted at status 3 and awaits its result at status 4.
 * 5 (ours, docs/decisions/0047): its result is entered.
 */
export const SAMPLE_STATUS = { awaitingAcceptance: 3, awaitingResult: 4, resulted: 5 } as const;

/** docs/spec/part-2-operations-and-admin.md §2: Accept for status 3, Enter Result for status 4, nothing otherwise. */
export function sampleAction(status: number): 'Accept' | 'Enter Result' | null {
  if (status === SAMPLE_STATUS.awaitingAcceptance) return 'Accept';
  if (status === SAMPLE_STATUS.awaitingResult) return 'Enter Result';
  return null;
}

/** The fields the bulk lab form requires, in the order it checks them, with each one's message. */
export const LAB_BULK_REQUIRED_FIELDS = [
  ['bloodGroup', MESSAGES.enterBloodGroup],
  ['Hb', MESSAGES.enterHb],
  ['reportNo', MESSAGES.enterReportNo],
  ['weight', MESSAGES.enterWeight],
  ['bloodPressure', MESSAGES.enterBloodPressure],
  ['testedBy', MESSAGES.enterTestedBy],
  ['addedAt', MESSAGES.enterAddedAt],
] as const;

/** The fields the single lab form requires, in its order (docs/spec/part-2-operations-and-admin.md §5). */
export const LAB_SINGLE_REQUIRED_FIELDS = [
  ['bloodGroup', MESSAGES.enterBloodGroup],
  ['reportNo', MESSAGES.enterReportNo],
  ['testedBy', MESSAGES.enterTestedBy],
  ['addedAt', MESSAGES.enterAddedAt],
] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The first required field left empty, with its message, or null when all are filled. */
export function missingLabField(
  row: Record<string, unknown>,
  required: typeof LAB_BULK_REQUIRED_FIELDS | typeof LAB_SINGLE_REQUIRED_FIELDS = LAB_BULK_REQUIRED_FIELDS,
): { field: string; message: string } | null {
  for (const [field, message] of required) if (isBlank(row[field])) return { field, message };
  return null;
}

/** The message of the first required field left empty, or null when all are filled. */
export function firstMissingLabField(
  row: Record<string, unknown>,
  required: typeof LAB_BULK_REQUIRED_FIELDS | typeof LAB_SINGLE_REQUIRED_FIELDS = LAB_BULK_REQUIRED_FIELDS,
): string | null {
  return missingLabField(row, required)?.message ?? null;
}

/**
 * The mandatory screening of every unit in India (Drugs and Cosmetics Rules, Schedule F Part XII-B), each recorded
 * as reactive or non-reactive; ABO and Rh grouping is the result's `bloodGroup` (the group found).
 */
export const SCREENING_TESTS = [
  { key: 'hiv', label: 'HIV 1 & 2' },
  { key: 'hbsag', label: 'HBsAg' },
  { key: 'hcv', label: 'HCV' },
  { key: 'syphilis', label: 'Syphilis (VDRL/RPR)' },
  { key: 'malaria', label: 'Malaria' },
] as const;
export type ScreeningTest = (typeof SCREENING_TESTS)[number]['key'];
export const SCREENING_OUTCOMES = ['nonReactive', 'reactive'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];
export const SCREENING_OUTCOME_LABELS: Record<ScreeningOutcome, string> = {
  nonReactive: 'Non-reactive',
  reactive: 'Reactive',
};
export type ScreeningRecord = Partial<Record<ScreeningTest, ScreeningOutcome>>;

export const LAB_MESSAGES = {
  passWithReactive: 'A unit with a reactive screening test cannot pass: record the result as Fail',
  passNeedsScreening:
    'Record every mandatory screening test (HIV 1 & 2, HBsAg, HCV, syphilis, malaria) before a Pass',
  conditionalNeedsReason: 'Write the reason for the conditional release',
  alreadyAccepted: 'This sample is already accepted',
  notAccepted: 'Accept the sample before entering its result',
  alreadyResulted: 'This sample already has its result; correct it from the result instead',
  correctionNeedsReason: 'Write why the result is corrected',
  testedOnOutside: 'The tests are done between the collection and today',
} as const;

/** The tests recorded reactive, by label. */
export function reactiveTests(screening: ScreeningRecord): string[] {
  return SCREENING_TESTS.filter((test) => screening[test.key] === 'reactive').map((test) => test.label);
}

/** Why a result cannot be saved as written, or null (client and server ask the same question). */
export function labResultProblem(result: {
  finalResult: FinalResult;
  screening: ScreeningRecord;
  conditionalReason?: string | undefined;
}): string | null {
  const released = result.finalResult !== 'Fail';
  if (released && reactiveTests(result.screening).length > 0) return LAB_MESSAGES.passWithReactive;
  if (released && SCREENING_TESTS.some((test) => result.screening[test.key] !== 'nonReactive')) {
    return LAB_MESSAGES.passNeedsScreening;
  }
  if (result.finalResult === 'Conditional Release' && !result.conditionalReason?.trim()) {
    return LAB_MESSAGES.conditionalNeedsReason;
  }
  return null;
}

/**
 * What a saved result does to the units of its donation (docs/decisions/0047): release them, hold them in
 * quarantine when the group found is not the group on the unit, or mark them unsafe on a Fail (a reactive test
 * is always a Fail, `labResultProblem`).
 */
export type ReleaseDecision =
  | { kind: 'release' }
  | { kind: 'hold'; reason: string }
  | { kind: 'unsafe'; reason: string };

export function releaseDecision(result: {
  finalResult: FinalResult;
  screening: ScreeningRecord;
  groupFound: string;
  unitGroup: string;
}): ReleaseDecision {
  const reactive = reactiveTests(result.screening);
  if (result.finalResult === 'Fail' || reactive.length > 0) {
    return {
      kind: 'unsafe',
      reason: reactive.length > 0 ? `Reactive for ${reactive.join(', ')}` : 'Lab result Fail',
    };
  }
  if (result.groupFound !== result.unitGroup) {
    return {
      kind: 'hold',
      reason: `Grouping found ${result.groupFound}, the unit is labelled ${result.unitGroup}: held in quarantine until resolved`,
    };
  }
  return { kind: 'release' };
}

/** A lab's criterion for one parameter (docs/spec/part-2-operations-and-admin.md §3 "Lab criteria item"). */
export interface LabCriterion {
  id: string;
  name: string;
  min: number;
  max: number;
  unit: string;
  /** The parameter is on the result form. */
  checked: boolean;
  /** Retired: kept for old results, shown nowhere. */
  disable: boolean;
}

/** The criteria of a lab that has not set its own: the spec's defaults, then PT and APTT. */
export const DEFAULT_LAB_CRITERIA: LabCriterion[] = [
  ...LAB_DEFAULT_PARAMETERS,
  ...LAB_BULK_EXTRA_PARAMETERS,
].map((p) => ({
  id: p.parameter.toLowerCase(),
  name: p.parameter,
  min: p.min,
  max: p.max,
  unit: p.unit,
  checked: true,
  disable: false,
}));

/** The standard as a result prints it: "4.5-5.5*10^12", "0-20 mm/Hr". */
export function criterionStandard(criterion: Pick<LabCriterion, 'min' | 'max' | 'unit'>): string {
  const known = [...LAB_DEFAULT_PARAMETERS, ...LAB_BULK_EXTRA_PARAMETERS].find(
    (p) => p.min === criterion.min && p.max === criterion.max && p.unit === criterion.unit,
  );
  if (known) return known.standard;
  const unit = criterion.unit.trim();
  return `${criterion.min}-${criterion.max}${unit.startsWith('*') || unit.startsWith('/') ? '' : ' '}${unit}`.trim();
}

/** Whether an observation is outside its criterion; a text that is not a number is never flagged. */
export function isOutOfRange(criterion: Pick<LabCriterion, 'min' | 'max'>, observation: string): boolean {
  const value = Number(observation.trim());
  if (observation.trim() === '' || Number.isNaN(value)) return false;
  return !isWithinStandard(criterion, value);
}
