import { endpoint } from '../common/endpoint.js';
import { uploadAnswerSchema, uploadPartSchema } from './upload-rows.js';

const staff = { kind: 'institution' } as const;
const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;

/**
 * The spreadsheet upload (docs/spec/part-2-operations-and-admin.md §2, §5; docs/decisions/0049): a template
 * per tab, and the rows of a file in parts. The desk forms keep the spec's donors/add and inventory/add.
 */
export const uploadEndpoints = {
  inventoryTemplate: endpoint({
    method: 'GET',
    path: '/api/institution/inventory/upload-template',
    auth: bloodCentre,
    domain: 'upload',
    summary: 'The inventory template (.xlsx): header, an example row, drop-down lists, dd/mm/yyyy dates',
    transfer: 'download',
  }),
  inventory: endpoint({
    method: 'POST',
    path: '/api/institution/inventory/upload',
    auth: bloodCentre,
    domain: 'upload',
    summary:
      'One part of an inventory upload; the last part stores every valid row of the upload in one transaction',
    body: uploadPartSchema,
    response: uploadAnswerSchema,
  }),
  donorsTemplate: endpoint({
    method: 'GET',
    path: '/api/institution/donors/upload-template',
    auth: staff,
    domain: 'upload',
    summary: 'The donors template (.xlsx): header, an example row, drop-down lists, dd/mm/yyyy dates',
    transfer: 'download',
  }),
  donors: endpoint({
    method: 'POST',
    path: '/api/institution/donors/upload',
    auth: staff,
    domain: 'upload',
    summary:
      'One part of a donors upload; the last part stores (or links) every valid donor of the upload in one transaction',
    body: uploadPartSchema,
    response: uploadAnswerSchema,
  }),
};
