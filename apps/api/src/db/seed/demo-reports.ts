import { randomUUID } from 'node:crypto';
import {
  type BloodGroup,
  ELIGIBILITY_REASONS,
  expiryDayOf,
  REQUEST_STATUS,
  SAMPLE_STATUS,
  shiftReportDay,
} from '@raktsetu/contract';
import { and, asc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  bloodRequests,
  donations,
  donorLabResults,
  institutionDonors,
  inventoryUnits,
  people,
  samples,
  unitEvents,
} from '../schema/index.js';

/**
 * The registers behind the reports screen (issue 17 item 2b): at each centre, last month's and this month's
 * donations — at camps and in the centre, voluntary and for patients (replacement), a few deferred — each bled
 * donor's bag collected, tested by the lab (one reactive a month), then issued against a request or discarded.
 * Every bag ends issued or discarded, so today's stock (and the screens and journeys built on it) is unchanged;
 * the monthly report shows figures in every section for both months on a fresh start.
 */

export interface ReportsCentre {
  id: string;
  userId: string;
  name: string;
  /** The bag prefix of the centre's demo bags; these ones add "R". */
  code: string;
  testedBy: string;
}

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

const PATIENTS = [
  ['Kavya', 'Reddy', 'Thalassaemia major, monthly transfusion', 'Dr. R. Rao'],
  ['Lakshmi', 'Iyer', 'Post-partum haemorrhage', 'Dr. A. Menon'],
  ['Suresh', 'Patil', 'CABG surgery', 'Dr. V. Deshmukh'],
  ['Imran', 'Shaikh', 'Road traffic accident', 'Dr. P. Joshi'],
  ['Anita', 'Das', 'Chemotherapy', 'Dr. S. Banerjee'],
  ['Mohan', 'Pillai', 'GI bleed', 'Dr. K. Nair'],
  ['Ramesh', 'Jadhav', 'Severe anaemia', 'Dr. S. Kulkarni'],
  ['Harpreet', 'Kaur', 'Dengue with low platelets', 'Dr. M. Gill'],
] as const;

/** A month's donors: kind, whether for a patient's request, and whether screening turned them away. */
const PLAN: { kind: 'camp' | 'walkIn' | 'scheduled'; replacement?: true; deferred?: string[] }[] = [
  { kind: 'camp' },
  { kind: 'camp' },
  { kind: 'camp' },
  { kind: 'camp' },
  { kind: 'walkIn' },
  { kind: 'walkIn' },
  { kind: 'scheduled' },
  { kind: 'walkIn', replacement: true },
  { kind: 'walkIn', replacement: true },
  { kind: 'camp', deferred: [ELIGIBILITY_REASONS.hbBelowMinimum] },
  { kind: 'walkIn', deferred: [ELIGIBILITY_REASONS.systolicOutOfRange, ELIGIBILITY_REASONS.hbBelowMinimum] },
];

/**
 * The days of a month the demo uses: spread over it; for the month under way, days before the lab demo's last week
 * (demo-lab.ts: its register's first page stays the last days' results), or days already past early in a month.
 */
function daysOf(month: string, today: string): string[] {
  const wanted = [2, 5, 9, 13, 17, 21, 25].map((day) => `${month}-${String(day).padStart(2, '0')}`);
  const lastWeek = shiftReportDay(today, -7);
  const beforeLastWeek = wanted.filter((day) => day < lastWeek);
  if (beforeLastWeek.length > 0) return beforeLastWeek;
  const past = wanted.filter((day) => day < today);
  return past.length > 0 ? past : [today];
}

