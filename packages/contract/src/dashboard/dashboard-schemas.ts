import { z } from 'zod';
import { BLOOD_GROUPS } from '../blood/groups.js';
import { COMPONENTS } from '../inventory/components.js';

/** The chart period filter (docs/spec/part-1-institution-side.md §2): Monthly by default, or Weekly. */
export const CHART_PERIODS = ['Monthly', 'Weekly'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** How many months or weeks the over-time chart shows, the current one last. */
export const CHART_SPAN = { Monthly: 12, Weekly: 12 } as const;

/**
 * GET institution/dashboard-count: the blood bank's five tiles (docs/spec/part-1-institution-side.md §2, §3
 * "Dashboard data"), in the spec's field names, misspellings included. `nearByDonorsCount` and
 * `activeDonorsCount` stop counting at `countCap` (a tile says "1000+"); `expiringSoonCount` is the flag for
 * units expiring within 3 days.
 */
export const dashboardCountsSchema = z.object({
  nearByDonorsCount: z.number(),
  /** Donors nearby who marked themselves available and may give today: the Available for Donation tile. */
  activeDonorsCount: z.number(),
  recievedCount: z.number(),
  issuedCount: z.number(),
  inventoryCount: z.object({ inventory: z.number() }),
  expiringSoonCount: z.number(),
  countCap: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const chartQuerySchema = z.object({ period: z.enum(CHART_PERIODS).default('Monthly') });

/** One bar of a chart over time: the first day of the month or week (YYYY-MM-DD) and its count. */
export const periodTallySchema = z.object({ date: z.string(), count: z.number() });
export const componentTallySchema = z.object({ component: z.enum(COMPONENTS), count: z.number() });
export const bloodGroupTallySchema = z.object({ bloodGroup: z.enum(BLOOD_GROUPS), count: z.number() });

/**
 * GET institution/dashboard-graph: the blood bank's three charts — units available now by component and by
 * blood group, and units collected here per month or week (the donation graph, "donations and date").
 * Every component and group is present, with 0 when none; every period of the span too.
 */
export const dashboardChartsSchema = z.object({
  period: z.enum(CHART_PERIODS),
  byComponent: z.array(componentTallySchema),
  overTime: z.array(periodTallySchema),
  byBloodGroup: z.array(bloodGroupTallySchema),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;

/**
 * GET institution/ngo/dashboard (docs/spec/part-1-institution-side.md §3 "Dashboard data, NGO"), the spec's
 * field names kept: its donors, those nearby who may give, donations its donors made, donors who gave more than
 * once, camps organised; the camp graph and its donors' donations by component and blood group.
 */
export const ngoDashboardSchema = z.object({
  activeDonorsCount: z.number(),
  nearByDonorsCount: z.number(),
  donetedSoFarCount: z.number(),
  repeatDonationsCount: z.number(),
  campOrgnisedCount: z.number(),
  countCap: z.number(),
  period: z.enum(CHART_PERIODS),
  campGrapgh: z.array(periodTallySchema),
  componenetWiseData: z.array(componentTallySchema),
  bloodGroupWiseData: z.array(bloodGroupTallySchema),
});
export type NgoDashboard = z.infer<typeof ngoDashboardSchema>;
