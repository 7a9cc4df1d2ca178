import {
  type CheckItem,
  DECLARATIONS,
  directoryEntrySchema,
  FACILITATOR_TYPES,
  infrastructureFor,
  keyMemberSchema,
  MESSAGES,
  newDirectoryEntrySchema,
  REGISTRATION_MESSAGES,
  type RegistrationRequest,
  registrationRequestSchema,
  storedFileSchema,
  zipcodeSchema,
} from '@raktsetu/contract';
import { z } from 'zod';

/**
 * The registration forms are shaped for people (one key member, a certificate, state and city picked from
 * lists) and the payload for the API, so each form has its own schema, built from the contract's field
 * schemas: the rules and the messages are the ones the server applies. Only where the contract has no rule
 * — a field optional in the payload that docs/spec/part-1-institution-side.md §2 still requires, or a choice
 * that exists only on screen — does a form add one, with a message from FORM_MESSAGES.
 */
export const FORM_MESSAGES = {
  chooseInstitution: 'Choose your institution from the list, or add it with “Add new institution”',
  chooseState: 'Choose a state from the list',
  chooseCity: 'Choose a city from the list',
  facilitatorType: 'Choose the facilitator type',
  lastName: 'Enter the last name',
  designation: 'Enter the designation',
  infrastructure: 'Tick every infrastructure item',
  latitude: 'Enter a latitude between −90 and 90',
  longitude: 'Enter a longitude between −180 and 180',
} as const;

const request = registrationRequestSchema.shape;
const address = request.address.shape;
const member = keyMemberSchema.shape;
const entry = newDirectoryEntrySchema.shape;

/** A field the contract leaves optional but the form requires: not empty, then the contract's own rule. */
const filled = <S extends z.ZodType>(message: string, schema: S) =>
  z
    .string()
    .trim()
    .min(1, message)
    // The contract's schema also takes what a typed form never holds (undefined, a number).
    .pipe(schema as unknown as z.ZodType<z.output<S>, string>);

/** Every item of a checklist ticked. */
const allTicked = (items: readonly CheckItem[], message: string) =>
  z.array(z.string()).refine((keys) => items.every((item) => keys.includes(item.key)), message);

const certificate = storedFileSchema
  .nullable()
  .refine((file) => file !== null, REGISTRATION_MESSAGES.certificate);

/**
 * A coordinate typed as text: required ("All Fileds Is Required" in the popup), then the contract's range.
 * The contract words no message for the range, so the form does.
 */
const coordinate = (contractRule: z.ZodType, required: string, outOfRange: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => contractRule.safeParse(text).success, outOfRange);

// ---- Blood Bank and Hospital tabs ------------------------------------------------------------------------

export type InstitutionTab = 'BloodBank' | 'Hospital';

export function institutionFormSchema(tab: InstitutionTab) {
  return z.object({
    institution: directoryEntrySchema
      .nullable()
      .refine((chosen) => chosen !== null, FORM_MESSAGES.chooseInstitution),
    contactEmail: request.contactEmail,
    contactNumber: request.contactNumber,
    registrationNumber: request.registrationNumber,
    firstName: member.firstName,
    lastName: filled(FORM_MESSAGES.lastName, member.lastName),
    email: member.email,
    designation: filled(FORM_MESSAGES.designation, member.designation),
    certificate,
    infrastructure: allTicked(infrastructureFor(tab), FORM_MESSAGES.infrastructure),
    declarations: allTicked(DECLARATIONS, MESSAGES.checkDeclaration),
  });
}
export type InstitutionFormValues = z.input<ReturnType<typeof institutionFormSchema>>;
type InstitutionFormOutput = z.output<ReturnType<typeof institutionFormSchema>>;

export const EMPTY_INSTITUTION_FORM: InstitutionFormValues = {
  institution: null,
  contactEmail: '',
  contactNumber: '',
  registrationNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  designation: '',
  certificate: null,
  infrastructure: [],
  declarations: [],
};

export function institutionPayload(values: InstitutionFormOutput, tab: InstitutionTab): RegistrationRequest {
  const chosen = values.institution;
  if (!chosen || !values.certificate) throw new Error('checked by the schema');
  return {
    contactEmail: values.contactEmail,
    contactNumber: values.contactNumber,
    institutionName: chosen.institutionName,
    registrationNumber: values.registrationNumber,
    institutionType: tab,
    address: {
      description: chosen.location.description,
      city: chosen.city,
      state: chosen.state,
      zipcode: chosen.zipcode,
    },
    referenceId: chosen._id,
    attachments: [values.certificate],
    keyMembers: [
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        designation: values.designation,
      },
    ],
    countryCode: '91',
    infrastructure: values.infrastructure,
    declarations: values.declarations,
  };
}

/** Where the server's field errors (payload paths) belong on the Blood Bank and Hospital forms. */
export const INSTITUTION_SERVER_FIELDS: Record<string, keyof InstitutionFormValues> = {
  contactEmail: 'contactEmail',
  contactNumber: 'contactNumber',
  countryCode: 'contactNumber',
  institutionName: 'institution',
  registrationNumber: 'registrationNumber',
  address: 'institution',
  referenceId: 'institution',
  attachments: 'certificate',
  keyMembers: 'firstName',
  'keyMembers.0.firstName': 'firstName',
  'keyMembers.0.lastName': 'lastName',
  'keyMembers.0.email': 'email',
  'keyMembers.0.designation': 'designation',
  infrastructure: 'infrastructure',
  declarations: 'declarations',
};

