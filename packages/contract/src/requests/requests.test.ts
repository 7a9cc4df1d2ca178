import { describe, expect, it } from 'vitest';
import {
  canAcceptRequest,
  DELIVERY_MODE_VALUES,
  DELIVERY_MODES,
  deliveryModeSchema,
  REQUEST_CHANGE_STATUSES,
  REQUEST_STATUS,
  REQUEST_TYPES,
} from './requests.js';

describe('blood requests', () => {
  it('use the status codes of part 1: verified 2, issued 3, declined 4', () => {
    expect(REQUEST_STATUS).toEqual({ pending: 0, verified: 2, issued: 3, declined: 4, cancelled: 5 });
    expect(REQUEST_CHANGE_STATUSES).toEqual([2, 4]);
  });

  it('are delivered or collected, labelled as the popup shows', () => {
    expect(DELIVERY_MODES).toEqual({ toBeDeliver: 'Will be delivered', toBeCollected: 'To be collected' });
    expect(DELIVERY_MODE_VALUES).toEqual(['toBeDeliver', 'toBeCollected']);
    expect(deliveryModeSchema.safeParse('toBeDeliver').success).toBe(true);
    expect(deliveryModeSchema.safeParse('toBeDelivered').success).toBe(false);
  });

  it('come from individuals, blood banks and hospitals', () => {
    expect(REQUEST_TYPES).toEqual(['Individual', 'BloodBank', 'Hospital']);
  });

  it.each([
    ['NGO', 'Bulk', false],
    ['NGO', null, true],
    ['BloodBank', 'Bulk', true],
    ['Both', 'Bulk', true],
  ])('a %s may accept a request of subtype %s: %s', (type, subType, expected) => {
    expect(canAcceptRequest(type, subType)).toBe(expected);
  });
});
