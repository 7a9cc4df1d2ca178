import {
  ageInYears,
  type BloodRequestRow,
  BULK_SUBTYPE,
  type changeRequestStatusSchema,
  chosenBloodGroup,
  type editRequestSchema,
  formatDate,
  isBeforeToday,
  MESSAGES,
  type newRequestSchema,
  type patientRequestSchema,
  REQUEST_STATUS,
  type requestListQuerySchema,
  type sendToDonorsSchema,
} from '@raktsetu/contract';
import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  type BloodRequestRecord,
  bloodRequestItems,
  bloodRequests,
  type InstitutionRow,
  institutionDonors,
  institutions,
  openRequestReach,
  patients,
  people,
  requestDeputations,
} from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Notifier } from '../mail/notifier.js';

type PatientRequest = z.output<typeof patientRequestSchema>;
type NewRequest = z.output<typeof newRequestSchema>;
type SendToDonors = z.output<typeof sendToDonorsSchema>;
type EditRequest = z.output<typeof editRequestSchema>;
type ChangeRequestStatus = z.output<typeof changeRequestStatusSchema>;
type RequestListQuery = z.output<typeof requestListQuerySchema>;

const r = bloodRequests;
const raiser = alias(institutions, 'raiser');

/** Who raised a request a patient or relative made in the mobile app, as the lists say it. */
export const RAISED_IN_APP = 'RaktSetu app';

type RequestWithRaiser = BloodRequestRecord & { raisedBy: string; distance: number | null };

/**
 * The request, the name of the institution that raised it and, for a reader, how far its hospital is (when the
 * caller knows it): what every answer about a request needs.
 */
export const selectRequests = (db: Db, distance: SQL = sql`null::float8`) =>
  db
    .select({
      ...getTableColumns(r),
      // A request from the mobile app has no raising institution.
      raisedBy: sql<string>`coalesce(${raiser.name}, ${RAISED_IN_APP})`.as('raised_by'),
      distance: sql<number | null>`${distance}`.as('distance'),
    })
    .from(r)
    .leftJoin(raiser, eq(raiser.id, r.institutionId))
    .$dynamic();

type BulkItemRecord = typeof bloodRequestItems.$inferSelect;

export function toRequestRow(row: RequestWithRaiser, items: BulkItemRecord[] = []): BloodRequestRow {
  return {
    _id: row.id,
    details: { firstName: row.firstName, lastName: row.lastName, mobileNumber: row.mobileNumber },
    patientId: row.patientCode,
    bloodGroup: row.bloodGroup,
    component: row.component,
    units: row.units,
    unitsReceived: row.unitsReceived,
    requiredBy: row.requiredBy,
    hospitalName: row.hospitalName,
    condition: row.condition,
    reasons: row.reasons,
    requestType: row.requestType,
    subType: row.subType,
    status: row.status,
    addedAt: new Date(row.addedAt).toISOString(),
    age: row.dateOfBirth ? ageInYears(row.dateOfBirth) : null,
    doctorName: row.doctorName,
    comments: row.comments,
    attachments: row.attachments,
    raisedBy: row.raisedBy,
    distanceKm: row.distance === null ? null : Math.round(Number(row.distance) / 100) / 10,
    bulkRequest:
      row.subType === BULK_SUBTYPE
        ? items.map((item) => ({
            _id: item.id,
            bloodGroup: item.bloodGroup,
            component: item.component,
            units: item.units,
            recieved: item.unitsReceived,
          }))
        : null,
  };
}

/** The answers of requests, a Bulk request's with its items (one query for the page's items). */
export async function requestRows(db: Db, rows: RequestWithRaiser[]): Promise<BloodRequestRow[]> {
  const bulk = rows.filter((row) => row.subType === BULK_SUBTYPE).map((row) => row.id);
  const items = bulk.length
    ? await db
        .select()
        .from(bloodRequestItems)
        .where(inArray(bloodRequestItems.requestId, bulk))
        .orderBy(asc(bloodRequestItems.position))
    : [];
  return rows.map((row) =>
    toRequestRow(
      row,
      items.filter((item) => item.requestId === row.id),
    ),
  );
}

/** Where the blood goes, as a request keeps it: the hospital's name and place, its position for the reach. */
export function hospitalOf(institution: InstitutionRow) {
  return {
    hospitalName: institution.name,
    hospitalAddress: institution.addressDescription,
    hospitalLatitude: institution.latitude,
    hospitalLongitude: institution.longitude,
  };
}

