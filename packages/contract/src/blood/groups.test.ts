import { describe, expect, it } from 'vitest';
import {
  BLOOD_GROUPS,
  bloodGroupSchema,
  bloodTypeOf,
  DEFAULT_BLOOD_GROUP,
  isBloodGroup,
  plasmaAntibodies,
  redCellAntigens,
} from './groups.js';

describe('blood groups', () => {
  it('lists the nine groups in the order registration shows them, Bombay last', () => {
    expect(BLOOD_GROUPS).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'HH']);
    expect(DEFAULT_BLOOD_GROUP).toBe('A+');
  });

  it.each([
    { group: 'A+', abo: 'A', rhD: 'positive' },
    { group: 'A-', abo: 'A', rhD: 'negative' },
    { group: 'B+', abo: 'B', rhD: 'positive' },
    { group: 'B-', abo: 'B', rhD: 'negative' },
    { group: 'AB+', abo: 'AB', rhD: 'positive' },
    { group: 'AB-', abo: 'AB', rhD: 'negative' },
    { group: 'O+', abo: 'O', rhD: 'positive' },
    { group: 'O-', abo: 'O', rhD: 'negative' },
    { group: 'HH', abo: 'HH', rhD: null },
  ] as const)('$group is ABO $abo with RhD $rhD', ({ group, abo, rhD }) => {
    expect(bloodTypeOf(group)).toEqual({ abo, rhD });
  });

  // Antigens and antibodies are the two halves every compatibility rule is built from.
  it.each([
    { abo: 'A', antigens: ['A', 'H'], antibodies: ['B'] },
    { abo: 'B', antigens: ['B', 'H'], antibodies: ['A'] },
    { abo: 'AB', antigens: ['A', 'B', 'H'], antibodies: [] },
    { abo: 'O', antigens: ['H'], antibodies: ['A', 'B'] },
    { abo: 'HH', antigens: [], antibodies: ['A', 'B', 'H'] },
  ] as const)('group $abo carries $antigens on its cells and $antibodies in its plasma', (row) => {
    expect(redCellAntigens(row.abo)).toEqual(row.antigens);
    expect(plasmaAntibodies(row.abo)).toEqual(row.antibodies);
  });

  it.each([
    ['A+', true],
    ['HH', true],
    ['Bulk', false],
    ['a+', false],
    ['O', false],
    [null, false],
  ] as const)('isBloodGroup(%j) is %s', (value, expected) => {
    expect(isBloodGroup(value)).toBe(expected);
    expect(bloodGroupSchema.safeParse(value).success).toBe(expected);
  });
});
