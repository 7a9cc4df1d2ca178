import { addDays, calendarDaysBetween } from '../common/dates.js';
import type { Gender } from './donor.js';

/**
 * Donor selection criteria of the National Blood Transfusion Council, "Guidelines for Blood Donor
 * Selection & Blood Donor Referral" (NBTC / MoHFW, 2017), which the specs leave out and a blood centre
 * in India must apply (docs/decisions/0013). Every limit is inclusive unless its name says otherwise.
 */
export const ELIGIBILITY_LIMITS = {
  minAge: 18,
  maxAge: 65,
  /** A first-time donor, and any apheresis donor, must not be older than 60. */
  maxAgeFirstTimeOrApheresis: 60,
  /** 350 ml of whole blood needs at least 45 kg; 450 ml needs more than 55 kg; apheresis 50 kg. */
  minWeightKgFor350: 45,
  weightKgAbove450: 55,
  minWeightKgApheresis: 50,
  minHbGPerDl: 12.5,
  systolicMmHg: { min: 100, max: 140 },
  diastolicMmHg: { min: 60, max: 90 },
  pulsePerMinute: { min: 60, max: 100 },
  maxTemperatureC: 37.5,
} as const;

export const DONATION_TYPES = ['wholeBlood', 'apheresis'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];
export const WHOLE_BLOOD_VOLUMES_ML = [350, 450] as const;
export type WholeBloodVolume = (typeof WHOLE_BLOOD_VOLUMES_ML)[number];

export type DonationInterval = { unit: 'days'; amount: number } | { unit: 'hours'; amount: number };

/**
 * NBTC 2017 minimum intervals: whole blood after whole blood 90 days for men and 120 for women;
 * apheresis after apheresis 48 hours; from one kind to the other 28 days. "Other" is given the women's
 * 120 days, the longer and so the safer of the two.
 */
export function donationInterval(
  sex: Gender,
  lastDonationType: DonationType,
  nextDonationType: DonationType = 'wholeBlood',
): DonationInterval {
  if (lastDonationType !== nextDonationType) return { unit: 'days', amount: 28 };
  if (lastDonationType === 'apheresis') return { unit: 'hours', amount: 48 };
  return { unit: 'days', amount: sex === 'Male' ? 90 : 120 };
}

export interface LastDonation {
  sex: Gender;
  lastDonationDate: Date;
  lastDonationType: DonationType;
  /** What the donor offers to give next; whole blood unless said otherwise. */
  nextDonationType?: DonationType;
}

/** The earliest moment of the next donation: the last one plus the minimum interval. */
export function nextEligibleDonationDate({
  sex,
  lastDonationDate,
  lastDonationType,
  nextDonationType,
}: LastDonation): Date {
  const interval = donationInterval(sex, lastDonationType, nextDonationType);
  return addDays(lastDonationDate, interval.unit === 'days' ? interval.amount : interval.amount / 24);
}

/**
 * Whether the interval has passed on `on`. Day intervals count calendar days in India, because the last
 * donation is usually recorded as a date without a time: a man who gave on 1 January may give again on
 * 1 April however early he arrives. The 48-hour apheresis interval is counted in hours, as written.
 */
export function isDonationIntervalMet(last: LastDonation, on: Date = new Date()): boolean {
  const interval = donationInterval(last.sex, last.lastDonationType, last.nextDonationType);
  if (interval.unit === 'hours') return on.getTime() >= nextEligibleDonationDate(last).getTime();
  return calendarDaysBetween(last.lastDonationDate, on) >= interval.amount;
}

export const ELIGIBILITY_REASONS = {
  ageBelowMinimum: 'Donor must be at least 18 years old',
  ageAboveMaximum: 'Donor must not be older than 65 years',
  firstTimeDonorAboveMaximum: 'A first-time donor must not be older than 60 years',
  apheresisAgeAboveMaximum: 'An apheresis donor must not be older than 60 years',
  weightBelowMinimum350: 'Donor must weigh at least 45 kg to give 350 ml',
  weightBelowMinimum450: 'Donor must weigh more than 55 kg to give 450 ml',
  weightBelowMinimumApheresis: 'Donor must weigh at least 50 kg for apheresis',
  hbBelowMinimum: 'Haemoglobin must be at least 12.5 g/dL',
  systolicOutOfRange: 'Systolic blood pressure must be between 100 and 140 mmHg',
  diastolicOutOfRange: 'Diastolic blood pressure must be between 60 and 90 mmHg',
  pulseOutOfRange: 'Pulse must be between 60 and 100 per minute',
  temperatureAboveNormal: 'Body temperature must not be above 37.5 °C',
  donationIntervalNotMet: 'The minimum interval since the last donation has not passed',
} as const;
export type EligibilityCode = keyof typeof ELIGIBILITY_REASONS;

