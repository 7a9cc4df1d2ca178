import { BLOOD_GROUPS, type BloodGroup } from '../blood/groups.js';
import type { MonthlyConsumption } from '../institutions/settings.js';
import { COMPONENT_GROUPS, type Component } from './components.js';

/** The red cells a transfusion draws on: whole blood and every red cell component. */
const RED_CELL_UNITS: readonly Component[] = [
  ...COMPONENT_GROUPS['Whole Blood'],
  ...COMPONENT_GROUPS['Red Cells'],
];

/** A month of consumption, in days, as blood centres plan it. */
const DAYS_A_MONTH = 30;

/**
 * Days each group's red cells last at the centre's average monthly consumption (Settings → Monthly inventory
 * type): the units available now over a day's use, to one decimal. Null where no consumption is saved — a
 * figure made up from nothing would look like a plan.
 */
export function redCellCover(
  available: ReadonlyArray<{
    _id: BloodGroup;
    inventory: ReadonlyArray<{ component: Component; available: number }>;
  }>,
  consumption: MonthlyConsumption,
): { bloodGroup: BloodGroup; days: number | null }[] {
  return BLOOD_GROUPS.map((bloodGroup) => {
    const month = bloodGroup === 'HH' ? undefined : consumption[bloodGroup];
    const perMonth = month ? month['Whole Blood'] + month['Red Cells'] : 0;
    if (perMonth <= 0) return { bloodGroup, days: null };
    const units =
      available
        .find((group) => group._id === bloodGroup)
        ?.inventory.filter((cell) => RED_CELL_UNITS.includes(cell.component))
        .reduce((sum, cell) => sum + cell.available, 0) ?? 0;
    return { bloodGroup, days: Math.round((units / (perMonth / DAYS_A_MONTH)) * 10) / 10 };
  });
}
