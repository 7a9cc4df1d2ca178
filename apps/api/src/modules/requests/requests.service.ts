import {
  type BloodRequestRow,
  chosenBloodGroup,
  MESSAGES,
  type patientRequestSchema,
  REQUEST_STATUS,
  type requestListQuerySchema,
} from '@raktsetu/contract';
import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type BloodRequestRecord, bloodRequests, patients } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

type PatientRequest = z.output<typeof patientRequestSchema>;
type RequestListQuery = z.output<typeof requestListQuerySchema>;

const r = bloodRequests;
const REQUEST_SORT = {
  addedAt: r.addedAt,
  requiredBy: r.requiredBy,
  bloodGroup: r.bloodGroup,
  units: r.units,
};

export function toRequestRow(row: BloodRequestRecord): BloodRequestRow {
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
    status: row.status,
    addedAt: row.addedAt.toISOString(),
  };
}

/** Splits "Ravi Kumar Sharma" into the first word and the rest, as the request's details keep names. */
function splitName(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** Blood requests as far as the inventory issues against them (docs/decisions/0044); the request issue adds the rest. */
export function createRequestsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Verified requests the institution raised or is asked to fill, still short of units. */
    async list(ctx: InstitutionContext, query: RequestListQuery) {
      const text = query.search?.trim().toLowerCase();
      const group = chosenBloodGroup(query.bloodGroup);
      const where: SQL | undefined = and(
        or(eq(r.institutionId, ctx.institutionId), eq(r.targetInstitutionId, ctx.institutionId)),
        eq(r.status, REQUEST_STATUS.verified),
        lt(r.unitsReceived, r.units),
        group ? eq(r.bloodGroup, group) : undefined,
        query.component ? eq(r.component, query.component) : undefined,
        text
          ? or(
              sql`lower(${r.firstName}) like ${prefixPattern(text)}`,
              sql`lower(${r.lastName}) like ${prefixPattern(text)}`,
              sql`lower(${r.patientCode}) like ${prefixPattern(text)}`,
              sql`lower(${r.hospitalName}) like ${prefixPattern(text)}`,
            )
          : undefined,
      );
      const page = await pageOf<keyof typeof REQUEST_SORT, BloodRequestRecord>(
        db,
        {
          rows: db.select().from(r).where(where).$dynamic(),
          count: db.select(rowCount()).from(r).where(where).$dynamic(),
          sortable: REQUEST_SORT,
          tiebreak: r.id,
        },
        query,
      );
      return { data: page.rows.map(toRequestRow), total: page.total };
    },

    /**
     * A patient at the blood centre's counter who is not on RaktSetu: the centre raises the request and, having
     * the patient and the prescription in front of it, verifies it at once.
     */
    async addPatientRequest(ctx: InstitutionContext, body: PatientRequest) {
      return db.transaction(async (tx) => {
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
        return { request: toRequestRow(row), message: MESSAGES.bloodRequested };
      });
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
