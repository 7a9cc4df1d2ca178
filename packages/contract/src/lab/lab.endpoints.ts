import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  labCriteriaAddSchema,
  labCriteriaSchema,
  labResultAddSchema,
  labResultCorrectSchema,
  labResultSavedListSchema,
  labResultSavedSchema,
  sampleAcceptSchema,
} from './lab-schemas.js';

/** A blood centre's lab: its staff, and its lab members, who see nothing else (docs/decisions/0047). */
export const lab = { kind: 'institution', types: ['BloodBank', 'Both'], labMembers: true } as const;

/**
 * The lab (docs/spec/part-2-operations-and-admin.md §2 "Lab screens", §7). The samples and the lab's register are
 * listed on the spec's shared path, `donorsEndpoints.labResults` (type=samples, or neither type nor donorId).
 */
export const labEndpoints = {
  acceptSamples: endpoint({
    method: 'POST',
    path: '/api/institution/lab-results/change-status',
    auth: lab,
    domain: 'lab',
    summary: 'Accept received samples (status 3 → 4), all of them or none',
    body: sampleAcceptSchema,
    response: z.object({ data: z.array(z.object({ _id: z.string(), status: z.number() })) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/institution/lab-results/add',
    auth: lab,
    domain: 'lab',
    summary:
      "Enter the results of accepted samples; each releases, holds or marks unsafe its donation's units, all in one transaction",
    body: labResultAddSchema,
    response: labResultSavedListSchema,
  }),
  correct: endpoint({
    method: 'POST',
    path: '/api/institution/lab-results/correct',
    auth: lab,
    domain: 'lab',
    summary: 'Correct a result: a new result replaces it, the original stays in the history',
    body: labResultCorrectSchema,
    response: z.object({ data: labResultSavedSchema }),
  }),
  criteria: endpoint({
    method: 'GET',
    path: '/api/institution/lab-criteria/list',
    auth: lab,
    domain: 'lab',
    summary: "The lab's test criteria (its own, or the defaults)",
    response: labCriteriaSchema,
  }),
  setCriteria: endpoint({
    method: 'POST',
    path: '/api/institution/lab-criteria/add',
    auth: lab,
    domain: 'lab',
    summary: "Save the lab's test criteria (settings.labCriteria)",
    body: labCriteriaAddSchema,
    response: labCriteriaSchema,
  }),
};
