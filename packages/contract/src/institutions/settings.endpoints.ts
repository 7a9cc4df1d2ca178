import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { institutionEditRequestSchema } from './institution.js';
import { profileAnswer } from './institutions.endpoints.js';
import {
  addKeyMemberSchema,
  deleteKeyMemberQuerySchema,
  institutionSettingsSchema,
  keyMembersQuerySchema,
  labMemberSchema,
} from './settings.js';

/** Settings and lab members belong to the full menu (docs/spec/part-2-operations-and-admin.md §2). */
const fullMenu = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;

/**
 * What an institution changes about itself: its profile and, for a blood centre, the settings wizard and its
 * lab members (docs/spec/part-2-operations-and-admin.md §2 "Settings and profile", §7; docs/decisions/0049).
 * Apart from the institution's own profile read, so the first page does not carry the settings' schemas.
 */
export const settingsEndpoints = {
  edit: endpoint({
    method: 'POST',
    path: '/api/institution/edit',
    auth: { kind: 'institution' },
    domain: 'settings',
    summary:
      "Change the signed-in institution's contact number, address text or profile images; a blood centre also saves its whole settings object",
    body: institutionEditRequestSchema.extend({ settings: institutionSettingsSchema.optional() }),
    response: profileAnswer,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/institution/settings',
    auth: fullMenu,
    domain: 'settings',
    summary: "The blood centre's settings object, every part filled with its default until saved",
    response: z.object({ data: institutionSettingsSchema }),
  }),
  keyMembers: endpoint({
    method: 'GET',
    path: '/api/institution/get-keymembers',
    auth: fullMenu,
    domain: 'settings',
    summary: "The blood centre's lab members (designation=labMember), oldest first",
    query: keyMembersQuerySchema,
    response: z.object({ data: z.array(labMemberSchema) }),
  }),
  addKeyMember: endpoint({
    method: 'POST',
    path: '/api/institution/add-keymembers',
    auth: fullMenu,
    domain: 'settings',
    summary: 'Add a lab member, who is mailed a link to set a password and then sees only the lab screens',
    body: addKeyMemberSchema,
    response: z.object({ data: labMemberSchema }),
  }),
  deleteKeyMember: endpoint({
    method: 'GET',
    path: '/api/institution/delete-keymembers',
    auth: fullMenu,
    domain: 'settings',
    // The spec's GET; the token header (never a cookie) keeps another site from triggering it.
    summary: 'Remove a lab member: they cannot sign in any more, and their open sessions end',
    query: deleteKeyMemberQuerySchema,
    response: z.object({ data: z.object({ _id: z.string() }) }),
  }),
};
