import { billingEndpoints } from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { createBillingRepository } from './billing.repository.js';
import { createPlansService, type PlansService } from './plans.service.js';
import { createPricingService, type PricingService } from './pricing.service.js';
import { createTransactionsService, type TransactionsService } from './transactions.service.js';

export interface BillingServices {
  transactions: TransactionsService;
  pricing: PricingService;
  plans: PlansService;
}

export function createBillingServices(db: Db): BillingServices {
  const repository = createBillingRepository(db);
  return {
    transactions: createTransactionsService({ repository }),
    pricing: createPricingService({ db, repository }),
    plans: createPlansService({ db, repository }),
  };
}

export function billingRoutes(route: Route, { transactions, pricing, plans }: BillingServices) {
  route(billingEndpoints.transactions, async ({ query }) =>
    ok(await transactions.list(query), 'Transactions'),
  );

  route(billingEndpoints.pricings, async ({ query }) => ok(await pricing.list(query), 'Pricing'));
  route(billingEndpoints.updatePricing, async ({ ctx, body }) => {
    const { data, message } = await pricing.update(ctx, body);
    return ok({ data }, message);
  });

  route(billingEndpoints.plans, async ({ query }) => ok(await plans.list(query), 'Plans'));
  route(billingEndpoints.addPlan, async ({ ctx, body }) => {
    const { data, message } = await plans.add(ctx, body);
    return ok({ data }, message);
  });
}
