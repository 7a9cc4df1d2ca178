import { institutionEditRequestSchema, institutionProfileSchema } from '@raktsetu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import { type Guard, institutionContext } from '../../plugins/request-context.js';
import type { InstitutionsService } from './institutions.service.js';

export const institutionsRoutes: FastifyPluginAsyncZod<{
  guard: Guard;
  institutions: InstitutionsService;
}> = async (app, { guard, institutions }) => {
  app.get(
    '/api/institution/get',
    {
      onRequest: guard.institution,
      schema: {
        tags: ['institutions'],
        summary: "The signed-in institution's profile",
        response: { 200: envelope(z.object({ data: institutionProfileSchema })) },
      },
    },
    async (request) => {
      const data = await institutions.getOwnProfile(institutionContext(request));
      return ok({ data }, 'Institution profile');
    },
  );

  app.post(
    '/api/institution/edit',
    {
      onRequest: guard.institution,
      schema: {
        tags: ['institutions'],
        summary: "Change the signed-in institution's contact number, address text or profile images",
        body: institutionEditRequestSchema,
        response: { 200: envelope(z.object({ data: institutionProfileSchema })) },
      },
    },
    async (request) => {
      const data = await institutions.editOwnProfile(institutionContext(request), request.body);
      return ok({ data }, 'Profile updated successfully');
    },
  );
};
