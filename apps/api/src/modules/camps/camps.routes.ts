import { campsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { CampDonorsService } from './camp-donors.service.js';
import type { CampsService } from './camps.service.js';
import type { DonationsService } from './donations.service.js';

export function campsRoutes(
  route: Route,
  deps: { camps: CampsService; campDonors: CampDonorsService; donations: DonationsService },
) {
  const { camps, campDonors, donations } = deps;
  route(campsEndpoints.list, async ({ ctx, query }) => ok(await camps.list(ctx, query), 'Camps'));
  route(campsEndpoints.ngoList, async ({ ctx, query }) => ok(await camps.list(ctx, query), 'Camps'));
  route(campsEndpoints.details, async ({ ctx, query }) =>
    ok({ data: await camps.read(ctx, query.campId) }, 'Camp'),
  );
  route(campsEndpoints.add, async ({ ctx, body }) => {
    const { camp, message } = await camps.add(ctx, body);
    return ok({ data: camp }, message);
  });
  route(campsEndpoints.changeStatus, async ({ ctx, body }) => {
    const { camp, message } = await camps.changeStatus(ctx, body);
    return ok({ data: camp }, message);
  });
  route(campsEndpoints.remove, async ({ ctx, body }) => {
    const { message } = await camps.remove(ctx, body.id);
    return ok({ data: { _id: body.id } }, message);
  });
  route(campsEndpoints.donors, async ({ ctx, query }) =>
    ok(await campDonors.list(ctx, query), 'Camp donors'),
  );
  route(campsEndpoints.donorChangeStatus, async ({ ctx, body }) => {
    const { data, message } = await campDonors.changeStatus(ctx, body);
    return ok({ data }, message);
  });
  route(campsEndpoints.inProcess, async ({ ctx, query }) =>
    ok(await campDonors.inProcess(ctx, query), 'Donation in process'),
  );
  route(campsEndpoints.donate, async ({ ctx, body }) => {
    const { data, message } = await donations.donate(ctx, body);
    return ok({ data }, message);
  });
}
