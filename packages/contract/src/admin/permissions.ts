import { z } from 'zod';

/** The six areas an administrator holds rights on (docs/spec/part-2-operations-and-admin.md §3, Admin.permissions). */
export const PERMISSION_AREAS = [
  'userManagement',
  'instituteManagement',
  'admins',
  'billing',
  'configurations',
  'subscription',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const PERMISSION_FLAGS = ['read', 'write', 'update', 'delete'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const permissionSetSchema = z.object({
  read: z.boolean(),
  write: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type PermissionSet = z.infer<typeof permissionSetSchema>;

export const adminPermissionsSchema = z.object(
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, permissionSetSchema])) as Record<
    PermissionArea,
    typeof permissionSetSchema
  >,
);
export type AdminPermissions = z.infer<typeof adminPermissionsSchema>;

/** The dropdown of the administrator form (docs/spec/part-2-operations-and-admin.md §6); "None" is its default. */
export const PERMISSION_LEVELS = {
  'Full Permission': { read: true, write: true, update: true, delete: true },
  'View Only': { read: true, write: false, update: false, delete: false },
  'Create, Update but Not Delete': { read: true, write: true, update: true, delete: false },
  None: { read: false, write: false, update: false, delete: false },
} as const satisfies Record<string, PermissionSet>;
export type PermissionLevel = keyof typeof PERMISSION_LEVELS;

export function permissionsAtLevel(level: PermissionLevel): AdminPermissions {
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => [area, { ...PERMISSION_LEVELS[level] }]),
  ) as AdminPermissions;
}

/** The level a permission set matches, or null when it is a mix the dropdown cannot show. */
export function levelOf(set: PermissionSet): PermissionLevel | null {
  for (const [level, flags] of Object.entries(PERMISSION_LEVELS) as [PermissionLevel, PermissionSet][]) {
    if (PERMISSION_FLAGS.every((flag) => flags[flag] === set[flag])) return level;
  }
  return null;
}

/** The super-admin menu shows an area only when any of its flags is true (docs/spec/part-2-operations-and-admin.md §6). */
export function canSeeArea(permissions: AdminPermissions, area: PermissionArea): boolean {
  const set = permissions[area];
  return PERMISSION_FLAGS.some((flag) => set[flag]);
}

export const ADMIN_STATUS = { pending: 0, active: 1, inactive: 2 } as const;
