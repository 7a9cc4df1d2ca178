import { platformUsersEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { PlatformUsersService } from './platform-users.service.js';

export function platformUsersRoutes(route: Route, { users }: { users: PlatformUsersService }) {
  route(platformUsersEndpoints.list, async ({ query }) => ok(await users.list(query), 'Users'));
  route(platformUsersEndpoints.details, async ({ query }) =>
    ok({ data: await users.detail(query.id) }, 'User'),
  );
  route(platformUsersEndpoints.block, async ({ ctx, body }) => {
    const { data, message } = await users.block(ctx, body);
    return ok({ data }, message);
  });
  route(platformUsersEndpoints.unblock, async ({ ctx, body }) => {
    const { data, message } = await users.unblock(ctx, body);
    return ok({ data }, message);
  });
}
