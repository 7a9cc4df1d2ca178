import {
  DISPOSE_REASONS,
  type DisposeReason,
  formatDate,
  indiaDayAndTime,
  REACTION_OUTCOMES,
  type ReactionOutcome,
  TRANSFUSION_REACTION_TYPES,
  TRANSFUSION_SEVERITIES,
  type TransfusionReactionType,
  type TransfusionSeverity,
  UNIT_STATE_LABELS,
  type UnitState,
} from '@raktsetu/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions, unitEvents, users } from '../../db/schema/index.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

export type UnitAction =
  | 'added'
  | 'collected'
  | 'issued'
  | 'transfer-sent'
  | 'transfer-accepted'
  | 'transfer-declined'
  | 'to-processing'
  | 'returned'
  | 'processed'
  | 'made-from'
  | 'disposed'
  | 'sample-accepted'
  | 'released'
  | 'held'
  | 'found-unsafe'
  | 'lookback'
  | 'reaction';

export interface UnitChange {
  unitId: string;
  action: UnitAction;
  fromState: string | null;
  toState: string | null;
  reason?: string | null;
  requestId?: string | null;
  counterpartId?: string | null;
  /** Names as they were at the time, so the history reads the same after a rename. */
  details?: Record<string, unknown>;
  /** Where it happened when not the caller's institution. */
  institutionId?: string;
}

/** Appends one history row per change, in the caller's transaction: the change and its history commit together. */
export async function appendUnitEvents(
  tx: Db,
  ctx: InstitutionContext,
  changes: UnitChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(unitEvents).values(
    changes.map((change) => ({
      unitId: change.unitId,
      institutionId: change.institutionId ?? ctx.institutionId,
      actorKind: 'user',
      actorId: ctx.userId,
      action: change.action,
      fromState: change.fromState,
      toState: change.toState,
      reason: change.reason ?? null,
      requestId: change.requestId ?? null,
      counterpartId: change.counterpartId ?? null,
      details: change.details ?? {},
    })),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const stateLabel = (state: string | null) =>
  state ? (UNIT_STATE_LABELS[state as UnitState] ?? state) : null;

/** A transfusion reaction recorded against the unit (issue 17 item 6), as the issuing centre reads it. */
function reactionSummary(details: Record<string, unknown>): string {
  const type = text(details.type) as TransfusionReactionType;
  const named =
    type === 'other' && details.otherType
      ? text(details.otherType)
      : (TRANSFUSION_REACTION_TYPES[type] ?? type);
  const severity =
    TRANSFUSION_SEVERITIES[text(details.severity) as TransfusionSeverity] ?? text(details.severity);
  const outcome = REACTION_OUTCOMES[text(details.outcome) as ReactionOutcome] ?? text(details.outcome);
  const onset = text(details.onsetAt);
  const began = onset ? `, began ${formatDate(onset)} ${indiaDayAndTime(onset)?.time ?? ''}`.trimEnd() : '';
  const patient = `${text(details.patientName)}${details.patientCode ? ` (${text(details.patientCode)})` : ''}`;
  return `Transfusion reaction in patient ${patient}: ${named}, ${severity.toLowerCase()}${began}; outcome ${outcome.toLowerCase()}`;
}

/** One sentence a person reads for a history row. */
function summaryOf(action: string, details: Record<string, unknown>): string {
  switch (action) {
    case 'added':
      return details.screening === 'declared'
        ? 'Added to inventory; mandatory screening declared done and non-reactive'
        : 'Added to inventory; quarantined until the lab releases it';
    case 'collected':
      return `Collected from donor ${text(details.donorCode)} (${text(details.place)}); quarantined until the lab releases it`;
    case 'issued':
      return `Issued to patient ${text(details.patientName)}${details.patientCode ? ` (${text(details.patientCode)})` : ''}${details.hospitalName ? ` of ${text(details.hospitalName)}` : ''}`;
    case 'transfer-sent':
      return `Sent in transfer to ${text(details.counterpart)}`;
    case 'transfer-accepted':
      return `Received from ${text(details.counterpart)}`;
    case 'transfer-declined':
      return `Declined by ${text(details.counterpart)}; back with the sender`;
    case 'to-processing':
      return 'Sent to processing';
    case 'returned':
      return 'Returned from processing to inventory';
    case 'processed':
      return `Processed into ${text(details.components)}`;
    case 'made-from':
      return `Made from bag ${text(details.parentBagId)} (${text(details.parentComponent)})`;
    case 'disposed':
      // The reason has a line of its own in the history.
      return `Disposed as waste${details.comment ? ` — ${text(details.comment)}` : ''}`;
    case 'sample-accepted':
      return `Sample ${text(details.sampleId)} accepted by the lab`;
    case 'released':
      return `Released by the lab (report ${text(details.reportNo)}, ${text(details.finalResult)})`;
    case 'held':
      return `Held in quarantine by the lab (report ${text(details.reportNo)})`;
    case 'found-unsafe':
      return `Marked unsafe by the lab (report ${text(details.reportNo)}, ${text(details.finalResult)})`;
    case 'lookback':
      return `Lab result ${text(details.finalResult)} (report ${text(details.reportNo)}) after the unit left: trace its recipient`;
    case 'reaction':
      return reactionSummary(details);
    default:
      return action;
  }
}

/**
 * The history of a unit, oldest first in the order it was written; for a component, its parent's history
 * comes first, each of those lines naming the parent bag so that nobody reads it as the component's own.
 */
export async function readUnitHistory(db: Db, unitId: string, parent?: { id: string; bagId: string }) {
  const unitIds = parent ? [parent.id, unitId] : [unitId];
  const rows = await db
    .select({
      unitId: unitEvents.unitId,
      at: unitEvents.at,
      action: unitEvents.action,
      fromState: unitEvents.fromState,
      toState: unitEvents.toState,
      reason: unitEvents.reason,
      details: unitEvents.details,
      institution: institutions.name,
      byUser: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(unitEvents)
    .innerJoin(institutions, eq(institutions.id, unitEvents.institutionId))
    .leftJoin(users, eq(users.id, unitEvents.actorId))
    .where(inArray(unitEvents.unitId, unitIds))
    .orderBy(asc(unitEvents.seq));
  return rows.map((row) => ({
    at: (row.at instanceof Date ? row.at : new Date(row.at)).toISOString(),
    action: row.action,
    summary:
      parent && row.unitId === parent.id
        ? `Parent bag ${parent.bagId}: ${summaryOf(row.action, row.details)}`
        : summaryOf(row.action, row.details),
    fromState: stateLabel(row.fromState),
    toState: stateLabel(row.toState),
    institution: row.institution,
    by: row.byUser,
    reason: row.reason ? (DISPOSE_REASONS[row.reason as DisposeReason] ?? row.reason) : null,
  }));
}
