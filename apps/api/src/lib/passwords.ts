import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (its hashes start with $argon2id$, checked by a test); these are
// OWASP's baseline costs (19 MiB, 2 passes), slow enough to hurt guessing, fast enough for a sign-in.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work, so the answer time does not
 * tell an attacker whether the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-account-padding');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
