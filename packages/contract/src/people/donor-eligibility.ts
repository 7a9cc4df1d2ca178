import { ageInYears, formatDate } from '../common/dates.js';
import type { Gender } from '../donors/donor.js';
import {
  type DonationType,
  ELIGIBILITY_LIMITS,
  ELIGIBILITY_REASONS,
  nextEligibleDonationDate,
} from '../donors/eligibility.js';
import { isWithinLookback, type QuestionnaireItem } from '../donors/questionnaire.js';
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
  /** Who blocked: the institution (the default) or the platform's administrator, whose block stands everywhere. */
  by?: 'institution' | 'platform';
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
    const by = input.block.by === 'platform' ? 'Blocked on RaktSetu' : 'Blocked by this institution';
    reasons.push(`${by}${until}: ${input.block.reason}`);
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

const QUESTION_TEXT: Record<QuestionnaireItem, string> = {
  travel: 'Travel in the last 28 days',
  food: 'A meal in the last 4 hours',
  aspirin: 'Aspirin in the last 3 days',
  antibiotics: 'Antibiotics in the last 3 days',
  priorDonation: 'A donation in the last 3 months',
  jaundice: 'Jaundice in the last year',
  tattoo: 'A tattoo in the last 6 months',
  transfusion: 'A transfusion in the last 6 months',
  weightLoss: 'Weight loss in the last 6 months',
  procedures: 'A procedure in the last 12 months',
  cold: 'A cold in the last week',
  fever: 'Fever in the last week',
  cough: 'A cough in the last week',
  alcohol: 'Alcohol in the last 24 hours',
  pregnancy: 'A pregnancy in the last 6 months',
  abortion: 'An abortion in the last 6 months',
  childUnderOneYear: 'A child under one year',
};

/** The self-assessment question in words, for the reviewer and the deferral reason. */
export function questionText(item: QuestionnaireItem): string {
  return QUESTION_TEXT[item];
}

/**
 * What a self-assessment means for donating (docs/spec/part-1-institution-side.md §5): each "yes" whose
 * event lies inside its look-back window defers the donor until the window has passed it. Answers the
 * last deferred day and the questions that caused it, or null when nothing defers.
 */
export function deferralFromAnswers(
  answers: Partial<Record<QuestionnaireItem, { answer: 'yes' | 'no'; date?: string | null }>>,
  on: Date = new Date(),
): { until: string; items: QuestionnaireItem[] } | null {
  let until: string | null = null;
  const items: QuestionnaireItem[] = [];
  for (const [item, reply] of Object.entries(answers) as [
    QuestionnaireItem,
    { answer: string; date?: string | null },
  ][]) {
    if (reply.answer !== 'yes' || !reply.date) continue;
    const event = new Date(`${reply.date}T00:00:00Z`);
    if (!isWithinLookback(item, event, on)) continue;
    // The first day the event has left the window, found day by day (windows are at most a year).
    let last = today(on);
    for (let offset = 1; offset <= 400; offset++) {
      const later = new Date(on.getTime() + offset * 86_400_000);
      if (!isWithinLookback(item, event, later)) break;
      last = today(later);
    }
    items.push(item);
    if (!until || last > until) until = last;
  }
  return until ? { until, items } : null;
}
