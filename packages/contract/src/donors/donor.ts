import { z } from 'zod';

/** docs/spec/part-1-institution-side.md §9. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS);

/** A donor is Active or Blocked (docs/spec/part-1-institution-side.md §3, §4; docs/spec/part-2-operations-and-admin.md §4). */
export const DONOR_STATUSES = ['Active', 'Blocked'] as const;
export type DonorStatus = (typeof DONOR_STATUSES)[number];

/** The nearby list's `type` code (docs/spec/part-1-institution-side.md §3, §9): 1 Active, 2 Inactive, anything else Blocked. */
export const DONOR_TYPE_CODES = { active: 1, inactive: 2 } as const;

export function donorTypeState(code: number): 'Active' | 'Inactive' | 'Blocked' {
  if (code === DONOR_TYPE_CODES.active) return 'Active';
  if (code === DONOR_TYPE_CODES.inactive) return 'Inactive';
  return 'Blocked';
}

/** Options of the donor type field (docs/spec/part-1-institution-side.md §9) and the type of a donor added at the desk (docs/spec/part-1-institution-side.md §3). */
export const DONOR_TYPE_OPTIONS = ['institution', 'Individual'] as const;
export const WALK_IN_DONOR_TYPE = 'walkIn';

/** docs/spec/part-1-institution-side.md §2, §4: Active reads "Fit To Donate", anything else "Assess Donor". */
export function donorFitnessLabel(status: string): 'Fit To Donate' | 'Assess Donor' {
  return status === 'Active' ? 'Fit To Donate' : 'Assess Donor';
}

/** docs/spec/part-1-institution-side.md §2: the checklist column reads Completed for an Active donor, else Incomplete. */
export function checklistLabel(status: string): 'Completed' | 'Incomplete' {
  return status === 'Active' ? 'Completed' : 'Incomplete';
}

/** docs/spec/part-1-institution-side.md §2, §4: a code can be requested from a donor only while the donor is Active. */
export function canRequestOtp(status: string): boolean {
  return status === 'Active';
}

/**
 * docs/spec/part-1-institution-side.md §4: Block is offered when exactly one selected donor is Active, Unblock when exactly one
 * selected donor is Blocked; with none or several selected there is no action.
 */
export function blockActionFor(selectedStatuses: readonly string[]): 'Block' | 'Unblock' | null {
  if (selectedStatuses.length !== 1) return null;
  if (selectedStatuses[0] === 'Active') return 'Block';
  if (selectedStatuses[0] === 'Blocked') return 'Unblock';
  return null;
}
