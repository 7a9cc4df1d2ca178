import { useMutation } from '@tanstack/react-query';
import { type ApiError, api, type DataContent } from '../../lib/api';

/** Which confirm call a set-password link uses (spec part 1 §7): by the link's `type`. */
export type LinkType = 'keymember' | 'admin' | 'other';

export function linkTypeOf(value: string | null): LinkType {
  return value === 'keymember' || value === 'admin' ? value : 'other';
}

const CONFIRM_PATHS: Record<LinkType, string> = {
  keymember: '/api/institution/confirm',
  admin: '/api/super-admin/confirm',
  other: '/api/institution/user/confirm',
};

/** POST /api/institution/forgot-password: mails a code; the answer's id names it (same for unknown e-mails). */
export function useForgotPassword() {
  return useMutation<{ id: string }, ApiError, string>({
    mutationFn: async (loginId) => {
      const answer = await api.post<DataContent<{ id: string }>>(
        '/api/institution/forgot-password',
        { loginId },
        { public: true },
      );
      return answer.content.data;
    },
  });
}

/** POST /api/auth/validate-otp: checks the code without spending it. */
export function useValidateOtp() {
  return useMutation<unknown, ApiError, { id: string; otp: string }>({
    mutationFn: (body) =>
      api.post('/api/auth/validate-otp', { ...body, type: 'ForgotOTP' }, { public: true }),
  });
}

export type SetPasswordInput =
  | { mode: 'reset'; id: string; otp: string; password: string }
  | { mode: 'link'; type: LinkType; id: string; password: string };

/** Sets a password either with the stored reset code or with a confirmation link's id; returns the message. */
export function useSetPassword() {
  return useMutation<string, ApiError, SetPasswordInput>({
    mutationFn: async (input) => {
      const answer =
        input.mode === 'reset'
          ? await api.post(
              '/api/institution/reset-password',
              { password: input.password, otp: input.otp, id: input.id },
              { public: true },
            )
          : await api.post(
              CONFIRM_PATHS[input.type],
              { password: input.password, id: input.id },
              { public: true },
            );
      return answer.message;
    },
  });
}

/** POST /api/institution/change-password (signed in); returns the server's message. */
export function useChangePassword() {
  return useMutation<string, ApiError, string>({
    mutationFn: async (password) =>
      (await api.post('/api/institution/change-password', { password })).message,
  });
}
