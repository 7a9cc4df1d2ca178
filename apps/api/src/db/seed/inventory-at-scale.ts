import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { inventoryUnits } from '../schema/index.js';

export interface InventoryScaleOptions {
  /** The institution whose screens are measured, and its key member (who the history names). */
  focus: { id: string; userId: string; latitude: number; longitude: number };
  /** Blood centres in all, the focus included. Default 4 000. */
  institutions?: number;
  /** Units in all. Default 1 000 000. */
  units?: number;
  /** Units the focus has held: on its shelves, issued, disposed, processed. Default 20 000. */
  focusUnits?: number;
  /** Centres near the focus, each a large one, so that its region holds some 100 000 live units. Default 39. */
  regionInstitutions?: number;
  regionUnitsEach?: number;
  /** yyyy-mm-dd, today in India. */
  today: string;
}

const GROUPS = `array['O+','O+','O+','O+','B+','B+','B+','A+','A+','AB+','O-','B-','A-','AB-']`;
const COMPONENTS = `array['Red Cells Packed','Red Cells Packed','Red Cells Packed','Plasma Fresh Frozen','Plasma Fresh Frozen','Whole Blood','Whole Blood','Platelets Random Donor','Cryoprecipitate','Red Cells Leukoreduced']`;
const pick = (list: string) => sql.raw(`(${list})[1 + floor(random() * array_length(${list}, 1))::int]`);

/**
 * A national blood inventory written by the database itself (`generate_series`, seeded `random()`): thousands of
 * blood centres and a million units in seconds, where rows built in Node would take minutes. Units of the focus
 * carry their history; the rest of the country's do not, as no measured screen reads it.
 */
