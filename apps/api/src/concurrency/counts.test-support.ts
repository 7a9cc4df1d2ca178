import { indiaToday, inventoryEndpoints, REQUEST_REACH_KM } from '@raktsetu/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import type { Caller } from '../test/callers.js';
import { rowsOf } from './trials.test-support.js';

/**
 * What must hold of the whole database after any race, each written as a query of the rows that break it: the
 * figures the triggers and the services keep, recounted from the rows they count, and every unit's history
 * ending where the unit stands. An empty answer is a kept promise.
 */

/** Units collected per centre and day, as unit_collection_tallies keeps them (migration 0011). */
const collectionTallies = sql`
  select coalesce(t.institution_id, c.institution_id) as institution, coalesce(t.collection_date, c.day) as day,
    t.units as kept, c.n as counted
  from unit_collection_tallies t
  full join (
    select origin_institution_id as institution_id, collection_date as day, count(*)::int as n
    from inventory_units where parent_id is null group by 1, 2
  ) c on c.institution_id = t.institution_id and c.day = t.collection_date
  where coalesce(t.units, 0) <> coalesce(c.n, 0)`;

/** Donors per institution and group, as institution_donor_tallies keeps them (migration 0006). */
const donorTallies = sql`
  select coalesce(t.institution_id, c.institution_id) as institution, coalesce(t.blood_group, c.g) as g,
    t.donors as kept, c.n as counted
  from institution_donor_tallies t
  full join (
    select institution_id, coalesce(blood_group, '') as g, count(*)::int as n from institution_donors group by 1, 2
  ) c on c.institution_id = t.institution_id and c.g = t.blood_group
  where coalesce(t.donors, 0) <> coalesce(c.n, 0)`;

/**
 * The national figures recounted from their rows (migration 0019), with the day each is counted on when the rows
 * say it; the figures counted on the day they change (stock, filled requests, donors found) have no day here.
 */
const nationalFacts = sql`
  select 'donation' as metric, coalesce(i.state, '') as state, coalesce(i.city, '') as city, u.collection_date as day, count(*)::bigint as n
    from inventory_units u join institutions i on i.id = u.origin_institution_id where u.parent_id is null group by 2, 3, 4
  union all
  select 'stock', coalesce(i.state, ''), coalesce(i.city, ''), null::date, count(*)
    from inventory_units u join institutions i on i.id = u.institution_id
    where u.state in ('quarantined', 'available', 'reserved') group by 2, 3
  union all
  select case e.action when 'issued' then 'consumed' when 'disposed' then 'disposed' else 'transferred' end,
      coalesce(i.state, ''), coalesce(i.city, ''), india_day(e.at), count(*)
    from unit_events e join institutions i on i.id = e.institution_id
    where e.action in ('issued', 'disposed', 'transfer-sent') group by 1, 2, 3, 4
  union all
  select 'demand', coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), india_day(q.added_at), sum(q.units)::bigint
    from blood_requests q
    left join institutions i on i.id = coalesce(q.institution_id, q.target_institution_id)
    left join people p on p.id = q.raised_by_person_id
    group by 2, 3, 4
  union all
  select kinds.metric, coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), null::date, count(*)
    from blood_requests q
    cross join lateral (values ('fulfilled'), (case when q.required_by <= india_day(q.added_at) then 'emergency' end)) as kinds(metric)
    left join institutions i on i.id = coalesce(q.institution_id, q.target_institution_id)
    left join people p on p.id = q.raised_by_person_id
    where q.status = 3 and kinds.metric is not null
    group by 1, 2, 3
  union all
  select 'donor-found', coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), null::date, count(*)
    from (select distinct request_id from request_deputations) d
    join blood_requests q on q.id = d.request_id
    left join institutions i on i.id = coalesce(q.institution_id, q.target_institution_id)
    left join people p on p.id = q.raised_by_person_id
    group by 2, 3
  union all
  select 'camp', coalesce(c.state, ''), coalesce(c.city, ''), c.camp_date, count(*)
    from camps c where c.status = 'Accepted' and c.camp_date is not null group by 2, 3, 4
  union all
  select 'user', coalesce(p.state, ''), coalesce(p.city, ''), india_day(p.added_at), count(*) from people p group by 2, 3, 4
  union all
  select kinds.metric, coalesce(i.state, ''), coalesce(i.city, ''), d.donated_on, count(*)
    from donations d join institutions i on i.id = d.institution_id
    cross join lateral (
      select 'deferral' union all select 'deferral-reason:' || reason from jsonb_array_elements_text(d.deferral_reasons) as reason
    ) as kinds(metric)
    where d.outcome = 'deferred' group by 1, 2, 3, 4`;

