import { randomUUID } from 'node:crypto';
import { CURRENT_PASSWORD_MESSAGES, MESSAGES, OTP_MESSAGES } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, users } from '../../db/schema/index.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { type Actor, recordChange } from '../../lib/audit.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { badRequest, tooManyRequests } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import type { AuthRepository } from './auth.repository.js';
import {
  type CodeSubject,
  type LinkPurpose,
  type OneTimeCodes,
  OTP_MAX_TRIES,
  OTP_TTL_MINUTES,
} from './one-time-codes.js';
import type { SessionEndReason, SessionsRepository } from './sessions.repository.js';

const RESET_REQUESTS_PER_WINDOW = 5;
const RESET_WINDOW_SECONDS = 15 * 60;

interface Deps {
  db: Db;
  repository: AuthRepository;
  sessions: SessionsRepository;
  codes: OneTimeCodes;
  mailer: Mailer;
  attempts: AttemptCounter;
}

export function createPasswordService(deps: Deps) {
  const { db, codes } = deps;

  /**
   * Stores a new password and ends the person's sessions, all of them or all but `keepSession`: whoever
   * held a token before the change no longer gets in with it.
   */
  async function setPassword(
    tx: Db,
    subject: CodeSubject,
    password: string,
    reason: SessionEndReason,
    options: { activateAdmin?: boolean; keepSession?: string; actor?: Actor } = {},
  ) {
    const passwordHash = await hashPassword(password);
    if (subject.kind === 'user') {
      const updated = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, subject.id))
        .returning({ id: users.id });
      // The code of an unknown e-mail names nobody: even guessed, it sets nothing.
      if (updated.length === 0) throw badRequest(MESSAGES.invalidOtp);
    } else {
      // An administrator added by another is pending (0) until the password is set; it then becomes active.
      const [admin] = await tx
        .select({ status: admins.status })
        .from(admins)
        .where(eq(admins.id, subject.id));
      const status = options.activateAdmin && admin?.status === 0 ? 1 : admin?.status;
      await tx
        .update(admins)
        .set({ passwordHash, status, updatedAt: new Date() })
        .where(eq(admins.id, subject.id));
    }
    await deps.sessions.endAllOf(subject, reason, tx, options.keepSession);
    await recordChange(tx, options.actor ?? subject, {
      action: `password.${reason === 'password-changed' ? 'changed' : 'set'}`,
      subjectType: subject.kind,
      subjectId: subject.id,
    });
  }

  /** Runs `then` only for a right code; a wrong one is counted and committed before the error is thrown. */
  async function withValidCode<T>(
    id: string,
    otp: string,
    consume: boolean,
    then: (tx: Db, subject: CodeSubject) => Promise<T>,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const check = await codes.checkOtp(tx, id, otp, { consume, purpose: 'ForgotOTP' });
      if (!check.ok) return check;
      // Reset codes are issued only to accounts (users and administrators), never to app users.
      if (check.subject.kind === 'person')
        return { ok: false as const, error: badRequest(MESSAGES.invalidOtp) };
      return { ok: true as const, value: await then(tx, { kind: check.subject.kind, id: check.subject.id }) };
    });
    if (outcome.ok) return outcome.value;
    // A made-up id locks after five tries, like a real code (the one given for an unknown e-mail is a real
    // code sent nowhere), so the lock does not tell which ids are real.
    if (
      'unknown' in outcome &&
      outcome.unknown &&
      (await deps.attempts.hit(`otp:${id}`, OTP_TTL_MINUTES * 60)) >= OTP_MAX_TRIES
    ) {
      throw tooManyRequests(OTP_MESSAGES.tooManyTries);
    }
    throw outcome.error;
  }

  return {
    /**
     * Mails a reset code to a known account. The answer is the same for an unknown e-mail — a fresh id
     * that no code matches — so the screen cannot be used to find out who has an account.
     */
    async forgotPassword(loginId: string): Promise<{ id: string }> {
      const key = `forgot:${loginId.toLowerCase()}`;
      if ((await deps.attempts.hit(key, RESET_WINDOW_SECONDS)) > RESET_REQUESTS_PER_WINDOW) {
        throw tooManyRequests('Too many reset requests for this e-mail. Please try again in 15 minutes.');
      }
      const found = await deps.repository.findUserByEmail(loginId);
      const admin = found ? null : await deps.repository.findAdminByEmail(loginId);
      const subject: CodeSubject | null = found?.user.isActive
        ? { kind: 'user', id: found.user.id }
        : admin && admin.status !== 2
          ? { kind: 'admin', id: admin.id }
          : null;
      const email = found?.user.email ?? admin?.email;
      // An unknown e-mail gets a code too, for nobody and sent nowhere: the same work in the same time, and
      // a code that locks after five wrong tries like any other (src/security/enumeration.test.ts).
      const target: CodeSubject = subject && email ? subject : { kind: 'user', id: randomUUID() };
      return db.transaction(async (tx) => {
        const { id, code } = await codes.issueOtp(tx, target, 'ForgotOTP');
        if (subject && email)
          await deps.mailer.send(
            mailTemplates.passwordResetCode(
              email,
              code,
              OTP_TTL_MINUTES,
              found?.user.language ?? admin?.language,
            ),
            tx,
          );
        return { id };
      });
    },

    async validateOtp(id: string, otp: string): Promise<void> {
      await withValidCode(id, otp, false, async () => undefined);
    },

    async resetPassword(id: string, otp: string, password: string): Promise<void> {
      // A pending administrator whose set-password link has lapsed proves the address the same way with the
      // code, and becomes active as the link would have made them (a deactivated one stays inactive).
      await withValidCode(id, otp, true, (tx, subject) =>
        setPassword(tx, subject, password, 'password-reset', { activateAdmin: true }),
      );
    },

    async validateLink(purpose: LinkPurpose, secret: string): Promise<void> {
      if (!(await codes.linkIsValid(db, secret, purpose))) throw badRequest(MESSAGES.invalidLink);
    },

    /** The set-password link of an approved key member, a new administrator or a new institution user. */
    async confirmAccount(purpose: LinkPurpose, secret: string, password: string): Promise<void> {
      await db.transaction(async (tx) => {
        const subject = await codes.consumeLink(tx, secret, purpose);
        await setPassword(tx, subject, password, 'password-reset', { activateAdmin: true });
      });
    },

    /** Proves the current password first; the session that asked stays, every other one ends. */
    async changePassword(
      ctx: InstitutionContext,
      input: { currentPassword: string; password: string },
    ): Promise<string> {
      // A borrowed session must not become a way to guess the password without the sign-in limits.
      const triesKey = `change-password:${ctx.userId}`;
      if ((await deps.attempts.count(triesKey)) >= OTP_MAX_TRIES) {
        throw tooManyRequests('Too many wrong passwords. Please try again in 15 minutes.');
      }
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, ctx.userId))
        .limit(1);
      if (!(await verifyPassword(user?.passwordHash, input.currentPassword))) {
        await deps.attempts.hit(triesKey, RESET_WINDOW_SECONDS);
        throw badRequest(CURRENT_PASSWORD_MESSAGES.wrong, {
          errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_MESSAGES.wrong }],
        });
      }
      await db.transaction((tx) =>
        setPassword(tx, { kind: 'user', id: ctx.userId }, input.password, 'password-changed', {
          keepSession: ctx.sessionId,
          actor: ctx,
        }),
      );
      return OTP_MESSAGES.passwordChanged;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
