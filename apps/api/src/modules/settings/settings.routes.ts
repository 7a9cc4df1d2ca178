import { settingsEndpoints } from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { LabMembersService } from './lab-members.service.js';
import { settingsOf } from './settings.service.js';

/** The settings wizard's reads and its lab members (saving the settings is POST institution/edit). */
export function settingsRoutes(route: Route, deps: { db: Db; labMembers: LabMembersService }) {
  route(settingsEndpoints.settings, async ({ ctx }) =>
    ok({ data: await settingsOf(deps.db, ctx.institutionId) }, 'Settings'),
  );
  route(settingsEndpoints.keyMembers, async ({ ctx }) =>
    ok({ data: await deps.labMembers.list(ctx) }, 'Lab members'),
  );
  route(settingsEndpoints.addKeyMember, async ({ ctx, body }) => {
    const member = await deps.labMembers.add(ctx, body);
    return ok({ data: member }, `Lab added. ${member.email} was mailed a link to set a password`);
  });
  route(settingsEndpoints.deleteKeyMember, async ({ ctx, query }) =>
    ok({ data: await deps.labMembers.remove(ctx, query.id) }, 'Lab member removed'),
  );
}