const cityTallies = sql`
  with counted as (select metric, state, city, sum(n)::bigint as n from (${nationalFacts}) f group by 1, 2, 3)
  select coalesce(t.metric, c.metric) as metric, coalesce(t.state, c.state) as state, coalesce(t.city, c.city) as city,
    t.n as kept, c.n as counted
  from platform_city_tallies t
  full join counted c on c.metric = t.metric and c.state = t.state and c.city = t.city
  where coalesce(t.n, 0) <> coalesce(c.n, 0)`;

/** Per day where the rows name the day; over all days (per metric and state) where they do not. */
const dailyTallies = sql`
  with facts as (select * from (${nationalFacts}) f),
  counted as (
    select metric, state, day, sum(n)::bigint as n from facts where day is not null group by 1, 2, 3
    union all
    select metric, state, null, sum(n)::bigint from facts where day is null group by 1, 2
  ),
  kept as (
    select metric, state, day, n from platform_daily_tallies
      where metric not in (select metric from facts where day is null)
    union all
    select metric, state, null, sum(n)::bigint from platform_daily_tallies
      where metric in (select metric from facts where day is null) group by 1, 2
  )
  select coalesce(k.metric, c.metric) as metric, coalesce(k.state, c.state) as state, coalesce(k.day, c.day) as day,
    k.n as kept, c.n as counted
  from kept k full join counted c on c.metric = k.metric and c.state = k.state and c.day is not distinct from k.day
  where coalesce(k.n, 0) <> coalesce(c.n, 0)`;

/**
 * open_request_reach (migration 0013): only open requests, only institutions the rule names, and every
 * institution it named when the request was raised.
 */
const reachRule = (
  q: SQL,
  i: SQL,
) => sql`(${i}.id = ${q}.institution_id or ${i}.id = ${q}.target_institution_id
  or (${q}.target_institution_id is null and ${i}.status = 'Confirmed' and ${i}.type in ('BloodBank', 'Both', 'NGO')
      and earth_distance(${i}.earth, ${q}.earth) <= ${REQUEST_REACH_KM * 1000}))`;
const requestReach = sql`
  select 'reaches though not open, or though the rule does not name it' as problem, o.request_id, o.institution_id
    from open_request_reach o join blood_requests q on q.id = o.request_id join institutions i on i.id = o.institution_id
    where q.status <> 2 or not ${reachRule(sql`q`, sql`i`)}
  union all
  select 'open, but does not reach', q.id, i.id
    from blood_requests q join institutions i on ${reachRule(sql`q`, sql`i`)} and i.added_at < q.added_at
    where q.status = 2
      and not exists (select 1 from open_request_reach o where o.request_id = q.id and o.institution_id = i.id)`;

/** A request's units received are its issued units, never more than it asks; filled exactly when they reach it. */
const requestUnits = sql`
  select q.id, q.status, q.units, q.units_received, count(u.id)::int as issued
  from blood_requests q left join inventory_units u on u.issued_request_id = q.id and u.state = 'issued'
  where q.sub_type is distinct from 'Bulk'
  group by q.id
  having q.units_received <> count(u.id) or q.units_received > q.units
    or (q.status in (2, 3) and (q.status = 3) <> (q.units_received >= q.units))`;

/** Every issue has its bill: the units billed against a request are the units issued to it. */
const bills = sql`
  select q.id, b.units as billed, count(u.id)::int as issued
  from blood_requests q
  left join (select request_id, sum(units)::int as units from transactions where kind = 'bloodUnit' group by 1) b
    on b.request_id = q.id
  left join inventory_units u on u.issued_request_id = q.id and u.state = 'issued'
  group by q.id, b.units
  having coalesce(b.units, 0) <> count(u.id)`;

/** A camp's counts are its donors, and those of them who donated (CAMP_DONOR_STATUS.donated = 8). */
const campCounts = sql`
  select c.id, c.donors_count, c.donated_count, count(d.id)::int as donors,
    (count(d.id) filter (where d.donation_status = 8))::int as donated
  from camps c left join camp_donors d on d.camp_id = c.id
  group by c.id
  having c.donors_count <> count(d.id) or c.donated_count <> count(d.id) filter (where d.donation_status = 8)`;

