import {
  chosenBloodGroup,
  isBlockInForce,
  type PlatformUserSort,
  type platformUserListQuerySchema,
} from '@raktsetu/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  bloodRequests,
  donationRecords,
  inventoryUnits,
  type PersonRow,
  people,
} from '../../db/schema/index.js';
import { COUNT_CAP, countUpTo, type Page } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';

export type PlatformUserPageQuery = z.output<typeof platformUserListQuerySchema>;

/** Today in India as the database sees it (India has no daylight saving). */
const indiaToday = sql`(now() + interval '330 minutes')::date`;

/**
 * The platform's block of a person is in force: set, and not a temporary block past its last day (it ends by
 * itself; no job clears it). `isPersonBlockedNow` is the same rule on a row read already; both count the day
 * on India's calendar. Never null, so that `not` of it keeps every unblocked row.
 */
export const personBlockedNow = sql<boolean>`(${people.blockedAt} is not null and ${people.blockType} is not null and (${people.blockType} <> 'temporarily' or coalesce(${people.blockUntil} >= ${indiaToday}, false)))`;

export function isPersonBlockedNow(
  person: Pick<PersonRow, 'blockType' | 'blockReason' | 'blockUntil' | 'blockedAt'>,
  on?: Date,
): boolean {
  if (!person.blockedAt || !person.blockType) return false;
  return isBlockInForce(
    { type: person.blockType, reason: person.blockReason ?? '', until: person.blockUntil },
    on,
  );
}

/**
 * What the Users screen reads of a person: who they are and how to reach them, and the platform's block.
 * Never the Aadhaar hash or its digits, the questionnaire, deferrals or measurements.
 */
const userFields = {
  id: people.id,
  donorCode: people.donorCode,
  firstName: people.firstName,
  lastName: people.lastName,
  gender: people.gender,
  dateOfBirth: people.dateOfBirth,
  bloodGroup: people.bloodGroup,
  countryCode: people.countryCode,
  mobileNumber: people.mobileNumber,
  email: people.email,
  addressDescription: people.addressDescription,
  landmark: people.landmark,
  city: people.city,
  state: people.state,
  zipcode: people.zipcode,
  photo: people.photo,
  blockType: people.blockType,
  blockReason: people.blockReason,
  blockComment: people.blockComment,
  blockUntil: people.blockUntil,
  blockFile: people.blockFile,
  blockedAt: people.blockedAt,
  addedAt: people.addedAt,
};

export type UserRecord = Pick<PersonRow, keyof typeof userFields>;

/** Searches are by the start of a name, donor ID, mobile number or e-mail: prefix lookups on their indexes. */
function searchCondition(term: string | undefined): SQL | undefined {
  const text = term?.trim().toLowerCase();
  if (!text) return undefined;
  const prefix = prefixPattern(text);
  const [firstWord = text] = text.split(/\s+/);
  return or(
    sql`lower(${people.firstName}) like ${prefix}`,
    sql`lower(${people.lastName}) like ${prefix}`,
    sql`${people.donorCode} like ${prefixPattern(text.toUpperCase())}`,
    sql`${people.mobileNumber} like ${prefix}`,
    sql`lower(${people.email}) like ${prefix}`,
    // "asha kul": first and last name together, only when both are typed; the first word finds them.
    text.includes(' ')
      ? and(
          sql`lower(${people.firstName}) like ${prefixPattern(firstWord)}`,
          sql`lower(${people.firstName} || ' ' || ${people.lastName}) like ${prefix}`,
        )
      : undefined,
  );
}

type Order = PlatformUserPageQuery['order'];
const by = (column: PgColumn, order: Order) => (order === 'asc' ? asc(column) : desc(column));

/**
 * A name's order walks its prefix index (`lower(name) text_pattern_ops`), which only the pattern operators
 * `~<~`/`~>~` can read in order; a plain ORDER BY lower(name) would sort every person on each page.
 */
const byName = (column: PgColumn, order: Order) =>
  sql`lower(${column}) using ${sql.raw(order === 'asc' ? '~<~' : '~>~')}`;

/** Each sort field as the index that serves it reads: people_added_idx, the name prefixes, donor_code, group. */
const ORDER_BY: Record<PlatformUserSort, (order: Order) => SQL[]> = {
  addedAt: (order) => [by(people.addedAt, order)],
  firstName: (order) => [byName(people.firstName, order)],
  lastName: (order) => [byName(people.lastName, order)],
  donorId: (order) => [by(people.donorCode, order)],
  bloodGroup: (order) => [by(people.bloodGroup, order), by(people.addedAt, order)],
};

