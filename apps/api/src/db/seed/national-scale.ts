import { type Component, permissionsAtLevel, shelfLife } from '@raktsetu/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { admins } from '../schema/index.js';
import { NAMES } from './india.js';
import { nationalPlaces } from './national-places.js';

/** India's order of magnitude (issue 16): what `npm run seed:scale` writes at `--scale 1`. */
export const NATIONAL_SIZES = {
  bloodBanks: 4_000,
  hospitals: 13_000,
  ngos: 500,
  donors: 2_000_000,
  units: 5_000_000,
  liveUnits: 1_000_000,
  requests: 1_000_000,
  camps: 50_000,
  labResults: 1_000_000,
  chatRooms: 20_000,
  chatMessages: 500_000,
} as const;

/** The embedded database's yardstick (issue 16): one region, 50 institutions, as a demo or a small state runs. */
export const REGION_SIZES = {
  bloodBanks: 20,
  hospitals: 25,
  ngos: 5,
  donors: 50_000,
  units: 100_000,
  liveUnits: 20_000,
  requests: 20_000,
  camps: 1_000,
  labResults: 20_000,
  chatRooms: 200,
  chatMessages: 5_000,
} as const;

export type NationalSizes = { -readonly [K in keyof typeof NATIONAL_SIZES]: number };

export function sizesAt(scale: number): NationalSizes {
  const sized = {} as NationalSizes;
  for (const [key, full] of Object.entries(NATIONAL_SIZES)) {
    sized[key as keyof NationalSizes] = Math.max(2, Math.round(full * scale));
  }
  return sized;
}

/** Every seeded institution's e-mail ends so; each signs in as its key member with this password. */
export const NATIONAL_DOMAIN = 'scale.raktsetu.test';
export const NATIONAL_PASSWORD = 'Scale@1234';
export const NATIONAL_ADMIN = `admin@${NATIONAL_DOMAIN}`;

export interface NationalProgress {
  step: string;
  rows: number;
  of: number;
  milliseconds: number;
}

