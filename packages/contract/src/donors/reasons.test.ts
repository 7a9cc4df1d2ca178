import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPE_VALUES,
  BLOCK_TYPES,
  blockTypeSchema,
  DEFAULT_BLOCK_PERIOD_MONTHS,
  DONOR_BLOCK_REASONS,
  DONOR_DECLINE_REASONS,
  donorBlockReasonSchema,
  donorDeclineReasonSchema,
  UNBLOCK_BLOCKED_FOR_DAYS,
} from './reasons.js';

describe('reasons to block and decline a donor', () => {
  it('keep the wording of docs/spec/part-2-operations-and-admin.md §5 for blocks', () => {
    expect(DONOR_BLOCK_REASONS).toEqual([
      'Medically unfit donate',
      'Asked money for donation',
      'Under Antibiotics/Prescribed Medication',
      'Unruly behaviour',
      'Drug/Alcohol abuse',
      'False Declaration',
      'Others (please specify)',
    ]);
    expect(donorBlockReasonSchema.safeParse('Unruly behaviour').success).toBe(true);
    expect(donorBlockReasonSchema.safeParse('Unruly behavior').success).toBe(false);
  });

  it('keep the wording of docs/spec/part-1-institution-side.md §9 for declines', () => {
    expect(DONOR_DECLINE_REASONS).toEqual(['Request fulfilled', 'Request Cancelled', 'Due to donor health']);
    expect(donorDeclineReasonSchema.safeParse('Request fulfilled').success).toBe(true);
  });

  it('send permanently, temporarily or recovery, showing "Till recovery" for the last', () => {
    expect(BLOCK_TYPE_VALUES).toEqual(['permanently', 'temporarily', 'recovery']);
    expect(BLOCK_TYPES.recovery).toBe('Till recovery');
    for (const value of BLOCK_TYPE_VALUES) expect(blockTypeSchema.safeParse(value).success).toBe(true);
    expect(blockTypeSchema.safeParse('till recovery').success).toBe(false);
  });

  it('default a block to three months and an unblock to 25 days', () => {
    expect(DEFAULT_BLOCK_PERIOD_MONTHS).toBe(3);
    expect(UNBLOCK_BLOCKED_FOR_DAYS).toBe(25);
  });
});
