import {
  directoryEntrySchema,
  INSTITUTION_TYPES,
  MESSAGES,
  newDirectoryEntrySchema,
  pointSchema,
  registrationRequestSchema,
} from '@raktsetu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import { type DirectoryService, listCities, listStates } from './directory.service.js';
import type { RegistrationService } from './registration.service.js';

/** Everything a not-yet-registered institution needs; all public (spec part 1 §7, "no token"). */
export const registrationRoutes: FastifyPluginAsyncZod<{
  directory: DirectoryService;
  registration: RegistrationService;
}> = async (app, { directory, registration }) => {
  app.get(
    '/api/institution/location-list',
    {
      schema: {
        tags: ['registration'],
        summary: 'Search the institution directory by name (a non-empty term)',
        security: [],
        querystring: z.object({
          name: z.string().trim().min(1, 'Type a name to search').max(100),
          type: z.enum(INSTITUTION_TYPES).optional(),
        }),
        response: { 200: envelope(z.object({ institutionLocation: z.array(directoryEntrySchema) })) },
      },
    },
    async (request) =>
      ok(
        { institutionLocation: await directory.search(request.query.name, request.query.type) },
        'Institutions',
      ),
  );

  app.post(
    '/api/institution/geolocation/add',
    {
      schema: {
        tags: ['registration'],
        summary: 'Add a missing institution to the directory',
        security: [],
        body: newDirectoryEntrySchema,
        response: {
          200: envelope(
            z.object({
              data: z.object({ _id: z.string(), institutionName: z.string(), location: pointSchema }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const entry = await directory.add(request.body);
      return ok(
        { data: { _id: entry._id, institutionName: entry.institutionName, location: entry.location } },
        MESSAGES.newInstitutionAdded,
      );
    },
  );

  app.get(
    '/api/generic/state-city/list',
    {
      schema: {
        tags: ['registration'],
        summary: "India's states and union territories, or the cities of one",
        security: [],
        querystring: z.discriminatedUnion('type', [
          z.object({ type: z.literal('state') }),
          z.object({
            type: z.literal('city'),
            state: z.string().trim().min(1, 'Choose a state first').max(100),
          }),
        ]),
        response: { 200: envelope(z.object({ stateOrCity: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const query = request.query;
      const stateOrCity = query.type === 'state' ? listStates() : listCities(query.state);
      return ok({ stateOrCity }, query.type === 'state' ? 'States' : 'Cities');
    },
  );

  app.post(
    '/api/institution/register',
    {
      schema: {
        tags: ['registration'],
        summary: 'Register an institution; it waits for verification by the super administrator',
        security: [],
        body: registrationRequestSchema,
        response: { 200: envelope(z.object({ data: z.object({ _id: z.string() }) })) },
      },
    },
    async (request) => {
      const { message, institutionId } = await registration.register(request.body);
      return ok({ data: { _id: institutionId } }, message);
    },
  );
};
