import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { listContentSchema } from '../common/list.js';
import {
  blockPlatformUserSchema,
  platformUserDetailSchema,
  platformUserListQuerySchema,
  platformUserQuerySchema,
  platformUserSchema,
  unblockPlatformUserSchema,
} from './platform-users.js';

const readUsers = { kind: 'admin', area: 'userManagement', flag: 'read' } as const;
/** docs/spec/part-2-operations-and-admin.md §6: "userManagement: update allows block or unblock". */
const updateUsers = { kind: 'admin', area: 'userManagement', flag: 'update' } as const;

const blockState = z.object({
  data: z.object({ _id: z.string(), isBlocked: z.boolean() }),
});

/** The super administrator's Users screen (docs/spec/part-2-operations-and-admin.md §7, `{product}` = bloodbank). */
export const platformUsersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/users',
    auth: readUsers,
    domain: 'admin',
    summary:
      'Donors and patients of the platform, one page: blood-group and status filters, search by the start of a name, donor ID, mobile number or e-mail',
    query: platformUserListQuerySchema,
    response: listContentSchema(platformUserSchema),
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/super-admin/bloodbank/user-details',
    auth: readUsers,
    domain: 'admin',
    summary: "One user's profile with the platform's block in force, if any",
    query: platformUserQuerySchema,
    response: z.object({ data: platformUserDetailSchema }),
  }),
  block: endpoint({
    method: 'POST',
    path: '/api/super-admin/bloodbank/blockuser',
    auth: updateUsers,
    domain: 'admin',
    summary:
      "Block a user on the platform — permanently, for 1 to 182 days, or till recovery — with a reason: the person's mobile-app sessions end at once and sign-in is refused while it lasts",
    body: blockPlatformUserSchema,
    response: blockState,
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/api/super-admin/bloodbank/unblockuser',
    auth: updateUsers,
    domain: 'admin',
    summary: "Lift the platform's block of a user, with a reason",
    body: unblockPlatformUserSchema,
    response: blockState,
  }),
};
