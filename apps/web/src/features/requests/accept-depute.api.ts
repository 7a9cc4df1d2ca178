import {
  type DeputeAssign,
  type EndpointContent,
  type EndpointInput,
  requestsEndpoints,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { DASHBOARD_QUERY_KEY } from '../dashboard/dashboard.api';

/**
 * The calls of the NGO's Accept and Assign/Depute popup (docs/spec/part-1-institution-side.md §2, §6, §7;
 * docs/decisions/0045): the donors who may give for the request today, and the deputation.
 */

/** At most this many donors are listed at once, by name; the search box finds the others. */
export const DEPUTE_CANDIDATES_LIMIT = 50;

type CandidatesInput = EndpointInput<typeof requestsEndpoints.deputeCandidates>;
type CandidatesPage = EndpointContent<typeof requestsEndpoints.deputeCandidates>;

const candidatesKey = (input: CandidatesInput) =>
  [...listQueryKey(requestsEndpoints.deputeCandidates), input] as const;

/**
 * GET institution/donors/depute-candidates for a request: the NGO's donors who may give for it today, by name,
 * those whose name or donor ID starts with `search` when there is one. While the search changes, the rows of
 * the same request stay in view (never another request's); quiet, so typing raises no page overlay.
 */
export function useDeputeCandidates(requestId: string, search: string, enabled: boolean) {
  const text = search.trim();
  const input: CandidatesInput = {
    id: requestId,
    page: 1,
    limit: DEPUTE_CANDIDATES_LIMIT,
    sort: 'name',
    order: 'asc',
    ...(text && { search: text }),
  };
  return useQuery({
    queryKey: candidatesKey(input),
    enabled,
    meta: QUIET,
    staleTime: 0,
    placeholderData: (previous: CandidatesPage | undefined, previousQuery) =>
      (previousQuery?.queryKey[2] as CandidatesInput | undefined)?.id === requestId ? previous : undefined,
    queryFn: async ({ signal }): Promise<CandidatesPage> =>
      (await call(requestsEndpoints.deputeCandidates, input, { signal })).content,
  });
}

/**
 * POST institution/donors/depute-assign. Done or refused (409: a Bulk request, a donor who can no longer give
 * or already deputed; 400: too many donors, a past day), the candidates, the request lists and the dashboard's
 * figures reload, so no screen offers what is gone.
 */
export function useDeputeDonors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeputeAssign) => call(requestsEndpoints.depute, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.deputeCandidates) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  });
}
