/**
 * Body-mass index, weight in kilograms over height in metres squared, to two decimals (docs/spec/part-1-institution-side.md §5).
 * Null when either measure is missing, zero or negative, so the form leaves the field empty.
 */
export function bmi(weightKg: number, heightCm: number): number | null {
  if (!(weightKg > 0) || !(heightCm > 0) || !Number.isFinite(weightKg) || !Number.isFinite(heightCm)) {
    return null;
  }
  const metres = heightCm / 100;
  const value = weightKg / (metres * metres);
  // EPSILON nudges values such as 22.005, stored as 22.00499…, to round the way a person rounds them.
  return Math.round((value + Number.EPSILON * value) * 100) / 100;
}
