import { describe, expect, it } from 'vitest';
import {
  COMPONENT_GROUP_NAMES,
  COMPONENT_GROUPS,
  COMPONENTS,
  componentGroupOf,
  componentSchema,
  DEFAULT_COMPONENT,
  isComponent,
} from './components.js';

describe('components', () => {
  it('are the sixteen of docs/spec/part-2-operations-and-admin.md §9, grouped by their first word and in the spec’s order', () => {
    expect(COMPONENTS).toEqual([
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
    ]);
    expect(new Set(COMPONENTS).size).toBe(16);
  });

  // The spec's list happens to be alphabetical in this naming; staying so keeps dropdowns predictable.
  it('stay in alphabetical order', () => {
    expect([...COMPONENTS].sort()).toEqual([...COMPONENTS]);
  });

  it('keep the spec’s spelling "Haematopoetic"', () => {
    expect(COMPONENTS).toContain('Haematopoetic Stem Cells');
  });

  it('default to Whole Blood', () => {
    expect(DEFAULT_COMPONENT).toBe('Whole Blood');
  });

  it.each([
    ['Whole Blood', true],
    ['Plasma Fresh Frozen', true],
    ['Fresh Frozen Plasma', false],
    ['whole blood', false],
    ['', false],
    [42, false],
  ] as const)('isComponent(%j) is %s', (value, expected) => {
    expect(isComponent(value)).toBe(expected);
    expect(componentSchema.safeParse(value).success).toBe(expected);
  });
});

describe('component groups of the inventory chart', () => {
  it('are Whole Blood, Plasma, Platelets and Red Cells', () => {
    expect(COMPONENT_GROUP_NAMES).toEqual(['Whole Blood', 'Plasma', 'Platelets', 'Red Cells']);
  });

  it('hold only real components, none of them twice', () => {
    const members = Object.values(COMPONENT_GROUPS).flat();
    expect(new Set(members).size).toBe(members.length);
    for (const member of members) expect(COMPONENTS).toContain(member);
  });

  it.each([
    ['Whole Blood', 'Whole Blood'],
    ['Plasma Fresh Frozen', 'Plasma'],
    ['Plasma Convalescent', 'Plasma'],
    ['Plasma Cryo Poor', 'Plasma'],
    ['Plasma Apheresis Single Donor', 'Plasma'],
    ['Cryoprecipitate', 'Plasma'],
    ['Platelets Random Donor', 'Platelets'],
    ['Platelets Apheresis Single Donor', 'Platelets'],
    ['Platelets Irradiated', 'Platelets'],
    ['Platelets Leukoreduced', 'Platelets'],
    ['Red Cells Packed', 'Red Cells'],
    ['Red Cells Packed Irradiated', 'Red Cells'],
    ['Red Cells Leukoreduced', 'Red Cells'],
    ['Red Cells Apheresis Single Donor', 'Red Cells'],
    // Neither is blood for the shelf chart: the web shows them apart rather than hide them in a group.
    ['Granulocyte Concentrates Irradiated', null],
    ['Haematopoetic Stem Cells', null],
  ] as const)('%s counts as %s', (component, group) => {
    expect(componentGroupOf(component)).toBe(group);
  });
});
