import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { camps } from '../schema/index.js';

export interface CampScaleOptions {
  /** The blood centre whose screens are measured. */
  focus: { id: string; userId: string };
  /** Camps in all, over `centres` blood centres. Default 50 000 over 4 000 (the country's order of magnitude). */
  camps?: number;
  centres?: number;
  /** Camps of the focus centre over three years. Default 1 000. */
  focusCamps?: number;
  /** Donors assigned to the focus centre's largest camp. Default 2 000. */
  campDonors?: number;
  /** Samples the focus centre's lab has received. Default 100 000. */
  samples?: number;
  /** yyyy-mm-dd, today in India. */
  today: string;
}

/**
 * A national history of donation camps written by the database itself (`generate_series`, seeded `random()`):
 * blood centres across India with a dozen camps a year each, the focus centre with its own camps (most
 * scheduled, some waiting, some declined), one large camp day with its donors, and the samples of a year of
 * donations — the rows the camp list, the camp donors screen and the lab's samples list read.
 */
export async function seedCampsAtScale(db: Db, options: CampScaleOptions) {
  const started = performance.now();
  const total = options.camps ?? 50_000;
  const centres = options.centres ?? 4_000;
  const focusCamps = options.focusCamps ?? 1_000;
  const donors = options.campDonors ?? 2_000;
  const sampleCount = options.samples ?? 100_000;
  const { focus } = options;
  const today = sql.raw(`'${options.today}'::date`);
  const coordinator = sql.raw(
    `'{"name":"Coordinator","mobileNumber":"9822012345","email":"c@example.com"}'::jsonb`,
  );

  await db.execute(sql`select setseed(0.23)`);
  await db.execute(sql`
    insert into institutions (name, type, contact_email, contact_number, city, state, latitude, longitude,
      status, access_state)
    select 'Scale Blood Centre ' || g, 'BloodBank', 'scale.camp.centre.' || g || '@example.com', '9800000000',
      'City ' || (g % 300), 'State ' || (g % 36), 8 + random() * 25, 69 + random() * 27, 'Confirmed', 'Active'
    from generate_series(1, ${centres}) g`);
  const campColumns = sql.raw(`(institution_id, organiser_institution_id, status, camp_name, sponsored_by,
    organiser, no_of_beds, target_units, camp_date, start_at, end_at, camp_coordinator, blood_bank_coordinator,
    venue, address_description, city, state, donors_count, donated_count)`);
  await db.execute(sql`
    insert into camps ${campColumns}
    select c.id, c.id, 'Accepted', 'Camp ' || g, 'Sponsor ' || g, c.name, 10, 120, d, d + time '09:00',
      d + time '16:00', ${coordinator}, ${coordinator}, 'Hall ' || g, 'Road ' || g || ', ' || c.city, c.city,
      c.state, 60 + (g % 90), 50 + (g % 70)
    from (select g, ${today} - 700 + floor(random() * 760)::int as d,
            1 + floor(random() * ${centres})::int as n from generate_series(1, ${total - focusCamps}) g) s
    join (select id, name, city, state, row_number() over (order by id) as n from institutions
          where contact_email like 'scale.camp.centre.%') c on c.n = s.n`);
  await db.execute(sql`
    insert into camps ${campColumns}
    select ${focus.id}, ${focus.id},
      case when g % 20 = 0 then 'Pending' when g % 50 = 1 then 'Declined' else 'Accepted' end,
      (array['Pune','Kothrud','Hadapsar','Aundh','Baner','Wakad'])[1 + g % 6] || ' Blood Drive ' || g,
      'Rotary Club', 'Focus Blood Centre', 10 + g % 10, 100 + g % 100, d, d + time '09:00', d + time '16:00',
      ${coordinator}, ${coordinator}, 'Community Hall ' || g, 'Lane ' || g || ', Pune', 'Pune', 'Maharashtra',
      g % 150, 0
    from (select g, ${today} - 1000 + floor(random() * 1060)::int as d
          from generate_series(1, ${focusCamps}) g) s`);

  // The largest camp day: today's camp with its donors, a third of them already bled.
  const [mega] = await db
    .insert(camps)
    .values({
      institutionId: focus.id,
      organiserInstitutionId: focus.id,
      status: 'Accepted',
      campName: 'Mega Blood Drive',
      organiser: 'Focus Blood Centre',
      noOfBeds: 40,
      targetUnits: 500,
      campDate: options.today,
      startAt: new Date(`${options.today}T08:00:00+05:30`),
      endAt: new Date(`${options.today}T18:00:00+05:30`),
      campCoordinator: { name: 'Coordinator', mobileNumber: '9822012345', email: 'c@example.com' },
      bloodBankCoordinator: { name: 'Coordinator', mobileNumber: '9822012345', email: 'c@example.com' },
      venue: 'University Ground',
      addressDescription: 'Ganeshkhind, Pune',
      donorsCount: donors,
    })
    .returning({ id: camps.id });
  const campId = mega?.id as string;
  await db.execute(sql`
    insert into people (donor_code, first_name, last_name, gender, blood_group, date_of_birth, mobile_number)
    select 'SC' || lpad(g::text, 7, '0'), (array['Amit','Priya','Rahul','Sneha','Vikas','Pooja'])[1 + g % 6],
      'Donor' || g, case when g % 3 = 0 then 'Female' else 'Male' end,
      (array['O+','B+','A+','AB+','O-','B-','A-','AB-'])[1 + g % 8], date '1990-01-01' + (g % 5000),
      '7' || lpad(g::text, 9, '0')
    from generate_series(1, ${Math.max(donors, 1)}) g`);
  await db.execute(sql`
    insert into camp_donors (camp_id, person_id, assigned_by_id, donation_status)
    select ${campId}, p.id, ${focus.id}, case when row_number() over () % 3 = 0 then 8 else 0 end
    from people p where p.donor_code like 'SC%'`);

  // A year of the lab's samples, each with the donation it came from.
  await db.execute(sql`
    insert into donations (institution_id, person_id, kind, outcome, blood_group, component, height_cm,
      weight_kg, hb, blood_pressure, bag_id, donated_on, started_at, completed_at)
    select ${focus.id}, p.id, 'walkIn', 'donated', p.blood_group, 'Whole Blood', 170, 68, 13.5, '120/80',
      'SB-' || g, ${today} - (g % 365), now() - make_interval(hours => g), now() - make_interval(hours => g)
    from generate_series(1, ${sampleCount}) g
    join lateral (select id, blood_group from people where donor_code = 'SC' || lpad((1 + g % ${Math.max(donors, 1)})::text, 7, '0')) p on true`);
  await db.execute(sql`
    insert into samples (institution_id, donation_id, unit_id, person_id, donor_code, bag_id, sample_id_1,
      sample_id_2, sample_id_3, collection_date, received_from, status, received_on)
    select d.institution_id, d.id, gen_random_uuid(), d.person_id, 'SC', d.bag_id, d.bag_id || '-1',
      d.bag_id || '-2', d.bag_id || '-3', d.donated_on, 'Walk-in donation',
      case when random() < 0.05 then 3 when random() < 0.06 then 4 else 5 end,
      d.completed_at
    from donations d where d.institution_id = ${focus.id}`);
  // The results of the resulted ones: the lab's register (docs/decisions/0047).
  await db.execute(sql`
    insert into donor_lab_results (person_id, institution_id, added_at, blood_pressure, weight_kg, hb,
      final_result, results, sample_id, donation_id, unit_id, report_no, laboratory, tested_by, blood_group,
      screening, outcome, outcome_note, recorded_at)
    select s.person_id, s.institution_id, s.received_on + interval '1 day', '120/80', 68, 13.5,
      case when random() < 0.02 then 'Fail' else 'Pass' end,
      '[{"id":"rbc","parameter":"RBC","observation":"4.9","standard":"4.5-5.5*10^12","min":4.5,"max":5.5,"outOfRange":false}]'::jsonb,
      s.id, s.donation_id, s.unit_id, 'LR-' || s.bag_id, 'Laboratory', 'Lab Technician', d.blood_group,
      '{"hiv":"nonReactive","hbsag":"nonReactive","hcv":"nonReactive","syphilis":"nonReactive","malaria":"nonReactive"}'::jsonb,
      'released', 'Released to inventory', s.received_on + interval '1 day'
    from samples s join donations d on d.id = s.donation_id
    where s.institution_id = ${focus.id} and s.status = 5`);
  await db.execute(
    sql`analyze camps; analyze camp_donors; analyze samples; analyze donations; analyze people; analyze donor_lab_results`,
  );
  return {
    camps: total + 1,
    samples: sampleCount,
    campId,
    milliseconds: Math.round(performance.now() - started),
  };
}
