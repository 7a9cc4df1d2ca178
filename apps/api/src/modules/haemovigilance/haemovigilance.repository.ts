import type {
  BloodGroup,
  Component,
  donorReactionListQuerySchema,
  issuedUnitsQuerySchema,
  reactionDonationsQuerySchema,
  transfusionReactionListQuerySchema,
} from '@raktsetu/contract';
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  bloodRequests,
  camps,
  donations,
  donorReactions,
  institutions,
  inventoryUnits,
  people,
  transfusionReactions,
  transfusionReactionUnits,
  users,
} from '../../db/schema/index.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { likePattern, prefixPattern } from '../../lib/search.js';

export type TransfusionListQuery = z.output<typeof transfusionReactionListQuerySchema>;
export type DonorListQuery = z.output<typeof donorReactionListQuerySchema>;
export type IssuedUnitsQuery = z.output<typeof issuedUnitsQuerySchema>;
export type DonationsQuery = z.output<typeof reactionDonationsQuerySchema>;

const tr = transfusionReactions;
const tru = transfusionReactionUnits;
const dr = donorReactions;
const u = inventoryUnits;
const r = bloodRequests;
const recorder = alias(institutions, 'recorder');
const issuer = alias(institutions, 'issuer');

/** 00:00 in India of a calendar day, as an instant: a period's days are India's days. */
export const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Onset within the days `from`–`to` (both included), as a range an (…, onset_at) index answers. */
export function onsetWithin(column: SQL, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, indiaMidnight(from)) : undefined,
    to ? lt(column, indiaMidnight(nextDay(to))) : undefined,
  );
}

const userName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** What a reaction says of itself, and who recorded it: both reaction tables have these columns. */
const reactionFields = (table: typeof tr | typeof dr) => ({
  id: table.id,
  onsetAt: table.onsetAt,
  recordedAt: table.recordedAt,
  type: table.type,
  otherType: table.otherType,
  severity: table.severity,
  outcome: table.outcome,
  actions: table.actions,
  recorderName: sql<string>`${recorder.name}`.as('recorder_name'),
  recorderUser: userName.as('recorder_user'),
});

/** A listed reaction's own part, as the contract's rows give it. */
const reactionOf = <R extends TransfusionRow | DonorRow>(row: R) => ({
  _id: row.id,
  onsetAt: iso(row.onsetAt),
  recordedAt: iso(row.recordedAt),
  type: row.type as R['type'],
  otherType: row.otherType,
  severity: row.severity as R['severity'],
  outcome: row.outcome as R['outcome'],
  actions: row.actions,
  recordedBy: { institution: row.recorderName, user: row.recorderUser },
});

