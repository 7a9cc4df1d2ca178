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

/** docs/spec/part-2-operations-and-admin.md §4, §9: a received sample is accepted at status 3 and awaits its result at status 4. */
export const SAMPLE_STATUS = { awaitingAcceptance: 3, awaitingResult: 4 } as const;

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

/** The message of the first required field left empty, or null when all are filled. */
export function firstMissingLabField(
  row: Record<string, unknown>,
  required: typeof LAB_BULK_REQUIRED_FIELDS | typeof LAB_SINGLE_REQUIRED_FIELDS = LAB_BULK_REQUIRED_FIELDS,
): string | null {
  for (const [field, message] of required) if (isBlank(row[field])) return message;
  return null;
}
