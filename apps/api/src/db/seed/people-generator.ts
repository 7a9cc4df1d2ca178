import {
  ageInYears,
  type BloodGroup,
  type Component,
  compatibleDonorGroups,
  type DonationType,
  type DonorBlockReason,
  deferralFromAnswers,
  donationInterval,
  ELIGIBILITY_LIMITS,
  formatDin,
  type Gender,
  type InstitutionType,
  indiaDayNumber,
  LAB_DEFAULT_PARAMETERS,
  lookbackStart,
  nextEligibleDay,
  QUESTIONNAIRE_LOOKBACK,
  questionnaireItemsFor,
  questionText,
  shelfLife,
  WALK_IN_DONOR_TYPE,
} from '@raktsetu/contract';
import type {
  donationRecords,
  donorLabResults,
  donorRemarks,
  institutionDonors,
  medicalReports,
  patientHistory,
  patients,
  people,
  QuestionnaireAnswers,
  transfusions,
} from '../schema/index.js';
import {
  BLOCK_COMMENTS,
  CAMP_HOSTS,
  DEFERRING_ITEMS,
  DONATION_COMMENTS,
  DONOR_NOTES,
  DONOR_REMARKS,
  MEDICAL_ISSUES,
  PATIENT_NOTES,
  PATIENT_SCENARIOS,
  type PatientScenario,
  REFERRERS,
} from './clinical-texts.js';
import {
  ADDRESS_WORDS,
  type AddressStyle,
  type CityProfile,
  type Community,
  cityProfile,
  distanceKm,
  NAMES,
} from './india.js';

/*
 * Donors and patients for the demo, tests and benchmarks, built as rows of the people tables. Everything
 * comes from a seed, so a demo is the same on every start and a benchmark measures the same data twice;
 * the contract's rules (donation intervals, look-back windows, compatibility, shelf life) decide every
 * date and group that a screen would check, so the seeded data never shows what the app would refuse.
 */

// ---------------------------------------------------------------------------------------------------------
// A seeded source of numbers

/** Four 32-bit words from a text (bryc's cyrb128), so seeds that differ in one character start far apart. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Choices and their relative weights, summed once so each draw is a binary search. */
export class Weighted<T> {
  readonly values: readonly T[];
  private readonly cumulative: number[] = [];
  readonly total: number;

  constructor(entries: Iterable<readonly [T, number]>) {
    const values: T[] = [];
    let total = 0;
    for (const [value, weight] of entries) {
      if (!(weight > 0)) continue;
      total += weight;
      values.push(value);
      this.cumulative.push(total);
    }
    if (values.length === 0) throw new Error('nothing to choose from');
    this.values = values;
    this.total = total;
  }

  /** The value whose share of [0, total) holds `point`. */
  at(point: number): T {
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (point < (this.cumulative[middle] as number)) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }

