import { administratorsEndpoints, MESSAGES } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AdministratorsService } from './administrators.service.js';
import type { AuditLogService } from './audit-log.service.js';

export function administratorsRoutes(
  route: Route,
  { administrators, auditLog }: { administrators: AdministratorsService; auditLog: AuditLogService },
) {
  route(administratorsEndpoints.list, async ({ query }) =>
    ok(await administrators.list(query), 'Administrators'),
  );
  route(administratorsEndpoints.details, async ({ query }) =>
    ok({ data: await administrators.details(query.id) }, 'Administrator'),
  );
  route(administratorsEndpoints.add, async ({ ctx, body }) =>
    ok({ data: await administrators.add(ctx, body) }, MESSAGES.adminAdded),
  );
  route(administratorsEndpoints.update, async ({ ctx, body }) =>
    ok({ data: await administrators.update(ctx, body) }, MESSAGES.adminEdited),
  );
  route(administratorsEndpoints.changeStatus, async ({ ctx, query }) => {
    const { data, message } = await administrators.changeStatus(ctx, query);
    return ok({ data }, message);
  });
  route(administratorsEndpoints.audit, async ({ query }) => ok(await auditLog.list(query), 'Audit trail'));
}