export async function seedDemoReports(db: Db, input: { today: string; centres: ReportsCentre[] }) {
  const thisMonth = input.today.slice(0, 7);
  const lastMonth = shiftReportDay(`${thisMonth}-01`, -1).slice(0, 7);
  for (const centre of input.centres) {
    // Donors the centre knows who have not given yet here: their history stays believable.
    const donors = await db
      .select({ id: people.id, donorCode: people.donorCode, bloodGroup: people.bloodGroup })
      .from(institutionDonors)
      .innerJoin(people, eq(people.id, institutionDonors.personId))
      .where(
        and(
          eq(institutionDonors.institutionId, centre.id),
          isNotNull(people.bloodGroup),
          isNull(people.deferredUntil),
          notExists(db.select({ one: sql`1` }).from(donations).where(eq(donations.personId, people.id))),
        ),
      )
      .orderBy(asc(people.donorCode))
      .limit(PLAN.length * 2);
    let next = 0;
    for (const [m, month] of [lastMonth, thisMonth].entries()) {
      const days = daysOf(month, input.today);
      const dayOf = (index: number) => days[index % days.length] as string;
      // The patients who received the month's bags, one request per blood group, raised as a bag of their group
      // was needed; a replacement donor gives for one of them.
      const requests = new Map<string, { id: string; units: number }>();
      const requestFor = async (group: BloodGroup, day: string) => {
        const known = requests.get(group);
        if (known) return known;
        const r = requests.size;
        const [firstName, lastName, reasons, doctorName] = PATIENTS[
          r % PATIENTS.length
        ] as (typeof PATIENTS)[number];
        const request = { id: randomUUID(), units: 0 };
        await db.insert(bloodRequests).values({
          id: request.id,
          institutionId: centre.id,
          targetInstitutionId: centre.id,
          requestType: 'BloodBank',
          status: REQUEST_STATUS.issued,
          bloodGroup: group,
          component: 'Whole Blood',
          units: 1,
          unitsReceived: 0,
          requiredBy: day,
          reasons,
          doctorName,
          condition: 'Stable',
          firstName,
          lastName,
          patientCode: `MRN-${month.replace('-', '')}-${centre.code}${r + 1}`,
          mobileNumber: `98${String(22000000 + m * 100 + r).padStart(8, '0')}`,
          hospitalName: centre.name,
          verifiedAt: at(day, 9),
          addedBy: centre.userId,
          addedAt: at(day, 9),
        });
        requests.set(group, request);
        return request;
      };
      for (const [index, plan] of PLAN.entries()) {
        const donor = donors[next];
        if (!donor) break;
        next += 1;
        const day = dayOf(index);
        const group = donor.bloodGroup as BloodGroup;
        const request = plan.replacement ? await requestFor(group, day) : undefined;
        const n = `${m}${String(index).padStart(2, '0')}`;
        const bagId = `${centre.code}R-${month.replace('-', '')}-${n}`;
        if (plan.deferred) {
          await db.insert(donations).values({
            institutionId: centre.id,
            personId: donor.id,
            requestId: request?.id ?? null,
            kind: plan.kind,
            outcome: 'deferred',
            deferralReasons: plan.deferred,
            bloodGroup: donor.bloodGroup,
            component: 'Whole Blood',
            heightCm: 162,
            weightKg: 58,
            hb: 11.6,
            bloodPressure: plan.deferred.length > 1 ? '150/94' : '118/76',
            donatedOn: day,
            startedAt: at(day, 10),
            completedAt: at(day, 10),
            addedBy: centre.userId,
          });
          continue;
        }
        const donationId = randomUUID();
        const unitId = randomUUID();
        const sampleId = randomUUID();
        // One reactive bag a month (HBsAg last month, HCV this one): unsafe, then discarded.
        const reactive = index === 4 ? (m === 0 ? 'hbsag' : 'hcv') : null;
        // One bag broken in the component room; the rest go to patients two days later.
        const broken = index === 5;
        const outDay = shiftReportDay(day, reactive || broken ? 1 : 2);
        const outAt = outDay < input.today ? at(outDay, 11) : at(day, 18);
        const sampleCodes = [1, 2, 3].map((tube) => `${centre.code}R-S${n}-${tube}`);
        await db.insert(donations).values({
          id: donationId,
          institutionId: centre.id,
          personId: donor.id,
          campId: null,
          requestId: request?.id ?? null,
          kind: plan.kind,
          outcome: 'donated',
          bloodGroup: group,
          component: 'Whole Blood',
          heightCm: 168,
          weightKg: 64,
          hb: 13.8,
          bloodPressure: '120/78',
          bagId,
          bagType: 'double',
          sampleIds: sampleCodes,
          volumeMl: 350,
          storedIn: 'Quarantine refrigerator 1',
          unitId,
          donatedOn: day,
          startedAt: at(day, 10),
          completedAt: at(day, 10),
          addedBy: centre.userId,
        });
        const finalState = reactive || broken ? 'disposed' : 'issued';
        const issued = finalState === 'issued';
        const toRequest = issued ? await requestFor(group, day) : undefined;
        if (toRequest) toRequest.units += 1;
        await db.insert(inventoryUnits).values({
          id: unitId,
          institutionId: centre.id,
          originInstitutionId: centre.id,
          bagId,
          donorCode: donor.donorCode,
          personId: donor.id,
          donationId,
          bloodGroup: group,
          component: 'Whole Blood',
          volumeMl: 350,
          storedIn: 'Blood Bank Refrigerator 1',
          collectionDate: day,
          expiryDate: expiryDayOf('Whole Blood', day),
          state: finalState,
          screening: reactive ? 'reactive' : 'released',
          issuedRequestId: issued ? (toRequest?.id ?? null) : null,
          issuedAt: issued ? outAt : null,
          deliveryType: issued ? 'toBeCollected' : null,
          disposedAt: issued ? null : outAt,
          disposeReason: issued ? null : reactive ? 'reactive' : 'brokenBag',
          addedBy: centre.userId,
          addedAt: at(day, 10),
        });
        await db.insert(samples).values({
          id: sampleId,
          institutionId: centre.id,
          donationId,
          unitId,
          personId: donor.id,
          donorCode: donor.donorCode,
          bagId,
          sampleId1: sampleCodes[0] as string,
          sampleId2: sampleCodes[1] as string,
          sampleId3: sampleCodes[2] as string,
          collectionDate: day,
          receivedFrom: plan.kind === 'camp' ? 'Camp' : 'Donation desk',
          status: SAMPLE_STATUS.resulted,
          receivedOn: at(day, 11),
          acceptedAt: at(day, 12),
          acceptedBy: centre.userId,
        });
        const clear = {
          hiv: 'nonReactive',
          hbsag: 'nonReactive',
          hcv: 'nonReactive',
          syphilis: 'nonReactive',
          malaria: 'nonReactive',
        } as const;
        await db.insert(donorLabResults).values({
          personId: donor.id,
          institutionId: centre.id,
          // A typed test day is kept as 00:00 UTC of that day (docs/decisions/0014).
          addedAt: new Date(`${day}T00:00:00Z`),
          bloodPressure: '120/78',
          weightKg: 64,
          hb: 13.8,
          finalResult: reactive ? 'Fail' : 'Pass',
          sampleId,
          donationId,
          unitId,
          reportNo: `${centre.code}/LR/${month.replace('-', '')}/${n}`,
          laboratory: 'Central laboratory',
          testedBy: centre.testedBy,
          bloodGroup: group,
          screening: reactive ? { ...clear, [reactive]: 'reactive' } : clear,
          comments: reactive ? 'Reactive on repeat testing; donor to be called for counselling.' : '',
          outcome: reactive ? 'unsafe' : 'released',
          recordedBy: centre.userId,
          recordedAt: at(day, 16),
        });
        const event = (
          when: Date,
          action: string,
          fromState: string | null,
          toState: string,
          extra = {},
        ) => ({
          unitId,
          institutionId: centre.id,
          at: when,
          actorKind: 'user',
          actorId: centre.userId,
          action,
          fromState,
          toState,
          ...extra,
        });
        await db.insert(unitEvents).values([
          event(at(day, 10), 'collected', null, 'quarantined', { details: { screening: 'pending' } }),
          reactive
            ? event(at(day, 16), 'found-unsafe', 'quarantined', 'unsafe', { reason: 'Reactive for TTI' })
            : event(at(day, 16), 'released', 'quarantined', 'available'),
          issued
            ? event(outAt, 'issued', 'available', 'issued', { requestId: toRequest?.id ?? null })
            : event(outAt, 'disposed', reactive ? 'unsafe' : 'available', 'disposed', {
                reason: reactive ? 'reactive' : 'brokenBag',
              }),
        ]);
      }
      for (const request of requests.values()) {
        await db
          .update(bloodRequests)
          .set({ units: request.units, unitsReceived: request.units })
          .where(eq(bloodRequests.id, request.id));
      }
    }
  }
}
