import { healthEndpoints } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';

export function healthRoutes(route: Route, { database }: { database: Database }) {
  route(healthEndpoints.health, async () => {
    await database.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: database.kind }, 'ok');
  });
}
