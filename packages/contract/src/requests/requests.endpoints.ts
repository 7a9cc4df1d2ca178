import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  deputeAssignSchema,
  deputeCandidateListSchema,
  deputeCandidatesQuerySchema,
  scheduledDonationListSchema,
  scheduledDonationsQuerySchema,
} from './deputation-schemas.js';
import {
  bloodRequestRowSchema,
  changeRequestStatusSchema,
  editRequestSchema,
  newRequestSchema,
  patientRequestSchema,
  requestListQuerySchema,
  requestListSchema,
  sendToDonorsSchema,
} from './request-schemas.js';

const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;
const campers = { kind: 'institution', types: ['BloodBank', 'Both', 'NGO'] } as const;

/** Blood requests: what the inventory issues against (docs/spec/part-1-institution-side.md §7, part 2 §7). */
export const requestsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/requests/list',
    auth: { kind: 'institution' },
    domain: 'requests',
    summary:
      'Requests the institution is asked to fill (requestType=verified), or that wait for its verification (requestType=verify, tab Pending or Verified), one page',
    query: requestListQuerySchema,
    response: requestListSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/requests/add',
    auth: { kind: 'institution' },
    domain: 'requests',
    summary:
      'Request blood (the Request Blood popup), for the caller or for a hospital, which then verifies it',
    body: newRequestSchema,
    response: z.object({ data: bloodRequestRowSchema }),
  }),
  sendToDonors: endpoint({
    method: 'POST',
    path: '/api/requests/blood-request/send',
    auth: { kind: 'institution', types: ['BloodBank', 'Both', 'Hospital'] },
    domain: 'requests',
    summary: 'Request blood and send the request to donors chosen on /people, who are told by SMS',
    body: sendToDonorsSchema,
    response: z.object({ data: bloodRequestRowSchema }),
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/requests/edit',
    auth: { kind: 'institution' },
    domain: 'requests',
    summary: 'Change the units, blood group or component of a request still waiting for verification',
    body: editRequestSchema,
    response: z.object({ data: bloodRequestRowSchema }),
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/requests/change-status',
    auth: { kind: 'institution', types: ['Hospital', 'Both'] },
    domain: 'requests',
    summary: 'Verify (2) or decline (4) a request that names this hospital',
    body: changeRequestStatusSchema,
    response: z.object({ data: bloodRequestRowSchema }),
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
  deputeCandidates: endpoint({
    method: 'GET',
    path: '/api/institution/donors/depute-candidates',
    auth: campers,
    domain: 'requests',
    summary:
      "The caller's donors who may give for a request today (NGO) or at a camp on its day: not blocked, eligible",
    query: deputeCandidatesQuerySchema,
    response: deputeCandidateListSchema,
  }),
  depute: endpoint({
    method: 'POST',
    path: '/api/institution/donors/depute-assign',
    auth: campers,
    domain: 'requests',
    summary:
      'Depute donors to give blood for a verified request (NGO; not for Bulk requests) or assign them to a scheduled camp',
    body: deputeAssignSchema,
    response: z.object({ data: z.object({ deputed: z.number() }) }),
  }),
  donations: endpoint({
    method: 'GET',
    path: '/api/requests/donations',
    auth: bloodCentre,
    domain: 'requests',
    summary:
      'Scheduled donations: donors this blood centre asked to give who have not said no, from today on',
    query: scheduledDonationsQuerySchema,
    response: scheduledDonationListSchema,
  }),
};
