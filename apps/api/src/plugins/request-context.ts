import type { AdminPermissions, InstitutionType } from '@raktsetu/contract';
import type { FastifyRequest } from 'fastify';
import { readToken } from '../lib/tokens.js';
import type { SessionsRepository } from '../modules/auth/sessions.repository.js';
import { unauthorized } from './errors.js';

/** Who is calling, built once per request; services take it as their first argument. */
export interface InstitutionContext {
  kind: 'institution';
  sessionId: string;
  userId: string;
  institutionId: string;
  institutionType: InstitutionType;
  /** A lab member sees and calls only the lab of their institution (docs/decisions/0047). */
  labMember: boolean;
}

export interface AdminContext {
  kind: 'admin';
  sessionId: string;
  adminId: string;
  permissions: AdminPermissions;
}

/** A donor or patient signed in to the mobile app. */
export interface PersonContext {
  kind: 'person';
  sessionId: string;
  personId: string;
}

export type RequestContext = InstitutionContext | AdminContext | PersonContext;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

export type Authenticate = (request: FastifyRequest) => Promise<RequestContext>;

export type AuthenticateToken = (token: string | null) => Promise<RequestContext>;

/**
 * Reads a token and its session. The session and the account are read again on every call, so a logout,
 * a password change, blocking an institution or deactivating an administrator takes effect at once. The
 * chat's sockets use it for the handshake and again before each message.
 */
export function createTokenAuthenticator(deps: {
  sessions: SessionsRepository;
  jwtSecret: Uint8Array;
}): AuthenticateToken {
  return async (token) => {
    if (!token) throw unauthorized('Please sign in to continue');
    const subject = await readToken(token, deps.jwtSecret);
    if (!subject) throw unauthorized('Your session has expired, please sign in again');
    if (subject.kind === 'person') {
      const person = await deps.sessions.findPerson(subject.sessionId, subject.subjectId);
      if (!person) throw unauthorized('Your session has ended, please sign in again');
      return { kind: 'person', sessionId: subject.sessionId, personId: person.id };
    }
    if (subject.kind === 'admin') {
      const admin = await deps.sessions.findAdmin(subject.sessionId, subject.subjectId);
      if (!admin) throw unauthorized('Your session has ended, please sign in again');
      return {
        kind: 'admin',
        sessionId: subject.sessionId,
        adminId: admin.id,
        permissions: admin.permissions,
      };
    }
    const user = await deps.sessions.findInstitutionUser(subject.sessionId, subject.subjectId);
    if (!user) throw unauthorized('Your session has ended, please sign in again');
    return { kind: 'institution', sessionId: subject.sessionId, ...user };
  };
}

/** The bearer token of a request, read as above. */
export function createAuthenticator(deps: {
  sessions: SessionsRepository;
  jwtSecret: Uint8Array;
}): Authenticate {
  const authenticateToken = createTokenAuthenticator(deps);
  return (request) => authenticateToken(bearerToken(request));
}

/** The id of whoever is calling: the user, the administrator or the person of the app. */
export function callerId(ctx: RequestContext): string {
  if (ctx.kind === 'institution') return ctx.userId;
  return ctx.kind === 'admin' ? ctx.adminId : ctx.personId;
}