  /** Each value's share of the whole, for tests and reports. */
  share(value: T): number {
    const index = this.values.indexOf(value);
    if (index < 0) return 0;
    const before = index === 0 ? 0 : (this.cumulative[index - 1] as number);
    return ((this.cumulative[index] as number) - before) / this.total;
  }
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator) seeded from a text. Its 128 bits of state
 * keep the streams of different seeds, and of each person within one seed, from running into one another
 * as the 2^32 cycle of mulberry32 can; a person's rows then depend only on the seed and their own number.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string | number) {
    [this.a, this.b, this.c, this.d] = hash128(String(seed));
    // The first outputs still echo the seed's hash; the usual remedy is to throw a few away.
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('nothing to pick from');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  weighted<T>(table: Weighted<T>): T {
    return table.at(this.next() * table.total);
  }

  /** Normally distributed (Box–Muller), clamped to [min, max]. */
  normal(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const u = 1 - this.next();
    const v = this.next();
    const value = mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.min(max, Math.max(min, value));
  }

  /** Triangular on [min, max] peaking at `mode`: ages and distances that have a usual value and a long tail. */
  triangular(min: number, mode: number, max: number): number {
    const u = this.next();
    const split = (mode - min) / (max - min);
    return u < split
      ? min + Math.sqrt(u * (max - min) * (mode - min))
      : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
  }

  /** A version 4 UUID from this stream, so a seed gives the same ids and links every time. */
  uuid(): string {
    const a = this.u32();
    const b = (this.u32() & 0xffff0fff) | 0x00004000;
    const c = (this.u32() & 0x3fffffff) | 0x80000000;
    const d = this.u32();
    const h = hex(a) + hex(b) + hex(c) + hex(d);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

const weightedOf = <K extends string>(shares: Partial<Record<K, number>>) =>
  new Weighted(Object.entries(shares) as [K, number][]);

// ---------------------------------------------------------------------------------------------------------
// Days

const DAY_MS = 86_400_000;
const INDIA_OFFSET_HOURS = 5.5;

/** Days since 1970-01-01 of a calendar day written `yyyy-mm-dd`. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** `yyyy-mm-dd` of a day number; as a date column stores it (00:00 UTC, 05:30 in India, the same day). */
export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The instant of a time of day in India on a day. */
const at = (day: number, indiaHour: number): Date =>
  new Date(day * DAY_MS + Math.round((indiaHour - INDIA_OFFSET_HOURS) * 3_600_000));
/** Today in India, `yyyy-mm-dd`: the day a population is generated as of. */
export const todayInIndia = (now: Date = new Date()): string => dayText(indiaDayNumber(now));
const officeHour = (random: Random) => random.int(9 * 60, 18 * 60) / 60;
const yearOf = (day: number) => new Date(day * DAY_MS).getUTCFullYear();

// ---------------------------------------------------------------------------------------------------------
// Shares

/**
 * Blood groups of Indian donors as the blood-centre surveys report them (about B+ 31 %, O+ 30 %, A+ 21 %,
 * AB+ 9 %, B− 2 %, O− 1.4 %, A− 1.1 %, AB− 0.6 %), normalised to a whole; the Bombay phenotype (HH) about
 * 1 in 10 000.
 */
export const BLOOD_GROUP_SHARES = weightedOf<BloodGroup>({
  'B+': 31,
  'O+': 30,
  'A+': 21,
  'AB+': 9,
  'B-': 2,
  'O-': 1.4,
  'A-': 1.1,
  'AB-': 0.6,
  HH: 0.0096,
});

/** About 70 % of donors in India are men. */
export const DONOR_GENDER_SHARES = weightedOf<Gender>({ Male: 70, Female: 29.8, Other: 0.2 });
const PATIENT_GENDER_SHARES = weightedOf<Gender>({ Male: 55, Female: 44.6, Other: 0.4 });

/** Indian mobile numbers start with 6, 7, 8 or 9; the older 9 series is the largest. */
const MOBILE_FIRST_DIGIT = weightedOf({ '9': 38, '8': 24, '7': 24, '6': 14 });

/**
 * Domains reserved for examples (RFC 2606): a demo or benchmark that sends a code or a mail to a seeded
 * person never reaches anyone real.
 */
const EMAIL_DOMAINS = weightedOf({ 'example.com': 6, 'example.net': 2, 'example.org': 1 });

const APHERESIS_COMPONENTS = weightedOf<Component>({
  'Platelets Apheresis Single Donor': 85,
  'Plasma Apheresis Single Donor': 12,
  'Red Cells Apheresis Single Donor': 3,
});

/** How many donations a repeat donor has given, as donor registries in India spread them. */
const DONATION_COUNTS = new Weighted<number>([
  [1, 30],
  [2, 22],
  [3, 15],
  [4, 10],
  [5, 8],
  [6, 6],
  [8, 5],
  [10, 3],
  [14, 1],
]);

const REMARK_KINDS = new Weighted([
  [DONOR_REMARKS.wholeBlood, 60],
  [DONOR_REMARKS.screening, 25],
  [DONOR_REMARKS.followUp, 15],
]);

const DONOR_TYPES = weightedOf<string>({ [WALK_IN_DONOR_TYPE]: 85, institution: 10, Individual: 5 });
const BLOCK_TYPES = weightedOf<'permanently' | 'temporarily' | 'recovery'>({
  temporarily: 60,
  recovery: 20,
  permanently: 20,
});
const BLOCK_REASONS = weightedOf<DonorBlockReason>({
  'Medically unfit donate': 30,
  'Under Antibiotics/Prescribed Medication': 25,
  'Drug/Alcohol abuse': 8,
  'False Declaration': 12,
  'Unruly behaviour': 7,
  'Asked money for donation': 6,
  'Others (please specify)': 12,
});

// ---------------------------------------------------------------------------------------------------------
// Rows and what they are built from

export type PersonInsert = typeof people.$inferInsert;
export type InstitutionDonorInsert = typeof institutionDonors.$inferInsert;
export type DonationRecordInsert = typeof donationRecords.$inferInsert;
export type DonorLabResultInsert = typeof donorLabResults.$inferInsert;
export type MedicalReportInsert = typeof medicalReports.$inferInsert;
export type DonorRemarkInsert = typeof donorRemarks.$inferInsert;
export type PatientInsert = typeof patients.$inferInsert;
export type PatientHistoryInsert = typeof patientHistory.$inferInsert;
export type TransfusionInsert = typeof transfusions.$inferInsert;

/** An institution people are attached to; the generator needs its place, not its row. */
export interface SeedInstitution {
  id: string;
  name: string;
  type: InstitutionType;
  /** Names the metropolitan area whose localities people live in (seed/india.ts). */
  city: string;
  latitude: number;
  longitude: number;
  /** Who adds rows for it, usually its key member; null leaves added_by empty. */
  staffUserId?: string | null;
}

export interface DonorRows {
  people: PersonInsert[];
  institutionDonors: InstitutionDonorInsert[];
  donationRecords: DonationRecordInsert[];
  donorLabResults: DonorLabResultInsert[];
  medicalReports: MedicalReportInsert[];
  donorRemarks: DonorRemarkInsert[];
}

export interface PatientRows {
  patients: PatientInsert[];
  patientHistory: PatientHistoryInsert[];
  transfusions: TransfusionInsert[];
}

export type Population = DonorRows & PatientRows;

/** Keys that must stay unique across everything seeded into one database. */
export interface TakenKeys {
  donorCodes: Set<string>;
  mobiles: Set<string>;
  /** Lower case. */
  emails: Set<string>;
  bagIds: Set<string>;
}

export const newTakenKeys = (): TakenKeys => ({
  donorCodes: new Set(),
  mobiles: new Set(),
  emails: new Set(),
  bagIds: new Set(),
});

/** Where one donor lives and which institutions know them. */
export interface DonorPlan {
  /** Scattered among the localities of this point's metropolitan area, within 30 km of it. */
  near: { latitude: number; longitude: number; city: string };
  /** The institution that knows the donor best; null for someone who signed up in the app and is known to none. */
  home: SeedInstitution | null;
  /** Added at the home's desk (or upload), or signed up in the app and verified there by code. */
  homeBy?: 'desk' | 'code';
  /** Other institutions that verified the donor by code. */
  verifiedBy?: readonly SeedInstitution[];
}

// ---------------------------------------------------------------------------------------------------------
// Places, names, numbers

/**
 * How far from its institution a population reaches: past the nearby lists' default 25 km
 * (docs/decisions/0041), so a wider radius still finds more donors.
 */
export const SCATTER_KM = 30;
const LOCALITY_SPREAD_KM = 1.4;

interface Spot {
  latitude: number;
  longitude: number;
  landmark: string;
  city: string;
  state: string;
  zipcode: string;
  addressDescription: string;
}

const localityTables = new Map<string, Weighted<CityProfile['localities'][number]>>();

/**
 * Localities within reach of `centre`, weighted so that people are denser near it: a locality 6 km out
 * draws half as many people as one at the centre.
 */
function localitiesAround(metro: CityProfile, centre: { latitude: number; longitude: number }) {
  const key = `${metro.name}:${centre.latitude}:${centre.longitude}`;
  let table = localityTables.get(key);
  if (!table) {
    const near = metro.localities
      .map((locality) => [locality, distanceKm(centre, locality)] as const)
      .filter(([, km]) => km <= SCATTER_KM - 2 * LOCALITY_SPREAD_KM);
    if (near.length === 0)
      throw new Error(`No locality of ${metro.name} lies within ${SCATTER_KM} km of the point`);
    table = new Weighted(near.map(([locality, km]) => [locality, 1 / (1 + km / 6)] as const));
    localityTables.set(key, table);
  }
  return table;
}

function addressLine(random: Random, style: AddressStyle, locality: string): string {
  const w = ADDRESS_WORDS;
  const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
  switch (style) {
    case 'maharashtra':
      return `Flat ${random.int(1, 12)}0${random.int(1, 6)}, ${random.pick(w.maharashtraBuildings)} ${random.pick(w.maharashtraKinds)}, ${locality}`;
    case 'karnataka':
      return `#${random.int(1, 420)}, ${ordinal(random.int(1, 18))} Cross, ${ordinal(random.int(1, 12))} Main, ${locality}`;
    case 'delhi':
      return random.chance(0.5)
        ? `${random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'])}-${random.int(1, 380)}, ${locality}`
        : `House No. ${random.int(1, 250)}, Block ${random.pick(['A', 'B', 'C', 'D', 'E'])}, ${locality}`;
    case 'tamilNadu':
      return `No. ${random.int(1, 160)}, ${random.pick(w.tamilStreets)} Street, ${locality}`;
    case 'bengal':
      return `${random.int(1, 220)}/${random.int(1, 12)}, ${random.pick(w.bengalRoads)}, ${locality}`;
    case 'telangana':
      return `H.No. ${random.int(1, 12)}-${random.int(1, 9)}-${random.int(1, 400)}, ${random.pick(w.teluguRoads)}, ${locality}`;
    case 'gujarat':
      return `${random.int(1, 90)}, ${random.pick(w.gujaratSocieties)} Society, ${locality}`;
    case 'rajasthan':
      return `Plot No. ${random.int(1, 300)}, ${random.pick(w.rajasthanColonies)}, ${locality}`;
    case 'uttarPradesh':
      return random.chance(0.5)
        ? `${random.int(1, 9)}/${random.int(1, 480)}, ${locality}`
        : `House No. ${random.int(1, 600)}, Sector ${random.int(1, 25)}, ${locality}`;
    case 'kerala':
      return `${random.pick(w.keralaHouses)} House, ${locality}`;
    case 'assam':
      return `House No. ${random.int(1, 90)}, ${random.pick(w.assamPaths)} Path, ${locality}`;
  }
}

/** A home in a locality near `centre`, no farther than SCATTER_KM from it. */
export function placeNear(
  random: Random,
  centre: { latitude: number; longitude: number; city: string },
): Spot {
  const metro = cityProfile(centre.city);
  const locality = random.weighted(localitiesAround(metro, centre));
  const kmPerDegreeLongitude = 111.32 * Math.cos((locality.latitude * Math.PI) / 180);
  let latitude = locality.latitude;
  let longitude = locality.longitude;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = {
      latitude: locality.latitude + random.normal(0, LOCALITY_SPREAD_KM) / 110.574,
      longitude: locality.longitude + random.normal(0, LOCALITY_SPREAD_KM) / kmPerDegreeLongitude,
    };
    if (distanceKm(centre, candidate) <= SCATTER_KM) {
      latitude = candidate.latitude;
      longitude = candidate.longitude;
      break;
    }
  }
  return {
    // Six decimals: about 10 cm, as precise as a phone's position is ever written.
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    landmark: locality.name,
    city: locality.city ?? metro.name,
    state: locality.state ?? metro.state,
    zipcode: locality.zipcode,
    addressDescription: addressLine(random, metro.address, locality.name),
  };
}

