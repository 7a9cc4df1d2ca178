import { type AdminPermissions, type InstitutionType, LAB_MEMBER_DESIGNATION } from '@raktsetu/contract';
import { and, eq, gt, inArray, isNull, ne, not, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, institutions, people, sessions, users } from '../../db/schema/index.js';
import { personBlockedNow } from '../platform-users/platform-users.repository.js';

export type SessionSubject = { kind: 'user' | 'admin' | 'person'; id: string };
export type SessionEndReason =
  | 'logout'
  | 'password-changed'
  | 'password-reset'
  /** A lab member removed by their blood centre. */
  | 'account-removed'
  /** A super administrator deactivated by another. */
  | 'account-deactivated'
  /** The institution was blocked by a super administrator. */
  | 'institution-blocked'
  /** A person of the mobile app was blocked on the platform by a super administrator. */
  | 'person-blocked';

const open = (sessionId: string | Placeholder) =>
  and(eq(sessions.id, sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`));

/** Server-side sessions: a token is honoured only while its row is open. */
export function createSessionsRepository(db: Db) {
  // Every signed-in call asks one of these two; prepared once, they skip building the statement each time, which
  // was a tenth of the server's time under load (docs/performance.md).
  const institutionUser = db
    .select({
      userId: users.id,
      institutionId: institutions.id,
      institutionType: institutions.type,
      designation: users.designation,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.subjectId))
    .innerJoin(institutions, eq(users.institutionId, institutions.id))
    .where(
      and(
        open(sql.placeholder('sessionId')),
        eq(sessions.subjectKind, 'user'),
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        eq(institutions.status, 'Confirmed'),
        eq(institutions.accessState, 'Active'),
      ),
    )
    .limit(1)
    .prepare('session_institution_user');
  const admin = db
    .select({ id: admins.id, permissions: admins.permissions })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.subjectId))
    .where(
      and(
        open(sql.placeholder('sessionId')),
        eq(sessions.subjectKind, 'admin'),
        eq(admins.id, sql.placeholder('adminId')),
        eq(admins.status, 1),
      ),
    )
    .limit(1)
    .prepare('session_admin');

  return {
    async start(subject: SessionSubject, expiresAt: Date): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({ subjectKind: subject.kind, subjectId: subject.id, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session was not stored');
      return row.id;
    },

    /**
     * The institution user of an open session, in one query, only while the user is active and the
     * institution is confirmed and not blocked: blocking takes effect on the next call, not at expiry.
     */
    async findInstitutionUser(sessionId: string, userId: string) {
      const [row] = await institutionUser.execute({ sessionId, userId });
      if (!row) return null;
      const { designation, ...user } = row;
      return {
        ...user,
        institutionType: row.institutionType as InstitutionType,
        labMember: designation === LAB_MEMBER_DESIGNATION,
      };
    },

    /** The active administrator of an open session, with permissions read fresh. */
    async findAdmin(
      sessionId: string,
      adminId: string,
    ): Promise<{ id: string; permissions: AdminPermissions } | null> {
      const [row] = await admin.execute({ sessionId, adminId });
      return row ?? null;
    },

    /**
     * The person of the mobile app behind an open session, only while the platform's block is not in force:
     * a session that began as the block was being set is refused too.
     */
    async findPerson(sessionId: string, personId: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: people.id })
        .from(sessions)
        .innerJoin(people, eq(people.id, sessions.subjectId))
        .where(
          and(
            open(sessionId),
            eq(sessions.subjectKind, 'person'),
            eq(people.id, personId),
            not(personBlockedNow),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async end(sessionId: string, reason: SessionEndReason, tx: Db = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Ends every open session of a person, except `keep` (the one that changed the password). */
    async endAllOf(subject: SessionSubject, reason: SessionEndReason, tx: Db = db, keep?: string) {
      await tx
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(
          and(
            eq(sessions.subjectKind, subject.kind),
            eq(sessions.subjectId, subject.id),
            isNull(sessions.endedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        );
    },

    /** Ends every open session of every user of an institution (it was blocked). */
    async endAllOfInstitution(institutionId: string, reason: SessionEndReason, tx: Db = db) {
      const members = tx.select({ id: users.id }).from(users).where(eq(users.institutionId, institutionId));
      await tx
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(
          and(
            eq(sessions.subjectKind, 'user'),
            inArray(sessions.subjectId, members),
            isNull(sessions.endedAt),
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
