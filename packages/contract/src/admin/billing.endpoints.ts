import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  addPlanRequestSchema,
  componentPriceSchema,
  planListQuerySchema,
  planListSchema,
  planSchema,
  pricingListQuerySchema,
  pricingListSchema,
  transactionListQuerySchema,
  transactionListSchema,
  updatePricingRequestSchema,
} from './billing.js';

/**
 * Transactions, pricing and subscription plans of the super-administrator area
 * (docs/spec/part-2-operations-and-admin.md §2, §6, §7).
 */
export const billingEndpoints = {
  transactions: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/transactions',
    // The menu always shows Transaction (§6): every administrator may read it.
    auth: { kind: 'admin' },
    domain: 'billing',
    summary: 'Blood-unit or subscription transactions, one page, newest first unless sorted otherwise',
    query: transactionListQuerySchema,
    response: transactionListSchema,
  }),
  pricings: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/pricings',
    auth: { kind: 'admin', area: 'billing', flag: 'read' },
    domain: 'billing',
    summary: 'The processing charge of each component by region, in whole rupees',
    query: pricingListQuerySchema,
    response: pricingListSchema,
  }),
  updatePricing: endpoint({
    method: 'POST',
    // The spec shows the Pricing table but no call that changes it; this path follows its style.
    path: '/api/super-admin/bloodbank/pricing/update',
    auth: { kind: 'admin', area: 'billing', flag: 'update' },
    domain: 'billing',
    summary: "Changes one component's prices; later issues are charged at them",
    body: updatePricingRequestSchema,
    response: z.object({ data: componentPriceSchema }),
  }),
  plans: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/plans',
    auth: { kind: 'admin', area: 'subscription', flag: 'read' },
    domain: 'billing',
    summary: 'Subscription plans offered in India, one page',
    query: planListQuerySchema,
    response: planListSchema,
  }),
  addPlan: endpoint({
    method: 'POST',
    path: '/api/super-admin/bloodbank/add/plan',
    auth: { kind: 'admin', area: 'subscription', flag: 'write' },
    domain: 'billing',
    summary: 'Adds a subscription plan (all nine fields required)',
    body: addPlanRequestSchema,
    response: z.object({ data: planSchema }),
  }),
};
