import { z } from 'zod';
import { BLOOD_GROUPS, bloodGroupSchema } from '../blood/groups.js';
import { latitudeSchema, longitudeSchema } from '../common/coordinates.js';
import { INDIA_STATES } from '../common/india-states.js';
import { lineText, TEXT_LIMITS } from '../common/text.js';
import { COMPONENTS, componentSchema } from '../inventory/components.js';

/**
 * Public blood availability (issue 17, docs/decisions/0052): anyone, signed in or not, finds which blood centres
 * hold units now — by state, city, blood group and component, nearest first when they share their position.
 * Only counts and the centre's public contact details; never a unit, a donor or a patient.
 */

/** Centres per page of the public search. */
export const AVAILABILITY_PAGE_SIZE = 10;
export const AVAILABILITY_MAX_PAGE_SIZE = 50;

export const AVAILABILITY_MESSAGES = {
  chooseState: 'Choose a state',
  positionPair: 'Send both latitude and longitude, or neither',
} as const;

export const availabilityQuerySchema = z
  .object({
    state: z.enum(INDIA_STATES, { error: AVAILABILITY_MESSAGES.chooseState }),
    /** A city or district as the centres write it; matched without regard to case. */
    city: lineText({ max: TEXT_LIMITS.name }).optional(),
    bloodGroup: bloodGroupSchema.optional(),
    component: componentSchema.optional(),
    /** The person's position, when they allow it: centres nearest first, with their distance. */
    latitude: latitudeSchema().optional(),
    longitude: longitudeSchema().optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(AVAILABILITY_MAX_PAGE_SIZE).default(AVAILABILITY_PAGE_SIZE),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: AVAILABILITY_MESSAGES.positionPair,
    path: ['latitude'],
  });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const availableCountSchema = z.object({
  bloodGroup: z.enum(BLOOD_GROUPS),
  component: z.enum(COMPONENTS),
  /** Units on the shelf, released by the lab and not expired. */
  units: z.number().int().min(1),
});

export const availabilityCentreSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  /** The centre's public number, with its country code, e.g. "+91 9876543210". */
  phone: z.string(),
  open24x7: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** From the person's position, when they gave it and the centre has one. */
  distanceKm: z.number().nullable(),
  /** When the centre's stock last changed (a unit added, released, issued, sent, received or discarded). */
  updatedAt: z.string().nullable(),
  units: z.number().int().min(1),
  counts: z.array(availableCountSchema),
});
export type AvailabilityCentre = z.infer<typeof availabilityCentreSchema>;

export const availabilityContentSchema = z.object({
  data: z.array(availabilityCentreSchema),
  total: z.number().int().min(0),
});

export const availabilityPlacesQuerySchema = z.object({
  state: z.enum(INDIA_STATES, { error: AVAILABILITY_MESSAGES.chooseState }),
});

/** The cities of a state that have an approved blood centre, for the search's city choice. */
export const availabilityPlacesSchema = z.object({ cities: z.array(z.string()) });

/** What a blood centre keeps out of the public view: components it does not want to be asked for. */
export const publicStockSettingsSchema = z.object({
  hiddenComponents: z
    .array(componentSchema)
    .max(COMPONENTS.length)
    .transform((components) => [...new Set(components)].sort()),
});
export type PublicStockSettings = z.infer<typeof publicStockSettingsSchema>;
