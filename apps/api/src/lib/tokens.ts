import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenSubject =
  | { kind: 'institution'; userId: string; institutionId: string }
  | { kind: 'admin'; adminId: string };

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const ISSUER = 'raktsetu';

export async function issueToken(
  subject: TokenSubject,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<IssuedToken> {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const claims =
    subject.kind === 'institution'
      ? { kind: subject.kind, inst: subject.institutionId }
      : { kind: subject.kind };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.kind === 'institution' ? subject.userId : subject.adminId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, expiresAt };
}

/** Returns the subject of a valid token, or null for an expired, forged or malformed one. */
export async function readToken(token: string, secret: Uint8Array): Promise<TokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    if (payload.kind === 'admin') return { kind: 'admin', adminId: payload.sub };
    if (payload.kind === 'institution' && typeof payload.inst === 'string') {
      return { kind: 'institution', userId: payload.sub, institutionId: payload.inst };
    }
    return null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
