import {
  AGE_BANDS,
  BLOOD_GROUPS,
  type BloodGroup,
  type Component,
  calendarDay,
  chosenBloodGroup,
  compatibleDonorGroups,
  EXPIRING_SOON_DAYS,
  type inProcessingListQuerySchema,
  type transferListQuerySchema,
  type UnitSortField,
  type unitListQuerySchema,
} from '@raktsetu/contract';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inventoryUnits, unitEvents } from '../../db/schema/index.js';
import { type PageQuery, pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { selectUnits, type UnitListRow } from './unit-rows.js';

export type UnitListQuery = z.output<typeof unitListQuerySchema>;
export type TransferListQuery = z.output<typeof transferListQuerySchema>;
export type InProcessingListQuery = z.output<typeof inProcessingListQuerySchema>;

const u = inventoryUnits;
/** A unit on a shelf of its holder: counted in stock, listed "In Inventory" (the partial indexes' condition). */
export const HELD_STATES = ['quarantined', 'available', 'reserved', 'inTransfer', 'unsafe'] as const;
const held = sql`${u.state} in ('quarantined', 'available', 'reserved', 'inTransfer', 'unsafe')`;
const shelf = sql`${u.state} in ('quarantined', 'available', 'reserved')`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const UNIT_SORT: Record<UnitSortField, SQL> = {
  expiryDate: sql`${u.expiryDate}`,
  collectionDate: sql`${u.collectionDate}`,
  bagId: sql`lower(${u.bagId})`,
  bloodGroup: sql`${u.bloodGroup}`,
  component: sql`${u.component}`,
  volume: sql`${u.volumeMl}`,
  issuedDate: sql`${u.issuedAt}`,
  receivedOn: sql`${u.receivedOn}`,
};

/**
 * The search box of the unit lists: a bag, unit or donor number by its start, a blood group, a date typed
 * dd/mm/yyyy (collected or expiring that day) or a volume in ml.
 */
function unitSearch(term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const prefix = prefixPattern(text.toLowerCase());
  const options: (SQL | undefined)[] = [
    sql`lower(${u.bagId}) like ${prefix}`,
    sql`lower(${u.unitNumber}) like ${prefix}`,
    sql`lower(${u.donorCode}) like ${prefix}`,
  ];
  const group = BLOOD_GROUPS.find((g) => g.toLowerCase() === text.toLowerCase());
  if (group) options.push(eq(u.bloodGroup, group));
  const day = /^\d{1,2}\/\d{1,2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(text) ? calendarDay(text) : null;
  if (day) options.push(eq(u.collectionDate, day), eq(u.expiryDate, day));
  if (/^\d{1,4}$/.test(text)) options.push(eq(u.volumeMl, Number(text)));
  return or(...options);
}

function cellFilter(query: {
  bloodGroup?: string;
  component?: Component;
  search?: string;
  compatibleWith?: BloodGroup;
}) {
  const group = chosenBloodGroup(query.bloodGroup);
  return and(
    group ? eq(u.bloodGroup, group) : undefined,
    query.compatibleWith && query.component
      ? inArray(u.bloodGroup, compatibleDonorGroups(query.component, query.compatibleWith))
      : undefined,
    query.component ? eq(u.component, query.component) : undefined,
    unitSearch(query.search),
  );
}

export interface StockCount {
  bloodGroup: string;
  component: string;
  available: number;
  within1: number;
  within3: number;
  within7: number;
  quarantined: number;
}

/** The institution's inventory, read through its own rows (docs/decisions/0044). */
export function createInventoryRepository(db: Db) {
  async function page(where: SQL | undefined, query: PageQuery<UnitSortField>) {
    return pageOf<UnitSortField, UnitListRow>(
      db,
      {
        rows: selectUnits(db).where(where),
        count: db.select(rowCount()).from(u).where(where).$dynamic(),
        sortable: UNIT_SORT,
        tiebreak: u.id,
      },
      query,
    );
  }

  return {
    /** Units on the shelf counted per cell; one pass over the stock index, expiry applied for `today`. */
    async stock(institutionId: string, today: string): Promise<StockCount[]> {
      const live = sql`${u.expiryDate} >= ${today}`;
      const expiringBy = (days: number) =>
        sql<number>`count(*) filter (where ${u.state} = 'available' and ${live} and ${u.expiryDate} < ${addDays(today, days)})::int`;
      return db
        .select({
          bloodGroup: u.bloodGroup,
          component: u.component,
          available: sql<number>`count(*) filter (where ${u.state} = 'available' and ${live})::int`,
          within1: expiringBy(1),
          within3: expiringBy(EXPIRING_SOON_DAYS),
          within7: expiringBy(7),
          quarantined: sql<number>`count(*) filter (where ${u.state} = 'quarantined' and ${live})::int`,
        })
        .from(u)
        .where(and(eq(u.institutionId, institutionId), shelf))
        .groupBy(u.bloodGroup, u.component);
    },

    async list(institutionId: string, query: UnitListQuery, today: string) {
      const mine = eq(u.institutionId, institutionId);
      const live = sql`${u.expiryDate} >= ${today}`;
      const byType: Record<UnitListQuery['type'], SQL | undefined> = {
        inventory: query.selectable ? and(eq(u.state, 'available'), live) : held,
        expiring: and(
          eq(u.state, 'available'),
          live,
          sql`${u.expiryDate} < ${addDays(today, query.days ?? EXPIRING_SOON_DAYS)}`,
        ),
        ageing: held,
        issued: eq(u.state, 'issued'),
        received: isNotNull(u.receivedOn),
        disposed: eq(u.state, 'disposed'),
      };
      const where = and(mine, byType[query.type], cellFilter(query));
      const result = await page(where, query);
      if (query.type !== 'ageing') return result;
      return { ...result, bands: await this.ageBands(where, today) };
    },

    /** Units per age band of the ageing report, over the same filter as its rows. */
    async ageBands(where: SQL | undefined, today: string) {
      const age = sql`(${today}::date - ${u.collectionDate})`;
      const counts = await db
        .select({
          band: sql<number>`(case ${sql.join(
            AGE_BANDS.map((band, i) =>
              band.to === null ? sql`when true then ${i}` : sql`when ${age} <= ${band.to} then ${i}`,
            ),
            sql` `,
          )} end)::int`,
          units: sql<number>`count(*)::int`,
        })
        .from(u)
        .where(where)
        .groupBy(sql`1`);
      return AGE_BANDS.map((band, i) => ({
        band: band.label,
        units: counts.find((c) => c.band === i)?.units ?? 0,
      }));
    },

    transfers(institutionId: string, query: TransferListQuery) {
      const side =
        query.type === 'incoming' ? eq(u.transferToId, institutionId) : eq(u.institutionId, institutionId);
      return page(and(side, eq(u.state, 'inTransfer'), cellFilter(query)), query);
    },

    inProcessing(institutionId: string, query: InProcessingListQuery) {
      return page(
        and(eq(u.institutionId, institutionId), eq(u.state, 'inProcessing'), cellFilter(query)),
        query,
      );
    },

    /**
     * Whether the institution may read the unit: it holds it, it is the receiver of a transfer in process, or it
     * held it once (its history names the institution).
     */
    visibleTo(institutionId: string) {
      return or(
        eq(u.institutionId, institutionId),
        and(eq(u.transferToId, institutionId), eq(u.state, 'inTransfer')),
        sql`exists (select 1 from ${unitEvents} where ${unitEvents.unitId} = ${u.id} and ${unitEvents.institutionId} = ${institutionId})`,
      );
    },

    async findVisible(institutionId: string, where: SQL | undefined) {
      const [row] = await selectUnits(db)
        .where(and(where, this.visibleTo(institutionId)))
        .limit(1);
      return row ?? null;
    },

    async byIds(ids: string[]) {
      return ids.length ? selectUnits(db).where(inArray(u.id, ids)) : [];
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
