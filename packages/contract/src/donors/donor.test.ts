import { describe, expect, it } from 'vitest';
import { BAG_TYPES, bagTypeSchema } from './bag-types.js';
import {
  blockActionFor,
  canRequestOtp,
  checklistLabel,
  DONOR_TYPE_OPTIONS,
  donorFitnessLabel,
  donorTypeState,
  GENDERS,
  genderSchema,
} from './donor.js';

describe('donor constants', () => {
  it('offer the genders and donor types of docs/spec/part-1-institution-side.md §9', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(genderSchema.safeParse('Female').success).toBe(true);
    expect(genderSchema.safeParse('female').success).toBe(false);
    expect(DONOR_TYPE_OPTIONS).toEqual(['institution', 'Individual']);
  });

  it('keep the spec’s spelling of the bag types', () => {
    expect(BAG_TYPES).toEqual(['single', 'double', 'SAGM', 'quardruple']);
    expect(bagTypeSchema.safeParse('quadruple').success).toBe(false);
  });
});

describe('donor labels', () => {
  it.each([
    ['Active', 'Fit To Donate', 'Completed', true],
    ['Blocked', 'Assess Donor', 'Incomplete', false],
    ['', 'Assess Donor', 'Incomplete', false],
  ])('a %j donor reads %s, checklist %s, may get an OTP: %s', (status, fitness, checklist, otp) => {
    expect(donorFitnessLabel(status)).toBe(fitness);
    expect(checklistLabel(status)).toBe(checklist);
    expect(canRequestOtp(status)).toBe(otp);
  });

  it.each([
    [1, 'Active'],
    [2, 'Inactive'],
    [0, 'Blocked'],
    [3, 'Blocked'],
  ] as const)('nearby type code %i reads %s', (code, state) => {
    expect(donorTypeState(code)).toBe(state);
  });
});

describe('block and unblock', () => {
  it.each([
    [['Active'], 'Block'],
    [['Blocked'], 'Unblock'],
    [[], null],
    [['Active', 'Active'], null],
    [['Active', 'Blocked'], null],
    [['Pending'], null],
  ] as const)('with %j selected the action is %s', (selected, action) => {
    expect(blockActionFor(selected)).toBe(action);
  });
});
