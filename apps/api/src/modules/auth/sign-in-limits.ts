import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { tooManyRequests } from '../../plugins/errors.js';

/**
 * How wrong passwords are slowed down without letting an attacker lock the owner out:
 * - one address that fails five times on one account waits 15 minutes before trying that account again;
 * - one address that fails thirty times over any accounts waits 15 minutes;
 * - an account failing from everywhere (many addresses) is slowed, not locked: past ten failures, each
 *   further try waits a growing pause (2, 4, 8 … at most 60 seconds), so its owner still gets in.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccountFromOneAddress: 5,
  perAddress: 30,
  accountSlowdownAfter: 10,
  longestPauseSeconds: 60,
} as const;

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

export function createSignInLimits(attempts: AttemptCounter) {
  const account = (loginId: string) => loginId.trim().toLowerCase();
  const keys = (loginId: string, address: string) => ({
    pair: `login:pair:${account(loginId)}:${address}`,
    address: `login:address:${address}`,
    account: `login:account:${account(loginId)}`,
    pause: `login:pause:${account(loginId)}`,
  });

  return {
    /** Refuses the attempt before any password work when this address or this account must wait. */
    async check(loginId: string, address: string): Promise<void> {
      const key = keys(loginId, address);
      for (const [counter, limit] of [
        [key.pair, SIGN_IN_LIMITS.perAccountFromOneAddress],
        [key.address, SIGN_IN_LIMITS.perAddress],
      ] as const) {
        if ((await attempts.count(counter)) >= limit) {
          const wait = await attempts.secondsLeft(counter);
          throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes(wait)}.`);
        }
      }
      if ((await attempts.count(key.pause)) > 0) {
        const wait = Math.max(1, await attempts.secondsLeft(key.pause));
        throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${wait} seconds.`);
      }
    },

    async failed(loginId: string, address: string): Promise<void> {
      const key = keys(loginId, address);
      await attempts.hit(key.pair, SIGN_IN_LIMITS.windowSeconds);
      await attempts.hit(key.address, SIGN_IN_LIMITS.windowSeconds);
      const failures = await attempts.hit(key.account, SIGN_IN_LIMITS.windowSeconds);
      const beyond = failures - SIGN_IN_LIMITS.accountSlowdownAfter;
      if (beyond > 0) {
        await attempts.reset(key.pause);
        await attempts.hit(key.pause, Math.min(2 ** beyond, SIGN_IN_LIMITS.longestPauseSeconds));
      }
    },

    async succeeded(loginId: string, address: string): Promise<void> {
      await attempts.reset(keys(loginId, address).pair);
    },
  };
}
