import { randomUUID } from 'node:crypto';
import { OTP_MESSAGES } from '@raktsetu/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, users } from '../../db/schema/index.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { hashPassword } from '../../lib/passwords.js';
import { tooManyRequests } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import type { AuthRepository } from './auth.repository.js';
import { type CodeSubject, type LinkPurpose, type OneTimeCodes, OTP_TTL_MINUTES } from './one-time-codes.js';

const RESET_REQUESTS_PER_WINDOW = 5;
const RESET_WINDOW_SECONDS = 15 * 60;

interface Deps {
  db: Db;
  repository: AuthRepository;
  codes: OneTimeCodes;
  mailer: Mailer;
  attempts: AttemptCounter;
}

async function setPassword(tx: Db, subject: CodeSubject, password: string, activateAdmin: boolean) {
  const passwordHash = await hashPassword(password);
  if (subject.kind === 'user') {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, subject.id));
    return;
  }
  // An administrator added by another is pending (0) until the password is set; it then becomes active.
  const [admin] = await tx.select({ status: admins.status }).from(admins).where(eq(admins.id, subject.id));
  const status = activateAdmin && admin?.status === 0 ? 1 : admin?.status;
  await tx
    .update(admins)
    .set({ passwordHash, status, updatedAt: new Date() })
    .where(eq(admins.id, subject.id));
}

export function createPasswordService(deps: Deps) {
  const { db, codes } = deps;

  /** Runs `then` only for a right code; a wrong one is counted and committed before the error is thrown. */
  async function withValidCode<T>(
    id: string,
    otp: string,
    consume: boolean,
    then: (tx: Db, subject: CodeSubject) => Promise<T>,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const check = await codes.checkOtp(tx, id, otp, { consume });
      if (!check.ok) return check;
      return { ok: true as const, value: await then(tx, check.subject) };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
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
      if (!subject || !email) return { id: randomUUID() };
      return db.transaction(async (tx) => {
        const { id, code } = await codes.issueOtp(tx, subject, 'ForgotOTP');
        await deps.mailer.send(mailTemplates.passwordResetCode(email, code, OTP_TTL_MINUTES), tx);
        return { id };
      });
    },

    async validateOtp(id: string, otp: string): Promise<void> {
      await withValidCode(id, otp, false, async () => undefined);
    },

    async resetPassword(id: string, otp: string, password: string): Promise<void> {
      await withValidCode(id, otp, true, (tx, subject) => setPassword(tx, subject, password, false));
    },

    /** The set-password link of an approved key member, a new administrator or a new institution user. */
    async confirmAccount(purpose: LinkPurpose, secret: string, password: string): Promise<void> {
      await db.transaction(async (tx) => {
        const subject = await codes.consumeLink(tx, secret, purpose);
        await setPassword(tx, subject, password, true);
      });
    },

    async changePassword(ctx: InstitutionContext, password: string): Promise<string> {
      await setPassword(db, { kind: 'user', id: ctx.userId }, password, false);
      return OTP_MESSAGES.passwordChanged;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
