import {
  type EndpointInput,
  institutionsEndpoints,
  type NewRequest,
  requestsEndpoints,
  type SendToDonors,
} from '@raktsetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';

/** What `requests/change-status` sends: verify (2) or decline (4), with the decline's optional reason. */
export const REQUEST_DECISION = { verify: 2, decline: 4 } as const;

/**
 * The hospital's decisions on a request (docs/decisions/0045-the-life-of-a-request.md). Whatever the answer —
 * done, or refused because someone else decided first (409) — every page and tab of the request lists
 * reloads, so no one acts on a row that has moved.
 */
function useRequestChange<I, A>(send: (input: I) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.list) }),
  });
}

/** POST requests/change-status: the answer's message ("Verified successfully!") and the request as it is now. */
export function useChangeRequestStatus() {
  return useRequestChange((input: EndpointInput<typeof requestsEndpoints.changeStatus>) =>
    call(requestsEndpoints.changeStatus, input),
  );
}

/** POST requests/edit: only units, blood group and component (docs/spec/part-1-institution-side.md §5). */
export function useEditRequest() {
  return useRequestChange((input: EndpointInput<typeof requestsEndpoints.edit>) =>
    call(requestsEndpoints.edit, {
      id: input.id,
      units: input.units,
      bloodGroup: input.bloodGroup,
      component: input.component,
    }),
  );
}

// ---- the Request Blood popup --------------------------------------------------------------------------

/** POST requests/add: a new request; every request list reloads, so it shows wherever it belongs. */
export function useAddRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewRequest) => call(requestsEndpoints.add, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.list) }),
  });
}

/**
 * POST requests/blood-request/send: a new request, as `useAddRequest` raises it, sent to the donors chosen on
 * /people (docs/spec/part-1-institution-side.md §7), who are told by SMS; the same lists reload.
 */
export function useSendToDonors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendToDonors) => call(requestsEndpoints.sendToDonors, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.list) }),
  });
}

/**
 * GET institution/list?name=: approved institutions whose name matches what is typed (15 at most), for the
 * popup's "For" box. Quiet (no page overlay at each keystroke); nothing is asked for an empty box.
 */
export function useInstitutionSearch(term: string) {
  const name = term.trim();
  return useQuery({
    queryKey: ['institutions', 'search', name],
    enabled: name.length > 0,
    meta: QUIET,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await call(institutionsEndpoints.search, { name }, { signal })).content.data,
  });
}
