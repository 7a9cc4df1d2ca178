import { chosenBloodGroup, type donorListQuerySchema, type nearbyQuerySchema } from '@raktsetu/contract';
import { and, asc, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  donationRecords,
  donorLabResults,
  donorRemarks,
  institutionDonors,
  institutions,
  medicalReports,
  people,
} from '../../db/schema/index.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

export type DonorListQuery = z.output<typeof donorListQuerySchema>;
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

/** Today in India as the database sees it (India has no daylight saving). */
export const indiaToday = sql`(now() + interval '330 minutes')::date`;

/** Blocked here and the block still in force: a temporary block ends by itself after its last day. */
export const blockedNow = sql`(${institutionDonors.status} = 'Blocked' and not (${institutionDonors.blockType} = 'temporarily' and ${institutionDonors.blockUntil} < ${indiaToday}))`;

/** The person's fields every donor view needs; named so a page subquery has no duplicate column. */
const personFields = {
  id: people.id,
  donorCode: people.donorCode,
  firstName: people.firstName,
  lastName: people.lastName,
  bloodGroup: people.bloodGroup,
  gender: people.gender,
  email: people.email,
  countryCode: people.countryCode,
  mobileNumber: people.mobileNumber,
  dateOfBirth: people.dateOfBirth,
  landmark: people.landmark,
  lastDonationDate: people.lastDonationDate,
  lastDonationComponent: people.lastDonationComponent,
  nextEligibleOn: people.nextEligibleOn,
  deferredUntil: people.deferredUntil,
  deferralReason: people.deferralReason,
};

/** What this institution knows of the person, for the same views. */
const linkFields = {
  linkStatus: sql<string | null>`${institutionDonors.status}`.as('link_status'),
  blockType: institutionDonors.blockType,
  blockReason: institutionDonors.blockReason,
  blockUntil: institutionDonors.blockUntil,
  verifiedAt: sql<string | null>`${institutionDonors.verifiedAt}`.as('link_verified_at'),
  addedHere: sql<boolean | null>`${institutionDonors.addedHere}`.as('link_added_here'),
};

export type DonorViewRow = {
  [K in keyof typeof personFields]: (typeof personFields)[K]['_']['data'] | null;
} & {
  linkStatus: string | null;
  blockType: 'permanently' | 'temporarily' | 'recovery' | null;
  blockReason: string | null;
  blockUntil: string | null;
  verifiedAt: string | null;
  addedHere: boolean | null;
};

function searchCondition(term: string | undefined): SQL | undefined {
  const text = term?.trim().toLowerCase();
  if (!text) return undefined;
  const prefix = prefixPattern(text);
  return or(
    sql`lower(${people.firstName}) like ${prefix}`,
    sql`lower(${people.lastName}) like ${prefix}`,
    sql`${people.donorCode} like ${prefixPattern(text.toUpperCase())}`,
    sql`${people.mobileNumber} like ${prefix}`,
    sql`lower(${people.email}) like ${prefix}`,
    // "asha kul": first and last name together, only when both are typed.
    text.includes(' ')
      ? sql`lower(${people.firstName} || ' ' || ${people.lastName}) like ${prefix}`
      : undefined,
  );
}

const DONOR_SORT = {
  name: sql`lower(${people.firstName})`,
  donorId: people.donorCode,
  bloodGroup: people.bloodGroup,
  lastDonationDate: people.lastDonationDate,
  status: institutionDonors.status,
  addedAt: institutionDonors.addedAt,
};

/** A donor's own records an institution may read: all of them once verified by code, else its own. */
function visibleRecords(
  table: PgTable & { personId: PgColumn; institutionId: PgColumn },
  personId: string,
  ctx: InstitutionContext,
  verified: boolean,
) {
  return and(eq(table.personId, personId), verified ? undefined : eq(table.institutionId, ctx.institutionId));
}

