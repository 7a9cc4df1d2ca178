import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import type { RequestContext } from '../plugins/request-context.js';

/** Who did it: the signed-in caller, a person proven by a code or link, or nobody known. */
export type Actor = RequestContext | { kind: 'user' | 'admin' | 'person'; id: string } | 'anonymous';

export interface AuditedChange {
  action: string;
  subjectType: string;
  subjectId?: string;
  institutionId?: string | null;
  details?: Record<string, unknown>;
}

function actorOf(actor: Actor): {
  actorKind: 'user' | 'admin' | 'person' | 'anonymous';
  actorId: string | null;
} {
  if (actor === 'anonymous') return { actorKind: 'anonymous', actorId: null };
  if ('sessionId' in actor) {
    if (actor.kind === 'admin') return { actorKind: 'admin', actorId: actor.adminId };
    if (actor.kind === 'person') return { actorKind: 'person', actorId: actor.personId };
    return { actorKind: 'user', actorId: actor.userId };
  }
  return { actorKind: actor.kind, actorId: actor.id };
}

/** Appends who changed what; pass the change's transaction so both commit or neither does. */
export async function recordChange(tx: Db, actor: Actor, change: AuditedChange): Promise<void> {
  const institutionId =
    change.institutionId !== undefined
      ? change.institutionId
      : actor !== 'anonymous' && 'institutionId' in actor
        ? actor.institutionId
        : null;
  await tx.insert(auditEvents).values({
    ...actorOf(actor),
    institutionId,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: change.subjectId ?? null,
    details: change.details ?? {},
  });
}
