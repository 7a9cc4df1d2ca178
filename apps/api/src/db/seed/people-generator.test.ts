import {
  ageInYears,
  BLOCK_TYPE_VALUES,
  BLOOD_GROUPS,
  type BloodGroup,
  type Component,
  DONOR_BLOCK_REASONS,
  type DonationType,
  deferralFromAnswers,
  FINAL_RESULTS,
  type Gender,
  isCompatible,
  isDonationIntervalMet,
  isValidEmail,
  isValidUnitNumber,
  isWithinStandard,
  LAB_DEFAULT_PARAMETERS,
  nextEligibleDonationDate,
  questionnaireItemsFor,
  questionText,
} from '@raktsetu/contract';
import { describe, expect, it } from 'vitest';
import { cityProfile, distanceKm } from './india.js';
import {
  BLOOD_GROUP_SHARES,
  DONOR_GENDER_SHARES,
  dayNumber,
  facilityCode,
  generateDonors,
  generatePopulation,
  newTakenKeys,
  type PopulationInstitution,
  patientCodePrefix,
  planDonors,
  Random,
  SCATTER_KM,
  type SeedInstitution,
} from './people-generator.js';

const TODAY = '2026-03-01';
const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

const institution = (
  n: number,
  name: string,
  type: SeedInstitution['type'],
  city: string,
  latitude: number,
  longitude: number,
): SeedInstitution => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  type,
  city,
  latitude,
  longitude,
  staffUserId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});

const PUNE_BANK = institution(1, 'Sahyadri Blood Centre', 'BloodBank', 'Pune', 18.5089, 73.8259);
const CHINCHWAD_BANK = institution(
  2,
  'Indrayani Blood Bank',
  'BloodBank',
  'Pimpri-Chinchwad',
  18.6431,
  73.7925,
);
const MUMBAI_HOSPITAL = institution(
  3,
  'Seva Sadan Multispeciality Hospital',
  'Hospital',
  'Mumbai',
  19.0178,
  72.8478,
);
const BENGALURU_BOTH = institution(
  4,
  'Lakeview Hospital and Blood Bank',
  'Both',
  'Bengaluru',
  12.9299,
  77.5933,
);
const DELHI_NGO = institution(5, 'Jeevan Dhara Foundation', 'NGO', 'New Delhi', 28.5677, 77.2433);

const INSTITUTIONS: PopulationInstitution[] = [
  { institution: PUNE_BANK, donors: 6000, patients: 30 },
  { institution: CHINCHWAD_BANK, donors: 3000, patients: 0 },
  { institution: MUMBAI_HOSPITAL, donors: 2000, patients: 300 },
  { institution: BENGALURU_BOTH, donors: 3000, patients: 300 },
  { institution: DELHI_NGO, donors: 2000, patients: 0 },
];
const BY_ID = new Map(INSTITUTIONS.map((entry) => [entry.institution.id, entry.institution]));

const population = generatePopulation({ seed: 'test', today: TODAY, institutions: INSTITUTIONS });
const donors = population.people;
const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};
const share = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;

describe('the seeded random source', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const draw = (seed: string | number) => {
      const random = new Random(seed);
      return Array.from({ length: 50 }, () => random.u32());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw(7)).toEqual(draw('7'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('spreads evenly, keeps to its bounds and makes version 4 UUIDs', () => {
    const random = new Random('spread');
    const buckets = new Array(10).fill(0);
    for (let n = 0; n < 100_000; n++) buckets[Math.floor(random.next() * 10)]++;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(400);
    for (let n = 0; n < 1000; n++) {
      const value = random.int(18, 60);
      expect(value).toBeGreaterThanOrEqual(18);
      expect(value).toBeLessThanOrEqual(60);
    }
    const uuids = Array.from({ length: 1000 }, () => random.uuid());
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(uuids).size).toBe(uuids.length);
  });
});

