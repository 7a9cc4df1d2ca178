/**
 * The "Attention" capacity guide of the camp forms (docs/spec/part-1-institution-side.md §9). A donation takes 10 to 15 minutes,
 * 12 on average, so one bed gives 6, 4 or 5 units an hour; only 65 % of the maximum is achievable.
 */
export const MINUTES_PER_DONATION = { minimum: 10, maximum: 15, average: 12 } as const;
export const UNITS_PER_BED_PER_HOUR = { maximum: 6, minimum: 4, average: 5 } as const;
export const ACHIEVABLE_PERCENT = 65;
/** docs/spec/part-1-institution-side.md §5 and docs/spec/part-2-operations-and-admin.md §9: a camp plans at least 100 units. */
export const CAMP_MIN_TARGET_UNITS = 100;

export interface CampCapacity {
  maxUnits: number;
  minUnits: number;
  averageUnits: number;
  achievableUnits: number;
}

// A half-finished donation is no unit, so every figure is rounded down; the tiny tolerance keeps
// 5.1 hours × 60 from landing just under a whole number.
const wholeUnits = (units: number) => Math.floor(units + 1e-9);

/**
 * Units a camp can collect: units per bed per hour × beds × hours. Hours may be fractional (09:30 to
 * 15:00 is 5.5); a span or bed count that is not positive gives no capacity rather than an error, so a
 * half-filled form shows zeros.
 */
export function campCapacity({ hours, beds }: { hours: number; beds: number }): CampCapacity {
  if (!(hours > 0) || !(beds > 0) || !Number.isFinite(hours) || !Number.isFinite(beds)) {
    return { maxUnits: 0, minUnits: 0, averageUnits: 0, achievableUnits: 0 };
  }
  const maxUnits = wholeUnits(UNITS_PER_BED_PER_HOUR.maximum * beds * hours);
  return {
    maxUnits,
    minUnits: wholeUnits(UNITS_PER_BED_PER_HOUR.minimum * beds * hours),
    averageUnits: wholeUnits(UNITS_PER_BED_PER_HOUR.average * beds * hours),
    // Integer arithmetic: 0.65 × 180 is 117.00000000000001 in floating point, and others fall just short.
    achievableUnits: Math.floor((maxUnits * ACHIEVABLE_PERCENT) / 100),
  };
}

/**
 * docs/spec/part-2-operations-and-admin.md §5: when the camp's hour span is positive the bed count is set to target units ÷ hours,
 * rounded. Null when there is no positive span, and the form then leaves the bed count alone.
 */
export function bedsForTarget({ targetUnits, hours }: { targetUnits: number; hours: number }): number | null {
  if (!(hours > 0) || !Number.isFinite(hours) || !Number.isFinite(targetUnits)) return null;
  return Math.round(targetUnits / hours);
}

/** Hours between two `HH:mm` times of one day; negative when `to` is earlier ("To should be greater than from"). */
export function campHours(fromTime: string, toTime: string): number | null {
  const minutes = (time: string) => {
    const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const from = minutes(fromTime);
  const to = minutes(toTime);
  return from === null || to === null ? null : (to - from) / 60;
}
