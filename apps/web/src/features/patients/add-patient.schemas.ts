import {
  type CheckItem,
  heightCmSchema,
  MESSAGES,
  type NewPatient,
  newPatientSchema,
  PATIENT_CHECKLIST,
  PERSON_DECLARATIONS,
  patientHistoryRowSchema,
  personAddressSchema,
  TEXT_LIMITS,
  weightKgSchema,
} from '@raktsetu/contract';
import { z } from 'zod';

/**
 * The add-patient form (docs/spec/part-1-institution-side.md §5) is shaped for the desk — every box holds
 * text, the address is typed in parts, custom checklist items and declarations are lists of their own — and
 * the payload for the API, so the form has its own schema built from the contract's field schemas: the
 * rules and messages are the ones the server applies. Where the contract checks a range without wording it
 * for a person, the form words it here.
 */

const patient = newPatientSchema.shape;
const address = personAddressSchema.shape;
const age = patient.age.unwrap();

/** The contract's limits, for the boxes' maxLength and the add buttons. */
export const PATIENT_LIMITS = {
  name: TEXT_LIMITS.name,
  patientId: patient.patientId.maxLength ?? TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  line: TEXT_LIMITS.line,
  notes: patient.notes.unwrap().maxLength ?? TEXT_LIMITS.paragraph,
  checkItem: patient.checklist.unwrap().element.maxLength ?? TEXT_LIMITS.line,
  /** Phone and Aadhaar boxes are cleaned to their digits; this only bounds what a paste may bring. */
  digitsPasted: 20,
  /** newPatientSchema: `history` at most 50 rows, `checklist` at most 30 keys. */
  historyRows: 50,
  checklist: 30,
} as const;

/** One item of the checklist, as the contract bounds it. */
export const CHECK_ITEM_SCHEMA = patient.checklist.unwrap().element;

/** Room left for the staff's own checklist items beside the predefined ones and the declarations. */
export const MAX_CUSTOM_ITEMS =
  PATIENT_LIMITS.checklist - PATIENT_CHECKLIST.length - PERSON_DECLARATIONS.length;

export const PATIENT_FORM_MESSAGES = {
  age: `Enter the age in whole years, from ${age.minValue} to ${age.maxValue}`,
  height: `Enter the height in cm, from ${heightCmSchema.minValue} to ${heightCmSchema.maxValue}`,
  weight: `Enter the weight in kg, from ${weightKgSchema.minValue} to ${weightKgSchema.maxValue}`,
  birthAfterToday: 'The date of birth cannot be after today',
  tooManyItems: `At most ${MAX_CUSTOM_ITEMS} items of your own`,
  tooManyRows: `At most ${PATIENT_LIMITS.historyRows} history rows`,
} as const;

const isEmpty = (text: string) => text.trim() === '';

/** Today as `yyyy-mm-dd` on the desk's own calendar. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An optional box: empty means "not given" (left out of the payload); anything else meets the contract's rule. */
const given = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((text) => (isEmpty(text) ? undefined : text))
    // The contract's schema also takes what a text box never holds (a number, undefined with a default).
    .pipe(schema as unknown as z.ZodType<z.output<S>, string | undefined>);

/** A number typed as text and checked by the contract's schema, with the form's own wording of its range. */
const measured = (schema: z.ZodType<number>, message: string) =>
  z
    .string()
    .refine((text) => isEmpty(text) || schema.safeParse(text).success, message)
    .transform((text) => (isEmpty(text) ? undefined : schema.safeParse(text).data));

const allTicked = (items: readonly CheckItem[], message: string) =>
  z.array(z.string()).refine((keys) => items.every((item) => keys.includes(item.key)), message);

