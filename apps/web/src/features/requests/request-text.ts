import type { BloodRequestRow } from '@raktsetu/contract';
import { ApiError } from '../../lib/api';

/** A request waiting for the hospital's verification (docs/decisions/0045: pending is 0, verified 2). */
export const REQUEST_PENDING = 0;

export const requestPatientName = (request: Pick<BloodRequestRow, 'details'>) =>
  `${request.details.firstName} ${request.details.lastName}`.trim();

/** A refusal meaning the request moved under the clerk: decided or edited by someone else (409), or gone (404). */
export const requestMoved = (failure: unknown) =>
  failure instanceof ApiError && (failure.status === 409 || failure.status === 404);