describe('a generated population', () => {
  it('is the same for the same seed, day and institutions, ids included', () => {
    const small = INSTITUTIONS.map((entry) => ({ ...entry, donors: 150, patients: entry.patients ? 40 : 0 }));
    const once = generatePopulation({ seed: 'again', today: TODAY, institutions: small });
    expect(generatePopulation({ seed: 'again', today: TODAY, institutions: small })).toEqual(once);
    const other = generatePopulation({ seed: 'another', today: TODAY, institutions: small });
    expect(other.people.map((p) => p.mobileNumber)).not.toEqual(once.people.map((p) => p.mobileNumber));
  });

  it('gives a donor the same rows whether generated in one batch or several', () => {
    const plans = planDonors({ seed: 'batches', institutions: [{ institution: PUNE_BANK, donors: 300 }] });
    const whole = generateDonors({ seed: 'batches', today: TODAY, plans });
    const taken = newTakenKeys();
    const first = generateDonors({ seed: 'batches', today: TODAY, plans: plans.slice(0, 100), taken });
    const rest = generateDonors({
      seed: 'batches',
      today: TODAY,
      plans: plans.slice(100),
      firstIndex: 100,
      taken,
    });
    expect([...first.people, ...rest.people]).toEqual(whole.people);
    expect([...first.donationRecords, ...rest.donationRecords]).toEqual(whole.donationRecords);
  });

  it('has blood groups in Indian proportions, the Bombay group rare', () => {
    for (const group of BLOOD_GROUPS) {
      const observed = share(donors, (p) => p.bloodGroup === group);
      expect(Math.abs(observed - BLOOD_GROUP_SHARES.share(group)), group).toBeLessThan(0.012);
    }
    expect(BLOOD_GROUP_SHARES.share('B+')).toBeCloseTo(0.32, 2);
    expect(BLOOD_GROUP_SHARES.share('O+')).toBeCloseTo(0.31, 2);
    expect(BLOOD_GROUP_SHARES.share('HH')).toBeLessThan(0.0002);
  });

  it('has about 70 % men, donors aged 18 to 60', () => {
    expect(share(donors, (p) => p.gender === 'Male')).toBeGreaterThan(0.68);
    expect(share(donors, (p) => p.gender === 'Male')).toBeLessThan(0.72);
    expect(DONOR_GENDER_SHARES.share('Male')).toBeCloseTo(0.7, 2);
    const ages = donors.map((p) => ageInYears(day(p.dateOfBirth as string), day(TODAY)));
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(60);
  });

  it('gives every donor a unique mobile number, donor code and (for some) e-mail, and no Aadhaar', () => {
    const mobiles = donors.map((p) => p.mobileNumber as string);
    expect(mobiles.filter((mobile) => !/^[6-9]\d{9}$/.test(mobile))).toEqual([]);
    expect(new Set(mobiles).size).toBe(donors.length);
    const codes = donors.map((p) => p.donorCode);
    expect(codes.filter((code) => !/^D\d{7}$/.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(donors.length);
    const emails = donors.flatMap((p) => (p.email ? [p.email] : []));
    expect(emails.length / donors.length).toBeGreaterThan(0.45);
    expect(emails.length / donors.length).toBeLessThan(0.65);
    expect(new Set(emails.map((e) => e.toLowerCase())).size).toBe(emails.length);
    expect(emails.filter((email) => !isValidEmail(email) || !/@example\.(com|net|org)$/.test(email))).toEqual(
      [],
    );
    expect(donors.every((p) => p.aadhaarHash === null && p.aadhaarLast4 === null)).toBe(true);
  });

  it('puts people within 30 km of their institution, more of them near it, in a locality of its city', () => {
    const plans = planDonors({ seed: 'test', institutions: INSTITUTIONS });
    expect(plans).toHaveLength(donors.length);
    let near = 0;
    const astray = donors.filter((person, i) => {
      const centre = plans[i]?.near as SeedInstitution;
      const km = distanceKm(centre, {
        latitude: person.latitude as number,
        longitude: person.longitude as number,
      });
      if (km <= 10) near++;
      const localities = cityProfile(centre.city).localities.map((l) => l.name);
      return (
        km > SCATTER_KM ||
        !localities.includes(person.landmark as string) ||
        !person.addressDescription?.includes(person.landmark as string)
      );
    });
    expect(astray).toEqual([]);
    // A 10 km circle is a ninth of a 30 km one; denser near the centre means well over a ninth.
    expect(near / donors.length).toBeGreaterThan(0.3);
    for (const patient of population.patients) {
      const centre = BY_ID.get(patient.institutionId) as SeedInstitution;
      expect(
        distanceKm(centre, { latitude: patient.latitude as number, longitude: patient.longitude as number }),
      ).toBeLessThanOrEqual(SCATTER_KM);
    }
  });

  it('computes the next eligible day with the contract rule from the last donation', () => {
    const given = donors.filter((p) => p.lastDonationDate);
    const withDonation = given.length;
    expect(donors.filter((p) => !p.lastDonationDate && (p.nextEligibleOn || p.lastDonationType))).toEqual([]);
    const wrong = given.filter((person) => {
      const expected = nextEligibleDonationDate({
        sex: person.gender as Gender,
        lastDonationDate: day(person.lastDonationDate as string),
        lastDonationType: person.lastDonationType as DonationType,
      });
      const type = person.lastDonationComponent === 'Whole Blood' ? 'wholeBlood' : 'apheresis';
      return (
        person.nextEligibleOn !== expected.toISOString().slice(0, 10) || person.lastDonationType !== type
      );
    });
    expect(wrong).toEqual([]);
    expect(withDonation / donors.length).toBeGreaterThan(0.65);
    expect(withDonation / donors.length).toBeLessThan(0.85);
  });

  it('records donations apart by at least the minimum interval, the latest on the last donation date', () => {
    const byPerson = groupBy(population.donationRecords, (record) => record.personId);
    const people = new Map(donors.map((p) => [p.id, p]));
    const typeOf = (component: string): DonationType =>
      component === 'Whole Blood' ? 'wholeBlood' : 'apheresis';
    for (const [personId, records] of byPerson) {
      const person = people.get(personId);
      if (!person) throw new Error('a donation of nobody');
      const sorted = [...records].sort((a, b) => a.donatedOn.localeCompare(b.donatedOn));
      for (let i = 1; i < sorted.length; i++) {
        const before = sorted[i - 1] as (typeof sorted)[number];
        const after = sorted[i] as (typeof sorted)[number];
        const met = isDonationIntervalMet(
          {
            sex: person.gender as Gender,
            lastDonationDate: day(before.donatedOn),
            lastDonationType: typeOf(before.component),
            nextDonationType: typeOf(after.component),
          },
          day(after.donatedOn),
        );
        expect(met, `${before.donatedOn} then ${after.donatedOn}`).toBe(true);
      }
      expect((sorted.at(-1)?.donatedOn as string) <= (person.lastDonationDate as string)).toBe(true);
      expect(sorted.every((r) => r.donatedOn < TODAY)).toBe(true);
    }
  });

  it('defers a donor only for a yes inside its look-back window, asking women the pregnancy questions', () => {
    const assessed = donors.filter((p) => p.questionnaire);
    expect(assessed.length).toBeGreaterThan(200);
    for (const person of assessed) {
      const answers = person.questionnaire ?? {};
      expect(Object.keys(answers).sort()).toEqual([...questionnaireItemsFor(person.gender as Gender)].sort());
      const submitted = person.questionnaireAt as Date;
      expect(submitted.getTime()).toBeLessThan(day('2026-03-02').getTime() - 5.5 * 3_600_000);
      const deferral = deferralFromAnswers(answers, submitted);
      if (person.deferredUntil) {
        expect(person.deferredUntil).toBe(deferral?.until);
        expect(person.deferredUntil >= TODAY).toBe(true);
        expect(person.deferralReason).toBe(deferral?.items.map(questionText).join('; '));
      } else {
        expect(deferral === null || deferral.until < TODAY).toBe(true);
      }
    }
    expect(donors.filter((p) => p.deferredUntil).length).toBeGreaterThan(50);
    expect(donors.every((p) => !p.deferredUntil || p.questionnaire)).toBe(true);
  });

  it('marks some donors available, mostly those who may give today', () => {
    const available = donors.filter((p) => p.available);
    expect(available.length / donors.length).toBeGreaterThan(0.1);
    const eligible = available.filter(
      (p) => (!p.nextEligibleOn || p.nextEligibleOn <= TODAY) && !p.deferredUntil,
    );
    expect(eligible.length / available.length).toBeGreaterThan(0.9);
  });

  it('links donors to their institutions: added at the desk or verified by code, some blocked with the contract’s reasons', () => {
    const links = population.institutionDonors;
    const keys = links.map((link) => `${link.institutionId}/${link.personId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const people = new Set(donors.map((p) => p.id));
    for (const entry of INSTITUTIONS) {
      const own = links.filter((link) => link.institutionId === entry.institution.id);
      expect(own.length).toBeGreaterThanOrEqual(entry.donors);
    }
    for (const link of links) {
      expect(people.has(link.personId)).toBe(true);
      expect(BY_ID.has(link.institutionId)).toBe(true);
      if (!link.addedHere) expect(link.verifiedAt).toBeInstanceOf(Date);
    }
    expect(share(links, (l) => l.verifiedAt !== null)).toBeGreaterThan(0.25);
    // Pune's two blood banks, 15 km apart, share some donors.
    const pune = new Set(links.filter((l) => l.institutionId === PUNE_BANK.id).map((l) => l.personId));
    expect(
      links.filter((l) => l.institutionId === CHINCHWAD_BANK.id && pune.has(l.personId)).length,
    ).toBeGreaterThan(100);

    const blocked = links.filter((link) => link.status === 'Blocked');
    expect(blocked.length / links.length).toBeGreaterThan(0.015);
    expect(blocked.length / links.length).toBeLessThan(0.06);
    for (const link of blocked) {
      expect(BLOCK_TYPE_VALUES).toContain(link.blockType);
      expect(DONOR_BLOCK_REASONS).toContain(link.blockReason);
      expect(link.blockedAt).toBeInstanceOf(Date);
      if (link.blockReason === 'Others (please specify)') expect(link.blockComment).toBeTruthy();
      if (link.blockType === 'temporarily') {
        const until = day(link.blockUntil as string).getTime();
        expect(link.blockUntil && link.blockUntil > TODAY).toBe(true);
        expect(until - (link.blockedAt as Date).getTime()).toBeLessThan(182.5 * 86_400_000);
      } else {
        expect(link.blockUntil).toBeNull();
      }
    }
    expect(new Set(blocked.map((l) => l.blockType)).size).toBe(3);
  });

  it('has lab results of blood centres, mostly Pass within the spec’s standards, a Fail outside one', () => {
    const results = population.donorLabResults;
    expect(results.length).toBeGreaterThan(1000);
    const parameters = LAB_DEFAULT_PARAMETERS.map((p) => p.parameter);
    const outside = (result: (typeof results)[number]) =>
      (result.results ?? []).filter((r, i) => {
        const standard = LAB_DEFAULT_PARAMETERS[i];
        return !standard || !isWithinStandard(standard, Number(r.observation));
      }).length;
    const odd = results.filter(
      (result) =>
        !['BloodBank', 'Both'].includes(BY_ID.get(result.institutionId)?.type as string) ||
        !/^\d{3}\/\d{2}$/.test(result.bloodPressure as string) ||
        !(FINAL_RESULTS as readonly string[]).includes(result.finalResult) ||
        JSON.stringify(result.results?.map((r) => r.parameter)) !== JSON.stringify(parameters) ||
        (result.hb as number) < 12.5 ||
        (result.finalResult === 'Pass' ? outside(result) !== 0 : outside(result) === 0),
    );
    expect(odd).toEqual([]);
    expect(share(results, (r) => r.finalResult === 'Pass')).toBeGreaterThan(0.93);
    expect(population.medicalReports.length / donors.length).toBeGreaterThan(0.05);
    expect(population.donorRemarks.length).toBeGreaterThan(500);
    for (const remark of population.donorRemarks) expect(remark.doctorName).toMatch(/^Dr\. \S+ \S+$/);
  });

  it('gives patients hospital numbers unique within their institution, with history rows', () => {
    const patients = population.patients;
    expect(patients).toHaveLength(630);
    for (const entry of INSTITUTIONS) {
      const codes = patients
        .filter((p) => p.institutionId === entry.institution.id)
        .map((p) => p.patientCode.toLowerCase());
      expect(codes).toHaveLength(entry.patients);
      expect(new Set(codes).size).toBe(codes.length);
      const prefix = patientCodePrefix(entry.institution.name);
      for (const code of codes) expect(code).toMatch(new RegExp(`^${prefix.toLowerCase()}-\\d{2}-\\d{5}$`));
    }
    expect(patientCodePrefix('Seva Sadan Multispeciality Hospital')).toBe('SSMH');
    for (const patient of patients) expect(isValidEmail(patient.email), patient.email).toBe(true);
    const histories = groupBy(population.patientHistory, (row) => row.patientId);
    expect(histories.size / patients.length).toBeGreaterThan(0.7);
    for (const rows of histories.values()) {
      for (const row of rows) {
        expect(row.date < TODAY).toBe(true);
        expect(row.case && row.diagnosis && row.condition && row.treatment).toBeTruthy();
      }
    }
  });

  it('gives transfusions only at the institution that is both, of groups the patient may receive', () => {
    const transfusions = population.transfusions;
    expect(transfusions.length).toBeGreaterThan(100);
    const patients = new Map(population.patients.map((p) => [p.id, p]));
    const bagIds = transfusions.map((t) => t.bagId);
    expect(new Set(bagIds).size).toBe(bagIds.length);
    for (const transfusion of transfusions) {
      expect(transfusion.institutionId).toBe(BENGALURU_BOTH.id);
      const patient = patients.get(transfusion.patientId);
      expect(patient?.institutionId).toBe(BENGALURU_BOTH.id);
      expect(
        isCompatible({
          component: transfusion.component as Component,
          donorGroup: transfusion.bloodGroup as BloodGroup,
          recipientGroup: patient?.bloodGroup as BloodGroup,
        }),
      ).toBe(true);
      expect(isValidUnitNumber(transfusion.bagId)).toBe(true);
      expect(transfusion.purpose).not.toBe('');
      expect(transfusion.issuedBy).not.toBe('');
      const issuedDay = (transfusion.issuedAt as Date).toISOString().slice(0, 10);
      expect(dayNumber(transfusion.expiryDate as string)).toBeGreaterThanOrEqual(dayNumber(issuedDay));
    }
    expect(share(transfusions, (t) => t.issuedBy === BENGALURU_BOTH.name)).toBeGreaterThan(0.6);
    expect(facilityCode(BENGALURU_BOTH.name)).toMatch(/^L\d{4}$/);
  });
});
