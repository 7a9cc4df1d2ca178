import { HAEMOVIGILANCE_MESSAGES, haemovigilanceEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { HaemovigilanceService } from './haemovigilance.service.js';

export function haemovigilanceRoutes(
  route: Route,
  { haemovigilance }: { haemovigilance: HaemovigilanceService },
) {
  route(haemovigilanceEndpoints.transfusionReactions, async ({ ctx, query }) =>
    ok(await haemovigilance.transfusionReactions(ctx, query), 'Transfusion reactions'),
  );
  route(haemovigilanceEndpoints.recordTransfusionReaction, async ({ ctx, body }) =>
    ok({ data: await haemovigilance.recordTransfusionReaction(ctx, body) }, HAEMOVIGILANCE_MESSAGES.recorded),
  );
  route(haemovigilanceEndpoints.issuedUnits, async ({ ctx, query }) =>
    ok(await haemovigilance.issuedUnits(ctx, query), 'Issued units'),
  );
  route(haemovigilanceEndpoints.donorReactions, async ({ ctx, query }) =>
    ok(await haemovigilance.donorReactions(ctx, query), 'Donor reactions'),
  );
  route(haemovigilanceEndpoints.recordDonorReaction, async ({ ctx, body }) =>
    ok({ data: await haemovigilance.recordDonorReaction(ctx, body) }, HAEMOVIGILANCE_MESSAGES.recorded),
  );
  route(haemovigilanceEndpoints.donations, async ({ ctx, query }) =>
    ok(await haemovigilance.donations(ctx, query), 'Donations'),
  );
  route(haemovigilanceEndpoints.report, async ({ ctx, query }) =>
    ok(await haemovigilance.report(ctx, query), 'Haemovigilance report'),
  );
}
