import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const GROUPS = sql`(array['A+','B+','O+','AB+','A-','B-','O-','AB-'])[1 + g % 8]`;

/**
 * Copies one unit `count` times in one statement, each with its own bag number (`<prefix>000001`, …) and the
 * groups taken in turn unless `sameGroup`: a long shelf without a long test.
 */
export async function cloneUnits(
  db: Db,
  templateId: string,
  count: number,
  { prefix, sameGroup = false }: { prefix: string; sameGroup?: boolean },
) {
  const group: SQL = sameGroup ? sql`blood_group` : GROUPS;
  await db.execute(sql`
    insert into inventory_units (institution_id, origin_institution_id, bag_id, blood_group, component, volume_ml,
      stored_in, collection_date, expiry_date, state, screening, added_by)
    select institution_id, origin_institution_id, ${prefix} || lpad(g::text, 6, '0'), ${group}, component,
      volume_ml, stored_in, collection_date, expiry_date, state, screening, added_by
    from inventory_units, generate_series(1, ${count}::int) g
    where id = ${templateId}`);
}
