import {
  ageInYears,
  BLOCK_MESSAGES,
  type blockDonorSchema,
  bmi,
  DONOR_OTP_MESSAGES,
  type DonorProfile,
  type DonorRow,
  deferralFromAnswers,
  donorEligibilityToday,
  type donorReviewSchema,
  type Eligibility,
  type Gender,
  indiaDayNumber,
  isBlockInForce,
  MESSAGES,
  NEARBY_RADII_KM,
  type NewDonor,
  type newDonorSchema,
  type newRemarkSchema,
  nextEligibleDay,
  REVIEW_MESSAGES,
} from '@raktsetu/contract';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  donorRemarks,
  institutionDonors,
  institutions,
  type PersonRow,
  people,
} from '../../db/schema/index.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { aadhaarDigest, maskMobile, newDonorCode } from '../../lib/identity.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { OneTimeCodes } from '../auth/one-time-codes.js';
import { OTP_TTL_MINUTES } from '../auth/one-time-codes.js';
import type { FilesService } from '../files/files.service.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import type { Notifier } from '../mail/notifier.js';
import type { DonorListQuery, DonorsRepository, DonorViewRow, NearbyQuery } from './donors.repository.js';

type AddedDonor = z.output<typeof newDonorSchema>;

interface Deps {
  db: Db;
  repository: DonorsRepository;
  codes: OneTimeCodes;
  mailer: Mailer;
  notifier: Notifier;
  files: FilesService;
  /** Counts the codes sent to each donor from each institution. */
  attempts: AttemptCounter;
  /** Keys the Aadhaar hash; the server's secret. */
  pepper: Uint8Array;
}

/** A desk may send one donor a few codes, not a stream of mails and texts (src/security/rate-limits.test.ts). */
const CODES_PER_DONOR = 5;
const CODES_WINDOW_SECONDS = 15 * 60;

const iso = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();

function blockOf(row: Pick<DonorViewRow, 'linkStatus' | 'blockType' | 'blockReason' | 'blockUntil'>) {
  return row.linkStatus === 'Blocked' && row.blockType
    ? { type: row.blockType, reason: row.blockReason ?? '', until: row.blockUntil }
    : null;
}

function eligibilityOf(row: DonorViewRow): Eligibility {
  return donorEligibilityToday({
    gender: row.gender as Gender,
    dateOfBirth: row.dateOfBirth,
    nextEligibleOn: row.nextEligibleOn,
    deferredUntil: row.deferredUntil,
    deferralReason: row.deferralReason,
    block: blockOf(row),
  });
}

export function toDonorRow(row: DonorViewRow): DonorRow {
  return {
    _id: row.id as string,
    donorId: row.donorCode as string,
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    bloodGroup: row.bloodGroup,
    gender: row.gender as string,
    email: row.email,
    countryCode: row.countryCode as string,
    mobileNumber: row.mobileNumber,
    lastDonationComponent: row.lastDonationComponent,
    lastDonationDate: row.lastDonationDate,
    status: isBlockInForce(blockOf(row)) ? 'Blocked' : 'Active',
    knownDonor: true,
    eligibility: eligibilityOf(row),
  };
}

/** A person's row seen through a link row, as the list views carry it. */
function viewOf(person: PersonRow, link: typeof institutionDonors.$inferSelect | null): DonorViewRow {
  return {
    ...person,
    linkStatus: link?.status ?? null,
    blockType: link?.blockType ?? null,
    blockReason: link?.blockReason ?? null,
    blockUntil: link?.blockUntil ?? null,
    verifiedAt: link?.verifiedAt?.toISOString() ?? null,
    addedHere: link?.addedHere ?? null,
  };
}

/** This institution's review of the questionnaire on file; a newer submission waits for review again. */
function reviewOf(person: PersonRow, link: typeof institutionDonors.$inferSelect) {
  if (!link.reviewStatus || !link.reviewedAt) return null;
  if (person.questionnaireAt && link.reviewedSubmissionAt?.getTime() !== person.questionnaireAt.getTime())
    return null;
  return { status: link.reviewStatus, reviewedAt: link.reviewedAt.toISOString(), reason: link.reviewReason };
}