export function createHaemovigilanceRepository(db: Db) {
  /** The units a page of reactions names; a blood centre looking at its issued units sees only those. */
  async function unitsOf(reactionIds: string[], issuedBy?: string) {
    if (reactionIds.length === 0) return new Map<string, ReactionUnit[]>();
    const rows = await db
      .select({
        reactionId: tru.reactionId,
        _id: u.id,
        bagId: u.bagId,
        unitNumber: u.unitNumber,
        bloodGroup: sql<BloodGroup>`${u.bloodGroup}`,
        component: sql<Component>`${u.component}`,
        issuedBy: issuer.name,
      })
      .from(tru)
      .innerJoin(u, eq(u.id, tru.unitId))
      .innerJoin(issuer, eq(issuer.id, tru.issuerInstitutionId))
      .where(
        and(
          inArray(tru.reactionId, reactionIds),
          issuedBy ? eq(tru.issuerInstitutionId, issuedBy) : undefined,
        ),
      )
      .orderBy(u.bagId);
    const byReaction = new Map<string, ReactionUnit[]>();
    for (const { reactionId, ...unit } of rows) {
      byReaction.set(reactionId, [...(byReaction.get(reactionId) ?? []), unit]);
    }
    return byReaction;
  }

  return {
    async transfusionReactions(institutionId: string, query: TransfusionListQuery) {
      const text = query.search?.trim().toLowerCase();
      const where = and(
        query.scope === 'issued'
          ? inArray(
              tr.id,
              db
                .select({ id: tru.reactionId })
                .from(tru)
                .where(
                  and(
                    eq(tru.issuerInstitutionId, institutionId),
                    onsetWithin(sql`${tru.onsetAt}`, query.from, query.to),
                  ),
                ),
            )
          : eq(tr.institutionId, institutionId),
        onsetWithin(sql`${tr.onsetAt}`, query.from, query.to),
        query.type ? eq(tr.type, query.type) : undefined,
        query.severity ? eq(tr.severity, query.severity) : undefined,
        text
          ? or(
              sql`lower(${tr.patientName}) like ${likePattern(text)}`,
              sql`lower(${tr.patientCode}) like ${prefixPattern(text)}`,
              sql`exists (select 1 from ${tru} join ${u} on ${u.id} = ${tru.unitId}
                  where ${tru.reactionId} = ${tr.id} and lower(${u.bagId}) like ${prefixPattern(text)})`,
            )
          : undefined,
      );
      const fields = {
        ...reactionFields(tr),
        patientName: tr.patientName,
        patientCode: tr.patientCode,
      };
      const { rows, total } = await pageOf<(typeof query)['sort'], TransfusionRow>(
        db,
        {
          rows: db
            .select(fields)
            .from(tr)
            .innerJoin(recorder, eq(recorder.id, tr.institutionId))
            .leftJoin(users, eq(users.id, tr.recordedBy))
            .where(where)
            .$dynamic(),
          count: db.select(rowCount()).from(tr).where(where).$dynamic(),
          sortable: { onsetAt: tr.onsetAt, type: tr.type, severity: tr.severity },
          tiebreak: tr.id,
        },
        query,
      );
      const units = await unitsOf(
        rows.map((row) => row.id),
        query.scope === 'issued' ? institutionId : undefined,
      );
      return {
        data: rows.map((row) => ({
          ...reactionOf(row),
          patient: { name: row.patientName, code: row.patientCode },
          units: units.get(row.id) ?? [],
        })),
        total,
      };
    },

    async donorReactions(institutionId: string, query: DonorListQuery) {
      const text = query.search?.trim().toLowerCase();
      const where = and(
        eq(dr.institutionId, institutionId),
        onsetWithin(sql`${dr.onsetAt}`, query.from, query.to),
        query.type ? eq(dr.type, query.type) : undefined,
        query.severity ? eq(dr.severity, query.severity) : undefined,
        text
          ? or(
              sql`lower(${people.firstName} || ' ' || ${people.lastName}) like ${likePattern(text)}`,
              sql`lower(${people.donorCode}) like ${prefixPattern(text)}`,
              sql`lower(${donations.bagId}) like ${prefixPattern(text)}`,
            )
          : undefined,
      );
      const fields = {
        ...reactionFields(dr),
        donationId: sql<string>`${donations.id}`.as('donation_id_'),
        donatedOn: donations.donatedOn,
        bagId: donations.bagId,
        donorName: sql<string>`trim(${people.firstName} || ' ' || ${people.lastName})`.as('donor_name'),
        donorCode: people.donorCode,
      };
      const joined = <T extends ReturnType<typeof db.select>>(select: T) =>
        select
          .from(dr)
          .innerJoin(donations, eq(donations.id, dr.donationId))
          .innerJoin(people, eq(people.id, dr.personId))
          .innerJoin(recorder, eq(recorder.id, dr.institutionId))
          .leftJoin(users, eq(users.id, dr.recordedBy))
          .where(where)
          .$dynamic();
      const { rows, total } = await pageOf<(typeof query)['sort'], DonorRow>(
        db,
        {
          rows: joined(db.select(fields) as never),
          count: joined(db.select(rowCount()) as never),
          sortable: { onsetAt: dr.onsetAt, type: dr.type, severity: dr.severity },
          tiebreak: dr.id,
        },
        query,
      );
      return {
        data: rows.map((row) => ({
          ...reactionOf(row),
          donation: {
            _id: row.donationId,
            donatedOn: row.donatedOn,
            bagId: row.bagId,
            donorName: row.donorName,
            donorCode: row.donorCode,
          },
        })),
        total,
      };
    },

    /** Units issued against the institution's requests, the newest issue first. */
    async issuedUnits(institutionId: string, query: IssuedUnitsQuery) {
      const text = query.search?.trim().toLowerCase();
      const where = and(
        eq(r.institutionId, institutionId),
        eq(u.state, 'issued'),
        query.patientId ? eq(r.patientId, query.patientId) : undefined,
        text
          ? or(
              sql`lower(${u.bagId}) like ${prefixPattern(text)}`,
              sql`lower(${u.unitNumber}) like ${prefixPattern(text)}`,
              sql`lower(${r.patientCode}) like ${prefixPattern(text)}`,
              sql`lower(${r.firstName} || ' ' || ${r.lastName}) like ${likePattern(text)}`,
            )
          : undefined,
      );
      const fields = {
        id: u.id,
        bagId: u.bagId,
        unitNumber: u.unitNumber,
        bloodGroup: u.bloodGroup,
        component: u.component,
        issuedAt: u.issuedAt,
        issuedBy: sql<string>`${issuer.name}`.as('issuer_name'),
        requestId: sql<string>`${r.id}`.as('request_id_'),
        patientId: sql<string | null>`${r.patientId}`.as('patient_id_'),
        firstName: r.firstName,
        lastName: r.lastName,
        patientCode: r.patientCode,
      };
      const joined = <T extends ReturnType<typeof db.select>>(select: T) =>
        select
          .from(u)
          .innerJoin(r, eq(r.id, u.issuedRequestId))
          .innerJoin(issuer, eq(issuer.id, u.institutionId))
          .where(where)
          .$dynamic();
      const { rows, total } = await pageOf<'issuedAt', IssuedRow>(
        db,
        {
          rows: joined(db.select(fields) as never),
          count: joined(db.select(rowCount()) as never),
          sortable: { issuedAt: u.issuedAt },
          tiebreak: u.id,
        },
        query,
      );
      return {
        data: rows.map((row) => ({
          _id: row.id,
          bagId: row.bagId,
          unitNumber: row.unitNumber,
          bloodGroup: row.bloodGroup as BloodGroup,
          component: row.component as Component,
          issuedBy: row.issuedBy,
          issuedAt: iso(row.issuedAt as Date),
          patientKey: row.patientId ?? row.requestId,
          patient: { name: `${row.firstName} ${row.lastName}`.trim(), code: row.patientCode },
        })),
        total,
      };
    },

    /** The centre's donations in which a donor was bled, the newest first. */
    async donations(institutionId: string, query: DonationsQuery) {
      const text = query.search?.trim().toLowerCase();
      const where = and(
        eq(donations.institutionId, institutionId),
        sql`${donations.outcome} <> 'deferred'`,
        text
          ? or(
              sql`lower(${people.firstName} || ' ' || ${people.lastName}) like ${likePattern(text)}`,
              sql`lower(${people.donorCode}) like ${prefixPattern(text)}`,
              sql`lower(${donations.bagId}) like ${prefixPattern(text)}`,
            )
          : undefined,
      );
      const fields = {
        id: donations.id,
        startedAt: donations.startedAt,
        donatedOn: donations.donatedOn,
        bagId: donations.bagId,
        component: donations.component,
        donorName: sql<string>`trim(${people.firstName} || ' ' || ${people.lastName})`.as('donor_name'),
        donorCode: people.donorCode,
        campName: sql<string | null>`${camps.campName}`.as('camp_name'),
      };
      const joined = <T extends ReturnType<typeof db.select>>(select: T) =>
        select
          .from(donations)
          .innerJoin(people, eq(people.id, donations.personId))
          .leftJoin(camps, eq(camps.id, donations.campId))
          .where(where)
          .$dynamic();
      const { rows, total } = await pageOf<'startedAt', DonationRow>(
        db,
        {
          rows: joined(db.select(fields) as never),
          count: joined(db.select(rowCount()) as never),
          sortable: { startedAt: donations.startedAt },
          tiebreak: donations.id,
        },
        query,
      );
      return {
        data: rows.map((row) => ({
          _id: row.id,
          startedAt: iso(row.startedAt),
          donatedOn: row.donatedOn,
          bagId: row.bagId,
          donorName: row.donorName,
          donorCode: row.donorCode,
          component: row.component,
          place: row.campName ? `Camp ${row.campName}` : 'Walk-in donation',
        })),
        total,
      };
    },

    /** Reactions per type and severity, counted by the database; only the cells that are not zero. */
    async counts(table: 'recorded' | 'issued' | 'donor', institutionId: string, from: string, to: string) {
      if (table === 'donor') {
        return db
          .select({ type: dr.type, severity: dr.severity, count: sql<number>`count(*)::int` })
          .from(dr)
          .where(and(eq(dr.institutionId, institutionId), onsetWithin(sql`${dr.onsetAt}`, from, to)))
          .groupBy(dr.type, dr.severity);
      }
      if (table === 'recorded') {
        return db
          .select({ type: tr.type, severity: tr.severity, count: sql<number>`count(*)::int` })
          .from(tr)
          .where(and(eq(tr.institutionId, institutionId), onsetWithin(sql`${tr.onsetAt}`, from, to)))
          .groupBy(tr.type, tr.severity);
      }
      // A reaction naming two of the centre's units is one reaction.
      return db
        .select({ type: tr.type, severity: tr.severity, count: sql<number>`count(distinct ${tr.id})::int` })
        .from(tru)
        .innerJoin(tr, eq(tr.id, tru.reactionId))
        .where(and(eq(tru.issuerInstitutionId, institutionId), onsetWithin(sql`${tru.onsetAt}`, from, to)))
        .groupBy(tr.type, tr.severity);
    },
  };
}

