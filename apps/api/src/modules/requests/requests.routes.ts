import { requestsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { RequestsService } from './requests.service.js';

export function requestsRoutes(route: Route, { requests }: { requests: RequestsService }) {
  route(requestsEndpoints.list, async ({ ctx, query }) => ok(await requests.list(ctx, query), 'Requests'));
  route(requestsEndpoints.patient, async ({ ctx, body }) => {
    const { request, message } = await requests.addPatientRequest(ctx, body);
    return ok({ data: request }, message);
  });
}
