import { z } from 'zod';
import { INDIA_STATES } from '../common/india-states.js';

/**
 * The super administrator's national dashboard (docs/spec/part-2-operations-and-admin.md §2, §3 "Dashboard
 * data" and "Statistics"; docs/decisions/0050). Figures are units of blood unless named otherwise.
 */

/** Days the tiles and the per-day averages look back over, today included. */
export const DASHBOARD_WINDOW_DAYS = 30;

/** GET /api/super-admin/tile-data: the five tiles. */
export const tileDataSchema = z.object({
  /** Units collected in the window. */
  donations: z.number(),
  /** Units issued to patients in the window. */
  consumed: z.number(),
  /** Units requested per day, averaged over the window. */
  demandPerDay: z.number(),
  /** Units that left blood centres (issued or sent to another centre) per day, averaged over the window. */
  issued: z.number(),
  /** Units on blood centres' shelves now. */
  inventory: z.number(),
});
export type TileData = z.infer<typeof tileDataSchema>;

export const DASHBOARD_ALL_STATES = 'All';

/** POST /api/super-admin/dashboard-data: the whole country, or one state or union territory. */
export const dashboardDataRequestSchema = z.object({
  state: z.enum([DASHBOARD_ALL_STATES, ...INDIA_STATES]).default(DASHBOARD_ALL_STATES),
});
export type DashboardDataRequest = z.input<typeof dashboardDataRequestSchema>;

/**
 * The 17 Core Statistics under the spec's names, misspellings kept, and the figures of the map or the city list.
 * Counts are since the start; newUsers and AvarageConsuptionOfBlood look back over the window. The four
 * "state" figures name a state for the whole country and a city within a chosen state. Times are in hours.
 */
export const statisticsSchema = z.object({
  donation: z.number(),
  consumed: z.number(),
  disposed: z.number(),
  transfered: z.number(),
  users: z.number(),
  newUsers: z.number(),
  camps: z.number(),
  /** Requests needed the day they were raised and filled. */
  emergencyResponseMobilisatioOfBlood: z.number(),
  MostActiveStateInBloodDonationDrive: z.string().nullable(),
  LeastActiveStateInBloodDonationDrive: z.string().nullable(),
  HighestConsumputionState: z.string().nullable(),
  LowestConsumptionState: z.string().nullable(),
  AvarageTimeToFindDonor: z.number().nullable(),
  AvarageTimeToFulfilRequest: z.number().nullable(),
  topReasonToDOnorDefferal: z.string().nullable(),
  DonorDeffered: z.number(),
  /** Units issued to patients per day over the window. */
  AvarageConsuptionOfBlood: z.number(),
  /** For a chosen state: its cities' donations, most first. Empty for the whole country. */
  citiwisedonors: z.record(z.string(), z.number()),
  /** For the whole country: donations per state or union territory (by INDIA_STATES' names). Empty for a state. */
  mapData: z.record(z.string(), z.number()),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** The Core Statistics in the order the dashboard lists them, with their labels. */
export const CORE_STATISTICS = [
  ['donation', 'Donation'],
  ['consumed', 'Consumed'],
  ['disposed', 'Disposed'],
  ['transfered', 'Transferred'],
  ['users', 'Users'],
  ['newUsers', 'New Users'],
  ['camps', 'Camps'],
  ['emergencyResponseMobilisatioOfBlood', 'Emergency Response (Mobilisation of Blood)'],
  ['MostActiveStateInBloodDonationDrive', 'Most Active State in Blood Donation Drive'],
  ['LeastActiveStateInBloodDonationDrive', 'Least Active State in Blood Donation Drive'],
  ['HighestConsumputionState', 'Highest Consumption State'],
  ['LowestConsumptionState', 'Lowest Consumption State'],
  ['AvarageTimeToFindDonor', 'Average Time to Find Donor'],
  ['AvarageTimeToFulfilRequest', 'Average Time to Fulfil Request'],
  ['topReasonToDOnorDefferal', 'Top Reason for Donor Deferral'],
  ['DonorDeffered', 'Donors Deferred'],
  ['AvarageConsuptionOfBlood', 'Average Consumption of Blood'],
] as const satisfies readonly (readonly [keyof Statistics, string])[];
