import {
  type BloodGroup,
  type BloodRequestRow,
  type ChangeStatusRequest,
  type Component,
  type DeliveryMode,
  type EndpointInput,
  type InventoryUnit,
  inventoryEndpoints,
  MAX_PAGE_SIZE,
  type NewUnit,
  type PatientRequest,
  requestsEndpoints,
} from '@raktsetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { type ApiError, call } from '../../lib/api';

/**
 * The calls of the stock screen and its popups (docs/spec/part-2-operations-and-admin.md §2, §7). Every
 * change of units reloads the stock grid and every inventory list (transfer, in process, components,
 * the unit lists), so no screen shows a bag where it no longer is.
 */

/** The stock grid's cache key; also what the dashboard's inventory tile may invalidate. */
export const STOCK_QUERY_KEY = ['inventory', 'stock'] as const;

/** POST institution/inventory/list: available, expiring and quarantined units per component and group. */
export function useStock() {
  return useQuery({
    queryKey: STOCK_QUERY_KEY,
    queryFn: async ({ signal }) => (await call(inventoryEndpoints.stock, {}, { signal })).content,
  });
}

/** At most this many units of one cell are offered for choosing, first-expiring first. */
export const CELL_UNITS_LIMIT = MAX_PAGE_SIZE;

/**
 * The units of one stock cell on the shelf, each with its state (so a unit that cannot be chosen shows why),
 * first-expiring first: the bag-selection table. Keyed under the list's key, so any inventory change
 * reloads it.
 */
export function useCellUnits(component: Component, bloodGroup: BloodGroup) {
  const input: EndpointInput<typeof inventoryEndpoints.list> = {
    type: 'inventory',
    component,
    bloodGroup,
    page: 1,
    limit: CELL_UNITS_LIMIT,
    sort: 'expiryDate',
    order: 'asc',
  };
  return useQuery({
    queryKey: [...listQueryKey(inventoryEndpoints.list), input],
    queryFn: async ({ signal }) => (await call(inventoryEndpoints.list, input, { signal })).content,
    // A reload after a refused issue keeps the rows in place instead of flashing an empty table.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How many verified requests the registered-patient issue lists at once; a search narrows them. */
export const REQUESTS_LIMIT = 50;

/** GET requests/list?requestType=verified: requests for this component the institution is asked to fill. */
export function useVerifiedRequests(component: Component, search: string) {
  const input: EndpointInput<typeof requestsEndpoints.list> = {
    requestType: 'verified',
    component,
    page: 1,
    limit: REQUESTS_LIMIT,
    sort: 'requiredBy',
    order: 'asc',
    ...(search && { search }),
  };
  return useQuery({
    queryKey: [...listQueryKey(requestsEndpoints.list), input],
    queryFn: async ({ signal }) => (await call(requestsEndpoints.list, input, { signal })).content,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET auth/nearby?type=bloodbank: the blood banks a unit may go to, nearest first, searched by name. */
export function useTransferTargets(name: string) {
  const input: EndpointInput<typeof inventoryEndpoints.transferTargets> = {
    type: 'bloodbank',
    ...(name && { name }),
  };
  return useQuery({
    queryKey: ['inventory', 'transfer-targets', input],
    queryFn: async ({ signal }) =>
      (await call(inventoryEndpoints.transferTargets, input, { signal })).content,
    placeholderData: keepPreviousData,
  });
}

/** After any change of units: the grid and every inventory list reload. */
export function useInventoryChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STOCK_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.list) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.transfers) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.inProcessing) }),
      // Not a paged list, but keyed the same way: ['list', path].
      queryClient.invalidateQueries({ queryKey: ['list', inventoryEndpoints.components.path] }),
    ]);
}

interface Changed {
  units: InventoryUnit[];
  message: string;
}

/** POST institution/inventory/add. */
export function useAddUnits() {
  const changed = useInventoryChanged();
  return useMutation<Changed, ApiError, NewUnit[]>({
    mutationFn: async (inventories) => {
      const answer = await call(inventoryEndpoints.add, { inventories });
      return { units: answer.content.data, message: answer.message };
    },
    onSuccess: () => changed(),
  });
}

/**
 * POST institution/inventory/change-status: issue, transfer, process (dispose is the transfer screen's).
 * A refusal (409: a unit taken meanwhile, incompatible, too many) also reloads, so the table shows why.
 */
export function useChangeStatus() {
  const changed = useInventoryChanged();
  return useMutation<Changed, ApiError, ChangeStatusRequest>({
    mutationFn: async (body) => {
      const answer = await call(inventoryEndpoints.changeStatus, body);
      return { units: answer.content.data, message: answer.message };
    },
    onSettled: () => changed(),
  });
}

/**
 * The change-status body that issues the units `inventoryIds` to the patient of request `requestId`; for a Bulk
 * request, `itemId` names the item they fill (docs/decisions/0045).
 */
export function patientIssue(
  requestId: string,
  inventoryIds: string[],
  deliveryType: DeliveryMode,
  itemId?: string,
): ChangeStatusRequest {
  return {
    type: 'issue',
    issueType: 'patient',
    id: requestId,
    ...(itemId && { itemId }),
    status: 3,
    issuedUnits: inventoryIds.length,
    inventoryIds,
    deliveryType,
  };
}

/** POST requests/patient: a verified request for a patient at the counter, to issue units against. */
export function useAddPatientRequest() {
  const queryClient = useQueryClient();
  return useMutation<BloodRequestRow, ApiError, PatientRequest>({
    mutationFn: async (request) => (await call(requestsEndpoints.patient, request)).content.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.list) }),
  });
}
