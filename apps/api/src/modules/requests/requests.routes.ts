import { requestsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { DeputationService } from './deputation.service.js';
import type { RequestsService } from './requests.service.js';

export function requestsRoutes(
  route: Route,
  { requests, deputation }: { requests: RequestsService; deputation: DeputationService },
) {
  route(requestsEndpoints.list, async ({ ctx, query }) => ok(await requests.list(ctx, query), 'Requests'));
  route(requestsEndpoints.add, async ({ ctx, body }) => {
    const { request, message } = await requests.add(ctx, body);
    return ok({ data: request }, message);
  });
  route(requestsEndpoints.sendToDonors, async ({ ctx, body }) => {
    const { request, message } = await requests.sendToDonors(ctx, body);
    return ok({ data: request }, message);
  });
  route(requestsEndpoints.edit, async ({ ctx, body }) => {
    const { request, message } = await requests.edit(ctx, body);
    return ok({ data: request }, message);
  });
  route(requestsEndpoints.changeStatus, async ({ ctx, body }) => {
    const { request, message } = await requests.changeStatus(ctx, body);
    return ok({ data: request }, message);
  });
  route(requestsEndpoints.patient, async ({ ctx, body }) => {
    const { request, message } = await requests.addPatientRequest(ctx, body);
    return ok({ data: request }, message);
  });
  route(requestsEndpoints.deputeCandidates, async ({ ctx, query }) =>
    ok(await deputation.candidates(ctx, query), 'Donors who may be deputed'),
  );
  route(requestsEndpoints.depute, async ({ ctx, body }) => {
    const { deputed, message } = await deputation.depute(ctx, body);
    return ok({ data: { deputed } }, message);
  });
  route(requestsEndpoints.donations, async ({ ctx, query }) =>
    ok(await deputation.scheduled(ctx, query), 'Scheduled donations'),
  );
}
