import type { Language } from '@raktsetu/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, institutions, people, users } from '../../db/schema/index.js';
import type { RequestContext } from '../../plugins/request-context.js';

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

    async setLanguage(ctx: RequestContext, language: Language) {
      if (ctx.kind === 'admin') await db.update(admins).set({ language }).where(eq(admins.id, ctx.adminId));
      else if (ctx.kind === 'person')
        await db.update(people).set({ language }).where(eq(people.id, ctx.personId));
      else await db.update(users).set({ language }).where(eq(users.id, ctx.userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
