import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canProcess, PROCESS_QUANTITY_STEP, processQuantityOptions } from './process.js';

describe('process quantity options', () => {
  it.each([
    [0, []],
    [5, []],
    [6, [6]],
    [11, [6]],
    [12, [6, 12]],
    [13, [6, 12]],
    [30, [6, 12, 18, 24, 30]],
    [-6, []],
    [Number.NaN, []],
    [Number.POSITIVE_INFINITY, []],
  ])('with %d units available offers %j', (available, expected) => {
    expect(processQuantityOptions(available)).toEqual(expected);
  });

  it('makes the process entry usable from six units, not five', () => {
    expect(canProcess(5)).toBe(false);
    expect(canProcess(6)).toBe(true);
  });

  it('offers every multiple of six up to the units available and nothing more', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (available) => {
        const options = processQuantityOptions(available);
        expect(options).toHaveLength(Math.floor(available / PROCESS_QUANTITY_STEP));
        options.forEach((quantity, i) => {
          expect(quantity).toBe((i + 1) * PROCESS_QUANTITY_STEP);
          expect(quantity).toBeLessThanOrEqual(available);
        });
      }),
    );
  });
});
