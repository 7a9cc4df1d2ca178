import {
  calendarDay,
  criterionStandard,
  DEFAULT_FINAL_RESULT,
  DEFAULT_LABORATORY_LABEL,
  FINAL_RESULTS,
  FORM_FINAL_RESULTS,
  formatInputDate,
  isOutOfRange,
  LAB_BULK_REQUIRED_FIELDS,
  LAB_MESSAGES,
  LAB_SINGLE_REQUIRED_FIELDS,
  type LabCriterion,
  type LabReport,
  type LabResultEntry,
  labResultBodySchema,
  labResultEntrySchema,
  labResultProblem,
  missingLabField,
  SCREENING_TESTS,
  type ScreeningRecord,
} from '@raktsetu/contract';
import { z } from 'zod';
import { LAB_FORM_MESSAGES } from './lab-text';

/*
 * The lab result forms as typed (docs/spec/part-2-operations-and-admin.md §3 "Lab result", §5 "Lab result,
 * single/list"): every box holds text, turned into the contract's entry (`entryOf`) and asked the questions the
 * server asks — required fields in the form's order (`missingLabField`), the contract's field rules
 * (`labResultEntrySchema`), then the release rules (`labResultProblem`) — so nothing the server would refuse is
 * sent, and each problem lands on its field.
 */

/** A parameter observed on the form: a criterion of the lab (or one an old result recorded). */
export interface FormParameter {
  id: string;
  name: string;
  /** As the result prints it: "4.5-5.5*10^12". */
  standard: string;
  min: number | null;
  max: number | null;
}

/** Whether a typed observation lies outside its parameter's standard (text that is not a number never is). */
export function isFlagged(parameter: FormParameter, observation: string): boolean {
  if (parameter.min === null || parameter.max === null) return false;
  return isOutOfRange({ min: parameter.min, max: parameter.max }, observation);
}

/**
 * The parameters a form asks: the lab's criteria that are on the form (checked, not retired), then any an old
 * result recorded that the criteria no longer hold, so a correction keeps them.
 */
export function formParameters(
  criteria: readonly LabCriterion[],
  recorded: LabReport['labResults']['results'] = [],
): FormParameter[] {
  const shown: FormParameter[] = criteria
    .filter((criterion) => criterion.checked && !criterion.disable)
    .map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      standard: criterionStandard(criterion),
      min: criterion.min,
      max: criterion.max,
    }));
  const extra = recorded
    .filter((result) => !shown.some((p) => p.id === result.id || p.name === result.parameter))
    .map((result) => ({
      id: result.id,
      name: result.parameter,
      standard: result.standard,
      min: result.min,
      max: result.max,
    }));
  return [...shown, ...extra];
}

const text = z.string();
const screeningChoice = z.enum(['', 'nonReactive', 'reactive']);
const screeningForm = z.object({
  hiv: screeningChoice,
  hbsag: screeningChoice,
  hcv: screeningChoice,
  syphilis: screeningChoice,
  malaria: screeningChoice,
} satisfies Record<(typeof SCREENING_TESTS)[number]['key'], unknown>);
export type ScreeningForm = z.infer<typeof screeningForm>;
/** No test has an outcome until the lab chooses one: a click-through never releases a unit. */
export const NO_SCREENING: ScreeningForm = { hiv: '', hbsag: '', hcv: '', syphilis: '', malaria: '' };

const observationForm = z.object({ id: text, parameter: text, observation: text, remarks: text });

/** The fields both forms share, as typed. */
const entryFields = {
  sampleId: text,
  bloodGroup: text,
  reportNo: text,
  weight: text,
  bloodPressure: text,
  Hb: text,
  testedBy: text,
  /** dd/mm/yyyy as typed. */
  addedAt: text,
  results: z.array(observationForm),
  screening: screeningForm,
};

const singleFormBase = z.object({
  ...entryFields,
  laboratory: text,
  finalResult: z.enum(FINAL_RESULTS),
  conditionalReason: text,
  comments: text,
  /** Why a result is corrected (the correction only). */
  reason: text,
});
export type LabFormValues = z.infer<typeof singleFormBase>;
type EntryValues = Pick<LabFormValues, keyof typeof entryFields> &
  Partial<Pick<LabFormValues, 'laboratory' | 'conditionalReason' | 'comments'>> & {
    finalResult: LabFormValues['finalResult'];
  };

export type FormPath = (string | number)[];
export interface FormProblem {
  path: FormPath;
  message: string;
}

const chosenScreening = (screening: ScreeningForm): ScreeningRecord =>
  Object.fromEntries(Object.entries(screening).filter(([, outcome]) => outcome !== ''));

