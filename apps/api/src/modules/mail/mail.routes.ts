import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelope, ok } from '../../plugins/envelope.js';
import { listOutbox } from './mail.service.js';

const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  addedAt: z.string(),
});

/** Registered only when no SMTP server is configured: the outbox is how a developer reads the mail. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept instead of sent (exists only without SMTP_URL), newest first',
        security: [],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: envelope(z.object({ data: z.array(outboxMailSchema) })) },
      },
    },
    async (request) => ok({ data: await listOutbox(db, request.query.limit) }, 'Outbox'),
  );
};
