import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { envelope, ok } from '../../plugins/envelope.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and which database engine serves this process',
        security: [],
        response: {
          200: envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) })),
        },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: database.kind }, 'ok');
    },
  );
};
