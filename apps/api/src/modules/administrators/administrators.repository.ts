import { type adminListQuerySchema, PERMISSION_LEVELS } from '@raktsetu/contract';
import { and, asc, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type AdminRow, admins, oneTimeCodes, users } from '../../db/schema/index.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';

export type AdminPageQuery = z.output<typeof adminListQuerySchema>;

// A handful of rows (the platform's administrators), so sorting reads the table; lower(email) has its index.
const SORT_COLUMNS: Record<AdminPageQuery['sort'], SQLWrapper | SQLWrapper[]> = {
  name: [sql`lower(${admins.firstName})`, sql`lower(${admins.lastName})`],
  email: sql`lower(${admins.email})`,
  status: admins.status,
  addedAt: admins.addedAt,
};

const FULL_ON_ADMINS = JSON.stringify(PERMISSION_LEVELS['Full Permission']);
/** Active, and Full Permission on the admins area (jsonb equality ignores the order of the keys). */
const activeFullAdmin = and(
  eq(admins.status, 1),
  sql`${admins.permissions} -> 'admins' = ${FULL_ON_ADMINS}::jsonb`,
) as SQL;

export function createAdministratorsRepository(db: Db) {
  return {
    /** One page, searched by a prefix of the first name, last name, full name or e-mail. */
    async list(query: AdminPageQuery) {
      const term = query.search?.trim().toLowerCase();
      const pattern = term ? prefixPattern(term) : null;
      const where = pattern
        ? or(
            sql`lower(${admins.firstName}) like ${pattern}`,
            sql`lower(${admins.lastName}) like ${pattern}`,
            sql`lower(${admins.firstName} || ' ' || ${admins.lastName}) like ${pattern}`,
            sql`lower(${admins.email}) like ${pattern}`,
          )
        : undefined;
      return pageOf<AdminPageQuery['sort'], AdminRow>(
        db,
        {
          rows: db.select().from(admins).where(where).$dynamic(),
          count: db.select(rowCount()).from(admins).where(where).$dynamic(),
          sortable: SORT_COLUMNS,
          tiebreak: admins.id,
        },
        query,
      );
    },

    async findById(id: string, tx: Db = db): Promise<AdminRow | null> {
      const [row] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Locks every active administrator with Full Permission on admins, in id order, and answers their ids.
     * Every change that could take that permission from someone takes these locks first: a second such
     * change waits, then finds the holders as the first left them, so two changes at once cannot both
     * remove the last one. Locking in one order (and before the target row) keeps them from deadlocking.
     */
    async lockFullAdmins(tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(activeFullAdmin)
        .orderBy(asc(admins.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async lock(tx: Db, id: string): Promise<AdminRow | null> {
      const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /**
     * Whether an e-mail already signs someone in: another administrator, or a user of an institution (the
     * password reset looks users up first, so an administrator sharing a user's e-mail could never reset).
     */
    async emailInUse(tx: Db, email: string): Promise<boolean> {
      const lower = email.toLowerCase();
      const [admin] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, lower))
        .limit(1);
      if (admin) return true;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, lower))
        .limit(1);
      return Boolean(user);
    },

    async insert(tx: Db, values: typeof admins.$inferInsert): Promise<AdminRow> {
      const [row] = await tx.insert(admins).values(values).returning();
      if (!row) throw new Error('administrator was not stored');
      return row;
    },

    async update(tx: Db, id: string, values: Partial<typeof admins.$inferInsert>): Promise<AdminRow> {
      const [row] = await tx
        .update(admins)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(admins.id, id))
        .returning();
      if (!row) throw new Error('administrator was not updated');
      return row;
    },

    /** Removes the account; its unused set-password links and reset codes die with it. */
    async remove(tx: Db, id: string): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.subjectKind, 'admin'),
            eq(oneTimeCodes.subjectId, id),
            sql`${oneTimeCodes.usedAt} is null`,
          ),
        );
      await tx.delete(admins).where(eq(admins.id, id));
    },
  };
}

export type AdministratorsRepository = ReturnType<typeof createAdministratorsRepository>;