export type HaemovigilanceRepository = ReturnType<typeof createHaemovigilanceRepository>;

export interface ReactionUnit {
  _id: string;
  bagId: string;
  unitNumber: string | null;
  bloodGroup: BloodGroup;
  component: Component;
  issuedBy: string;
}

export interface TransfusionRow {
  id: string;
  onsetAt: Date;
  recordedAt: Date;
  type: (typeof tr.$inferSelect)['type'];
  otherType: string;
  severity: (typeof tr.$inferSelect)['severity'];
  outcome: (typeof tr.$inferSelect)['outcome'];
  actions: string;
  patientName: string;
  patientCode: string;
  recorderName: string;
  recorderUser: string | null;
}

export interface DonorRow {
  id: string;
  onsetAt: Date;
  recordedAt: Date;
  type: (typeof dr.$inferSelect)['type'];
  otherType: string;
  severity: (typeof dr.$inferSelect)['severity'];
  outcome: (typeof dr.$inferSelect)['outcome'];
  actions: string;
  donationId: string;
  donatedOn: string;
  bagId: string | null;
  donorName: string;
  donorCode: string | null;
  recorderName: string;
  recorderUser: string | null;
}

export interface IssuedRow {
  id: string;
  bagId: string;
  unitNumber: string | null;
  bloodGroup: string;
  component: string;
  issuedAt: Date | null;
  issuedBy: string;
  requestId: string;
  patientId: string | null;
  firstName: string;
  lastName: string;
  patientCode: string;
}

export interface DonationRow {
  id: string;
  startedAt: Date;
  donatedOn: string;
  bagId: string | null;
  component: string;
  donorName: string;
  donorCode: string | null;
  campName: string | null;
}
