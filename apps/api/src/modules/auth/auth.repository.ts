import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, institutions, users } from '../../db/schema/index.js';

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ user: users, institution: institutions })
        .from(users)
        .innerJoin(institutions, eq(users.institutionId, institutions.id))
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    async findAdminByEmail(email: string) {
      const [row] = await db
        .select()
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
