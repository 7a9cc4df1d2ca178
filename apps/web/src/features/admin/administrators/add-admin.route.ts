import type { AdminRecord } from '@raktsetu/contract';

export const ADD_ADMIN_PATH = '/Super-Admin/Add_Admin';

/**
 * The route state of /Super-Admin/Add_Admin (docs/spec/part-2-operations-and-admin.md §2): add or edit,
 * and the record being edited. The address carries `?id=` as well, so a refresh or a typed address opens
 * the same record; without either it is Add Admin.
 */
export interface AddAdminRouteState {
  mode: 'add' | 'edit';
  admin?: AdminRecord;
}

export function editAdminState(admin: AdminRecord): AddAdminRouteState {
  return { mode: 'edit', admin };
}

/** The state as the router kept it, or nothing when it is not ours (a link, a refresh in another build). */
export function readAddAdminState(state: unknown): AddAdminRouteState | null {
  if (!state || typeof state !== 'object') return null;
  const { mode, admin } = state as { mode?: unknown; admin?: unknown };
  if (mode !== 'add' && mode !== 'edit') return null;
  const record =
    admin && typeof admin === 'object' && typeof (admin as { _id?: unknown })._id === 'string'
      ? (admin as AdminRecord)
      : undefined;
  return { mode, ...(record && { admin: record }) };
}
