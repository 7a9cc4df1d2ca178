import {
  type AdminLoginData,
  type InstitutionLoginData,
  type InstitutionType,
  type LoginRequest,
  MESSAGES,
} from '@raktsetu/contract';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { verifyPassword } from '../../lib/passwords.js';
import { issueToken } from '../../lib/tokens.js';
import { AppError, forbidden, tooManyRequests } from '../../plugins/errors.js';
import type { AuthRepository } from './auth.repository.js';

/** Five wrong passwords lock an account for a quarter of an hour; thirty lock the address. */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perAddress: 30,
} as const;

interface Deps {
  repository: AuthRepository;
  attempts: AttemptCounter;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
}

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

function statusMessage(status: 'Pending' | 'Confirmed' | 'Declined'): string {
  return status === 'Declined'
    ? 'Your institution registration was declined'
    : 'Your institution is awaiting verification by RaktSetu';
}

export function createAuthService(deps: Deps) {
  const accountKey = (loginId: string) => `login:account:${loginId.trim().toLowerCase()}`;
  const addressKey = (address: string) => `login:address:${address}`;

  async function refuseWhileLocked(loginId: string, address: string) {
    for (const [key, limit] of [
      [accountKey(loginId), LOGIN_LIMITS.perAccount],
      [addressKey(address), LOGIN_LIMITS.perAddress],
    ] as const) {
      if ((await deps.attempts.count(key)) >= limit) {
        const wait = await deps.attempts.secondsLeft(key);
        throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes(wait)}.`);
      }
    }
  }

  async function recordFailure(loginId: string, address: string): Promise<never> {
    await deps.attempts.hit(accountKey(loginId), LOGIN_LIMITS.windowSeconds);
    await deps.attempts.hit(addressKey(address), LOGIN_LIMITS.windowSeconds);
    // One answer for an unknown e-mail and a wrong password: no hint which part was wrong.
    throw new AppError(401, MESSAGES.loginInvalid);
  }

  return {
    async loginInstitution(input: LoginRequest, address: string): Promise<InstitutionLoginData> {
      await refuseWhileLocked(input.loginId, address);
      const found = await deps.repository.findUserByEmail(input.loginId.trim());
      // A key member of an institution still in review has no password yet; tell them why they cannot enter.
      if (found && !found.user.passwordHash && found.institution.status !== 'Confirmed') {
        throw forbidden(statusMessage(found.institution.status));
      }
      const valid = await verifyPassword(found?.user.passwordHash, input.password);
      if (!found || !valid) return recordFailure(input.loginId, address);
      await deps.attempts.reset(accountKey(input.loginId));

      // Only the rightful owner learns the account's state, after proving the password.
      const { user, institution } = found;
      if (institution.status !== 'Confirmed') throw forbidden(statusMessage(institution.status));
      if (institution.accessState === 'Blocked')
        throw forbidden('Your institution has been blocked. Please contact RaktSetu');
      if (!user.isActive) throw forbidden('Your account has been deactivated by your institution');

      const issued = await issueToken(
        { kind: 'institution', userId: user.id, institutionId: institution.id },
        deps.jwtSecret,
        deps.tokenTtlSeconds,
      );
      return {
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        institutionType: institution.type as InstitutionType,
        institutionId: institution.id,
        institutionName: institution.name,
        user: {
          _id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          designation: user.designation,
        },
      };
    },

    async loginAdmin(input: LoginRequest, address: string): Promise<AdminLoginData> {
      await refuseWhileLocked(input.loginId, address);
      const admin = await deps.repository.findAdminByEmail(input.loginId.trim());
      const valid = await verifyPassword(admin?.passwordHash, input.password);
      if (!admin || !valid) return recordFailure(input.loginId, address);
      await deps.attempts.reset(accountKey(input.loginId));
      if (admin.status !== 1) throw forbidden('Your administrator account is not active');

      const issued = await issueToken(
        { kind: 'admin', adminId: admin.id },
        deps.jwtSecret,
        deps.tokenTtlSeconds,
      );
      return {
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        admin: { _id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
        permissions: admin.permissions,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
