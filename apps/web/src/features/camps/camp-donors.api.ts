import {
  type CampDonorChangeStatus,
  campsEndpoints,
  type DeputeAssign,
  donorsEndpoints,
  type EndpointContent,
  type EndpointInput,
  inventoryEndpoints,
  requestsEndpoints,
} from '@raktsetu/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { DASHBOARD_QUERY_KEY } from '../dashboard/dashboard.api';
import { campDetailsKey } from './camps.api';

/**
 * The calls of the camp donors screen and its popups (docs/spec/part-1-institution-side.md §2 "Camps", §4, §7):
 * the camp, its donors, the Donor Data form (DonationInProcess), the approval (Approve) with what the form
 * recorded, and the donors who may be assigned to the camp.
 */

/** After the Donor Data form the donors reload this long after the answer (docs/spec/part-1-institution-side.md §4). */
export const RELOAD_AFTER_DONOR_DATA_MS = 400;
/** After the approval, the same (docs/spec/part-1-institution-side.md §4). */
export const RELOAD_AFTER_APPROVAL_MS = 700;

/** How many candidates the Assign Donors popup shows a page, unless the clerk chooses more. */
export const CANDIDATES_PAGE_SIZE = 10;

/** The camp's donors (every page), the camp itself (its counts) and the camp lists reload. */
function reloadCamp(queryClient: QueryClient, campId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.donors) }),
    queryClient.invalidateQueries({ queryKey: campDetailsKey(campId) }),
    queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.list) }),
    queryClient.invalidateQueries({ queryKey: listQueryKey(campsEndpoints.ngoList) }),
  ]);
}

/**
 * Reloads the camp's donors `delay` ms from now, as the spec times it after a recorded step; what the table
 * shows meanwhile stays as it was.
 */
export function useReloadCampLater() {
  const queryClient = useQueryClient();
  return (campId: string, delay: number) => {
    setTimeout(() => void reloadCamp(queryClient, campId), delay);
  };
}

type InProcessInput = EndpointInput<typeof campsEndpoints.inProcess>;

/** GET donation-camp/inprocess/details: what the Donor Data form recorded for a donor in process. */
export function useInProcessDetails(input: InProcessInput | null) {
  return useQuery({
    queryKey: ['camps', 'inProcess', input?.campId ?? '', input?.donorId ?? ''] as const,
    enabled: input !== null,
    // What was recorded a moment ago: always asked afresh.
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) =>
      (await call(campsEndpoints.inProcess, input as InProcessInput, { signal })).content.data,
  });
}

/**
 * POST donation-camp/donor/change-status: DonationInProcess with the Donor Data form, or Approve with the
 * approval. The answer says whether the donor was bled, donated (the unit made) or deferred; the caller
 * reloads the donors after the spec's pause (`useReloadCampLater`).
 */
export function useChangeCampDonorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CampDonorChangeStatus) => call(campsEndpoints.donorChangeStatus, body),
    onSuccess: (_answer, body) => {
      if (body.status !== 'Approve') return;
      // A donation made a quarantined unit and its samples: the inventory's screens, the lab's samples and the
      // dashboard's figures change. Not awaited: the popup answers at once.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inventory'] }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: ['list', donorsEndpoints.labResults.path] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]);
    },
  });
}

type CandidatesInput = EndpointInput<typeof requestsEndpoints.deputeCandidates>;
type CandidatesPage = EndpointContent<typeof requestsEndpoints.deputeCandidates>;

/**
 * GET institution/donors/depute-candidates type camp: the institution's donors who may give on the camp's day,
 * by name, a page at a time; those already assigned come with `deputed`. Quiet: typing in the popup's search
 * raises no page overlay, and the rows of the same camp stay while the next page loads.
 */
export function useCampCandidates(
  campId: string,
  search: string,
  page: number,
  limit = CANDIDATES_PAGE_SIZE,
) {
  const text = search.trim();
  const input: CandidatesInput = {
    type: 'camp',
    id: campId,
    page,
    limit,
    sort: 'name',
    order: 'asc',
    ...(text && { search: text }),
  };
  return useQuery<CandidatesPage, Error, CandidatesPage, readonly unknown[]>({
    queryKey: [...listQueryKey(requestsEndpoints.deputeCandidates), input],
    meta: QUIET,
    staleTime: 0,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as CandidatesInput | undefined)?.id === campId ? previous : undefined,
    queryFn: async ({ signal }) =>
      (await call(requestsEndpoints.deputeCandidates, input, { signal })).content,
  });
}

/**
 * POST institution/donors/depute-assign type camp. Done or refused, the candidates reload (one assigned
 * meanwhile is marked so), and once done the camp's donors and counts do too.
 */
export function useAssignCampDonors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<DeputeAssign, 'type'> & { id: string }) =>
      call(requestsEndpoints.depute, { ...body, type: 'camp' }),
    onSuccess: (_answer, body) => reloadCamp(queryClient, body.id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.deputeCandidates) }),
  });
}
