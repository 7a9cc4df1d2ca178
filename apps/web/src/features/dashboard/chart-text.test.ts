import { describe, expect, it } from 'vitest';
import { extremesOf, periodLabel } from './chart-text';

describe('the names of chart periods', () => {
  it('says a month as "Nov 2026", on the axis and in a sentence', () => {
    expect(periodLabel('2026-11-01', 'Monthly', 'axis')).toBe('Nov 2026');
    expect(periodLabel('2026-11-01', 'Monthly', 'text')).toBe('Nov 2026');
  });

  it('says a week by its first day, "23 Nov" on the axis and with its year in a sentence', () => {
    expect(periodLabel('2026-11-23', 'Weekly', 'axis')).toBe('23 Nov');
    expect(periodLabel('2026-11-23', 'Weekly', 'text')).toBe('23 Nov 2026');
  });
});

describe('the highest and lowest of a chart', () => {
  it('finds them, naming the latest of equal counts', () => {
    const tallies = [
      { date: '2026-01-01', count: 4 },
      { date: '2026-02-01', count: 0 },
      { date: '2026-03-01', count: 4 },
      { date: '2026-04-01', count: 0 },
      { date: '2026-05-01', count: 2 },
    ];
    expect(extremesOf(tallies)).toEqual({
      highest: { date: '2026-03-01', count: 4 },
      lowest: { date: '2026-04-01', count: 0 },
    });
  });

  it('has nothing to say of an empty chart', () => {
    expect(extremesOf([])).toBeNull();
  });
});
