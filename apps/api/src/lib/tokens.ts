import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who a token speaks for, and which server-side session it belongs to. */
export interface TokenSubject {
  kind: 'institution' | 'admin' | 'person';
  /** The user's or the administrator's id. */
  subjectId: string;
  /** The row in `sessions` that must still be open for the token to work (logout and password changes close it). */
  sessionId: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const ISSUER = 'raktsetu';

/** The secret as a WebCrypto key, imported once: given the raw bytes, jose imports them anew on every call. */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function issueToken(
  subject: TokenSubject,
  secret: Uint8Array,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ kind: subject.kind, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.subjectId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
}

/**
 * Tokens already verified, with their subject and expiry, per secret. Checking an HS256 signature through WebCrypto
 * took 7 % of the server's time under load, twice per call (the flood guard and the session check), for the same
 * few tokens over and over (docs/performance.md). A token is the same bytes every time, so a token verified once
 * is valid until it expires; whether its session is still open is asked of the database on every call.
 */
const verified = new WeakMap<Uint8Array, Map<string, { subject: TokenSubject; expiresAtMs: number }>>();
const VERIFIED_KEPT = 10_000;

/** Returns the subject of a well-signed, unexpired token, or null for an expired, forged or malformed one. */
export async function readToken(token: string, secret: Uint8Array): Promise<TokenSubject | null> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const hit = known.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.subject;
    known.delete(token);
    return null;
  }
  const subject = await verify(token, secret);
  if (subject) {
    // Oldest first out: a Map iterates in insertion order.
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value as string);
    known.set(token, subject);
    return subject.subject;
  }
  return null;
}

async function verify(token: string, secret: Uint8Array) {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const { sub, kind, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    if (kind !== 'institution' && kind !== 'admin' && kind !== 'person') return null;
    return { subject: { kind, subjectId: sub, sessionId: sid } as TokenSubject, expiresAtMs: exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
