import { describe, expect, it } from 'vitest';
import { bmi } from './bmi.js';

describe('BMI', () => {
  it.each([
    [70, 175, 22.86],
    [45, 150, 20],
    [60, 160, 23.44],
    [55, 165, 20.2],
    [100, 180, 30.86],
    [82.5, 172.5, 27.73],
  ])('%d kg at %d cm is %d', (weight, height, expected) => {
    expect(bmi(weight, height)).toBe(expected);
  });

  it.each([
    [0, 170],
    [70, 0],
    [-70, 170],
    [Number.NaN, 170],
    [70, Number.POSITIVE_INFINITY],
  ])('is empty for %d kg at %d cm', (weight, height) => {
    expect(bmi(weight, height)).toBeNull();
  });

  it('never carries more than two decimals', () => {
    for (let weight = 40; weight <= 120; weight += 0.7) {
      const value = bmi(weight, 163);
      expect(value).not.toBeNull();
      expect(Math.abs((value ?? 0) * 100 - Math.round((value ?? 0) * 100))).toBeLessThan(1e-6);
    }
  });
});