/** A completed donation made one unit and one sample; a unit of a donation names a completed one. */
const donationsAndUnits = sql`
  select d.id, d.outcome, d.unit_id,
    (select count(*)::int from inventory_units u where u.donation_id = d.id and u.parent_id is null) as units,
    (select count(*)::int from samples s where s.donation_id = d.id) as samples
  from donations d
  where (d.outcome = 'donated') <> exists (select 1 from inventory_units u where u.id = d.unit_id and u.donation_id = d.id)
    or (select count(*) from inventory_units u where u.donation_id = d.id and u.parent_id is null) <> (case when d.outcome = 'donated' then 1 else 0 end)
    or (select count(*) from samples s where s.donation_id = d.id) <> (case when d.outcome = 'donated' then 1 else 0 end)`;

/** A sample is resulted exactly when it has a current result. */
const samplesAndResults = sql`
  select s.id, s.status,
    (select count(*)::int from donor_lab_results r where r.sample_id = s.id and r.superseded_at is null) as current
  from samples s
  where (s.status = 5) <> exists (select 1 from donor_lab_results r where r.sample_id = s.id and r.superseded_at is null)`;

/**
 * Each unit's history (docs/decisions/0044): born once, every change starting where the last one ended, and the
 * last one ending where the unit stands. A change made twice breaks the chain.
 */
const unitHistories = sql`
  with changes as (
    select e.unit_id, e.seq, e.action, e.from_state, e.to_state,
      lag(e.to_state) over (partition by e.unit_id order by e.seq) as before,
      row_number() over (partition by e.unit_id order by e.seq desc) as from_last
    from unit_events e where e.to_state is not null
  )
  select c.unit_id, c.seq, c.action, c.from_state, c.before, c.to_state, u.state
  from changes c left join inventory_units u on u.id = c.unit_id
  where c.from_state is distinct from c.before
    or (c.from_last = 1 and c.to_state is distinct from u.state)
  union all
  select u.id, null, 'no history', null, null, null, u.state
  from inventory_units u where not exists (select 1 from unit_events e where e.unit_id = u.id)`;

const PROMISES: Record<string, SQL> = {
  'units collected per centre and day (unit_collection_tallies)': collectionTallies,
  'donors per institution and group (institution_donor_tallies)': donorTallies,
  'national figures per city (platform_city_tallies)': cityTallies,
  'national figures per day (platform_daily_tallies)': dailyTallies,
  'who an open request reaches (open_request_reach)': requestReach,
  'units received by each request': requestUnits,
  'units billed for each request': bills,
  'donors and donations of each camp': campCounts,
  'the unit and sample of each donation': donationsAndUnits,
  'the result of each sample': samplesAndResults,
  'the history of each unit': unitHistories,
};

/** Every promise above kept: no row breaks any of them. */
export async function expectCountsAddUp(db: Db): Promise<void> {
  for (const [promise, breaking] of Object.entries(PROMISES)) {
    expect(rowsOf(await db.execute(breaking)), promise).toEqual([]);
  }
}

/** The stock grid a blood centre reads (POST inventory/list) shows the live units it holds, cell by cell summed. */
export async function expectStockGridMatches(db: Db, caller: Caller, institutionId: string): Promise<void> {
  const answer = await caller.call(inventoryEndpoints.stock, {});
  expect(answer.statusCode, answer.body).toBe(200);
  const grid: { inventory: { available: number; quarantined: number }[] }[] = answer.json().content.data;
  const shown = (key: 'available' | 'quarantined') =>
    grid.reduce((n, group) => n + group.inventory.reduce((m, cell) => m + cell[key], 0), 0);
  const [held] = rowsOf<{ available: number; quarantined: number }>(
    await db.execute(sql`
      select (count(*) filter (where state = 'available'))::int as available,
        (count(*) filter (where state = 'quarantined'))::int as quarantined
      from inventory_units where institution_id = ${institutionId} and expiry_date >= ${indiaToday()}`),
  );
  expect({ available: shown('available'), quarantined: shown('quarantined') }, 'the stock grid').toEqual(
    held,
  );
}
