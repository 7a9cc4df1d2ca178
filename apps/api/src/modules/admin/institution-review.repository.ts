import type { institutionListQuerySchema } from '@raktsetu/contract';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type InstitutionRow, institutions, users } from '../../db/schema/index.js';
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
