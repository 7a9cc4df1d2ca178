import {
  type EndpointInput,
  inventoryEndpoints,
  type SortOrder,
  type UnitSortField,
} from '@raktsetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';

/**
 * The calls of the unit lists, the unit page, the finder and In Process (docs/spec/part-2-operations-and-admin.md
 * §2, §7; docs/decisions/0044). Every change reloads every list of units, the stock grid and any unit page.
 */

/** The stock grid's query (its hook lives with the stock page); reloaded after every change made here. */
export const STOCK_QUERY_KEY = ['inventory', 'stock'] as const;
/** One unit and its history (the unit page). */
export const unitQueryKey = (id: string) => ['inventory', 'unit', id] as const;
const ALL_UNITS_KEY = ['inventory', 'unit'] as const;

/**
 * GET inventory/list seen with another default order: the registers read newest first and the ageing report
 * oldest first, while the contract's default (first-expiring first) suits the shelf. Same path, so the same
 * cache key and the same reloads.
 */
function listSortedBy(sort: UnitSortField, order: SortOrder) {
  const { list } = inventoryEndpoints;
  return {
    ...list,
    query: list.query.extend({
      sort: list.query.shape.sort.removeDefault().default(sort),
      order: list.query.shape.order.removeDefault().default(order),
    }),
  };
}

/** The ageing report: oldest collection first. */
export const ageingList = listSortedBy('collectionDate', 'asc');
/** Issued bags: the latest issue first. */
export const issuedList = listSortedBy('issuedDate', 'desc');
/** Received bags: the latest receipt first. */
export const receivedList = listSortedBy('receivedOn', 'desc');
/** Expiring units: first-expiring first, within three days unless the clerk chooses 1 or 7. */
export const expiringList = {
  ...inventoryEndpoints.list,
  query: inventoryEndpoints.list.query.extend({
    days: inventoryEndpoints.list.query.shape.days.unwrap().default(3),
  }),
};

/** After any change to units: every list of units, the component counts, the stock grid and unit pages reload. */
export function useUnitsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.list) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.transfers) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(inventoryEndpoints.inProcessing) }),
      // Not a paged list, but cached under the same shape of key.
      queryClient.invalidateQueries({ queryKey: ['list', inventoryEndpoints.components.path] }),
      queryClient.invalidateQueries({ queryKey: STOCK_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ALL_UNITS_KEY }),
    ]);
}

type DisposeBody = Extract<EndpointInput<typeof inventoryEndpoints.changeStatus>, { type: 'dispose' }>;

/** POST inventory/change-status, type dispose: units on the shelf go to the bin with a reason. */
export function useDisposeUnits() {
  const changed = useUnitsChanged();
  return useMutation({
    mutationFn: (body: Omit<DisposeBody, 'type'>) =>
      call(inventoryEndpoints.changeStatus, { type: 'dispose', ...body }),
    onSuccess: () => changed(),
  });
}

/** POST inventory/transfer/confirm: the receipt accepts or declines units sent here. */
export function useConfirmTransfer() {
  const changed = useUnitsChanged();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof inventoryEndpoints.confirmTransfer>) =>
      call(inventoryEndpoints.confirmTransfer, body),
    onSuccess: () => changed(),
  });
}

/** POST inventory/in-processing/change-status: dispose, return to inventory, or record the components made. */
export function useChangeInProcessing() {
  const changed = useUnitsChanged();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof inventoryEndpoints.changeInProcessing>) =>
      call(inventoryEndpoints.changeInProcessing, body),
    onSuccess: () => changed(),
  });
}

/** GET inventory/unit: the unit, where it came from, what was made of it, and its history. */
export function useUnit(id: string) {
  return useQuery({
    queryKey: unitQueryKey(id),
    queryFn: async ({ signal }) => (await call(inventoryEndpoints.unit, { id }, { signal })).content,
    // A unit that does not exist (or is not ours to see) will not appear by asking again.
    retry: false,
  });
}

/** GET inventory/find: a typed or scanned bag or unit number to the unit. */
export function useFindUnit() {
  return useMutation({
    mutationFn: async (code: string) => (await call(inventoryEndpoints.lookup, { code })).content.data,
  });
}
