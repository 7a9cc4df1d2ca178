import {
  donorsEndpoints,
  type EndpointInput,
  type LabCriteriaAdd,
  type LabResultAdd,
  type LabResultCorrect,
  labEndpoints,
  labReportListQuerySchema,
  labReportListSchema,
  MAX_PAGE_SIZE,
  SAMPLE_STATUS,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { useInventoryChanged } from '../inventory/stock.api';
import { samplesList } from './samples.api';

/**
 * The calls of the lab (docs/spec/part-2-operations-and-admin.md §2 "Lab screens", §7): accepting samples,
 * entering and correcting results, the lab's test criteria, and its register of results.
 */

/**
 * The lab's register (/labresult): the spec's shared path (GET institution/lab-results/list) asked with neither
 * `type` nor `donorId`, seen as one list so the DataTable can page, sort and filter it by blood group.
 */
export const labRegisterList = {
  ...donorsEndpoints.labResults,
  query: labReportListQuerySchema,
  response: labReportListSchema,
};

/**
 * After a sample is accepted or a result saved: the samples and the register — one key, as they share the
 * spec's path (`listQueryKey(samplesList)` is `listQueryKey(labRegisterList)`) — and the inventory, whose
 * quarantined units a result releases, holds or marks unsafe.
 */
function useLabChanged() {
  const queryClient = useQueryClient();
  const inventoryChanged = useInventoryChanged();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: listQueryKey(samplesList) }), inventoryChanged()]);
}

/** POST institution/lab-results/change-status: accept received samples, all of them or none (409). */
export function useAcceptSamples() {
  const changed = useLabChanged();
  return useMutation({
    mutationFn: async (ids: string[]) => call(labEndpoints.acceptSamples, { ids }),
    onSuccess: () => changed(),
  });
}

/** POST institution/lab-results/add: the single form sends one result, the bulk form several. */
export function useAddLabResults() {
  const changed = useLabChanged();
  return useMutation({
    mutationFn: async (body: LabResultAdd) => call(labEndpoints.add, body),
    onSuccess: () => changed(),
  });
}

/** POST institution/lab-results/correct: a new result replaces one; the original stays in the history. */
export function useCorrectLabResult() {
  const changed = useLabChanged();
  return useMutation({
    mutationFn: async (body: LabResultCorrect) => call(labEndpoints.correct, body),
    onSuccess: () => changed(),
  });
}

export const LAB_CRITERIA_KEY = ['lab', 'criteria'] as const;

/** GET institution/lab-criteria/list: the lab's own criteria, or the defaults. */
export function useLabCriteria() {
  return useQuery({
    queryKey: LAB_CRITERIA_KEY,
    queryFn: async ({ signal }) => (await call(labEndpoints.criteria, {}, { signal })).content.labCriteria,
  });
}

/** POST institution/lab-criteria/add. */
export function useSetLabCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LabCriteriaAdd) => call(labEndpoints.setCriteria, body),
    onSuccess: (answer) => queryClient.setQueryData(LAB_CRITERIA_KEY, answer.content.labCriteria),
  });
}

/** The samples accepted and waiting for their result, newest first: the Add Result popup's chooser. */
const AWAITING_RESULT_QUERY: EndpointInput<typeof samplesList> = {
  type: 'samples',
  status: SAMPLE_STATUS.awaitingResult,
  page: 1,
  limit: MAX_PAGE_SIZE,
  sort: 'receivedOn',
  order: 'desc',
};

/** Keyed under the samples list, so accepting a sample or saving a result reloads it. */
export function useSamplesAwaitingResult(enabled = true) {
  return useQuery({
    queryKey: [...listQueryKey(samplesList), AWAITING_RESULT_QUERY],
    queryFn: async ({ signal }) => (await call(samplesList, AWAITING_RESULT_QUERY, { signal })).content,
    enabled,
  });
}
