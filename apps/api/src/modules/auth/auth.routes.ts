import { adminLoginDataSchema, institutionLoginDataSchema, loginRequestSchema } from '@raktsetu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import type { AuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/institution/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; role "Login" for institution users, "SuperAdmin" for administrators',
        security: [],
        body: loginRequestSchema,
        response: {
          200: envelope(z.object({ data: z.union([institutionLoginDataSchema, adminLoginDataSchema]) })),
        },
      },
    },
    async (request) => {
      const data =
        request.body.role === 'SuperAdmin'
          ? await auth.loginAdmin(request.body, request.ip)
          : await auth.loginInstitution(request.body, request.ip);
      return ok({ data }, 'Login successfully');
    },
  );

  app.post(
    '/api/super-admin/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign a super administrator in',
        security: [],
        body: loginRequestSchema.omit({ role: true }),
        response: { 200: envelope(z.object({ data: adminLoginDataSchema })) },
      },
    },
    async (request) => {
      const data = await auth.loginAdmin({ ...request.body, role: 'SuperAdmin' }, request.ip);
      return ok({ data }, 'Login successfully');
    },
  );
};
