import { type addPlanRequestSchema, MESSAGES, type SubscriptionPlan } from '@raktsetu/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { SubscriptionPlanRow } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import type { AdminContext } from '../../plugins/request-context.js';
import type { BillingRepository, PlanPageQuery } from './billing.repository.js';

type AddPlan = z.output<typeof addPlanRequestSchema>;

export function toPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    _id: row.id,
    planName: row.planName,
    description: row.description,
    price: row.price,
    quantity: row.quantity,
    bonusQuantity: row.bonusQuantity,
    condition: row.condition,
    bonusPeriod: row.bonusPeriod,
    from: row.fromDate,
    to: row.toDate,
    fromDate: row.fromDate,
    toDate: row.toDate,
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

/** Subscription Plans (INDIA) (docs/spec/part-2-operations-and-admin.md §2, §5, §6: write allows Add Plan). */
export function createPlansService(deps: { db: Db; repository: BillingRepository }) {
  const { db, repository } = deps;
  return {
    async list(query: PlanPageQuery) {
      const { rows, total } = await repository.listPlans(query);
      return { data: rows.map(toPlan), total };
    },

    /** Adds a plan and records who added it, in one transaction. */
    async add(ctx: AdminContext, input: AddPlan): Promise<{ data: SubscriptionPlan; message: string }> {
      const plan = await db.transaction(async (tx) => {
        const row = await repository.insertPlan(tx, {
          planName: input.planName,
          description: input.description,
          price: input.price,
          quantity: input.quantity,
          bonusQuantity: input.bonusQuantity,
          condition: input.condition,
          bonusPeriod: input.bonusPeriod,
          fromDate: input.from,
          toDate: input.to,
          addedBy: ctx.adminId,
        });
        const after = toPlan(row);
        await recordChange(tx, ctx, {
          action: 'plan.added',
          subjectType: 'subscriptionPlan',
          subjectId: row.id,
          institutionId: null,
          details: { before: null, after },
        });
        return after;
      });
      return { data: plan, message: MESSAGES.planAdded };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