export function createPlatformUsersRepository(db: Db) {
  /**
   * The count and the page in one statement, as lib/paging.ts pageOf builds it: the page still walks its index
   * and stops after `limit` rows, and a page past the last still learns the total. The count stops one past
   * COUNT_CAP ("1,000+"): the nation's people are many more than anyone pages through.
   */
  function listStatement(query: PlatformUserPageQuery) {
    const group = chosenBloodGroup(query.bloodGroup);
    const where = and(
      group ? eq(people.bloodGroup, group) : undefined,
      query.status === 'Blocked'
        ? personBlockedNow
        : query.status === 'Active'
          ? sql`not ${personBlockedNow}`
          : undefined,
      searchCondition(query.search),
    );
    const page = db
      .select(userFields)
      .from(people)
      .where(where)
      .orderBy(...ORDER_BY[query.sort](query.order), asc(people.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .as('page');
    const total = countUpTo(db, db.select({ one: sql`1` }).from(people).where(where).$dynamic()).as('total');
    return db.select().from(total).leftJoin(page, sql`true`);
  }

  return {
    /** The statement `list` runs, not run: the bench shows its plan. */
    listStatement,

    /** One page of the platform's people, filtered, searched, sorted and paged in the database. */
    async list(query: PlatformUserPageQuery): Promise<Page<UserRecord>> {
      const result = (await listStatement(query)) as unknown as {
        total: { n: number };
        page: UserRecord | null;
      }[];
      const n = Number(result[0]?.total.n ?? 0);
      return {
        rows: result.flatMap((row) => (row.page ? [row.page] : [])),
        ...(n > COUNT_CAP ? { total: COUNT_CAP, atLeast: true as const } : { total: n }),
      };
    },

    /**
     * Donations recorded for each person, units of theirs issued to patients (the lives their blood saved) and
     * requests each raised, for the rows of one page only: each count an index lookup (donation_records_person_idx,
     * inventory_units_person_idx, blood_requests_person_idx), never a scan.
     */
    async countsOf(ids: string[], tx: Db = db) {
      // Named with its table: a one-table select writes its own columns bare, which inside the subquery
      // would name the subquery's table instead.
      const personId = sql`${people}.${sql.identifier('id')}`;
      const counts = new Map<string, { donations: number; livesSaved: number; requests: number }>();
      if (ids.length === 0) return counts;
      const rows = await tx
        .select({
          id: people.id,
          donations:
            sql<number>`(select count(*) from ${donationRecords} where ${donationRecords.personId} = ${personId})`.mapWith(
              Number,
            ),
          livesSaved:
            sql<number>`(select count(*) from ${inventoryUnits} where ${inventoryUnits.personId} = ${personId} and ${inventoryUnits.state} = 'issued')`.mapWith(
              Number,
            ),
          requests:
            sql<number>`(select count(*) from ${bloodRequests} where ${bloodRequests.raisedByPersonId} = ${personId})`.mapWith(
              Number,
            ),
        })
        .from(people)
        .where(inArray(people.id, ids));
      for (const row of rows)
        counts.set(row.id, { donations: row.donations, livesSaved: row.livesSaved, requests: row.requests });
      return counts;
    },

    async findById(id: string, tx: Db = db): Promise<UserRecord | null> {
      const [row] = await tx.select(userFields).from(people).where(eq(people.id, id)).limit(1);
      return row ?? null;
    },

    /** The person's row, locked until the transaction ends: two administrators never both block them. */
    async lockById(tx: Db, id: string): Promise<UserRecord | null> {
      const [row] = await tx.select(userFields).from(people).where(eq(people.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async setBlock(
      tx: Db,
      id: string,
      block: Pick<
        typeof people.$inferInsert,
        'blockType' | 'blockReason' | 'blockComment' | 'blockUntil' | 'blockFile' | 'blockedAt'
      >,
    ): Promise<UserRecord> {
      const [row] = await tx
        .update(people)
        .set({ ...block, updatedAt: new Date() })
        .where(eq(people.id, id))
        .returning(userFields);
      if (!row) throw new Error('the person was not updated');
      return row;
    },
  };
}

export type PlatformUsersRepository = ReturnType<typeof createPlatformUsersRepository>;
