import {
  chosenBloodGroup,
  MESSAGES,
  type newPatientSchema,
  PATIENT_MESSAGES,
  type PatientRow,
  type patientListQuerySchema,
  type recipientListQuerySchema,
} from '@raktsetu/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type PatientRecord, patientHistory, patients, transfusions } from '../../db/schema/index.js';
import { tenantScope } from '../../db/tenant.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { aadhaarDigest } from '../../lib/identity.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { conflict } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

type NewPatient = z.output<typeof newPatientSchema>;
type PatientListQuery = z.output<typeof patientListQuerySchema>;
type RecipientListQuery = z.output<typeof recipientListQuerySchema>;

const PATIENT_SORT = {
  name: sql`lower(${patients.firstName})`,
  patientId: sql`lower(${patients.patientCode})`,
  bloodGroup: patients.bloodGroup,
  addedAt: patients.addedAt,
};

const RECIPIENT_SORT = {
  date: transfusions.issuedAt,
  name: sql`lower(${patients.firstName})`,
  bloodGroup: transfusions.bloodGroup,
  component: transfusions.component,
  expiryDate: transfusions.expiryDate,
};

function patientSearch(term: string | undefined) {
  const text = term?.trim().toLowerCase();
  if (!text) return undefined;
  const prefix = prefixPattern(text);
  return or(
    sql`lower(${patients.firstName}) like ${prefix}`,
    sql`lower(${patients.lastName}) like ${prefix}`,
    sql`lower(${patients.patientCode}) like ${prefix}`,
    sql`${patients.mobileNumber} like ${prefix}`,
    sql`lower(${patients.email}) like ${prefix}`,
  );
}

