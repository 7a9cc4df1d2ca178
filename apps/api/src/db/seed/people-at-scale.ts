import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { institutions, people } from '../schema/index.js';
import { insertPopulation } from './bulk-insert.js';
import { CITIES, type CityProfile } from './india.js';
import {
  type DonorPlan,
  generateDonors,
  generatePatients,
  newTakenKeys,
  Random,
  type SeedInstitution,
  type TakenKeys,
  todayInIndia,
  Weighted,
} from './people-generator.js';

export interface ScaleOptions {
  donors: number;
  seed: string | number;
  /**
   * The institution whose lists are measured: `focusShare` of all donors live around it and nine in ten
   * of those are linked to it, so its donor list is as long as a large city blood bank's.
   */
  focus?: SeedInstitution;
  /** Default 0.3: 60 000 of 200 000 donors around the focus, some 54 000 of them on its list. */
  focusShare?: number;
  /** Patients (with history, and transfusions when it is both) of the focus institution. */
  focusPatients?: number;
  /** `yyyy-mm-dd`; today in India unless given. */
  today?: string;
  /** Donors generated and inserted at a time; memory stays flat whatever the total. */
  batchSize?: number;
}

export interface ScaleResult {
  /** One blood bank per city, which most of that city's donors are linked to. */
  cityInstitutions: SeedInstitution[];
  people: number;
  links: number;
  linkedToFocus: number;
  donationRecords: number;
  milliseconds: number;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');

/** A confirmed blood bank at the centre of each city, found again by its e-mail on a second run. */
async function cityInstitutions(db: Db): Promise<SeedInstitution[]> {
  const found: SeedInstitution[] = [];
  for (const city of CITIES) {
    const email = `scale.${slug(city.name)}@example.com`;
    const name = city.bloodBanks[0] ?? `${city.name} Blood Bank`;
    let [row] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(sql`lower(${institutions.contactEmail})`, email));
    if (!row) {
      [row] = await db
        .insert(institutions)
        .values({
          name,
          type: 'BloodBank',
          contactEmail: email,
          contactNumber: '9000000000',
          addressDescription: `${city.localities[0]?.name ?? city.name}, ${city.name}`,
          city: city.name,
          state: city.state,
          latitude: city.latitude,
          longitude: city.longitude,
          status: 'Confirmed',
          verifiedAt: new Date(),
        })
        .returning({ id: institutions.id });
    }
    if (!row) throw new Error(`no institution for ${city.name}`);
    found.push({
      id: row.id,
      name,
      type: 'BloodBank',
      city: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
    });
  }
  return found;
}

/** Keys already in the database, so donors added to a database that has people stay unique. */
async function takenInDatabase(db: Db): Promise<TakenKeys> {
  const taken = newTakenKeys();
  const rows = await db
    .select({
      donorCode: people.donorCode,
      mobileNumber: people.mobileNumber,
      email: sql<string | null>`lower(${people.email})`,
    })
    .from(people);
  for (const row of rows) {
    taken.donorCodes.add(row.donorCode);
    if (row.mobileNumber) taken.mobiles.add(row.mobileNumber);
    if (row.email) taken.emails.add(row.email);
  }
  return taken;
}

/**
 * Seeds a national population for benchmarks: donors over a dozen Indian cities in proportion to their
 * size, most linked to their city's blood bank, and a large share around (and linked to) one focus
 * institution. Same seed and day, same donors (the cities' institutions get new ids on a new database).
 * Batches of `batchSize` donors are generated and inserted in turn, each table of a batch one transaction.
 */
export async function seedPeopleAtScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const today = options.today ?? todayInIndia();
  const batchSize = options.batchSize ?? 10_000;
  const focusShare = options.focus ? (options.focusShare ?? 0.3) : 0;
  const cities = await cityInstitutions(db);
  const taken = await takenInDatabase(db);
  const cityOf = new Map<CityProfile, SeedInstitution>(
    CITIES.map((city, i) => [city, cities[i] as SeedInstitution]),
  );
  const citySizes = new Weighted(CITIES.map((city) => [city, city.weight] as const));
  const focus = options.focus;
  const focusMetro = focus
    ? CITIES.find((city) => city.name === focus.city || city.aliases.includes(focus.city))
    : undefined;
  const focusNeighbour = focusMetro ? cityOf.get(focusMetro) : undefined;

  const planner = new Random(`${options.seed}/scale`);
  const planOne = (): DonorPlan => {
    if (focus && planner.chance(focusShare)) {
      const linked = planner.chance(0.9);
      return {
        near: focus,
        home: linked ? focus : null,
        homeBy: planner.chance(0.8) ? 'desk' : 'code',
        verifiedBy: linked && focusNeighbour && planner.chance(0.1) ? [focusNeighbour] : [],
      };
    }
    const city = planner.weighted(citySizes);
    const bank = cityOf.get(city) as SeedInstitution;
    const linked = planner.chance(0.7);
    return {
      near: { latitude: city.latitude, longitude: city.longitude, city: city.name },
      home: linked ? bank : null,
      homeBy: planner.chance(0.8) ? 'desk' : 'code',
      // The focus also knows some of its city's other donors, as a city's blood banks share donors.
      verifiedBy: focus && city === focusMetro && planner.chance(0.1) ? [focus] : [],
    };
  };

  const result: ScaleResult = {
    cityInstitutions: cities,
    people: 0,
    links: 0,
    linkedToFocus: 0,
    donationRecords: 0,
    milliseconds: 0,
  };
  for (let first = 0; first < options.donors; first += batchSize) {
    const plans = Array.from({ length: Math.min(batchSize, options.donors - first) }, planOne);
    const rows = generateDonors({ seed: options.seed, today, plans, firstIndex: first, taken });
    await insertPopulation(db, rows);
    result.people += rows.people.length;
    result.links += rows.institutionDonors.length;
    result.donationRecords += rows.donationRecords.length;
    if (focus)
      result.linkedToFocus += rows.institutionDonors.filter((l) => l.institutionId === focus.id).length;
  }
  if (focus && options.focusPatients) {
    await insertPopulation(
      db,
      generatePatients({
        seed: options.seed,
        today,
        institution: focus,
        count: options.focusPatients,
        issuers: focusMetro?.bloodBanks ?? [],
        taken,
      }),
    );
  }
  // PGlite has no autovacuum, and PostgreSQL's may not have run yet: without statistics the planner guesses
  // row counts, and without the visibility map an index-only scan reads every row it passes — a benchmark
  // would measure a database no running server keeps (docs/decisions/0042; the server tidies PGlite itself).
  await db.execute(
    sql`vacuum (analyze) people, institution_donors, institution_donor_tallies, donation_records, donor_lab_results, medical_reports, donor_remarks, patients, patient_history, transfusions`,
  );
  result.milliseconds = Math.round(performance.now() - started);
  return result;
}
