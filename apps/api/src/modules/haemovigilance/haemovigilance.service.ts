import {
  formatDate,
  HAEMOVIGILANCE_MESSAGES,
  type haemovigilanceReportQuerySchema,
  hasFullMenu,
  indiaDayAndTime,
  indiaToday,
  type newDonorReactionSchema,
  type newTransfusionReactionSchema,
} from '@raktsetu/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  bloodRequests,
  donations,
  donorReactions,
  inventoryUnits,
  patients,
  transfusionReactions,
  transfusionReactionUnits,
} from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { appendUnitEvents } from '../inventory/unit-history.js';
import type {
  DonationsQuery,
  DonorListQuery,
  HaemovigilanceRepository,
  IssuedUnitsQuery,
  TransfusionListQuery,
} from './haemovigilance.repository.js';

type NewTransfusionReaction = z.output<typeof newTransfusionReactionSchema>;
type NewDonorReaction = z.output<typeof newDonorReactionSchema>;
type ReportQuery = z.output<typeof haemovigilanceReportQuerySchema>;

const u = inventoryUnits;
const r = bloodRequests;

/** "05 Mar 2026, 14:05" in India: how a refusal names an instant. */
const moment = (at: Date) => `${formatDate(at)}, ${indiaDayAndTime(at.toISOString())?.time ?? ''}`;

const wholeMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** A refusal of the onset, on its field, so the form puts it beside the time. */
const onsetRefused = (message: string) => badRequest(message, { errors: [{ field: 'onsetAt', message }] });

/**
 * Haemovigilance (issue 17 item 6). A transfusion reaction is recorded by the institution that transfused —
 * the one that raised the request the units were issued against — and appends a 'reaction' line to the history
 * of every unit it names, in the same transaction, so the blood centre that issued them reads it on the unit's
 * page. A donor reaction is recorded by the blood centre that took the donation.
 */
