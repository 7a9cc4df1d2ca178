import { adminEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { InstitutionReviewService } from './institution-review.service.js';

export function adminRoutes(route: Route, { review }: { review: InstitutionReviewService }) {
  route(adminEndpoints.permissions, async ({ ctx }) => ok({ data: ctx.permissions }, 'Permissions'));

  route(adminEndpoints.institutions, async ({ query }) =>
    ok(await review.list('registered', query), 'Institutions'),
  );
  route(adminEndpoints.pendingInstitutions, async ({ query }) =>
    ok(await review.list('pending', query), 'Pending institutions'),
  );
  route(adminEndpoints.pendingInstitution, async ({ query }) =>
    ok({ data: await review.detail(query.id, 'pending') }, 'Institution'),
  );
  route(adminEndpoints.institutionDetail, async ({ query }) =>
    ok({ data: await review.fullDetail(query.id) }, 'Institution'),
  );
  route(adminEndpoints.verifyInstitution, async ({ ctx, body }) => ok({}, await review.verify(ctx, body)));
  route(adminEndpoints.institutionAction, async ({ ctx, body }) => {
    const { data, message } = await review.changeAccess(ctx, body);
    return ok({ data }, message);
  });
}