/** A day typed dd/mm/yyyy as the contract's yyyy-mm-dd; a day typed wrong goes as typed, and is refused. */
const dayOf = (typed: string) => (typed.trim() === '' ? '' : (calendarDay(typed) ?? typed.trim()));

/** The results typed: a parameter left empty is not sent. Also where each sent one sits on the form. */
function typedResults(results: EntryValues['results']) {
  const sent = results
    .map((result, index) => ({ result, index }))
    .filter(({ result }) => result.observation.trim() !== '' || result.remarks.trim() !== '');
  return {
    results: sent.map(({ result }) => ({
      id: result.id,
      parameter: result.parameter,
      observation: result.observation.trim(),
      remarks: result.remarks.trim(),
    })),
    formIndex: sent.map(({ index }) => index),
  };
}

/** The contract's entry (POST institution/lab-results/add, `labs[]`) from the form. */
export function entryOf(values: EntryValues): LabResultEntry {
  const conditional = values.finalResult === 'Conditional Release';
  return {
    sampleId: values.sampleId,
    bloodGroup: values.bloodGroup,
    labResults: {
      reportNo: values.reportNo,
      weight: values.weight,
      bloodPressure: values.bloodPressure,
      Hb: values.Hb,
      laboratory: values.laboratory?.trim() || DEFAULT_LABORATORY_LABEL,
      testedBy: values.testedBy,
      addedAt: dayOf(values.addedAt),
      results: typedResults(values.results).results,
      screening: chosenScreening(values.screening),
      finalResult: values.finalResult,
      comments: values.comments ?? '',
      ...(conditional && { conditionalReason: values.conditionalReason ?? '' }),
    },
  };
}

/** The group found and the results, as the contract checks them whatever the sample. */
const resultSchema = z.object({
  bloodGroup: labResultEntrySchema.shape.bloodGroup,
  labResults: labResultBodySchema,
});

/** The contract's field rules (a blood pressure as 120/80, numbers, a real day), each at its form field. */
function ruleProblems(values: EntryValues): FormProblem[] {
  const entry = entryOf(values);
  const parsed = resultSchema.safeParse(entry);
  if (parsed.success) return [];
  const { formIndex } = typedResults(values.results);
  return parsed.error.issues.map((issue) => {
    const [top, field, index, ...rest] = issue.path as FormPath;
    if (top !== 'labResults' || field === undefined)
      return { path: [top ?? 'bloodGroup'], message: issue.message };
    if (field === 'results' && typeof index === 'number') {
      return { path: ['results', formIndex[index] ?? index, ...rest], message: issue.message };
    }
    return { path: index === undefined ? [field] : [field, index], message: issue.message };
  });
}

/** The release rules (a reactive test or missing screening with a Pass, a conditional release without reason). */
function releaseProblem(values: EntryValues): FormProblem | null {
  const problem = labResultProblem({
    finalResult: values.finalResult,
    screening: chosenScreening(values.screening),
    conditionalReason: values.conditionalReason,
  });
  if (!problem) return null;
  return {
    path: problem === LAB_MESSAGES.conditionalNeedsReason ? ['conditionalReason'] : ['finalResult'],
    message: problem,
  };
}

const isBlank = (value: string) => value.trim() === '';
const REQUIRED_MESSAGES = new Set<string>([...LAB_BULK_REQUIRED_FIELDS].map(([, message]) => message));
export const isRequiredMessage = (message: string) => REQUIRED_MESSAGES.has(message);

/**
 * Every problem of the single form, in the form's order: the reason of a correction, the sample, each
 * required field left empty (docs/spec §5, in its order), the contract's field rules, then the release rules.
 */
export function singleFormProblems(values: LabFormValues, mode: 'add' | 'correct'): FormProblem[] {
  const problems: FormProblem[] = [];
  if (mode === 'correct' && isBlank(values.reason)) {
    problems.push({ path: ['reason'], message: LAB_MESSAGES.correctionNeedsReason });
  }
  if (mode === 'add' && isBlank(values.sampleId)) {
    problems.push({ path: ['sampleId'], message: LAB_FORM_MESSAGES.chooseSample });
  }
  for (const [field, message] of LAB_SINGLE_REQUIRED_FIELDS) {
    if (isBlank(values[field])) problems.push({ path: [field], message });
  }
  problems.push(...ruleProblems(values));
  const release = releaseProblem(values);
  if (release) problems.push(release);
  return problems;
}

