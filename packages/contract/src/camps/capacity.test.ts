import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bedsForTarget, CAMP_MIN_TARGET_UNITS, campCapacity, campHours } from './capacity.js';

describe('camp capacity guide', () => {
  it('gives the spec’s example: 6 hours with 5 beds', () => {
    expect(campCapacity({ hours: 6, beds: 5 })).toEqual({
      maxUnits: 180,
      minUnits: 120,
      averageUnits: 150,
      achievableUnits: 117,
    });
  });

  it.each([
    { hours: 1, beds: 1, expected: [6, 4, 5, 3] },
    { hours: 10, beds: 10, expected: [600, 400, 500, 390] },
    // A 09:30 to 15:00 camp: half-hours count, half-donations do not.
    { hours: 5.5, beds: 2, expected: [66, 44, 55, 42] },
    { hours: 5.1, beds: 1, expected: [30, 20, 25, 19] },
    { hours: 0.25, beds: 3, expected: [4, 3, 3, 2] },
    { hours: 0, beds: 5, expected: [0, 0, 0, 0] },
    { hours: 6, beds: 0, expected: [0, 0, 0, 0] },
    { hours: -3, beds: 5, expected: [0, 0, 0, 0] },
    { hours: Number.NaN, beds: 5, expected: [0, 0, 0, 0] },
    { hours: 6, beds: Number.POSITIVE_INFINITY, expected: [0, 0, 0, 0] },
  ])('$hours h × $beds beds → max, min, average, achievable $expected', ({ hours, beds, expected }) => {
    const { maxUnits, minUnits, averageUnits, achievableUnits } = campCapacity({ hours, beds });
    expect([maxUnits, minUnits, averageUnits, achievableUnits]).toEqual(expected);
  });

  it('always orders minimum ≤ achievable ≤ maximum and minimum ≤ average ≤ maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 100 }), (hours, beds) => {
        const c = campCapacity({ hours, beds });
        expect(c.minUnits).toBeLessThanOrEqual(c.averageUnits);
        expect(c.averageUnits).toBeLessThanOrEqual(c.maxUnits);
        expect(c.achievableUnits).toBeLessThanOrEqual(c.maxUnits);
        expect(c.achievableUnits).toBe(Math.floor((c.maxUnits * 65) / 100));
        expect(c.maxUnits).toBe(6 * hours * beds);
      }),
    );
  });

  it('plans at least 100 units', () => {
    expect(CAMP_MIN_TARGET_UNITS).toBe(100);
  });
});

describe('beds for a target', () => {
  it.each([
    { targetUnits: 120, hours: 6, beds: 20 },
    { targetUnits: 100, hours: 6, beds: 17 },
    { targetUnits: 100, hours: 8, beds: 13 }, // 12.5 rounds up
    { targetUnits: 100, hours: 7, beds: 14 },
    { targetUnits: 150, hours: 5.5, beds: 27 },
    { targetUnits: 100, hours: 0, beds: null },
    { targetUnits: 100, hours: -2, beds: null },
    { targetUnits: Number.NaN, hours: 6, beds: null },
  ])('$targetUnits units over $hours h → $beds beds', ({ targetUnits, hours, beds }) => {
    expect(bedsForTarget({ targetUnits, hours })).toBe(beds);
  });
});

describe('camp hours', () => {
  it.each([
    ['09:00', '15:00', 6],
    ['09:30', '15:00', 5.5],
    ['9:15', '10:00', 0.75],
    ['15:00', '09:00', -6],
    ['09:00', '09:00', 0],
    ['24:00', '10:00', null],
    ['09:60', '10:00', null],
    ['nine', '10:00', null],
  ])('from %s to %s is %s hours', (from, to, hours) => {
    expect(campHours(from, to)).toBe(hours);
  });
});
