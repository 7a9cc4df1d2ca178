import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { dashboardDataRequestSchema, statisticsSchema, tileDataSchema } from './platform-dashboard.js';

/** The national dashboard: every administrator sees it (docs/spec/part-2-operations-and-admin.md §6). */
export const platformDashboardEndpoints = {
  tileData: endpoint({
    method: 'GET',
    path: '/api/super-admin/tile-data',
    auth: { kind: 'admin' },
    domain: 'admin',
    summary: 'The five national tiles: donations, consumption, demand and issues per day, units in stock',
    response: z.object({ data: tileDataSchema }),
  }),
  dashboardData: endpoint({
    method: 'POST',
    path: '/api/super-admin/dashboard-data',
    auth: { kind: 'admin' },
    domain: 'admin',
    summary:
      "The 17 core statistics for the country or a state, with the map's or the state's cities' donations",
    body: dashboardDataRequestSchema,
    response: z.object({ data: statisticsSchema }),
  }),
};
