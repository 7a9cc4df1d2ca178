import { institutionsEndpoints, settingsEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { InstitutionsService } from './institutions.service.js';

export function institutionsRoutes(route: Route, { institutions }: { institutions: InstitutionsService }) {
  route(institutionsEndpoints.profile, async ({ ctx }) =>
    ok({ data: await institutions.getOwnProfile(ctx) }, 'Institution profile'),
  );
  route(institutionsEndpoints.search, async ({ query }) =>
    ok({ data: await institutions.search(query) }, 'Institutions'),
  );
  route(institutionsEndpoints.registered, async ({ query }) =>
    ok({ data: await institutions.search({ name: query.name, bloodCentres: true }) }, 'Blood banks'),
  );
  route(settingsEndpoints.edit, async ({ ctx, body }) =>
    ok(
      { data: await institutions.editOwnProfile(ctx, body) },
      body.settings ? 'Settings saved successfully' : 'Profile updated successfully',
    ),
  );
}
