import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema/index.js';

export function createInstitutionsRepository(db: Db) {
  return {
    async update(institutionId: string, values: Partial<typeof institutions.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(institutions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(institutions.id, institutionId))
        .returning();
      return row ?? null;
    },

    async findById(institutionId: string) {
      const [row] = await db.select().from(institutions).where(eq(institutions.id, institutionId)).limit(1);
      return row ?? null;
    },
  };
}

export type InstitutionsRepository = ReturnType<typeof createInstitutionsRepository>;