export function createHaemovigilanceService(deps: {
  db: Db;
  repository: HaemovigilanceRepository;
  now?: () => Date;
}) {
  const { db, repository } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** What both kinds of reaction store of the reaction itself, and who recorded it when. */
  const clinicalValues = <B extends NewDonorReaction | NewTransfusionReaction>(
    ctx: InstitutionContext,
    body: B,
    onsetAt: Date,
  ) => ({
    ...({ type: body.type, severity: body.severity, outcome: body.outcome, actions: body.actions } as Pick<
      B,
      'type' | 'severity' | 'outcome' | 'actions'
    >),
    otherType: body.type === 'other' ? body.otherType : '',
    onsetAt,
    recordedBy: ctx.userId,
    recordedAt: now(),
  });

  /** The named units with the request each was issued against; any not issued for the caller is 404. */
  async function issuedForCaller(tx: Db, ctx: InstitutionContext, ids: string[]) {
    const rows = await tx
      .select({
        id: u.id,
        bagId: u.bagId,
        issuerId: u.institutionId,
        issuedAt: u.issuedAt,
        requestId: r.id,
        requestInstitutionId: r.institutionId,
        patientId: r.patientId,
        firstName: r.firstName,
        lastName: r.lastName,
        patientCode: r.patientCode,
      })
      .from(u)
      .innerJoin(r, eq(r.id, u.issuedRequestId))
      .where(and(inArray(u.id, ids), eq(u.state, 'issued')));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      // Another institution's unit, or one not issued at all, is not there for this caller.
      if (!row || row.requestInstitutionId !== ctx.institutionId) throw notFound('Unit');
      return row;
    });
  }

  return {
    transfusionReactions(ctx: InstitutionContext, query: TransfusionListQuery) {
      return repository.transfusionReactions(ctx.institutionId, query);
    },

    donorReactions(ctx: InstitutionContext, query: DonorListQuery) {
      return repository.donorReactions(ctx.institutionId, query);
    },

    async issuedUnits(ctx: InstitutionContext, query: IssuedUnitsQuery) {
      if (query.patientId) {
        const [patient] = await db
          .select({ id: patients.id })
          .from(patients)
          .where(and(eq(patients.id, query.patientId), eq(patients.institutionId, ctx.institutionId)));
        if (!patient) throw notFound('Patient');
      }
      return repository.issuedUnits(ctx.institutionId, query);
    },

    donations(ctx: InstitutionContext, query: DonationsQuery) {
      return repository.donations(ctx.institutionId, query);
    },

    async recordTransfusionReaction(ctx: InstitutionContext, body: NewTransfusionReaction) {
      const onsetAt = new Date(body.onsetAt);
      try {
        return await db.transaction(async (tx) => {
          const units = await issuedForCaller(tx, ctx, body.unitIds);
          const [first] = units;
          if (!first) throw badRequest(HAEMOVIGILANCE_MESSAGES.chooseUnits);
          const patientOf = (unit: typeof first) => unit.patientId ?? unit.requestId;
          const other = units.find((unit) => patientOf(unit) !== patientOf(first));
          if (other) {
            throw badRequest(
              `${HAEMOVIGILANCE_MESSAGES.differentPatients}: bag ${other.bagId} was issued for another patient`,
              { errors: [{ field: 'unitIds', message: HAEMOVIGILANCE_MESSAGES.differentPatients }] },
            );
          }
          for (const unit of units) {
            // The onset is typed to the minute: a reaction noted in the minute of the issue is not before it.
            if (unit.issuedAt && onsetAt < wholeMinute(unit.issuedAt)) {
              throw onsetRefused(
                `The reaction cannot begin before bag ${unit.bagId} was issued (${moment(unit.issuedAt)})`,
              );
            }
          }
          const patientName = `${first.firstName} ${first.lastName}`.trim();
          const [reaction] = await tx
            .insert(transfusionReactions)
            .values({
              institutionId: ctx.institutionId,
              patientId: first.patientId,
              requestId: first.requestId,
              patientName,
              patientCode: first.patientCode,
              ...clinicalValues(ctx, body, onsetAt),
            })
            .returning({ id: transfusionReactions.id });
          if (!reaction) throw new Error('reaction was not stored');
          await tx.insert(transfusionReactionUnits).values(
            units.map((unit) => ({
              reactionId: reaction.id,
              unitId: unit.id,
              issuerInstitutionId: unit.issuerId,
              onsetAt,
            })),
          );
          // The unit's history: the issuing centre reads the reaction where it reads the unit's whole life.
          await appendUnitEvents(
            tx,
            ctx,
            units.map((unit) => ({
              unitId: unit.id,
              action: 'reaction',
              fromState: null,
              toState: null,
              requestId: unit.requestId,
              counterpartId: unit.issuerId === ctx.institutionId ? null : unit.issuerId,
              details: {
                reactionId: reaction.id,
                type: body.type,
                otherType: body.type === 'other' ? body.otherType : '',
                severity: body.severity,
                outcome: body.outcome,
                onsetAt: onsetAt.toISOString(),
                patientName,
                patientCode: first.patientCode,
              },
            })),
          );
          // Who recorded what, never the clinical text.
          await recordChange(tx, ctx, {
            action: 'haemovigilance.transfusion-reaction',
            subjectType: 'transfusion_reaction',
            subjectId: reaction.id,
            details: { type: body.type, severity: body.severity, units: units.length },
          });
          return { _id: reaction.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(HAEMOVIGILANCE_MESSAGES.duplicate);
        throw error;
      }
    },

    async recordDonorReaction(ctx: InstitutionContext, body: NewDonorReaction) {
      const onsetAt = new Date(body.onsetAt);
      const [donation] = await db
        .select({
          id: donations.id,
          personId: donations.personId,
          outcome: donations.outcome,
          startedAt: donations.startedAt,
          donatedOn: donations.donatedOn,
        })
        .from(donations)
        .where(and(eq(donations.id, body.donationId), eq(donations.institutionId, ctx.institutionId)));
      if (!donation) throw notFound('Donation');
      if (donation.outcome === 'deferred') {
        throw badRequest('The donor was deferred and not bled: there is no donation to react to', {
          errors: [{ field: 'donationId', message: 'Choose a donation in which the donor was bled' }],
        });
      }
      // A reaction may follow the needle by hours, but not precede the day the donor came.
      const dayStart = new Date(`${donation.donatedOn}T00:00:00+05:30`);
      if (onsetAt < dayStart) {
        throw onsetRefused(
          `The reaction cannot begin before the donation (${formatDate(donation.donatedOn)})`,
        );
      }
      try {
        return await db.transaction(async (tx) => {
          const [reaction] = await tx
            .insert(donorReactions)
            .values({
              institutionId: ctx.institutionId,
              donationId: donation.id,
              personId: donation.personId,
              ...clinicalValues(ctx, body, onsetAt),
            })
            .returning({ id: donorReactions.id });
          if (!reaction) throw new Error('reaction was not stored');
          await recordChange(tx, ctx, {
            action: 'haemovigilance.donor-reaction',
            subjectType: 'donor_reaction',
            subjectId: reaction.id,
            details: { type: body.type, severity: body.severity },
          });
          return { _id: reaction.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(HAEMOVIGILANCE_MESSAGES.duplicate);
        throw error;
      }
    },

    /** Counts by type and severity over the period, this month so far unless asked otherwise. */
    async report(ctx: InstitutionContext, query: ReportQuery) {
      const today = indiaToday(now());
      const from = query.from ?? `${today.slice(0, 8)}01`;
      const to = query.to ?? today;
      if (from > to) throw badRequest(HAEMOVIGILANCE_MESSAGES.fromAfterTo);
      const centre = hasFullMenu(ctx.institutionType);
      const [recorded, issued, donor] = await Promise.all([
        repository.counts('recorded', ctx.institutionId, from, to),
        centre ? repository.counts('issued', ctx.institutionId, from, to) : null,
        centre ? repository.counts('donor', ctx.institutionId, from, to) : null,
      ]);
      return { from, to, recorded, issued, donor };
    },
  };
}

export type HaemovigilanceService = ReturnType<typeof createHaemovigilanceService>;
