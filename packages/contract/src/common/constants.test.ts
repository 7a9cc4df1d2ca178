import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODE,
  DEFAULT_OPEN_TIME,
  DEFAULT_SUBSCRIPTION_TEXT,
  MARKETING_FIGURES,
  PHONE_PREFIX,
} from './constants.js';

describe('product constants', () => {
  it('are Indian: country code 91, shown as +91', () => {
    expect(COUNTRY_CODE).toBe('91');
    expect(PHONE_PREFIX).toBe(`+${COUNTRY_CODE}`);
  });

  it('keep the spec’s default texts and marketing figures', () => {
    expect(DEFAULT_OPEN_TIME).toBe('09:00-13:00 , 14:00-18:00');
    expect(DEFAULT_SUBSCRIPTION_TEXT).toBe('108/1000 Remaining');
    expect(MARKETING_FIGURES).toEqual({
      bloodBanks: 3023,
      donors: 57298,
      hospitals: 12978,
      patientsServed: 78635,
    });
  });
});
