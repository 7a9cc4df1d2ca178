import { type AvailabilityQuery, availabilityEndpoints, type IndiaState } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { call } from '../../lib/api';

/**
 * The public calls of the Find blood page (docs/decisions/0052): no token, limited per address by the server.
 * Both answer what is on the shelves now, so they are kept only briefly.
 */

export const availabilityKeys = {
  cities: (state: IndiaState) => ['availability', 'cities', state] as const,
  search: (query: AvailabilityQuery) => ['availability', 'search', query] as const,
};

/** GET public/blood-availability/cities: the state's cities with a blood centre, for the city choice. */
export function useAvailabilityCities(state: IndiaState | undefined) {
  return useQuery({
    queryKey: availabilityKeys.cities(state as IndiaState),
    enabled: state !== undefined,
    // The city list fills in beside the field; the page overlay would hide the choice being made.
    meta: QUIET,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      (await call(availabilityEndpoints.cities, { state: state as IndiaState }, { signal })).content.cities,
  });
}

/** GET public/blood-availability: nothing is asked until a state is chosen. */
export function useAvailabilitySearch(query: AvailabilityQuery | null) {
  return useQuery({
    queryKey: availabilityKeys.search(query as AvailabilityQuery),
    enabled: query !== null,
    // Stock changes by the minute: a search made again a little later asks again.
    staleTime: 15_000,
    queryFn: async ({ signal }) =>
      (await call(availabilityEndpoints.search, query as AvailabilityQuery, { signal })).content,
  });
}
