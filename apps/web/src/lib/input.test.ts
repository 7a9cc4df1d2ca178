import { describe, expect, it } from 'vitest';
import { cleanDecimal, cleanDigits, cleanPhone } from './input';

describe('cleaning typed numbers', () => {
  it('keeps a phone number’s digits and drops a pasted country code', () => {
    expect(cleanPhone('98220 12345')).toBe('9822012345');
    expect(cleanPhone('+91 98220-12345')).toBe('9822012345');
    expect(cleanPhone('0091 9822012345')).toBe('9822012345');
    expect(cleanPhone('919822012345')).toBe('9822012345');
    expect(cleanPhone('020 2616 3391')).toBe('02026163391');
    expect(cleanPhone('123456789012345')).toBe('12345678901');
  });

  it('keeps digits only for PIN codes', () => {
    expect(cleanDigits('411 004', 6)).toBe('411004');
    expect(cleanDigits('4110045', 6)).toBe('411004');
  });

  it('keeps one point and a leading minus in coordinates', () => {
    expect(cleanDecimal('18.5204° N')).toBe('18.5204');
    expect(cleanDecimal('-12.3.4')).toBe('-12.34');
    expect(cleanDecimal('7-3.8')).toBe('73.8');
  });
});
