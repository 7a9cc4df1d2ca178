import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  bloodRequestRowSchema,
  patientRequestSchema,
  requestListQuerySchema,
  requestListSchema,
} from './request-schemas.js';

const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;

/** Blood requests: what the inventory issues against (docs/spec/part-1-institution-side.md §7, part 2 §7). */
export const requestsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/requests/list',
    auth: { kind: 'institution' },
    domain: 'requests',
    summary: 'Requests the institution is asked to fill (requestType=verified), one page',
    query: requestListQuerySchema,
    response: requestListSchema,
  }),
  patient: endpoint({
    method: 'POST',
    path: '/api/requests/patient',
    auth: bloodCentre,
    domain: 'requests',
    summary:
      'Raise a verified request for a patient at the counter who is not on RaktSetu, to issue units against',
    body: patientRequestSchema,
    response: z.object({ data: bloodRequestRowSchema }),
  }),
};
