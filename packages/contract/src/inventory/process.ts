/** docs/spec/part-2-operations-and-admin.md §5, §9: units go to processing in steps of six; the menu entry needs at least six units. */
export const PROCESS_QUANTITY_STEP = 6;
/** docs/spec/part-2-operations-and-admin.md §9: the issue-to-process volume is bounded with a 90 percent factor. */
export const PROCESS_VOLUME_FACTOR = 0.9;
/** docs/spec/part-2-operations-and-admin.md §9: Update Stock navigation passes this fixed volume. */
export const UPDATE_STOCK_FIXED_VOLUME = 1001;

/** The quantities offered for processing: 6, 12, … up to the units available; none below six. */
export function processQuantityOptions(available: number): number[] {
  if (!Number.isFinite(available) || available < PROCESS_QUANTITY_STEP) return [];
  const steps = Math.floor(available / PROCESS_QUANTITY_STEP);
  return Array.from({ length: steps }, (_, i) => (i + 1) * PROCESS_QUANTITY_STEP);
}

/** Whether the "process" entry of a stock cell's menu is usable. */
export function canProcess(available: number): boolean {
  return processQuantityOptions(available).length > 0;
}

/**
 * The most the components planned from `units` parent bags may hold together: 90 % of the blood in them
 * (units × the approximate volume of one bag), rounded down. The spec shows the factor but not the bound
 * (docs/spec/part-2-operations-and-admin.md §5); what separation loses is never less than a tenth (docs/decisions/0044).
 */
export function processVolumeLimit(units: number, approximateVolumeMl: number): number {
  return Math.floor(units * approximateVolumeMl * PROCESS_VOLUME_FACTOR);
}
