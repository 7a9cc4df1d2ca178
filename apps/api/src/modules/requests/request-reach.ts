import { REQUEST_REACH_KM, REQUEST_STATUS } from '@raktsetu/contract';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { bloodRequests, institutions } from '../../db/schema/index.js';

const r = bloodRequests;
const REACH_METRES = REQUEST_REACH_KM * 1000;

/** The institution's position, as a subquery the planner evaluates once. */
export const positionOf = (institutionId: string) =>
  sql`(select ${institutions.earth} from ${institutions} where ${institutions.id} = ${institutionId})`;

/** Metres from the institution to the request's hospital; null when either has no position. */
export const distanceFrom = (institutionId: string) =>
  sql<number | null>`earth_distance(${positionOf(institutionId)}, ${r.earth})`;

/**
 * Requests an institution may issue against, whatever their state (docs/decisions/0045): those it raised,
 * those addressed to it, and those from a hospital within REQUEST_REACH_KM when no one centre is named.
 */
export function reachableBy(institutionId: string): SQL {
  const here = positionOf(institutionId);
  return sql`(${or(
    eq(r.institutionId, institutionId),
    eq(r.targetInstitutionId, institutionId),
    sql`(${r.targetInstitutionId} is null and earth_box(${here}, ${REACH_METRES}) @> ${r.earth} and earth_distance(${here}, ${r.earth}) <= ${REACH_METRES})`,
  )})`;
}

/**
 * Verified requests the institution may fill now. The box test walks the partial spatial index of open
 * requests (the status written as a literal, like the index's own condition, so the planner can use it);
 * the distance test trims the box to the circle.
 */
export function fillableBy(institutionId: string): SQL {
  return sql`${r.status} = ${sql.raw(String(REQUEST_STATUS.verified))} and ${reachableBy(institutionId)}`;
}
