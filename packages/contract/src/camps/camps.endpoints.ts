import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  campAnswerSchema,
  campChangeStatusSchema,
  campDetailsQuerySchema,
  campIdSchema,
  campListQuerySchema,
  campListSchema,
  campPayloadSchema,
} from './camp-schemas.js';
import {
  campDonorChangeStatusSchema,
  campDonorListSchema,
  campDonorsQuerySchema,
  donationFormSchema,
  donationOutcomeAnswerSchema,
  inProcessDetailsSchema,
  inProcessQuerySchema,
} from './donation-schemas.js';

const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;
const ngo = { kind: 'institution', types: ['NGO'] } as const;
const campers = { kind: 'institution', types: ['BloodBank', 'Both', 'NGO'] } as const;

/**
 * Donation camps and the donations recorded at them or at the desk (docs/spec/part-1-institution-side.md §7).
 * The samples a donation sends to the lab are listed on the spec's shared path, `donorsEndpoints.labResults`
 * with `type=samples`.
 */
export const campsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/donation-camp/list',
    auth: bloodCentre,
    domain: 'camps',
    summary:
      'The camps this blood centre runs (type=Accepted), or those waiting for its answer and its drafts (type=Pending), one page',
    query: campListQuerySchema,
    response: campListSchema,
  }),
  ngoList: endpoint({
    method: 'GET',
    path: '/api/institution/ngo/camps',
    auth: ngo,
    domain: 'camps',
    summary:
      "The NGO's camps a blood centre scheduled (type=Accepted, On Going) or that wait or were declined (Pending, Created)",
    query: campListQuerySchema,
    response: campListSchema,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/donation-camp/details',
    auth: campers,
    domain: 'camps',
    summary: 'One camp the caller runs or created',
    query: campDetailsQuerySchema,
    response: campAnswerSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/donation-camp/add',
    auth: campers,
    domain: 'camps',
    summary:
      "Create a camp (a blood centre's own, or an NGO's for a participating blood centre), save a draft, or submit a draft (id)",
    body: campPayloadSchema,
    response: campAnswerSchema,
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/donation-camp/change-status',
    auth: bloodCentre,
    domain: 'camps',
    summary:
      'The running blood centre declines a pending camp (comment required), schedules it (Accepted), or deactivates or activates it',
    body: campChangeStatusSchema,
    response: campAnswerSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/donation-camp/delete',
    auth: campers,
    domain: 'camps',
    summary: 'Delete a camp the caller created, while it has no donations',
    body: campIdSchema,
    response: z.object({ data: z.object({ _id: z.string() }) }),
  }),
  donors: endpoint({
    method: 'GET',
    path: '/api/donation-camp/donors',
    auth: campers,
    domain: 'camps',
    summary: 'The donors assigned to a camp, with where each stands in the donation, one page',
    query: campDonorsQuerySchema,
    response: campDonorListSchema,
  }),
  donorChangeStatus: endpoint({
    method: 'POST',
    path: '/api/donation-camp/donor/change-status',
    auth: bloodCentre,
    domain: 'camps',
    summary:
      'Record a camp donor: DonationInProcess with the Donor Data form (or deferred at screening), then Approve, which makes the unit and samples',
    body: campDonorChangeStatusSchema,
    response: donationOutcomeAnswerSchema,
  }),
  inProcess: endpoint({
    method: 'GET',
    path: '/api/donation-camp/inprocess/details',
    auth: bloodCentre,
    domain: 'camps',
    summary: 'What the Donor Data form recorded for a camp donor in process, for the approval',
    query: inProcessQuerySchema,
    response: inProcessDetailsSchema,
  }),
  donate: endpoint({
    method: 'POST',
    path: '/api/institution/donation/add',
    auth: bloodCentre,
    domain: 'camps',
    summary:
      'Record a donation at the desk (Donation by Donor ID): checks eligibility, then makes the quarantined unit and its samples, or defers the donor',
    body: donationFormSchema,
    response: donationOutcomeAnswerSchema,
  }),
};
