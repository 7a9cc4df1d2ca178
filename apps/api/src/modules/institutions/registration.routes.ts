import { institutionsEndpoints, MESSAGES } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { type DirectoryService, listCities, listStates } from './directory.service.js';
import type { RegistrationService } from './registration.service.js';

/** Everything a not-yet-registered institution needs; all public (the spec's "no token" calls). */
export function registrationRoutes(
  route: Route,
  { directory, registration }: { directory: DirectoryService; registration: RegistrationService },
) {
  route(institutionsEndpoints.searchDirectory, async ({ query }) =>
    ok({ institutionLocation: await directory.search(query.name, query.type) }, 'Institutions'),
  );

  route(institutionsEndpoints.addDirectoryEntry, async ({ body }) => {
    const entry = await directory.add(body);
    return ok(
      { data: { _id: entry._id, institutionName: entry.institutionName, location: entry.location } },
      MESSAGES.newInstitutionAdded,
    );
  });

  route(institutionsEndpoints.statesAndCities, async ({ query }) => {
    const stateOrCity = query.type === 'state' ? listStates() : listCities(query.state);
    return ok({ stateOrCity }, query.type === 'state' ? 'States' : 'Cities');
  });

  route(institutionsEndpoints.register, async ({ body }) => {
    const { message, institutionId } = await registration.register(body);
    return ok({ data: { _id: institutionId } }, message);
  });
}
