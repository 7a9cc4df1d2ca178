import { donorsEndpoints, labEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { forbidden } from '../../plugins/errors.js';
import type { DonorsService } from '../donors/donors.service.js';
import type { LabService } from './lab.service.js';

const isBloodCentre = (type: string) => type === 'BloodBank' || type === 'Both';

export function labRoutes(route: Route, { lab, donors }: { lab: LabService; donors: DonorsService }) {
  // The spec's shared path: a donor's results (donorId), the lab's samples (type=samples) or its register.
  route(donorsEndpoints.labResults, async ({ ctx, query }) => {
    if ('donorId' in query) {
      if (ctx.labMember) throw forbidden('Lab members use the lab screens only');
      return ok(await donors.labResults(ctx, query.donorId, query), 'Lab results');
    }
    if (!isBloodCentre(ctx.institutionType)) throw forbidden('Only a blood centre has a lab');
    if ('type' in query) return ok(await lab.samples(ctx, query), 'Samples');
    return ok(await lab.register(ctx, query), 'Lab results');
  });
  route(labEndpoints.acceptSamples, async ({ ctx, body }) => {
    const { data, message } = await lab.accept(ctx, body);
    return ok({ data }, message);
  });
  route(labEndpoints.add, async ({ ctx, body }) => {
    const { data, message } = await lab.add(ctx, body);
    return ok({ data }, message);
  });
  route(labEndpoints.correct, async ({ ctx, body }) => {
    const { data, message } = await lab.correct(ctx, body);
    return ok({ data }, message);
  });
  route(labEndpoints.criteria, async ({ ctx }) => ok(await lab.criteria(ctx), 'Lab criteria'));
  route(labEndpoints.setCriteria, async ({ ctx, body }) =>
    ok(await lab.setCriteria(ctx, body), 'Lab criteria saved'),
  );
}
