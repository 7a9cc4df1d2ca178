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

/**
 * Beyond this many matches a list says "1,000+" instead of counting on: nobody pages a hundred pages deep,
 * and counting 60 000 donors in a 25 km circle costs more than the page itself.
 */
export const COUNT_CAP = 1000;

/**
 * The count of a list that may be long: the matching rows (`db.select({ one: sql`1` }).from(…).where(…)`)
 * counted up to one past `COUNT_CAP`, so the database stops reading there. Pass `capped: true` with it.
 */
export function countUpTo(db: Db, matching: PgSelect) {
  return db
    .select(rowCount())
    .from(matching.limit(COUNT_CAP + 1).as('matching'))
    .$dynamic();
}

interface ListParts<S extends string> {
  /** The rows' select, filtered but not ordered or limited, made `$dynamic()`. */
  rows: PgSelect;
  /** A select of one row with the count as `n`: `db.select(rowCount()).from(table).where(where).$dynamic()`. */
  count: PgSelect;
  /** Set when `count` is `countUpTo`: a count past the cap means "more than `COUNT_CAP`". */
  capped?: boolean;
  /**
   * Each sort field the contract allows, mapped to its indexed column — or columns, each in the chosen
   * direction (a day, then the time within it).
   */
  sortable: Record<S, SQLWrapper | SQLWrapper[]>;
  /** The id: keeps the order stable between pages when sort values repeat. */
  tiebreak: SQLWrapper;
  /**
   * The sort that is a nearest-first walk of a spatial index (`ORDER BY earth <-> point`). Such a walk takes
   * no second sort key, and a radius is a filter it cannot stop on: once the matches run out it would walk
   * to the end of the index. So its page is read after the count and asks for no more rows than were found.
   */
  nearestFirst?: S;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
  /** More rows match than were counted: `total` is a floor, shown as "1,000+". */
  atLeast?: true;
}

function totalOf(n: unknown, capped: boolean | undefined): Pick<Page<never>, 'total' | 'atLeast'> {
  const total = Number(n ?? 0);
  return capped && total > COUNT_CAP ? { total: COUNT_CAP, atLeast: true } : { total };
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
): Promise<Page<Row>> {
  const direction = query.order === 'asc' ? asc : desc;
  const offset = (query.page - 1) * query.limit;
  const key = parts.sortable[query.sort];
  const orderBy = (Array.isArray(key) ? key : [key]).map((column) => direction(column as SQL));

  if (query.sort === parts.nearestFirst) {
    const [counted] = (await parts.count) as { n: number }[];
    const wanted = Math.min(query.limit, Number(counted?.n ?? 0) - offset);
    const rows =
      wanted > 0
        ? ((await parts.rows
            .orderBy(...orderBy)
            .limit(wanted)
            .offset(offset)) as Row[])
        : [];
    return { rows, ...totalOf(counted?.n, parts.capped) };
  }

  const page = parts.rows
    .orderBy(...orderBy, asc(parts.tiebreak as SQL))
    .limit(query.limit)
    .offset(offset)
    .as('page');
  const total = parts.count.as('total');
  const result = (await db.select().from(total).leftJoin(page, sql`true`)) as unknown as {
    total: { n: number };
    page: Row | null;
  }[];
  return {
    rows: result.flatMap((row) => (row.page ? [row.page] : [])),
    ...totalOf(result[0]?.total.n, parts.capped),
  };
}
