import { type DashboardDataRequest, platformDashboardEndpoints } from '@raktsetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const platformDashboardKeys = {
  tiles: ['admin', 'dashboard', 'tiles'] as const,
  statistics: (state: string) => ['admin', 'dashboard', 'statistics', state] as const,
};

export function useTileData() {
  return useQuery({
    queryKey: platformDashboardKeys.tiles,
    queryFn: async ({ signal }) =>
      (await call(platformDashboardEndpoints.tileData, {}, { signal })).content.data,
  });
}

export function useStatistics(state: NonNullable<DashboardDataRequest['state']>) {
  return useQuery({
    queryKey: platformDashboardKeys.statistics(state),
    queryFn: async ({ signal }) =>
      (await call(platformDashboardEndpoints.dashboardData, { state }, { signal })).content.data,
    // The old state's figures stay (dimmed by the page) until the new state's arrive: the page does not jump.
    placeholderData: keepPreviousData,
  });
}
