import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

describe('how fresh a centre’s counts are', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says it as a person would, in the largest whole unit', () => {
    expect(relativeTime(before(20), 'en', now)).toBe('now');
    expect(relativeTime(before(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(before(3 * 3600 + 59 * 60), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(before(26 * 3600), 'en', now)).toBe('yesterday');
    expect(relativeTime(before(9 * 86_400), 'en', now)).toBe('last week');
  });

  it('reads a stamp a little ahead of this device’s clock as now, never as "in 2 minutes"', () => {
    expect(relativeTime(new Date(now.getTime() + 120_000), 'en', now)).toBe('now');
  });

  it('speaks the page’s language', () => {
    expect(relativeTime(before(5 * 60), 'hi', now)).toBe('5 मिनट पहले');
  });

  it('gives the exact time for the tooltip, in India’s time', () => {
    expect(exactTime('2026-11-26T08:35:00Z')).toBe('26 Nov 2026, 14:05');
  });
});