/** The single form's schema: every problem at its field (`useContractForm`). */
export function singleFormSchema(mode: 'add' | 'correct') {
  return singleFormBase.superRefine((values, ctx) => {
    for (const problem of singleFormProblems(values, mode)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
}

/** Today as the date boxes show it, dd/mm/yyyy. */
export const todayTyped = () => formatInputDate(new Date());

const emptyResults = (parameters: readonly FormParameter[]) =>
  parameters.map((p) => ({ id: p.id, parameter: p.name, observation: '', remarks: '' }));

/** A new result: laboratory "Laboratory", tested today, every test without outcome, Fail (docs/spec §3). */
export function emptyLabForm(parameters: readonly FormParameter[], sampleId = ''): LabFormValues {
  return {
    sampleId,
    bloodGroup: '',
    reportNo: '',
    weight: '',
    bloodPressure: '',
    Hb: '',
    laboratory: DEFAULT_LABORATORY_LABEL,
    testedBy: '',
    addedAt: todayTyped(),
    results: emptyResults(parameters),
    screening: { ...NO_SCREENING },
    finalResult: DEFAULT_FINAL_RESULT,
    conditionalReason: '',
    comments: '',
    reason: '',
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The form of a correction: the result as it stands, to be changed, and a reason to give. */
export function labFormFromReport(report: LabReport, parameters: readonly FormParameter[]): LabFormValues {
  const lab = report.labResults;
  return {
    sampleId: report.sampleId,
    bloodGroup: report.bloodGroup,
    reportNo: lab.reportNo,
    weight: numberText(lab.weight),
    bloodPressure: lab.bloodPressure ?? '',
    Hb: numberText(lab.Hb),
    laboratory: lab.laboratory,
    testedBy: lab.testedBy,
    addedAt: formatInputDate(lab.addedAt),
    results: parameters.map((p) => {
      const recorded = lab.results.find((r) => r.id === p.id || r.parameter === p.name);
      return {
        id: p.id,
        parameter: p.name,
        observation: recorded?.observation ?? '',
        remarks: recorded?.remarks ?? '',
      };
    }),
    screening: Object.fromEntries(
      SCREENING_TESTS.map((test) => [test.key, lab.screening[test.key] ?? '']),
    ) as ScreeningForm,
    finalResult: lab.finalResult,
    conditionalReason: lab.conditionalReason ?? '',
    comments: lab.comments,
    reason: '',
  };
}

/* The bulk form (docs/spec §5 "Lab result, list"): one row per sample, Pass or Fail. */

const bulkRowForm = z.object({
  ...entryFields,
  finalResult: z.enum(FORM_FINAL_RESULTS),
});
export type BulkRowValues = z.infer<typeof bulkRowForm>;
const bulkFormBase = z.object({ rows: z.array(bulkRowForm) });
export type BulkFormValues = z.infer<typeof bulkFormBase>;

/** The contract's entry of one row; the bulk form has no laboratory, comments or remarks of its own. */
export function bulkEntryOf(row: BulkRowValues): LabResultEntry {
  return entryOf(row);
}

/**
 * The bulk form's problems, in order: the FIRST row's first required field left empty (the spec checks only
 * that row, in its order: blood group, Hb, report no, weight, blood pressure, tested by, added at), then each
 * row's field rules and release rules. The server checks every row again.
 */
export function bulkFormProblems(values: BulkFormValues): FormProblem[] {
  const problems: FormProblem[] = [];
  const [first] = values.rows;
  if (first) {
    const missing = missingLabField(first, LAB_BULK_REQUIRED_FIELDS);
    if (missing) problems.push({ path: ['rows', 0, missing.field], message: missing.message });
  }
  values.rows.forEach((row, index) => {
    for (const problem of ruleProblems(row))
      problems.push({ ...problem, path: ['rows', index, ...problem.path] });
    const release = releaseProblem(row);
    if (release) problems.push({ ...release, path: ['rows', index, ...release.path] });
  });
  return problems;
}

export const bulkFormSchema = bulkFormBase.superRefine((values, ctx) => {
  for (const problem of bulkFormProblems(values)) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
});

/** A row of the bulk form for a sample: the single form's start without what the bulk form does not ask. */
export function emptyBulkRow(sampleId: string, parameters: readonly FormParameter[]): BulkRowValues {
  const {
    laboratory: _laboratory,
    conditionalReason: _conditional,
    comments: _comments,
    reason: _reason,
    ...row
  } = emptyLabForm(parameters, sampleId);
  // DEFAULT_FINAL_RESULT, which the bulk form's two choices hold.
  return { ...row, finalResult: 'Fail' };
}

/**
 * Where the server's refusal of a payload field belongs on the form: `labs.0.labResults.reportNo` (add) or
 * `labResults.reportNo` (correct) is `reportNo`, `labs.2.bloodGroup` is row 2's in the bulk form.
 */
export function formPathOfServerField(field: string): { row: number | null; path: string } {
  const match = /^labs\.(\d+)\.(.*)$/.exec(field);
  const rest = (match?.[2] ?? field).replace(/^labResults\./, '');
  return { row: match ? Number(match[1]) : null, path: rest };
}
