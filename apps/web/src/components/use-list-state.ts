import {
  type EndpointDefinition,
  LIST_QUERY_FIELDS,
  type ListQueryField,
  PAGE_SIZES,
} from '@raktsetu/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list endpoint of the contract: a GET whose query is a list-query schema (`listQuerySchema`, perhaps
 * extended) and whose answer is `listContentSchema(row)`, i.e. `{ data, total }`.
 */
export interface ListEndpoint extends EndpointDefinition {
  readonly method: 'GET';
  readonly query: z.ZodObject;
  readonly response: z.ZodType<{ data: unknown[]; total: number }>;
}

/** The query as the API receives it, defaults filled in. */
export type ListQuery<E extends ListEndpoint> = z.output<E['query']>;
/** One row of the answer. */
export type ListRow<E extends ListEndpoint> = z.output<E['response']>['data'][number];
/** The fields a header may sort by: the endpoint's own sort enum. */
export type ListSort<E extends ListEndpoint> =
  ListQuery<E> extends { sort: infer S extends string } ? S : never;
/** A list's own filters: the fields its query schema adds to the common ones. */
export type ListFilter<E extends ListEndpoint> = Exclude<Extract<keyof ListQuery<E>, string>, ListQueryField>;

export interface ListStateOptions<E extends ListEndpoint> {
  /** Keeps two tables of one screen apart in the address: `donors.page=2&patients.page=1`. */
  prefix?: string | undefined;
  /** The list's own filters to hold in the address beside the common fields. */
  filters?: readonly ListFilter<E>[] | undefined;
}

export interface ListState<E extends ListEndpoint> {
  /** Every field as read from the address and checked by the endpoint's schema: what is sent. */
  query: ListQuery<E>;
  /** Changes fields. Anything but a page change starts again from page 1, where the new rows begin. */
  update: (patch: Partial<ListQuery<E>>, options?: { replace?: boolean }) => void;
  /** A header click: the sorted column turns round, another column starts ascending. */
  sortBy: (field: ListSort<E>) => void;
}

type Fields = Record<string, unknown>;

/**
 * The cache key of every page of one list endpoint: a screen invalidates it after a change (approve, block,
 * delete) and every page, search and order of that list reloads.
 */
export const listQueryKey = (endpoint: ListEndpoint) => ['list', endpoint.path] as const;

export const paramName = (field: string, prefix?: string) => (prefix ? `${prefix}.${field}` : field);

/** What a field schema makes of nothing: its default, or undefined for an optional field. */
function defaultOf(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads a list's query from the address. Each field is checked on its own by the endpoint's schema, so a
 * mistyped or stale value (an old bookmark, a sort column since removed) falls back to that field's default
 * and never costs the others; the page size must also be one the pager offers.
 */
export function readListQuery(
  schema: z.ZodObject,
  params: URLSearchParams,
  fields: readonly string[],
  prefix?: string,
): Fields {
  const query: Fields = {};
  for (const key of fields) {
    const field = schema.shape[key];
    if (!field) continue;
    const parsed = field.safeParse(params.get(paramName(key, prefix)) ?? undefined);
    const value = parsed.success ? parsed.data : defaultOf(field);
    if (value !== undefined && value !== '') query[key] = value;
  }
  const limitField = schema.shape.limit;
  if (limitField && !(PAGE_SIZES as readonly unknown[]).includes(query.limit)) {
    query.limit = defaultOf(limitField);
  }
  return query;
}

/** Writes a list's fields into the address, leaving defaults out so a plain link stays plain. */
export function writeListQuery(
  params: URLSearchParams,
  query: Fields,
  defaults: Fields,
  fields: readonly string[],
  prefix?: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of fields) {
    const value = query[key];
    const name = paramName(key, prefix);
    if (value === undefined || value === null || value === '' || value === defaults[key]) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/**
 * The state of one list screen, kept in the address (useSearchParams): a refresh, a shared link or Back
 * shows the same page, sorted and searched the same way.
 */
export function useListState<E extends ListEndpoint>(
  endpoint: E,
  { prefix, filters }: ListStateOptions<E> = {},
): ListState<E> {
  const [params, setParams] = useSearchParams();
  const schema = endpoint.query;
  const filterKey = filters?.join('\n') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filters array, which screens often write inline.
  const fields = useMemo(
    () => [...LIST_QUERY_FIELDS, ...(filters ?? [])].filter((key) => key in schema.shape),
    [schema, filterKey],
  );
  const defaults = useMemo(
    () => readListQuery(schema, new URLSearchParams(), fields, prefix),
    [schema, fields, prefix],
  );
  const query = useMemo(
    () => readListQuery(schema, params, fields, prefix),
    [schema, params, fields, prefix],
  ) as ListQuery<E>;

  const update = useCallback<ListState<E>['update']>(
    (patch, options) => {
      const next: Fields = { ...query, ...patch };
      if (!('page' in patch)) next.page = 1;
      setParams((current) => writeListQuery(current, next, defaults, fields, prefix), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [query, defaults, fields, prefix, setParams],
  );

  const sortBy = useCallback<ListState<E>['sortBy']>(
    (field) => {
      const current = query as Fields;
      const order = current.sort === field && current.order === 'asc' ? 'desc' : 'asc';
      (update as (patch: Fields) => void)({ sort: field, order });
    },
    [query, update],
  );

  return { query, update, sortBy };
}
