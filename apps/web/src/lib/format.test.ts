import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatNumber,
  formatPhone,
  formatRupees,
} from './format';
import { i18n } from './i18n';
import { applyLanguage } from './language';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('formatting in English', () => {
  it('shows dates as DD MMM YYYY and nothing for a missing date', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07 Mar 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a moment with the 24-hour clock in India’s time, seconds when asked', () => {
    expect(formatDateTime('2025-09-07T08:35:09Z')).toBe('07 Sep 2025, 14:05');
    expect(formatDateTime('2025-09-07T08:35:09Z', { seconds: true })).toBe('07 Sep 2025, 14:05:09');
    expect(formatMonth('2025-09-01')).toBe('Sep 2025');
    expect(formatDayMonth('2025-09-01')).toBe('01 Sep');
  });

  it('groups counts, measures and rupees the Indian way', () => {
    expect(formatCount(57298)).toBe('57,298');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatNumber(12.345, 1)).toBe('12.3');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });

  it('prefixes phone numbers with +91', () => {
    expect(formatPhone('9876543210')).toBe('+91 9876543210');
    expect(formatPhone('02224561234')).toBe('+91 2224561234');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatting in Hindi', () => {
  it('names the months in Hindi and keeps Latin digits, as Indian government sites do', async () => {
    await applyLanguage(i18n, 'hi');

    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07 मार्च 2025');
    expect(formatDateTime('2025-09-07T08:35:09Z')).toBe('07 सित॰ 2025, 14:05');
    expect(formatMonth('2025-01-01')).toBe('जन॰ 2025');
    expect(formatDayMonth('2025-08-15')).toBe('15 अग॰');
  });

  it('groups numbers the Indian way with Latin digits', async () => {
    await applyLanguage(i18n, 'hi');

    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatNumber(100000.25, 1)).toBe('1,00,000.3');
    expect(formatRupees(250000)).toBe('₹2,50,000');
  });

  it('follows the language back to English', async () => {
    await applyLanguage(i18n, 'hi');
    await applyLanguage(i18n, 'en');

    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07 Mar 2025');
  });
});
