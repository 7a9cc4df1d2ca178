import type { BloodRequestRow, InstitutionType } from '@raktsetu/contract';

/*
 * Who accepts a verified request and how (docs/spec/part-1-institution-side.md §2, §6): plain rules, kept apart
 * from the popups so the lists that open them load without their code.
 */

/** How an institution answers a request's Accept: a blood bank issues units, an NGO deputes donors. */
export type AcceptKind = 'issue' | 'depute';

/** BloodBank and Both issue, an NGO deputes its donors; a hospital has no Accept. */
export function acceptKindOf(type: InstitutionType | null | undefined): AcceptKind | null {
  if (type === 'BloodBank' || type === 'Both') return 'issue';
  if (type === 'NGO') return 'depute';
  return null;
}

/** A Bulk request, which an NGO cannot accept. */
export const isBulkRequest = (request: Pick<BloodRequestRow, 'subType'>) => request.subType === 'Bulk';

/** Units the request still waits for. */
export const unitsNeeded = (request: Pick<BloodRequestRow, 'units' | 'unitsReceived'>) =>
  Math.max(0, request.units - request.unitsReceived);
