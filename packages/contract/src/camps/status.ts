/**
 * Camp states (docs/spec/part-1-institution-side.md §3, §4). Draft, Accepted and Declined are the spec's; Pending is the state of a
 * submitted camp before a blood bank answers it, which the spec's "Pending" tab lists (docs/decisions/0017).
 */
export const CAMP_STATUSES = ['Draft', 'Pending', 'Accepted', 'Declined'] as const;
export type CampStatus = (typeof CAMP_STATUSES)[number];

/**
 * A camp donor's donationStatus (docs/spec/part-1-institution-side.md §3, §4): 0 can donate, 7 donation in process, anything else has
 * donated. The spec names no code for "donated"; 8, the step after 7, is the one this product writes.
 */
export const CAMP_DONOR_STATUS = { canDonate: 0, inProcess: 7, donated: 8, deferred: 9 } as const;

export type CampDonorAction = 'Donate' | 'Proceed' | 'Donated' | 'Deferred';

/**
 * The action button of a row of the camp donors screen. 9, deferred at screening, is this product's own
 * (docs/decisions/0046): the spec would show Donated for it, which a deferred donor has not.
 */
export function campDonorAction(donationStatus: number): CampDonorAction {
  if (donationStatus === CAMP_DONOR_STATUS.canDonate) return 'Donate';
  if (donationStatus === CAMP_DONOR_STATUS.inProcess) return 'Proceed';
  if (donationStatus === CAMP_DONOR_STATUS.deferred) return 'Deferred';
  return 'Donated';
}

/** Statuses the camp donor change-status call sends (docs/spec/part-1-institution-side.md §7). */
export const CAMP_DONOR_CHANGE_STATUSES = ['DonationInProcess', 'Approve'] as const;
