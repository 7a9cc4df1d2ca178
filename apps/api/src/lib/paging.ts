import type { SortOrder } from '@raktsetu/contract';
import { asc, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

export interface PageQuery<S extends string> {
  page: number;
  limit: number;
  sort: S;
  order: SortOrder;
}

/** The selection of a list's count: `db.select(rowCount()).from(table).where(where)`. */
export const rowCount = () => ({ n: count().as('n') });

interface ListParts<S extends string> {
  /** The rows' select, filtered but not ordered or limited, made `$dynamic()`. */
  rows: PgSelect;
  /** The same filter, counted: `db.select(rowCount()).from(table).where(where).$dynamic()`. */
  count: PgSelect;
  /** Each sort field the contract allows, mapped to its indexed column. */
  sortable: Record<S, SQLWrapper>;
  /** The id: keeps the order stable between pages when sort values repeat. */
  tiebreak: SQLWrapper;
}

/**
 * One page of a list and the number of rows over all pages, sorted, filtered and paged by the database, in
 * one statement and one round trip: the count and the page are two subqueries, so the page still walks
 * its index and stops after `limit` rows (a `count(*) over ()` on the page would read every matching row
 * first), and a page beyond the last still learns the total.
 */
export async function pageOf<S extends string, Row>(
  db: Db,
  parts: ListParts<S>,
  query: PageQuery<S>,
): Promise<{ rows: Row[]; total: number }> {
  const direction = query.order === 'asc' ? asc : desc;
  const page = parts.rows
    .orderBy(direction(parts.sortable[query.sort] as SQL), asc(parts.tiebreak as SQL))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  const total = parts.count.as('total');
  const result = (await db.select().from(total).leftJoin(page, sql`true`)) as unknown as {
    total: { n: number };
    page: Row | null;
  }[];
  return {
    rows: result.flatMap((row) => (row.page ? [row.page] : [])),
    total: Number(result[0]?.total.n ?? 0),
  };
}
