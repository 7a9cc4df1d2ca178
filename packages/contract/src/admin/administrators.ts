import { z } from 'zod';
import { ageInYears } from '../common/dates.js';
import { listQuerySchema } from '../common/list.js';
import { MESSAGES } from '../common/messages.js';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  lineText,
  looksLikeLink,
  TEXT_LIMITS,
} from '../common/text.js';
import { isValidEmail, isValidPhone } from '../common/validation.js';
import { GENDERS } from '../donors/donor.js';
import { calendarDay } from '../people/person-fields.js';
import {
  type AdminPermissions,
  adminPermissionsSchema,
  levelOf,
  PERMISSION_AREAS,
  type PermissionArea,
  type PermissionSet,
  permissionSetSchema,
} from './permissions.js';

/**
 * The Administrators area of the super administrator (docs/spec/part-2-operations-and-admin.md §2, §3 Admin,
 * §4, §5 Add admin, §6, §7, §8): the list, the profile popup, Add Admin / Edit Profile and the status actions.
 */

/** Texts the spec does not show, in the product's voice (docs/decisions/0015). */
export const ADMIN_MESSAGES = {
  tooYoung: 'An administrator must be at least 18 years old',
  unknownLevel: 'Choose Full Permission, View Only, Create, Update but Not Delete or None',
  fixedFields: 'First name, last name, e-mail, gender and date of birth cannot be changed',
  grantBeyondOwn: 'You cannot give a permission you do not hold yourself',
  ownAdminsPermission: 'You cannot remove your own Full Permission on Administrators',
  ownStatus: 'You cannot deactivate or delete your own account',
  lastFullAdmin:
    'RaktSetu must keep at least one active administrator with Full Permission on Administrators',
  onlyActiveDeactivated: 'Only an active administrator can be deactivated',
  onlyInactiveActivated: 'Only an inactive administrator can be activated',
  deleteNeedsPermission: 'You do not have delete permission on admins',
  startAfterEnd: 'The start date must not be after the end date',
} as const;

/** 0 pending (no password yet), 1 active, 2 inactive (docs/spec/part-2-operations-and-admin.md §3, §9). */
export const ADMIN_STATUSES = [0, 1, 2] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];
export const adminStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** The badge each status shows. */
export const ADMIN_STATUS_LABELS: Record<AdminStatus, 'Pending' | 'Active' | 'Inactive'> = {
  0: 'Pending',
  1: 'Active',
  2: 'Inactive',
};

/** docs/spec/part-2-operations-and-admin.md §4: the actions of `admin/change-status`. */
export const ADMIN_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** docs/spec/part-2-operations-and-admin.md §7: "Country code +91 is sent for admins". */
export const ADMIN_COUNTRY_CODE = '+91';

/** The youngest an administrator may be; the oldest birth date taken is a hundred and twenty years back. */
export const ADMIN_MIN_AGE = 18;
const ADMIN_MAX_AGE = 120;

/**
 * A text the Add Admin form must have: missing or empty is the spec's "All Personal Info. Is Required";
 * too long or with control characters says so instead.
 */
