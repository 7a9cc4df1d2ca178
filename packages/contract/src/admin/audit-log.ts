import { z } from 'zod';
import { listQuerySchema } from '../common/list.js';
import { lineText } from '../common/text.js';
import { dayFieldSchema } from '../people/person-fields.js';

/**
 * The audit trail of the super-administrator area (issue 15: "Every admin action is recorded (who, when,
 * what, before/after) and viewable"): every row of `audit_events`, newest first.
 */

export const AUDIT_ACTOR_KINDS = ['admin', 'user', 'person', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * The action families the viewer offers as a filter; the API takes any prefix (`institution.bl` too). The
 * actions are `<subject>.<what happened>`, e.g. `admin.added`, `institution.blocked`, `password.set`.
 */
export const AUDIT_ACTION_PREFIXES = [
  'admin.',
  'institution.',
  'person.',
  'password.',
  'plan.',
  'pricing.',
  'donor.',
  'donation.',
  'request.',
  'camp.',
  'lab',
  'patient.',
] as const;

/**
 * Newest first, paged. Filters: `action` (a prefix), `actorKind`, `institutionId` (whose data changed) and a
 * date range `from`–`to` (calendar days in India, both included, `dd/MM/yyyy` or `yyyy-mm-dd`).
 */
export const auditListQuerySchema = listQuerySchema({ sort: ['at'], defaultSort: 'at', defaultOrder: 'desc' })
  .omit({ search: true })
  .extend({
    action: lineText({ max: 100 }).optional(),
    actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
    institutionId: lineText({ max: 64 }).optional(),
    from: dayFieldSchema().optional(),
    to: dayFieldSchema().optional(),
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/**
 * One recorded change: when, who (their name as it is now, or as it was recorded when the account is gone),
 * what, on which record, and the details — `before` and `after` for a change. Secrets, identity numbers and
 * passwords are never in it.
 */
export const auditEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    _id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The institution whose data changed, when there is one. */
  institution: z.object({ _id: z.string(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  subject: z.object({ type: z.string(), _id: z.string().nullable(), name: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** What the viewer shows for a detail whose key names a secret, should one ever have been recorded. */
export const HIDDEN_DETAIL = '[hidden]';

const SECRET_KEY = /(password|secret|token|otp|aadhaa?r|hash|pepper)/i;

/** A copy of `details` with every value under a secret-sounding key replaced, at any depth. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return HIDDEN_DETAIL;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? HIDDEN_DETAIL : withoutSecrets(item, depth + 1),
      ]),
    );
  }
  return value;
}
