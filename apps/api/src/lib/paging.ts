import type { SortOrder } from '@raktsetu/contract';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Add `total: totalRows` to a list's selection: the number of rows over all pages, counted by the same
 * query that fetches the page (one round trip).
 */
export const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

export interface PageQuery<S extends string> {
  page: number;
  limit: number;
  sort: S;
  order: SortOrder;
}

/**
 * One page of a list, sorted and paged by the database. `sortable` maps each sort field the contract allows
 * to its (indexed) column; `tiebreak` (the id) keeps the order stable between pages. `countAll` runs only
 * when a page lies beyond the last one, where the window count has no row to ride on.
 */
/** A select builder made `$dynamic()`, whose rows carry `total`. */
interface SortableSelect<R> {
  orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
}

export async function pageOf<S extends string, R extends { total: number }>(
  select: SortableSelect<R>,
  query: PageQuery<S>,
  options: { sortable: Record<S, SQLWrapper>; tiebreak: SQLWrapper; countAll: () => Promise<number> },
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await select
    .orderBy(direction(options.sortable[query.sort] as SQL), asc(options.tiebreak as SQL))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = rows[0]?.total ?? (query.page > 1 ? await options.countAll() : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
