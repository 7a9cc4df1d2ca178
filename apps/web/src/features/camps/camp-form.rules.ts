import {
  type CampFormKind,
  type CampPayload,
  type CampProblem,
  type CampRow,
  calendarDay,
  campFormProblem,
  campInstant,
  campPayloadSchema,
  lineText,
  MESSAGES,
  paragraphText,
  storedFileSchema,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { z } from 'zod';
import { CAMP_FORM_RULES, campDayOf, campTimeOf, countText, dayToInput, isTimeText } from './camp-text';

/**
 * The camp forms as people fill them (docs/spec/part-1-institution-side.md §3 "Camp creation form", §5;
 * docs/spec/part-2-operations-and-admin.md §5): every box is text (a day typed dd/MM/yyyy, hours HH:mm,
 * counts as digits), checked on sending by the contract's `campFormProblem`, the rule the server applies.
 */

const name = lineText({ max: TEXT_LIMITS.name });
const line = lineText({ max: TEXT_LIMITS.line });
const email = lineText({ max: TEXT_LIMITS.email });

/** Each box on its own: only lengths and stray control characters; what is required is decided on sending. */
export const campFormSchema = z.object({
  campName: name,
  sponsoredBy: name,
  organiser: name,
  noOfBeds: z.string(),
  targetUnits: z.string(),
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  coordinatorName: name,
  coordinatorMobile: z.string(),
  coordinatorEmail: email,
  bloodBankCoordinator: name,
  bloodBankCoordinatorMobile: z.string(),
  bloodBankCoordinatorEmail: email,
  venue: line,
  address: line,
  comments: paragraphText({ max: 1000 }),
  /** NGO: the participating blood bank chosen from the list, and what its box shows. */
  institutionId: z.string(),
  institutionName: z.string(),
  bbName: name,
  attachments: z.array(storedFileSchema),
});
export type CampFormValues = z.input<typeof campFormSchema>;
export type CampFormOutput = z.output<typeof campFormSchema>;
export type CampFormField = keyof CampFormValues;

export const EMPTY_CAMP_FORM: CampFormValues = {
  campName: '',
  sponsoredBy: '',
  organiser: '',
  noOfBeds: '',
  targetUnits: '',
  date: '',
  fromTime: '',
  toTime: '',
  coordinatorName: '',
  coordinatorMobile: '',
  coordinatorEmail: '',
  bloodBankCoordinator: '',
  bloodBankCoordinatorMobile: '',
  bloodBankCoordinatorEmail: '',
  venue: '',
  address: '',
  comments: '',
  institutionId: '',
  institutionName: '',
  bbName: '',
  attachments: [],
};

/** The form as it opens: empty with the institution as organiser, or filled from a draft (Edit Draft). */
export function campFormValues(draft: CampRow | null | undefined, organiser: string): CampFormValues {
  if (!draft) return { ...EMPTY_CAMP_FORM, organiser };
  return {
    campName: draft.campName,
    sponsoredBy: draft.sponsoredBy,
    organiser: draft.organiser || organiser,
    noOfBeds: countText(draft.noOfBeds),
    targetUnits: countText(draft.targetUnits),
    date: dayToInput(campDayOf(draft)),
    fromTime: campTimeOf(draft.campDuration.startTime),
    toTime: campTimeOf(draft.campDuration.endTime),
    coordinatorName: draft.campCoordinator.name,
    coordinatorMobile: draft.campCoordinator.mobileNumber,
    coordinatorEmail: draft.campCoordinator.email,
    bloodBankCoordinator: draft.bloodBankCoordinator.name,
    bloodBankCoordinatorMobile: draft.bloodBankCoordinator.mobileNumber,
    bloodBankCoordinatorEmail: draft.bloodBankCoordinator.email,
    venue: draft.venue,
    address: draft.address.description,
    comments: draft.comments,
    institutionId: draft.bloodBankReference?._id ?? '',
    institutionName: draft.bloodBankReference?.institutionName ?? '',
    bbName: draft.bbName,
    attachments: draft.attachments,
  };
}

/**
 * Where a field of the payload (a server's `content.errors` path, a schema issue) or of `campFormProblem`
 * (its own names, from the spec's field list) shows on the form.
 */
export const CAMP_FORM_FIELDS: Record<string, CampFormField> = {
  'campCoordinator.name': 'coordinatorName',
  'campCoordinator.mobileNumber': 'coordinatorMobile',
  'campCoordinator.email': 'coordinatorEmail',
  'bloodBankCoordinator.name': 'bloodBankCoordinator',
  'bloodBankCoordinator.mobileNumber': 'bloodBankCoordinatorMobile',
  'bloodBankCoordinator.email': 'bloodBankCoordinatorEmail',
  'address.description': 'address',
  'campDuration.startTime': 'fromTime',
  'campDuration.endTime': 'toTime',
  campDuration: 'date',
  sponsorCoordinator: 'coordinatorName',
  sponsoredMobileNo: 'coordinatorMobile',
  sponsoredEmailId: 'coordinatorEmail',
  bloodBankedMobileNo: 'bloodBankCoordinatorMobile',
  bloodBankedEmailId: 'bloodBankCoordinatorEmail',
};

/** The form's field for a payload path or a problem's field; null for the form as a whole. */
export function campFormFieldOf(path: string): CampFormField | null {
  const mapped = CAMP_FORM_FIELDS[path];
  if (mapped) return mapped;
  const head = path.split('.')[0] ?? '';
  return head in EMPTY_CAMP_FORM ? (head as CampFormField) : null;
}

/** A problem at a field of the form (null: the form as a whole), in the contract's English. */
export interface CampFormProblem {
  field: CampFormField | null;
  message: string;
}

const count = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The three payloads the forms send: what the kind of form has, nothing it has not. */
export function campPayloadOf(
  values: CampFormOutput,
  {
    kind,
    status,
    id,
    day,
  }: { kind: CampFormKind; status: 'Draft' | 'Pending'; id?: string; day: string | null },
): CampPayload {
  const at = (time: string) => (day && isTimeText(time) ? campInstant(day, time.trim()) : undefined);
  const startTime = at(values.fromTime);
  const endTime = at(values.toTime);
  const common = {
    ...(id && { id }),
    status,
    campName: values.campName,
    organiser: values.organiser,
    campDuration: { ...(startTime && { startTime }), ...(endTime && { endTime }) },
    campCoordinator: {
      name: values.coordinatorName,
      mobileNumber: values.coordinatorMobile,
      email: values.coordinatorEmail,
    },
    venue: values.venue,
    address: { description: values.address },
    attachments: values.attachments,
  };
  if (kind === 'ngo') {
    return {
      ...common,
      ...(values.institutionId && { institutionId: values.institutionId }),
      bbName: values.bbName,
      comments: values.comments,
    };
  }
  return {
    ...common,
    sponsoredBy: values.sponsoredBy,
    noOfBeds: count(values.noOfBeds),
    targetUnits: count(values.targetUnits),
    bloodBankCoordinator: {
      name: values.bloodBankCoordinator,
      mobileNumber: values.bloodBankCoordinatorMobile,
      email: values.bloodBankCoordinatorEmail,
    },
  };
}

/**
 * The form checked for sending as `status`: the payload, or the first problem. A box that cannot be read
 * (a day that is no date, a time that is not HH:mm, a blood bank typed but not chosen) is named first; then
 * the contract's rule for this kind of form, as the server applies it.
 */
export function checkCampForm(
  values: CampFormOutput,
  options: { kind: CampFormKind; status: 'Draft' | 'Pending'; id?: string; today: string },
): { payload: CampPayload; problem: null } | { payload: null; problem: CampFormProblem } {
  const fail = (field: CampFormField | null, message: string) => ({
    payload: null,
    problem: { field, message },
  });
  const day = values.date.trim() ? calendarDay(values.date) : null;
  if (values.date.trim() && !day) return fail('date', MESSAGES.invalidDate);
  for (const field of ['fromTime', 'toTime'] as const) {
    if (values[field].trim() && !isTimeText(values[field])) return fail(field, CAMP_FORM_RULES.timeFormat);
  }
  if (options.kind === 'ngo' && values.institutionName.trim() && !values.institutionId) {
    return fail('institutionId', CAMP_FORM_RULES.chooseBloodBank);
  }
  const payload = campPayloadOf(values, { ...options, day });
  const parsed = campPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(campFormFieldOf(issue?.path.join('.') ?? ''), issue?.message ?? MESSAGES.somethingWentWrong);
  }
  const problem: CampProblem | null = campFormProblem(parsed.data, options.kind, options.today);
  if (problem) return fail(campFormFieldOf(problem.field), problem.message);
  return { payload, problem: null };
}
