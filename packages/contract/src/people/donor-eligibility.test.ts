import { describe, expect, it } from 'vitest';
import { donorEligibilityToday, isBlockInForce, nextEligibleDay } from './donor-eligibility.js';

const on = new Date('2026-11-22T06:00:00Z');
const base = {
  gender: 'Male' as const,
  dateOfBirth: '1990-05-01',
  nextEligibleOn: null,
  deferredUntil: null,
  deferralReason: null,
  block: null,
  on,
};

describe('what the desk sees about a donor today', () => {
  it('the next eligible day follows the sex-aware interval', () => {
    expect(
      nextEligibleDay({ gender: 'Male', lastDonationDate: '2026-09-01', lastDonationType: 'wholeBlood' }),
    ).toBe('2026-11-30');
    expect(
      nextEligibleDay({ gender: 'Female', lastDonationDate: '2026-09-01', lastDonationType: null }),
    ).toBe('2026-12-30');
    expect(nextEligibleDay({ gender: 'Female', lastDonationDate: null, lastDonationType: null })).toBeNull();
  });

  it('a donor with nothing against them may give today', () => {
    expect(donorEligibilityToday(base)).toEqual({
      eligibleToday: true,
      nextEligibleDate: null,
      deferredUntil: null,
      reasons: [],
    });
  });

  it('says every reason in words: the interval, a deferral, age, a block', () => {
    const result = donorEligibilityToday({
      ...base,
      dateOfBirth: '2010-01-01',
      nextEligibleOn: '2026-11-30',
      deferredUntil: '2026-12-15',
      deferralReason: 'Tattoo in the last 6 months',
      block: { type: 'temporarily', reason: 'Under Antibiotics/Prescribed Medication', until: '2026-12-20' },
    });
    expect(result.eligibleToday).toBe(false);
    expect(result.deferredUntil).toBe('2026-12-20');
    expect(result.reasons).toEqual([
      'Blocked by this institution until 20 Dec 2026: Under Antibiotics/Prescribed Medication',
      'Donor must be at least 18 years old',
      'Deferred until 15 Dec 2026: Tattoo in the last 6 months',
      'The minimum interval since the last donation has not passed; may give from 30 Nov 2026',
    ]);
  });

  it('a temporary block ends by itself after its last day; the others stay', () => {
    const lapsed = { type: 'temporarily' as const, reason: 'x', until: '2026-11-21' };
    expect(isBlockInForce(lapsed, on)).toBe(false);
    expect(isBlockInForce({ ...lapsed, until: '2026-11-22' }, on)).toBe(true);
    expect(isBlockInForce({ type: 'permanently', reason: 'x', until: null }, on)).toBe(true);
    expect(donorEligibilityToday({ ...base, block: lapsed }).eligibleToday).toBe(true);
  });
});

describe('a self-assessment', () => {
  it('defers the donor until each recent "yes" has left its window', async () => {
    const { deferralFromAnswers } = await import('./donor-eligibility.js');
    expect(
      deferralFromAnswers(
        {
          tattoo: { answer: 'yes', date: '2026-08-01' },
          cold: { answer: 'yes', date: '2026-11-20' },
          travel: { answer: 'no' },
          jaundice: { answer: 'yes', date: '2024-01-01' },
        },
        on,
      ),
    ).toEqual({ until: '2027-01-31', items: ['tattoo', 'cold'] });
    expect(deferralFromAnswers({ travel: { answer: 'no' } }, on)).toBeNull();
  });
});