/** Splits "Ravi Kumar Sharma" into the first word and the rest, as the request's details keep names. */
export function splitName(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * A request the institution raised or that names it (as verifier or as the blood centre asked), locked for the
 * change; anyone else's answers 404, exactly like a missing one.
 */
async function lockRequest(tx: Db, ctx: InstitutionContext, id: string) {
  const [request] = await tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.id, id),
        or(
          eq(r.institutionId, ctx.institutionId),
          eq(r.verifierInstitutionId, ctx.institutionId),
          eq(r.targetInstitutionId, ctx.institutionId),
        ),
      ),
    )
    .for('update');
  if (!request) throw notFound('Request');
  return request;
}

/** Blood requests as far as the inventory issues against them (docs/decisions/0044); the request issue adds the rest. */
export function createRequestsService(deps: { db: Db; notifier: Notifier }) {
  const { db } = deps;

  /** The hospital's verification list: requests that name it, waiting (Pending) or verified by it. */
  function verificationPage(ctx: InstitutionContext, query: RequestListQuery, filters: SQL | undefined) {
    const where = and(
      eq(r.verifierInstitutionId, ctx.institutionId),
      // A verified request stays in the Verified tab when blood centres have filled it (3).
      query.tab === 'Verified'
        ? inArray(r.status, [REQUEST_STATUS.verified, REQUEST_STATUS.issued])
        : eq(r.status, REQUEST_STATUS.pending),
      query.component ? eq(r.component, query.component) : undefined,
      filters,
    );
    return pageOf<RequestListQuery['sort'], RequestWithRaiser>(
      db,
      {
        rows: selectRequests(db).where(where),
        count: db.select(rowCount()).from(r).where(where).$dynamic(),
        sortable: {
          addedAt: r.addedAt,
          requiredBy: r.requiredBy,
          bloodGroup: r.bloodGroup,
          units: r.units,
          // The hospital's own list has no distance to sort by: nearest means newest here.
          distance: r.addedAt,
        },
        tiebreak: r.id,
      },
      query,
    );
  }

  /**
   * The open requests that reach this institution (docs/decisions/0045), read from the rows the database keeps
   * for it in open_request_reach: one index range, nearest first or by any other column it copies. Only a
   * search by name reads the requests themselves.
   */
  function reachedPage(
    ctx: InstitutionContext,
    query: RequestListQuery,
    group: string | undefined,
    searched: SQL | undefined,
  ) {
    const reach = openRequestReach;
    const mine = and(
      eq(reach.institutionId, ctx.institutionId),
      group ? eq(reach.bloodGroup, group) : undefined,
      // A stock cell's list of requests for its component: a Bulk request is filled from its own Accept, item
      // by item, not from there.
      query.component ? and(eq(reach.component, query.component), eq(reach.bulk, false)) : undefined,
    );
    const joined = and(eq(r.id, reach.requestId), eq(reach.institutionId, ctx.institutionId));
    return pageOf<RequestListQuery['sort'], RequestWithRaiser>(
      db,
      {
        rows: selectRequests(db, sql`${reach.distanceM}`).innerJoin(reach, joined).where(and(mine, searched)),
        count: searched
          ? db
              .select(rowCount())
              .from(reach)
              .innerJoin(r, eq(r.id, reach.requestId))
              .where(and(mine, searched))
              .$dynamic()
          : db.select(rowCount()).from(reach).where(mine).$dynamic(),
        sortable: {
          addedAt: reach.addedAt,
          requiredBy: reach.requiredBy,
          bloodGroup: reach.bloodGroup,
          units: reach.units,
          distance: reach.distanceM,
        },
        tiebreak: reach.requestId,
      },
      query,
    );
  }

  return {
    /**
     * `verified`: verified requests the institution may fill, still short of units (open_request_reach).
     * `verify`: requests that name this hospital, waiting for its verification (Pending) or verified by it.
     */
    async list(ctx: InstitutionContext, query: RequestListQuery) {
      const text = query.search?.trim().toLowerCase();
      const searched = text
        ? or(
            sql`lower(${r.firstName}) like ${prefixPattern(text)}`,
            sql`lower(${r.lastName}) like ${prefixPattern(text)}`,
            sql`lower(${r.patientCode}) like ${prefixPattern(text)}`,
            sql`lower(${r.hospitalName}) like ${prefixPattern(text)}`,
          )
        : undefined;
      const group = chosenBloodGroup(query.bloodGroup);
      const page =
        query.requestType === 'verify'
          ? await verificationPage(ctx, query, and(group ? eq(r.bloodGroup, group) : undefined, searched))
          : await reachedPage(ctx, query, group, searched);
      return { data: await requestRows(db, page.rows), total: page.total };
    },

    /**
     * The Request Blood popup. A request for a hospital (or a hospital with a blood bank) other than the caller
     * waits for that hospital to verify it; one for the caller itself, or for a blood bank, is verified at once
     * — the caller vouches for its own need (docs/decisions/0045).
     */
    async add(
      ctx: InstitutionContext,
      body: NewRequest,
      /** More to do in the same transaction, once the request has its id. */
      alsoInTransaction?: (tx: Db, request: { id: string; requesterName: string }) => Promise<void>,
    ) {
      if (isBeforeToday(body.requiredBy)) throw badRequest('Required by cannot be a day in the past');
      const forId = body.institutionId ?? ctx.institutionId;
      const [forInstitution] = await db
        .select()
        .from(institutions)
        .where(
          and(
            eq(institutions.id, forId),
            eq(institutions.status, 'Confirmed'),
            eq(institutions.accessState, 'Active'),
          ),
        );
      if (!forInstitution) throw notFound('Institution');
      const [me] = await db
        .select({ name: institutions.name })
        .from(institutions)
        .where(eq(institutions.id, ctx.institutionId));
      const needsVerification =
        forInstitution.id !== ctx.institutionId &&
        (forInstitution.type === 'Hospital' || forInstitution.type === 'Both');
      const now = new Date();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(r)
          .values({
            institutionId: ctx.institutionId,
            verifierInstitutionId:
              forInstitution.type === 'Hospital' || forInstitution.type === 'Both' ? forInstitution.id : null,
            requestType: ctx.institutionType === 'Hospital' ? 'Hospital' : 'BloodBank',
            status: needsVerification ? REQUEST_STATUS.pending : REQUEST_STATUS.verified,
            verifiedAt: needsVerification ? null : now,
            verifiedBy: needsVerification ? null : ctx.userId,
            bloodGroup: body.bloodGroup,
            component: body.component,
            units: body.units,
            requiredBy: body.requiredBy,
            comments: body.comments,
            firstName: me?.name ?? forInstitution.name,
            ...hospitalOf(forInstitution),
            addedBy: ctx.userId,
          })
          .returning({ id: r.id });
        if (!row) throw new Error('request was not stored');
        await recordChange(tx as unknown as Db, ctx, {
          action: 'request.raised',
          subjectType: 'blood_request',
          subjectId: row.id,
          details: {
            for: forInstitution.id,
            units: body.units,
            bloodGroup: body.bloodGroup,
            component: body.component,
          },
        });
        await alsoInTransaction?.(tx as unknown as Db, { id: row.id, requesterName: me?.name ?? '' });
        return row.id;
      });
      return { request: await this.one(id), message: MESSAGES.bloodRequested };
    },

    /**
     * Request Blood from /people with donors chosen there: the request as `add` raises it, and each donor —
     * on this institution's list and not blocked here — asked for it and told by SMS, all in one transaction.
     */
    async sendToDonors(ctx: InstitutionContext, body: SendToDonors) {
      const donorIds = [...new Set(body.donorIds)];
      return this.add(ctx, body, async (tx, request) => {
        const donors = await tx
          .select({
            personId: institutionDonors.personId,
            status: institutionDonors.status,
            mobileNumber: people.mobileNumber,
            firstName: people.firstName,
          })
          .from(institutionDonors)
          .innerJoin(people, eq(people.id, institutionDonors.personId))
          .where(
            and(
              eq(institutionDonors.institutionId, ctx.institutionId),
              inArray(institutionDonors.personId, donorIds),
            ),
          );
        // Someone not on this institution's list is not there for it, as any other institution's record.
        if (donors.length !== donorIds.length) throw notFound('Donor');
        if (donors.some((donor) => donor.status !== 'Active'))
          throw badRequest('A blocked donor cannot be asked to give');
        await tx.insert(requestDeputations).values(
          donorIds.map((personId) => ({
            requestId: request.id,
            institutionId: ctx.institutionId,
            personId,
            donationDate: body.requiredBy,
            addedBy: ctx.userId,
          })),
        );
        for (const donor of donors) {
          if (!donor.mobileNumber) continue;
          await deps.notifier.sms(
            {
              to: donor.mobileNumber,
              purpose: 'donor-asked',
              text: `RaktSetu: ${donor.firstName ?? 'Donor'}, ${request.requesterName} needs ${body.bloodGroup} blood by ${formatDate(body.requiredBy)}. Please answer in the RaktSetu app.`,
            },
            tx,
          );
        }
      });
    },

    async one(id: string) {
      const [row] = await selectRequests(db).where(eq(r.id, id));
      if (!row) throw notFound('Request');
      const [request] = await requestRows(db, [row]);
      return request as BloodRequestRow;
    },

    /** Units, group and component of a request still waiting for verification: its hospital or its raiser may. */
    async edit(ctx: InstitutionContext, body: EditRequest) {
      await db.transaction(async (tx) => {
        const request = await lockRequest(tx as unknown as Db, ctx, body.id);
        if (request.status !== REQUEST_STATUS.pending)
          throw conflict('Only a request waiting for verification can be edited');
        await tx
          .update(r)
          .set({
            units: body.units,
            bloodGroup: body.bloodGroup,
            component: body.component,
            updatedAt: new Date(),
          })
          .where(eq(r.id, body.id));
        await recordChange(tx as unknown as Db, ctx, {
          action: 'request.edited',
          subjectType: 'blood_request',
          subjectId: body.id,
          details: {
            from: { units: request.units, bloodGroup: request.bloodGroup, component: request.component },
            to: { units: body.units, bloodGroup: body.bloodGroup, component: body.component },
          },
        });
      });
      return { request: await this.one(body.id), message: MESSAGES.edited };
    },

    /** Verify (2) or decline (4): only the hospital the request names, and only once. */
    async changeStatus(ctx: InstitutionContext, body: ChangeRequestStatus) {
      await db.transaction(async (tx) => {
        const request = await lockRequest(tx as unknown as Db, ctx, body.id);
        if (request.verifierInstitutionId !== ctx.institutionId) {
          throw forbidden('Only the hospital named in the request can verify or decline it');
        }
        if (request.status !== REQUEST_STATUS.pending) {
          throw conflict(
            request.status === REQUEST_STATUS.declined
              ? 'This request was already declined'
              : 'This request was already verified',
          );
        }
        const now = new Date();
        const verified = body.status === REQUEST_STATUS.verified;
        await tx
          .update(r)
          .set(
            verified
              ? { status: REQUEST_STATUS.verified, verifiedAt: now, verifiedBy: ctx.userId, updatedAt: now }
              : {
                  status: REQUEST_STATUS.declined,
                  declinedAt: now,
                  declineReason: body.reason || null,
                  updatedAt: now,
                },
          )
          .where(eq(r.id, body.id));
        await recordChange(tx as unknown as Db, ctx, {
          action: verified ? 'request.verified' : 'request.declined',
          subjectType: 'blood_request',
          subjectId: body.id,
          details: body.reason ? { reason: body.reason } : {},
        });
      });
      return {
        request: await this.one(body.id),
        message: body.status === REQUEST_STATUS.verified ? MESSAGES.verified : MESSAGES.declined,
      };
    },

    /**
     * A patient at the blood centre's counter who is not on RaktSetu: the centre raises the request and, having
     * the patient and the prescription in front of it, verifies it at once.
     */
    async addPatientRequest(ctx: InstitutionContext, body: PatientRequest) {
      const { id } = await db.transaction(async (tx) => {
        const [patient] = body.patientId
          ? await tx
              .select({ id: patients.id })
              .from(patients)
              .where(
                and(
                  eq(patients.institutionId, ctx.institutionId),
                  sql`lower(${patients.patientCode}) = ${body.patientId.toLowerCase()}`,
                ),
              )
          : [];
        const [longitude, latitude] = body.hospitalLocation.coordinates ?? [null, null];
        const [row] = await tx
          .insert(r)
          .values({
            institutionId: ctx.institutionId,
            targetInstitutionId: ctx.institutionId,
            patientId: patient?.id ?? null,
            requestType: 'BloodBank',
            status: REQUEST_STATUS.verified,
            verifiedAt: new Date(),
            bloodGroup: body.bloodGroup,
            component: body.component,
            units: body.units,
            requiredBy: body.requiredBy ?? null,
            comments: body.comments,
            condition: body.condition,
            reasons: body.reasons,
            doctorName: body.doctorName,
            ...splitName(body.patientName),
            patientCode: body.patientId,
            mobileNumber: body.mobileNumber,
            gender: body.gender ?? null,
            dateOfBirth: body.dateOfBirth ?? null,
            relation: body.relation,
            hospitalName: body.hospitalName,
            hospitalAddress: body.hospitalLocation.description,
            hospitalLatitude: latitude,
            hospitalLongitude: longitude,
            attachments: body.attachments,
            addedBy: ctx.userId,
          })
          .returning();
        if (!row) throw new Error('request was not stored');
        await recordChange(tx as unknown as Db, ctx, {
          action: 'request.raised-for-patient',
          subjectType: 'blood_request',
          subjectId: row.id,
          details: { bloodGroup: row.bloodGroup, component: row.component, units: row.units },
        });
        return { id: row.id };
      });
      return { request: await this.one(id), message: MESSAGES.bloodRequested };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
