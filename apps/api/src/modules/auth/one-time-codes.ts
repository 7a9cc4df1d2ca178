import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES, OTP_MESSAGES } from '@raktsetu/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OneTimeCodeRow, oneTimeCodes } from '../../db/schema/index.js';
import { type AppError, badRequest, tooManyRequests } from '../../plugins/errors.js';

export type CodePurpose = OneTimeCodeRow['purpose'];
/** Six-digit codes: a password reset, a donor verified for an institution, a sign-in to the mobile app. */
export type OtpPurpose = 'ForgotOTP' | 'DonorOTP' | 'MobileOTP';
export type LinkPurpose = Exclude<CodePurpose, OtpPurpose>;
/** Who a password code or link is for: an institution user or an administrator. */
export interface CodeSubject {
  kind: 'user' | 'admin';
  id: string;
}
/** Who any code is for, a person of the mobile app or a donor included. */
export interface OtpSubject {
  kind: 'user' | 'admin' | 'person';
  id: string;
}

/** `unknown`: no code has this id (a made-up one, or the decoy id given for an unknown e-mail). */
export type OtpCheck =
  | { ok: true; subject: OtpSubject; institutionId: string | null }
  | { ok: false; error: AppError; unknown?: true };

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const LINK_TTL_DAYS = 7;

/**
 * Reset codes and set-password links. Secrets are stored only as an HMAC keyed with the server secret, so a
 * copy of the database does not hand out working codes; comparison is constant-time.
 */
export function createOneTimeCodes(pepper: Uint8Array) {
  const digest = (secret: string) => createHmac('sha256', pepper).update(secret).digest('hex');
  const sameDigest = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    /**
     * A new six-digit code; earlier unused codes of the same person and purpose (and institution) stop
     * working. `institutionId` ties a DonorOTP to the institution the donor is verified for.
     */
    async issueOtp(tx: Db, subject: OtpSubject, purpose: OtpPurpose, institutionId: string | null = null) {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.subjectKind, subject.kind),
            eq(oneTimeCodes.subjectId, subject.id),
            eq(oneTimeCodes.purpose, purpose),
            institutionId ? eq(oneTimeCodes.institutionId, institutionId) : undefined,
            isNull(oneTimeCodes.usedAt),
          ),
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [row] = await tx
        .insert(oneTimeCodes)
        .values({
          purpose,
          subjectKind: subject.kind,
          subjectId: subject.id,
          institutionId,
          secretHash: 'pending',
          expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
        })
        .returning({ id: oneTimeCodes.id });
      if (!row) throw new Error('one-time code was not stored');
      // The id is part of what is hashed, so a code is worthless with any other id.
      await tx
        .update(oneTimeCodes)
        .set({ secretHash: digest(`${row.id}:${code}`) })
        .where(eq(oneTimeCodes.id, row.id));
      return { id: row.id, code };
    },

    /**
     * Checks a code; a wrong one counts a try and the fifth wrong try locks it. With `consume`, a right
     * code is spent. Runs in the caller's transaction and locks the row against parallel guesses. A failure
     * is returned, not thrown, so the caller commits the counted try before answering.
     */
    async checkOtp(
      tx: Db,
      id: string,
      otp: string,
      /** `institutionId`: a DonorOTP is only a code at the institution it was sent for. */
      options: { consume: boolean; purpose?: OtpPurpose; institutionId?: string },
    ): Promise<OtpCheck> {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.id, id))
        .for('update')
        .limit(1);
      if (!row) return { ok: false, error: badRequest(MESSAGES.invalidOtp), unknown: true };
      if (options.institutionId !== undefined && row.institutionId !== options.institutionId)
        return { ok: false, error: badRequest(MESSAGES.invalidOtp), unknown: true };
      if (row.purpose !== (options.purpose ?? 'ForgotOTP') || row.usedAt)
        return { ok: false, error: badRequest(MESSAGES.invalidOtp) };
      if (row.failedTries >= OTP_MAX_TRIES)
        return { ok: false, error: tooManyRequests(OTP_MESSAGES.tooManyTries) };
      if (row.expiresAt.getTime() <= Date.now())
        return { ok: false, error: badRequest(OTP_MESSAGES.expired) };
      if (!sameDigest(row.secretHash, digest(`${row.id}:${otp}`))) {
        const tries = row.failedTries + 1;
        await tx.update(oneTimeCodes).set({ failedTries: tries }).where(eq(oneTimeCodes.id, row.id));
        const error =
          tries >= OTP_MAX_TRIES
            ? tooManyRequests(OTP_MESSAGES.tooManyTries)
            : badRequest(MESSAGES.invalidOtp);
        return { ok: false, error };
      }
      if (options.consume)
        await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
      return {
        ok: true,
        subject: { kind: row.subjectKind, id: row.subjectId },
        institutionId: row.institutionId,
      };
    },

    /** A long random secret for a set-password link (the `id` of /setPassword). */
    async issueLink(tx: Db, subject: CodeSubject, purpose: LinkPurpose) {
      const secret = randomBytes(32).toString('base64url');
      await tx.insert(oneTimeCodes).values({
        purpose,
        subjectKind: subject.kind,
        subjectId: subject.id,
        secretHash: digest(secret),
        expiresAt: new Date(Date.now() + LINK_TTL_DAYS * 24 * 60 * 60_000),
      });
      return secret;
    },

    /** Whether a link would be accepted at this door now; nothing is locked or spent. */
    async linkIsValid(db: Db, secret: string, purpose: LinkPurpose): Promise<boolean> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.secretHash, digest(secret)))
        .limit(1);
      return Boolean(row && row.purpose === purpose && !row.usedAt && row.expiresAt.getTime() > Date.now());
    },

    /** Spends a link; an unknown, used, expired or wrong-purpose link is "Invalid link". */
    async consumeLink(tx: Db, secret: string, purpose: LinkPurpose): Promise<CodeSubject> {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.secretHash, digest(secret)))
        .for('update')
        .limit(1);
      if (
        !row ||
        row.purpose !== purpose ||
        row.usedAt ||
        row.expiresAt.getTime() <= Date.now() ||
        row.subjectKind === 'person'
      ) {
        throw badRequest(MESSAGES.invalidLink);
      }
      await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
      return { kind: row.subjectKind, id: row.subjectId };
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
