import {
  type BloodGroup,
  donationFormSchema,
  indiaToday,
  type LabResultEntry,
  labResultAddSchema,
  SAMPLE_STATUS,
  type ScreeningRecord,
} from '@raktsetu/contract';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { createDonationsService } from '../../modules/camps/donations.service.js';
import { createLabService } from '../../modules/lab/lab.service.js';
import type { Db } from '../client.js';
import { institutionDonors, people, samples } from '../schema/index.js';
import { ALL_CONSENTS, WELL_DONATION_ANSWERS } from './donation-answers.js';
import { seedContext } from './seed-context.js';

/** A demo blood centre with a lab. */
export interface LabCentre {
  id: string;
  userId: string;
  /** Its lab technician's name, as "Tested By" reads. */
  testedBy: string;
  /** Short letters for its report numbers. */
  code: string;
}

const WALK_INS = 12;
const CLEAR: ScreeningRecord = {
  hiv: 'nonReactive',
  hbsag: 'nonReactive',
  hcv: 'nonReactive',
  syphilis: 'nonReactive',
  malaria: 'nonReactive',
};

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The lab's demo (docs/decisions/0047): at each centre, the walk-in donations of the last days — their samples
 * accepted and resulted, most released to stock, one held for a grouping mismatch, one reactive (its bag unsafe,
 * waiting to be disposed of, its donor deferred) — and, of today's camp samples, two accepted and the rest
 * waiting at the door of the lab. Everything goes through the services, as the API would do it.
 */
export async function seedDemoLab(db: Db, input: { today: string; centres: LabCentre[] }) {
  for (const [c, centre] of input.centres.entries()) {
    const ctx = seedContext({ ...centre, type: 'BloodBank' });
    const donors = await db
      .select({ id: people.id, bloodGroup: people.bloodGroup, mobile: people.mobileNumber })
      .from(institutionDonors)
      .innerJoin(people, eq(people.id, institutionDonors.personId))
      .where(
        and(
          eq(institutionDonors.institutionId, centre.id),
          eq(institutionDonors.status, 'Active'),
          isNotNull(people.bloodGroup),
          isNull(people.deferredUntil),
          or(
            isNull(people.lastDonationDate),
            sql`${people.lastDonationDate} < ${shiftDay(input.today, -200)}`,
          ),
          sql`${people.dateOfBirth} between ${shiftDay(input.today, -365 * 55)} and ${shiftDay(input.today, -365 * 20)}`,
        ),
      )
      .orderBy(asc(people.id))
      .limit(WALK_INS * 2);

    const entries: LabResultEntry[] = [];
    let given = 0;
    for (const donor of donors) {
      if (given === WALK_INS) break;
      const day = shiftDay(input.today, -(1 + (given % 6)));
      const donations = createDonationsService({
        db,
        pepper: new Uint8Array(32),
        now: () => new Date(`${day}T05:00:00Z`),
      });
      const n = `${c}${String(given).padStart(3, '0')}`;
      const aadhaar = `73${String(c)}${String(given).padStart(9, '0')}`;
      try {
        await donations.donate(
          ctx,
          donationFormSchema.parse({
            donorId: donor.id,
            veinFit: 'yes',
            mobileNo: donor.mobile ?? '9800000000',
            emailId: 'donor@example.in',
            aadharNo: aadhaar,
            confirmAadharNo: aadhaar,
            unitId: `${centre.code}-WB-${n}`,
            doctor: 'Dr. Medical Officer',
            phlebotomist: 'Staff Nurse',
            sampleToBeTested: 'TTI screening and grouping',
            bloodBagStoredAt: 'Quarantine refrigerator 1',
            height: 168,
            weight_1: 64,
            hb: 13.6,
            bp: '120/78',
            kitNumber: `KIT-${centre.code}-${n}`,
            bagType: 'double',
            sampleId_1: `${centre.code}-S${n}-1`,
            sampleId_2: `${centre.code}-S${n}-2`,
            sampleId_3: `${centre.code}-S${n}-3`,
            startTime: '10:00',
            endTime: '10:09',
            volume: 350,
            weight_2: 415,
            temperature: 4,
            dataPostBy: 'Staff Nurse',
            answers: WELL_DONATION_ANSWERS,
            consents: ALL_CONSENTS,
          }),
        );
      } catch {
        // A donor the rules refuse today (an interval, an age) is simply not bled: the next one is.
        continue;
      }
      const [sample] = await db
        .select()
        .from(samples)
        .where(and(eq(samples.institutionId, centre.id), eq(samples.bagId, `${centre.code}-WB-${n}`)));
      if (!sample) continue;
      const group = donor.bloodGroup as BloodGroup;
      // One held (the lab found another Rh), one reactive (HBsAg); the rest pass.
      const held = given === 3;
      const reactive = given === 7;
      entries.push({
        sampleId: sample.id,
        bloodGroup: held
          ? ((group.endsWith('+') ? group.replace('+', '-') : group.replace('-', '+')) as BloodGroup)
          : group,
        labResults: {
          reportNo: `${centre.code}/LR/${String(given + 1).padStart(4, '0')}`,
          weight: 64,
          bloodPressure: '120/78',
          Hb: Number((13.6 + (given % 4) * 0.3).toFixed(1)),
          testedBy: centre.testedBy,
          addedAt: day,
          results: [
            { id: 'rbc', parameter: 'RBC', observation: (4.6 + (given % 5) * 0.2).toFixed(1), remarks: '' },
            { id: 'wbc', parameter: 'WBC', observation: (4 + (given % 3) * 0.4).toFixed(1), remarks: '' },
            { id: 'platelet', parameter: 'Platelet', observation: String(180 + given * 15), remarks: '' },
            { id: 'esr', parameter: 'ESR', observation: String(6 + given), remarks: '' },
            { id: 'tlc', parameter: 'TLC', observation: String(6000 + given * 250), remarks: '' },
          ],
          screening: reactive ? { ...CLEAR, hbsag: 'reactive' } : CLEAR,
          finalResult: reactive ? 'Fail' : 'Pass',
          comments: reactive ? 'HBsAg reactive on two runs; donor to be called for counselling.' : '',
        },
      });
      given += 1;
    }

    const lab = createLabService({ db, now: () => new Date(`${input.today}T04:30:00Z`) });
    if (entries.length > 0) {
      await lab.accept(ctx, { ids: entries.map((entry) => entry.sampleId), status: 4 });
      await lab.add(ctx, labResultAddSchema.parse({ form: 'single', labs: entries }));
    }
    // Today's camp tubes: the first two accepted, the rest waiting for the lab.
    const waiting = await db
      .select({ id: samples.id })
      .from(samples)
      .where(
        and(
          eq(samples.institutionId, centre.id),
          eq(samples.status, SAMPLE_STATUS.awaitingAcceptance),
          eq(samples.collectionDate, input.today || indiaToday()),
        ),
      )
      .orderBy(asc(samples.receivedOn), asc(samples.id))
      .limit(2);
    if (waiting.length > 0) await lab.accept(ctx, { ids: waiting.map((row) => row.id), status: 4 });
  }
}
