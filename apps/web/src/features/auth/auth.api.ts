import {
  type AdminLoginData,
  adminLoginDataSchema,
  type InstitutionLoginData,
  institutionLoginDataSchema,
  type LoginRequest,
  MESSAGES,
} from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type DataContent } from '../../lib/api';
import { type Session, saveSession } from '../../lib/session';

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
 * POST /api/institution/login with role Login (institutions) or SuperAdmin (spec part 1 §7). A public call:
 * a wrong password must never end somebody else's stored session.
 */
export function useLogin(role: LoginRole) {
  const queryClient = useQueryClient();
  return useMutation<Session, ApiError | Error, Credentials>({
    mutationFn: async (credentials) => {
      const answer = await api.post<DataContent<unknown>>(
        '/api/institution/login',
        { loginId: credentials.loginId.trim(), password: credentials.password, role },
        { public: true },
      );
      return saveSession(parseLoginData(answer.content?.data));
    },
    onSuccess: () => {
      // Nothing cached from an earlier session may leak into this one.
      queryClient.clear();
    },
  });
}
