import { describe, expect, it } from 'vitest';
import {
  type DonorAssessment,
  donationInterval,
  donorEligibility,
  isDonationIntervalMet,
  type LastDonation,
  nextEligibleDonationDate,
} from './eligibility.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// A donation recorded as a date only: 00:00 UTC, 05:30 in India.
const LAST = new Date('2026-01-01T00:00:00.000Z');
const later = (ms: number) => new Date(LAST.getTime() + ms);

describe('minimum interval between donations (NBTC 2017)', () => {
  it.each([
    ['Male', 'wholeBlood', 'wholeBlood', { unit: 'days', amount: 90 }],
    ['Female', 'wholeBlood', 'wholeBlood', { unit: 'days', amount: 120 }],
    // "Other" gets the longer interval: an interval too long costs a donation, one too short a donor's health.
    ['Other', 'wholeBlood', 'wholeBlood', { unit: 'days', amount: 120 }],
    ['Male', 'apheresis', 'apheresis', { unit: 'hours', amount: 48 }],
    ['Female', 'apheresis', 'apheresis', { unit: 'hours', amount: 48 }],
    ['Male', 'wholeBlood', 'apheresis', { unit: 'days', amount: 28 }],
    ['Female', 'apheresis', 'wholeBlood', { unit: 'days', amount: 28 }],
  ] as const)('%s, %s then %s: %j', (sex, last, next, interval) => {
    expect(donationInterval(sex, last, next)).toEqual(interval);
  });

  it.each([
    ['Male', 'wholeBlood', undefined, '2026-04-01T00:00:00.000Z'],
    ['Female', 'wholeBlood', undefined, '2026-05-01T00:00:00.000Z'],
    ['Male', 'apheresis', 'apheresis', '2026-01-03T00:00:00.000Z'],
    ['Male', 'apheresis', undefined, '2026-01-29T00:00:00.000Z'],
    ['Female', 'wholeBlood', 'apheresis', '2026-01-29T00:00:00.000Z'],
  ] as const)('%s after %s (next %s) may give again from %s', (sex, lastType, nextType, expected) => {
    const last: LastDonation = {
      sex,
      lastDonationDate: LAST,
      lastDonationType: lastType,
      nextDonationType: nextType,
    };
    expect(nextEligibleDonationDate(last).toISOString()).toBe(expected);
  });

  it.each([
    ['Male', 89, false],
    ['Male', 90, true],
    ['Female', 119, false],
    ['Female', 120, true],
  ] as const)('a %s whole-blood donor %i days later may donate: %s', (sex, days, expected) => {
    const last: LastDonation = { sex, lastDonationDate: LAST, lastDonationType: 'wholeBlood' };
    expect(isDonationIntervalMet(last, later(days * DAY))).toBe(expected);
  });

  it('counts calendar days in India, so an early arrival on day 90 is not turned away', () => {
    // Gave at 16:00 on 1 January in India; comes back at 08:00 on 1 April, fewer than 90 × 24 hours later.
    const last: LastDonation = {
      sex: 'Male',
      lastDonationDate: new Date('2026-01-01T10:30:00.000Z'),
      lastDonationType: 'wholeBlood',
    };
    expect(isDonationIntervalMet(last, new Date('2026-04-01T02:30:00.000Z'))).toBe(true);
    expect(isDonationIntervalMet(last, new Date('2026-03-31T18:29:00.000Z'))).toBe(false);
  });

  it.each([
    [47 * HOUR, false],
    [48 * HOUR - 1, false],
    [48 * HOUR, true],
  ])('counts the apheresis interval in hours: %i ms later may donate: %s', (ms, expected) => {
    const last: LastDonation = {
      sex: 'Male',
      lastDonationDate: LAST,
      lastDonationType: 'apheresis',
      nextDonationType: 'apheresis',
    };
    expect(isDonationIntervalMet(last, later(ms))).toBe(expected);
  });

  it.each([
    [27, false],
    [28, true],
  ])('whole blood then apheresis: %i days later may donate: %s', (days, expected) => {
    const last: LastDonation = {
      sex: 'Female',
      lastDonationDate: LAST,
      lastDonationType: 'wholeBlood',
      nextDonationType: 'apheresis',
    };
    expect(isDonationIntervalMet(last, later(days * DAY))).toBe(expected);
  });
});

