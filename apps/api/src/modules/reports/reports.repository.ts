import type { BloodGroup, Component, DisposeReason } from '@raktsetu/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The figures of the blood centre's registers, grouped and counted in the database. Every query names the
 * centre itself: a report never reads another centre's units, donations or results.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The stored states in which a unit is on its holder's shelf (contract SHELF_STATES). */
const SHELF = sql`('quarantined', 'available', 'reserved')`;

/**
 * The history rows that concern a centre's shelf. A declined transfer is written where it was declined (the
 * receiver), but it puts the unit back on the sender's shelf: for the shelf it belongs to the sender, named as
 * its counterpart (migration: unit_events_declined_idx finds those rows without scanning the others).
 */
const eventsOf = (institutionId: string) =>
  sql`((e.institution_id = ${institutionId} and e.action <> 'transfer-declined')
    or (e.action = 'transfer-declined' and e.counterpart_id = ${institutionId}))`;

export interface ShelfCell {
  component: Component;
  bloodGroup: BloodGroup;
  /** Units on the shelf, usable on `usableOn` (expiry day not before it). */
  units: number;
  /** Of those, the units whose expiry day is on or before `flagUntil`. */
  flagged: number;
}

export interface MovementRow {
  component: Component;
  bloodGroup: BloodGroup;
  action: string;
  /** +1: the change put the unit on the usable shelf; -1: it took it off. */
  direction: 1 | -1;
  units: number;
}

