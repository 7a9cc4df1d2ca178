import {
  ADMIN_COUNTRY_CODE,
  type AddAdminRequest,
  type AdminRecord,
  addAdminRequestSchema,
  formatInputDate,
  levelOf,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  type PermissionArea,
  type PermissionLevel,
  type UpdateAdminRequest,
  updateAdminRequestSchema,
} from '@raktsetu/contract';
import { z } from 'zod';

/**
 * The Add Admin / Edit Profile form (docs/spec/part-2-operations-and-admin.md §5): texts as typed, and for
 * each of the six areas the level chosen in its dropdown ('' while none is chosen). It is checked by the
 * contract's own request schema, so the form refuses exactly what the server refuses, with the same words.
 */
export interface AdminFormValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  /** dd/MM/yyyy. */
  dateOfBirth: string;
  mobileNumber: string;
  address: string;
  city: string;
  district: string;
  state: string;
  zipCode: string;
  country: string;
  permissions: Record<PermissionArea, string>;
}

export type AdminFormMode = 'add' | 'edit';

/** The fields Edit Profile shows read-only and leaves out of the update. */
export const FIXED_FIELDS = ['firstName', 'lastName', 'email', 'gender', 'dateOfBirth'] as const;

const noLevels = () =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, ''])) as Record<PermissionArea, string>;

export const EMPTY_ADMIN_FORM: AdminFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  dateOfBirth: '',
  mobileNumber: '',
  address: '',
  city: '',
  district: '',
  state: '',
  zipCode: '',
  country: 'India',
  permissions: noLevels(),
};

/** A record as Edit Profile opens it; a mix of flags the dropdown cannot show opens unchosen. */
export function formOf(admin: AdminRecord): AdminFormValues {
  const info = admin.personalInfo;
  const address = info.addressDetails;
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    email: info.email,
    gender: info.gender ?? '',
    dateOfBirth: formatInputDate(info.dateOfBirth),
    mobileNumber: info.mobileNumber ?? '',
    address: address.address,
    city: address.city,
    district: address.district,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country || 'India',
    permissions: Object.fromEntries(
      PERMISSION_AREAS.map((area) => [area, levelOf(admin.permissions[area]) ?? '']),
    ) as Record<PermissionArea, string>,
  };
}

const isLevel = (value: string): value is PermissionLevel => value in PERMISSION_LEVELS;

/** Each area's permission set; an area left unchosen travels as null, which the server refuses. */
function permissionsOf(values: AdminFormValues) {
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => {
      const level = values.permissions[area];
      return [area, isLevel(level) ? { ...PERMISSION_LEVELS[level] } : null];
    }),
  ) as AddAdminRequest['permissions'];
}

function addressOf(values: AdminFormValues) {
  return {
    country: values.country,
    address: values.address,
    state: values.state,
    district: values.district,
    city: values.city,
    zipCode: values.zipCode,
  };
}

export function addRequestOf(values: AdminFormValues): AddAdminRequest {
  return {
    type: 'SuperAdmin',
    personalInfo: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      gender: (values.gender || null) as AddAdminRequest['personalInfo']['gender'],
      dateOfBirth: values.dateOfBirth,
      mobileNumber: values.mobileNumber,
      countryCode: ADMIN_COUNTRY_CODE,
      addressDetails: addressOf(values),
    },
    permissions: permissionsOf(values),
  };
}

/** The update leaves the read-only fields out: the server keeps them as they are. */
export function updateRequestOf(id: string, values: AdminFormValues): UpdateAdminRequest {
  return {
    id,
    personalInfo: {
      mobileNumber: values.mobileNumber,
      countryCode: ADMIN_COUNTRY_CODE,
      addressDetails: addressOf(values),
    },
    details: { permissions: permissionsOf(values) },
  };
}

/** The form field a request field belongs to: `personalInfo.addressDetails.state` → `state`. */
export function formFieldOf(path: readonly PropertyKey[]): string | null {
  const parts = path.map(String);
  if (parts[0] === 'details') parts.shift();
  if (parts[0] === 'permissions') return `permissions.${parts[1] ?? PERMISSION_AREAS[0]}`;
  if (parts[0] !== 'personalInfo') return null;
  if (parts[1] === 'addressDetails') return parts[2] ?? 'address';
  return parts[1] ?? 'firstName';
}

/** Server field names → form fields, for `showServerErrors`. */
export const SERVER_FIELDS: Record<string, string> = Object.fromEntries([
  ...(['firstName', 'lastName', 'email', 'gender', 'dateOfBirth', 'mobileNumber'] as const).map((field) => [
    `personalInfo.${field}`,
    field,
  ]),
  ...(['address', 'city', 'district', 'state', 'zipCode', 'country'] as const).map((field) => [
    `personalInfo.addressDetails.${field}`,
    field,
  ]),
  ...PERMISSION_AREAS.flatMap((area) => [
    [`permissions.${area}`, `permissions.${area}`],
    [`details.permissions.${area}`, `permissions.${area}`],
  ]),
]);

const text = z.string();

/** The form's schema: its texts, checked through the contract's add or update request. */
export function adminFormSchema(mode: AdminFormMode) {
  return z
    .object({
      firstName: text,
      lastName: text,
      email: text,
      gender: text,
      dateOfBirth: text,
      mobileNumber: text,
      address: text,
      city: text,
      district: text,
      state: text,
      zipCode: text,
      country: text,
      permissions: z.object(
        Object.fromEntries(PERMISSION_AREAS.map((area) => [area, text])) as Record<
          PermissionArea,
          typeof text
        >,
      ),
    })
    .superRefine((values, ctx) => {
      const checked =
        mode === 'add'
          ? addAdminRequestSchema.safeParse(addRequestOf(values))
          : updateAdminRequestSchema.safeParse(updateRequestOf('edited', values));
      if (checked.success) return;
      const seen = new Set<string>();
      for (const issue of checked.error.issues) {
        const field = formFieldOf(issue.path);
        // One message per field: the first the contract gives.
        if (!field || seen.has(field)) continue;
        seen.add(field);
        ctx.addIssue({ code: 'custom', path: field.split('.'), message: issue.message });
      }
    });
}
