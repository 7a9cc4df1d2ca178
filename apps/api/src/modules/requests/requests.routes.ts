import { requestsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { forbidden } from '../../plugins/errors.js';
import type { CampDonorsService } from '../camps/camp-donors.service.js';
import type { DeputationService } from './deputation.service.js';
import type { RequestsService } from './requests.service.js';

export function requestsRoutes(
  route: Route,
  {
    requests,
    deputation,
    campDonors,
  }: { requests: RequestsService; deputation: DeputationService; campDonors: CampDonorsService },
) {
  /** Donors are deputed for a request by an NGO only; any camper assigns donors to a camp. */
  const refuseUnlessNgo = (type: string) => {
    if (type !== 'NGO') throw forbidden('Only an NGO deputes donors for a request');
  };
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
  route(requestsEndpoints.deputeCandidates, async ({ ctx, query }) => {
    if (query.type === 'camp')
      return ok(await campDonors.candidates(ctx, query), 'Donors who may be assigned');
    refuseUnlessNgo(ctx.institutionType);
    return ok(await deputation.candidates(ctx, query), 'Donors who may be deputed');
  });
  route(requestsEndpoints.depute, async ({ ctx, body }) => {
    if (body.type === 'camp') {
      const { deputed, message } = await campDonors.assign(ctx, body);
      return ok({ data: { deputed } }, message);
    }
    refuseUnlessNgo(ctx.institutionType);
    const { deputed, message } = await deputation.depute(ctx, body);
    return ok({ data: { deputed } }, message);
  });
  route(requestsEndpoints.donations, async ({ ctx, query }) =>
    ok(await deputation.scheduled(ctx, query), 'Scheduled donations'),
  );
}
