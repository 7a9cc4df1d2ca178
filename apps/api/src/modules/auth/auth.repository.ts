import type { InstitutionType } from '@raktsetu/contract';
import { and, eq, sql } from 'drizzle-orm';
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

    /** The user only counts while the user is active and the institution is confirmed and not blocked. */
    async findActiveInstitutionUser(userId: string, institutionId: string) {
      const [row] = await db
        .select({ userId: users.id, institutionId: institutions.id, institutionType: institutions.type })
        .from(users)
        .innerJoin(institutions, eq(users.institutionId, institutions.id))
        .where(
          and(
            eq(users.id, userId),
            eq(institutions.id, institutionId),
            eq(users.isActive, true),
            eq(institutions.status, 'Confirmed'),
            eq(institutions.accessState, 'Active'),
          ),
        )
        .limit(1);
      return row ? { ...row, institutionType: row.institutionType as InstitutionType } : null;
    },

    async findActiveAdmin(adminId: string) {
      const [row] = await db
        .select({ id: admins.id, permissions: admins.permissions })
        .from(admins)
        .where(and(eq(admins.id, adminId), eq(admins.status, 1)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
