import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { listContentSchema } from '../common/list.js';
import {
  addAdminRequestSchema,
  adminIdQuerySchema,
  adminListQuerySchema,
  adminRecordSchema,
  adminStatusChangeSchema,
  changeAdminStatusQuerySchema,
  updateAdminRequestSchema,
} from './administrators.js';
import { auditEventSchema, auditListQuerySchema } from './audit-log.js';

const admins = (flag: 'read' | 'write' | 'update') => ({ kind: 'admin', area: 'admins', flag }) as const;

/**
 * The Administrators area and the audit trail (docs/spec/part-2-operations-and-admin.md §6, §7): read to
 * see, write to add, update to edit and to change state, delete to delete.
 */
export const administratorsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/admins',
    auth: admins('read'),
    domain: 'admin',
    summary: 'Super administrators, one page; search is a name or e-mail prefix',
    query: adminListQuerySchema,
    response: listContentSchema(adminRecordSchema),
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/admin/details',
    auth: admins('read'),
    domain: 'admin',
    summary: 'One super administrator (the profile popup and Edit Profile)',
    query: adminIdQuerySchema,
    response: z.object({ data: adminRecordSchema }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/super-admin/add',
    auth: admins('write'),
    domain: 'admin',
    summary:
      'Add a super administrator (pending until they set a password through the link mailed to them); permissions no higher than the caller holds',
    body: addAdminRequestSchema,
    response: z.object({ data: adminRecordSchema }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/super-admin/bloodbank/admin/update',
    auth: admins('update'),
    domain: 'admin',
    summary:
      "Edit an administrator's contact, address and permissions; names, e-mail, gender and birth date stay as they are",
    body: updateAdminRequestSchema,
    response: z.object({ data: adminRecordSchema }),
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/super-admin/bloodbank/admin/change-status',
    // Activate and deactivate need update; the service demands delete for action=delete.
    auth: admins('update'),
    domain: 'admin',
    summary:
      'Activate an inactive administrator, deactivate an active one, or delete one (needs delete permission); deactivating and deleting end their sessions at once',
    query: changeAdminStatusQuerySchema,
    response: adminStatusChangeSchema,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/super-admin/audit',
    auth: admins('read'),
    domain: 'admin',
    summary:
      'The audit trail, newest first: who changed what and when, with before and after; filtered by action prefix, actor kind, institution and days',
    query: auditListQuerySchema,
    response: listContentSchema(auditEventSchema),
  }),
};