describe('donor eligibility at screening', () => {
  const fit: DonorAssessment = { age: 30, weightKg: 60, hb: 13.5, bpSystolic: 120, bpDiastolic: 80 };
  const codes = (change: Partial<DonorAssessment>) =>
    donorEligibility({ ...fit, ...change }).map((r) => r.code);

  it('finds nothing wrong with a healthy adult', () => {
    expect(donorEligibility(fit)).toEqual([]);
  });

  it.each([
    [{ age: 17 }, ['ageBelowMinimum']],
    [{ age: 18 }, []],
    [{ age: 65 }, []],
    [{ age: 66 }, ['ageAboveMaximum']],
    [{ age: 61 }, []],
    [{ age: 60, firstTimeDonor: true }, []],
    [{ age: 61, firstTimeDonor: true }, ['firstTimeDonorAboveMaximum']],
    [{ age: 61, donationType: 'apheresis' }, ['apheresisAgeAboveMaximum']],
    [{ weightKg: 44.9 }, ['weightBelowMinimum350']],
    [{ weightKg: 45 }, []],
    [{ weightKg: 55, volumeMl: 450 }, ['weightBelowMinimum450']],
    [{ weightKg: 55.1, volumeMl: 450 }, []],
    [{ weightKg: 49.9, donationType: 'apheresis' }, ['weightBelowMinimumApheresis']],
    [{ weightKg: 50, donationType: 'apheresis' }, []],
    [{ hb: 12.4 }, ['hbBelowMinimum']],
    [{ hb: 12.5 }, []],
    [{ bpSystolic: 99 }, ['systolicOutOfRange']],
    [{ bpSystolic: 100 }, []],
    [{ bpSystolic: 140 }, []],
    [{ bpSystolic: 141 }, ['systolicOutOfRange']],
    [{ bpDiastolic: 59 }, ['diastolicOutOfRange']],
    [{ bpDiastolic: 60 }, []],
    [{ bpDiastolic: 90 }, []],
    [{ bpDiastolic: 91 }, ['diastolicOutOfRange']],
    [{ pulse: 59 }, ['pulseOutOfRange']],
    [{ pulse: 60 }, []],
    [{ pulse: 100 }, []],
    [{ pulse: 101 }, ['pulseOutOfRange']],
    [{ temperatureC: 37.5 }, []],
    [{ temperatureC: 37.6 }, ['temperatureAboveNormal']],
    // Not measured is not normal.
    [{ hb: Number.NaN }, ['hbBelowMinimum']],
    [{ age: Number.NaN, weightKg: Number.NaN }, ['ageBelowMinimum', 'weightBelowMinimum350']],
  ] as [Partial<DonorAssessment>, string[]][])('%j fails %j', (change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it('lists every failure, each with readable text', () => {
    const reasons = donorEligibility({ age: 17, weightKg: 40, hb: 11, bpSystolic: 150, bpDiastolic: 95 });
    expect(reasons).toEqual([
      { code: 'ageBelowMinimum', text: 'Donor must be at least 18 years old' },
      { code: 'weightBelowMinimum350', text: 'Donor must weigh at least 45 kg to give 350 ml' },
      { code: 'hbBelowMinimum', text: 'Haemoglobin must be at least 12.5 g/dL' },
      { code: 'systolicOutOfRange', text: 'Systolic blood pressure must be between 100 and 140 mmHg' },
      { code: 'diastolicOutOfRange', text: 'Diastolic blood pressure must be between 60 and 90 mmHg' },
    ]);
  });

  it('turns away a donor who gave too recently and says when to come back', () => {
    const reasons = donorEligibility({
      ...fit,
      sex: 'Female',
      lastDonationDate: LAST,
      lastDonationType: 'wholeBlood',
      on: later(119 * DAY),
    });
    expect(reasons).toEqual([
      {
        code: 'donationIntervalNotMet',
        text: 'The minimum interval since the last donation has not passed',
        eligibleOn: new Date('2026-05-01T00:00:00.000Z'),
      },
    ]);
  });

  it('accepts the same donor on day 120, and skips the check without the full donation history', () => {
    const history = { sex: 'Female', lastDonationDate: LAST, lastDonationType: 'wholeBlood' } as const;
    expect(donorEligibility({ ...fit, ...history, on: later(120 * DAY) })).toEqual([]);
    expect(donorEligibility({ ...fit, sex: 'Female', lastDonationDate: LAST, on: LAST })).toEqual([]);
    expect(donorEligibility({ ...fit, ...history, lastDonationDate: null, on: LAST })).toEqual([]);
  });
});
