import { indiaToday, reportsEndpoints, requestOf, shiftReportDay } from '@raktsetu/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../../db/client.js';
import { seedInventoryAtScale } from '../../db/seed/inventory-at-scale.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { signIn } from '../../test/callers.js';
import { createInstitution } from '../../test/factories.js';
import { benchRoutes, latencyLog, reportAndClose, routeReader } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createReportsService } from './reports.service.js';

// A blood centre with a year of history — 20 000 units it held (issued, discarded, processed, on the shelf),
// each with its history rows, 12 000 donations and their lab results — among 500 centres holding 300 000 units
// with histories, donations and results of their own, which no report of the measured centre may read.
const UNITS = 300_000;
const INSTITUTIONS = 500;
const FOCUS_DONATIONS = 12_000;
const OTHER_DONATIONS = 100_000;

const today = indiaToday();
const thisMonth = today.slice(0, 7);
const halfYearAgo = shiftReportDay(today, -180);
const requests = {
  dailyToday: requestOf(reportsEndpoints.dailyStock, {}),
  dailyPast: requestOf(reportsEndpoints.dailyStock, { day: halfYearAgo }),
  monthlyCurrent: requestOf(reportsEndpoints.monthly, { month: thisMonth }),
  monthlyPast: requestOf(reportsEndpoints.monthly, { month: halfYearAgo.slice(0, 7) }),
  monthlyXlsx: requestOf(reportsEndpoints.monthlyFile, { month: halfYearAgo.slice(0, 7), format: 'xlsx' }),
  dailyPdf: requestOf(reportsEndpoints.dailyStockFile, { day: halfYearAgo, format: 'pdf' }),
};

let t: TestApp;
let authorization: string;
const read = routeReader(() => ({ app: t.app, authorization }));

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  const db = t.database.db;
  const account = await createInstitution(db);
  const { institution, user } = account;
  const focus = institution.id;
  const seeded = await seedInventoryAtScale(db, {
    focus: { id: focus, userId: user.id, latitude: 18.52, longitude: 73.85 },
    institutions: INSTITUTIONS,
    units: UNITS,
    today,
  });
  // The other centres' units get their history too: the reports must find the focus's rows among them.
  await db.execute(sql`
    insert into unit_events (unit_id, institution_id, actor_kind, at, action, from_state, to_state)
    select id, institution_id, 'user', collection_date + interval '11 hours', 'added', null, 'available'
    from inventory_units where institution_id <> ${focus}`);
  await db.execute(sql`
    insert into people (donor_code, first_name, gender, blood_group)
    select 'BENCH-' || g, 'Donor', 'Female', (array['A+','B+','O+','AB+'])[1 + g % 4] from generate_series(1, 5000) g`);
  const donations = (institutionSql: ReturnType<typeof sql>, count: number) => sql`
    insert into donations (institution_id, person_id, request_id, camp_id, kind, outcome, deferral_reasons,
      component, height_cm, weight_kg, hb, blood_pressure, donated_on, started_at)
    select ${institutionSql}, p.id, case when random() < 0.15 then gen_random_uuid() end, null,
      (array['camp','walkIn','scheduled'])[1 + floor(random() * 3)::int],
      case when random() < 0.08 then 'deferred' else 'donated' end,
      case when random() < 0.08 then '["Haemoglobin must be at least 12.5 g/dL"]'::jsonb else '[]'::jsonb end,
      'Whole Blood', 165, 62, 13.5, '120/80', d.day, d.day + interval '10 hours'
    from (select g, ${today}::date - floor(random() * 365)::int as day from generate_series(1, ${count}) g) d
    join people p on p.donor_code = 'BENCH-' || (1 + d.g % 5000)`;
  const otherCentre = sql`(select id from institutions where type = 'BloodBank' order by id offset (d.g % 400) limit 1)`;
  await db.execute(donations(sql`${focus}::uuid`, FOCUS_DONATIONS));
  await db.execute(donations(otherCentre, OTHER_DONATIONS));
  await db.execute(sql`
    insert into donor_lab_results (person_id, institution_id, added_at, final_result, sample_id, donation_id, screening)
    select person_id, institution_id, donated_on::timestamp at time zone 'UTC', 'Pass', gen_random_uuid(), id,
      jsonb_build_object('hiv', 'nonReactive', 'hbsag', case when random() < 0.01 then 'reactive' else 'nonReactive' end,
        'hcv', 'nonReactive', 'syphilis', 'nonReactive', 'malaria', 'nonReactive')
    from donations where outcome = 'donated'`);
  await db.execute(sql`vacuum (analyze) unit_events, donations, donor_lab_results, people`);
  authorization = `Bearer ${(await signIn(t, account)).token}`;
  // Every query of both reports, explained: none may scan a table whole (other centres' rows included).
  const queries: SQL[] = [];
  const recording = {
    execute: (query: SQL) => {
      queries.push(query);
      return db.execute(query);
    },
  } as unknown as Db;
  const ctx = { kind: 'institution', institutionId: focus, userId: user.id } as InstitutionContext;
  const service = createReportsService({ db: recording });
  await service.dailyStock(ctx, { day: halfYearAgo });
  await service.monthly(ctx, { month: halfYearAgo.slice(0, 7) });
  for (const query of queries) {
    const plan = (
      (await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const scans = plan.split('\n').filter((line) => line.includes('Seq Scan'));
    console.log(scans.length === 0 ? 'plan: no sequential scan' : `plan with a sequential scan:\n${plan}`);
  }
  const past = (await read(requests.dailyPast)).json().content.totals;
  const month = (await read(requests.monthlyPast)).json().content;
  console.log(
    `seeded ${seeded.units} units over ${INSTITUTIONS} centres in ${seeded.milliseconds} ms (${t.database.kind}); ` +
      `the centre on ${halfYearAgo}: opening ${past.opening}, closing ${past.closing}; ` +
      `in ${month.month}: ${month.collections.total} donors bled, ${month.tti.samplesTested} results, ` +
      `${month.issues.total} issued, ${month.discards.total} discarded, ${month.closingStock.total} on the last day`,
  );
}, 1_800_000);

const latency = latencyLog();
afterAll(() => reportAndClose(latency, t));

const cases: [string, keyof typeof requests][] = [
  ['daily stock report, today', 'dailyToday'],
  ['daily stock report, a day six months ago (rebuilt from history)', 'dailyPast'],
  ['monthly report, this month', 'monthlyCurrent'],
  ['monthly report, six months ago', 'monthlyPast'],
  ['monthly report as .xlsx', 'monthlyXlsx'],
  ['daily stock report as PDF', 'dailyPdf'],
];

describe(`reports of a centre with a year of history among ${INSTITUTIONS} centres`, () => {
  benchRoutes(latency, read, requests, cases);
});
