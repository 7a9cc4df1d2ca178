import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dinCheckCharacter,
  displayUnitNumber,
  formatDin,
  isValidUnitNumber,
  unitCodeMatches,
} from './din.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const anyDin = fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 13, maxLength: 13 });

describe('DIN check character (ISO 7064 MOD 37-2)', () => {
  it.each([
    ['ABCDE27000069', 'C'],
    ['W000007123456', 'D'],
    ['G123417654321', 'A'],
    ['0000000000000', '1'],
  ])('%s checks with %s', (din, check) => {
    expect(dinCheckCharacter(din)).toBe(check);
  });

  it('can be "*", the 37th character, which a unit number must then carry', () => {
    // About one number in 37 needs it; the first thousand sequences of a year hold several.
    const needsStar = Array.from({ length: 1000 }, (_, n) => `A999926${String(n).padStart(6, '0')}`).find(
      (din) => dinCheckCharacter(din) === '*',
    );
    expect(needsStar).toBeDefined();
    expect(isValidUnitNumber(`${needsStar}*`)).toBe(true);
  });

  it.each(['ABCDE2700006', 'ABCDE270000690', 'abcde27000069', 'ABCDE 7000069', 'ABCDE2700006*'])(
    'refuses the malformed body %j',
    (din) => {
      expect(() => dinCheckCharacter(din)).toThrow(RangeError);
    },
  );

  it('catches every single mistyped character', () => {
    fc.assert(
      fc.property(anyDin, fc.nat(13), fc.constantFrom(...`${ALPHABET}*`), (din, position, typo) => {
        const unit = din + dinCheckCharacter(din);
        fc.pre(unit[position] !== typo);
        const mistyped = unit.slice(0, position) + typo + unit.slice(position + 1);
        expect(isValidUnitNumber(mistyped)).toBe(false);
      }),
    );
  });

  it('catches every swap of two neighbouring characters', () => {
    fc.assert(
      fc.property(anyDin, fc.nat(12), (din, position) => {
        const unit = din + dinCheckCharacter(din);
        fc.pre(unit[position] !== unit[position + 1]);
        const swapped =
          unit.slice(0, position) +
          unit.charAt(position + 1) +
          unit.charAt(position) +
          unit.slice(position + 2);
        expect(isValidUnitNumber(swapped)).toBe(false);
      }),
    );
  });
});

describe('unit numbers', () => {
  it.each([
    [{ facility: 'ABCDE', year: 2027, sequence: 69 }, 'ABCDE27000069C'],
    [{ facility: 'W0000', year: 2007, sequence: 123456 }, 'W000007123456D'],
    [{ facility: 'A9999', year: 26, sequence: 0 }, `A999926000000${dinCheckCharacter('A999926000000')}`],
    [
      { facility: 'A9999', year: 2100, sequence: 999999 },
      `A999900999999${dinCheckCharacter('A999900999999')}`,
    ],
  ])('%j is %s', (parts, expected) => {
    expect(formatDin(parts)).toBe(expected);
    expect(isValidUnitNumber(expected)).toBe(true);
  });

  it.each([
    { facility: 'ABCD', year: 2026, sequence: 1 },
    { facility: 'abcde', year: 2026, sequence: 1 },
    { facility: 'ABCDE', year: -1, sequence: 1 },
    { facility: 'ABCDE', year: 2026.5, sequence: 1 },
    { facility: 'ABCDE', year: 2026, sequence: 1_000_000 },
    { facility: 'ABCDE', year: 2026, sequence: -1 },
    { facility: 'ABCDE', year: 2026, sequence: 1.5 },
  ])('refuses %j', (parts) => {
    expect(() => formatDin(parts)).toThrow(RangeError);
  });

  it.each([
    ['ABCDE27000069C', true],
    ['ABCDE27000069D', false],
    ['ABCDE27000069', false],
    ['abcde27000069c', false],
    ['', false],
  ])('isValidUnitNumber(%j) is %s', (unit, expected) => {
    expect(isValidUnitNumber(unit)).toBe(expected);
  });

  it('prints the eye-readable form under the barcode, leaving anything else alone', () => {
    expect(displayUnitNumber('ABCDE27000069C')).toBe('ABCDE 27 000069 C');
    expect(displayUnitNumber('BAG-17')).toBe('BAG-17');
  });

  it('knows a unit by what a scanner types: the bag number in any case, the unit number with or without spaces', () => {
    const unit = { bagId: 'Bag-17', unitNumber: 'ABCDE27000069C' };
    expect(unitCodeMatches('bag-17', unit)).toBe(true);
    expect(unitCodeMatches(' BAG-17 ', unit)).toBe(true);
    expect(unitCodeMatches('ABCDE 27 000069 C', unit)).toBe(true);
    expect(unitCodeMatches('abcde27000069c', unit)).toBe(true);
    expect(unitCodeMatches('ABCDE27000069', unit)).toBe(false);
    expect(unitCodeMatches('', unit)).toBe(false);
    expect(unitCodeMatches('ABCDE27000069C', { bagId: 'Bag-17', unitNumber: null })).toBe(false);
  });
});
