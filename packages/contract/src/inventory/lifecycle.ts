import { isCompatible } from '../blood/compatibility.js';
import type { BloodGroup } from '../blood/groups.js';
import { indiaDayNumber } from '../common/dates.js';
import type { Component } from './components.js';
import { shelfLife } from './shelf-life.js';

/**
 * The life of a unit (docs/decisions/0044). The spec's `status` (0 inventory, 1 disposed, 3 issued) stays on
 * the API; beside it every unit has one of these states. `expired` is never stored: a unit whose expiry day
 * has passed reads as expired at once, on every screen and in every check.
 */
export const UNIT_STATES = [
  'quarantined',
  'available',
  'reserved',
  'inTransfer',
  'inProcessing',
  'issued',
  'disposed',
  'processed',
  'unsafe',
] as const;
export type StoredUnitState = (typeof UNIT_STATES)[number];
export type UnitState = StoredUnitState | 'expired';

/** States in which a unit is still on the shelf of a blood centre (the ones expiry can overtake). */
export const SHELF_STATES = [
  'quarantined',
  'available',
  'reserved',
] as const satisfies readonly StoredUnitState[];

/** States a unit never leaves except to the bin: nothing can issue, transfer or process it again. */
export const FINAL_STATES = ['issued', 'disposed', 'processed'] as const satisfies readonly StoredUnitState[];

/** What the mandatory screening of a unit says (Drugs and Cosmetics Rules, Schedule F Part XII-B). */
export const SCREENING_STATES = ['pending', 'declared', 'released', 'reactive'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/**
 * The tests every unit in India must be non-reactive for, and grouped, before it leaves quarantine. A clerk who
 * adds a unit by hand declares these done, or the unit waits for the lab.
 */
export const MANDATORY_SCREENING = [
  'HIV 1 & 2',
  'HBsAg',
  'HCV',
  'Syphilis',
  'Malaria',
  'ABO and Rh grouping',
] as const;

/** The calendar day (yyyy-mm-dd) a unit expires on: collection day plus the component's shelf life in days. */
export function expiryDayOf(component: Component, collectionDay: string): string {
  const start = Date.parse(`${collectionDay}T00:00:00Z`);
  if (Number.isNaN(start)) throw new RangeError(`Not a collection day: ${collectionDay}`);
  return new Date(start + shelfLife(component).days * 86_400_000).toISOString().slice(0, 10);
}

/** Today as a calendar day in India, `yyyy-mm-dd`. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(indiaDayNumber(now) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A unit may be used through its expiry day and is expired from the next day on, as a label's expiry date is
 * read in a blood centre (the last day of use).
 */
export function isExpiredOn(expiryDay: string, today: string): boolean {
  return today > expiryDay;
}

/** The state a unit shows: a shelf unit past its expiry day is expired. */
export function effectiveUnitState(state: StoredUnitState, expiryDay: string, today: string): UnitState {
  return (SHELF_STATES as readonly string[]).includes(state) && isExpiredOn(expiryDay, today)
    ? 'expired'
    : state;
}

/**
 * The spec's `status` code for a state: on the shelf or on its way (0), disposed (1), issued (3); a unit
 * split into components reports 5, which clients written from the spec read as "left inventory".
 */
export function statusCodeOf(state: UnitState): number {
  if (state === 'disposed') return 1;
  if (state === 'issued') return 3;
  if (state === 'processed') return 5;
  return 0;
}

/** Labels a person reads for each state. */
export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  quarantined: 'Quarantined',
  available: 'Available',
  reserved: 'Reserved',
  inTransfer: 'Transfer In Process',
  inProcessing: 'In Process',
  issued: 'Issued',
  disposed: 'Disposed',
  processed: 'Processed',
  unsafe: 'Unsafe',
  expired: 'Expired',
};

