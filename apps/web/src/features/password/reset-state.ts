/**
 * Where the password-reset flow keeps what it learned between its three screens: the code's id and the
 * e-mail (for Resend) after /forgetPassword, then the checked code after /otp. The spec calls this the
 * "stored code" that /setPassword uses when its link carries no id (docs/spec/part-1-institution-side.md §2).
 *
 * sessionStorage, not localStorage: it survives a reload of the tab but not the tab, and a reset code
 * should not wait in a shared computer's storage for the next person.
 */
export interface ResetState {
  id: string;
  loginId: string;
  /** Set once the code was validated on /otp. */
  otp?: string;
  /** When the latest code was mailed (ms since 1970): Resend waits a little after it. */
  sentAt?: number;
  /** A code was mailed again on /otp: an older code in the mailbox no longer works. */
  resent?: boolean;
}

const KEY = 'passwordReset';

export function readResetState(): ResetState | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ResetState>;
    if (typeof value.id !== 'string' || !value.id || typeof value.loginId !== 'string') return null;
    return {
      id: value.id,
      loginId: value.loginId,
      ...(typeof value.otp === 'string' && value.otp ? { otp: value.otp } : {}),
      ...(typeof value.sentAt === 'number' && Number.isFinite(value.sentAt) ? { sentAt: value.sentAt } : {}),
      ...(value.resent === true ? { resent: true } : {}),
    };
  } catch {
    return null;
  }
}

export function saveResetState(state: ResetState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: the flow still works within the tab through router state.
  }
}

export function clearResetState(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