export async function seedInventoryAtScale(db: Db, options: InventoryScaleOptions) {
  const started = performance.now();
  const total = options.institutions ?? 4000;
  const units = options.units ?? 1_000_000;
  const focusUnits = options.focusUnits ?? 20_000;
  const region = options.regionInstitutions ?? 39;
  const regionEach = options.regionUnitsEach ?? 3000;
  const others = total - 1 - region;
  const perOther = Math.max(1, Math.floor((units - focusUnits - region * regionEach) / Math.max(1, others)));
  const { today } = options;
  const { focus } = options;

  await db.execute(sql`select setseed(0.42)`);
  // Centres around the focus (within some 30 km) and across India.
  await db.execute(sql`
    insert into institutions (name, type, contact_email, contact_number, address_description, city, state,
      latitude, longitude, status, access_state, registration_number)
    select 'Scale Blood Centre ' || g, case when g % 5 = 0 then 'Both' else 'BloodBank' end,
      'scale.inventory.' || g || '@example.com', '9800000000', 'Scale address ' || g,
      case when g <= ${region} then 'Pune' else 'City ' || (g % 300) end,
      case when g <= ${region} then 'Maharashtra' else 'State ' || (g % 28) end,
      case when g <= ${region} then ${focus.latitude} + (random() - 0.5) * 0.5 else 8 + random() * 25 end,
      case when g <= ${region} then ${focus.longitude} + (random() - 0.5) * 0.5 else 69 + random() * 27 end,
      'Confirmed', 'Active', 'SC/BB/' || g
    from generate_series(1, ${total - 1}) g`);

  const unitColumns =
    sql.raw(`institution_id, origin_institution_id, bag_id, blood_group, component, volume_ml,
    stored_in, collection_date, expiry_date, state, screening, issued_at, disposed_at, dispose_reason,
    processed_at, received_from_id, received_on, added_by`);
  /** Units of one institution (`holder`), `count` of them, in the shares of a working blood centre. */
  const unitsOf = (
    holder: ReturnType<typeof sql>,
    count: ReturnType<typeof sql>,
    share: number,
    bag: string,
  ) => {
    // Written into the statement: a parameter in `1 - $1` would be read as an integer.
    const live = sql.raw(String(share));
    return sql`
    select ${holder}, ${holder}, ${sql.raw(bag)} || '-' || g, ${pick(GROUPS)}, ${pick(COMPONENTS)},
      250 + floor(random() * 200)::int, 'Refrigerator ' || (1 + g % 4),
      collected, collected + 35,
      case when r < ${live} then (case when g % 12 = 0 then 'quarantined' when g % 97 = 0 then 'inTransfer' else 'available' end)
           when r < ${live} + 0.5 * (1 - ${live}) then 'issued'
           when r < ${live} + 0.8 * (1 - ${live}) then 'disposed' else 'processed' end,
      case when g % 12 = 0 and r < ${live} then 'pending' else 'declared' end,
      case when r >= ${live} and r < ${live} + 0.5 * (1 - ${live}) then collected + 3 end,
      case when r >= ${live} + 0.5 * (1 - ${live}) and r < ${live} + 0.8 * (1 - ${live}) then collected + 20 end,
      case when r >= ${live} + 0.5 * (1 - ${live}) and r < ${live} + 0.8 * (1 - ${live}) then 'expired' end,
      case when r >= ${live} + 0.8 * (1 - ${live}) then collected + 1 end,
      null::uuid, null::timestamptz, null::uuid
    from (select g, random() as r,
      ${sql.raw(`'${today}'::date`)} - (case when random() < ${live} then floor(random() * 34) else 10 + floor(random() * 300) end)::int as collected
      from generate_series(1, (${count})::int) g) s`;
  };

  await db.execute(sql`
    insert into inventory_units (${unitColumns})
    select u.* from (select id, row_number() over (order by contact_email) as n from institutions
      where contact_email like 'scale.inventory.%') i,
    lateral (${unitsOf(sql`i.id`, sql`case when i.n <= ${region} then ${regionEach} else ${perOther} end`, 0.75, "'S' || i.n")}) u`);
  // The focus: a large city centre's register, its units told apart by their own bag numbers.
  await db.execute(
    sql`insert into inventory_units (${unitColumns}) ${unitsOf(sql`${focus.id}::uuid`, sql`${focusUnits}`, 0.6, "'FOCUS'")}`,
  );
  // Transfers in process need their other end; issued and received units their dates.
  await db.execute(sql`
    update inventory_units set transfer_to_id = (select id from institutions where contact_email = 'scale.inventory.1@example.com'),
      transfer_sent_at = now() where state = 'inTransfer'`);
  await db.execute(sql`
    update inventory_units set received_from_id = (select id from institutions where contact_email = 'scale.inventory.2@example.com'),
      received_on = collection_date + 2
    where institution_id = ${focus.id} and bag_id like 'FOCUS-%' and (substr(bag_id, 7)::int % 20) = 0`);
  await db.execute(sql`
    insert into unit_events (unit_id, institution_id, actor_kind, actor_id, at, action, from_state, to_state, details)
    select id, institution_id, 'user', ${focus.userId}, collection_date + interval '11 hours', 'added', null, 'available', '{"screening":"declared"}'::jsonb
    from inventory_units where institution_id = ${focus.id}`);
  await db.execute(sql`
    insert into unit_events (unit_id, institution_id, actor_kind, actor_id, at, action, from_state, to_state, reason, details)
    select id, institution_id, 'user', ${focus.userId}, coalesce(issued_at, disposed_at, processed_at, collection_date) + interval '15 hours',
      case state when 'issued' then 'issued' when 'disposed' then 'disposed' else 'processed' end,
      'available', state, dispose_reason, '{}'::jsonb
    from inventory_units where institution_id = ${focus.id} and state in ('issued', 'disposed', 'processed')`);
  // As autovacuum leaves a working database: statistics for the planner, and the visibility map that lets a
  // count read an index alone.
  await db.execute(sql`vacuum (analyze) inventory_units, unit_events, unit_collection_tallies, institutions`);
  const [counted] = await db
    .select({
      units: sql<number>`count(*)::int`,
      live: sql<number>`count(*) filter (where ${inventoryUnits.state} in ('quarantined', 'available', 'reserved', 'inTransfer', 'unsafe'))::int`,
    })
    .from(inventoryUnits);
  return {
    units: counted?.units ?? 0,
    live: counted?.live ?? 0,
    milliseconds: Math.round(performance.now() - started),
  };
}
