import {
  BLOOD_GROUPS,
  type ChartPeriod,
  COMPONENTS,
  type DashboardCharts,
  type DashboardCounts,
  DEFAULT_NEARBY_RADIUS_KM,
  indiaToday,
  type NgoDashboard,
} from '@raktsetu/contract';
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  camps,
  donationRecords,
  institutionDonors,
  institutionDonorTallies,
  inventoryUnits,
  unitCollectionTallies,
} from '../../db/schema/index.js';
import { COUNT_CAP } from '../../lib/paging.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { DonorsService } from '../donors/donors.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { fillPeriods, periodStarts } from './chart-periods.js';

const u = inventoryUnits;
const truncUnit = (period: ChartPeriod) => sql.raw(period === 'Monthly' ? "'month'" : "'week'");

/**
 * The institution dashboard's figures (docs/spec/part-1-institution-side.md §2, §3). Each is one indexed
 * read of this institution's rows: the stock grid's counts, the nearby lists' capped counts, index ranges of
 * its issued and received units, and the daily tallies of what it collected.
 */
export function createDashboardService(deps: {
  db: Db;
  inventory: InventoryService;
  donors: DonorsService;
  now?: () => Date;
}) {
  const { db, inventory, donors } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());
  // Only the totals: a nearest-first page of no rows reads none (lib/paging.ts), one statement less for each list.
  const totalsOnly = {
    page: 1,
    limit: 0,
    sort: 'distance',
    order: 'asc',
    radiusKm: DEFAULT_NEARBY_RADIUS_KM,
  } as const;

  /** Donors within 25 km, and those of them who may give today, as the two nearby lists count them. */
  async function nearbyCounts(ctx: InstitutionContext) {
    const [nearby, available] = await Promise.all([
      donors.nearby(ctx, totalsOnly),
      donors.available(ctx, totalsOnly),
    ]);
    return { nearby: nearby.total, available: available.total };
  }

  const sumBy = <K extends string>(keys: readonly K[], rows: { key: string; count: number }[]) =>
    keys.map((key) => ({
      key,
      count: rows.filter((row) => row.key === key).reduce((n, row) => n + row.count, 0),
    }));

  return {
    async counts(ctx: InstitutionContext): Promise<DashboardCounts> {
      const mine = eq(u.institutionId, ctx.institutionId);
      const [stock, nearby, [issued], [received]] = await Promise.all([
        inventory.stock(ctx),
        nearbyCounts(ctx),
        db
          .select({ n: count() })
          .from(u)
          .where(and(mine, sql`${u.state} = 'issued'`)),
        db
          .select({ n: count() })
          .from(u)
          .where(and(mine, isNotNull(u.receivedOn))),
      ]);
      const available = stock.data
        .flatMap((group) => group.inventory)
        .reduce((n, cell) => n + cell.available, 0);
      return {
        nearByDonorsCount: nearby.nearby,
        activeDonorsCount: nearby.available,
        recievedCount: Number(received?.n ?? 0),
        issuedCount: Number(issued?.n ?? 0),
        inventoryCount: { inventory: available },
        expiringSoonCount: stock.expiring.within3,
        countCap: COUNT_CAP,
      };
    },

    /** Stock by component and by blood group now; units collected here per month or week. */
    async charts(ctx: InstitutionContext, period: ChartPeriod): Promise<DashboardCharts> {
      const starts = periodStarts(period, today());
      const c = unitCollectionTallies;
      const bucket = sql<string>`to_char(date_trunc(${truncUnit(period)}, ${c.collectionDate}), 'YYYY-MM-DD')`;
      const [stock, collected] = await Promise.all([
        inventory.stock(ctx),
        db
          .select({ date: bucket, count: sql<number>`sum(${c.units})::int` })
          .from(c)
          .where(and(eq(c.institutionId, ctx.institutionId), gte(c.collectionDate, starts[0] as string)))
          .groupBy(bucket),
      ]);
      const cells = stock.data.flatMap((group) =>
        group.inventory.map((cell) => ({
          group: group._id,
          component: cell.component,
          count: cell.available,
        })),
      );
      return {
        period,
        byComponent: sumBy(
          COMPONENTS,
          cells.map((c) => ({ key: c.component, count: c.count })),
        ).map(({ key, count }) => ({ component: key, count })),
        overTime: fillPeriods(starts, collected),
        byBloodGroup: sumBy(
          BLOOD_GROUPS,
          cells.map((c) => ({ key: c.group, count: c.count })),
        ).map(({ key, count }) => ({ bloodGroup: key, count })),
      };
    },

    /**
     * The NGO's tiles and charts: its donors (the tallies the database keeps), those nearby who may give today,
     * the donations its donors made and who gave more than once, and the camps it organised that a blood centre
     * scheduled (by the camp's day; one range of the organiser index).
     */
    async ngo(ctx: InstitutionContext, period: ChartPeriod): Promise<NgoDashboard> {
      const mine = eq(institutionDonors.institutionId, ctx.institutionId);
      const donations = db
        .select({ personId: donationRecords.personId, component: donationRecords.component })
        .from(donationRecords)
        .innerJoin(institutionDonors, and(mine, eq(institutionDonors.personId, donationRecords.personId)))
        .as('donations');
      const starts = periodStarts(period, today());
      const scheduledCamps = and(
        eq(camps.organiserInstitutionId, ctx.institutionId),
        eq(camps.status, 'Accepted'),
      );
      const campBucket = sql<string>`to_char(date_trunc(${truncUnit(period)}, ${camps.campDate}), 'YYYY-MM-DD')`;
      const [tallies, nearby, byComponent, [repeat], [organised], campsOverTime] = await Promise.all([
        db
          .select({ key: institutionDonorTallies.bloodGroup, count: institutionDonorTallies.donors })
          .from(institutionDonorTallies)
          .where(eq(institutionDonorTallies.institutionId, ctx.institutionId)),
        nearbyCounts(ctx),
        db
          .select({ key: donations.component, count: sql<number>`count(*)::int` })
          .from(donations)
          .groupBy(donations.component),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(
            db
              .select({ personId: donations.personId })
              .from(donations)
              .groupBy(donations.personId)
              .having(sql`count(*) > 1`)
              .as('repeat'),
          ),
        db.select({ n: sql<number>`count(*)::int` }).from(camps).where(scheduledCamps),
        db
          .select({ date: campBucket, count: sql<number>`count(*)::int` })
          .from(camps)
          .where(and(scheduledCamps, gte(camps.campDate, starts[0] as string)))
          .groupBy(campBucket),
      ]);
      const donated = byComponent.reduce((n, row) => n + row.count, 0);
      return {
        activeDonorsCount: tallies.reduce((n, row) => n + row.count, 0),
        nearByDonorsCount: nearby.available,
        donetedSoFarCount: donated,
        repeatDonationsCount: Number(repeat?.n ?? 0),
        campOrgnisedCount: Number(organised?.n ?? 0),
        countCap: COUNT_CAP,
        period,
        campGrapgh: fillPeriods(starts, campsOverTime),
        componenetWiseData: sumBy(COMPONENTS, byComponent).map(({ key, count }) => ({
          component: key,
          count,
        })),
        bloodGroupWiseData: sumBy(BLOOD_GROUPS, tallies).map(({ key, count }) => ({
          bloodGroup: key,
          count,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
