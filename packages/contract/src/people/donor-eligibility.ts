import { ageInYears, formatDate } from '../common/dates.js';
import type { Gender } from '../donors/donor.js';
import {
  type DonationType,
  ELIGIBILITY_LIMITS,
  ELIGIBILITY_REASONS,
  nextEligibleDonationDate,
} from '../donors/eligibility.js';
import type { BlockType } from '../donors/reasons.js';
import type { Eligibility } from './donor-schemas.js';

/** `yyyy-mm-dd` of a day; dates of birth and donations are days, not instants. */
const day = (date: Date) => date.toISOString().slice(0, 10);
const today = (on: Date) => day(new Date(on.getTime() + (5 * 60 + 30) * 60_000));

/** The first day the donor may give again after their last donation (the contract's interval rule). */
export function nextEligibleDay(input: {
  gender: Gender;
  lastDonationDate: string | null;
  lastDonationType: DonationType | null;
}): string | null {
  if (!input.lastDonationDate) return null;
  return day(
    nextEligibleDonationDate({
      sex: input.gender,
      lastDonationDate: new Date(`${input.lastDonationDate}T00:00:00Z`),
      lastDonationType: input.lastDonationType ?? 'wholeBlood',
    }),
  );
}

export interface DonorBlockState {
  type: BlockType;
  reason: string;
  /** The last day of a temporary block. */
  until: string | null;
}

/** A temporary block ends by itself after its last day; the others last until lifted. */
export function isBlockInForce(block: DonorBlockState | null, on: Date = new Date()): boolean {
  if (!block) return false;
  return block.type !== 'temporarily' || (block.until !== null && block.until >= today(on));
}

/**
 * What staff need to decide at the desk (docs/decisions/0041): whether the donor may give today, the next
 * eligible day, the end of a deferral, and every reason in words — age, the interval since the last
 * donation (sex-aware), a deferral from the self-assessment and a block by this institution.
 */
export function donorEligibilityToday(input: {
  gender: Gender;
  dateOfBirth: string | null;
  nextEligibleOn: string | null;
  deferredUntil: string | null;
  deferralReason: string | null;
  block: DonorBlockState | null;
  on?: Date;
}): Eligibility {
  const on = input.on ?? new Date();
  const now = today(on);
  const reasons: string[] = [];
  if (isBlockInForce(input.block, on) && input.block) {
    const until =
      input.block.type === 'temporarily' && input.block.until
        ? ` until ${formatDate(input.block.until)}`
        : '';
    reasons.push(`Blocked by this institution${until}: ${input.block.reason}`);
  }
  if (input.dateOfBirth) {
    const age = ageInYears(`${input.dateOfBirth}T00:00:00Z`, on);
    if (age < ELIGIBILITY_LIMITS.minAge) reasons.push(ELIGIBILITY_REASONS.ageBelowMinimum);
    else if (age > ELIGIBILITY_LIMITS.maxAge) reasons.push(ELIGIBILITY_REASONS.ageAboveMaximum);
  }
  const deferred = input.deferredUntil && input.deferredUntil >= now ? input.deferredUntil : null;
  if (deferred)
    reasons.push(
      `Deferred until ${formatDate(deferred)}${input.deferralReason ? `: ${input.deferralReason}` : ''}`,
    );
  if (input.nextEligibleOn && input.nextEligibleOn > now)
    reasons.push(
      `${ELIGIBILITY_REASONS.donationIntervalNotMet}; may give from ${formatDate(input.nextEligibleOn)}`,
    );
  const blockEnd =
    input.block?.type === 'temporarily' && isBlockInForce(input.block, on) ? input.block.until : null;
  const deferredUntil =
    [deferred, blockEnd]
      .filter((d): d is string => d !== null)
      .sort()
      .pop() ?? null;
  return {
    eligibleToday: reasons.length === 0,
    nextEligibleDate: input.nextEligibleOn,
    deferredUntil,
    reasons,
  };
}
