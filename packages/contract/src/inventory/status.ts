/** docs/spec/part-2-operations-and-admin.md §3, §9: a unit starts in inventory (0) and ends disposed (1) or issued (3). */
export const INVENTORY_STATUS = { inventory: 0, disposed: 1, issued: 3 } as const;
export type InventoryStatusCode = (typeof INVENTORY_STATUS)[keyof typeof INVENTORY_STATUS];
export type InventoryState = keyof typeof INVENTORY_STATUS;

/** docs/spec/part-2-operations-and-admin.md §3: any code other than 0 and 1 counts as issued. */
export function inventoryStateOf(status: number): InventoryState {
  if (status === INVENTORY_STATUS.inventory) return 'inventory';
  if (status === INVENTORY_STATUS.disposed) return 'disposed';
  return 'issued';
}

/**
 * The `type` of POST institution/inventory/change-status (docs/spec/part-2-operations-and-admin.md §7). The spec's
 * processing call sends ids only; here it says `process` like the others (docs/decisions/0044).
 */
export const INVENTORY_CHANGE_TYPES = ['dispose', 'transfer', 'issue', 'process'] as const;
export type InventoryChangeType = (typeof INVENTORY_CHANGE_TYPES)[number];

/** The `type` of POST institution/inventory/in-processing/change-status (docs/spec/part-2-operations-and-admin.md §4, §7). */
export const IN_PROCESS_ACTIONS = ['dispose', 'returnToInventory', 'processed'] as const;
export type InProcessAction = (typeof IN_PROCESS_ACTIONS)[number];

/** A receipt accepts or declines the selected units (docs/spec/part-2-operations-and-admin.md §4). */
export const RECEIPT_STATES = ['Accepted', 'Declined'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** Issue to a patient (registered or unregistered) or to processing (docs/spec/part-2-operations-and-admin.md §9). */
export const ISSUE_TARGETS = ['patient', 'process'] as const;
export const PATIENT_REGISTRATION_TYPES = ['registered', 'unregistered'] as const;