export interface EligibilityReason {
  code: EligibilityCode;
  text: string;
  /** Only for donationIntervalNotMet: when the donor may come back. */
  eligibleOn?: Date;
}

export interface DonorAssessment {
  age: number;
  weightKg: number;
  /** Haemoglobin in g/dL. */
  hb: number;
  bpSystolic: number;
  bpDiastolic: number;
  /** Whole blood volume to collect; 350 ml unless said otherwise. */
  volumeMl?: WholeBloodVolume;
  donationType?: DonationType;
  firstTimeDonor?: boolean;
  pulse?: number;
  temperatureC?: number;
  /** With all three, the donation interval is checked as well. */
  sex?: Gender;
  lastDonationDate?: Date | null;
  lastDonationType?: DonationType;
  /** The day of the assessment; now unless said otherwise. */
  on?: Date;
}

const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/**
 * Every reason the donor may not donate today, in the order a screening desk checks them; an empty
 * list means fit to donate. A missing or unreadable measure (NaN) fails its check: not measured is not
 * normal. Pulse and temperature are checked only when given.
 */
export function donorEligibility(assessment: DonorAssessment): EligibilityReason[] {
  const L = ELIGIBILITY_LIMITS;
  const donationType = assessment.donationType ?? 'wholeBlood';
  const failed: EligibilityCode[] = [];
  const { age, weightKg, hb, bpSystolic, bpDiastolic, pulse, temperatureC } = assessment;

  if (!(age >= L.minAge)) failed.push('ageBelowMinimum');
  else if (!(age <= L.maxAge)) failed.push('ageAboveMaximum');
  else if (donationType === 'apheresis' && age > L.maxAgeFirstTimeOrApheresis) {
    failed.push('apheresisAgeAboveMaximum');
  } else if (assessment.firstTimeDonor && age > L.maxAgeFirstTimeOrApheresis) {
    failed.push('firstTimeDonorAboveMaximum');
  }

  if (donationType === 'apheresis') {
    if (!(weightKg >= L.minWeightKgApheresis)) failed.push('weightBelowMinimumApheresis');
  } else if ((assessment.volumeMl ?? 350) === 450) {
    if (!(weightKg > L.weightKgAbove450)) failed.push('weightBelowMinimum450');
  } else if (!(weightKg >= L.minWeightKgFor350)) failed.push('weightBelowMinimum350');

  if (!(hb >= L.minHbGPerDl)) failed.push('hbBelowMinimum');
  if (!within(bpSystolic, L.systolicMmHg)) failed.push('systolicOutOfRange');
  if (!within(bpDiastolic, L.diastolicMmHg)) failed.push('diastolicOutOfRange');
  if (pulse !== undefined && !within(pulse, L.pulsePerMinute)) failed.push('pulseOutOfRange');
  if (temperatureC !== undefined && !(temperatureC <= L.maxTemperatureC))
    failed.push('temperatureAboveNormal');

  const reasons: EligibilityReason[] = failed.map((code) => ({ code, text: ELIGIBILITY_REASONS[code] }));

  const { sex, lastDonationDate, lastDonationType } = assessment;
  if (sex && lastDonationDate && lastDonationType) {
    const last: LastDonation = { sex, lastDonationDate, lastDonationType, nextDonationType: donationType };
    if (!isDonationIntervalMet(last, assessment.on ?? new Date())) {
      reasons.push({
        code: 'donationIntervalNotMet',
        text: ELIGIBILITY_REASONS.donationIntervalNotMet,
        eligibleOn: nextEligibleDonationDate(last),
      });
    }
  }
  return reasons;
}
