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
  institutionDonorTallies,
  institutions,
  medicalReports,
  people,
} from '../../db/schema/index.js';
import { COUNT_CAP, countUpTo, pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { personBlockedNow } from '../platform-users/platform-users.repository.js';

export type DonorListQuery = z.output<typeof donorListQuerySchema>;
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

/** Today in India as the database sees it (India has no daylight saving). */
export const indiaToday = sql`(now() + interval '330 minutes')::date`;

/** Blocked here and the block still in force: a temporary block ends by itself after its last day. */
export const blockedNow = sql`(${institutionDonors.status} = 'Blocked' and not (${institutionDonors.blockType} = 'temporarily' and ${institutionDonors.blockUntil} < ${indiaToday}))`;

/** The person's fields every donor view needs; named so a page subquery has no duplicate column. */
export const personFields = {
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
export const linkFields = {
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

/** The fields a donor search reads: on people (nearby lists) and their copies on an institution's links. */
type Searchable = Record<'firstName' | 'lastName' | 'donorCode' | 'mobileNumber' | 'email', PgColumn>;

function searchCondition(table: Searchable, term: string | undefined): SQL | undefined {
  const text = term?.trim().toLowerCase();
  if (!text) return undefined;
  const prefix = prefixPattern(text);
  const [firstWord = text] = text.split(/\s+/);
  return or(
    sql`lower(${table.firstName}) like ${prefix}`,
    sql`lower(${table.lastName}) like ${prefix}`,
    sql`${table.donorCode} like ${prefixPattern(text.toUpperCase())}`,
    sql`${table.mobileNumber} like ${prefix}`,
    sql`lower(${table.email}) like ${prefix}`,
    // "asha kul": first and last name together, only when both are typed; the first word finds them.
    text.includes(' ')
      ? and(
          sql`lower(${table.firstName}) like ${prefixPattern(firstWord)}`,
          sql`lower(${table.firstName} || ' ' || ${table.lastName}) like ${prefix}`,
        )
      : undefined,
  );
}

// Sorted on the link's copies where it has them: the list is read from the institution's own index ranges.
const DONOR_SORT = {
  name: sql`lower(${institutionDonors.firstName})`,
  donorId: institutionDonors.donorCode,
  bloodGroup: institutionDonors.bloodGroup,
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

/**
 * How many donors an institution has, of a group or all, from its tallies: the blocked are few and counted
 * (a temporary block ends by itself, so no tally can hold them), the active are the rest.
 */
function knownCount(
  db: Db,
  ctx: InstitutionContext,
  group: string | undefined,
  status: DonorListQuery['status'],
) {
  const blocked = db
    .select(rowCount())
    .from(institutionDonors)
    .where(
      and(
        eq(institutionDonors.institutionId, ctx.institutionId),
        group ? eq(institutionDonors.bloodGroup, group) : undefined,
        eq(institutionDonors.status, 'Blocked'),
        blockedNow,
      ),
    )
    .$dynamic();
  if (status === 'Blocked') return blocked;
  const tallied = sql<number>`coalesce(sum(${institutionDonorTallies.donors}), 0)`;
  return db
    .select({ n: (status === 'Active' ? sql<number>`${tallied} - (${blocked})` : tallied).as('n') })
    .from(institutionDonorTallies)
    .where(
      and(
        eq(institutionDonorTallies.institutionId, ctx.institutionId),
        group ? eq(institutionDonorTallies.bloodGroup, group) : undefined,
      ),
    )
    .$dynamic();
}

export function createDonorsRepository(db: Db) {
  const link = (ctx: InstitutionContext) =>
    and(eq(institutionDonors.personId, people.id), eq(institutionDonors.institutionId, ctx.institutionId));

  return {
    /** The institution's donors: one page, filtered, searched and sorted in the database. */
    async listKnown(ctx: InstitutionContext, query: DonorListQuery) {
      const group = chosenBloodGroup(query.bloodGroup);
      const mine = eq(institutionDonors.institutionId, ctx.institutionId);
      const ofGroup = group ? eq(institutionDonors.bloodGroup, group) : undefined;
      const where = and(
        mine,
        ofGroup,
        query.status === 'Blocked'
          ? blockedNow
          : query.status === 'Active'
            ? sql`not ${blockedNow}`
            : undefined,
        searchCondition(institutionDonors, query.search),
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
          ...(query.search?.trim()
            ? {
                count: countUpTo(
                  db,
                  db.select({ one: sql`1` }).from(institutionDonors).where(where).$dynamic(),
                ),
                capped: true,
              }
            : { count: knownCount(db, ctx, group, query.status) }),
          sortable: DONOR_SORT,
          tiebreak: institutionDonors.id,
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
      const within = sql`earth_distance(${point}, ${people.earth}) <= ${radius}`;
      // The box lets the spatial index bound a walk to the circle's square; nearest-first pages leave it out,
      // since the planner, misjudging how few rows a box holds, would then sort the whole box.
      const inBox = sql`earth_box(${point}, ${radius}) @> ${people.earth}`;
      const filters = and(
        eq(people.isDonor, true),
        chosenBloodGroup(query.bloodGroup) ? eq(people.bloodGroup, query.bloodGroup as string) : undefined,
        searchCondition(people, query.search),
        availableOnly
          ? and(
              eq(people.available, true),
              sql`(${people.nextEligibleOn} is null or ${people.nextEligibleOn} <= ${indiaToday})`,
              sql`(${people.deferredUntil} is null or ${people.deferredUntil} < ${indiaToday})`,
              sql`(${institutionDonors.id} is null or not ${blockedNow})`,
              sql`not ${personBlockedNow}`,
            )
          : undefined,
      );
      const where = and(filters, within);
      const sortable = {
        distance: sql`${people.earth} <-> ${point}`,
        name: sql`lower(${people.firstName})`,
        bloodGroup: people.bloodGroup,
        lastDonationDate: people.lastDonationDate,
      };
      // With only the group to filter on, the count walks the spatial index nearest first, reading the index
      // alone, and stops after one more than the cap: the donors inside the radius are then all of them (each
      // is nearer than any outside), or more than the cap. It needs no square: the walk is 1 001 entries long
      // wherever the institution stands. Any other count of the circle first reads every entry of its square
      // (68 000 around Pune). A search or the available list's conditions need each row, so there the rows
      // of the square are counted until the cap (docs/decisions/0042).
      const indexOnly = !availableOnly && !query.search?.trim();
      const count = indexOnly
        ? db
            .select({ n: sql<number>`count(*) filter (where ${sql.raw('"inside"')})`.as('n') })
            .from(
              db
                .select({ inside: sql<boolean>`${within}`.as('inside') })
                .from(people)
                .where(filters)
                .orderBy(sortable.distance)
                .limit(COUNT_CAP + 1)
                .as('nearest'),
            )
            .$dynamic()
        : countUpTo(
            db,
            db
              .select({ one: sql`1` })
              .from(people)
              .leftJoin(institutionDonors, link(ctx))
              .where(and(where, inBox))
              .$dynamic(),
          );
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
            .where(query.sort === 'distance' ? where : and(where, inBox))
            .$dynamic(),
          count,
          capped: true,
          sortable,
          tiebreak: people.id,
          nearestFirst: 'distance',
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
