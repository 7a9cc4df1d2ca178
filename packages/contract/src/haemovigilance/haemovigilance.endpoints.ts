import { endpoint } from '../common/endpoint.js';
import {
  donorReactionListQuerySchema,
  donorReactionListSchema,
  haemovigilanceReportQuerySchema,
  haemovigilanceReportSchema,
  issuedUnitListSchema,
  issuedUnitsQuerySchema,
  newDonorReactionSchema,
  newTransfusionReactionSchema,
  reactionDonationListSchema,
  reactionDonationsQuerySchema,
  recordedReactionSchema,
  transfusionReactionListQuerySchema,
  transfusionReactionListSchema,
} from './haemovigilance.js';

/** Institutions that transfuse: hospitals, and blood centres for the patients of their own counter. */
const transfusing = { kind: 'institution', types: ['Hospital', 'BloodBank', 'Both'] } as const;
/** Institutions that bleed donors. */
const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;

/** Haemovigilance (issue 17 item 6): transfusion and donor reactions, and their counts by type and period. */
export const haemovigilanceEndpoints = {
  transfusionReactions: endpoint({
    method: 'GET',
    path: '/api/institution/haemovigilance/transfusion-reactions',
    auth: transfusing,
    domain: 'haemovigilance',
    summary:
      'Transfusion reactions this institution recorded (scope=recorded) or, for a blood centre, reactions to units it issued (scope=issued), one page',
    query: transfusionReactionListQuerySchema,
    response: transfusionReactionListSchema,
  }),
  recordTransfusionReaction: endpoint({
    method: 'POST',
    path: '/api/institution/haemovigilance/transfusion-reactions',
    auth: transfusing,
    domain: 'haemovigilance',
    summary:
      "Record a transfusion reaction against units issued for one of the caller's patients; each unit's history shows it",
    body: newTransfusionReactionSchema,
    response: recordedReactionSchema,
  }),
  issuedUnits: endpoint({
    method: 'GET',
    path: '/api/institution/haemovigilance/issued-units',
    auth: transfusing,
    domain: 'haemovigilance',
    summary: "Units issued against the caller's requests, newest first: what a transfusion reaction may name",
    query: issuedUnitsQuerySchema,
    response: issuedUnitListSchema,
  }),
  donorReactions: endpoint({
    method: 'GET',
    path: '/api/institution/haemovigilance/donor-reactions',
    auth: bloodCentre,
    domain: 'haemovigilance',
    summary: 'Adverse donor reactions this blood centre recorded, one page',
    query: donorReactionListQuerySchema,
    response: donorReactionListSchema,
  }),
  recordDonorReaction: endpoint({
    method: 'POST',
    path: '/api/institution/haemovigilance/donor-reactions',
    auth: bloodCentre,
    domain: 'haemovigilance',
    summary: 'Record an adverse reaction of a donor against a donation this blood centre took',
    body: newDonorReactionSchema,
    response: recordedReactionSchema,
  }),
  donations: endpoint({
    method: 'GET',
    path: '/api/institution/haemovigilance/donations',
    auth: bloodCentre,
    domain: 'haemovigilance',
    summary:
      'Donations this blood centre took (the donor was bled), newest first: what a donor reaction may name',
    query: reactionDonationsQuerySchema,
    response: reactionDonationListSchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/institution/haemovigilance/report',
    auth: transfusing,
    domain: 'haemovigilance',
    summary:
      'Reactions by type and severity over a period (this month by default): recorded, to units issued, and of donors',
    query: haemovigilanceReportQuerySchema,
    response: haemovigilanceReportSchema,
  }),
};
