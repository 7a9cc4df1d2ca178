import { z } from 'zod';

/** docs/spec/part-2-operations-and-admin.md §5: reasons offered when a donor or user is blocked, in the spec's wording. */
export const DONOR_BLOCK_REASONS = [
  'Medically unfit donate',
  'Asked money for donation',
  'Under Antibiotics/Prescribed Medication',
  'Unruly behaviour',
  'Drug/Alcohol abuse',
  'False Declaration',
  'Others (please specify)',
] as const;
export type DonorBlockReason = (typeof DONOR_BLOCK_REASONS)[number];
export const donorBlockReasonSchema = z.enum(DONOR_BLOCK_REASONS);

/**
 * docs/spec/part-1-institution-side.md §4 sends permanently, temporarily and recovery; docs/spec/part-2-operations-and-admin.md §4 shows the last as "till recovery".
 * The value is the one sent, the label the one shown (docs/decisions/0016).
 */
export const BLOCK_TYPES = {
  permanently: 'Permanently',
  temporarily: 'Temporarily',
  recovery: 'Till recovery',
} as const;
export type BlockType = keyof typeof BLOCK_TYPES;
export const BLOCK_TYPE_VALUES = Object.keys(BLOCK_TYPES) as BlockType[];
export const blockTypeSchema = z.enum(['permanently', 'temporarily', 'recovery']);

/** docs/spec/part-2-operations-and-admin.md §9: the block period sent is three months from now; an unblock sends blockedForDays 25. */
export const DEFAULT_BLOCK_PERIOD_MONTHS = 3;
export const UNBLOCK_BLOCKED_FOR_DAYS = 25;

/** docs/spec/part-1-institution-side.md §9: why an institution declines a donor who answered a request. */
export const DONOR_DECLINE_REASONS = [
  'Request fulfilled',
  'Request Cancelled',
  'Due to donor health',
] as const;
export type DonorDeclineReason = (typeof DONOR_DECLINE_REASONS)[number];
export const donorDeclineReasonSchema = z.enum(DONOR_DECLINE_REASONS);
