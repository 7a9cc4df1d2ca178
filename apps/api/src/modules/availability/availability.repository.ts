import { type BloodGroup, type Component, type IndiaState, lowerSpellingsOf } from '@raktsetu/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions as i } from '../../db/schema/index.js';

export interface AvailabilitySearch {
  state: IndiaState;
  city?: string;
  bloodGroup?: BloodGroup;
  component?: Component;
  origin: { latitude: number; longitude: number } | null;
  page: number;
  limit: number;
  today: string;
}

export interface CentreStockRow {
  id: string;
  name: string;
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  countryCode: string;
  contactNumber: string;
  open24x7: boolean;
  latitude: number | null;
  longitude: number | null;
  distanceM: number | null;
  units: number;
  counts: { bloodGroup: BloodGroup; component: Component; units: number }[];
  total: number;
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Approved, active blood centres of a state (and city): the partial place index's own condition, as written there. */
function centresOf(state: IndiaState, city: string | undefined): SQL | undefined {
  return and(
    sql`${i.status} = 'Confirmed' and ${i.type} in ('BloodBank', 'Both')`,
    eq(i.accessState, 'Active'),
    inArray(sql`lower(${i.state})`, lowerSpellingsOf(state)),
    city ? eq(sql`lower(${i.city})`, city.toLowerCase()) : undefined,
  );
}

export function createAvailabilityRepository(db: Db) {
  return {
    /**
     * One page of the centres holding matching units, with the number of such centres. Whether a centre holds
     * any is one probe of the stock index; only the page's centres are counted, cell by cell (a whole state
     * counted took 40 ms at national scale, its page a few: docs/decisions/0052).
     */
    async search(search: AvailabilitySearch): Promise<CentreStockRow[]> {
      const here = search.origin
        ? sql`ll_to_earth(${search.origin.latitude}, ${search.origin.longitude})`
        : null;
      const distance = here ? sql`earth_distance(${here}, ${i.earth})` : sql`null::float8`;
      // Units on the shelf, released and not expired, of a component the centre shows (the stock index's
      // own condition written out, so the planner uses it).
      const offered = (centreId: SQL, hidden: SQL) => sql`u.institution_id = ${centreId}
        and u.state in ('quarantined', 'available', 'reserved') and u.state = 'available'
        and u.expiry_date >= ${search.today} and u.component <> all(${hidden})
        ${search.bloodGroup ? sql`and u.blood_group = ${search.bloodGroup}` : sql``}
        ${search.component ? sql`and u.component = ${search.component}` : sql``}`;
      return rowsOf<CentreStockRow>(
        db,
        sql`
        with page as (
          select ${i.id} as id, ${i.name} as name, ${i.addressDescription} as address, ${i.city} as city,
            ${i.state} as state, ${i.zipcode} as zipcode, ${i.countryCode} as "countryCode",
            ${i.contactNumber} as "contactNumber",
            coalesce((${i.settings} -> 'general' ->> 'open24x7')::boolean, false) as "open24x7",
            ${i.latitude} as latitude, ${i.longitude} as longitude, ${distance} as "distanceM",
            ${i.publicHiddenComponents} as hidden, lower(${i.name}) as "sortName", count(*) over ()::int as total
          from ${i}
          where ${centresOf(search.state, search.city)}
            and exists (select 1 from inventory_units u where ${offered(sql`${i.id}`, sql`${i.publicHiddenComponents}`)})
          order by ${here ? sql`"distanceM" nulls last, ` : sql``}"sortName", id
          limit ${search.limit} offset ${(search.page - 1) * search.limit}
        )
        select page.*, s.units, s.counts
        from page
        cross join lateral (
          select sum(cell.n)::int as units,
            json_agg(json_build_object('bloodGroup', cell.blood_group, 'component', cell.component,
              'units', cell.n)) as counts
          from (
            select u.blood_group, u.component, count(*)::int as n
            from inventory_units u
            where ${offered(sql`page.id`, sql`page.hidden`)}
            group by u.blood_group, u.component
          ) cell
        ) s
        order by ${here ? sql`page."distanceM" nulls last, ` : sql``}page."sortName", page.id`,
      );
    },

    /** The newest stock change of each centre: one step down the (institution, at) index per centre. */
    async stockChangedAt(ids: string[]): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await rowsOf<{ id: string; at: Date | string | null }>(
        db,
        // A transfusion reaction written into a unit's history (haemovigilance) changes no stock.
        sql`select id, (select max(e.at) from unit_events e where e.institution_id = id and e.action <> 'reaction') as at
            from unnest(array[${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}]) as id`,
      );
      return new Map(rows.filter((row) => row.at).map((row) => [row.id, new Date(row.at as string)]));
    },

    /** The cities of a state with an approved blood centre, each spelled as most of its centres write it. */
    async cities(state: IndiaState): Promise<string[]> {
      const rows = await rowsOf<{ city: string }>(
        db,
        sql`select mode() within group (order by trim(${i.city})) as city
            from ${i}
            where ${centresOf(state, undefined)} and trim(coalesce(${i.city}, '')) <> ''
            group by lower(trim(${i.city}))
            order by lower(trim(${i.city}))`,
      );
      return rows.map((row) => row.city);
    },

    async hiddenComponents(institutionId: string): Promise<Component[]> {
      const [row] = await db
        .select({ hidden: i.publicHiddenComponents })
        .from(i)
        .where(eq(i.id, institutionId));
      return (row?.hidden ?? []) as Component[];
    },

    async setHiddenComponents(institutionId: string, hidden: Component[]) {
      await db
        .update(i)
        .set({ publicHiddenComponents: hidden, updatedAt: new Date() })
        .where(eq(i.id, institutionId));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