/** The largest radius the nearby list offers: a donor further away is not this institution's to contact. */
const REACH_KM = Math.max(...NEARBY_RADII_KM);

export function createDonorsService(deps: Deps) {
  const { db, repository } = deps;

  async function institutionOf(ctx: InstitutionContext) {
    const [row] = await db
      .select({ name: institutions.name, latitude: institutions.latitude, longitude: institutions.longitude })
      .from(institutions)
      .where(eq(institutions.id, ctx.institutionId))
      .limit(1);
    if (!row) throw notFound('Institution');
    return row;
  }

  async function known(ctx: InstitutionContext, personId: string, tx: Db = db) {
    const row = await repository.findKnown(ctx, personId, tx);
    // A donor this institution does not know is not there for it: 404, exactly as a missing one.
    if (!row) throw notFound('Donor');
    return row;
  }

  /** The person this desk row names: found by mobile number, e-mail or Aadhaar, else a new one. */
  async function personFor(tx: Db, donor: AddedDonor): Promise<{ person: PersonRow; existing: boolean }> {
    const aadhaar = donor.aadharNumber ? aadhaarDigest(deps.pepper, donor.aadharNumber) : null;
    const matches = [
      donor.mobileNumber ? eq(people.mobileNumber, donor.mobileNumber) : undefined,
      donor.email ? eq(people.email, donor.email) : undefined,
      aadhaar ? eq(people.aadhaarHash, aadhaar.hash) : undefined,
    ].filter((condition) => condition !== undefined);
    if (matches.length > 0) {
      const [found] = await tx
        .select()
        .from(people)
        .where(or(...matches))
        .limit(1);
      if (found) return { person: found, existing: true };
    }
    const lastDonationType = donor.firstTimeDonor ? null : ('wholeBlood' as const);
    const address = donor.address;
    const values: Omit<typeof people.$inferInsert, 'donorCode'> = {
      firstName: donor.firstName,
      lastName: donor.lastName,
      gender: donor.gender,
      dateOfBirth: donor.dateOfBirth,
      bloodGroup: donor.bloodGroup ?? null,
      mobileNumber: donor.mobileNumber ?? null,
      email: donor.email ?? null,
      aadhaarHash: aadhaar?.hash ?? null,
      aadhaarLast4: aadhaar?.last4 ?? null,
      addressDescription: address?.description ?? '',
      landmark: address && 'landmark' in address ? (address.landmark ?? null) : null,
      city: address && 'city' in address ? (address.city ?? null) : null,
      state: address && 'state' in address ? (address.state ?? null) : null,
      zipcode: address && 'zipcode' in address ? (address.zipcode ?? null) : null,
      longitude: address && 'coordinates' in address ? (address.coordinates?.[0] ?? null) : null,
      latitude: address && 'coordinates' in address ? (address.coordinates?.[1] ?? null) : null,
      heightCm: donor.height ?? null,
      weightKg: donor.weight ?? null,
      lastDonationDate: donor.firstTimeDonor ? null : (donor.lastDonationDate ?? null),
      lastDonationComponent: donor.firstTimeDonor ? null : (donor.component ?? null),
      lastDonationType,
      nextEligibleOn: nextEligibleDay({
        gender: donor.gender,
        lastDonationDate: donor.firstTimeDonor ? null : (donor.lastDonationDate ?? null),
        lastDonationType,
      }),
      source: 'institution',
    };
    // A donor ID drawn twice is vanishingly rare; the unique index catches it and a new one is drawn.
    for (let attempt = 0; ; attempt++) {
      const donorCode = newDonorCode();
      const [clash] = await tx
        .select({ id: people.id })
        .from(people)
        .where(eq(people.donorCode, donorCode))
        .limit(1);
      if (clash && attempt < 5) continue;
      const [person] = await tx
        .insert(people)
        .values({ ...values, donorCode })
        .returning();
      if (!person) throw new Error('donor was not stored');
      return { person, existing: false };
    }
  }

  async function addAll(ctx: InstitutionContext, donors: AddedDonor[]) {
    return db.transaction(async (tx) => {
      const added = [];
      for (const donor of donors) {
        const { person, existing } = await personFor(tx, donor);
        await tx
          .insert(institutionDonors)
          .values({
            institutionId: ctx.institutionId,
            personId: person.id,
            addedHere: true,
            donorType: donor.donorType,
            refferedBy: donor.refferedBy ?? null,
            notes: donor.notes ?? null,
            protocolExplained: donor.isVerified ?? false,
            checklist: donor.checklist ?? [],
            addedBy: ctx.userId,
          })
          .onConflictDoNothing();
        added.push({ _id: person.id, donorId: person.donorCode, linkedExisting: existing });
      }
      await recordChange(tx, ctx, {
        action: 'donors.added',
        subjectType: 'donor',
        details: { count: added.length, linked: added.filter((donor) => donor.linkedExisting).length },
      });
      return added;
    });
  }

  function nearbyRow(row: DonorViewRow & { distanceM: number }) {
    const block = blockOf(row);
    const eligibility = eligibilityOf(row);
    const blocked = isBlockInForce(block);
    // Another institution's donor shows a number only once they read out a code here (or were added here).
    const mayContact = Boolean(row.verifiedAt) || Boolean(row.addedHere);
    const type = blocked ? 3 : eligibility.eligibleToday ? 1 : 2;
    return {
      _id: row.id as string,
      donorId: row.donorCode as string,
      bloodGroup: row.bloodGroup,
      name: `${row.firstName} ${row.lastName}`.trim(),
      gender: row.gender as string,
      type,
      status: (blocked ? 'Blocked' : eligibility.eligibleToday ? 'Active' : 'Inactive') as
        | 'Active'
        | 'Inactive'
        | 'Blocked',
      date: row.lastDonationDate,
      LandMark: row.landmark,
      contactNo: mayContact ? row.mobileNumber : maskMobile(row.mobileNumber),
      contactMasked: !mayContact && row.mobileNumber !== null,
      knownHere: row.linkStatus !== null,
      distanceKm: Math.round(Number(row.distanceM) / 100) / 10,
      eligibility,
    };
  }

  async function nearbyList(ctx: InstitutionContext, query: NearbyQuery, availableOnly: boolean) {
    const place = await institutionOf(ctx);
    if (place.latitude === null || place.longitude === null) return { data: [], total: 0 };
    const { rows, ...counted } = await repository.listNearby(
      ctx,
      { latitude: place.latitude, longitude: place.longitude },
      query,
      availableOnly,
    );
    return { data: rows.map(nearbyRow), ...counted };
  }

  return {
    async list(ctx: InstitutionContext, query: DonorListQuery) {
      const { rows, ...counted } = await repository.listKnown(ctx, query);
      return { data: rows.map(toDonorRow), ...counted };
    },

    /** Adds the rows in one transaction: all of them or none (two desks adding one person race on the unique index). */
    async add(ctx: InstitutionContext, donors: AddedDonor[]) {
      try {
        return await addAll(ctx, donors);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return addAll(ctx, donors);
      }
    },

    nearby: (ctx: InstitutionContext, query: NearbyQuery) => nearbyList(ctx, query, false),
    available: (ctx: InstitutionContext, query: NearbyQuery) => nearbyList(ctx, query, true),

    async profile(ctx: InstitutionContext, personId: string): Promise<DonorProfile> {
      const { person, link } = await known(ctx, personId);
      const view = viewOf(person, link);
      const verified = link.verifiedAt !== null;
      const labs = await repository.labResults(ctx, personId, verified, null);
      const block = blockOf(view);
      const questionnaire = person.questionnaire
        ? {
            answers: person.questionnaire,
            submittedAt: iso(person.questionnaireAt) ?? '',
            // Only a "yes" inside its look-back window defers; an old one is history, not a reason.
            deferringItems: deferralFromAnswers(person.questionnaire)?.items ?? [],
            review: reviewOf(person, link),
          }
        : null;
      return {
        ...toDonorRow(view),
        dateOfBirth: person.dateOfBirth,
        age: person.dateOfBirth ? ageInYears(`${person.dateOfBirth}T00:00:00Z`) : null,
        height: person.heightCm,
        weight: person.weightKg,
        bmi: person.heightCm && person.weightKg ? bmi(person.weightKg, person.heightCm) : null,
        address: { description: person.addressDescription, landmark: person.landmark },
        addedAt: link.addedAt.toISOString(),
        photo: person.photo ?? null,
        aadharLast4: person.aadhaarLast4,
        donorType: link.donorType,
        userType: verified ? 'knownDonor' : 'user',
        isBlocked: isBlockInForce(block),
        block:
          block && isBlockInForce(block)
            ? {
                type: block.type,
                reason: block.reason,
                comment: link.blockComment,
                until: block.until,
                blockedAt: iso(link.blockedAt) ?? '',
              }
            : null,
        verifiedAt: iso(link.verifiedAt),
        refferedBy: link.refferedBy,
        notes: link.notes,
        questionnaire,
        vitals: labs.rows
          .map(({ result }) => ({
            date: result.addedAt.toISOString(),
            bp: result.bloodPressure ? Number(result.bloodPressure.split('/')[0]) || null : null,
            weight: result.weightKg,
            hb: result.hb,
          }))
          .reverse(),
      };
    },

    async donationHistory(ctx: InstitutionContext, personId: string, page: { page: number; limit: number }) {
      const { link } = await known(ctx, personId);
      const { rows, total } = await repository.donationHistory(ctx, personId, link.verifiedAt !== null, page);
      return {
        data: rows.map(({ record, institutionName }) => ({
          _id: record.id,
          date: record.donatedOn,
          component: record.component,
          institutionName,
          units: record.units,
          comments: record.comments,
          // A certificate is this blood centre's to give only for a donation it took.
          donationId: record.institutionId === ctx.institutionId ? record.donationId : null,
        })),
        total,
      };
    },

    async labResults(ctx: InstitutionContext, personId: string, page: { page: number; limit: number }) {
      const { link } = await known(ctx, personId);
      const { rows, total } = await repository.labResults(ctx, personId, link.verifiedAt !== null, page);
      return {
        data: rows.map(({ result, institutionName }) => ({
          _id: result.id,
          addedAt: result.addedAt.toISOString(),
          bloodPressure: result.bloodPressure,
          weight: result.weightKg,
          hb: result.hb,
          finalResult: result.finalResult,
          results: result.results,
          institutionName,
        })),
        total,
      };
    },

    async medicalHistory(ctx: InstitutionContext, personId: string, page: { page: number; limit: number }) {
      const { link } = await known(ctx, personId);
      const { rows, total } = await repository.medicalReports(ctx, personId, link.verifiedAt !== null, page);
      return {
        reports: rows.map((report) => ({
          _id: report.id,
          healthIssue: report.healthIssue,
          description: report.description,
          condition: report.condition,
          medication: report.medication,
          comments: report.comments,
          addedAt: report.addedAt.toISOString(),
        })),
        total,
      };
    },

    async remarks(ctx: InstitutionContext, personId: string, page: { page: number; limit: number }) {
      const { link } = await known(ctx, personId);
      const { rows, total } = await repository.remarks(ctx, personId, link.verifiedAt !== null, page);
      return {
        data: rows.map(({ remark, institutionName }) => ({
          _id: remark.id,
          addedAt: remark.addedAt.toISOString(),
          doctorName: remark.doctorName,
          event: remark.event,
          comment: remark.comment,
          institutionName,
        })),
        total,
      };
    },

    async addRemark(ctx: InstitutionContext, input: z.output<typeof newRemarkSchema>) {
      await known(ctx, input.donorId);
      const place = await institutionOf(ctx);
      return db.transaction(async (tx) => {
        const [remark] = await tx
          .insert(donorRemarks)
          .values({
            personId: input.donorId,
            institutionId: ctx.institutionId,
            doctorName: input.doctorName,
            event: input.event,
            comment: input.comment,
            addedBy: ctx.userId,
          })
          .returning();
        if (!remark) throw new Error('remark was not stored');
        await recordChange(tx, ctx, {
          action: 'donor.remark-added',
          subjectType: 'donor',
          subjectId: input.donorId,
        });
        return {
          _id: remark.id,
          addedAt: remark.addedAt.toISOString(),
          doctorName: remark.doctorName,
          event: remark.event,
          comment: remark.comment,
          institutionName: place.name,
        };
      });
    },

    /**
     * Sends a donor a code to read out at the desk: by e-mail, and by SMS through the notifier. Only an
     * active donor (docs/spec/part-1-institution-side.md §4), known here or within reach of the institution.
     */
    async sendOtp(ctx: InstitutionContext, personId: string): Promise<{ id: string }> {
      const place = await institutionOf(ctx);
      const origin =
        place.latitude !== null && place.longitude !== null
          ? { latitude: place.latitude, longitude: place.longitude }
          : null;
      const found = await repository.findReachable(ctx, personId, origin, REACH_KM);
      if (!found) throw notFound('Donor');
      const { person } = found;
      if (isBlockInForce(blockOf({ ...found, linkStatus: found.linkStatus })))
        throw badRequest(DONOR_OTP_MESSAGES.notActive);
      if (!person.email && !person.mobileNumber) throw badRequest(DONOR_OTP_MESSAGES.noContact);
      const sent = await deps.attempts.hit(
        `donor-otp:${ctx.institutionId}:${person.id}`,
        CODES_WINDOW_SECONDS,
      );
      if (sent > CODES_PER_DONOR)
        throw tooManyRequests('Too many codes for this donor. Please try again in 15 minutes.');
      return db.transaction(async (tx) => {
        const { id, code } = await deps.codes.issueOtp(
          tx,
          { kind: 'person', id: person.id },
          'DonorOTP',
          ctx.institutionId,
        );
        if (person.email)
          await deps.mailer.send(
            mailTemplates.donorVerificationCode(
              person.email,
              code,
              place.name,
              OTP_TTL_MINUTES,
              person.language,
            ),
            tx,
          );
        if (person.mobileNumber)
          await deps.notifier.sms(
            {
              to: person.mobileNumber,
              purpose: 'donor-otp',
              text: `RaktSetu: ${place.name} asks to verify you as a donor. Your code is ${code}, valid ${OTP_TTL_MINUTES} minutes.`,
            },
            tx,
          );
        return { id };
      });
    },

    /** The donor read out the right code: from now on they are known here and share their records. */
    async validateOtp(ctx: InstitutionContext, input: { id: string; otp: string }) {
      const outcome = await db.transaction(async (tx) => {
        const check = await deps.codes.checkOtp(tx, input.id, input.otp, {
          consume: true,
          purpose: 'DonorOTP',
          institutionId: ctx.institutionId,
        });
        if (!check.ok) return check;
        if (check.subject.kind !== 'person')
          return { ok: false as const, error: badRequest(MESSAGES.invalidOtp) };
        const now = new Date();
        await tx
          .insert(institutionDonors)
          .values({
            institutionId: ctx.institutionId,
            personId: check.subject.id,
            addedHere: false,
            donorType: 'Individual',
            verifiedAt: now,
            addedBy: ctx.userId,
          })
          .onConflictDoUpdate({
            target: [institutionDonors.institutionId, institutionDonors.personId],
            set: { verifiedAt: now, updatedAt: now },
          });
        await recordChange(tx, ctx, {
          action: 'donor.verified',
          subjectType: 'donor',
          subjectId: check.subject.id,
        });
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
    },

    async block(ctx: InstitutionContext, input: z.output<typeof blockDonorSchema>) {
      if (input.file && !(await deps.files.allOwnedBy(ctx, [input.file.location])))
        throw badRequest('Attach a file uploaded here', {
          errors: [{ field: 'file', message: 'Attach a file uploaded here' }],
        });
      await db.transaction(async (tx) => {
        const link = await repository.lockLink(tx, ctx, input.donorId);
        if (!link) throw notFound('Donor');
        const current =
          link.status === 'Blocked' && link.blockType
            ? { type: link.blockType, reason: link.blockReason ?? '', until: link.blockUntil }
            : null;
        if (isBlockInForce(current)) throw conflict(BLOCK_MESSAGES.alreadyBlocked);
        const days = input.blockType === 'temporarily' ? Number(input.blockPeriod) : null;
        // The last blocked day, counted on India's calendar like every other date here.
        const until = days !== null ? indiaDayAfter(days - 1) : null;
        await tx
          .update(institutionDonors)
          .set({
            status: 'Blocked',
            blockType: input.blockType,
            blockReason: input.reason ?? null,
            blockComment: input.comment ?? null,
            blockUntil: until,
            blockFile: input.file ?? null,
            blockedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(institutionDonors.id, link.id));
        await recordChange(tx, ctx, {
          action: 'donor.blocked',
          subjectType: 'donor',
          subjectId: input.donorId,
          details: { type: input.blockType, reason: input.reason, days },
        });
      });
      return MESSAGES.donorBlocked;
    },

    async unblock(ctx: InstitutionContext, input: { donorId: string; reason: string }) {
      await db.transaction(async (tx) => {
        const link = await repository.lockLink(tx, ctx, input.donorId);
        if (!link) throw notFound('Donor');
        const current =
          link.status === 'Blocked' && link.blockType
            ? { type: link.blockType, reason: link.blockReason ?? '', until: link.blockUntil }
            : null;
        if (!isBlockInForce(current)) throw conflict(BLOCK_MESSAGES.notBlocked);
        await tx
          .update(institutionDonors)
          .set({
            status: 'Active',
            blockType: null,
            blockReason: null,
            blockComment: null,
            blockUntil: null,
            blockFile: null,
            blockedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(institutionDonors.id, link.id));
        await recordChange(tx, ctx, {
          action: 'donor.unblocked',
          subjectType: 'donor',
          subjectId: input.donorId,
          details: { reason: input.reason },
        });
      });
      return BLOCK_MESSAGES.unblocked;
    },

    /**
     * The review of the donor's self-assessment, of the submission on file when the reviewer opened it. Approve
     * leads to the donation form, so it is refused for a donor who may not give today (blocked here, deferred,
     * too soon after the last donation): the reasons come back in words.
     */
    async review(ctx: InstitutionContext, input: z.output<typeof donorReviewSchema>) {
      return db.transaction(async (tx) => {
        const link = await repository.lockLink(tx, ctx, input.donorId);
        if (!link) throw notFound('Donor');
        const found = await repository.findKnown(ctx, input.donorId, tx);
        if (!found) throw notFound('Donor');
        const { person } = found;
        if (input.status === 'Approve') {
          const { reasons } = eligibilityOf(viewOf(person, link));
          if (reasons.length > 0) throw conflict(`${REVIEW_MESSAGES.notEligible}: ${reasons.join('; ')}`);
        }
        const now = new Date();
        await tx
          .update(institutionDonors)
          .set({
            reviewStatus: input.status,
            reviewReason: input.status === 'Decline' ? input.reason : null,
            reviewedAt: now,
            reviewedSubmissionAt: person.questionnaireAt,
            updatedAt: now,
          })
          .where(eq(institutionDonors.id, link.id));
        await recordChange(tx, ctx, {
          action: input.status === 'Approve' ? 'donor.approved' : 'donor.declined',
          subjectType: 'donor',
          subjectId: input.donorId,
          details:
            input.status === 'Decline'
              ? { reason: input.reason, comment: input.comment ?? null, requestId: input.requestId ?? null }
              : { requestId: input.requestId ?? null },
        });
        return input.status === 'Approve' ? REVIEW_MESSAGES.approved : MESSAGES.declined;
      });
    },
  };
}

/** `yyyy-mm-dd` of the Indian calendar day `days` after today. */
function indiaDayAfter(days: number): string {
  return new Date((indiaDayNumber(new Date()) + days) * 86_400_000).toISOString().slice(0, 10);
}

export type DonorsService = ReturnType<typeof createDonorsService>;
export type { NewDonor };
