import type { AdminPermissions, InstitutionType, PermissionArea, PermissionFlag } from '@raktsetu/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readToken } from '../lib/tokens.js';
import type { AuthRepository } from '../modules/auth/auth.repository.js';
import { forbidden, unauthorized } from './errors.js';

export interface InstitutionContext {
  kind: 'institution';
  userId: string;
  institutionId: string;
  institutionType: InstitutionType;
}

export interface AdminContext {
  kind: 'admin';
  adminId: string;
  permissions: AdminPermissions;
}

export type RequestContext = InstitutionContext | AdminContext;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
}

interface Guards {
  repository: AuthRepository;
  jwtSecret: Uint8Array;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/**
 * Builds the request context once per request. The account is read again on every call, so blocking an
 * institution or deactivating an administrator takes effect at once, not when the token expires.
 */
async function loadContext(request: FastifyRequest, guards: Guards): Promise<RequestContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to continue');
  const subject = await readToken(token, guards.jwtSecret);
  if (!subject) throw unauthorized('Your session has expired, please sign in again');
  if (subject.kind === 'admin') {
    const admin = await guards.repository.findActiveAdmin(subject.adminId);
    if (!admin) throw unauthorized('Your account is no longer active');
    return { kind: 'admin', adminId: admin.id, permissions: admin.permissions };
  }
  const session = await guards.repository.findActiveInstitutionUser(subject.userId, subject.institutionId);
  if (!session) throw unauthorized('Your institution account is no longer active');
  return {
    kind: 'institution',
    userId: session.userId,
    institutionId: session.institutionId,
    institutionType: session.institutionType,
  };
}

export function createGuards(guards: Guards) {
  return {
    /** Public, but a token that is sent must be valid; the context is then known (e.g. who uploaded). */
    optional: async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.headers.authorization) request.ctx = await loadContext(request, guards);
    },
    /** Any signed-in user, institution or administrator. */
    signedIn: async (request: FastifyRequest, _reply: FastifyReply) => {
      request.ctx = await loadContext(request, guards);
    },
    institution: async (request: FastifyRequest, _reply: FastifyReply) => {
      const ctx = await loadContext(request, guards);
      if (ctx.kind !== 'institution') throw forbidden('This is for institution accounts');
      request.ctx = ctx;
    },
    admin:
      (area?: PermissionArea, flag: PermissionFlag = 'read') =>
      async (request: FastifyRequest, _reply: FastifyReply) => {
        const ctx = await loadContext(request, guards);
        if (ctx.kind !== 'admin') throw forbidden('This is for super administrators');
        if (area && !ctx.permissions[area][flag])
          throw forbidden(`You do not have ${flag} permission on ${area}`);
        request.ctx = ctx;
      },
  };
}

export type Guard = ReturnType<typeof createGuards>;

export function institutionContext(request: FastifyRequest): InstitutionContext {
  if (request.ctx?.kind !== 'institution') throw unauthorized();
  return request.ctx;
}

export function adminContext(request: FastifyRequest): AdminContext {
  if (request.ctx?.kind !== 'admin') throw unauthorized();
  return request.ctx;
}
