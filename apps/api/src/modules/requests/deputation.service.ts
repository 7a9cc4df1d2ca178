import {
  type BloodGroup,
  type Component,
  compatibleDonorGroups,
  type deputeAssignSchema,
  type deputeCandidatesQuerySchema,
  ELIGIBILITY_LIMITS,
  formatDate,
  indiaToday,
  isBeforeToday,
  MESSAGES,
  REQUEST_STATUS,
  sameDayYearsBefore,
  type scheduledDonationsQuerySchema,
} from '@raktsetu/contract';
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bloodRequests, institutionDonors, people, requestDeputations } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { type DonorViewRow, linkFields, personFields } from '../donors/donors.repository.js';
import { toDonorRow } from '../donors/donors.service.js';
import type { Notifier } from '../mail/notifier.js';
import { candidatePage } from './depute-candidates.js';
import { reachableBy } from './request-reach.js';

type CandidatesQuery = z.output<typeof deputeCandidatesQuerySchema>;
type DeputeAssign = z.output<typeof deputeAssignSchema>;
type ScheduledQuery = z.output<typeof scheduledDonationsQuerySchema>;
interface ScheduledFields {
  askId: string;
  appointment: string;
  answer: 'accepted' | 'declined' | null;
  answeredAt: Date | null;
  requestId: string;
  issuedUnits: number;
}
type BloodRequestRecord = typeof bloodRequests.$inferSelect;

const d = institutionDonors;
const p = people;

/** A year count back from a day (yyyy-mm-dd), for the age limits. */

/**
 * The NGO's donors who may give for the request today (the contract's rules, as the desk applies them): on its
 * list and not blocked (a temporary block past its last day is over), of a group the patient may receive, aged
 * 18 to 65, past the interval since their last donation and any deferral.
 */
function deputable(ctx: InstitutionContext, request: BloodRequestRecord, today: string): SQL | undefined {
  return and(
    eq(d.institutionId, ctx.institutionId),
    or(eq(d.status, 'Active'), and(eq(d.blockType, 'temporarily'), sql`${d.blockUntil} < ${today}`)),
    inArray(
      d.bloodGroup,
      compatibleDonorGroups(request.component as Component, request.bloodGroup as BloodGroup),
    ),
    or(
      isNull(p.dateOfBirth),
      sql`${p.dateOfBirth} between ${sameDayYearsBefore(today, ELIGIBILITY_LIMITS.maxAge + 1)}::date + 1 and ${sameDayYearsBefore(today, ELIGIBILITY_LIMITS.minAge)}::date`,
    ),
    or(isNull(p.nextEligibleOn), lte(p.nextEligibleOn, today)),
    or(isNull(p.deferredUntil), sql`${p.deferredUntil} < ${today}`),
  );
}

/**
 * Accept and Assign/Depute (docs/decisions/0045): an NGO sends donors of its own to give blood for a verified
 * request that reached it. Not for Bulk requests; each donor once per request; the donors are told by SMS.
 */
