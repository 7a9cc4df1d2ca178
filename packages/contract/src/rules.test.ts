import { describe, expect, it } from 'vitest';
import * as contract from './index.js';

describe('@raktsetu/contract', () => {
  // The api and the web import from the package root only; a module left out of rules.ts is invisible.
  it.each([
    'BLOOD_GROUPS',
    'COMPONENTS',
    'COMPONENT_GROUPS',
    'INVENTORY_STATUS',
    'REQUEST_STATUS',
    'SAMPLE_STATUS',
    'CAMP_DONOR_STATUS',
    'ADMIN_STATUS',
    'PERMISSION_LEVELS',
    'MESSAGES',
    'campCapacity',
    'bedsForTarget',
    'bmi',
    'processQuantityOptions',
    'isStrongPassword',
    'isValidPhone',
    'isValidEmail',
    'isValidBlockPeriodDays',
    'isValidOtp',
    'strongPasswordSchema',
    'phoneSchema',
    'emailSchema',
    'shelfLife',
    'expiryDate',
    'isCompatible',
    'compatibleDonorGroups',
    'nextEligibleDonationDate',
    'donorEligibility',
    'QUESTIONNAIRE_LOOKBACK',
    'DONOR_BLOCK_REASONS',
    'BLOCK_TYPES',
    'DONOR_DECLINE_REASONS',
    'BAG_TYPES',
    'DELIVERY_MODES',
    'GENDERS',
    'LAB_DEFAULT_PARAMETERS',
    'FINAL_RESULTS',
    'dinCheckCharacter',
    'formatDin',
    'formatDate',
    'parseInputDate',
  ])('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
  });
});
