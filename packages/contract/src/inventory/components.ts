import { z } from 'zod';

/**
 * The sixteen component types of docs/spec/part-2-operations-and-admin.md §9, written "<group> <kind>" for the grouped ones
 * (docs/decisions/0010). The list is in the spec's order, which is alphabetical in this form.
 */
export const COMPONENTS = [
  'Cryoprecipitate',
  'Granulocyte Concentrates Irradiated',
  'Haematopoetic Stem Cells',
  'Plasma Apheresis Single Donor',
  'Plasma Convalescent',
  'Plasma Cryo Poor',
  'Plasma Fresh Frozen',
  'Platelets Apheresis Single Donor',
  'Platelets Irradiated',
  'Platelets Leukoreduced',
  'Platelets Random Donor',
  'Red Cells Apheresis Single Donor',
  'Red Cells Leukoreduced',
  'Red Cells Packed',
  'Red Cells Packed Irradiated',
  'Whole Blood',
] as const;
export type Component = (typeof COMPONENTS)[number];
export const componentSchema = z.enum(COMPONENTS);

export const DEFAULT_COMPONENT: Component = 'Whole Blood';

export function isComponent(value: unknown): value is Component {
  return typeof value === 'string' && (COMPONENTS as readonly string[]).includes(value);
}

/**
 * The four groups of the inventory chart and of the monthly-consumption settings (docs/spec/part-2-operations-and-admin.md §2, §9).
 * Cryoprecipitate is made from fresh frozen plasma and kept frozen beside it, so it counts as Plasma.
 * Granulocytes and stem cells belong to none of the four; `componentGroupOf` answers null for them.
 */
export const COMPONENT_GROUPS = {
  'Whole Blood': ['Whole Blood'],
  Plasma: [
    'Plasma Apheresis Single Donor',
    'Plasma Convalescent',
    'Plasma Cryo Poor',
    'Plasma Fresh Frozen',
    'Cryoprecipitate',
  ],
  Platelets: [
    'Platelets Apheresis Single Donor',
    'Platelets Irradiated',
    'Platelets Leukoreduced',
    'Platelets Random Donor',
  ],
  'Red Cells': [
    'Red Cells Apheresis Single Donor',
    'Red Cells Leukoreduced',
    'Red Cells Packed',
    'Red Cells Packed Irradiated',
  ],
} as const satisfies Record<string, readonly Component[]>;
export type ComponentGroup = keyof typeof COMPONENT_GROUPS;
export const COMPONENT_GROUP_NAMES = Object.keys(COMPONENT_GROUPS) as ComponentGroup[];

export function componentGroupOf(component: Component): ComponentGroup | null {
  for (const group of COMPONENT_GROUP_NAMES) {
    if ((COMPONENT_GROUPS[group] as readonly Component[]).includes(component)) return group;
  }
  return null;
}
