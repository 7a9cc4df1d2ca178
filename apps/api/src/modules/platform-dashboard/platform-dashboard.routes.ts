import { platformDashboardEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { PlatformDashboardService } from './platform-dashboard.service.js';

export function platformDashboardRoutes(
  route: Route,
  { dashboard }: { dashboard: PlatformDashboardService },
) {
  route(platformDashboardEndpoints.tileData, async () =>
    ok({ data: await dashboard.tileData() }, 'Tile data'),
  );
  route(platformDashboardEndpoints.dashboardData, async ({ body }) =>
    ok({ data: await dashboard.statistics(body) }, 'Dashboard data'),
  );
}
