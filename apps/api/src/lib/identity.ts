import { createHmac, randomInt } from 'node:crypto';

/**
 * Aadhaar numbers are never stored: only a hash keyed with the server's secret (so a copy of the database
 * cannot be matched against a list of numbers) and the last four digits for the person to recognise.
 */
export function aadhaarDigest(pepper: Uint8Array, aadhaar: string): { hash: string; last4: string } {
  return {
    hash: createHmac('sha256', pepper).update(`aadhaar:${aadhaar}`).digest('hex'),
    last4: aadhaar.slice(-4),
  };
}

/** A donor ID for screens and cards, e.g. D4829137; unique by index, drawn again on the rare clash. */
export function newDonorCode(): string {
  return `D${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** 9876543210 → 98XXXXXX10: enough to recognise, not enough to call. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return `${mobile.slice(0, 2)}${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}
