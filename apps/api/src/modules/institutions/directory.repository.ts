import type { InstitutionType } from '@raktsetu/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutionDirectory } from '../../db/schema/index.js';
import { likePattern } from '../../lib/search.js';

const SEARCH_LIMIT = 20;

export function createDirectoryRepository(db: Db) {
  return {
    search(name: string, type: InstitutionType | undefined) {
      return db
        .select()
        .from(institutionDirectory)
        .where(
          and(
            ilike(institutionDirectory.name, likePattern(name)),
            type ? eq(institutionDirectory.type, type) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${institutionDirectory.name})`))
        .limit(SEARCH_LIMIT);
    },

    async findById(id: string) {
      const [row] = await db
        .select()
        .from(institutionDirectory)
        .where(eq(institutionDirectory.id, id))
        .limit(1);
      return row ?? null;
    },

    async findSame(name: string, zipcode: string) {
      const [row] = await db
        .select({ id: institutionDirectory.id })
        .from(institutionDirectory)
        .where(
          and(
            eq(sql`lower(${institutionDirectory.name})`, name.toLowerCase()),
            eq(institutionDirectory.zipcode, zipcode),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insert(values: typeof institutionDirectory.$inferInsert) {
      const [row] = await db.insert(institutionDirectory).values(values).returning();
      if (!row) throw new Error('directory entry was not stored');
      return row;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
