import { bigint, date, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The national figures of the super administrator's dashboard, kept by the database (statement triggers,
 * migration 0019) as units, requests, camps, donations and people change: the dashboard sums a few hundred
 * tally rows, never the nation's units. A state or city of '' is one the address did not name.
 *
 * Metrics: donation (units collected), consumed (issued to patients), disposed, transferred, stock (units
 * entering minus leaving a shelf), demand (units requested), fulfilled and emergency (requests filled, with the
 * seconds they took), donor-found (a first donor deputed, with the seconds it took), camp (accepted camps),
 * deferral and deferral-reason:<reason> (donors deferred at screening), user (people on the platform).
 */
export const platformDailyTallies = pgTable(
  'platform_daily_tallies',
  {
    metric: text('metric').notNull(),
    state: text('state').notNull(),
    /** The India day it happened on. */
    day: date('day').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    /** Summed durations, for the metrics that are averages of a time. */
    seconds: doublePrecision('seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.metric, table.state, table.day] })],
);

/** The same figures since the start, by city: a state's city list and the map's totals. */
export const platformCityTallies = pgTable(
  'platform_city_tallies',
  {
    metric: text('metric').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    seconds: doublePrecision('seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.metric, table.state, table.city] })],
);
