import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatPhone } from './format';

describe('formatting', () => {
  it('shows dates as DD MMM YYYY and nothing for a missing date', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07 Mar 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('groups counts the Indian way', () => {
    expect(formatCount(57298)).toBe('57,298');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('prefixes phone numbers with +91', () => {
    expect(formatPhone('9876543210')).toBe('+91 9876543210');
    expect(formatPhone('02224561234')).toBe('+91 2224561234');
    expect(formatPhone('')).toBe('');
  });
});