const communityTables = new Map<string, Weighted<Community>>();

function personName(random: Random, city: string, gender: Gender) {
  const metro = cityProfile(city);
  let table = communityTables.get(metro.name);
  if (!table) {
    table = weightedOf(metro.communities);
    communityTables.set(metro.name, table);
  }
  const pool = NAMES[random.weighted(table)];
  const female = gender === 'Female' || (gender === 'Other' && random.chance(0.5));
  const firstName = random.pick(female ? pool.female : pool.male);
  const lastName =
    female && pool.femaleSurnames && random.chance(0.5)
      ? random.pick(pool.femaleSurnames)
      : random.pick(pool.surnames);
  return { firstName, lastName };
}

function uniqueMobile(random: Random, taken: Set<string>): string {
  for (;;) {
    const number = `${random.weighted(MOBILE_FIRST_DIGIT)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

/** D and seven digits, as the donor cards print them. */
function uniqueDonorCode(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = `D${random.int(1_000_000, 9_999_999)}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

function uniqueEmail(
  random: Random,
  person: { firstName: string; lastName: string; birthYear: number },
  taken: Set<string>,
): string {
  const first = person.firstName.toLowerCase().replace(/[^a-z]/g, '');
  const last = person.lastName.toLowerCase().replace(/[^a-z]/g, '');
  const year = String(person.birthYear);
  const local = random.pick([
    `${first}.${last}`,
    `${first}${last}${year.slice(2)}`,
    `${first}_${last}`,
    `${first.charAt(0)}${last}`,
    `${first}.${last}${year}`,
    `${last}.${first}`,
    `${first}${random.int(1, 999)}`,
  ]);
  const domain = random.weighted(EMAIL_DOMAINS);
  for (let suffix = ''; ; suffix = String(random.int(1, 9999))) {
    const email = `${local}${suffix}@${domain}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

function dateOfBirth(random: Random, todayDay: number, minAge: number, maxAge: number, mode: number) {
  const today = new Date(todayDay * DAY_MS);
  for (;;) {
    const years = random.triangular(minAge, mode, maxAge + 1);
    const day = todayDay - Math.floor(years * 365.2425);
    const age = ageInYears(new Date(day * DAY_MS), today);
    if (age >= minAge && age <= maxAge) return { day, age };
  }
}

function bodyOf(random: Random, gender: Gender, age: number) {
  if (age < 15) {
    const heightCm = Math.round(random.normal(80 + 6.2 * age, 5));
    return { heightCm, weightKg: Math.round(random.normal(8 + 2.6 * age, 2, 7)) };
  }
  const female = gender === 'Female';
  const heightCm = Math.round(random.normal(female ? 155 : 168, female ? 6 : 7, 140, 195));
  const bmi = random.normal(female ? 23 : 24, 3, 18.5, 34);
  return { heightCm, weightKg: Math.round(bmi * (heightCm / 100) ** 2 * 2) / 2 };
}

const doctorName = (random: Random, city: string) => {
  const { firstName, lastName } = personName(random, city, random.chance(0.45) ? 'Female' : 'Male');
  return `Dr. ${firstName} ${lastName}`;
};

// ---------------------------------------------------------------------------------------------------------
// Donors

interface Donation {
  day: number;
  type: DonationType;
  component: Component;
}

const componentOf = (random: Random, type: DonationType): Component =>
  type === 'apheresis' ? random.weighted(APHERESIS_COMPONENTS) : 'Whole Blood';

/**
 * A donor's donations, newest first: a quarter have never given; each earlier donation lies at least the
 * NBTC interval (the contract's `donationInterval`) before the one after it.
 */
function donationHistory(random: Random, sex: Gender, todayDay: number): Donation[] {
  if (random.chance(0.25)) return [];
  const apheresisDonor = random.chance(0.1);
  const count = random.weighted(DONATION_COUNTS);
  // Most gave within the year; the tail reaches three years back.
  let day = todayDay - Math.max(1, Math.floor(1095 * random.next() ** 1.7));
  let type: DonationType = apheresisDonor && random.chance(0.7) ? 'apheresis' : 'wholeBlood';
  const history: Donation[] = [{ day, type, component: componentOf(random, type) }];
  while (history.length < count) {
    const earlier: DonationType = apheresisDonor && random.chance(0.6) ? 'apheresis' : 'wholeBlood';
    const interval = donationInterval(sex, earlier, type);
    const minimum = interval.unit === 'days' ? interval.amount : Math.ceil(interval.amount / 24);
    const extra =
      earlier === 'apheresis' && type === 'apheresis'
        ? random.int(12, 60)
        : random.int(0, 240) * (random.chance(0.3) ? 2 : 1);
    day -= minimum + extra;
    if (day < todayDay - 10 * 365) break;
    type = earlier;
    history.push({ day, type, component: componentOf(random, type) });
  }
  return history;
}

interface Questionnaire {
  answers: QuestionnaireAnswers;
  submittedAt: Date;
  deferredUntil: string | null;
  deferralReason: string | null;
}

/**
 * A self-assessment waiting for review (docs/spec/part-1-institution-side.md §5). Now and then one answer
 * is yes; inside its look-back window it defers the donor to the last day the window still holds it.
 */
function selfAssessment(
  random: Random,
  sex: Gender,
  todayDay: number,
  last: Donation | undefined,
): Questionnaire {
  const submittedDay = todayDay - random.int(0, 10);
  const submittedAt = at(submittedDay, random.int(8 * 60, 22 * 60) / 60);
  const answers: QuestionnaireAnswers = {};
  for (const item of questionnaireItemsFor(sex)) answers[item] = { answer: 'no', date: null };
  if (last) answers.priorDonation = { answer: 'yes', date: dayText(last.day) };
  if (random.chance(0.35)) {
    const item = random.pick(
      DEFERRING_ITEMS.filter((item) => sex === 'Female' || !QUESTIONNAIRE_LOOKBACK[item].femaleOnly),
    );
    const windowDays = Math.floor(
      (submittedAt.getTime() - lookbackStart(item, submittedAt).getTime()) / DAY_MS,
    );
    const eventDay = random.chance(0.65)
      ? submittedDay - random.int(0, Math.max(0, windowDays - 1))
      : submittedDay - windowDays - random.int(5, 400);
    answers[item] = { answer: 'yes', date: dayText(eventDay) };
  }
  // Deferred as the app defers on submission, and only while that still holds today.
  const deferral = deferralFromAnswers(answers, submittedAt);
  const inForce = deferral && dayNumber(deferral.until) >= todayDay ? deferral : null;
  return {
    answers,
    submittedAt,
    deferredUntil: inForce?.until ?? null,
    deferralReason: inForce ? inForce.items.map(questionText).join('; ') : null,
  };
}

type Block = Pick<
  InstitutionDonorInsert,
  'status' | 'blockType' | 'blockReason' | 'blockComment' | 'blockUntil' | 'blockedAt'
>;

const ACTIVE: Block = {
  status: 'Active',
  blockType: null,
  blockReason: null,
  blockComment: null,
  blockUntil: null,
  blockedAt: null,
};

/** A block with one of the contract's types and reasons; a temporary one always ends after today. */
function blockOf(random: Random, todayDay: number, sinceDay: number, medical?: { day: number }): Block {
  const reason = medical ? 'Medically unfit donate' : random.weighted(BLOCK_REASONS);
  const type = medical ? (random.chance(0.7) ? 'recovery' : 'permanently') : random.weighted(BLOCK_TYPES);
  const blockedDay = medical ? medical.day : Math.max(sinceDay, todayDay - random.int(1, 90));
  const comment =
    reason === 'Others (please specify)' || random.chance(0.6) ? random.pick(BLOCK_COMMENTS[reason]) : null;
  return {
    status: 'Blocked',
    blockType: type,
    blockReason: reason,
    blockComment: comment,
    // Fewer than 182.5 days (docs/spec/part-2-operations-and-admin.md §5), and still running today.
    blockUntil:
      type === 'temporarily'
        ? dayText(blockedDay + random.int(Math.max(todayDay - blockedDay + 1, 30), 181))
        : null,
    blockedAt: at(blockedDay, officeHour(random)),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const LAB_PARAMETER_NAMES = LAB_DEFAULT_PARAMETERS.map((p) => p.parameter) as [
  string,
  string,
  string,
  string,
  string,
];

/**
 * A lab result as the profile shows it. A Pass keeps every count inside the contract's standards
 * (LAB_DEFAULT_PARAMETERS, the spec's), so no screen flags it; a Fail has one count outside them. Hb and
 * blood pressure passed screening, or there would have been no donation to test.
 */
function labResultOf(
  random: Random,
  person: { id: string; gender: Gender; weightKg: number },
  institutionId: string,
  day: number,
): DonorLabResultInsert {
  const female = person.gender === 'Female';
  const failing = random.chance(0.04) ? random.pick(['RBC', 'Platelet', 'TLC'] as const) : null;
  const systolic = Math.round(random.normal(118, 8, 100, 140));
  const diastolic = Math.round(random.normal(77, 5, 60, 90));
  const rbc =
    failing === 'RBC'
      ? random.normal(4.1, 0.15, 3.6, 4.4)
      : random.normal(female ? 4.75 : 5.0, 0.2, 4.5, 5.5);
  // WBC and TLC are one count in two units (10^9/L and /mm^3).
  const tlc = failing === 'TLC' ? random.int(115, 140) * 100 : random.int(40, 50) * 100;
  const platelet =
    failing === 'Platelet' ? random.int(90, 140) : Math.round(random.normal(250, 50, 150, 400));
  const [rbcName, wbcName, plateletName, esrName, tlcName] = LAB_PARAMETER_NAMES;
  return {
    id: random.uuid(),
    personId: person.id,
    institutionId,
    addedAt: at(day, random.int(11 * 60, 17 * 60) / 60),
    bloodPressure: `${systolic}/${diastolic}`,
    // Weighed on the day of a donation: never below the minimum a donation needs.
    weightKg: Math.max(ELIGIBILITY_LIMITS.minWeightKgFor350, round1(person.weightKg + random.normal(0, 0.8))),
    hb: round1(random.normal(female ? 13.4 : 14.6, female ? 0.6 : 0.9, 12.5, 17.5)),
    finalResult: failing ? 'Fail' : 'Pass',
    results: [
      { parameter: rbcName, observation: rbc.toFixed(2) },
      { parameter: wbcName, observation: (tlc / 1000).toFixed(1) },
      { parameter: plateletName, observation: String(platelet) },
      { parameter: esrName, observation: String(random.int(female ? 4 : 2, female ? 20 : 15)) },
      { parameter: tlcName, observation: String(tlc) },
    ],
  };
}

/** One donor's rows, drawn from their own stream: the same seed and number give the same donor. */
function generateDonor(
  seed: string | number,
  index: number,
  plan: DonorPlan,
  todayDay: number,
  taken: TakenKeys,
  rows: DonorRows,
) {
  const random = new Random(`${seed}/donor/${index}`);
  const id = random.uuid();
  const gender = random.weighted(DONOR_GENDER_SHARES);
  const { firstName, lastName } = personName(random, plan.near.city, gender);
  const birth = dateOfBirth(random, todayDay, 18, 60, 27);
  const body = bodyOf(random, gender, birth.age);
  // Donors weigh at least 45 kg (NBTC), or they would not be on a donor list.
  const weightKg = Math.max(body.weightKg, gender === 'Female' ? 45 : 50);
  const spot = placeNear(random, plan.near);
  const donations = donationHistory(random, gender, todayDay);
  const last = donations[0];
  const firstDonationDay = donations.at(-1)?.day;
  const addedDay =
    firstDonationDay !== undefined ? firstDonationDay - random.int(0, 30) : todayDay - random.int(1, 4 * 365);
  const mobileSignUp = !plan.home || plan.homeBy === 'code';
  const questionnaire =
    (!last || todayDay - last.day > 100) && random.chance(mobileSignUp ? 0.12 : 0.06)
      ? selfAssessment(random, gender, todayDay, last)
      : null;
  const nextEligible = nextEligibleDay({
    gender,
    lastDonationDate: last ? dayText(last.day) : null,
    lastDonationType: last?.type ?? null,
  });
  const eligibleToday =
    (!nextEligible || dayNumber(nextEligible) <= todayDay) && !questionnaire?.deferredUntil;

  const person: PersonInsert = {
    id,
    donorCode: uniqueDonorCode(random, taken.donorCodes),
    firstName,
    lastName,
    gender,
    dateOfBirth: dayText(birth.day),
    bloodGroup: random.weighted(BLOOD_GROUP_SHARES),
    countryCode: '91',
    mobileNumber: uniqueMobile(random, taken.mobiles),
    email: random.chance(0.55)
      ? uniqueEmail(random, { firstName, lastName, birthYear: yearOf(birth.day) }, taken.emails)
      : null,
    // Never invented: identity numbers are the person's own to give (docs/design.md, core model).
    aadhaarHash: null,
    aadhaarLast4: null,
    addressDescription: spot.addressDescription,
    landmark: spot.landmark,
    city: spot.city,
    state: spot.state,
    zipcode: spot.zipcode,
    latitude: spot.latitude,
    longitude: spot.longitude,
    heightCm: body.heightCm,
    weightKg,
    isDonor: true,
    available: eligibleToday ? random.chance(mobileSignUp ? 0.45 : 0.2) : random.chance(0.02),
    lastDonationDate: last ? dayText(last.day) : null,
    lastDonationComponent: last?.component ?? null,
    lastDonationType: last?.type ?? null,
    nextEligibleOn: nextEligible,
    deferredUntil: questionnaire?.deferredUntil ?? null,
    deferralReason: questionnaire?.deferralReason ?? null,
    questionnaire: questionnaire?.answers ?? null,
    questionnaireAt: questionnaire?.submittedAt ?? null,
    photo: null,
    source: mobileSignUp ? 'mobile' : 'institution',
    addedAt: at(addedDay, officeHour(random)),
    updatedAt: at(Math.max(addedDay, last?.day ?? 0), 19),
  };
  if (questionnaire && questionnaire.submittedAt > (person.updatedAt as Date)) {
    person.updatedAt = questionnaire.submittedAt;
  }
  rows.people.push(person);

  // Who knows the donor, and from when.
  const knownBy: { institution: SeedInstitution; fromDay: number; desk: boolean }[] = [];
  if (plan.home) knownBy.push({ institution: plan.home, fromDay: addedDay, desk: plan.homeBy !== 'code' });
  for (const other of plan.verifiedBy ?? []) {
    if (other.id !== plan.home?.id)
      knownBy.push({ institution: other, fromDay: random.int(addedDay, todayDay - 1), desk: false });
  }

  // Donations are recorded by an institution that knew the donor on the day; app-only donors record none.
  const failedAt = new Map<string, number>();
  const recordDonations = [...donations].reverse();
  for (const donation of recordDonations) {
    if (knownBy.length === 0) break;
    const knowing = knownBy.filter((k) => k.fromDay <= donation.day);
    if (knowing.length === 0) continue;
    const home = knowing[0] as (typeof knowing)[number];
    const where = knowing.length > 1 && random.chance(0.35) ? random.pick(knowing.slice(1)) : home;
    const institution = where.institution;
    const camp = institution.type === 'NGO' || random.chance(0.15);
    rows.donationRecords.push({
      id: random.uuid(),
      personId: id,
      institutionId: institution.id,
      donatedOn: dayText(donation.day),
      component: donation.component,
      units: 1,
      comments: camp
        ? `Blood donation camp, ${random.pick(CAMP_HOSTS)}, ${spot.landmark}`
        : random.pick(DONATION_COMMENTS),
      addedAt: at(donation.day, officeHour(random)),
    });
    // Only a blood centre tests what it collects.
    if ((institution.type === 'BloodBank' || institution.type === 'Both') && random.chance(0.75)) {
      const result = labResultOf(random, { id, gender, weightKg }, institution.id, donation.day);
      rows.donorLabResults.push(result);
      if (result.finalResult === 'Fail') failedAt.set(institution.id, donation.day);
    }
    if (random.chance(0.08)) {
      const kind =
        donation.type === 'apheresis'
          ? DONOR_REMARKS.apheresis
          : camp
            ? DONOR_REMARKS.camp
            : random.weighted(REMARK_KINDS);
      rows.donorRemarks.push({
        id: random.uuid(),
        personId: id,
        institutionId: institution.id,
        doctorName: doctorName(random, institution.city),
        event:
          camp && kind === DONOR_REMARKS.camp
            ? `${random.pick(kind.events)}, ${spot.landmark}`
            : random.pick(kind.events),
        comment: random.pick(kind.comments),
        addedBy: institution.staffUserId ?? null,
        addedAt: at(donation.day, officeHour(random)),
      });
    }
  }

  for (const { institution, fromDay, desk } of knownBy) {
    const failedDay = failedAt.get(institution.id);
    const block =
      failedDay !== undefined && random.chance(0.4)
        ? blockOf(random, todayDay, fromDay, { day: failedDay })
        : random.chance(0.025)
          ? blockOf(random, todayDay, fromDay)
          : ACTIVE;
    const addedAt = at(fromDay, officeHour(random));
    const verifiedAt = desk
      ? random.chance(0.2)
        ? at(random.int(fromDay, todayDay - 1), officeHour(random))
        : null
      : addedAt;
    rows.institutionDonors.push({
      id: random.uuid(),
      institutionId: institution.id,
      personId: id,
      addedHere: desk,
      donorType: desk ? random.weighted(DONOR_TYPES) : WALK_IN_DONOR_TYPE,
      verifiedAt,
      ...block,
      blockFile: null,
      refferedBy: desk && random.chance(0.2) ? random.pick(REFERRERS) : null,
      notes: random.chance(0.06) ? random.pick(DONOR_NOTES) : null,
      protocolExplained: desk && random.chance(0.85),
      // The contract names no checklist keys yet; an empty list reads as nothing ticked.
      checklist: [],
      addedBy: institution.staffUserId ?? null,
      addedAt,
      updatedAt: block.blockedAt && block.blockedAt > addedAt ? block.blockedAt : addedAt,
    });
  }

  if (random.chance(0.07)) {
    const reports = random.chance(0.8) ? 1 : 2;
    for (let n = 0; n < reports; n++) {
      const issue = random.pick(MEDICAL_ISSUES);
      const atInstitution = plan.home && random.chance(0.7) ? plan.home.id : null;
      rows.medicalReports.push({
        id: random.uuid(),
        personId: id,
        institutionId: atInstitution,
        healthIssue: issue.healthIssue,
        description: issue.description,
        condition: issue.condition,
        medication: issue.medication,
        comments: random.pick(issue.comments),
        addedAt: at(random.int(addedDay, todayDay - 1), officeHour(random)),
      });
    }
  }
}

export const emptyDonorRows = (): DonorRows => ({
  people: [],
  institutionDonors: [],
  donationRecords: [],
  donorLabResults: [],
  medicalReports: [],
  donorRemarks: [],
});

/**
 * The rows of donors planned by `plans`, as of `today` (`yyyy-mm-dd`, a day in India). Donor number
 * `firstIndex + i` draws from its own stream, so a batch of a larger population gives the same donors as
 * the whole; `taken` carries the unique keys across batches and tables.
 */
export function generateDonors(options: {
  seed: string | number;
  today: string;
  plans: readonly DonorPlan[];
  firstIndex?: number;
  taken?: TakenKeys;
}): DonorRows {
  const todayDay = dayNumber(options.today);
  const taken = options.taken ?? newTakenKeys();
  const rows = emptyDonorRows();
  const first = options.firstIndex ?? 0;
  options.plans.forEach((plan, i) => {
    generateDonor(options.seed, first + i, plan, todayDay, taken, rows);
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Patients

/** The hospital's prefix for its patient numbers: the initials of its name (Seva Sadan Multispeciality Hospital → SSMH). */
export function patientCodePrefix(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => !['and', 'of', 'the', '&'].includes(word.toLowerCase()))
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .replace(/[^A-Z]/g, '');
  return initials || 'PT';
}

/** An ISBT 128 facility code (a letter and four digits) that stays the same for an institution's name. */
export function facilityCode(name: string): string {
  const letter =
    name
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase() || 'X';
  return `${letter}${String(hash128(name)[0] % 10_000).padStart(4, '0')}`;
}

const VISITS_WITHOUT_BLOOD = new Weighted<number>([
  [0, 25],
  [1, 50],
  [2, 25],
]);

const SCENARIOS = new Weighted(PATIENT_SCENARIOS.map((scenario) => [scenario, scenario.weight] as const));

function patientAge(random: Random, who: PatientScenario['who']) {
  switch (who) {
    case 'child':
      return { min: 1, max: 14, mode: 6 };
    case 'woman':
      return { min: 20, max: 40, mode: 27 };
    case 'elderly':
      return { min: 55, max: 88, mode: 66 };
    case 'adult':
      return random.chance(0.2) ? { min: 61, max: 85, mode: 66 } : { min: 18, max: 60, mode: 34 };
  }
}

/**
 * A patient's transfusions: one episode of one to three units near the first visit, or for a regular
 * case (thalassaemia, kidney disease) a unit every four weeks or so. Units are of a group the contract
 * says the patient may receive, mostly their own.
 */
function transfusionsOf(
  random: Random,
  patient: { id: string; bloodGroup: BloodGroup; addedDay: number },
  scenario: PatientScenario,
  institution: SeedInstitution,
  issuers: readonly string[],
  todayDay: number,
  taken: Set<string>,
): TransfusionInsert[] {
  const days: number[] = [];
  if (scenario.regular) {
    for (let day = Math.max(patient.addedDay, todayDay - 240); day < todayDay && days.length < 8; ) {
      days.push(day);
      day += random.int(21, 35);
    }
  } else {
    const units = random.int(1, 3);
    for (let n = 0; n < units; n++) days.push(Math.min(todayDay - 1, patient.addedDay + random.int(0, 2)));
  }
  return days.map((day) => {
    const component = random.chance(0.7)
      ? (scenario.components[0] as Component)
      : random.pick(scenario.components);
    const groups = compatibleDonorGroups(component, patient.bloodGroup);
    const bloodGroup = random.chance(0.85) ? (groups[0] as BloodGroup) : random.pick(groups.slice(0, 3));
    const issuedBy = random.chance(0.75) || issuers.length === 0 ? institution.name : random.pick(issuers);
    const life = shelfLife(component).days;
    const collectedDay = day - random.int(0, Math.min(life - 1, 14));
    let bagId = '';
    do {
      bagId = formatDin({
        facility: facilityCode(issuedBy),
        year: yearOf(collectedDay),
        sequence: random.int(0, 999_999),
      });
    } while (taken.has(bagId));
    taken.add(bagId);
    return {
      id: random.uuid(),
      institutionId: institution.id,
      patientId: patient.id,
      bloodGroup,
      component,
      purpose: scenario.purpose,
      issuedBy,
      bagId,
      issuedAt: at(day, random.int(7 * 60, 23 * 60) / 60),
      expiryDate: dayText(collectedDay + life),
    };
  });
}

/**
 * Patients of one institution with their history and, for a hospital with its own blood bank (type
 * Both), the units they received (docs/spec/part-1-institution-side.md §3). Patient IDs follow the
 * hospital's numbering, `<initials>-<yy>-<number>`, rising with the day of registration.
 */
export function generatePatients(options: {
  seed: string | number;
  today: string;
  institution: SeedInstitution;
  count: number;
  /** Blood banks that may have supplied units, beside the institution itself. */
  issuers?: readonly string[];
  taken?: TakenKeys;
}): PatientRows {
  const { seed, institution } = options;
  const todayDay = dayNumber(options.today);
  const taken = options.taken ?? newTakenKeys();
  const rows: PatientRows = { patients: [], patientHistory: [], transfusions: [] };
  const drafts = Array.from({ length: options.count }, (_, index) => {
    const random = new Random(`${seed}/patient/${institution.name}/${index}`);
    const addedDay = todayDay - 1 - Math.floor(729 * random.next() ** 1.3);
    return { random, addedDay, index };
  }).sort((a, b) => a.addedDay - b.addedDay || a.index - b.index);

  const numbering = new Random(`${seed}/patient-codes/${institution.name}`);
  const prefix = patientCodePrefix(institution.name);
  const lastNumber = new Map<number, number>();

  for (const { random, addedDay } of drafts) {
    const id = random.uuid();
    const scenario = random.weighted(SCENARIOS);
    const gender = scenario.who === 'woman' ? 'Female' : random.weighted(PATIENT_GENDER_SHARES);
    const { firstName, lastName } = personName(random, institution.city, gender);
    const range = patientAge(random, scenario.who);
    const birth = dateOfBirth(random, todayDay, range.min, range.max, range.mode);
    const body = bodyOf(random, gender, birth.age);
    const spot = placeNear(random, institution);
    const needsBlood = scenario.components.length > 0;
    const bloodGroup = needsBlood || random.chance(0.9) ? random.weighted(BLOOD_GROUP_SHARES) : null;
    const year = yearOf(addedDay);
    // Other patients registered between these: the numbers jump, as a hospital's do.
    const number = (lastNumber.get(year) ?? numbering.int(100, 2000)) + numbering.int(1, 40);
    lastNumber.set(year, number);
    const email = uniqueEmail(random, { firstName, lastName, birthYear: yearOf(birth.day) }, taken.emails);
    rows.patients.push({
      id,
      institutionId: institution.id,
      patientCode: `${prefix}-${String(year).slice(2)}-${String(number).padStart(5, '0')}`,
      firstName,
      lastName,
      gender,
      email,
      countryCode: '91',
      mobileNumber: random.chance(0.9) ? uniqueMobile(random, taken.mobiles) : null,
      dateOfBirth: dayText(birth.day),
      age: birth.age,
      aadhaarHash: null,
      aadhaarLast4: null,
      heightCm: body.heightCm,
      weightKg: body.weightKg,
      addressDescription: `${spot.addressDescription}, ${spot.city} ${spot.zipcode}`,
      latitude: spot.latitude,
      longitude: spot.longitude,
      refferedBy: random.chance(0.45)
        ? `${doctorName(random, institution.city)} (${scenario.speciality})`
        : null,
      notes: random.chance(0.15)
        ? random.pick(needsBlood ? [...PATIENT_NOTES.any, ...PATIENT_NOTES.transfused] : PATIENT_NOTES.any)
        : null,
      bloodGroup,
      // The contract names no checklist keys yet; an empty list reads as nothing ticked.
      checklist: [],
      addedBy: institution.staffUserId ?? null,
      addedAt: at(addedDay, officeHour(random)),
    });

    const visits = needsBlood ? random.int(1, 3) : random.weighted(VISITS_WITHOUT_BLOOD);
    let visitDay = addedDay;
    for (let visit = 0; visit < visits && visitDay < todayDay; visit++) {
      const condition =
        visit === 0 ? random.pick(scenario.conditions) : random.pick(['Improving', 'Stable', 'Discharged']);
      rows.patientHistory.push({
        id: random.uuid(),
        institutionId: institution.id,
        patientId: id,
        date: dayText(visitDay),
        case: visit === 0 ? scenario.case : `Follow-up: ${scenario.case.toLowerCase()}`,
        diagnosis: scenario.diagnosis,
        condition,
        treatment: visit === 0 ? scenario.treatment : 'Reviewed; continue treatment',
      });
      visitDay += scenario.regular ? random.int(21, 35) : random.int(3, 30);
    }

    if (institution.type === 'Both' && needsBlood && bloodGroup && random.chance(0.85)) {
      rows.transfusions.push(
        ...transfusionsOf(
          random,
          { id, bloodGroup, addedDay },
          scenario,
          institution,
          options.issuers ?? [],
          todayDay,
          taken.bagIds,
        ),
      );
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// A population around institutions

export interface PopulationInstitution {
  institution: SeedInstitution;
  /** Donors this institution knows (added at its desk or verified there by code). */
  donors: number;
  patients: number;
}

/** Blood banks near `institution` that could have supplied a unit: seeded neighbours and the city's own. */
function issuersNear(institution: SeedInstitution, all: readonly SeedInstitution[]): string[] {
  const neighbours = all.filter(
    (other) =>
      other.id !== institution.id &&
      (other.type === 'BloodBank' || other.type === 'Both') &&
      distanceKm(institution, other) <= 60,
  );
  return [...neighbours.map((other) => other.name), ...cityProfile(institution.city).bloodBanks];
}

/**
 * Plans for the donors of each institution: four in five added at its desk, the rest signed up in the app
 * and verified there by code; some also verified by a neighbour within 60 km (the Pune and Mumbai demo
 * institutions share donors); and, around each, people on the app known to no institution yet, whom only
 * the nearby lists find.
 */
export function planDonors(options: {
  seed: string | number;
  institutions: readonly { institution: SeedInstitution; donors: number }[];
  /** People on the app around each institution, as a share of its donors. */
  appOnlyShare?: number;
  /** Share of an institution's donors also verified by a neighbour. */
  sharedShare?: number;
}): DonorPlan[] {
  const random = new Random(`${options.seed}/plan`);
  const all = options.institutions.map((entry) => entry.institution);
  const plans: DonorPlan[] = [];
  for (const { institution, donors } of options.institutions) {
    const neighbours = all.filter(
      (other) => other.id !== institution.id && distanceKm(institution, other) <= 60,
    );
    for (let n = 0; n < donors; n++) {
      const shared = neighbours.length > 0 && random.chance(options.sharedShare ?? 0.12);
      plans.push({
        near: institution,
        home: institution,
        homeBy: random.chance(0.8) ? 'desk' : 'code',
        verifiedBy: shared ? [random.pick(neighbours)] : [],
      });
    }
    const appOnly = Math.round(donors * (options.appOnlyShare ?? 0.2));
    for (let n = 0; n < appOnly; n++) plans.push({ near: institution, home: null });
  }
  return plans;
}

/**
 * Donors and patients for the institutions given, as of `today`: the same seed, day and institutions give
 * the same rows, ids included.
 */
export function generatePopulation(options: {
  seed: string | number;
  today: string;
  institutions: readonly PopulationInstitution[];
  taken?: TakenKeys;
}): Population {
  const taken = options.taken ?? newTakenKeys();
  const plans = planDonors({ seed: options.seed, institutions: options.institutions });
  const donors = generateDonors({ seed: options.seed, today: options.today, plans, taken });
  const all = options.institutions.map((entry) => entry.institution);
  const population: Population = { ...donors, patients: [], patientHistory: [], transfusions: [] };
  for (const { institution, patients } of options.institutions) {
    if (patients === 0) continue;
    const rows = generatePatients({
      seed: options.seed,
      today: options.today,
      institution,
      count: patients,
      issuers: issuersNear(institution, all),
      taken,
    });
    population.patients.push(...rows.patients);
    population.patientHistory.push(...rows.patientHistory);
    population.transfusions.push(...rows.transfusions);
  }
  return population;
}