export function createDeputationService(deps: { db: Db; notifier: Notifier; now?: () => Date }) {
  const { db } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());

  async function openRequest(tx: Db, ctx: InstitutionContext, id: string, lock: boolean) {
    const select = tx
      .select()
      .from(bloodRequests)
      .where(and(eq(bloodRequests.id, id), reachableBy(ctx.institutionId)));
    const [request] = lock ? await select.for('update') : await select;
    if (!request) throw notFound('Request');
    if (request.status !== REQUEST_STATUS.verified) {
      throw conflict(
        request.status === REQUEST_STATUS.issued
          ? 'This request has already received all its units'
          : 'Only a verified request takes deputed donors',
      );
    }
    if (request.subType === 'Bulk') throw conflict('A Bulk request cannot be accepted by an NGO');
    return request;
  }

  return {
    async candidates(ctx: InstitutionContext, query: CandidatesQuery) {
      const request = await openRequest(db, ctx, query.id, false);
      return candidatePage(
        db,
        deputable(ctx, request, today()) as SQL,
        sql<boolean>`exists (select 1 from ${requestDeputations} where ${requestDeputations.requestId} = ${request.id} and ${requestDeputations.personId} = ${d.personId})`,
        query,
      );
    },

    /**
     * Scheduled donations (GET requests/donations): the donors this blood centre asked to give — Request on
     * /people — who have not said no, from today on, the earliest day first.
     */
    async scheduled(ctx: InstitutionContext, query: ScheduledQuery) {
      const asked = requestDeputations;
      const where = and(
        eq(asked.institutionId, ctx.institutionId),
        sql`${asked.donationDate} >= ${today()}`,
        or(isNull(asked.answer), eq(asked.answer, 'accepted')),
      );
      const page = await pageOf<ScheduledQuery['sort'], DonorViewRow & ScheduledFields>(
        db,
        {
          rows: db
            .select({
              ...personFields,
              ...linkFields,
              askId: sql<string>`${asked.id}`.as('ask_id'),
              appointment: asked.donationDate,
              answer: asked.answer,
              answeredAt: asked.answeredAt,
              requestId: asked.requestId,
              issuedUnits: bloodRequests.unitsReceived,
            })
            .from(asked)
            .innerJoin(p, eq(p.id, asked.personId))
            .innerJoin(d, and(eq(d.personId, asked.personId), eq(d.institutionId, ctx.institutionId)))
            .innerJoin(bloodRequests, eq(bloodRequests.id, asked.requestId))
            .where(where)
            .$dynamic(),
          count: db.select(rowCount()).from(asked).where(where).$dynamic(),
          sortable: { appointment: asked.donationDate },
          tiebreak: asked.id,
        },
        query,
      );
      return {
        data: page.rows.map((row) => ({
          _id: row.askId,
          donor: toDonorRow(row),
          appointment: row.appointment,
          answer: row.answer,
          answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
          verified: row.verifiedAt !== null,
          requestId: row.requestId,
          issuedUnits: row.issuedUnits,
        })),
        total: page.total,
      };
    },

    async depute(ctx: InstitutionContext, body: DeputeAssign) {
      const donationDate = body.donationDate;
      if (!donationDate) throw badRequest(MESSAGES.invalidDate);
      if (isBeforeToday(donationDate)) throw badRequest('The donation date cannot be a day in the past');
      const donors = [...new Set(body.donors)];
      const deputed = await db.transaction(async (tx) => {
        const request = await openRequest(tx as unknown as Db, ctx, body.id, true);
        const needed = request.units - request.unitsReceived;
        if (donors.length > needed) {
          throw badRequest(
            `This request needs ${needed} more unit${needed === 1 ? '' : 's'}: choose at most ${needed} donors`,
          );
        }
        const allowed = await tx
          .select({ personId: d.personId, mobileNumber: p.mobileNumber, firstName: p.firstName })
          .from(d)
          .innerJoin(p, eq(p.id, d.personId))
          .where(and(inArray(d.personId, donors), deputable(ctx, request, today())));
        if (allowed.length !== donors.length) {
          throw conflict(
            'Some of the chosen donors cannot give for this request today; the list has been reloaded',
          );
        }
        const inserted = await tx
          .insert(requestDeputations)
          .values(
            donors.map((personId) => ({
              requestId: request.id,
              institutionId: ctx.institutionId,
              personId,
              donationDate,
              addedBy: ctx.userId,
            })),
          )
          .onConflictDoNothing()
          .returning({ personId: requestDeputations.personId });
        if (inserted.length !== donors.length)
          throw conflict('A chosen donor is already deputed for this request');
        await recordChange(tx as unknown as Db, ctx, {
          action: 'request.donors-deputed',
          subjectType: 'blood_request',
          subjectId: request.id,
          details: { donors: donors.length, donationDate },
        });
        for (const donor of allowed) {
          if (!donor.mobileNumber) continue;
          await deps.notifier.sms(
            {
              to: donor.mobileNumber,
              purpose: 'donor-deputed',
              text: `RaktSetu: ${donor.firstName ?? 'Donor'}, a ${request.bloodGroup} patient at ${request.hospitalName} needs blood. Please give at the blood centre on ${formatDate(donationDate)}.`,
            },
            tx as unknown as Db,
          );
        }
        return inserted.length;
      });
      return { deputed, message: MESSAGES.assignDepute };
    },
  };
}

export type DeputationService = ReturnType<typeof createDeputationService>;
