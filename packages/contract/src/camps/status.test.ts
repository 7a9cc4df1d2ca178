import { describe, expect, it } from 'vitest';
import { CAMP_DONOR_STATUS, CAMP_STATUSES, campDonorAction } from './status.js';

describe('camp states', () => {
  it('are Draft, Pending, Accepted and Declined', () => {
    expect(CAMP_STATUSES).toEqual(['Draft', 'Pending', 'Accepted', 'Declined']);
  });

  it('keep the donation codes of part 1: 0 can donate, 7 in process', () => {
    expect(CAMP_DONOR_STATUS.canDonate).toBe(0);
    expect(CAMP_DONOR_STATUS.inProcess).toBe(7);
  });

  it.each([
    [0, 'Donate'],
    [7, 'Proceed'],
    [8, 'Donated'],
    [9, 'Deferred'],
    // docs/spec/part-1-institution-side.md §4: any other code shows Donated, so a donor is never asked to give twice.
    [1, 'Donated'],
    [-1, 'Donated'],
  ] as const)('donationStatus %i shows %s', (status, action) => {
    expect(campDonorAction(status)).toBe(action);
  });
});
