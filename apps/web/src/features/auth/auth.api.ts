import {
  type AdminLoginData,
  adminLoginDataSchema,
  authEndpoints,
  type InstitutionLoginData,
  institutionLoginDataSchema,
  type LoginRequest,
  MESSAGES,
} from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';
import { logout, type Session, saveSession } from '../../lib/session';

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

/** Signs in with role Login (institutions) or SuperAdmin (docs/spec/part-1-institution-side.md §7). */
export function useLogin(role: LoginRole) {
  const queryClient = useQueryClient();
  return useMutation<Session, ApiError | Error, Credentials>({
    mutationFn: async (credentials) => {
      const answer = await call(authEndpoints.login, {
        loginId: credentials.loginId.trim(),
        password: credentials.password,
        role,
      });
      return saveSession(parseLoginData(answer.content.data));
    },
    onSuccess: () => {
      // Nothing cached from an earlier session may leak into this one.
      queryClient.clear();
    },
  });
}

/**
 * Logout ends the session on the server first, so the token is worthless even if it was copied, then clears
 * what the browser stored and reloads on the login page. A server that cannot be reached does not keep
 * anyone signed in here.
 */
export async function logOut(): Promise<void> {
  try {
    await call(authEndpoints.logout);
  } catch {
    // Signed out here regardless; the server session also ends when its token expires.
  }
  logout();
}
