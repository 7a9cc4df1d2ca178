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
    .sign(secret);
}

/** Returns the subject of a well-signed, unexpired token, or null for an expired, forged or malformed one. */
export async function readToken(token: string, secret: Uint8Array): Promise<TokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const { sub, kind, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (kind !== 'institution' && kind !== 'admin' && kind !== 'person') return null;
    return { kind, subjectId: sub, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