/** The institution's patients (docs/spec/part-1-institution-side.md §2, §5): every row through its tenant scope. */
export function createPatientsService(deps: { db: Db; pepper: Uint8Array }) {
  const { db } = deps;

  async function historyOf(patientIds: string[]) {
    if (patientIds.length === 0) return new Map<string, (typeof patientHistory.$inferSelect)[]>();
    const rows = await db
      .select()
      .from(patientHistory)
      .where(inArray(patientHistory.patientId, patientIds))
      .orderBy(asc(patientHistory.date));
    const byPatient = new Map<string, (typeof patientHistory.$inferSelect)[]>();
    for (const row of rows) byPatient.set(row.patientId, [...(byPatient.get(row.patientId) ?? []), row]);
    return byPatient;
  }

  function toRow(patient: PatientRecord, history: (typeof patientHistory.$inferSelect)[]): PatientRow {
    return {
      _id: patient.id,
      patientId: patient.patientCode,
      firstName: patient.firstName,
      lastName: patient.lastName,
      gender: patient.gender,
      bloodGroup: patient.bloodGroup,
      email: patient.email,
      countryCode: patient.countryCode,
      mobileNumber: patient.mobileNumber,
      age: patient.age,
      addedAt: patient.addedAt.toISOString(),
      history: history.map((row) => ({
        date: row.date,
        case: row.case,
        diagnosis: row.diagnosis,
        condition: row.condition,
        treatment: row.treatment,
      })),
    };
  }

  return {
    async add(ctx: InstitutionContext, input: NewPatient): Promise<{ patient: PatientRow; message: string }> {
      const aadhaar = input.aadharNumber ? aadhaarDigest(deps.pepper, input.aadharNumber) : null;
      try {
        return await db.transaction(async (tx) => {
          const scope = tenantScope(tx, ctx);
          const patient = await scope.insert(patients, {
            patientCode: input.patientId,
            firstName: input.firstName,
            lastName: input.lastName,
            gender: input.gender,
            email: input.email,
            mobileNumber: input.mobileNumber ?? null,
            dateOfBirth: input.dateOfBirth ?? null,
            age: input.age ?? null,
            aadhaarHash: aadhaar?.hash ?? null,
            aadhaarLast4: aadhaar?.last4 ?? null,
            heightCm: input.height ?? null,
            weightKg: input.weight ?? null,
            addressDescription: input.address?.description ?? '',
            landmark: input.address?.landmark ?? null,
            city: input.address?.city ?? null,
            state: input.address?.state ?? null,
            zipcode: input.address?.zipcode ?? null,
            longitude: input.address?.coordinates?.[0] ?? null,
            latitude: input.address?.coordinates?.[1] ?? null,
            refferedBy: input.refferedBy ?? null,
            notes: input.notes ?? null,
            bloodGroup: input.bloodGroup ?? null,
            checklist: input.checklist ?? [],
            addedBy: ctx.userId,
          });
          const history = [];
          for (const row of input.history ?? []) {
            history.push(await scope.insert(patientHistory, { patientId: patient.id, ...row }));
          }
          await recordChange(tx, ctx, {
            action: 'patient.added',
            subjectType: 'patient',
            subjectId: patient.id,
          });
          return { patient: toRow(patient, history), message: MESSAGES.patientAdded };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PATIENT_MESSAGES.patientIdTaken);
        throw error;
      }
    },

    async list(ctx: InstitutionContext, query: PatientListQuery) {
      const where = and(
        eq(patients.institutionId, ctx.institutionId),
        chosenBloodGroup(query.bloodGroup) ? eq(patients.bloodGroup, query.bloodGroup as string) : undefined,
        patientSearch(query.search),
      );
      const { rows, total } = await pageOf<keyof typeof PATIENT_SORT, PatientRecord>(
        db,
        {
          rows: db.select().from(patients).where(where).$dynamic(),
          count: db.select(rowCount()).from(patients).where(where).$dynamic(),
          sortable: PATIENT_SORT,
          tiebreak: patients.id,
        },
        query,
      );
      const history = await historyOf(rows.map((row) => row.id));
      return { data: rows.map((row) => toRow(row, history.get(row.id) ?? [])), total };
    },

    async recipients(ctx: InstitutionContext, query: RecipientListQuery) {
      const where = and(
        eq(transfusions.institutionId, ctx.institutionId),
        chosenBloodGroup(query.bloodGroup)
          ? eq(transfusions.bloodGroup, query.bloodGroup as string)
          : undefined,
        patientSearch(query.search),
      );
      const fields = {
        id: transfusions.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        patientCode: patients.patientCode,
        bloodGroup: transfusions.bloodGroup,
        component: transfusions.component,
        purpose: transfusions.purpose,
        issuedBy: transfusions.issuedBy,
        bagId: transfusions.bagId,
        issuedAt: sql<string>`${transfusions.issuedAt}`.as('issued_at'),
        expiryDate: transfusions.expiryDate,
      };
      const { rows, total } = await pageOf<
        keyof typeof RECIPIENT_SORT,
        {
          id: string;
          firstName: string;
          lastName: string;
          patientCode: string;
          bloodGroup: string;
          component: string;
          purpose: string;
          issuedBy: string;
          bagId: string;
          issuedAt: string;
          expiryDate: string | null;
        }
      >(
        db,
        {
          rows: db
            .select(fields)
            .from(transfusions)
            .innerJoin(patients, eq(patients.id, transfusions.patientId))
            .where(where)
            .$dynamic(),
          count: db
            .select(rowCount())
            .from(transfusions)
            .innerJoin(patients, eq(patients.id, transfusions.patientId))
            .where(where)
            .$dynamic(),
          sortable: RECIPIENT_SORT,
          tiebreak: transfusions.id,
        },
        query,
      );
      return {
        data: rows.map((row) => ({
          _id: row.id,
          name: `${row.firstName} ${row.lastName}`.trim(),
          patientId: row.patientCode,
          bloodGroup: row.bloodGroup,
          component: row.component,
          purpose: row.purpose,
          issuedBy: row.issuedBy,
          bagId: row.bagId,
          date: new Date(row.issuedAt).toISOString(),
          expiryDate: row.expiryDate,
        })),
        total,
      };
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
