import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { InstitutionContext } from '../plugins/request-context.js';
import type { Db } from './client.js';

/** A table whose rows belong to one institution. */
export type TenantTable = PgTable & { institutionId: PgColumn };

/**
 * The one way services reach an institution's own rows. Every select, update and delete carries the
 * institution condition and every insert sets it, so a query cannot forget it; a row of another
 * institution is simply not there (404, exactly like a missing one).
 */
export function tenantScope(db: Db, ctx: Pick<InstitutionContext, 'institutionId'>) {
  const mine = (table: TenantTable, where?: SQL) => and(eq(table.institutionId, ctx.institutionId), where);
  return {
    institutionId: ctx.institutionId,
    /** A select builder already limited to this institution; add order, limit and more conditions. */
    select<T extends TenantTable>(table: T, where?: SQL) {
      return db
        .select()
        .from(table as PgTable)
        .where(mine(table, where))
        .$dynamic();
    },
    async findOne<T extends TenantTable>(table: T, where: SQL): Promise<T['$inferSelect'] | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(mine(table, where))
        .limit(1);
      return (row as T['$inferSelect'] | undefined) ?? null;
    },
    async insert<T extends TenantTable>(
      table: T,
      values: Omit<T['$inferInsert'], 'institutionId'>,
    ): Promise<T['$inferSelect']> {
      const [row] = await db
        .insert(table as PgTable)
        .values({ ...values, institutionId: ctx.institutionId } as never)
        .returning();
      if (!row) throw new Error('row was not stored');
      return row as T['$inferSelect'];
    },
    async update<T extends TenantTable>(
      table: T,
      values: PgUpdateSetSource<T>,
      where?: SQL,
    ): Promise<T['$inferSelect'][]> {
      const rows = await db
        .update(table as PgTable)
        .set(values as never)
        .where(mine(table, where))
        .returning();
      return rows as T['$inferSelect'][];
    },
    async delete<T extends TenantTable>(table: T, where?: SQL): Promise<T['$inferSelect'][]> {
      const rows = await db
        .delete(table as PgTable)
        .where(mine(table, where))
        .returning();
      return rows as T['$inferSelect'][];
    },
  };
}

export type TenantScope = ReturnType<typeof tenantScope>;
