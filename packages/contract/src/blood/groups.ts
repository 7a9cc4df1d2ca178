import { z } from 'zod';

/** In the registration order of docs/spec/part-1-institution-side.md §9. HH is the Bombay phenotype (no A, B or H antigen). */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'HH'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export const bloodGroupSchema = z.enum(BLOOD_GROUPS);

export const DEFAULT_BLOOD_GROUP: BloodGroup = 'A+';
/** Patient-facing request forms offer Bulk beside the groups (docs/spec/part-1-institution-side.md §9); it is not a blood group. */
export const BULK_BLOOD_GROUP = 'Bulk';

export function isBloodGroup(value: unknown): value is BloodGroup {
  return typeof value === 'string' && (BLOOD_GROUPS as readonly string[]).includes(value);
}

export type AboGroup = 'A' | 'B' | 'AB' | 'O' | 'HH';
export type RhD = 'positive' | 'negative';

export interface BloodType {
  abo: AboGroup;
  /** null for HH: the group as the product records it says nothing about the D antigen. */
  rhD: RhD | null;
}

export function bloodTypeOf(group: BloodGroup): BloodType {
  if (group === 'HH') return { abo: 'HH', rhD: null };
  return {
    abo: group.slice(0, -1) as Exclude<AboGroup, 'HH'>,
    rhD: group.endsWith('+') ? 'positive' : 'negative',
  };
}

type Antigen = 'A' | 'B' | 'H';

/** The ABO-system antigens on the red cells of each group. */
export function redCellAntigens(abo: AboGroup): readonly Antigen[] {
  switch (abo) {
    case 'A':
      return ['A', 'H'];
    case 'B':
      return ['B', 'H'];
    case 'AB':
      return ['A', 'B', 'H'];
    case 'O':
      return ['H'];
    case 'HH':
      return [];
  }
}

/**
 * The naturally occurring, clinically significant antibodies in the plasma of each group. The weak anti-H
 * some A1 and A1B people carry is left out, as transfusion practice does; the Bombay anti-H is not weak.
 */
export function plasmaAntibodies(abo: AboGroup): readonly Antigen[] {
  switch (abo) {
    case 'A':
      return ['B'];
    case 'B':
      return ['A'];
    case 'AB':
      return [];
    case 'O':
      return ['A', 'B'];
    case 'HH':
      return ['A', 'B', 'H'];
  }
}