export const addPatientFormSchema = z
  .object({
    firstName: patient.firstName,
    lastName: patient.lastName,
    gender: z.string().pipe(patient.gender as unknown as z.ZodType<z.output<typeof patient.gender>, string>),
    patientId: patient.patientId,
    bloodGroup: given(patient.bloodGroup),
    // The contract takes any calendar day; a birthday still to come is a slip of the keyboard.
    dateOfBirth: given(patient.dateOfBirth).refine(
      (day) => day === undefined || day <= localToday(),
      PATIENT_FORM_MESSAGES.birthAfterToday,
    ),
    age: measured(age, PATIENT_FORM_MESSAGES.age),
    height: measured(heightCmSchema, PATIENT_FORM_MESSAGES.height),
    weight: measured(weightKgSchema, PATIENT_FORM_MESSAGES.weight),
    email: patient.email,
    mobileNumber: given(patient.mobileNumber),
    aadharNumber: given(patient.aadharNumber),
    confirmAadhar: given(patient.confirmAadhar),
    addressLine: given(address.description),
    state: given(address.state),
    city: given(address.city),
    zipcode: given(address.zipcode),
    refferedBy: given(patient.refferedBy),
    notes: given(patient.notes),
    history: z
      .array(patientHistoryRowSchema)
      .max(PATIENT_LIMITS.historyRows, PATIENT_FORM_MESSAGES.tooManyRows),
    checklist: z.array(z.string()),
    customChecklist: z.array(CHECK_ITEM_SCHEMA).max(MAX_CUSTOM_ITEMS, PATIENT_FORM_MESSAGES.tooManyItems),
    declarations: allTicked(PERSON_DECLARATIONS, MESSAGES.checkDeclaration),
  })
  .refine((values) => (values.aadharNumber ?? '') === (values.confirmAadhar ?? ''), {
    path: ['confirmAadhar'],
    message: MESSAGES.aadharMismatch,
    // Said as soon as both numbers are readable, not only once every other field is right.
    when: (payload) =>
      !payload.issues.some((issue) => ['aadharNumber', 'confirmAadhar'].includes(String(issue.path?.[0]))),
  });

export type AddPatientFormValues = z.input<typeof addPatientFormSchema>;
export type AddPatientFormOutput = z.output<typeof addPatientFormSchema>;
export type HistoryRowValues = AddPatientFormValues['history'][number];

export const EMPTY_HISTORY_ROW: HistoryRowValues = {
  date: '',
  case: '',
  diagnosis: '',
  condition: '',
  treatment: '',
};

export const EMPTY_PATIENT_FORM: AddPatientFormValues = {
  firstName: '',
  lastName: '',
  gender: '',
  patientId: '',
  bloodGroup: '',
  dateOfBirth: '',
  age: '',
  height: '',
  weight: '',
  email: '',
  mobileNumber: '',
  aadharNumber: '',
  confirmAadhar: '',
  addressLine: '',
  state: '',
  city: '',
  zipcode: '',
  refferedBy: '',
  notes: '',
  history: [],
  checklist: [],
  customChecklist: [],
  declarations: [],
};

/** Keeps only what was given: the API is sent no empty strings for fields left blank. */
function withoutBlanks<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

/** POST /api/institution/patient/add from the checked form. */
export function patientPayload(values: AddPatientFormOutput): NewPatient {
  const address = withoutBlanks({
    description: values.addressLine,
    city: values.city,
    state: values.state,
    zipcode: values.zipcode,
  });
  // Predefined items in the list's own order, then the staff's, then the declarations (all ticked).
  const ticked = PATIENT_CHECKLIST.map((item) => item.key).filter((key) => values.checklist.includes(key));
  const declared = PERSON_DECLARATIONS.map((item) => item.key);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender,
    email: values.email,
    patientId: values.patientId,
    ...withoutBlanks({
      bloodGroup: values.bloodGroup,
      dateOfBirth: values.dateOfBirth,
      age: values.age,
      height: values.height,
      weight: values.weight,
      mobileNumber: values.mobileNumber,
      aadharNumber: values.aadharNumber,
      confirmAadhar: values.confirmAadhar,
      refferedBy: values.refferedBy,
      notes: values.notes,
    }),
    ...(Object.keys(address).length > 0 && { address }),
    ...(values.history.length > 0 && {
      history: values.history.map((row) => ({ ...withoutBlanks(row), date: row.date })),
    }),
    checklist: [...ticked, ...values.customChecklist, ...declared],
  };
}

/**
 * Where the server's field errors (payload paths) belong on the form; a path the form does not hold under
 * the same name. The address parts and the checklist are the two the form splits differently.
 */
export function formFieldOf(path: string): string {
  if (path === 'address' || path.startsWith('address.description') || path.startsWith('address.coordinates'))
    return 'addressLine';
  const part = /^address\.(city|state|zipcode)/.exec(path)?.[1];
  if (part) return part;
  if (path === 'checklist' || path.startsWith('checklist.')) return 'customChecklist';
  return path;
}
