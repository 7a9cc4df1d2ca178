import {
  type BloodRequestRow,
  type ChangeStatusRequest,
  type EndpointInput,
  inventoryEndpoints,
  isBloodGroup,
  isComponent,
  REQUEST_PICKER_LIMIT,
  requestsEndpoints,
} from '@raktsetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { DASHBOARD_QUERY_KEY } from '../dashboard/dashboard.api';
import { useInventoryChanged } from '../inventory/stock.api';

/**
 * The calls of the Accept and issue popup (docs/spec/part-1-institution-side.md §2, §4; docs/decisions/0044,
 * 0045): the requests to choose from, the units that may go to the chosen one, and the issue.
 */

/** The Details dropdown: the first verified requests this institution may fill, nearest first (spec §9: 15). */
const REQUEST_CHOICES: EndpointInput<typeof requestsEndpoints.list> = {
  requestType: 'verified',
  page: 1,
  limit: REQUEST_PICKER_LIMIT,
  sort: 'distance',
  order: 'asc',
};

/** GET requests/list for the Details dropdown; keyed under the list's key, so an issue reloads it. */
export function useRequestChoices() {
  return useQuery({
    queryKey: [...listQueryKey(requestsEndpoints.list), REQUEST_CHOICES],
    queryFn: async ({ signal }) => (await call(requestsEndpoints.list, REQUEST_CHOICES, { signal })).content,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** At most this many units are offered for one request, first-expiring first. */
export const COMPATIBLE_UNITS_LIMIT = 50;

/**
 * GET institution/inventory/list: the available units of the component asked that a patient of the group asked
 * may receive, first-expiring first (docs/decisions/0044) — asked by the request, or for a Bulk request by the
 * item being filled (0045). Keyed under the inventory list's key, so any change of units reloads it. Nothing is
 * asked without a known blood group and component, nor without `wanted` (a Bulk request with no item left).
 */
export function useCompatibleUnits(wanted: Pick<BloodRequestRow, 'bloodGroup' | 'component'> | null) {
  const group = wanted && isBloodGroup(wanted.bloodGroup) ? wanted.bloodGroup : null;
  const component = wanted && isComponent(wanted.component) ? wanted.component : null;
  const input: EndpointInput<typeof inventoryEndpoints.list> = {
    type: 'inventory',
    selectable: 'true',
    ...(component && { component }),
    ...(group && { compatibleWith: group }),
    sort: 'expiryDate',
    order: 'asc',
    page: 1,
    limit: COMPATIBLE_UNITS_LIMIT,
  };
  return useQuery({
    queryKey: [...listQueryKey(inventoryEndpoints.list), input],
    enabled: group !== null && component !== null,
    // No placeholder: another request's units must never show under this one while its own load.
    queryFn: async ({ signal }) => (await call(inventoryEndpoints.list, input, { signal })).content,
    staleTime: 0,
  });
}

/**
 * POST institution/inventory/change-status `issue` against a request. Done or refused (409: filled by someone
 * else first, a unit taken meanwhile), the stock and inventory lists, the request lists and the dashboard's
 * figures reload, so no screen offers what is gone.
 */
export function useIssueToRequest() {
  const queryClient = useQueryClient();
  const inventoryChanged = useInventoryChanged();
  return useMutation({
    mutationFn: (body: ChangeStatusRequest) => call(inventoryEndpoints.changeStatus, body),
    onSettled: () =>
      Promise.all([
        inventoryChanged(),
        queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  });
}
