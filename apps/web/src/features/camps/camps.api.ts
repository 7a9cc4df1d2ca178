import {
  type CampChangeStatus,
  type CampPayload,
  campsEndpoints,
  type EndpointInput,
  type InstitutionType,
  institutionsEndpoints,
} from '@raktsetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { listQueryKey } from '../../components/use-list-state';
import { ApiError, call } from '../../lib/api';

/**
 * The camps' calls (docs/spec/part-1-institution-side.md §7), typed by the contract. A blood centre lists its
 * camps through GET donation-camp/list, an NGO through GET institution/ngo/camps: the same query and rows.
 */

/** The list endpoint of an institution type: the NGO's own, or the blood centre's. */
export function campListEndpoint(type: InstitutionType | undefined) {
  return type === 'NGO' ? campsEndpoints.ngoList : campsEndpoints.list;
}

/** Every camp query lives under this key beside the two lists' keys, so one change reloads them all. */
export const CAMPS_QUERY_KEY = ['camps'] as const;

export const campDetailsKey = (id: string) => [...CAMPS_QUERY_KEY, 'details', id] as const;

/**
 * After any change to a camp: both lists (every page, tab and order, and the dashboard's Camps tab, which is
 * keyed under them) and every camp's details reload.
 */
function useCampsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.list) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.ngoList) }),
      queryClient.invalidateQueries({ queryKey: CAMPS_QUERY_KEY }),
    ]);
}

/** GET donation-camp/details?campId=: one camp the caller runs or created; nothing is asked without an id. */
export function useCampDetails(campId: string | null) {
  return useQuery({
    queryKey: campDetailsKey(campId ?? ''),
    enabled: campId !== null,
    queryFn: async ({ signal }) =>
      (await call(campsEndpoints.details, { campId: campId ?? '' }, { signal })).content.data,
  });
}

/** POST donation-camp/add: a new camp, a draft, or a draft completed (with its id). */
export function useAddCamp() {
  const changed = useCampsChanged();
  return useMutation({
    mutationFn: (payload: CampPayload) => call(campsEndpoints.add, payload),
    onSuccess: () => changed(),
  });
}

/** A refusal saying the camp changed meanwhile (decided by someone else, deleted): nothing is left to decide. */
export const campMoved = (failure: unknown) =>
  failure instanceof ApiError && (failure.status === 409 || failure.status === 404);

/**
 * POST donation-camp/change-status: decline (with a comment), schedule (Accepted), deactivate or activate.
 * Whatever the answer — done, or refused because the camp moved meanwhile — the lists reload.
 */
export function useChangeCampStatus() {
  const changed = useCampsChanged();
  return useMutation({
    mutationFn: (input: CampChangeStatus) => call(campsEndpoints.changeStatus, input),
    onSettled: () => changed(),
  });
}

/** POST donation-camp/delete: a camp the caller created, while it has no donations. */
export function useRemoveCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(campsEndpoints.remove, { id }),
    // The lists reload; the deleted camp's own details are not asked again while its page is still on screen.
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.ngoList) }),
        queryClient.invalidateQueries({
          queryKey: CAMPS_QUERY_KEY,
          predicate: (query) => query.queryKey[2] !== id,
        }),
      ]),
  });
}

/**
 * GET institution/registered/list?name=&type=bloodBank: approved blood centres whose name matches what is
 * typed (15 at most), for the NGO form's participating blood bank. Quiet; nothing is asked for an empty box.
 */
export function useRegisteredBloodBanks(term: string) {
  const name = term.trim();
  return useQuery({
    queryKey: ['institutions', 'registered', name],
    enabled: name.length > 0,
    meta: QUIET,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await call(institutionsEndpoints.registered, { name, type: 'bloodBank' }, { signal })).content.data,
  });
}

type CampListInput = EndpointInput<typeof campsEndpoints.list>;

/** The dashboard's Camps tab: the first three running camps, the earliest day first. */
export const FIRST_ACCEPTED_CAMPS: CampListInput = {
  type: 'Accepted',
  sort: 'date',
  order: 'asc',
  limit: 3,
  page: 1,
};

/**
 * The first rows of the camp list for the dashboard's Camps tab. Keyed under the list's key, so a change to a
 * camp anywhere reloads it; stale at once, so coming back to the tab reloads it.
 */
export function useDashboardCamps(type: InstitutionType) {
  const endpoint = campListEndpoint(type);
  return useQuery({
    queryKey: [...listQueryKey(endpoint), FIRST_ACCEPTED_CAMPS],
    queryFn: async ({ signal }) => (await call(endpoint, FIRST_ACCEPTED_CAMPS, { signal })).content,
    staleTime: 0,
  });
}
