import { adminEndpoints } from './admin/admin.endpoints.js';
import { administratorsEndpoints } from './admin/administrators.endpoints.js';
import { billingEndpoints } from './admin/billing.endpoints.js';
import { platformDashboardEndpoints } from './admin/platform-dashboard.endpoints.js';
import { platformUsersEndpoints } from './admin/platform-users.endpoints.js';
import { authEndpoints } from './auth/auth.endpoints.js';
import { availabilityEndpoints } from './availability/availability.endpoints.js';
import { campsEndpoints } from './camps/camps.endpoints.js';
import { chatEndpoints } from './chat/chat.endpoints.js';
import type { EndpointDefinition } from './common/endpoint.js';
import { dashboardEndpoints } from './dashboard/dashboard.endpoints.js';
import { exportEndpoints } from './exports/exports.endpoints.js';
import { filesEndpoints } from './files/files.endpoints.js';
import { haemovigilanceEndpoints } from './haemovigilance/haemovigilance.endpoints.js';
import { healthEndpoints } from './health/health.endpoints.js';
import { institutionsEndpoints } from './institutions/institutions.endpoints.js';
import { settingsEndpoints } from './institutions/settings.endpoints.js';
import { inventoryEndpoints } from './inventory/inventory.endpoints.js';
import { labEndpoints } from './lab/lab.endpoints.js';
import { mailEndpoints } from './mail/mail.endpoints.js';
import { donorsEndpoints } from './people/donors.endpoints.js';
import { mobileEndpoints } from './people/mobile.endpoints.js';
import { patientsEndpoints } from './people/patients.endpoints.js';
import { reportsEndpoints } from './reports/reports.endpoints.js';
import { mobileRequestsEndpoints } from './requests/mobile-requests.js';
import { requestsEndpoints } from './requests/requests.endpoints.js';
import { uploadEndpoints } from './upload/upload.endpoints.js';

/** Every endpoint of the API, by domain. The API serves exactly these; a test holds it to that. */
export const endpoints = {
  admin: adminEndpoints,
  administrators: administratorsEndpoints,
  billing: billingEndpoints,
  platformDashboard: platformDashboardEndpoints,
  auth: authEndpoints,
  availability: availabilityEndpoints,
  camps: campsEndpoints,
  chat: chatEndpoints,
  dashboard: dashboardEndpoints,
  donors: donorsEndpoints,
  exports: exportEndpoints,
  files: filesEndpoints,
  haemovigilance: haemovigilanceEndpoints,
  health: healthEndpoints,
  institutions: institutionsEndpoints,
  inventory: inventoryEndpoints,
  lab: labEndpoints,
  mail: mailEndpoints,
  mobile: mobileEndpoints,
  mobileRequests: mobileRequestsEndpoints,
  patients: patientsEndpoints,
  platformUsers: platformUsersEndpoints,
  reports: reportsEndpoints,
  requests: requestsEndpoints,
  settings: settingsEndpoints,
  upload: uploadEndpoints,
} as const;

export function allEndpoints(): EndpointDefinition[] {
  return Object.values(endpoints).flatMap((domain) => Object.values(domain) as EndpointDefinition[]);
}
