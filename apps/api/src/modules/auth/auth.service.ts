import {
  type AdminLoginData,
  type InstitutionLoginData,
  type InstitutionType,
  type Language,
  type LoginRequest,
  MESSAGES,
} from '@raktsetu/contract';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { verifyPassword } from '../../lib/passwords.js';
import { issueToken } from '../../lib/tokens.js';
import { AppError, forbidden } from '../../plugins/errors.js';
import type { RequestContext } from '../../plugins/request-context.js';
import type { AuthRepository } from './auth.repository.js';
import type { SessionsRepository } from './sessions.repository.js';
import { createSignInLimits } from './sign-in-limits.js';

interface Deps {
  repository: AuthRepository;
  sessions: SessionsRepository;
  attempts: AttemptCounter;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
}

function statusMessage(status: 'Pending' | 'Confirmed' | 'Declined'): string {
  return status === 'Declined'
    ? 'Your institution registration was declined'
    : 'Your institution is awaiting verification by RaktSetu';
}

export function createAuthService(deps: Deps) {
  const limits = createSignInLimits(deps.attempts);

  async function refuse(loginId: string, address: string): Promise<never> {
    await limits.failed(loginId, address);
    // One answer for an unknown e-mail, a wrong password and an account without one: no hint which.
    throw new AppError(401, MESSAGES.loginInvalid);
  }

  async function openSession(kind: 'institution' | 'admin', subjectId: string) {
    const expiresAt = new Date(Date.now() + deps.tokenTtlSeconds * 1000);
    const sessionId = await deps.sessions.start(
      { kind: kind === 'admin' ? 'admin' : 'user', id: subjectId },
      expiresAt,
    );
    const token = await issueToken({ kind, subjectId, sessionId }, deps.jwtSecret, expiresAt);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  return {
    async loginInstitution(input: LoginRequest, address: string): Promise<InstitutionLoginData> {
      await limits.check(input.loginId, address);
      const found = await deps.repository.findUserByEmail(input.loginId.trim());
      // The password is checked first for every account, known or not, pending or not: the answer and
      // its timing tell nothing about an account to someone who does not hold its password.
      const valid = await verifyPassword(found?.user.passwordHash, input.password);
      if (!found || !valid) return refuse(input.loginId, address);
      await limits.succeeded(input.loginId, address);

      const { user, institution } = found;
      if (institution.status !== 'Confirmed') throw forbidden(statusMessage(institution.status));
      if (institution.accessState === 'Blocked')
        throw forbidden('Your institution has been blocked. Please contact RaktSetu');
      if (!user.isActive) throw forbidden('Your account has been deactivated by your institution');

      return {
        ...(await openSession('institution', user.id)),
        institutionType: institution.type as InstitutionType,
        institutionId: institution.id,
        institutionName: institution.name,
        user: {
          _id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          designation: user.designation,
          language: user.language,
        },
      };
    },

    async loginAdmin(input: LoginRequest, address: string): Promise<AdminLoginData> {
      await limits.check(input.loginId, address);
      const admin = await deps.repository.findAdminByEmail(input.loginId.trim());
      const valid = await verifyPassword(admin?.passwordHash, input.password);
      if (!admin || !valid) return refuse(input.loginId, address);
      await limits.succeeded(input.loginId, address);
      if (admin.status !== 1) throw forbidden('Your administrator account is not active');
      return {
        ...(await openSession('admin', admin.id)),
        admin: {
          _id: admin.id,
          firstName: admin.firstName,
          lastName: admin.lastName,
          email: admin.email,
          language: admin.language,
        },
        permissions: admin.permissions,
      };
    },

    async logout(ctx: RequestContext): Promise<void> {
      await deps.sessions.end(ctx.sessionId, 'logout');
    },

    /** Keeps the caller's language with their account: a user, an administrator or a person of the mobile app. */
    async setLanguage(ctx: RequestContext, language: Language): Promise<void> {
      await deps.repository.setLanguage(ctx, language);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
