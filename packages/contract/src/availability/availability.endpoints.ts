import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  availabilityContentSchema,
  availabilityPlacesQuerySchema,
  availabilityPlacesSchema,
  availabilityQuerySchema,
  publicStockSettingsSchema,
} from './availability.js';

const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;
// Generous for a person refining a search, tight enough that nobody scrapes the country's stock every second.
const publicSearch = { max: 60, perSeconds: 60 } as const;

/** Public blood availability (issue 17 item 1, docs/decisions/0052): the web page and the mobile app. */
export const availabilityEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/public/blood-availability',
    auth: { kind: 'public' },
    domain: 'availability',
    summary:
      'Approved blood centres of a state (and city) holding available units now, with their counts per group and component; nearest first when a position is sent',
    query: availabilityQuerySchema,
    rateLimit: publicSearch,
    response: availabilityContentSchema,
  }),
  cities: endpoint({
    method: 'GET',
    path: '/api/public/blood-availability/cities',
    auth: { kind: 'public' },
    domain: 'availability',
    summary: 'The cities of a state that have an approved blood centre',
    query: availabilityPlacesQuerySchema,
    rateLimit: publicSearch,
    response: availabilityPlacesSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/institution/public-stock',
    auth: bloodCentre,
    domain: 'availability',
    summary: 'The components the blood centre keeps out of the public availability search',
    response: z.object({ data: publicStockSettingsSchema }),
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/api/institution/public-stock',
    auth: bloodCentre,
    domain: 'availability',
    summary: 'Choose the components kept out of the public availability search',
    body: publicStockSettingsSchema,
    response: z.object({ data: publicStockSettingsSchema }),
  }),
};
