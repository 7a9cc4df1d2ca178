import {
  adminInstitutionSchema,
  institutionListQuerySchema,
  verifyInstitutionRequestSchema,
} from '@raktsetu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import type { Guard } from '../../plugins/request-context.js';
import type { InstitutionReviewService } from './institution-review.service.js';

const listAnswer = envelope(z.object({ data: z.array(adminInstitutionSchema), total: z.number() }));
const detailAnswer = envelope(z.object({ data: adminInstitutionSchema }));
const idQuery = z.object({ id: z.string().max(64) });

export const institutionReviewRoutes: FastifyPluginAsyncZod<{
  guard: Guard;
  review: InstitutionReviewService;
}> = async (app, { guard, review }) => {
  const canRead = guard.admin('instituteManagement', 'read');

  app.get(
    '/api/super-admin/bloodbank/institutions',
    {
      onRequest: canRead,
      schema: {
        tags: ['admin'],
        summary: 'Registered (verified or declined) institutions',
        querystring: institutionListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request) => ok(await review.list('registered', request.query), 'Institutions'),
  );

  app.get(
    '/api/super-admin/bloodbank/pending/institutions',
    {
      onRequest: canRead,
      schema: {
        tags: ['admin'],
        summary: 'Institutions pending verification',
        querystring: institutionListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request) => ok(await review.list('pending', request.query), 'Pending institutions'),
  );

  for (const [url, tab] of [
    ['/api/super-admin/bloodbank/pending/institution', 'pending'],
    ['/api/super-admin/bloodbank/institution-detail', undefined],
  ] as const) {
    app.get(
      url,
      {
        onRequest: canRead,
        schema: {
          tags: ['admin'],
          summary: 'One institution for review',
          querystring: idQuery,
          response: { 200: detailAnswer },
        },
      },
      async (request) => ok({ data: await review.detail(request.query.id, tab) }, 'Institution'),
    );
  }

  app.post(
    '/api/institution/verify',
    {
      onRequest: guard.admin('instituteManagement', 'update'),
      schema: {
        tags: ['admin'],
        summary: 'Approve or decline a pending registration (a decline needs a reason)',
        body: verifyInstitutionRequestSchema,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => ok({}, await review.verify(request.body)),
  );
};