export function createDonorsRepository(db: Db) {
  const link = (ctx: InstitutionContext) =>
    and(eq(institutionDonors.personId, people.id), eq(institutionDonors.institutionId, ctx.institutionId));

  return {
    /** The institution's donors: one page, filtered, searched and sorted in the database. */
    async listKnown(ctx: InstitutionContext, query: DonorListQuery) {
      const where = and(
        eq(institutionDonors.institutionId, ctx.institutionId),
        chosenBloodGroup(query.bloodGroup) ? eq(people.bloodGroup, query.bloodGroup as string) : undefined,
        query.status === 'Blocked'
          ? blockedNow
          : query.status === 'Active'
            ? sql`not ${blockedNow}`
            : undefined,
        searchCondition(query.search),
      );
      return pageOf<keyof typeof DONOR_SORT, DonorViewRow>(
        db,
        {
          rows: db
            .select({ ...personFields, ...linkFields })
            .from(institutionDonors)
            .innerJoin(people, eq(people.id, institutionDonors.personId))
            .where(where)
            .$dynamic(),
          count: db
            .select(rowCount())
            .from(institutionDonors)
            .innerJoin(people, eq(people.id, institutionDonors.personId))
            .where(where)
            .$dynamic(),
          sortable: DONOR_SORT,
          tiebreak: people.id,
        },
        query,
      );
    },

    /**
     * Donors within the radius of a point, with what this institution knows of them; nearest first unless
     * sorted otherwise. `availableOnly`: marked available by the donor and free to give today.
     */
    async listNearby(
      ctx: InstitutionContext,
      origin: { latitude: number; longitude: number },
      query: NearbyQuery,
      availableOnly: boolean,
    ) {
      const point = sql`ll_to_earth(${origin.latitude}, ${origin.longitude})`;
      const radius = query.radiusKm * 1000;
      const where = and(
        eq(people.isDonor, true),
        sql`earth_box(${point}, ${radius}) @> ${people.earth}`,
        sql`earth_distance(${point}, ${people.earth}) <= ${radius}`,
        chosenBloodGroup(query.bloodGroup) ? eq(people.bloodGroup, query.bloodGroup as string) : undefined,
        searchCondition(query.search),
        availableOnly
          ? and(
              eq(people.available, true),
              sql`(${people.nextEligibleOn} is null or ${people.nextEligibleOn} <= ${indiaToday})`,
              sql`(${people.deferredUntil} is null or ${people.deferredUntil} < ${indiaToday})`,
              sql`(${institutionDonors.id} is null or not ${blockedNow})`,
            )
          : undefined,
      );
      const sortable = {
        distance: sql`${people.earth} <-> ${point}`,
        name: sql`lower(${people.firstName})`,
        bloodGroup: people.bloodGroup,
        lastDonationDate: people.lastDonationDate,
      };
      return pageOf<keyof typeof sortable, DonorViewRow & { distanceM: number }>(
        db,
        {
          rows: db
            .select({
              ...personFields,
              ...linkFields,
              distanceM: sql<number>`earth_distance(${point}, ${people.earth})`.as('distance_m'),
            })
            .from(people)
            .leftJoin(institutionDonors, link(ctx))
            .where(where)
            .$dynamic(),
          count: db
            .select(rowCount())
            .from(people)
            .leftJoin(institutionDonors, link(ctx))
            .where(where)
            .$dynamic(),
          sortable,
          tiebreak: people.id,
        },
        query,
      );
    },

    /** One donor with this institution's link, or null when the institution does not know them. */
    async findKnown(ctx: InstitutionContext, personId: string, tx: Db = db) {
      const [row] = await tx
        .select({ person: people, link: institutionDonors })
        .from(institutionDonors)
        .innerJoin(people, eq(people.id, institutionDonors.personId))
        .where(
          and(
            eq(institutionDonors.institutionId, ctx.institutionId),
            eq(institutionDonors.personId, personId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Locks this institution's link to a donor for a change of status. */
    async lockLink(tx: Db, ctx: InstitutionContext, personId: string) {
      const [row] = await tx
        .select()
        .from(institutionDonors)
        .where(
          and(
            eq(institutionDonors.institutionId, ctx.institutionId),
            eq(institutionDonors.personId, personId),
          ),
        )
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** A donor anywhere within `radiusKm` of the institution, with this institution's link if any. */
    async findReachable(
      ctx: InstitutionContext,
      personId: string,
      origin: { latitude: number; longitude: number } | null,
      radiusKm: number,
    ) {
      const point = origin ? sql`ll_to_earth(${origin.latitude}, ${origin.longitude})` : null;
      const [row] = await db
        .select({ person: people, linkId: institutionDonors.id, ...linkFields })
        .from(people)
        .leftJoin(institutionDonors, link(ctx))
        .where(
          and(
            eq(people.id, personId),
            eq(people.isDonor, true),
            or(
              isNotNull(institutionDonors.id),
              point ? sql`earth_distance(${point}, ${people.earth}) <= ${radiusKm * 1000}` : undefined,
            ),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async donationHistory(
      ctx: InstitutionContext,
      personId: string,
      verified: boolean,
      page: { page: number; limit: number },
    ) {
      const where = visibleRecords(donationRecords, personId, ctx, verified);
      const [rows, [total]] = await Promise.all([
        db
          .select({ record: donationRecords, institutionName: institutions.name })
          .from(donationRecords)
          .innerJoin(institutions, eq(institutions.id, donationRecords.institutionId))
          .where(where)
          .orderBy(desc(donationRecords.donatedOn), asc(donationRecords.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select(rowCount()).from(donationRecords).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async labResults(
      ctx: InstitutionContext,
      personId: string,
      verified: boolean,
      page: { page: number; limit: number } | null,
    ) {
      const where = visibleRecords(donorLabResults, personId, ctx, verified);
      const base = db
        .select({ result: donorLabResults, institutionName: institutions.name })
        .from(donorLabResults)
        .innerJoin(institutions, eq(institutions.id, donorLabResults.institutionId))
        .where(where)
        .orderBy(desc(donorLabResults.addedAt), asc(donorLabResults.id))
        .$dynamic();
      const [rows, [total]] = await Promise.all([
        page ? base.limit(page.limit).offset((page.page - 1) * page.limit) : base.limit(60),
        db.select(rowCount()).from(donorLabResults).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async medicalReports(
      ctx: InstitutionContext,
      personId: string,
      verified: boolean,
      page: { page: number; limit: number },
    ) {
      // A report the donor entered in the app (no institution) is theirs to share: shown once verified.
      const where = and(
        eq(medicalReports.personId, personId),
        verified ? undefined : eq(medicalReports.institutionId, ctx.institutionId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(medicalReports)
          .where(where)
          .orderBy(desc(medicalReports.addedAt), asc(medicalReports.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select(rowCount()).from(medicalReports).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async remarks(
      ctx: InstitutionContext,
      personId: string,
      verified: boolean,
      page: { page: number; limit: number },
    ) {
      const where = visibleRecords(donorRemarks, personId, ctx, verified);
      const [rows, [total]] = await Promise.all([
        db
          .select({ remark: donorRemarks, institutionName: institutions.name })
          .from(donorRemarks)
          .innerJoin(institutions, eq(institutions.id, donorRemarks.institutionId))
          .where(where)
          .orderBy(desc(donorRemarks.addedAt), asc(donorRemarks.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select(rowCount()).from(donorRemarks).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type DonorsRepository = ReturnType<typeof createDonorsRepository>;
