import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { listContentSchema } from '../common/list.js';
import { lineText } from '../common/text.js';
import { INSTITUTION_STATES } from '../institutions/institution.js';
import {
  adminInstitutionDetailSchema,
  adminInstitutionSchema,
  institutionActionRequestSchema,
  institutionListQuerySchema,
  verifyInstitutionRequestSchema,
} from './institution-review.js';
import { adminPermissionsSchema } from './permissions.js';

const institutionQuery = z.object({ id: lineText({ max: 64, required: true }) });
const readInstitutions = { kind: 'admin', area: 'instituteManagement', flag: 'read' } as const;

/** The super-administrator area (docs/spec/part-2-operations-and-admin.md §7). */
export const adminEndpoints = {
  permissions: endpoint({
    method: 'GET',
    path: '/api/super-admin/permissions',
    auth: { kind: 'admin' },
    domain: 'admin',
    summary: "The signed-in administrator's permissions, read fresh from the database",
    response: z.object({ data: adminPermissionsSchema }),
  }),
  institutions: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/institutions',
    auth: readInstitutions,
    domain: 'admin',
    summary: 'Registered (verified or declined) institutions, one page',
    query: institutionListQuerySchema,
    response: listContentSchema(adminInstitutionSchema),
  }),
  pendingInstitutions: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/pending/institutions',
    auth: readInstitutions,
    domain: 'admin',
    summary: 'Institutions pending verification, one page',
    query: institutionListQuerySchema,
    response: listContentSchema(adminInstitutionSchema),
  }),
  pendingInstitution: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/pending/institution',
    auth: readInstitutions,
    domain: 'admin',
    summary: 'One institution pending verification',
    query: institutionQuery,
    response: z.object({ data: adminInstitutionSchema }),
  }),
  institutionDetail: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/institution-detail',
    auth: readInstitutions,
    domain: 'admin',
    summary: 'One institution: its review record, opening hours, signatory, camps, subscription and ratings',
    query: institutionQuery,
    response: z.object({ data: adminInstitutionDetailSchema }),
  }),
  verifyInstitution: endpoint({
    method: 'POST',
    path: '/api/institution/verify',
    auth: { kind: 'admin', area: 'instituteManagement', flag: 'update' },
    domain: 'admin',
    summary: 'Approve or decline a pending registration (a decline needs a reason)',
    body: verifyInstitutionRequestSchema,
    response: z.object({}),
  }),
  institutionAction: endpoint({
    method: 'POST',
    path: '/api/super-admin/action/institution',
    auth: { kind: 'admin', area: 'instituteManagement', flag: 'update' },
    domain: 'admin',
    summary:
      "Block an approved institution (its users' sessions end at once and it cannot sign in) or unblock it, with a comment",
    body: institutionActionRequestSchema,
    response: z.object({ data: z.object({ _id: z.string(), state: z.enum(INSTITUTION_STATES) }) }),
  }),
};
