import {
  DASHBOARD_ALL_STATES,
  DASHBOARD_WINDOW_DAYS,
  type DashboardDataRequest,
  type IndiaState,
  indiaStateOf,
  lowerSpellingsOf,
  type Statistics,
  type TileData,
} from '@raktsetu/contract';
import { and, gt, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformCityTallies, platformDailyTallies } from '../../db/schema/index.js';

/**
 * The national dashboard reads only the tallies the database keeps as data changes (migration 0019,
 * docs/decisions/0050): a few thousand rows at most, however many units the country holds.
 */

const windowStart = sql`india_day(now()) - ${DASHBOARD_WINDOW_DAYS}::int`;
const SECONDS_PER_HOUR = 3600;
const DEFERRAL_REASON = 'deferral-reason:';

function round(value: number, places = 1): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** The tallies' rows of one state under any of its spellings, or every row. */
function inState(
  column: typeof platformCityTallies.state | typeof platformDailyTallies.state,
  state: IndiaState | null,
) {
  return state ? inArray(sql`lower(${column})`, lowerSpellingsOf(state)) : undefined;
}

/** The place with the most and the fewest of a metric: states for the country, cities within a state. */
function mostAndFewest(places: { place: string; n: number }[]): [string | null, string | null] {
  const named = places.filter((entry) => entry.place !== '' && entry.n > 0);
  if (named.length === 0) return [null, null];
  const sorted = [...named].sort((a, b) => b.n - a.n || a.place.localeCompare(b.place));
  return [sorted[0]?.place ?? null, sorted.at(-1)?.place ?? null];
}

export function createPlatformDashboardService({ db }: { db: Db }) {
  /** Sums of metrics over the window, by metric. */
  async function windowSums(metrics: string[], state: IndiaState | null): Promise<Map<string, number>> {
    const rows = await db
      .select({ metric: platformDailyTallies.metric, n: sql<number>`sum(${platformDailyTallies.n})::float8` })
      .from(platformDailyTallies)
      .where(
        and(
          inArray(platformDailyTallies.metric, metrics),
          gt(platformDailyTallies.day, windowStart),
          inState(platformDailyTallies.state, state),
        ),
      )
      .groupBy(platformDailyTallies.metric);
    return new Map(rows.map((row) => [row.metric, row.n]));
  }

  /** Metrics since the start, by place: by state for the country, by city within a state. */
  async function byPlace(metrics: string[], state: IndiaState | null) {
    const place = state ? platformCityTallies.city : platformCityTallies.state;
    const rows = await db
      .select({
        metric: platformCityTallies.metric,
        place,
        n: sql<number>`sum(${platformCityTallies.n})::float8`,
        seconds: sql<number>`sum(${platformCityTallies.seconds})::float8`,
      })
      .from(platformCityTallies)
      .where(
        and(
          or(
            inArray(platformCityTallies.metric, metrics),
            like(platformCityTallies.metric, `${DEFERRAL_REASON}%`),
          ) as SQL,
          inState(platformCityTallies.state, state),
        ),
      )
      .groupBy(platformCityTallies.metric, place);
    // States are named as INDIA_STATES names them, whatever spelling the addresses used.
    return rows.map((row) => ({
      ...row,
      place: state ? row.place : (indiaStateOf(row.place) ?? ''),
    }));
  }

  return {
    async tileData(): Promise<TileData> {
      const [sums, [stock]] = await Promise.all([
        windowSums(['donation', 'consumed', 'demand', 'transferred'], null),
        db
          .select({ n: sql<number>`coalesce(sum(${platformCityTallies.n}), 0)::float8` })
          .from(platformCityTallies)
          .where(sql`${platformCityTallies.metric} = 'stock'`),
      ]);
      const of = (metric: string) => sums.get(metric) ?? 0;
      return {
        donations: of('donation'),
        consumed: of('consumed'),
        demandPerDay: round(of('demand') / DASHBOARD_WINDOW_DAYS),
        issued: round((of('consumed') + of('transferred')) / DASHBOARD_WINDOW_DAYS),
        inventory: stock?.n ?? 0,
      };
    },

    async statistics(request: DashboardDataRequest): Promise<Statistics> {
      const state =
        request.state && request.state !== DASHBOARD_ALL_STATES ? (request.state as IndiaState) : null;
      const [rows, recent] = await Promise.all([
        byPlace(
          [
            'donation',
            'consumed',
            'disposed',
            'transferred',
            'user',
            'camp',
            'emergency',
            'donor-found',
            'fulfilled',
            'deferral',
          ],
          state,
        ),
        windowSums(['user', 'consumed'], state),
      ]);

      const total = (metric: string) =>
        rows.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.n, 0);
      const hours = (metric: string) => {
        const of = rows.filter((row) => row.metric === metric);
        const n = of.reduce((sum, row) => sum + row.n, 0);
        return n > 0 ? round(of.reduce((sum, row) => sum + row.seconds, 0) / n / SECONDS_PER_HOUR) : null;
      };
      const places = (metric: string) => {
        const sums = new Map<string, number>();
        for (const row of rows)
          if (row.metric === metric) sums.set(row.place, (sums.get(row.place) ?? 0) + row.n);
        return [...sums].map(([place, n]) => ({ place, n }));
      };
      const reasons = new Map<string, number>();
      for (const row of rows)
        if (row.metric.startsWith(DEFERRAL_REASON)) {
          const reason = row.metric.slice(DEFERRAL_REASON.length);
          reasons.set(reason, (reasons.get(reason) ?? 0) + row.n);
        }
      const [topReason] = [...reasons]
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

      const [mostActive, leastActive] = mostAndFewest(places('camp'));
      const [highestConsumption, lowestConsumption] = mostAndFewest(places('consumed'));
      const donations = places('donation')
        .filter((entry) => entry.place !== '' && entry.n > 0)
        .sort((a, b) => b.n - a.n || a.place.localeCompare(b.place));
      const placeFigures = Object.fromEntries(donations.map((entry) => [entry.place, entry.n]));

      return {
        donation: total('donation'),
        consumed: total('consumed'),
        disposed: total('disposed'),
        transfered: total('transferred'),
        users: total('user'),
        newUsers: recent.get('user') ?? 0,
        camps: total('camp'),
        emergencyResponseMobilisatioOfBlood: total('emergency'),
        MostActiveStateInBloodDonationDrive: mostActive,
        LeastActiveStateInBloodDonationDrive: leastActive,
        HighestConsumputionState: highestConsumption,
        LowestConsumptionState: lowestConsumption,
        AvarageTimeToFindDonor: hours('donor-found'),
        AvarageTimeToFulfilRequest: hours('fulfilled'),
        topReasonToDOnorDefferal: topReason?.[0] ?? null,
        DonorDeffered: total('deferral'),
        AvarageConsuptionOfBlood: round((recent.get('consumed') ?? 0) / DASHBOARD_WINDOW_DAYS),
        citiwisedonors: state ? placeFigures : {},
        mapData: state ? {} : placeFigures,
      };
    },
  };
}

export type PlatformDashboardService = ReturnType<typeof createPlatformDashboardService>;
