import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { lineText, TEXT_LIMITS } from '../common/text.js';
import { INSTITUTION_TYPES, institutionProfileSchema, institutionSummarySchema } from './institution.js';
import {
  directoryEntrySchema,
  newDirectoryEntrySchema,
  pointSchema,
  registrationRequestSchema,
} from './registration.js';

export const profileAnswer = z.object({ data: institutionProfileSchema });

/**
 * The institution's own profile, and everything a not-yet-registered institution needs: all public, the
 * spec's "no token" calls (docs/spec/part-1-institution-side.md §7).
 */
export const institutionsEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/api/institution/get',
    auth: { kind: 'institution' },
    domain: 'institutions',
    summary: "The signed-in institution's profile",
    response: profileAnswer,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/institution/list',
    // The mobile app names the hospital that treats the patient through it too.
    auth: { kind: 'signedIn' },
    domain: 'institutions',
    summary: 'Approved, active institutions by name (names that start with the text first), at most 15',
    query: z.object({
      name: lineText({ max: TEXT_LIMITS.search, message: 'Type a name to search', required: true }),
      type: z.enum(INSTITUTION_TYPES).optional(),
    }),
    response: z.object({ data: z.array(institutionSummarySchema) }),
  }),
  registered: endpoint({
    method: 'GET',
    path: '/api/institution/registered/list',
    auth: { kind: 'institution', types: ['NGO', 'BloodBank', 'Both'] },
    domain: 'institutions',
    summary:
      'Approved, active blood centres by name (type=bloodBank), at most 15: the participating blood bank of an NGO camp',
    query: z.object({
      name: lineText({ max: TEXT_LIMITS.search, message: 'Type a name to search', required: true }),
      type: z.literal('bloodBank').default('bloodBank'),
    }),
    response: z.object({ data: z.array(institutionSummarySchema) }),
  }),
  searchDirectory: endpoint({
    method: 'GET',
    path: '/api/institution/location-list',
    auth: { kind: 'public' },
    domain: 'institutions',
    summary: 'Search the institution directory by name (a non-empty term)',
    query: z.object({
      name: lineText({ max: TEXT_LIMITS.search, message: 'Type a name to search', required: true }),
      type: z.enum(INSTITUTION_TYPES).optional(),
    }),
    response: z.object({ institutionLocation: z.array(directoryEntrySchema) }),
  }),
  addDirectoryEntry: endpoint({
    method: 'POST',
    path: '/api/institution/geolocation/add',
    auth: { kind: 'public' },
    domain: 'institutions',
    summary: 'Add a missing institution to the directory',
    body: newDirectoryEntrySchema,
    rateLimit: { max: 20, perSeconds: 60 * 60 },
    response: z.object({
      data: z.object({ _id: z.string(), institutionName: z.string(), location: pointSchema }),
    }),
  }),
  statesAndCities: endpoint({
    method: 'GET',
    path: '/api/generic/state-city/list',
    auth: { kind: 'public' },
    domain: 'institutions',
    summary: "India's states and union territories, or the cities of one",
    query: z.discriminatedUnion('type', [
      z.object({ type: z.literal('state') }),
      z.object({
        type: z.literal('city'),
        state: lineText({ max: TEXT_LIMITS.name, message: 'Choose a state first', required: true }),
      }),
    ]),
    response: z.object({ stateOrCity: z.array(z.string()) }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/institution/register',
    auth: { kind: 'public' },
    domain: 'institutions',
    summary: 'Register an institution; it waits for verification by the super administrator',
    body: registrationRequestSchema,
    // Each registration mails a person and waits for a reviewer: a handful an hour from one address is plenty.
    rateLimit: { max: 10, perSeconds: 60 * 60 },
    response: z.object({ data: z.object({ _id: z.string() }) }),
  }),
};
