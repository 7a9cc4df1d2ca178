import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/groups.js';
import { DEFAULT_PAGE_SIZE } from './envelope.js';
import { searchTextSchema } from './text.js';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The spec's blood-group filter: a group, or All/Any meaning no filter (docs/docs/spec/part-1-institution-side.md §9). */
export const BLOOD_GROUP_FILTERS = ['All', 'Any', ...BLOOD_GROUPS] as const;
export const bloodGroupFilterSchema = z.enum(BLOOD_GROUP_FILTERS);

interface ListQueryOptions<S extends readonly [string, ...string[]]> {
  /** The columns a header may sort by; the API maps each to an indexed column. */
  sort: S;
  defaultSort: S[number];
  defaultOrder?: SortOrder;
}

/**
 * The query of every list: `page`, `limit` (default 10), `sort` among the list's own columns, `order`,
 * and `search`. Lists with the blood-group filter extend it with `bloodGroupFilter`, and per-list filters
 * are added the same way. Numbers arrive as query-string text and are coerced.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  options: ListQueryOptions<S>,
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(options.sort).default(options.defaultSort as never),
    order: z.enum(SORT_ORDERS).default(options.defaultOrder ?? 'asc'),
    search: searchTextSchema.optional(),
  });
}

/**
 * The query fields every list screen holds in its address (page, size, order, search and the blood-group
 * filter where a list has it); anything else a list's schema adds is that list's own filter.
 */
export const LIST_QUERY_FIELDS = ['page', 'limit', 'sort', 'order', 'search', 'bloodGroup'] as const;
export type ListQueryField = (typeof LIST_QUERY_FIELDS)[number];

/** `listQuerySchema(…).extend(bloodGroupFilter)`: a group, or All/Any for every group. */
export const bloodGroupFilter = { bloodGroup: bloodGroupFilterSchema.optional() };

/** A group to filter by, or undefined when the filter is All, Any or not set. */
export function chosenBloodGroup(filter: string | undefined): (typeof BLOOD_GROUPS)[number] | undefined {
  return (BLOOD_GROUPS as readonly string[]).includes(filter ?? '')
    ? (filter as (typeof BLOOD_GROUPS)[number])
    : undefined;
}

/**
 * The answer of every list: one page of rows and the number of rows over all pages. A list that may be very
 * long (donors in a circle) stops counting at a thousand: `atLeast` then says `total` is a floor ("1,000+").
 */
export function listContentSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), total: z.number().int().min(0), atLeast: z.boolean().optional() });
}
