import { adminPermissionsSchema } from '@raktsetu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import { adminContext, type Guard } from '../../plugins/request-context.js';

export const adminRoutes: FastifyPluginAsyncZod<{ guard: Guard }> = async (app, { guard }) => {
  app.get(
    '/api/super-admin/permissions',
    {
      onRequest: guard.admin(),
      schema: {
        tags: ['admin'],
        summary: "The signed-in administrator's permissions, read fresh from the database",
        response: { 200: envelope(z.object({ data: adminPermissionsSchema })) },
      },
    },
    async (request) => ok({ data: adminContext(request).permissions }, 'Permissions'),
  );
};
