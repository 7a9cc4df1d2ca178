import {
  type ChartPeriod,
  dashboardEndpoints,
  type EndpointInput,
  inventoryEndpoints,
  requestsEndpoints,
} from '@raktsetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { STOCK_QUERY_KEY } from '../inventory/stock.api';

/** Dashboard tables show at most 3 rows (docs/spec/part-1-institution-side.md §9). */
export const DASHBOARD_ROWS = 3;

/** Every figure of the dashboard lives under this key, so one invalidation reloads tiles and charts. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET institution/dashboard-count: the blood centre's five tiles. */
export function useDashboardCounts() {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'counts'],
    queryFn: async ({ signal }) => (await call(dashboardEndpoints.counts, {}, { signal })).content,
  });
}

/**
 * GET institution/dashboard-graph?period=: the blood centre's three charts. The charts of the last period stay
 * on screen while the other period loads, so a switch does not flash an empty box.
 */
export function useDashboardCharts(period: ChartPeriod) {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'charts', period],
    queryFn: async ({ signal }) => (await call(dashboardEndpoints.charts, { period }, { signal })).content,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET institution/ngo/dashboard?period=: the NGO's tiles and charts in one answer. The tiles read it with the
 * default period and so share the charts' first call; a Weekly chart asks again without moving the tiles.
 */
export function useNgoDashboard(period: ChartPeriod) {
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'ngo', period],
    queryFn: async ({ signal }) => (await call(dashboardEndpoints.ngo, { period }, { signal })).content,
    placeholderData: keepPreviousData,
  });
}

type RequestListInput = EndpointInput<typeof requestsEndpoints.list>;

/** The Request tab: verified requests this institution may fill, nearest first. */
export const NEAREST_REQUESTS: RequestListInput = {
  requestType: 'verified',
  sort: 'distance',
  order: 'asc',
  limit: DASHBOARD_ROWS,
  page: 1,
};

/** The Verify tab: requests waiting for this institution's verification. */
export const PENDING_VERIFICATIONS: RequestListInput = {
  requestType: 'verify',
  tab: 'Pending',
  limit: DASHBOARD_ROWS,
};

/**
 * The first rows of GET requests/list for a dashboard tab. Keyed under the list's key, so a verify, decline,
 * edit or issue anywhere reloads it; stale at once, so coming back to a tab reloads it (§2 "Switching tab
 * reloads that tab's data") while the rows seen last stay until the answer comes.
 */
export function useDashboardRequests(input: RequestListInput) {
  return useQuery({
    queryKey: [...listQueryKey(requestsEndpoints.list), input],
    queryFn: async ({ signal }) => (await call(requestsEndpoints.list, input, { signal })).content,
    staleTime: 0,
  });
}

type DonationsInput = EndpointInput<typeof requestsEndpoints.donations>;

/** The Donations tab: the first donors due, the earliest day first. */
export const FIRST_DONATIONS: DonationsInput = {
  sort: 'appointment',
  order: 'asc',
  limit: DASHBOARD_ROWS,
  page: 1,
};

/**
 * The first rows of GET requests/donations for the Donations tab. Keyed under the list's key, so a donor
 * verified by code (here or on the view-all) reloads it; stale at once, so coming back to the tab reloads it.
 */
export function useScheduledDonations() {
  return useQuery({
    queryKey: [...listQueryKey(requestsEndpoints.donations), FIRST_DONATIONS],
    queryFn: async ({ signal }) =>
      (await call(requestsEndpoints.donations, FIRST_DONATIONS, { signal })).content,
    staleTime: 0,
  });
}

/**
 * The stock grid's counts for the Inventory tab, under the stock screen's own key (one cache with the expiring
 * flag and /inventory); stale at once, so opening the tab reloads them.
 */
export function useDashboardStock() {
  return useQuery({
    queryKey: STOCK_QUERY_KEY,
    queryFn: async ({ signal }) => (await call(inventoryEndpoints.stock, {}, { signal })).content,
    staleTime: 0,
  });
}
