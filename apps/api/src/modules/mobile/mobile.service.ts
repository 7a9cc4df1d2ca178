import { randomUUID } from 'node:crypto';
import {
  deferralFromAnswers,
  donorEligibilityToday,
  type Gender,
  MOBILE_MESSAGES,
  type MobileProfile,
  type newPersonProfileSchema,
  PLATFORM_USER_MESSAGES,
  type QuestionnaireItem,
  questionnaireItemsFor,
  questionText,
  type updateMobileProfileSchema,
} from '@raktsetu/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  donationRecords,
  institutions,
  oneTimeCodes,
  type PersonRow,
  people,
} from '../../db/schema/index.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { recordChange } from '../../lib/audit.js';
import { newDonorCode } from '../../lib/identity.js';
import { rowCount } from '../../lib/paging.js';
import { issueToken } from '../../lib/tokens.js';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../plugins/errors.js';
import type { PersonContext } from '../../plugins/request-context.js';
import type { OneTimeCodes } from '../auth/one-time-codes.js';
import { OTP_TTL_MINUTES } from '../auth/one-time-codes.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import type { Notifier } from '../mail/notifier.js';
import { isPersonBlockedNow } from '../platform-users/platform-users.repository.js';

interface Deps {
  db: Db;
  codes: OneTimeCodes;
  notifier: Notifier;
  sessions: SessionsRepository;
  attempts: AttemptCounter;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
}

const CODES_PER_NUMBER = 5;
const CODES_WINDOW_SECONDS = 15 * 60;

export function toMobileProfile(person: PersonRow): MobileProfile {
  return {
    _id: person.id,
    donorId: person.donorCode,
    firstName: person.firstName,
    lastName: person.lastName,
    gender: person.gender,
    dateOfBirth: person.dateOfBirth,
    bloodGroup: person.bloodGroup,
    email: person.email,
    mobileNumber: person.mobileNumber,
    address: {
      description: person.addressDescription,
      landmark: person.landmark,
      city: person.city,
      state: person.state,
      zipcode: person.zipcode,
      coordinates:
        person.longitude !== null && person.latitude !== null ? [person.longitude, person.latitude] : null,
    },
    available: person.available,
    lastDonationDate: person.lastDonationDate,
    lastDonationComponent: person.lastDonationComponent,
    questionnaireAt: person.questionnaireAt?.toISOString() ?? null,
    eligibility: donorEligibilityToday({
      gender: person.gender as Gender,
      dateOfBirth: person.dateOfBirth,
      nextEligibleOn: person.nextEligibleOn,
      deferredUntil: person.deferredUntil,
      deferralReason: person.deferralReason,
      block: null,
    }),
  };
}

