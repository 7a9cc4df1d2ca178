import { mailEndpoints } from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { listOutbox } from './mail.service.js';

/** Registered only when mail is kept instead of sent: the outbox is how a developer reads it. */
export function outboxRoutes(route: Route, { db }: { db: Db }) {
  route(mailEndpoints.outbox, async ({ query }) => ok({ data: await listOutbox(db, query.limit) }, 'Outbox'));
}
