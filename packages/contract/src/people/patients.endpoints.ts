import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  newPatientSchema,
  patientListQuerySchema,
  patientListSchema,
  patientRowSchema,
  recipientListQuerySchema,
  recipientListSchema,
} from './patient-schemas.js';

const staff = { kind: 'institution' } as const;

/** The institution's patients and the units they received (docs/spec/part-1-institution-side.md §2, §5, §7). */
export const patientsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/institution/patient/list',
    auth: staff,
    domain: 'patients',
    summary: "The institution's patients, one page, searched by name, patient ID, mobile or e-mail",
    query: patientListQuerySchema,
    response: patientListSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/institution/patient/add',
    auth: staff,
    domain: 'patients',
    summary: 'Add a patient with their history rows and checklist',
    body: newPatientSchema,
    response: z.object({ data: patientRowSchema }),
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/api/institution/people/list',
    auth: { kind: 'institution', types: ['Both'] },
    domain: 'patients',
    summary:
      'Recipients (type=recepients): units issued to the institution’s patients, for a hospital with a blood bank',
    query: recipientListQuerySchema,
    response: recipientListSchema,
  }),
};
