import {
  ageInYears,
  type BagType,
  type Component,
  DONATION_BLOOD_TYPES,
  type DonationOutcome,
  type DonationType,
  type donationApprovalSchema,
  type donationFormSchema,
  type donorDataSchema,
  donorEligibility,
  donorEligibilityToday,
  ELIGIBILITY_LIMITS,
  expiryDayOf,
  formatDin,
  type Gender,
  indiaToday,
  MESSAGES,
  nextEligibleDay,
  parseBloodPressure,
} from '@raktsetu/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  type DonationRecord,
  donationRecords,
  donations,
  donorRemarks,
  institutionDonors,
  institutions,
  inventoryUnits,
  type PersonRow,
  people,
  requestDeputations,
  samples,
  unitNumberCounters,
} from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { aadhaarDigest } from '../../lib/identity.js';
import { conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { appendUnitEvents } from '../inventory/unit-history.js';
import { isPersonBlockedNow } from '../platform-users/platform-users.repository.js';

type DonorData = z.output<typeof donorDataSchema>;
type DonationApproval = z.output<typeof donationApprovalSchema>;
type DonationForm = z.output<typeof donationFormSchema>;
type LinkRow = typeof institutionDonors.$inferSelect;

/** Where a donation was taken, for the unit's history, the donor's history and the sample's "Received From". */
export interface DonationPlace {
  campId: string | null;
  /** "Camp <name>, <venue>" or "Walk-in donation". */
  label: string;
}

const VEINS_UNFIT = 'The veins are not fit for the needle';

/**
 * The donation itself (docs/decisions/0046): who may sit in the chair, the deferral of a donor whose measures
 * fail, and the completed donation — donation record, quarantined unit with its unit number, samples for the
 * lab, the donor's history and next eligible day — in the caller's transaction, all or nothing.
 */
export function createDonationsService(deps: { db: Db; pepper: Uint8Array; now?: () => Date }) {
  const { db } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());

  /**
   * The donor, locked, with this institution's link to them: one donation at a time per person, so two desks
   * (a camp and the counter) cannot both bleed a donor the interval forbids.
   */
  async function lockDonor(tx: Db, ctx: InstitutionContext, personId: string) {
    const [person] = await tx.select().from(people).where(eq(people.id, personId)).for('update');
    if (!person) throw notFound('Donor');
    const [link] = await tx
      .select()
      .from(institutionDonors)
      .where(
        and(eq(institutionDonors.personId, personId), eq(institutionDonors.institutionId, ctx.institutionId)),
      );
    return { person, link: link ?? null };
  }

  /**
   * Why the donor may not sit in the chair today — a block, the age limits, the interval since the last
   * donation, a deferral — as a 409 that writes nothing; these are known before any measure is taken.
   */
  function refuseIfIneligible(person: PersonRow, links: (LinkRow | null)[]) {
    const blocked = links.find((link) => link?.status === 'Blocked' && link.blockType);
    // A block by the platform's administrator (e.g. money asked for a donation) stands at every blood centre.
    const platformBlock =
      person.blockType && isPersonBlockedNow(person, deps.now?.())
        ? {
            type: person.blockType,
            reason: person.blockReason ?? '',
            until: person.blockUntil,
            by: 'platform' as const,
          }
        : null;
    const eligibility = donorEligibilityToday({
      gender: person.gender as Gender,
      dateOfBirth: person.dateOfBirth,
      nextEligibleOn: person.nextEligibleOn,
      deferredUntil: person.deferredUntil,
      deferralReason: person.deferralReason,
      block: blocked?.blockType
        ? { type: blocked.blockType, reason: blocked.blockReason ?? '', until: blocked.blockUntil }
        : platformBlock,
      on: deps.now?.(),
    });
    if (!eligibility.eligibleToday)
      throw conflict(`The donor cannot give today: ${eligibility.reasons.join('; ')}`);
    if (!person.bloodGroup) throw conflict("Record the donor's blood group before the donation");
  }

  /** The measures that defer a donor at screening (NBTC limits), in words; empty when fit to donate. */
  function deferralReasons(
    person: PersonRow,
    measures: DonorData | DonationForm,
    donationType: DonationType,
  ) {
    const bp = parseBloodPressure(measures.bp);
    const reasons = donorEligibility({
      // Without a date of birth the age was checked at the desk; the measures are what is judged here.
      age: person.dateOfBirth
        ? ageInYears(`${person.dateOfBirth}T00:00:00Z`, deps.now?.())
        : ELIGIBILITY_LIMITS.minAge,
      weightKg: measures.weight_1,
      hb: measures.hb,
      bpSystolic: bp?.systolic ?? Number.NaN,
      bpDiastolic: bp?.diastolic ?? Number.NaN,
      donationType,
      firstTimeDonor: !person.lastDonationDate,
    }).map((reason) => reason.text);
    return reasons;
  }

  /** Refuses a bag number already used by this blood centre, in a unit or in a donor still in the chair. */
  async function refuseUsedBag(tx: Db, ctx: InstitutionContext, bagId: string) {
    const bag = bagId.toLowerCase();
    const [unit] = await tx
      .select({ one: sql`1` })
      .from(inventoryUnits)
      .where(
        and(
          eq(inventoryUnits.originInstitutionId, ctx.institutionId),
          sql`lower(${inventoryUnits.bagId}) = ${bag}`,
        ),
      )
      .limit(1);
    const [inChair] = await tx
      .select({ one: sql`1` })
      .from(donations)
      .where(and(eq(donations.institutionId, ctx.institutionId), sql`lower(${donations.bagId}) = ${bag}`))
      .limit(1);
    if (unit || inChair) throw conflict(`Bag number ${bagId} is already used`);
  }

  /**
   * Starts a donation with the Donor Data measures: in the chair, or deferred (kept with the reasons and a
   * remark on the donor) when a measure is outside the limits.
   */
  async function start(
    tx: Db,
    ctx: InstitutionContext,
    input: {
      person: PersonRow;
      measures: DonorData | DonationForm;
      bagId: string;
      bagType: BagType;
      component: string;
      donationType: DonationType;
      kind: DonationRecord['kind'];
      place: DonationPlace;
      requestId?: string | null;
      extraReasons?: string[];
      details?: DonationRecord['details'];
    },
  ): Promise<DonationRecord> {
    const { person, measures } = input;
    const reasons = [...(input.extraReasons ?? []), ...deferralReasons(person, measures, input.donationType)];
    const deferred = reasons.length > 0;
    if (!deferred) await refuseUsedBag(tx, ctx, input.bagId);
    let donation: DonationRecord | undefined;
    try {
      [donation] = await tx
        .insert(donations)
        .values({
          institutionId: ctx.institutionId,
          personId: person.id,
          campId: input.place.campId,
          requestId: input.requestId ?? null,
          kind: input.kind,
          outcome: deferred ? 'deferred' : 'inProcess',
          deferralReasons: reasons,
          bloodGroup: person.bloodGroup,
          component: input.component,
          heightCm: measures.height,
          weightKg: measures.weight_1,
          hb: measures.hb,
          bloodPressure: measures.bp,
          kitNumber: measures.kitNumber,
          bagId: deferred ? null : input.bagId,
          bagType: input.bagType,
          sampleIds: [measures.sampleId_1, measures.sampleId_2, measures.sampleId_3],
          details: input.details ?? {},
          donatedOn: today(),
          completedAt: deferred ? new Date() : null,
          addedBy: ctx.userId,
        })
        .returning();
    } catch (error) {
      // Another desk put the same bag on another donor a moment ago: the check above could not see it yet.
      if (isUniqueViolation(error)) throw conflict(`Bag number ${input.bagId} is already used`);
      throw error;
    }
    if (!donation) throw new Error('The donation was not written');
    if (deferred) {
      await tx.insert(donorRemarks).values({
        personId: person.id,
        institutionId: ctx.institutionId,
        doctorName: 'Screening desk',
        event: `Deferred at screening (${input.place.label})`,
        comment: reasons.join('; '),
        addedBy: ctx.userId,
      });
      await recordChange(tx, ctx, {
        action: 'donation.deferred',
        subjectType: 'donation',
        subjectId: donation.id,
      });
    }
    return donation;
  }

  /** The facility code of the caller's unit numbers, given at its first donation. */
  async function facilityCodeOf(tx: Db, institutionId: string): Promise<string> {
    const [current] = await tx
      .select({ code: institutions.facilityCode })
      .from(institutions)
      .where(eq(institutions.id, institutionId));
    if (current?.code) return current.code;
    const [next] = await tx
      .select({ n: sql<string>`nextval('facility_code_seq')` })
      .from(sql`(select 1) as one`);
    const code = `RS${Number(next?.n ?? 0)
      .toString(36)
      .toUpperCase()
      .padStart(3, '0')}`;
    const [set] = await tx
      .update(institutions)
      .set({ facilityCode: code })
      .where(and(eq(institutions.id, institutionId), sql`${institutions.facilityCode} is null`))
      .returning({ code: institutions.facilityCode });
    return set?.code ?? facilityCodeOf(tx, institutionId);
  }

  /** The next unit number of the caller this year (ISBT 128-shaped, with its MOD 37-2 check character). */
  async function nextUnitNumber(tx: Db, institutionId: string, day: string) {
    const facility = await facilityCodeOf(tx, institutionId);
    const year = Number(day.slice(0, 4));
    const [counter] = await tx
      .insert(unitNumberCounters)
      .values({ institutionId, year, last: 1 })
      .onConflictDoUpdate({
        target: [unitNumberCounters.institutionId, unitNumberCounters.year],
        set: { last: sql`${unitNumberCounters.last} + 1` },
      })
      .returning({ last: unitNumberCounters.last });
    return formatDin({ facility, year, sequence: counter?.last ?? 1 });
  }

  /**
   * Completes a donation in the chair: the unit, quarantined until the lab releases it; the samples, waiting
   * for the lab to accept them (status 3); the donor's history row, last donation and next eligible day.
   */
  async function complete(
    tx: Db,
    ctx: InstitutionContext,
    input: {
      donation: DonationRecord;
      person: PersonRow;
      approval: Partial<DonationApproval>;
      place: DonationPlace;
      donationType: DonationType;
    },
  ) {
    const { donation, person, approval, place } = input;
    const day = today();
    const bagId = donation.bagId as string;
    const unitNumber = await nextUnitNumber(tx, ctx.institutionId, day);
    const volume = approval.volume ?? 350;
    let unit: typeof inventoryUnits.$inferSelect | undefined;
    try {
      [unit] = await tx
        .insert(inventoryUnits)
        .values({
          institutionId: ctx.institutionId,
          originInstitutionId: ctx.institutionId,
          bagId,
          unitNumber,
          donorCode: person.donorCode,
          personId: person.id,
          donationId: donation.id,
          bloodGroup: person.bloodGroup as string,
          component: donation.component,
          volumeMl: Math.round(volume),
          massG: approval.weight_2 ?? null,
          storedIn: approval.storedIn ?? 'Blood bank',
          collectionDate: day,
          expiryDate: expiryDayOf(donation.component as Component, day),
          state: 'quarantined',
          screening: 'pending',
          addedBy: ctx.userId,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`Bag number ${bagId} is already used`);
      throw error;
    }
    if (!unit) throw new Error('The unit was not written');
    await appendUnitEvents(tx, ctx, [
      {
        unitId: unit.id,
        action: 'collected',
        fromState: null,
        toState: 'quarantined',
        details: { donorCode: person.donorCode, place: place.label, screening: 'pending' },
      },
    ]);
    const [sample1, sample2, sample3] = donation.sampleIds;
    await tx.insert(samples).values({
      institutionId: ctx.institutionId,
      donationId: donation.id,
      unitId: unit.id,
      personId: person.id,
      donorCode: person.donorCode,
      bagId,
      unitNumber,
      sampleId1: sample1 ?? '',
      sampleId2: sample2 ?? '',
      sampleId3: sample3 ?? '',
      collectionDate: day,
      receivedFrom: place.label,
      receivedOn: deps.now?.() ?? new Date(),
    });
    await tx.insert(donationRecords).values({
      personId: person.id,
      institutionId: ctx.institutionId,
      donatedOn: day,
      component: donation.component,
      units: 1,
      comments: place.label,
      donationId: donation.id,
    });
    await tx
      .update(people)
      .set({
        lastDonationDate: day,
        lastDonationComponent: donation.component,
        lastDonationType: input.donationType,
        nextEligibleOn: nextEligibleDay({
          gender: person.gender as Gender,
          lastDonationDate: day,
          lastDonationType: input.donationType,
        }),
        updatedAt: new Date(),
      })
      .where(eq(people.id, person.id));
    // The donor is now one of this blood centre's, whoever brought them to the camp.
    await tx
      .insert(institutionDonors)
      .values({
        institutionId: ctx.institutionId,
        personId: person.id,
        addedHere: false,
        addedBy: ctx.userId,
      })
      .onConflictDoNothing();
    await tx
      .update(donations)
      .set({
        outcome: 'donated',
        unitId: unit.id,
        startTime: approval.startTime ?? null,
        endTime: approval.endTime ?? null,
        volumeMl: approval.volume === undefined ? null : Math.round(approval.volume),
        bagWeightG: approval.weight_2 ?? null,
        storedIn: approval.storedIn ?? null,
        temperatureC: approval.temperature ?? null,
        dataPostBy: approval.dataPostBy ?? null,
        details: { ...donation.details, ...postDonation(approval) },
        completedAt: new Date(),
      })
      .where(eq(donations.id, donation.id));
    await recordChange(tx, ctx, {
      action: 'donation.completed',
      subjectType: 'donation',
      subjectId: donation.id,
    });
    return { _id: unit.id, unitNumber, bagId };
  }

  const postDonation = (approval: Partial<DonationApproval>) => ({
    comfortableDuringProcess: approval.comfortableDuringProcess,
    clottingIssuesDuringAfterProcess: approval.clottingIssuesDuringAfterProcess,
    issuePostDonationRecovery: approval.issuePostDonationRecovery,
    haveExplainedProtocolsPrecautionsForDonation: approval.haveExplainedProtocolsPrecautionsForDonation,
    preDonationHealthCheckFilled: approval.preDonationHealthCheckFilled,
  });

  /** The donor's Aadhaar checked against the record, or recorded when the record has none. */
  async function checkAadhaar(tx: Db, person: PersonRow, aadhaar: string) {
    const digest = aadhaarDigest(deps.pepper, aadhaar);
    if (person.aadhaarHash) {
      if (person.aadhaarHash !== digest.hash)
        throw conflict("The Aadhaar number does not match the donor's record");
      return;
    }
    const [other] = await tx
      .select({ id: people.id })
      .from(people)
      .where(eq(people.aadhaarHash, digest.hash));
    if (other) throw conflict('This Aadhaar number belongs to another donor');
    await tx
      .update(people)
      .set({ aadhaarHash: digest.hash, aadhaarLast4: digest.last4 })
      .where(eq(people.id, person.id));
  }

  /** A donation given for a request names one this blood centre asked the donor to give for. */
  async function refuseUnaskedRequest(tx: Db, ctx: InstitutionContext, personId: string, requestId: string) {
    const [asked] = await tx
      .select({ id: requestDeputations.id })
      .from(requestDeputations)
      .where(
        and(
          eq(requestDeputations.requestId, requestId),
          eq(requestDeputations.personId, personId),
          eq(requestDeputations.institutionId, ctx.institutionId),
        ),
      );
    if (!asked) throw notFound('Request');
  }

  return {
    lockDonor,
    refuseIfIneligible,
    start,
    complete,

    /** The donation form (walk-in or scheduled): screening, bleeding and approval in one go, or a deferral. */
    async donate(
      ctx: InstitutionContext,
      body: DonationForm,
    ): Promise<{ data: DonationOutcome; message: string }> {
      const bloodType = body.bloodType;
      const component = DONATION_BLOOD_TYPES[bloodType];
      const donationType: DonationType = bloodType === 'wholeBlood' ? 'wholeBlood' : 'apheresis';
      const outcome = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const { person, link } = await lockDonor(tx, ctx, body.donorId);
        if (!link) throw notFound('Donor');
        if (body.requestId) await refuseUnaskedRequest(tx, ctx, person.id, body.requestId);
        refuseIfIneligible(person, [link]);
        await checkAadhaar(tx, person, body.aadharNo);
        const place: DonationPlace = { campId: null, label: 'Walk-in donation' };
        const donation = await start(tx, ctx, {
          person,
          measures: body,
          bagId: body.unitId,
          bagType: body.bagType,
          component,
          donationType,
          kind: body.requestId ? 'scheduled' : 'walkIn',
          place,
          requestId: body.requestId ?? null,
          extraReasons: body.veinFit === 'no' ? [VEINS_UNFIT] : [],
          details: {
            answers: body.answers,
            consents: body.consents,
            veinFit: body.veinFit,
            doctor: body.doctor,
            phlebotomist: body.phlebotomist,
            sampleToBeTested: body.sampleToBeTested,
            notes: body.notes,
          },
        });
        if (donation.outcome === 'deferred') {
          return {
            donationId: donation.id,
            outcome: 'deferred' as const,
            reasons: donation.deferralReasons,
            unit: null,
          };
        }
        const unit = await complete(tx, ctx, {
          donation,
          person,
          place,
          donationType,
          approval: { ...body, storedIn: body.bloodBagStoredAt },
        });
        return { donationId: donation.id, outcome: 'donated' as const, reasons: [], unit };
      });
      const message =
        outcome.outcome === 'deferred'
          ? `Donor deferred: ${outcome.reasons.join('; ')}`
          : MESSAGES.donorDonated;
      return { data: outcome, message };
    },
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;
