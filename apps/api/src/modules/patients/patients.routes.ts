import { patientsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { PatientsService } from './patients.service.js';

export function patientsRoutes(route: Route, { patients }: { patients: PatientsService }) {
  route(patientsEndpoints.list, async ({ ctx, query }) => ok(await patients.list(ctx, query), 'Patients'));
  route(patientsEndpoints.add, async ({ ctx, body }) => {
    const { patient, message } = await patients.add(ctx, body);
    return ok({ data: patient }, message);
  });
  route(patientsEndpoints.recipients, async ({ ctx, query }) =>
    ok(await patients.recipients(ctx, query), 'Recipients'),
  );
}
