import { REQUEST_REACH_KM } from '@raktsetu/contract';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { bloodRequests, institutions } from '../../db/schema/index.js';

const r = bloodRequests;
const REACH_METRES = REQUEST_REACH_KM * 1000;

/** The institution's position, as a subquery the planner evaluates once. */
export const positionOf = (institutionId: string) =>
  sql`(select ${institutions.earth} from ${institutions} where ${institutions.id} = ${institutionId})`;

/**
 * Requests an institution may issue against or depute donors for, whatever their state (docs/decisions/0045):
 * those it raised, those addressed to it, and those from a hospital within REQUEST_REACH_KM when no one centre
 * is named — the rule open_request_reach keeps for open requests (migration 0013), here for one request by id.
 */
export function reachableBy(institutionId: string): SQL {
  const here = positionOf(institutionId);
  return sql`(${or(
    eq(r.institutionId, institutionId),
    eq(r.targetInstitutionId, institutionId),
    sql`(${r.targetInstitutionId} is null and earth_box(${here}, ${REACH_METRES}) @> ${r.earth} and earth_distance(${here}, ${r.earth}) <= ${REACH_METRES})`,
  )})`;
}
