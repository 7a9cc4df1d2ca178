import { availabilityEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AvailabilityService } from './availability.service.js';

export function availabilityRoutes(route: Route, { availability }: { availability: AvailabilityService }) {
  route(availabilityEndpoints.search, async ({ query }) =>
    ok(await availability.search(query), 'Blood availability'),
  );
  route(availabilityEndpoints.cities, async ({ query }) =>
    ok({ cities: await availability.cities(query.state) }, 'Cities'),
  );
  route(availabilityEndpoints.settings, async ({ ctx }) =>
    ok({ data: await availability.settings(ctx) }, 'Public stock settings'),
  );
  route(availabilityEndpoints.saveSettings, async ({ ctx, body }) =>
    ok({ data: await availability.saveSettings(ctx, body) }, 'Saved'),
  );
}