/** Why a unit cannot be issued, transferred or processed: one text per reason, the same on server and screen. */
export const UNIT_REFUSALS = {
  quarantined: 'is quarantined: its screening is not released yet',
  expired: 'has expired',
  unsafe: 'is unsafe: the lab failed it (a reactive screening test or a Fail)',
  inTransfer: 'is in transfer to another institution',
  inProcessing: 'is in processing',
  reserved: 'is reserved',
  issued: 'is already issued',
  disposed: 'is already disposed',
  processed: 'was already processed into components',
  available: '',
} as const satisfies Record<UnitState, string>;

export interface UnitForChoice {
  state: UnitState;
  bloodGroup: BloodGroup;
  component: Component;
}

/**
 * Why this unit may not be given to a patient of `recipientGroup` (null when it may): not available, or
 * ABO/Rh-incompatible for its component class. The server refuses with the same words.
 */
export function issueRefusal(unit: UnitForChoice, recipientGroup: BloodGroup | null): string | null {
  if (unit.state !== 'available') return `This unit ${UNIT_REFUSALS[unit.state]}`;
  if (
    recipientGroup &&
    !isCompatible({ component: unit.component, donorGroup: unit.bloodGroup, recipientGroup })
  ) {
    // Groups are read letter by letter: "an A+", "an O-", "an HH", but "a B+".
    const article = recipientGroup.startsWith('B') ? 'a' : 'an';
    return `${unit.bloodGroup} ${unit.component} is not compatible with ${article} ${recipientGroup} patient`;
  }
  return null;
}

/** Why this unit may not be transferred or sent to processing (null when it may). */
export function moveRefusal(unit: Pick<UnitForChoice, 'state'>): string | null {
  return unit.state === 'available' ? null : `This unit ${UNIT_REFUSALS[unit.state]}`;
}

/** Why a unit may be thrown away (docs/spec/part-2-operations-and-admin.md §2): the bin's register keeps it. */
export const DISPOSE_REASONS = {
  expired: 'Expired',
  reactive: 'Reactive for TTI',
  brokenBag: 'Broken bag / storage problem',
  transport: 'Transport problem',
  other: 'Other',
} as const;
export type DisposeReason = keyof typeof DISPOSE_REASONS;
export const DISPOSE_REASON_VALUES = Object.keys(DISPOSE_REASONS) as [DisposeReason, ...DisposeReason[]];

/** Which states may go to the bin: anything still held, but not a unit on its way or being processed elsewhere. */
export function disposeRefusal(unit: Pick<UnitForChoice, 'state'>): string | null {
  const allowed: UnitState[] = ['quarantined', 'available', 'reserved', 'expired', 'unsafe'];
  return allowed.includes(unit.state) ? null : `This unit ${UNIT_REFUSALS[unit.state]}`;
}

/** The expiring view offers these windows in days; the stock grid flags units expiring within three. */
export const EXPIRING_WINDOWS = [1, 3, 7] as const;
export const EXPIRING_SOON_DAYS = 3;

/** Whether a unit expires within `days` days from today (expired units are not "expiring"). */
export function isExpiringWithin(expiryDay: string, today: string, days: number): boolean {
  if (isExpiredOn(expiryDay, today)) return false;
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return expiryDay < limit;
}

/** The age bands of the ageing report, in days since collection (the last band is open). */
export const AGE_BANDS = [
  { label: '0-7 days', from: 0, to: 7 },
  { label: '8-14 days', from: 8, to: 14 },
  { label: '15-21 days', from: 15, to: 21 },
  { label: '22-28 days', from: 22, to: 28 },
  { label: '29-35 days', from: 29, to: 35 },
  { label: 'Over 35 days', from: 36, to: null },
] as const;

export function ageBandOf(ageDays: number): string {
  const band = AGE_BANDS.find((b) => ageDays >= b.from && (b.to === null || ageDays <= b.to));
  return (band ?? AGE_BANDS[0]).label;
}

/** Whole days from the collection day to today. */
export function ageInDays(collectionDay: string, today: string): number {
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${collectionDay}T00:00:00Z`)) / 86_400_000,
  );
}