export function createReportsRepository(db: Db) {
  return {
    /**
     * The shelf at an instant, rebuilt from the append-only history: each unit's last change at the centre
     * before `at` says where it stood then. Today's state is never read, so a past day reads as it was.
     */
    async shelfAt(
      institutionId: string,
      at: Date,
      usableOn: string,
      flagUntil: string,
    ): Promise<ShelfCell[]> {
      return rowsOf<ShelfCell>(
        db,
        sql`select u.component, u.blood_group as "bloodGroup", count(*)::int as units,
              count(*) filter (where u.expiry_date <= ${flagUntil}::date)::int as flagged
            from (
              select distinct on (e.unit_id) e.unit_id, e.to_state
              from unit_events e
              where ${eventsOf(institutionId)} and e.at < ${at.toISOString()}::timestamptz
                and e.to_state is not null
              order by e.unit_id, e.seq desc
            ) last
            join inventory_units u on u.id = last.unit_id
            where last.to_state in ${SHELF} and u.expiry_date >= ${usableOn}::date
            group by u.component, u.blood_group`,
      );
    },

    /**
     * The shelf as it is now, from the units' present state (the stock index): the same figure `shelfAt` would
     * rebuild for this moment, without reading a year of history.
     */
    async shelfNow(institutionId: string, usableOn: string, flagUntil: string): Promise<ShelfCell[]> {
      return rowsOf<ShelfCell>(
        db,
        sql`select component, blood_group as "bloodGroup", count(*)::int as units,
              count(*) filter (where expiry_date <= ${flagUntil}::date)::int as flagged
            from inventory_units
            where institution_id = ${institutionId} and state in ${SHELF} and expiry_date >= ${usableOn}::date
            group by component, blood_group`,
      );
    },

    /**
     * The changes between two instants that put a unit on the usable shelf or took it off, counted per cell
     * and action. `usableOn` is the day: a unit past its expiry is not stock, so moving it changes nothing.
     */
    async movements(institutionId: string, from: Date, to: Date, usableOn: string): Promise<MovementRow[]> {
      const wasIn = sql`coalesce(e.from_state in ${SHELF} and u.expiry_date >= ${usableOn}::date, false)`;
      const isIn = sql`coalesce(e.to_state in ${SHELF} and u.expiry_date >= ${usableOn}::date, false)`;
      return rowsOf<MovementRow>(
        db,
        sql`select u.component, u.blood_group as "bloodGroup", e.action,
              case when ${isIn} then 1 else -1 end as direction, count(*)::int as units
            from unit_events e
            join inventory_units u on u.id = e.unit_id
            where ${eventsOf(institutionId)}
              and e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz
              and ${wasIn} <> ${isIn}
            group by u.component, u.blood_group, e.action, 4`,
      );
    },

    /** Units the centre issued between two instants, by component (issued is final: the unit stays the issuer's). */
    async issuedByComponent(institutionId: string, from: Date, to: Date) {
      return rowsOf<{ component: Component; units: number }>(
        db,
        sql`select component, count(*)::int as units from inventory_units
            where institution_id = ${institutionId} and state = 'issued'
              and issued_at >= ${from.toISOString()}::timestamptz and issued_at < ${to.toISOString()}::timestamptz
            group by component`,
      );
    },

    /** Units the centre discarded between two instants, by reason. */
    async disposedByReason(institutionId: string, from: Date, to: Date) {
      return rowsOf<{ reason: DisposeReason | null; units: number }>(
        db,
        sql`select dispose_reason as reason, count(*)::int as units from inventory_units
            where institution_id = ${institutionId} and state = 'disposed'
              and disposed_at >= ${from.toISOString()}::timestamptz and disposed_at < ${to.toISOString()}::timestamptz
            group by dispose_reason`,
      );
    },

    /**
     * Donors bled or deferred over calendar days, by donor type: replacement when the donation answers a request
     * for a patient, voluntary otherwise; at a camp or in the centre.
     */
    async donationsByType(institutionId: string, first: string, last: string) {
      return rowsOf<{ replacement: boolean; camp: boolean; outcome: 'donated' | 'deferred'; donors: number }>(
        db,
        sql`select request_id is not null as replacement, camp_id is not null or kind = 'camp' as camp,
              outcome, count(*)::int as donors
            from donations
            where institution_id = ${institutionId} and donated_on between ${first}::date and ${last}::date
              and outcome in ('donated', 'deferred')
            group by 1, 2, 3`,
      );
    },

    /** Why donors were deferred over calendar days, most frequent first; a donor with two reasons counts in both. */
    async deferralReasons(institutionId: string, first: string, last: string, limit: number) {
      return rowsOf<{ reason: string; donors: number }>(
        db,
        sql`select r.reason, count(*)::int as donors
            from donations d, jsonb_array_elements_text(d.deferral_reasons) as r(reason)
            where d.institution_id = ${institutionId} and d.donated_on between ${first}::date and ${last}::date
              and d.outcome = 'deferred'
            group by r.reason order by donors desc, r.reason limit ${limit}`,
      );
    },

    /**
     * The lab's current results of donation samples tested between two instants (a corrected result counts once,
     * as corrected), with how many were tested and reactive for each mandatory test.
     */
    async screening(institutionId: string, from: Date, to: Date, tests: readonly string[]) {
      const perTest = tests.map(
        (test) =>
          sql`count(*) filter (where screening ->> ${test} is not null)::int as ${sql.identifier(`${test}_tested`)},
              count(*) filter (where screening ->> ${test} = 'reactive')::int as ${sql.identifier(`${test}_reactive`)}`,
      );
      const [row] = await rowsOf<Record<string, number>>(
        db,
        sql`select count(*)::int as tested,
              count(*) filter (where exists (
                select 1 from jsonb_each_text(screening) as s(test, outcome) where s.outcome = 'reactive'
              ))::int as reactive,
              ${sql.join(perTest, sql`, `)}
            from donor_lab_results
            where institution_id = ${institutionId} and sample_id is not null and superseded_at is null
              and added_at >= ${from.toISOString()}::timestamptz and added_at < ${to.toISOString()}::timestamptz`,
      );
      return row ?? {};
    },

    async centre(institutionId: string) {
      const [row] = await rowsOf<{
        name: string;
        address: string | null;
        city: string | null;
        state: string | null;
        zipcode: string | null;
        licence: string | null;
      }>(
        db,
        sql`select name, address_description as address, city, state, zipcode,
              settings -> 'general' ->> 'licenceNumber' as licence
            from institutions where id = ${institutionId}`,
      );
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
