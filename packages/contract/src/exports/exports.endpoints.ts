import { z } from 'zod';
import { adminEndpoints } from '../admin/admin.endpoints.js';
import { administratorsEndpoints } from '../admin/administrators.endpoints.js';
import { billingEndpoints } from '../admin/billing.endpoints.js';
import { platformUsersEndpoints } from '../admin/platform-users.endpoints.js';
import { campsEndpoints } from '../camps/camps.endpoints.js';
import { sampleListQuerySchema } from '../camps/donation-schemas.js';
import { type EndpointDefinition, endpoint } from '../common/endpoint.js';
import { haemovigilanceEndpoints } from '../haemovigilance/haemovigilance.endpoints.js';
import { inventoryEndpoints } from '../inventory/inventory.endpoints.js';
import { labReportListQuerySchema } from '../lab/lab-schemas.js';
import { donorsEndpoints } from '../people/donors.endpoints.js';
import { patientsEndpoints } from '../people/patients.endpoints.js';
import { requestsEndpoints } from '../requests/requests.endpoints.js';
import { EXPORT_FORMATS, EXPORT_KEYS, type ExportKey, exportPath } from './export-lists.js';

type ListQueryObject = z.ZodObject<{ page: z.ZodType; limit: z.ZodType }>;

interface ExportableList {
  /** The list endpoint whose rows, filters, sort and guard the export mirrors. */
  readonly list: EndpointDefinition;
  /** The list's query when its definition serves several lists on one path (the lab's samples, its register). */
  readonly query?: ListQueryObject;
  /** One line for the API document. */
  readonly summary: string;
}

/**
 * Every exportable list by key. The key is the export's path; the list's own query schema (less the paging)
 * is the export's query, and its own auth declaration guards the export, so an export answers what the
 * list answers, to whom the list answers it.
 */
export const EXPORTABLE_LISTS = {
  donors: { list: donorsEndpoints.list, summary: 'Known donors' },
  'nearby-donors': { list: donorsEndpoints.nearby, summary: 'Donors nearby' },
  'available-donors': { list: donorsEndpoints.available, summary: 'Donors available nearby' },
  patients: { list: patientsEndpoints.list, summary: 'Patients' },
  recipients: { list: patientsEndpoints.recipients, summary: 'Recipients of issued units' },
  inventory: {
    list: inventoryEndpoints.list,
    summary: 'Units: inventory, expiring, ageing, issued, received or disposed (type)',
  },
  transfers: {
    list: inventoryEndpoints.transfers,
    summary: 'Units in transfer, outgoing or incoming (type)',
  },
  'in-processing': { list: inventoryEndpoints.inProcessing, summary: 'Units in processing' },
  requests: { list: requestsEndpoints.list, summary: 'Blood requests' },
  donations: { list: requestsEndpoints.donations, summary: 'Scheduled donations' },
  camps: { list: campsEndpoints.list, summary: "A blood centre's donation camps" },
  'ngo-camps': { list: campsEndpoints.ngoList, summary: "An NGO's donation camps" },
  'camp-donors': { list: campsEndpoints.donors, summary: 'The donors of one camp' },
  'lab-samples': { list: donorsEndpoints.labResults, query: sampleListQuerySchema, summary: 'Lab samples' },
  'lab-register': {
    list: donorsEndpoints.labResults,
    query: labReportListQuerySchema,
    summary: 'Lab results register',
  },
  'transfusion-reactions': {
    list: haemovigilanceEndpoints.transfusionReactions,
    summary: 'Transfusion reactions recorded here, or to units issued here (scope)',
  },
  'donor-reactions': { list: haemovigilanceEndpoints.donorReactions, summary: 'Adverse donor reactions' },
  institutions: { list: adminEndpoints.institutions, summary: 'Registered institutions' },
  'pending-institutions': {
    list: adminEndpoints.pendingInstitutions,
    summary: 'Institutions awaiting review',
  },
  administrators: { list: administratorsEndpoints.list, summary: 'Administrators' },
  audit: { list: administratorsEndpoints.audit, summary: 'Audit log' },
  transactions: { list: billingEndpoints.transactions, summary: 'Transactions' },
  pricings: { list: billingEndpoints.pricings, summary: 'Component prices' },
  plans: { list: billingEndpoints.plans, summary: 'Subscription plans' },
  users: { list: platformUsersEndpoints.list, summary: 'Platform users' },
} as const satisfies Record<ExportKey, ExportableList>;

type Entry<K extends ExportKey> = (typeof EXPORTABLE_LISTS)[K];
type ListQueryOf<K extends ExportKey> =
  Entry<K> extends { query: infer Q } ? Q : Entry<K>['list'] extends { query: infer Q } ? Q : never;

export const exportFormatSchema = z.enum(EXPORT_FORMATS);

/**
 * The list's query without its paging, plus the file format. A query checked as a whole (a period's start not
 * after its end) keeps that check: zod will not omit fields of a refined object, so the fields are taken apart
 * and the checks put back.
 */
function exportQuery<Q>(listQuery: Q) {
  const list = listQuery as unknown as ListQueryObject;
  const checks = (list._zod.def.checks ?? []) as z.core.$ZodCheck<unknown>[];
  const query = z.object(list.shape).omit({ page: true, limit: true }).extend({ format: exportFormatSchema });
  return (checks.length > 0 ? query.check(...checks) : query) as unknown as Q extends z.ZodObject<infer S>
    ? z.ZodObject<Omit<S, 'page' | 'limit'> & { format: typeof exportFormatSchema }>
    : never;
}

function exportEndpoint<K extends ExportKey>(key: K) {
  const entry: ExportableList = EXPORTABLE_LISTS[key];
  const listQuery = entry.query ?? entry.list.query;
  return endpoint({
    method: 'GET',
    path: exportPath(key),
    auth: entry.list.auth,
    domain: 'exports',
    summary: `${entry.summary} as a CSV or Excel file (format), with the list's filters and sort; ${entry.list.path} without paging`,
    query: exportQuery(listQuery as ListQueryOf<K>),
    transfer: 'download',
  });
}

type ExportEndpoints = { [K in ExportKey]: ReturnType<typeof exportEndpoint<K>> };

/** One download endpoint per list: each keeps its list's guard and query schema (docs/decisions). */
export const exportEndpoints = Object.fromEntries(
  EXPORT_KEYS.map((key) => [key, exportEndpoint(key)]),
) as unknown as ExportEndpoints;
