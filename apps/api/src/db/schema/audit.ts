import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what, appended by the services in the same transaction as the change and never updated:
 * approvals record the administrator, profile edits the user, password changes the person.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** user (of an institution), admin, or anonymous (registration, password reset by code). */
    actorKind: text('actor_kind', { enum: ['user', 'admin', 'person', 'anonymous'] }).notNull(),
    actorId: uuid('actor_id'),
    /** The institution whose data changed, when there is one: its own audit trail is a query on it. */
    institutionId: uuid('institution_id'),
    /** e.g. institution.approved, institution.profile-edited, password.changed. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id'),
    /** What changed, never secrets or identity numbers. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_institution_idx').on(table.institutionId, table.at),
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId),
    // The administrator's audit trail: newest first, of everyone or of one kind of actor.
    index('audit_events_at_idx').on(table.at, table.id),
    index('audit_events_actor_idx').on(table.actorKind, table.at),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
