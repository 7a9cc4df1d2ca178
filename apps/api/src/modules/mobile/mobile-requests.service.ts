import {
  type BloodGroup,
  type BloodRequestRow,
  BULK_SUBTYPE,
  type DonorAsk,
  isBeforeToday,
  MESSAGES,
  type MobileRequest,
  type mobileNewRequestSchema,
  REQUEST_STATUS,
} from '@raktsetu/contract';
import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  bloodRequestItems,
  bloodRequests,
  institutions,
  people,
  requestDeputations,
} from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { PersonContext } from '../../plugins/request-context.js';
import { hospitalOf, requestRows, selectRequests, splitName } from '../requests/requests.service.js';

type NewMobileRequest = z.output<typeof mobileNewRequestSchema>;
type Page = { page: number; limit: number };

const r = bloodRequests;
const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

/**
 * The mobile app's side of blood requests (docs/decisions/0045): a patient or relative raises a request naming
 * the hospital that treats the patient, follows it and may cancel it; a donor reads the requests NGOs asked
 * them to give for, and answers. A person reaches only their own requests and asks: anyone else's is 404.
 */
export function createMobileRequestsService(deps: { db: Db }) {
  const { db } = deps;

  async function requestsOf(ctx: PersonContext, where = eq(r.raisedByPersonId, ctx.personId), page?: Page) {
    const query = selectRequests(db).where(where).orderBy(desc(r.addedAt), desc(r.id));
    const rows = page ? await query.limit(page.limit).offset((page.page - 1) * page.limit) : await query;
    const deputed = rows.length
      ? await db
          .select({ requestId: requestDeputations.requestId, n: count() })
          .from(requestDeputations)
          .where(
            inArray(
              requestDeputations.requestId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(requestDeputations.requestId)
      : [];
    const answers = await requestRows(db, rows);
    return rows.map(
      (row, n): MobileRequest => ({
        ...(answers[n] as BloodRequestRow),
        verifiedAt: iso(row.verifiedAt),
        declinedAt: iso(row.declinedAt),
        declineReason: row.declineReason,
        cancelledAt: iso(row.cancelledAt),
        deputedDonors: Number(deputed.find((d) => d.requestId === row.id)?.n ?? 0),
      }),
    );
  }

  async function ownRequest(ctx: PersonContext, id: string) {
    const [request] = await requestsOf(ctx, and(eq(r.id, id), eq(r.raisedByPersonId, ctx.personId)));
    if (!request) throw notFound('Request');
    return request;
  }

  const asksOf = (ctx: PersonContext) => {
    const d = requestDeputations;
    return db
      .select({
        ...getTableColumns(d),
        hospitalName: r.hospitalName,
        bloodGroup: r.bloodGroup,
        component: r.component,
        status: r.status,
        deputedBy: institutions.name,
      })
      .from(d)
      .innerJoin(r, eq(r.id, d.requestId))
      .innerJoin(institutions, eq(institutions.id, d.institutionId))
      .where(eq(d.personId, ctx.personId))
      .$dynamic();
  };
  const toAsk = (row: Awaited<ReturnType<ReturnType<typeof asksOf>['execute']>>[number]): DonorAsk => ({
    _id: row.id,
    requestId: row.requestId,
    hospitalName: row.hospitalName,
    bloodGroup: row.bloodGroup,
    component: row.component,
    donationDate: row.donationDate,
    deputedBy: row.deputedBy,
    answer: row.answer,
    open: row.status === REQUEST_STATUS.verified,
  });

  return {
    async raise(ctx: PersonContext, body: NewMobileRequest) {
      if (isBeforeToday(body.requiredBy)) throw badRequest('Required by cannot be a day in the past');
      const [hospital] = await db
        .select()
        .from(institutions)
        .where(
          and(
            eq(institutions.id, body.hospitalId),
            inArray(institutions.type, ['Hospital', 'Both']),
            eq(institutions.status, 'Confirmed'),
            eq(institutions.accessState, 'Active'),
          ),
        );
      if (!hospital) throw notFound('Hospital');
      const [me] = await db
        .select({ mobileNumber: people.mobileNumber })
        .from(people)
        .where(eq(people.id, ctx.personId));
      // A Bulk request (the app's Bulk option): its items, each filled on its own; the row carries the first
      // item's group and component for the lists, and the units of all.
      const items = body.bloodGroup === BULK_SUBTYPE ? (body.bulkRequest ?? []) : [];
      const [firstItem] = items;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(r)
          .values({
            raisedByPersonId: ctx.personId,
            verifierInstitutionId: hospital.id,
            requestType: 'Individual',
            status: REQUEST_STATUS.pending,
            subType: firstItem ? BULK_SUBTYPE : null,
            bloodGroup: firstItem?.bloodGroup ?? (body.bloodGroup as BloodGroup),
            component: firstItem?.component ?? body.component,
            units: firstItem ? items.reduce((n, item) => n + item.units, 0) : body.units,
            requiredBy: body.requiredBy,
            comments: body.comments,
            condition: body.condition,
            reasons: body.reasons,
            doctorName: body.doctorName,
            ...splitName(body.patientName),
            patientCode: body.patientId,
            mobileNumber: body.mobileNumber ?? me?.mobileNumber ?? null,
            relation: body.relation,
            ...hospitalOf(hospital),
            attachments: body.attachments,
            addedBy: ctx.personId,
          })
          .returning({ id: r.id });
        if (!row) throw new Error('request was not stored');
        await recordChange(tx as unknown as Db, ctx, {
          action: 'request.raised-in-app',
          subjectType: 'blood_request',
          subjectId: row.id,
          institutionId: hospital.id,
          details: { units: body.units, bloodGroup: body.bloodGroup, component: body.component },
        });
        if (items.length)
          await tx
            .insert(bloodRequestItems)
            .values(items.map((item, position) => ({ requestId: row.id, position, ...item })));
        return row.id;
      });
      return { request: await ownRequest(ctx, id), message: MESSAGES.bloodRequested };
    },

    async mine(ctx: PersonContext, page: Page) {
      const [data, [total]] = await Promise.all([
        requestsOf(ctx, eq(r.raisedByPersonId, ctx.personId), page),
        db.select({ n: count() }).from(r).where(eq(r.raisedByPersonId, ctx.personId)),
      ]);
      return { data, total: Number(total?.n ?? 0) };
    },

    /** Cancels a request while it waits or is verified and nothing has been issued against it yet. */
    async cancel(ctx: PersonContext, id: string) {
      await db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(r)
          .where(and(eq(r.id, id), eq(r.raisedByPersonId, ctx.personId)))
          .for('update');
        if (!request) throw notFound('Request');
        if (request.status === REQUEST_STATUS.cancelled) throw conflict('This request was already cancelled');
        if (
          (request.status !== REQUEST_STATUS.pending && request.status !== REQUEST_STATUS.verified) ||
          request.unitsReceived > 0
        ) {
          throw conflict(
            'Blood has been issued or the hospital declined: this request can no longer be cancelled',
          );
        }
        const now = new Date();
        await tx
          .update(r)
          .set({ status: REQUEST_STATUS.cancelled, cancelledAt: now, updatedAt: now })
          .where(eq(r.id, id));
        await recordChange(tx as unknown as Db, ctx, {
          action: 'request.cancelled',
          subjectType: 'blood_request',
          subjectId: id,
          institutionId: request.verifierInstitutionId,
        });
      });
      return { request: await ownRequest(ctx, id), message: 'Request cancelled' };
    },

    async asks(ctx: PersonContext, page: Page) {
      const d = requestDeputations;
      const [rows, [total]] = await Promise.all([
        asksOf(ctx)
          .orderBy(desc(d.donationDate), desc(d.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(d).where(eq(d.personId, ctx.personId)),
      ]);
      return { data: rows.map(toAsk), total: Number(total?.n ?? 0) };
    },

    /** The donor's answer, once: accepted or declined. */
    async answer(ctx: PersonContext, body: { id: string; answer: 'accepted' | 'declined' }) {
      const d = requestDeputations;
      const [changed] = await db
        .update(d)
        .set({ answer: body.answer, answeredAt: new Date() })
        .where(and(eq(d.id, body.id), eq(d.personId, ctx.personId), sql`${d.answer} is null`))
        .returning({ id: d.id });
      const [row] = await asksOf(ctx).where(and(eq(d.id, body.id), eq(d.personId, ctx.personId)));
      if (!row) throw notFound('Ask');
      if (!changed) throw conflict('You have already answered this request');
      return { ask: toAsk(row), message: 'Thank you for answering' };
    },
  };
}

export type MobileRequestsService = ReturnType<typeof createMobileRequestsService>;
