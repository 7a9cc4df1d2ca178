import type { deputeCandidatesQuerySchema } from '@raktsetu/contract';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { institutionDonors as d, people as p } from '../../db/schema/index.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { personBlockedNow } from '../platform-users/platform-users.repository.js';

type CandidatesQuery = z.output<typeof deputeCandidatesQuerySchema>;

/**
 * One page of the caller's donors who may be deputed (for a request) or assigned (to a camp): `allowed` says
 * which of its donors may give, `already` whether one is deputed or assigned already (shown, not offered again).
 * Searched by the start of a name or donor ID, as the popups' search box does.
 */
export async function candidatePage(db: Db, allowed: SQL, already: SQL<boolean>, query: CandidatesQuery) {
  const text = query.search?.trim().toLowerCase();
  // Nobody the platform's administrator blocked is asked to give, whatever the institution's own list says.
  const mayGive = sql`${allowed} and not ${personBlockedNow}` as SQL;
  const where = text
    ? (sql`${mayGive} and ${or(
        sql`lower(${d.firstName}) like ${prefixPattern(text)}`,
        sql`lower(${d.lastName}) like ${prefixPattern(text)}`,
        sql`lower(${d.donorCode}) like ${prefixPattern(text)}`,
      )}` as SQL)
    : mayGive;
  const page = await pageOf<
    CandidatesQuery['sort'],
    {
      personId: string;
      donorCode: string | null;
      firstName: string | null;
      lastName: string | null;
      bloodGroup: string | null;
      lastDonationDate: string | null;
      address: string | null;
      deputed: boolean;
    }
  >(
    db,
    {
      rows: db
        .select({
          personId: d.personId,
          donorCode: d.donorCode,
          firstName: d.firstName,
          lastName: d.lastName,
          bloodGroup: d.bloodGroup,
          lastDonationDate: p.lastDonationDate,
          address: p.addressDescription,
          deputed: already.as('deputed'),
        })
        .from(d)
        .innerJoin(p, eq(p.id, d.personId))
        .where(where)
        .$dynamic(),
      count: db.select(rowCount()).from(d).innerJoin(p, eq(p.id, d.personId)).where(where).$dynamic(),
      sortable: {
        name: sql`lower(${d.firstName} || ' ' || coalesce(${d.lastName}, ''))`,
        lastDonationDate: p.lastDonationDate,
      },
      tiebreak: d.id,
    },
    query,
  );
  return {
    data: page.rows.map((row) => ({
      _id: row.personId,
      donorId: row.donorCode ?? '',
      name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      bloodGroup: row.bloodGroup ?? '',
      lastDonationDate: row.lastDonationDate,
      address: row.address ?? '',
      deputed: Boolean(row.deputed),
    })),
    total: page.total,
  };
}