// ---- Facilitator tab -------------------------------------------------------------------------------------

export const facilitatorFormSchema = z.object({
  facilitatorType: z
    .string()
    .refine((value) => FACILITATOR_TYPES.some((type) => type.value === value), FORM_MESSAGES.facilitatorType),
  institutionName: request.institutionName,
  registrationNumber: request.registrationNumber,
  address: address.description,
  state: filled(FORM_MESSAGES.chooseState, address.state.unwrap()),
  city: filled(FORM_MESSAGES.chooseCity, address.city.unwrap()),
  postalCode: zipcodeSchema,
  latitude: coordinate(entry.latitude, FORM_MESSAGES.latitude, FORM_MESSAGES.latitude),
  longitude: coordinate(entry.longitude, FORM_MESSAGES.longitude, FORM_MESSAGES.longitude),
  firstName: member.firstName,
  lastName: filled(FORM_MESSAGES.lastName, member.lastName),
  emailId: request.contactEmail,
  designation: filled(FORM_MESSAGES.designation, member.designation),
  mobileNumber: request.contactNumber,
  certificate,
  declarations: allTicked(DECLARATIONS, MESSAGES.checkDeclaration),
});
export type FacilitatorFormValues = z.input<typeof facilitatorFormSchema>;
type FacilitatorFormOutput = z.output<typeof facilitatorFormSchema>;

export function facilitatorPayload(values: FacilitatorFormOutput): RegistrationRequest {
  if (!values.certificate) throw new Error('checked by the schema');
  return {
    contactEmail: values.emailId,
    contactNumber: values.mobileNumber,
    institutionName: values.institutionName,
    registrationNumber: values.registrationNumber,
    institutionType: 'NGO',
    address: {
      description: values.address,
      city: values.city,
      state: values.state,
      zipcode: values.postalCode,
      coordinates: [Number(values.latitude), Number(values.longitude)],
    },
    attachments: [values.certificate],
    keyMembers: [
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.emailId,
        designation: values.designation,
      },
    ],
    ngoType: values.facilitatorType,
    countryCode: '91',
    declarations: values.declarations,
  };
}

export const FACILITATOR_SERVER_FIELDS: Record<string, keyof FacilitatorFormValues> = {
  contactEmail: 'emailId',
  contactNumber: 'mobileNumber',
  countryCode: 'mobileNumber',
  institutionName: 'institutionName',
  registrationNumber: 'registrationNumber',
  address: 'address',
  'address.description': 'address',
  'address.city': 'city',
  'address.state': 'state',
  'address.zipcode': 'postalCode',
  'address.coordinates': 'latitude',
  'address.coordinates.1': 'longitude',
  attachments: 'certificate',
  keyMembers: 'firstName',
  'keyMembers.0.firstName': 'firstName',
  'keyMembers.0.lastName': 'lastName',
  'keyMembers.0.email': 'emailId',
  'keyMembers.0.designation': 'designation',
  ngoType: 'facilitatorType',
  declarations: 'declarations',
};

// ---- The "Add new institution" popup ---------------------------------------------------------------------

export type DirectoryType = 'BloodBank' | 'Hospital' | 'Both';

/** Every field required, "All Fileds Is Required" (docs/spec/part-1-institution-side.md §5). */
export const newInstitutionFormSchema = z.object({
  institutionType: z.enum(['BloodBank', 'Hospital', 'Both'], { error: MESSAGES.allFiledsRequired }),
  institutionName: entry.institutionName,
  address: entry.address,
  state: entry.state,
  city: entry.city,
  zipcode: filled(MESSAGES.allFiledsRequired, entry.zipcode),
  latitude: coordinate(entry.latitude, MESSAGES.allFiledsRequired, FORM_MESSAGES.latitude),
  longitude: coordinate(entry.longitude, MESSAGES.allFiledsRequired, FORM_MESSAGES.longitude),
});
export type NewInstitutionFormValues = z.input<typeof newInstitutionFormSchema>;

// ---- Shared --------------------------------------------------------------------------------------------

/**
 * The form field a server error path belongs to: the path itself when mapped, else its nearest mapped
 * parent (`attachments.0.location` → `attachments` → the certificate field).
 */
export function formFieldOf<N extends string>(map: Record<string, N>, path: string): N | undefined {
  for (let prefix = path; prefix; prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('.'), 0))) {
    const field = map[prefix];
    if (field) return field;
  }
  return undefined;
}

export interface Problem<N extends string> {
  name: N;
  /** Empty or unticked; otherwise filled in but not accepted. */
  missing: boolean;
}

const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * What stands between the form and registering, in the order of `fields`: empty or unticked fields, and
 * filled fields the schema does not accept. This is what the "Still needed" list shows; it is checked on
 * every change, so it is never out of date, unlike the messages at the fields, which wait until a field
 * is left (docs/decisions/0032-forms.md).
 */
export function problemsOf<N extends string>(
  schema: z.ZodType,
  values: Record<N, unknown>,
  fields: readonly N[],
): Problem<N>[] {
  const result = schema.safeParse(values);
  const failing = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
  return fields.flatMap((name) => {
    const value = values[name];
    const missing = blank(value) || (Array.isArray(value) && failing.has(name));
    return missing || failing.has(name) ? [{ name, missing }] : [];
  });
}
