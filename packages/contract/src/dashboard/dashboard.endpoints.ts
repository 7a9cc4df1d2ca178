import { endpoint } from '../common/endpoint.js';
import {
  chartQuerySchema,
  dashboardChartsSchema,
  dashboardCountsSchema,
  ngoDashboardSchema,
} from './dashboard-schemas.js';

const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;

/** The institution dashboard's figures (docs/spec/part-1-institution-side.md §2, §3, §7). */
export const dashboardEndpoints = {
  counts: endpoint({
    method: 'GET',
    path: '/api/institution/dashboard-count',
    auth: bloodCentre,
    domain: 'dashboard',
    summary: "The blood bank's tiles: donors nearby, available for donation, received, issued, inventory",
    response: dashboardCountsSchema,
  }),
  charts: endpoint({
    method: 'GET',
    path: '/api/institution/dashboard-graph',
    auth: bloodCentre,
    domain: 'dashboard',
    summary: "The blood bank's charts: stock by component and blood group, units collected per month or week",
    query: chartQuerySchema,
    response: dashboardChartsSchema,
  }),
  ngo: endpoint({
    method: 'GET',
    path: '/api/institution/ngo/dashboard',
    auth: { kind: 'institution', types: ['NGO'] },
    domain: 'dashboard',
    summary: "The NGO's tiles and charts: its donors, their donations, camps organised",
    query: chartQuerySchema,
    response: ngoDashboardSchema,
  }),
};
