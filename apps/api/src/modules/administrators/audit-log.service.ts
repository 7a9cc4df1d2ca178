import {
  ADMIN_MESSAGES,
  type AuditActorKind,
  type AuditEvent,
  type auditListQuerySchema,
  INDIA_UTC_OFFSET_MS,
  withoutSecrets,
} from '@raktsetu/contract';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { admins, auditEvents, institutions, people, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { countUpTo, pageOf } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { badRequest } from '../../plugins/errors.js';

export type AuditPageQuery = z.output<typeof auditListQuerySchema>;

const DAY_MS = 86_400_000;
const actorAdmin = alias(admins, 'actor_admin');
const subjectAdmin = alias(admins, 'subject_admin');

/** 00:00 in India of a calendar day (`yyyy-mm-dd`), as an instant. */
function indiaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_UTC_OFFSET_MS);
}

// Flat, not nested: a list page reads these through a subquery, which takes no nested objects.
const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorKind: auditEvents.actorKind,
  actorId: auditEvents.actorId,
  institutionId: auditEvents.institutionId,
  action: auditEvents.action,
  subjectType: auditEvents.subjectType,
  subjectId: auditEvents.subjectId,
  details: auditEvents.details,
  adminFirstName: sql<string | null>`${actorAdmin.firstName}`.as('admin_first_name'),
  adminLastName: sql<string | null>`${actorAdmin.lastName}`.as('admin_last_name'),
  adminEmail: sql<string | null>`${actorAdmin.email}`.as('admin_email'),
  userFirstName: sql<string | null>`${users.firstName}`.as('user_first_name'),
  userLastName: sql<string | null>`${users.lastName}`.as('user_last_name'),
  userEmail: sql<string | null>`${users.email}`.as('user_email'),
  personFirstName: sql<string | null>`${people.firstName}`.as('person_first_name'),
  personLastName: sql<string | null>`${people.lastName}`.as('person_last_name'),
  institutionName: sql<string | null>`${institutions.name}`.as('institution_name'),
  subjectFirstName: sql<string | null>`${subjectAdmin.firstName}`.as('subject_first_name'),
  subjectLastName: sql<string | null>`${subjectAdmin.lastName}`.as('subject_last_name'),
};

interface JoinedEvent {
  id: string;
  at: Date | string;
  actorKind: AuditActorKind;
  actorId: string | null;
  institutionId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown>;
  adminFirstName: string | null;
  adminLastName: string | null;
  adminEmail: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
  personFirstName: string | null;
  personLastName: string | null;
  institutionName: string | null;
  subjectFirstName: string | null;
  subjectLastName: string | null;
}

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The name a deleted administrator was recorded under (admin.deleted keeps `details.admin`). */
function recordedName(details: Record<string, unknown>): { name: string | null; email: string | null } {
  const admin = details.admin as { name?: unknown; email?: unknown } | undefined;
  return {
    name: typeof admin?.name === 'string' ? admin.name : null,
    email: typeof admin?.email === 'string' ? admin.email : null,
  };
}

function toAuditEvent(row: JoinedEvent): AuditEvent {
  const details = (withoutSecrets(row.details ?? {}) ?? {}) as Record<string, unknown>;
  const actor =
    row.actorKind === 'admin'
      ? { name: nameOf(row.adminFirstName, row.adminLastName), email: row.adminEmail }
      : row.actorKind === 'user'
        ? { name: nameOf(row.userFirstName, row.userLastName), email: row.userEmail }
        : row.actorKind === 'person'
          ? { name: nameOf(row.personFirstName, row.personLastName), email: null }
          : { name: null, email: null };
  const subjectName =
    row.subjectType === 'admin'
      ? (nameOf(row.subjectFirstName, row.subjectLastName) ?? recordedName(details).name)
      : row.subjectType === 'institution'
        ? row.subjectId === row.institutionId
          ? row.institutionName
          : null
        : null;
  return {
    _id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { kind: row.actorKind, _id: row.actorId, ...actor },
    institution: row.institutionId ? { _id: row.institutionId, name: row.institutionName } : null,
    action: row.action,
    subject: { type: row.subjectType, _id: row.subjectId, name: subjectName },
    details,
  };
}

/**
 * The audit trail for the super administrator: every recorded change, newest first, with the names of who
 * made it and of the institution whose data changed resolved by joins. What a service recorded is shown
 * as recorded, except that anything under a secret-sounding key is hidden (services never record secrets;
 * this is the second line).
 */
export function createAuditLogService({ db }: { db: Db }) {
  return {
    async list(query: AuditPageQuery) {
      if (query.from && query.to && query.from > query.to) throw badRequest(ADMIN_MESSAGES.startAfterEnd);
      // An institution id that is not even a UUID names no institution: the list is empty, not an error.
      if (query.institutionId && !isUuid(query.institutionId)) return { data: [], total: 0 };
      const conditions: SQL[] = [];
      if (query.action) conditions.push(sql`${auditEvents.action} like ${prefixPattern(query.action)}`);
      if (query.actorKind) conditions.push(eq(auditEvents.actorKind, query.actorKind));
      if (query.institutionId) conditions.push(eq(auditEvents.institutionId, query.institutionId));
      if (query.from) conditions.push(gte(auditEvents.at, indiaMidnight(query.from)));
      if (query.to) conditions.push(lt(auditEvents.at, new Date(indiaMidnight(query.to).getTime() + DAY_MS)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;

      const rows = db
        .select(columns)
        .from(auditEvents)
        .leftJoin(actorAdmin, and(eq(auditEvents.actorKind, 'admin'), eq(actorAdmin.id, auditEvents.actorId)))
        .leftJoin(users, and(eq(auditEvents.actorKind, 'user'), eq(users.id, auditEvents.actorId)))
        .leftJoin(people, and(eq(auditEvents.actorKind, 'person'), eq(people.id, auditEvents.actorId)))
        .leftJoin(institutions, eq(institutions.id, auditEvents.institutionId))
        .leftJoin(
          subjectAdmin,
          and(eq(auditEvents.subjectType, 'admin'), eq(subjectAdmin.id, auditEvents.subjectId)),
        )
        .where(where)
        .$dynamic();
      // The trail only grows: past a thousand matches the count stops and the list says "1,000+".
      const page = await pageOf<'at', JoinedEvent>(
        db,
        {
          rows,
          count: countUpTo(db, db.select({ one: sql`1` }).from(auditEvents).where(where).$dynamic()),
          capped: true,
          sortable: { at: auditEvents.at },
          tiebreak: auditEvents.id,
        },
        query,
      );
      return {
        data: page.rows.map(toAuditEvent),
        total: page.total,
        ...(page.atLeast && { atLeast: true }),
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
