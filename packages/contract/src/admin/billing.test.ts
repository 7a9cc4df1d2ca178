import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages.js';
import { COMPONENTS } from '../inventory/components.js';
import {
  addPlanRequestSchema,
  BILLING_MESSAGES,
  DEFAULT_COMPONENT_PRICES,
  indianDigits,
  MAX_PRICE_RUPEES,
  PRICE_FIELDS,
  priceRegionOf,
  updatePricingRequestSchema,
} from './billing.js';

describe('the region an issue is charged at', () => {
  it.each([
    ['Assam', 'northEast'],
    ['Sikkim', 'northEast'],
    [' tripura ', 'northEast'],
    ['Delhi', 'unionTerritory'],
    ['NCT of Delhi', 'unionTerritory'],
    ['Pondicherry', 'unionTerritory'],
    ['Jammu & Kashmir', 'unionTerritory'],
    ['Ladakh', 'unionTerritory'],
    ['Maharashtra', 'bestPrice'],
    ['West Bengal', 'bestPrice'],
    ['', 'bestPrice'],
    [null, 'bestPrice'],
  ] as const)('%s → %s', (state, region) => {
    expect(priceRegionOf(state)).toBe(region);
  });
});

describe('the default prices', () => {
  it('price every component in whole, bounded rupees', () => {
    expect(Object.keys(DEFAULT_COMPONENT_PRICES).sort()).toEqual([...COMPONENTS].sort());
    for (const prices of Object.values(DEFAULT_COMPONENT_PRICES)) {
      for (const field of PRICE_FIELDS) {
        expect(Number.isInteger(prices[field])).toBe(true);
        expect(prices[field]).toBeGreaterThanOrEqual(0);
        expect(prices[field]).toBeLessThanOrEqual(MAX_PRICE_RUPEES);
      }
    }
    expect(DEFAULT_COMPONENT_PRICES['Whole Blood'].bestPrice).toBe(1450);
  });

  it('pass the update schema unchanged', () => {
    for (const component of COMPONENTS) {
      const body = { component, ...DEFAULT_COMPONENT_PRICES[component] };
      expect(updatePricingRequestSchema.parse(body)).toEqual(body);
    }
  });
});

describe('a price typed in a box', () => {
  const parse = (bestPrice: unknown) =>
    updatePricingRequestSchema.safeParse({
      ...DEFAULT_COMPONENT_PRICES.Cryoprecipitate,
      component: 'Cryoprecipitate',
      bestPrice,
    });
  it('takes digits, as text or a number', () => {
    expect(parse('300').data?.bestPrice).toBe(300);
    expect(parse(' 0 ').data?.bestPrice).toBe(0);
  });
  it.each([['1e3'], ['0x10'], ['12.5'], [-1], [''], [null]])('refuses %j', (value) => {
    expect(parse(value).error?.issues[0]?.message).toBe(BILLING_MESSAGES.priceWhole);
  });
  it('refuses more than ten lakh', () => {
    expect(parse(MAX_PRICE_RUPEES + 1).error?.issues[0]?.message).toBe(BILLING_MESSAGES.priceTooHigh);
  });
});

describe('the Add Plan form', () => {
  const plan = {
    planName: 'Annual',
    description: 'A year of issues',
    price: '5000',
    quantity: '100',
    bonusQuantity: '0',
    condition: 'None',
    bonusPeriod: '0',
    from: '01/04/2026',
    to: '2027-03-31',
  };

  it('reads numbers and both date forms', () => {
    expect(addPlanRequestSchema.parse(plan)).toEqual({
      ...plan,
      price: 5000,
      quantity: 100,
      bonusQuantity: 0,
      bonusPeriod: 0,
      from: '2026-04-01',
      to: '2027-03-31',
    });
  });

  it('says "All Fields required !" at each missing field', () => {
    const result = addPlanRequestSchema.safeParse({});
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual(Object.keys(plan).sort());
    expect(new Set(issues.map((issue) => issue.message))).toEqual(new Set([MESSAGES.planFieldsRequired]));
  });
});

describe('Indian digit grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [3650, '3,650'],
    [100000, '1,00,000'],
    [1000000, '10,00,000'],
    [10000000, '1,00,00,000'],
    [-145000, '-1,45,000'],
  ])('%d → %s', (value, text) => {
    expect(indianDigits(value)).toBe(text);
  });
});
