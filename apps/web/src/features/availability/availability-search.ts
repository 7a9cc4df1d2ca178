import {
  AVAILABILITY_PAGE_SIZE,
  type AvailabilityQuery,
  availabilityQuerySchema,
  type BloodGroup,
  type Component,
  type IndiaState,
} from '@raktsetu/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters of the Find blood page, kept in the address (`?state=Maharashtra&city=Pune&bloodGroup=O-`), so
 * a refresh, Back and a link sent to a relative show the same search. The visitor's position is not among
 * them: a shared link must not carry where its sender stands.
 */
export interface AvailabilityFilters {
  state?: IndiaState;
  city?: string;
  bloodGroup?: BloodGroup;
  component?: Component;
  page: number;
}

const FIELDS = ['state', 'city', 'bloodGroup', 'component', 'page'] as const;
const shape = availabilityQuerySchema.shape;

/**
 * Each field checked on its own by the contract's schema: a mistyped or stale value (an old link, a state
 * spelt another way) is dropped and never costs the others.
 */
export function readFilters(params: URLSearchParams): AvailabilityFilters {
  const filters: AvailabilityFilters = { page: 1 };
  for (const key of FIELDS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data });
  }
  // A city belongs to its state: without a state it names nothing.
  if (!filters.state) delete filters.city;
  return filters;
}

/** The address's query for these filters; the first page and empty choices are left out, so links stay short. */
export function writeFilters(filters: AvailabilityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FIELDS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** What the page asks the server, or null while no state is chosen (nothing is searched then). */
export function searchQueryOf(
  filters: AvailabilityFilters,
  position: Position | null,
): AvailabilityQuery | null {
  if (!filters.state) return null;
  return {
    state: filters.state,
    ...(filters.city && { city: filters.city }),
    ...(filters.bloodGroup && { bloodGroup: filters.bloodGroup }),
    ...(filters.component && { component: filters.component }),
    ...(position && position),
    page: filters.page,
    limit: AVAILABILITY_PAGE_SIZE,
  };
}

export interface FilterState {
  filters: AvailabilityFilters;
  /**
   * Changes filters: a new choice starts again from page 1, a new state from all its cities. Each change is
   * a step of the history, so Back undoes it.
   */
  update: (patch: Partial<AvailabilityFilters>, options?: { replace?: boolean }) => void;
}

export function useAvailabilityFilters(): FilterState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback<FilterState['update']>(
    (patch, options) => {
      const next: AvailabilityFilters = { ...filters, ...patch };
      if (!('page' in patch)) next.page = 1;
      if ('state' in patch && patch.state !== filters.state) delete next.city;
      setParams(writeFilters(next), { preventScrollReset: true, replace: options?.replace ?? false });
    },
    [filters, setParams],
  );
  return { filters, update };
}
