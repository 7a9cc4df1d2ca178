import { REQUEST_REACH_KM } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { bloodRequests as r } from '../schema/index.js';

export interface RequestScaleOptions {
  /** The blood centre whose dashboard is measured, where it stands. */
  focus: { id: string; latitude: number; longitude: number };
  /** Requests in all. Default 1 000 000. */
  requests?: number;
  /** Hospitals raising them across India. Default 13 000 (the country's order of magnitude). */
  hospitals?: number;
  /** Of those, hospitals within some 25 km of the focus. Default 200: a large city. */
  regionHospitals?: number;
  /** yyyy-mm-dd, today in India. */
  today: string;
}

const GROUPS = `array['O+','O+','O+','B+','B+','A+','A+','AB+','O-','B-','A-']`;
const COMPONENTS = `array['Red Cells Packed','Red Cells Packed','Whole Blood','Plasma Fresh Frozen','Platelets Random Donor']`;
const pick = (list: string) => sql.raw(`(${list})[1 + floor(random() * array_length(${list}, 1))::int]`);

/**
 * A national history of blood requests written by the database itself (`generate_series`, seeded `random()`):
 * hospitals across India and the focus's city, each request at its hospital's position, over the last year.
 * Shares as a working system would hold them: most filled (3), some declined (4), a few waiting for their
 * hospital (0), and 5 % open (2) — the rows a blood centre's Request tab searches around it.
 */
export async function seedRequestsAtScale(db: Db, options: RequestScaleOptions) {
  const started = performance.now();
  const total = options.requests ?? 1_000_000;
  const hospitals = options.hospitals ?? 13_000;
  const region = options.regionHospitals ?? 200;
  const { focus, today } = options;

  await db.execute(sql`select setseed(0.17)`);
  await db.execute(sql`
    insert into institutions (name, type, contact_email, contact_number, address_description, city, state,
      latitude, longitude, status, access_state, registration_number)
    select 'Scale Hospital ' || g, 'Hospital', 'scale.hospital.' || g || '@example.com', '9800000000',
      'Hospital road ' || g,
      case when g <= ${region} then 'Pune' else 'City ' || (g % 300) end,
      case when g <= ${region} then 'Maharashtra' else 'State ' || (g % 28) end,
      case when g <= ${region} then ${focus.latitude} + (random() - 0.5) * 0.45 else 8 + random() * 25 end,
      case when g <= ${region} then ${focus.longitude} + (random() - 0.5) * 0.45 else 69 + random() * 27 end,
      'Confirmed', 'Active', 'SC/HO/' || g
    from generate_series(1, ${hospitals}) g`);

  // Each hospital raises its share, the city's hospitals as many as any other.
  await db.execute(sql`
    insert into blood_requests (institution_id, verifier_institution_id, request_type, status, blood_group,
      component, units, units_received, required_by, first_name, last_name, patient_code, hospital_name,
      hospital_address, hospital_latitude, hospital_longitude, verified_at, added_at, updated_at)
    select h.id, h.id, 'Hospital', s.status, ${pick(GROUPS)}, ${pick(COMPONENTS)}, s.units,
      case when s.status = 3 then s.units else 0 end,
      ${sql.raw(`'${today}'::date`)} - s.age + 2, 'Patient', 'No ' || s.g, 'IPD-' || s.g, h.name,
      h.address_description, h.latitude, h.longitude,
      case when s.status in (2, 3) then now() - make_interval(days => s.age) end,
      now() - make_interval(days => s.age), now() - make_interval(days => s.age)
    from (select g, 1 + (g % ${hospitals}) as n, 1 + floor(random() * 4)::int as units,
        case when r < 0.05 then 2 when r < 0.07 then 0 when r < 0.10 then 4 else 3 end as status,
        case when r < 0.07 then floor(random() * 3)::int else floor(random() * 365)::int end as age
      from (select g, random() as r from generate_series(1, ${total}) g) raw) s
    join (select id, name, address_description, latitude, longitude,
        row_number() over (order by contact_email) as n
      from institutions where contact_email like 'scale.hospital.%') h on h.n = s.n
    -- In the order a working system appends them: oldest first, so the open (recent) ones share pages.
    order by s.age desc`);
  await db.execute(sql`vacuum (analyze) blood_requests, open_request_reach, institutions`);
  const here = sql`ll_to_earth(${focus.latitude}, ${focus.longitude})`;
  const [counted] = await db
    .select({
      requests: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${r.status} = 2)::int`,
      reachable: sql<number>`count(*) filter (where ${r.status} = 2 and earth_distance(${here}, ${r.earth}) <= ${REQUEST_REACH_KM * 1000})::int`,
    })
    .from(r);
  return { ...counted, milliseconds: Math.round(performance.now() - started) };
}
