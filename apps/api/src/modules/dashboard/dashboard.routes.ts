import { dashboardEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(route: Route, { dashboard }: { dashboard: DashboardService }) {
  route(dashboardEndpoints.counts, async ({ ctx }) => ok(await dashboard.counts(ctx), 'Dashboard counts'));
  route(dashboardEndpoints.charts, async ({ ctx, query }) =>
    ok(await dashboard.charts(ctx, query.period), 'Dashboard charts'),
  );
  route(dashboardEndpoints.ngo, async ({ ctx, query }) =>
    ok(await dashboard.ngo(ctx, query.period), 'NGO dashboard'),
  );
}
