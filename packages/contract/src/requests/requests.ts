import { z } from 'zod';

/**
 * Blood request status (docs/spec/part-1-institution-side.md §4, §7, §9): verified 2, issued to a patient 3, declined 4. The spec
 * shows no code for a request nobody has answered yet; 0 is used, as for every other starting state in
 * the product (inventory, admin, camp donor) (docs/decisions/0017). 5: cancelled by the person who raised it in
 * the mobile app, which the spec does not cover (docs/decisions/0045).
 */
export const REQUEST_STATUS = { pending: 0, verified: 2, issued: 3, declined: 4, cancelled: 5 } as const;
export type RequestStatusCode = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

/** What POST requests/change-status accepts (docs/spec/part-1-institution-side.md §7). */
export const REQUEST_CHANGE_STATUSES = [REQUEST_STATUS.verified, REQUEST_STATUS.declined] as const;

/** docs/spec/part-1-institution-side.md §4, docs/spec/part-2-operations-and-admin.md §5: the value sent and the label shown. */
export const DELIVERY_MODES = {
  toBeDeliver: 'Will be delivered',
  toBeCollected: 'To be collected',
} as const;
export type DeliveryMode = keyof typeof DELIVERY_MODES;
export const DELIVERY_MODE_VALUES = Object.keys(DELIVERY_MODES) as DeliveryMode[];
export const deliveryModeSchema = z.enum(['toBeDeliver', 'toBeCollected']);

/** docs/spec/part-1-institution-side.md §3, docs/spec/part-2-operations-and-admin.md §3; the Bulk subtype is separate and an NGO cannot accept it. */
export const REQUEST_TYPES = ['Individual', 'BloodBank', 'Hospital'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const BULK_SUBTYPE = 'Bulk';

/** docs/spec/part-1-institution-side.md §9: the requests picker lists at most 15; dashboard tables show at most 3 rows. */
export const REQUEST_PICKER_LIMIT = 15;
export const DASHBOARD_TABLE_ROWS = 3;
export const PROFILE_TAB_PAGE_SIZE = 3;

/** docs/spec/part-1-institution-side.md §2, §6: an NGO may not accept a request of the Bulk subtype. */
export function canAcceptRequest(institutionType: string, subType: string | null | undefined): boolean {
  return !(institutionType === 'NGO' && subType === BULK_SUBTYPE);
}
