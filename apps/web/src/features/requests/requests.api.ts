import { type EndpointInput, requestsEndpoints } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
