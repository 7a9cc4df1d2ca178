import { authEndpoints } from '@raktsetu/contract';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, call } from '../../lib/api';

/** Which confirm call a set-password link uses (docs/spec/part-1-institution-side.md §7): by the link's `type`. */
export type LinkType = 'keymember' | 'admin' | 'other';

export function linkTypeOf(value: string | null): LinkType {
  return value === 'keymember' || value === 'admin' ? value : 'other';
}

const CONFIRM = {
  keymember: authEndpoints.confirmKeyMember,
  admin: authEndpoints.confirmAdmin,
  other: authEndpoints.confirmUser,
} as const;

/** Mails a code; the answer's id names it (the same answer for unknown e-mails). */
export function useForgotPassword() {
  return useMutation<{ id: string }, ApiError, string>({
    mutationFn: async (loginId) => (await call(authEndpoints.forgotPassword, { loginId })).content.data,
  });
}

/** Checks the code without spending it. */
export function useValidateOtp() {
  return useMutation<unknown, ApiError, { id: string; otp: string }>({
    mutationFn: (body) => call(authEndpoints.validateOtp, { ...body, type: 'ForgotOTP' }),
  });
}

/** Which door a link's type names in the API (`other` is an ordinary institution user). */
const LINK_DOOR = { keymember: 'keymember', admin: 'admin', other: 'user' } as const;

/** Checks a set-password link without spending it. */
export function useValidateLink() {
  return useMutation<unknown, ApiError, { id: string; type: LinkType }>({
    mutationFn: (link) => call(authEndpoints.validateLink, { id: link.id, type: LINK_DOOR[link.type] }),
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
          ? await call(authEndpoints.resetPassword, {
              password: input.password,
              otp: input.otp,
              id: input.id,
            })
          : await call(CONFIRM[input.type], { password: input.password, id: input.id });
      return answer.message;
    },
  });
}

/** Changes the signed-in person's password, proving the current one; returns the server's message. */
export function useChangePassword() {
  return useMutation<string, ApiError, { currentPassword: string; password: string }>({
    mutationFn: async (input) => (await call(authEndpoints.changePassword, input)).message,
  });
}
