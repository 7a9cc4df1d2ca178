import {
  type AdminLoginData,
  adminLoginDataSchema,
  authEndpoints,
  type InstitutionLoginData,
  institutionLoginDataSchema,
  type LoginRequest,
  MESSAGES,
} from '@raktsetu/contract';
import { ApiError, call } from '../lib/api';
import { type Session, saveSession } from '../lib/session-store';

export type LoginRole = NonNullable<LoginRequest['role']>;
export type Credentials = Pick<LoginRequest, 'loginId' | 'password'>;

/** The answer is an institution sign-in when it carries `institutionType`, else an administrator's. */
function parseLoginData(data: unknown): InstitutionLoginData | AdminLoginData {
  const isInstitution = typeof data === 'object' && data !== null && 'institutionType' in data;
  const parsed = isInstitution
    ? institutionLoginDataSchema.safeParse(data)
    : adminLoginDataSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(MESSAGES.somethingWentWrong, 200);
  return parsed.data;
}

/**
 * Signs in with role Login (institutions) or SuperAdmin (docs/spec/part-1-institution-side.md §7) and
 * stores the session where the app reads it (lib/session-store.ts). Failures are ApiErrors carrying the
 * server's message: wrong password, institution pending or blocked, too many attempts.
 */
export async function logIn(role: LoginRole, credentials: Credentials): Promise<Session> {
  const answer = await call(authEndpoints.login, {
    loginId: credentials.loginId.trim(),
    password: credentials.password,
    role,
  });
  return saveSession(parseLoginData(answer.content.data));
}
