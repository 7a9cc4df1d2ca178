import { describe, expect, it } from 'vitest';
import { fillPeriods, periodStarts } from './chart-periods.js';

describe('the periods of the over-time chart', () => {
  it('are the twelve months up to this one, each from its first day, across a new year', () => {
    const months = periodStarts('Monthly', '2026-02-14');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03-01');
    expect(months.at(-1)).toBe('2026-02-01');
  });

  it('are the twelve weeks up to this one, each from its Monday', () => {
    // 26 Nov 2026 is a Thursday; its week began on Monday 23 Nov.
    const weeks = periodStarts('Weekly', '2026-11-26');
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    expect(periodStarts('Weekly', '2026-11-23').at(-1)).toBe('2026-11-23');
    expect(periodStarts('Weekly', '2026-11-29').at(-1)).toBe('2026-11-23');
  });

  it('show a count for every period, 0 where nothing was counted', () => {
    expect(fillPeriods(['2026-10-01', '2026-11-01'], [{ date: '2026-11-01', count: 4 }])).toEqual([
      { date: '2026-10-01', count: 0 },
      { date: '2026-11-01', count: 4 },
    ]);
  });
});
