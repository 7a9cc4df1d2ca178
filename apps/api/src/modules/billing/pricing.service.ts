import {
  BILLING_MESSAGES,
  type ComponentPrice,
  type ComponentPrices,
  PRICE_FIELDS,
  type updatePricingRequestSchema,
} from '@raktsetu/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ComponentPriceRow } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import type { AdminContext } from '../../plugins/request-context.js';
import type { BillingRepository, PricingPageQuery } from './billing.repository.js';

type UpdatePricing = z.output<typeof updatePricingRequestSchema>;

export function toComponentPrice(row: ComponentPriceRow): ComponentPrice {
  return {
    _id: row.component,
    component: row.component as ComponentPrice['component'],
    bestPrice: row.bestPrice,
    northEast: row.northEast,
    unionTerritory: row.unionTerritory,
    platelets: row.platelets,
    wholeBlood: row.wholeBlood,
    tlc: row.tlc,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const pricesIn = (source: ComponentPrices): ComponentPrices =>
  Object.fromEntries(PRICE_FIELDS.map((field) => [field, source[field]])) as ComponentPrices;

/** The Pricing screen (docs/spec/part-2-operations-and-admin.md §2): read with billing read, changed with update. */
export function createPricingService(deps: { db: Db; repository: BillingRepository }) {
  const { db, repository } = deps;
  return {
    async list(query: PricingPageQuery) {
      const { rows, total } = await repository.listPrices(query);
      return { data: rows.map(toComponentPrice), total };
    },

    /**
     * Changes one component's prices; issues from now on are charged at them, earlier transactions keep
     * theirs. The row is locked so two administrators' edits do not interleave, and the change is recorded
     * with the prices before and after in the same transaction.
     */
    async update(
      ctx: AdminContext,
      input: UpdatePricing,
    ): Promise<{ data: ComponentPrice; message: string }> {
      return db.transaction(async (tx) => {
        const current = await repository.lockPrice(tx, input.component);
        // Every component has a row from the start; one deleted by hand is written again.
        const before = current ? pricesIn(current) : null;
        const after = pricesIn(input);
        // Saved without a change: nothing to record.
        if (current && PRICE_FIELDS.every((field) => current[field] === after[field]))
          return { data: toComponentPrice(current), message: BILLING_MESSAGES.pricingUpdated };
        const saved = await repository.savePrice(tx, {
          component: input.component,
          ...after,
          updatedBy: ctx.adminId,
          updatedAt: new Date(),
        });
        await recordChange(tx, ctx, {
          action: 'pricing.updated',
          subjectType: 'componentPrice',
          institutionId: null,
          details: { component: input.component, before, after },
        });
        return { data: toComponentPrice(saved), message: BILLING_MESSAGES.pricingUpdated };
      });
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