/** The mobile app's donors and patients: signed in by their number, keeping their own profile. */
export function createMobileService(deps: Deps) {
  const { db } = deps;

  async function self(ctx: PersonContext, tx: Db = db) {
    const [person] = await tx.select().from(people).where(eq(people.id, ctx.personId)).limit(1);
    if (!person) throw badRequest('Your account is no longer on RaktSetu');
    return person;
  }

  async function update(ctx: PersonContext, values: Partial<typeof people.$inferInsert>, action: string) {
    return db.transaction(async (tx) => {
      const [person] = await tx
        .update(people)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(people.id, ctx.personId))
        .returning();
      if (!person) throw badRequest('Your account is no longer on RaktSetu');
      await recordChange(tx, ctx, {
        action,
        subjectType: 'person',
        subjectId: ctx.personId,
        institutionId: null,
      });
      return toMobileProfile(person);
    });
  }

  return {
    /**
     * Sends a sign-in code to a number by SMS. The answer is the same for a number RaktSetu knows and one it
     * does not, so the app cannot be used to find out who is a donor.
     */
    async sendOtp(mobileNumber: string): Promise<{ id: string }> {
      if (deps.notifier.transport === 'none')
        throw new AppError(503, 'Sign-in by SMS is not set up on this RaktSetu server (SMS_WEBHOOK_URL)');
      if ((await deps.attempts.hit(`mobile-otp:${mobileNumber}`, CODES_WINDOW_SECONDS)) > CODES_PER_NUMBER)
        throw tooManyRequests('Too many codes for this number. Please try again in 15 minutes.');
      return db.transaction(async (tx) => {
        const [person] = await tx
          .select({ id: people.id })
          .from(people)
          .where(eq(people.mobileNumber, mobileNumber))
          .limit(1);
        // A number with no person yet gets a code for a person to be created when it is verified.
        const subject = { kind: 'person' as const, id: person?.id ?? randomUUID() };
        if (!person) {
          await tx
            .update(oneTimeCodes)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(oneTimeCodes.sentTo, mobileNumber),
                eq(oneTimeCodes.purpose, 'MobileOTP'),
                isNull(oneTimeCodes.usedAt),
              ),
            );
        }
        const { id, code } = await deps.codes.issueOtp(tx, subject, 'MobileOTP');
        await tx.update(oneTimeCodes).set({ sentTo: mobileNumber }).where(eq(oneTimeCodes.id, id));
        await deps.notifier.sms(
          {
            to: mobileNumber,
            purpose: 'mobile-sign-in',
            text: `Your RaktSetu sign-in code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
          },
          tx,
        );
        return { id };
      });
    },

    /**
     * Signs in with the code. A number new to RaktSetu must send the profile too; without it the code is
     * not spent, and the app asks for the name, gender and date of birth.
     */
    async verifyOtp(input: { id: string; otp: string; profile?: z.output<typeof newPersonProfileSchema> }) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, input.id)).limit(1);
        const [existing] = row
          ? await tx.select().from(people).where(eq(people.id, row.subjectId)).limit(1)
          : [undefined];
        const consume = Boolean(existing || input.profile);
        const check = await deps.codes.checkOtp(tx, input.id, input.otp, { consume, purpose: 'MobileOTP' });
        if (!check.ok) return check;
        // Blocked on the platform (docs/spec/part-2-operations-and-admin.md §4): told only after the code
        // proved the number is theirs, and never why. A temporary block ends by itself after its last day.
        if (existing && isPersonBlockedNow(existing))
          return { ok: false as const, error: forbidden(PLATFORM_USER_MESSAGES.signInBlocked) };
        if (existing) return { ok: true as const, person: existing };
        if (!input.profile || !row?.sentTo)
          return {
            ok: false as const,
            error: badRequest(MOBILE_MESSAGES.profileNeeded, { needsProfile: true }),
          };
        const [person] = await tx
          .insert(people)
          .values({
            id: check.subject.id,
            donorCode: newDonorCode(),
            firstName: input.profile.firstName,
            lastName: input.profile.lastName,
            gender: input.profile.gender,
            dateOfBirth: input.profile.dateOfBirth,
            bloodGroup: input.profile.bloodGroup ?? null,
            mobileNumber: row.sentTo,
            source: 'mobile',
          })
          .returning();
        if (!person) throw new Error('person was not stored');
        await recordChange(
          tx,
          { kind: 'person', id: person.id },
          {
            action: 'person.signed-up',
            subjectType: 'person',
            subjectId: person.id,
            institutionId: null,
          },
        );
        return { ok: true as const, person };
      });
      if (!outcome.ok) throw outcome.error;
      const expiresAt = new Date(Date.now() + deps.tokenTtlSeconds * 1000);
      const sessionId = await deps.sessions.start({ kind: 'person', id: outcome.person.id }, expiresAt);
      const token = await issueToken(
        { kind: 'person', subjectId: outcome.person.id, sessionId },
        deps.jwtSecret,
        expiresAt,
      );
      return { token, expiresAt: expiresAt.toISOString(), person: toMobileProfile(outcome.person) };
    },

    profile: async (ctx: PersonContext) => toMobileProfile(await self(ctx)),

    updateProfile(ctx: PersonContext, input: z.output<typeof updateMobileProfileSchema>) {
      const address = input.address;
      return update(
        ctx,
        {
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.lastName !== undefined && { lastName: input.lastName }),
          ...(input.gender !== undefined && { gender: input.gender }),
          ...(input.dateOfBirth !== undefined && { dateOfBirth: input.dateOfBirth }),
          ...(input.bloodGroup !== undefined && { bloodGroup: input.bloodGroup }),
          ...(input.email !== undefined && { email: input.email }),
          ...(address && {
            addressDescription: address.description,
            landmark: address.landmark ?? null,
            city: address.city ?? null,
            state: address.state ?? null,
            zipcode: address.zipcode ?? null,
            longitude: address.coordinates?.[0] ?? null,
            latitude: address.coordinates?.[1] ?? null,
          }),
        },
        'person.profile-edited',
      );
    },

    setAvailability: (ctx: PersonContext, available: boolean) =>
      update(ctx, { available }, available ? 'person.available' : 'person.unavailable'),

    /** Every question for the person's sex must be answered; a recent "yes" defers them (the contract's windows). */
    async questionnaire(
      ctx: PersonContext,
      answers: Partial<Record<string, { answer: 'yes' | 'no'; date?: string | undefined }>>,
    ) {
      const person = await self(ctx);
      const asked = questionnaireItemsFor(person.gender as Gender);
      const missing = asked.filter((item) => !answers[item]);
      if (missing.length > 0)
        throw badRequest(MOBILE_MESSAGES.questionnaireIncomplete, {
          errors: missing.map((item) => ({
            field: `answers.${item}`,
            message: MOBILE_MESSAGES.questionnaireIncomplete,
          })),
        });
      const kept = Object.fromEntries(
        asked.map((item) => [
          item,
          { answer: answers[item]?.answer ?? 'no', date: answers[item]?.date ?? null },
        ]),
      ) as Record<QuestionnaireItem, { answer: 'yes' | 'no'; date: string | null }>;
      const deferral = deferralFromAnswers(kept);
      return update(
        ctx,
        {
          questionnaire: kept,
          questionnaireAt: new Date(),
          deferredUntil: deferral?.until ?? null,
          deferralReason: deferral ? deferral.items.map(questionText).join('; ') : null,
        },
        'person.questionnaire',
      );
    },

    async donationHistory(ctx: PersonContext, page: { page: number; limit: number }) {
      const where = eq(donationRecords.personId, ctx.personId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ record: donationRecords, institutionName: institutions.name })
          .from(donationRecords)
          .innerJoin(institutions, eq(institutions.id, donationRecords.institutionId))
          .where(where)
          .orderBy(desc(donationRecords.donatedOn))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select(rowCount()).from(donationRecords).where(where),
      ]);
      return {
        data: rows.map(({ record, institutionName }) => ({
          _id: record.id,
          date: record.donatedOn,
          component: record.component,
          institutionName,
          units: record.units,
          comments: record.comments,
          donationId: record.donationId,
        })),
        total: Number(total?.n ?? 0),
      };
    },
  };
}

export type MobileService = ReturnType<typeof createMobileService>;