export interface NationalOptions {
  sizes: NationalSizes;
  seed: number;
  /** yyyy-mm-dd, today in India. */
  today: string;
  /** The argon2 hash of NATIONAL_PASSWORD, made once: every key member shares it. */
  passwordHash: string;
  onProgress?: (progress: NationalProgress) => void;
  /** Rows written per statement in the long steps, so progress shows and no statement holds gigabytes. */
  chunkRows?: number;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map(quote).join(',')}]`);
const number = (value: number) => sql.raw(String(value));

/** Blood groups as India's donors carry them (O+ and B+ most, the negatives some 2 %). */
const GROUP_SHARES: [string, number][] = [
  ['O+', 0.37],
  ['B+', 0.32],
  ['A+', 0.22],
  ['AB+', 0.07],
  ['O-', 0.008],
  ['B-', 0.006],
  ['A-', 0.004],
  ['AB-', 0.002],
];
/** What a blood centre's shelves hold: mostly red cells and plasma, fewer platelets, some whole blood. */
const COMPONENT_SHARES: [Component, number][] = [
  ['Red Cells Packed', 0.42],
  ['Plasma Fresh Frozen', 0.25],
  ['Platelets Random Donor', 0.12],
  ['Whole Blood', 0.1],
  ['Cryoprecipitate', 0.04],
  ['Red Cells Leukoreduced', 0.04],
  ['Platelets Apheresis Single Donor', 0.03],
];

/** A CASE that turns a uniform number in [0, 1) into a value with the given shares. */
function shared(point: SQL, shares: readonly (readonly [string, number])[]): SQL {
  let cumulative = 0;
  const arms = shares.slice(0, -1).map(([value, share]) => {
    cumulative += share;
    return `when ${cumulative.toFixed(6)} > p then ${quote(value)}`;
  });
  const last = shares.at(-1)?.[0] ?? '';
  return sql`(select case ${sql.raw(arms.join(' '))} else ${sql.raw(quote(last))} end from (select ${point} as p) x)`;
}

const uniqueNames = (lists: (readonly string[])[]) => [...new Set(lists.flat())].sort();
const MALE = uniqueNames(Object.values(NAMES).map((pool) => pool.male));
const FEMALE = uniqueNames(Object.values(NAMES).map((pool) => pool.female));
const SURNAMES = uniqueNames(Object.values(NAMES).map((pool) => pool.surnames));

const BLOOD_BANK_NAMES = [
  'Red Cross Blood Bank',
  'Lions Blood Centre',
  'Rotary Blood Bank',
  'District Hospital Blood Centre',
  'Jeevan Blood Bank',
  'Sankalp Blood Centre',
  'Medical College Blood Bank',
  'Sai Blood Centre',
  'Sanjeevani Blood Bank',
  'Raktdaan Kendra',
];
const HOSPITAL_NAMES = [
  'General Hospital',
  'Civil Hospital',
  'City Hospital',
  'Multispeciality Hospital',
  "Children's Hospital",
  'Maternity Home',
  'Medical College Hospital',
  'Heart Institute',
  'Cancer Hospital',
  'Nursing Home',
];
const NGO_NAMES = ['Seva Foundation', 'Blood Donors Association', 'Youth Welfare Trust', 'Jan Kalyan Samiti'];

/**
 * A national dataset written by the database itself: every value is a pure function of the seed and the row's
 * number (`hashint8extended`), not of `random()`, so the same seed gives the same rows on PostgreSQL and PGlite,
 * through any connection of a pool and whatever plan the database picks. Blood centres, hospitals and NGOs stand
 * in India's real towns, weighted towards the metros; donors live around the blood centre they are registered
 * at; units, requests, camps, lab results and chat belong to those institutions, in the shares a working system
 * holds. Triggers keep every tally (stock, platform figures, request reach) as they do in use.
 */
export async function seedNationalScale(db: Db, options: NationalOptions) {
  const { sizes, seed, today, onProgress } = options;
  const chunk = options.chunkRows ?? 250_000;
  const started = performance.now();
  const report = (step: string, rows: number, of: number) =>
    onProgress?.({ step, rows, of, milliseconds: Math.round(performance.now() - started) });
  /** A number in [0, 1) for row `g`; each `salt` is its own independent stream. */
  const r = (g: SQL | string, salt: number) =>
    sql`_scale_r(${typeof g === 'string' ? sql.raw(g) : g}, ${number(seed * 1000 + salt)})`;
  const day = sql.raw(`${quote(today)}::date`);

  await db.execute(sql`
    create or replace function _scale_r(g bigint, salt bigint) returns double precision
    language sql immutable parallel safe
    as $$ select (hashint8extended(g, salt) & 4503599627370495)::float8 / 4503599627370496 $$`);

  // Places and their running share: a row is placed where its number falls on that line.
  const places = nationalPlaces(seed);
  let running = 0;
  const placeRows = places.map((place, index) => {
    running += place.weight;
    return { ...place, n: index + 1, cum: index === places.length - 1 ? 1 : running };
  });
  await db.execute(sql`drop table if exists _scale_places`);
  await db.execute(sql`
    create unlogged table _scale_places as
    select * from jsonb_to_recordset(${JSON.stringify(placeRows)}::jsonb)
      as p(n int, city text, state text, latitude float8, longitude float8, cum float8)`);
  await db.execute(sql`create index on _scale_places (cum)`);

  // Institutions: blood centres (one in ten also a hospital: 'Both'), hospitals, NGOs.
  const { bloodBanks, hospitals, ngos } = sizes;
  const kindOf = sql.raw(
    `case when g <= ${bloodBanks} then 'bloodbank' when g <= ${bloodBanks + hospitals} then 'hospital' else 'ngo' end`,
  );
  const nOf = sql.raw(
    `case when g <= ${bloodBanks} then g when g <= ${bloodBanks + hospitals} then g - ${bloodBanks} else g - ${bloodBanks + hospitals} end`,
  );
  await db.execute(sql`
    insert into institutions (name, type, registration_number, registration_id, contact_email, contact_number,
      address_description, city, state, latitude, longitude, status, access_state, verified_at, added_at, updated_at)
    select p.city || ' ' || case s.kind
        when 'bloodbank' then (${textArray(BLOOD_BANK_NAMES)})[1 + s.n % ${number(BLOOD_BANK_NAMES.length)}]
        when 'hospital' then (${textArray(HOSPITAL_NAMES)})[1 + s.n % ${number(HOSPITAL_NAMES.length)}]
        else (${textArray(NGO_NAMES)})[1 + s.n % ${number(NGO_NAMES.length)}] end,
      case s.kind when 'bloodbank' then case when s.n % 10 = 0 then 'Both' else 'BloodBank' end
        when 'hospital' then 'Hospital' else 'NGO' end,
      upper(left(s.kind, 2)) || '/' || p.state || '/' || s.n,
      'RS-' || upper(left(s.kind, 2)) || '-' || lpad(s.n::text, 6, '0'),
      s.kind || '.' || s.n || '@${sql.raw(NATIONAL_DOMAIN)}',
      '98' || lpad(s.g::text, 8, '0'),
      (1 + s.g % 200) || ', Station Road, ' || p.city, p.city, p.state,
      p.latitude + (${r('s.g', 2)} - 0.5) * 0.16, p.longitude + (${r('s.g', 3)} - 0.5) * 0.16,
      'Confirmed', 'Active', ${day} - 1500 + floor(${r('s.g', 4)} * 1400)::int,
      ${day} - 1500 + floor(${r('s.g', 4)} * 1400)::int, now()
    from (select g, ${kindOf} as kind, ${nOf} as n from generate_series(1, ${number(bloodBanks + hospitals + ngos)}) g) s
    join lateral (select * from _scale_places where cum >= ${r('s.g', 1)} order by cum limit 1) p on true`);
  report('institutions', bloodBanks + hospitals + ngos, bloodBanks + hospitals + ngos);

  // The platform's administrator, who reads the national figures.
  await db.insert(admins).values({
    email: NATIONAL_ADMIN,
    firstName: 'National',
    lastName: 'Administrator',
    countryCode: '+91',
    permissions: permissionsAtLevel('Full Permission'),
    status: 1,
    passwordHash: options.passwordHash,
  });
  // Each institution's key member, and a working table of who is who, with a size per blood centre (a few large
  // city centres hold many times a district one's stock; bloodbank.1 is the largest, the one benchmarks sign in
  // as), for the steps below to place rows by.
  await db.execute(sql`
    insert into users (institution_id, first_name, last_name, email, designation, password_hash, is_active)
    select id, 'Key', 'Member', contact_email, 'keymember', ${options.passwordHash}, true
    from institutions where contact_email like ${`%@${NATIONAL_DOMAIN}`}`);
  await db.execute(sql`drop table if exists _scale_institutions`);
  await db.execute(sql`
    create unlogged table _scale_institutions as
    select split_part(i.contact_email, '.', 1) as kind, split_part(split_part(i.contact_email, '@', 1), '.', 2)::int as n,
      i.id, u.id as user_id, i.name, i.address_description, i.city, i.state, i.latitude, i.longitude,
      case when i.contact_email like 'bloodbank.1@%' then 4
        else 0.2 + 3 * power(_scale_r(split_part(split_part(i.contact_email, '@', 1), '.', 2)::bigint, ${number(seed * 1000 + 5)}), 3) end as size,
      0::float8 as cum
    from institutions i join users u on u.institution_id = i.id
    where i.contact_email like ${`%@${NATIONAL_DOMAIN}`}`);
  await db.execute(sql`
    update _scale_institutions t set cum = w.cum
    from (select id, sum(size) over (partition by kind order by n) / sum(size) over (partition by kind) as cum
          from _scale_institutions) w
    where w.id = t.id`);
  // The last of each kind closes its line exactly, so every number in [0, 1) finds a row.
  await db.execute(sql`
    update _scale_institutions t set cum = 1
    where n = (select max(n) from _scale_institutions m where m.kind = t.kind)`);
  await db.execute(sql`create index on _scale_institutions (kind, cum)`);
  await db.execute(sql`create index on _scale_institutions (kind, n)`);
  await db.execute(sql`create index on _scale_institutions (id)`);
  /** The blood centre row `g` belongs to, larger centres more often. */
  const centreOf = (g: string, salt: number, columns = '*') =>
    sql`(select ${sql.raw(columns)} from _scale_institutions where kind = 'bloodbank' and cum >= ${r(g, salt)} order by cum limit 1)`;

  // Loading into bare tables and indexing once at the end is several times faster than keeping some fifty
  // indexes (GiST ones among them) current row by row.
  const restoreIndexes = await dropIndexes(db, BULK_TABLES);
  await inChunks(sizes.donors, chunk, (from, to) =>
    db
      .execute(sql`
    with added as (
      insert into people (donor_code, first_name, last_name, gender, date_of_birth, blood_group, mobile_number,
        address_description, city, state, latitude, longitude, available, last_donation_date,
        last_donation_component, last_donation_type, next_eligible_on, added_at, updated_at)
      select 'D' || (1000000 + g),
        case when ${r('g', 11)} < 0.3 then (${textArray(FEMALE)})[1 + floor(${r('g', 12)} * ${number(FEMALE.length)})::int]
          else (${textArray(MALE)})[1 + floor(${r('g', 12)} * ${number(MALE.length)})::int] end,
        (${textArray(SURNAMES)})[1 + floor(${r('g', 13)} * ${number(SURNAMES.length)})::int],
        case when ${r('g', 11)} < 0.3 then 'Female' when ${r('g', 11)} < 0.302 then 'Other' else 'Male' end,
        ${day} - 6600 - floor(${r('g', 14)} * 17000)::int,
        ${shared(r('g', 15), GROUP_SHARES)},
        '6' || lpad(g::text, 9, '0'),
        (1 + g % 400) || ', Ward ' || (1 + g % 40) || ', ' || c.city, c.city, c.state,
        c.latitude + (${r('g', 16)} - 0.5) * 0.25, c.longitude + (${r('g', 17)} - 0.5) * 0.25,
        ${r('g', 18)} < 0.5,
        case when ${r('g', 19)} < 0.45 then ${day} - floor(${r('g', 20)} * 720)::int end,
        case when ${r('g', 19)} < 0.45 then 'Whole Blood' end,
        case when ${r('g', 19)} < 0.45 then 'wholeBlood' end,
        case when ${r('g', 19)} < 0.45 then ${day} - floor(${r('g', 20)} * 720)::int + 90 end,
        ${day} - floor(${r('g', 21)} * 1400)::int, now()
      from generate_series(${number(from)}, ${number(to)}) g
      join lateral ${centreOf('g', 10)} c on true
      returning id, donor_code, first_name, last_name, blood_group, mobile_number, added_at
    )
    insert into institution_donors (institution_id, person_id, blood_group, first_name, last_name, donor_code,
      mobile_number, added_here, donor_type, verified_at, added_by, added_at, updated_at)
    select c.id, a.id, a.blood_group, a.first_name, a.last_name, a.donor_code, a.mobile_number, true,
      case when a.donor_code::text like '%3' then 'replacement' else 'walkIn' end, a.added_at, c.user_id,
      a.added_at, a.added_at
    from added a join lateral ${centreOf('(substr(a.donor_code, 2)::bigint - 1000000)', 10)} c on true`)
      .then(() => report('donors', to, sizes.donors)),
  );

  const context: StepContext = { sizes, chunk, r, centreOf, day, report };
  for (const step of [seedUnits, seedRequests, seedCamps, seedLabResults, seedChat]) await step(db, context);
  await restoreIndexes();
  report('indexes', 1, 1);

  await db.execute(sql`drop table _scale_places`);
  await db.execute(sql`drop table _scale_institutions`);
  await db.execute(sql`drop function _scale_r(bigint, bigint)`);
  // As autovacuum leaves a working database: planner statistics, and the visibility map index-only scans need.
  // Only the tables written here: the catalogues and the small tallies are autovacuum's (and whole-database
  // vacuum is most of this function's time on a small PGlite).
  await db.execute(sql.raw(`vacuum (analyze) ${SEEDED_TABLES.join(', ')}`));
  report('vacuum and analyse', 1, 1);
  return { milliseconds: Math.round(performance.now() - started) };
}

/** The tables the long steps fill; their triggers find rows by primary key, which stays. */
const BULK_TABLES = [
  'people',
  'institution_donors',
  'inventory_units',
  'unit_events',
  'blood_requests',
  'open_request_reach',
  'donor_lab_results',
  'chat_messages',
];
const SEEDED_TABLES = [...BULK_TABLES, 'institutions', 'users', 'camps', 'chat_rooms', 'chat_participants'];

/**
 * Drops the tables' indexes but those that back a constraint (primary keys, uniques a foreign key or an
 * `on conflict` needs), and gives back a function that builds them again as they were.
 */
async function dropIndexes(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ${sql.raw(`(${tables.map(quote).join(',')})`)}
      and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of rows) await db.execute(sql.raw(`drop index "${name}"`));
  return async () => {
    for (const { definition } of rows) {
      // Sorting in memory instead of on disk: the btree builds over millions of rows take a fraction of the time.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
        await tx.execute(sql.raw(definition));
      });
    }
  };
}

interface StepContext {
  sizes: NationalSizes;
  chunk: number;
  r: (g: SQL | string, salt: number) => SQL;
  centreOf: (g: string, salt: number, columns?: string) => SQL;
  day: SQL;
  report: (step: string, rows: number, of: number) => void;
}

async function inChunks(total: number, chunk: number, write: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += chunk) await write(from, Math.min(total, from + chunk - 1));
}

/**
 * Five years of units: a fifth on the shelves now (most available, some in quarantine or on their way to another
 * centre), the rest issued, discarded or split into components. Each unit carries its history: the
 * 'added' event, and the event that took it off the shelf.
 */
async function seedUnits(db: Db, { sizes, chunk, r, centreOf, day, report }: StepContext) {
  const live = (sizes.liveUnits / sizes.units).toFixed(6);
  const shelfDays = COMPONENT_SHARES.map(([component]) => shelfLife(component).days);
  const componentIndex = (salt: number) => {
    let cumulative = 0;
    const arms = COMPONENT_SHARES.slice(0, -1).map(([, share], index) => {
      cumulative += share;
      return `when ${cumulative.toFixed(6)} > p then ${index + 1}`;
    });
    return sql`(select case ${sql.raw(arms.join(' '))} else ${number(COMPONENT_SHARES.length)} end from (select ${r('g', salt)} as p) x)`;
  };
  const components = textArray(COMPONENT_SHARES.map(([component]) => component));
  const shelves = sql.raw(`array[${shelfDays.join(',')}]`);
  await inChunks(sizes.units, chunk, (from, to) =>
    db
      .execute(sql`
    with added as (
      insert into inventory_units (institution_id, origin_institution_id, bag_id, blood_group, component, volume_ml,
        stored_in, collection_date, expiry_date, state, screening, transfer_to_id, transfer_sent_at, issued_at,
        delivery_type, disposed_at, dispose_reason, processed_at, added_by, added_at, updated_at)
      select c.id, c.id, 'N' || s.g, ${shared(r('s.g', 31), GROUP_SHARES)}, (${components})[s.k],
        case when (${components})[s.k] like 'Plasma%' then 200 else 350 end, 'Refrigerator ' || (1 + s.g % 4),
        s.collected, s.collected + (${shelves})[s.k],
        s.state, case when s.state = 'quarantined' then 'pending' else 'declared' end,
        case when s.state = 'inTransfer' then ${centreOf('s.g', 33, 'id')} end,
        case when s.state = 'inTransfer' then now() - interval '3 hours' end,
        case when s.state = 'issued' then s.collected + 2 + interval '13 hours' end,
        case when s.state = 'issued' then 'Hand Delivery' end,
        case when s.state = 'disposed' then s.collected + (${shelves})[s.k] + interval '1 day' end,
        case when s.state = 'disposed' then case when s.g % 10 = 0 then 'reactive' else 'expired' end end,
        case when s.state = 'processed' then s.collected + interval '6 hours' end,
        c.user_id, s.collected + interval '10 hours', now()
      from (select g, k, state,
          ${day} - case when state in ('quarantined', 'available', 'inTransfer')
            then floor(${r('g', 34)} * least(34, (${shelves})[k] - 1))::int
            else (${shelves})[k] + floor(${r('g', 34)} * 1800)::int end as collected
        from (select g, k, case
            when p < ${sql.raw(live)} * 0.10 then 'quarantined'
            when p < ${sql.raw(live)} * 0.98 then 'available'
            when p < ${sql.raw(live)} then 'inTransfer'
            when p < ${sql.raw(live)} + (1 - ${sql.raw(live)}) * 0.55 then 'issued'
            when p < ${sql.raw(live)} + (1 - ${sql.raw(live)}) * 0.80 then 'disposed'
            else 'processed' end as state
          from (select g, ${componentIndex(32)} as k, ${r('g', 30)} as p
            from generate_series(${number(from)}, ${number(to)}) g) raw) states) s
      join lateral ${centreOf('s.g', 35)} c on true
      returning id, institution_id, added_by, state, screening, collection_date, issued_at, disposed_at,
        dispose_reason, processed_at, transfer_sent_at
    )
    insert into unit_events (unit_id, institution_id, actor_kind, actor_id, at, action, from_state, to_state,
      reason, details)
    select a.id, a.institution_id, 'user', a.added_by, e.at, e.action, e.from_state, e.to_state, e.reason,
      e.details::jsonb
    from added a cross join lateral (values
      (a.collection_date + interval '10 hours', 'added', null,
        case when a.state = 'quarantined' then a.state else 'available' end, null,
        '{"screening":"' || a.screening || '"}'),
      (coalesce(a.issued_at, a.disposed_at, a.processed_at, a.transfer_sent_at), case a.state
        when 'issued' then 'issued' when 'disposed' then 'disposed' when 'processed' then 'processed'
        when 'inTransfer' then 'transfer-sent' end, 'available', a.state, a.dispose_reason, '{}')
    ) e(at, action, from_state, to_state, reason, details)
    where e.action is not null`)
      .then(() => report('units', to, sizes.units)),
  );
}

/**
 * A year of blood requests raised by hospitals, each answered by a blood centre near it: most filled, some
 * declined, a few waiting for their hospital, and one in twenty open now — the rows every blood centre's Request
 * tab searches around it.
 */
async function seedRequests(db: Db, { sizes, chunk, r, day, report }: StepContext) {
  await inChunks(sizes.requests, chunk, (from, to) =>
    db
      .execute(sql`
    insert into blood_requests (institution_id, verifier_institution_id, request_type, status, blood_group,
      component, units, units_received, required_by, first_name, last_name, patient_code, hospital_name,
      hospital_address, hospital_latitude, hospital_longitude, verified_at, added_at, updated_at)
    select h.id, h.id, 'Hospital', s.status, ${shared(r('s.g', 41), GROUP_SHARES)},
      (array['Red Cells Packed','Red Cells Packed','Whole Blood','Plasma Fresh Frozen','Platelets Random Donor'])[1 + floor(${r('s.g', 42)} * 5)::int],
      s.units, case when s.status = 3 then s.units else 0 end, ${day} - s.age + 2, 'Patient', 'No ' || s.g,
      'IPD-' || s.g, h.name, h.address_description, h.latitude, h.longitude,
      case when s.status in (2, 3) then now() - make_interval(days => s.age) end,
      now() - make_interval(days => s.age), now() - make_interval(days => s.age)
    from (select g, 1 + floor(${r('g', 43)} * 4)::int as units,
        case when p < 0.05 then 2 when p < 0.07 then 0 when p < 0.10 then 4 else 3 end as status,
        case when p < 0.07 then floor(${r('g', 44)} * 3)::int else floor(${r('g', 44)} * 365)::int end as age
      from (select g, ${r('g', 40)} as p from generate_series(${number(from)}, ${number(to)}) g) raw) s
    join _scale_institutions h on h.kind = 'hospital' and h.n = 1 + floor(${r('s.g', 45)} * ${number(sizes.hospitals)})::int`)
      .then(() => report('requests', to, sizes.requests)),
  );
}

/** Three years of camps run by blood centres, one in five organised by an NGO; past ones with their counts. */
async function seedCamps(db: Db, { sizes, r, centreOf, day, report }: StepContext) {
  const coordinator = sql.raw(
    `'{"name":"Camp Coordinator","mobileNumber":"9822012345","email":"camps@example.com"}'::jsonb`,
  );
  await db.execute(sql`
    insert into camps (institution_id, organiser_institution_id, status, camp_name, sponsored_by, organiser,
      no_of_beds, target_units, camp_date, start_at, end_at, camp_coordinator, blood_bank_coordinator, venue,
      address_description, city, state, bb_name, donors_count, donated_count, added_by, answered_at, added_at)
    select c.id, coalesce(o.id, c.id),
      case when s.d > ${day} and ${r('s.g', 51)} < 0.2 then 'Pending' when ${r('s.g', 51)} < 0.03 then 'Declined' else 'Accepted' end,
      c.city || ' Blood Donation Camp ' || s.g, 'Rotary Club of ' || c.city, coalesce(o.name, c.name),
      5 + floor(${r('s.g', 52)} * 15)::int, 50 + floor(${r('s.g', 53)} * 200)::int, s.d,
      s.d + time '09:00' - interval '5 hours 30 minutes', s.d + time '16:00' - interval '5 hours 30 minutes',
      ${coordinator}, ${coordinator}, 'Community Hall ' || (1 + s.g % 50), (1 + s.g % 90) || ', Main Road, ' || c.city,
      c.city, c.state, c.name,
      case when s.d <= ${day} then 40 + floor(${r('s.g', 54)} * 120)::int else 0 end,
      case when s.d < ${day} then 30 + floor(${r('s.g', 55)} * 100)::int else 0 end,
      c.user_id, s.d - 20, s.d - 30
    from (select g, ${day} - 1000 + floor(${r('g', 50)} * 1060)::int as d from generate_series(1, ${number(sizes.camps)}) g) s
    join lateral ${centreOf('s.g', 56)} c on true
    left join _scale_institutions o on s.g % 5 = 0 and o.kind = 'ngo' and o.n = 1 + floor(${r('s.g', 57)} * ${number(sizes.ngos)})::int`);
  report('camps', sizes.camps, sizes.camps);
}

/** Screening results of donations at the donors' own blood centres: nearly all pass, a few reactive. */
async function seedLabResults(db: Db, { sizes, chunk, r, day, report }: StepContext) {
  const passing = sql.raw(
    `'{"hiv":"nonReactive","hbsag":"nonReactive","hcv":"nonReactive","syphilis":"nonReactive","malaria":"nonReactive"}'::jsonb`,
  );
  const reactive = sql.raw(
    `'{"hiv":"nonReactive","hbsag":"reactive","hcv":"nonReactive","syphilis":"nonReactive","malaria":"nonReactive"}'::jsonb`,
  );
  const observations = sql.raw(
    `'[{"id":"rbc","parameter":"RBC","observation":"4.9","standard":"4.5-5.5*10^12","min":4.5,"max":5.5,"outOfRange":false}]'::jsonb`,
  );
  await inChunks(sizes.labResults, chunk, (from, to) =>
    db
      .execute(sql`
    insert into donor_lab_results (person_id, institution_id, added_at, blood_pressure, weight_kg, hb, final_result,
      results, report_no, laboratory, tested_by, blood_group, screening, outcome, outcome_note, recorded_by,
      recorded_at)
    select d.person_id, d.institution_id, s.at, '120/80', 55 + floor(${r('s.g', 61)} * 40), 12.5 + ${r('s.g', 62)} * 3,
      case when s.reactive then 'Fail' else 'Pass' end, ${observations}, 'LR-' || s.g, 'Laboratory',
      'Lab Technician', d.blood_group, case when s.reactive then ${reactive} else ${passing} end,
      case when s.reactive then 'discarded' else 'released' end,
      case when s.reactive then 'Reactive for TTI' else 'Released to inventory' end, t.user_id, s.at
    from (select g, ${r('g', 63)} < 0.015 as reactive,
        ${day} - floor(${r('g', 64)} * 1400)::int + interval '14 hours' as at,
        1 + floor(${r('g', 65)} * ${number(sizes.donors)})::bigint as donor
      from generate_series(${number(from)}, ${number(to)}) g) s
    join institution_donors d on d.donor_code = 'D' || (1000000 + s.donor)
    join _scale_institutions t on t.id = d.institution_id`)
      .then(() => report('lab results', to, sizes.labResults)),
  );
}

/** Conversations of blood centres with hospitals, and their messages, the newest last. */
async function seedChat(db: Db, { sizes, r, report }: StepContext) {
  await db.execute(sql`
    insert into chat_rooms (institution_a, institution_b, added_at)
    select distinct least(b.id, h.id), greatest(b.id, h.id), now() - interval '400 days'
    from generate_series(1, ${number(sizes.chatRooms)}) g
    join _scale_institutions b on b.kind = 'bloodbank' and b.n = 1 + floor(${r('g', 71)} * ${number(sizes.bloodBanks)})::int
    join _scale_institutions h on h.kind = 'hospital' and h.n = 1 + floor(${r('g', 72)} * ${number(sizes.hospitals)})::int
    on conflict do nothing`);
  await db.execute(sql`
    insert into chat_participants (room_id, institution_id)
    select id, institution_a from chat_rooms union all select id, institution_b from chat_rooms
    on conflict do nothing`);
  await db.execute(sql`
    insert into chat_messages (room_id, client_id, sender_institution_id, sender_user_id, chat_type, message, added_at)
    select room.id, gen_random_uuid(), sender.id, sender.user_id, 'Message',
      (array['Do you have 2 units of B+ PRBC available?','Yes, please send the requisition.','Units dispatched with the driver.','Received, thank you.','Any platelets in stock today?'])[1 + s.g % 5],
      now() - make_interval(mins => (${number(sizes.chatMessages)} - s.g)::int)
    from (select g, 1 + floor(${r('g', 73)} * (select count(*) from chat_rooms))::int as room from generate_series(1, ${number(sizes.chatMessages)}) g) s
    join (select id, institution_a, institution_b, row_number() over (order by id) as n from chat_rooms) room on room.n = s.room
    join _scale_institutions sender on sender.id = case when s.g % 2 = 0 then room.institution_a else room.institution_b end`);
  await db.execute(sql`
    update chat_rooms c set last_message = m.message, last_message_at = m.added_at
    from (select distinct on (room_id) room_id, message, added_at from chat_messages order by room_id, added_at desc) m
    where m.room_id = c.id`);
  await db.execute(sql`
    update chat_participants p set last_message_at = c.last_message_at from chat_rooms c where c.id = p.room_id`);
  report('chat', sizes.chatMessages, sizes.chatMessages);
}
