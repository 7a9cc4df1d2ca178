import { mobileRequestsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { MobileRequestsService } from './mobile-requests.service.js';

export function mobileRequestsRoutes(route: Route, { requests }: { requests: MobileRequestsService }) {
  route(mobileRequestsEndpoints.raise, async ({ ctx, body }) => {
    const { request, message } = await requests.raise(ctx, body);
    return ok({ data: request }, message);
  });
  route(mobileRequestsEndpoints.mine, async ({ ctx, query }) =>
    ok(await requests.mine(ctx, query), 'Requests'),
  );
  route(mobileRequestsEndpoints.cancel, async ({ ctx, body }) => {
    const { request, message } = await requests.cancel(ctx, body.id);
    return ok({ data: request }, message);
  });
  route(mobileRequestsEndpoints.asks, async ({ ctx, query }) => ok(await requests.asks(ctx, query), 'Asks'));
  route(mobileRequestsEndpoints.answerAsk, async ({ ctx, body }) => {
    const { ask, message } = await requests.answer(ctx, body);
    return ok({ data: ask }, message);
  });
}
