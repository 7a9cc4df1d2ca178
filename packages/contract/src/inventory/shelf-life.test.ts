import { describe, expect, it } from 'vitest';
import { BAG_TYPES } from '../donors/bag-types.js';
import { COMPONENTS } from './components.js';
import {
  additiveOfBagType,
  DEFAULT_STEM_CELL_SHELF_LIFE,
  expiryDate,
  isExpired,
  isWithinStorage,
  shelfLife,
} from './shelf-life.js';

const COLD = { minC: 2, maxC: 6 };
const FROZEN = { minC: null, maxC: -30 };
const ROOM = { minC: 20, maxC: 24 };

describe('shelf life of every component', () => {
  it.each([
    ['Whole Blood', 35, COLD],
    ['Red Cells Packed', 35, COLD],
    ['Red Cells Leukoreduced', 42, COLD],
    ['Red Cells Apheresis Single Donor', 42, COLD],
    ['Red Cells Packed Irradiated', 28, COLD],
    ['Plasma Fresh Frozen', 365, FROZEN],
    ['Plasma Convalescent', 365, FROZEN],
    ['Plasma Apheresis Single Donor', 365, FROZEN],
    ['Plasma Cryo Poor', 365, FROZEN],
    ['Cryoprecipitate', 365, FROZEN],
    ['Platelets Random Donor', 5, ROOM],
    ['Platelets Apheresis Single Donor', 5, ROOM],
    ['Platelets Irradiated', 5, ROOM],
    ['Platelets Leukoreduced', 5, ROOM],
    ['Granulocyte Concentrates Irradiated', 1, ROOM],
    ['Haematopoetic Stem Cells', 3, { minC: 2, maxC: 8 }],
  ] as const)('%s keeps %i days', (component, days, storage) => {
    expect(shelfLife(component)).toEqual({ days, storage });
  });

  it('covers all sixteen components', () => {
    for (const component of COMPONENTS) expect(shelfLife(component).days).toBeGreaterThan(0);
  });

  it('gives packed red cells in SAGM 42 days and leukoreduced cells in CPDA-1 35', () => {
    expect(shelfLife('Red Cells Packed', { additive: 'SAGM' }).days).toBe(42);
    expect(shelfLife('Red Cells Leukoreduced', { additive: 'CPDA-1' }).days).toBe(35);
  });

  // Irradiation shortens life whatever the bag held, and whole blood never sits in SAGM.
  it('ignores the additive for irradiated red cells and whole blood', () => {
    expect(shelfLife('Red Cells Packed Irradiated', { additive: 'SAGM' }).days).toBe(28);
    expect(shelfLife('Whole Blood', { additive: 'SAGM' }).days).toBe(35);
  });

  it('lets a cryopreserved stem-cell graft carry its own life', () => {
    const cryopreserved = { days: 3650, storage: { minC: null, maxC: -150 } };
    expect(shelfLife('Haematopoetic Stem Cells', { stemCells: cryopreserved })).toEqual(cryopreserved);
    expect(shelfLife('Haematopoetic Stem Cells')).toEqual(DEFAULT_STEM_CELL_SHELF_LIFE);
  });

  it.each([
    ['single', 'CPDA-1'],
    ['double', 'CPDA-1'],
    ['SAGM', 'SAGM'],
    // A quadruple bag may lack SAGM; reading it as CPDA-1 can only shorten a unit's life, never stretch it.
    ['quardruple', 'CPDA-1'],
  ] as const)('a %s bag holds %s', (bagType, additive) => {
    expect(additiveOfBagType(bagType)).toBe(additive);
  });

  it('knows every bag type', () => {
    for (const bagType of BAG_TYPES) expect(['CPDA-1', 'SAGM']).toContain(additiveOfBagType(bagType));
  });
});

describe('expiry date', () => {
  it.each([
    ['Whole Blood', '2026-01-01T00:00:00.000Z', '2026-02-05T00:00:00.000Z'],
    ['Red Cells Leukoreduced', '2026-01-01T00:00:00.000Z', '2026-02-12T00:00:00.000Z'],
    ['Red Cells Packed Irradiated', '2026-01-01T00:00:00.000Z', '2026-01-29T00:00:00.000Z'],
    ['Platelets Random Donor', '2026-03-05T04:30:00.000Z', '2026-03-10T04:30:00.000Z'],
    ['Granulocyte Concentrates Irradiated', '2026-03-05T04:30:00.000Z', '2026-03-06T04:30:00.000Z'],
    ['Plasma Fresh Frozen', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    // In a leap year 365 days end a day short of the calendar year: never later than "one year".
    ['Plasma Fresh Frozen', '2024-01-01T00:00:00.000Z', '2024-12-31T00:00:00.000Z'],
  ] as const)('%s collected %s expires %s', (component, collected, expires) => {
    expect(expiryDate(component, new Date(collected)).toISOString()).toBe(expires);
  });

  it('uses the additive when given one', () => {
    const collected = new Date('2026-01-01T00:00:00.000Z');
    expect(expiryDate('Red Cells Packed', collected, { additive: 'SAGM' }).toISOString()).toBe(
      '2026-02-12T00:00:00.000Z',
    );
  });

  it('refuses an invalid collection date rather than answer "Invalid Date"', () => {
    expect(() => expiryDate('Whole Blood', new Date('nonsense'))).toThrow(RangeError);
  });

  it.each([
    ['2026-02-05T00:00:00.000Z', '2026-02-04T23:59:59.999Z', false],
    ['2026-02-05T00:00:00.000Z', '2026-02-05T00:00:00.000Z', true],
    ['2026-02-05T00:00:00.000Z', '2026-02-06T00:00:00.000Z', true],
  ])('a unit expiring %s is expired at %s: %s', (expires, now, expected) => {
    expect(isExpired(new Date(expires), new Date(now))).toBe(expected);
  });
});

describe('storage temperature', () => {
  it.each([
    [COLD, 1.9, false],
    [COLD, 2, true],
    [COLD, 6, true],
    [COLD, 6.1, false],
    [FROZEN, -29.9, false],
    [FROZEN, -30, true],
    [FROZEN, -80, true],
    [ROOM, 19.5, false],
    [ROOM, 22, true],
    [ROOM, 24.5, false],
  ] as const)('%j at %s °C is within range: %s', (storage, temperature, expected) => {
    expect(isWithinStorage(storage, temperature)).toBe(expected);
  });
});
