import { daysInMonth, INDIA_UTC_OFFSET_MS } from '../common/dates.js';

export type LookbackUnit = 'hours' | 'days' | 'weeks' | 'months' | 'years';

export interface Lookback {
  amount: number;
  unit: LookbackUnit;
  /** Asked of female donors only. */
  femaleOnly: boolean;
}

const lookback = (amount: number, unit: LookbackUnit, femaleOnly = false): Lookback => ({
  amount,
  unit,
  femaleOnly,
});

/**
 * How far back each question of the donor's self-assessment looks (docs/spec/part-1-institution-side.md §5), in the spec's own units
 * ("12 months" for procedures, "1 year" for jaundice). A "yes" inside the window defers the donor.
 */
export const QUESTIONNAIRE_LOOKBACK = {
  travel: lookback(28, 'days'),
  food: lookback(4, 'hours'),
  aspirin: lookback(3, 'days'),
  antibiotics: lookback(3, 'days'),
  priorDonation: lookback(3, 'months'),
  jaundice: lookback(1, 'years'),
  tattoo: lookback(6, 'months'),
  transfusion: lookback(6, 'months'),
  weightLoss: lookback(6, 'months'),
  procedures: lookback(12, 'months'),
  cold: lookback(1, 'weeks'),
  fever: lookback(1, 'weeks'),
  cough: lookback(1, 'weeks'),
  alcohol: lookback(24, 'hours'),
  pregnancy: lookback(6, 'months', true),
  abortion: lookback(6, 'months', true),
  childUnderOneYear: lookback(1, 'years', true),
} as const satisfies Record<string, Lookback>;
export type QuestionnaireItem = keyof typeof QUESTIONNAIRE_LOOKBACK;
export const QUESTIONNAIRE_ITEMS = Object.keys(QUESTIONNAIRE_LOOKBACK) as QuestionnaireItem[];

/** The items to ask a donor; the female-only ones are left out for men and for "Other". */
export function questionnaireItemsFor(sex: 'Male' | 'Female' | 'Other'): QuestionnaireItem[] {
  return QUESTIONNAIRE_ITEMS.filter((item) => sex === 'Female' || !QUESTIONNAIRE_LOOKBACK[item].femaleOnly);
}

const HOUR_MS = 3_600_000;

/**
 * The start of an item's window ending at `on`. Months and years go back on the Indian calendar and
 * land on the month's last day when the day does not exist (31 May minus 3 months is 28 or 29 February).
 */
export function lookbackStart(item: QuestionnaireItem, on: Date): Date {
  const { amount, unit } = QUESTIONNAIRE_LOOKBACK[item];
  const hours = { hours: 1, days: 24, weeks: 24 * 7 } as const;
  if (unit === 'hours' || unit === 'days' || unit === 'weeks') {
    return new Date(on.getTime() - amount * hours[unit] * HOUR_MS);
  }
  const months = unit === 'years' ? amount * 12 : amount;
  const local = new Date(on.getTime() + INDIA_UTC_OFFSET_MS);
  const total = local.getUTCFullYear() * 12 + local.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(local.getUTCDate(), daysInMonth(year, month + 1));
  const timeOfDay =
    local.getTime() - Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start = new Date(0);
  start.setUTCFullYear(year, month, day);
  return new Date(start.getTime() + timeOfDay - INDIA_UTC_OFFSET_MS);
}

/** Whether an event on `eventDate` lies inside the item's window ending at `on` (and not in the future). */
export function isWithinLookback(item: QuestionnaireItem, eventDate: Date, on: Date): boolean {
  return eventDate.getTime() >= lookbackStart(item, on).getTime() && eventDate.getTime() <= on.getTime();
}