function requiredInfo(max: number) {
  return z
    .string({ error: MESSAGES.personalInfoRequired })
    .trim()
    .max(max, { message: `At most ${max} characters`, abort: true })
    .refine((value) => !hasControlCharacters(value), { message: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .min(1, { message: MESSAGES.personalInfoRequired, abort: true });
}

/** Names go into mails ("Set your password, Meera"): one line and no web address. */
const requiredName = requiredInfo(TEXT_LIMITS.name).refine(
  (value) => !looksLikeLink(value),
  'A name cannot contain a web address',
);

const adminEmailSchema = requiredInfo(TEXT_LIMITS.email)
  .refine(isValidEmail, MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** Ten or eleven digits; a +91 in front is forgiven, since the country code is a field of its own. */
const adminMobileSchema = requiredInfo(20)
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, ''))
  .refine(isValidPhone, MESSAGES.invalidPhone);

/** Typed `dd/MM/yyyy` (the form) or sent `yyyy-mm-dd`; answers `yyyy-mm-dd`. An adult's birth date. */
const adminBirthDateSchema = requiredInfo(40)
  .refine((text) => calendarDay(text) !== null, { message: MESSAGES.invalidDate, abort: true })
  .transform((text) => calendarDay(text) as string)
  .refine((day) => ageInYears(day) <= ADMIN_MAX_AGE, MESSAGES.invalidDate)
  .refine((day) => ageInYears(day) >= ADMIN_MIN_AGE, ADMIN_MESSAGES.tooYoung);

const optionalLine = (max: number) => lineText({ max }).optional();

/** personalInfo.addressDetails (docs/spec/part-2-operations-and-admin.md §3); city and PIN code may wait. */
export const adminAddressSchema = z.object(
  {
    country: requiredInfo(TEXT_LIMITS.name),
    address: requiredInfo(TEXT_LIMITS.line),
    state: requiredInfo(TEXT_LIMITS.name),
    district: requiredInfo(TEXT_LIMITS.name),
    city: optionalLine(TEXT_LIMITS.name),
    zipCode: z
      .string()
      .trim()
      .max(10, 'Enter a valid 6-digit PIN code')
      .refine((value) => value === '' || /^\d{6}$/.test(value), 'Enter a valid 6-digit PIN code')
      .optional(),
  },
  { error: MESSAGES.personalInfoRequired },
);

/**
 * personalInfo of Add Admin (docs/spec/part-2-operations-and-admin.md §5): first name, last name, date of
 * birth, e-mail, mobile number, address, state, district and country are required ("All Personal Info. Is
 * Required"); gender, city and PIN code may be left out.
 */
export const adminPersonalInfoSchema = z.object(
  {
    firstName: requiredName,
    lastName: requiredName,
    email: adminEmailSchema,
    gender: z.enum(GENDERS, { error: 'Choose Male, Female or Other' }).nullish(),
    dateOfBirth: adminBirthDateSchema,
    mobileNumber: adminMobileSchema,
    countryCode: z.enum(['+91', '91'], { error: 'The country code of administrators is +91' }).optional(),
    addressDetails: adminAddressSchema,
  },
  { error: MESSAGES.personalInfoRequired },
);
export type AdminPersonalInfoInput = z.input<typeof adminPersonalInfoSchema>;
export type AdminPersonalInfo = z.output<typeof adminPersonalInfoSchema>;

/** The fields Edit Profile shows read-only (docs/spec/part-2-operations-and-admin.md §5). */
export const ADMIN_FIXED_FIELDS = ['firstName', 'lastName', 'email', 'gender', 'dateOfBirth'] as const;

/**
 * The six areas, each a permission set. The form's dropdowns choose a level, so every set must be one of the
 * four levels; an area not chosen travels as null (or is left out) and is refused with the spec's "All
 * Permissions Is Required".
 */
export const permissionChoicesSchema = z
  .object(
    Object.fromEntries(PERMISSION_AREAS.map((area) => [area, permissionSetSchema.nullish()])) as Record<
      PermissionArea,
      z.ZodOptional<z.ZodNullable<typeof permissionSetSchema>>
    >,
    { error: MESSAGES.permissionsRequired },
  )
  .superRefine((choices, ctx) => {
    for (const area of PERMISSION_AREAS) {
      const set: PermissionSet | null | undefined = choices[area];
      if (!set) ctx.addIssue({ code: 'custom', path: [area], message: MESSAGES.permissionsRequired });
      else if (!levelOf(set))
        ctx.addIssue({ code: 'custom', path: [area], message: ADMIN_MESSAGES.unknownLevel });
    }
  })
  .transform((choices) => choices as AdminPermissions);
export type PermissionChoices = z.input<typeof permissionChoicesSchema>;

/** POST /api/super-admin/add: type SuperAdmin, personalInfo and permissions (docs/spec/part-2-operations-and-admin.md §7). */
export const addAdminRequestSchema = z.object({
  type: z.literal('SuperAdmin', { error: 'type must be SuperAdmin' }),
  personalInfo: adminPersonalInfoSchema,
  permissions: permissionChoicesSchema,
});
export type AddAdminRequest = z.input<typeof addAdminRequestSchema>;

/**
 * POST /api/super-admin/bloodbank/admin/update: id, personalInfo and details.permissions. Names, e-mail,
 * gender and birth date are read-only in edit mode: they may be sent as they are (the form sends the whole
 * record) or left out; a changed one is refused.
 */
export const updateAdminRequestSchema = z.object({
  id: lineText({ max: 64, message: 'Choose an administrator', required: true }),
  personalInfo: adminPersonalInfoSchema.partial({
    firstName: true,
    lastName: true,
    email: true,
    gender: true,
    dateOfBirth: true,
  }),
  details: z.object({ permissions: permissionChoicesSchema }, { error: MESSAGES.permissionsRequired }),
});
export type UpdateAdminRequest = z.input<typeof updateAdminRequestSchema>;

/** POST /api/super-admin/bloodbank/admin/change-status?id=…&action=… (docs/spec/part-2-operations-and-admin.md §7). */
export const changeAdminStatusQuerySchema = z.object({
  id: lineText({ max: 64, message: 'Choose an administrator', required: true }),
  action: z.enum(ADMIN_ACTIONS, { error: 'The action is activate, deactivate or delete' }),
});

export const adminIdQuerySchema = z.object({ id: lineText({ max: 64, required: true }) });

export const ADMIN_SORT_FIELDS = ['name', 'email', 'status', 'addedAt'] as const;

/** Newest first, so an administrator just added (pending) is at the top; search is a name or e-mail prefix. */
export const adminListQuerySchema = listQuerySchema({
  sort: ADMIN_SORT_FIELDS,
  defaultSort: 'addedAt',
  defaultOrder: 'desc',
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** An administrator as the list, the profile popup and Edit Profile read it (docs/spec/part-2-operations-and-admin.md §3). */
export const adminRecordSchema = z.object({
  _id: z.string(),
  status: adminStatusSchema,
  personalInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    gender: z.enum(GENDERS).nullable(),
    /** `yyyy-mm-dd`. */
    dateOfBirth: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    countryCode: z.string(),
    addressDetails: z.object({
      country: z.string(),
      address: z.string(),
      state: z.string(),
      district: z.string(),
      city: z.string(),
      zipCode: z.string(),
      updatedAt: z.string(),
    }),
  }),
  permissions: adminPermissionsSchema,
  addedAt: z.string(),
});
export type AdminRecord = z.infer<typeof adminRecordSchema>;

/** The answer of change-status: the new status, or null once the administrator is deleted. */
export const adminStatusChangeSchema = z.object({
  data: z.object({ _id: z.string(), status: adminStatusSchema.nullable() }),
});

/** Full Permission on the admins area: what the platform must always keep one active holder of. */
export function hasFullAdminsPermission(permissions: AdminPermissions): boolean {
  return levelOf(permissions.admins) === 'Full Permission';
}

/**
 * The flags `next` turns on that `current` did not have and `grantor` does not hold: an administrator may
 * pass on only what they hold themselves, so nobody raises another (or a new account of their own making)
 * above themselves.
 */
export function grantsBeyond(
  grantor: AdminPermissions,
  current: AdminPermissions | null,
  next: AdminPermissions,
): { area: PermissionArea; flag: keyof PermissionSet }[] {
  const beyond: { area: PermissionArea; flag: keyof PermissionSet }[] = [];
  for (const area of PERMISSION_AREAS) {
    for (const flag of ['read', 'write', 'update', 'delete'] as const) {
      if (next[area][flag] && !current?.[area][flag] && !grantor[area][flag]) beyond.push({ area, flag });
    }
  }
  return beyond;
}
