/**
 * Exports of the list screens (issue 17 item 2a): the formats, the lists that export and the path of the list
 * each mirrors. Kept apart from the endpoint definitions (exports.endpoints.ts) so the web app's Export control
 * finds a table's export without loading every list's schemas; a test holds the two to the same paths.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Past this many rows an export stops and its last line says so: narrower filters give the rest. */
export const EXPORT_ROW_CAP = 200_000;

/** Every exportable list by key (the export's path), with the path of the list endpoint it mirrors. */
export const EXPORT_LIST_PATHS = {
  donors: '/api/institution/get-known-donors',
  'nearby-donors': '/api/institution/donors/nearby',
  'available-donors': '/api/institution/donors/available',
  patients: '/api/institution/patient/list',
  recipients: '/api/institution/people/list',
  inventory: '/api/institution/inventory/list',
  transfers: '/api/institution/inventory/transfer/list',
  'in-processing': '/api/institution/inventory/in-processing/list',
  requests: '/api/requests/list',
  donations: '/api/requests/donations',
  camps: '/api/donation-camp/list',
  'ngo-camps': '/api/institution/ngo/camps',
  'camp-donors': '/api/donation-camp/donors',
  'lab-samples': '/api/institution/lab-results/list',
  'lab-register': '/api/institution/lab-results/list',
  'transfusion-reactions': '/api/institution/haemovigilance/transfusion-reactions',
  'donor-reactions': '/api/institution/haemovigilance/donor-reactions',
  institutions: '/api/super-admin/bloodbank/institutions',
  'pending-institutions': '/api/super-admin/bloodbank/pending/institutions',
  administrators: '/api/super-admin/bloodbank/admins',
  audit: '/api/super-admin/audit',
  transactions: '/api/super-admin/bloodbank/transactions',
  pricings: '/api/super-admin/bloodbank/pricings',
  plans: '/api/super-admin/bloodbank/plans',
  users: '/api/super-admin/bloodbank/users',
} as const;

export type ExportKey = keyof typeof EXPORT_LIST_PATHS;
export const EXPORT_KEYS = Object.keys(EXPORT_LIST_PATHS) as ExportKey[];

export const exportPath = (key: ExportKey) => `/api/exports/${key}` as const;

/**
 * The export of a table on screen, from the list endpoint it shows and the input it sends. One path serves
 * the lab's samples and its register: the samples send `type`.
 */
export function exportKeyFor(listPath: string, input: Record<string, unknown>): ExportKey | undefined {
  if (listPath === EXPORT_LIST_PATHS['lab-samples']) return 'type' in input ? 'lab-samples' : 'lab-register';
  return EXPORT_KEYS.find((key) => EXPORT_LIST_PATHS[key] === listPath);
}
