import type { institutionListQuerySchema } from '@raktsetu/contract';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  camps,
  type InstitutionRow,
  institutionRatings,
  institutions,
  people,
  users,
} from '../../db/schema/index.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { likePattern } from '../../lib/search.js';

export type InstitutionTab = 'registered' | 'pending';
export type InstitutionPageQuery = z.output<typeof institutionListQuerySchema>;

const SORT_COLUMNS = {
  institutionName: sql`lower(${institutions.name})`,
  institutionType: institutions.type,
  addedAt: institutions.addedAt,
  status: institutions.status,
  city: institutions.city,
} as const;

export function createInstitutionReviewRepository(db: Db) {
  async function keyMembersOf(institutionIds: string[], tx: Db = db) {
    if (institutionIds.length === 0) return new Map<string, typeof users.$inferSelect>();
    const rows = await tx
      .select()
      .from(users)
      .where(and(inArray(users.institutionId, institutionIds), eq(users.designation, 'keymember')))
      .orderBy(asc(users.addedAt));
    const byInstitution = new Map<string, typeof users.$inferSelect>();
    for (const row of rows)
      if (!byInstitution.has(row.institutionId)) byInstitution.set(row.institutionId, row);
    return byInstitution;
  }

  return {
    keyMembersOf,

    /** Camps it runs or organised, drafts left out (the runner and organiser indexes lead with the institution). */
    async campsOf(institutionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(camps)
        .where(
          and(
            or(eq(camps.institutionId, institutionId), eq(camps.organiserInstitutionId, institutionId)),
            ne(camps.status, 'Draft'),
          ),
        );
      return row?.n ?? 0;
    },

    /** The mean of its ratings and the newest `perKind` of each kind, with who gave them. */
    async ratingsOf(institutionId: string, perKind: number) {
      const [mean] = await db
        .select({ average: sql<number | null>`avg(${institutionRatings.rating})::float8` })
        .from(institutionRatings)
        .where(eq(institutionRatings.institutionId, institutionId));
      const newest = (kind: 'institution' | 'delivery') =>
        db
          .select({
            id: institutionRatings.id,
            kind: institutionRatings.kind,
            rating: institutionRatings.rating,
            comments: institutionRatings.comments,
            addedAt: institutionRatings.addedAt,
            firstName: people.firstName,
            lastName: people.lastName,
          })
          .from(institutionRatings)
          .leftJoin(people, eq(people.id, institutionRatings.personId))
          .where(and(eq(institutionRatings.institutionId, institutionId), eq(institutionRatings.kind, kind)))
          .orderBy(desc(institutionRatings.addedAt))
          .limit(perKind);
      const [institution, delivery] = await Promise.all([newest('institution'), newest('delivery')]);
      return { average: mean?.average ?? null, ratings: [...institution, ...delivery] };
    },

    /** One page of a tab, sorted and searched in the database (indexes on status/added_at and lower(name)). */
    async list(tab: InstitutionTab, query: InstitutionPageQuery) {
      const conditions: SQL[] = [
        tab === 'pending' ? eq(institutions.status, 'Pending') : ne(institutions.status, 'Pending'),
      ];
      if (query.search) {
        const pattern = likePattern(query.search);
        const matches = or(
          sql`${institutions.name} ilike ${pattern}`,
          sql`${institutions.contactEmail} ilike ${pattern}`,
          sql`${institutions.registrationNumber} ilike ${pattern}`,
          sql`${institutions.city} ilike ${pattern}`,
        );
        if (matches) conditions.push(matches);
      }
      const where = and(...conditions);
      return pageOf<InstitutionPageQuery['sort'], InstitutionRow>(
        db,
        {
          rows: db.select().from(institutions).where(where).$dynamic(),
          count: db.select(rowCount()).from(institutions).where(where).$dynamic(),
          sortable: SORT_COLUMNS,
          tiebreak: institutions.id,
        },
        query,
      );
    },

    async findById(id: string, tx: Db = db) {
      const [row] = await tx.select().from(institutions).where(eq(institutions.id, id)).limit(1);
      return row ?? null;
    },

    async lockForReview(tx: Db, id: string) {
      const [row] = await tx
        .select()
        .from(institutions)
        .where(eq(institutions.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async setReview(tx: Db, id: string, values: Partial<typeof institutions.$inferInsert>) {
      await tx
        .update(institutions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(institutions.id, id));
    },
  };
}

export type InstitutionReviewRepository = ReturnType<typeof createInstitutionReviewRepository>;
