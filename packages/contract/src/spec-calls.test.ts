import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints.js';

/**
 * Every call of the two specs' §7 tables with its path (docs/spec/part-1-institution-side.md §7,
 * docs/spec/part-2-operations-and-admin.md §7; docs/api-conformance.md), as method and path under /api/ —
 * `{product}` is `bloodbank`. The mobile app and the web screens know these; none may move.
 */
const SPEC_CALLS = [
  'POST institution/login',
  'POST institution/register',
  'POST institution/forgot-password',
  'POST auth/validate-otp',
  'POST institution/reset-password',
  'POST institution/confirm',
  'POST super-admin/confirm',
  'POST institution/user/confirm',
  'POST institution/geolocation/add',
  'GET generic/state-city/list',
  'GET institution/location-list',
  'POST generic/file',
  'GET requests/list',
  'GET requests/donations',
  'GET institution/dashboard-count',
  'GET institution/ngo/dashboard',
  'GET institution/get-known-donors',
  'GET institution/ngo/camps',
  'GET donation-camp/list',
  'GET donation-camp/details',
  'GET institution/list',
  'GET institution/registered/list',
  'GET institution/donor-otp/send',
  'POST institution/donor-otp/validate',
  'GET institution/donation-history/list',
  'GET institution/medicalhistory/list',
  'GET institution/donor/remarks',
  'GET institution/lab-results/list',
  'GET auth/get-profile',
  'GET institution/get',
  'POST requests/add',
  'POST requests/blood-request/send',
  'POST requests/edit',
  'POST requests/change-status',
  'POST requests/blockuser',
  'POST institution/donors/depute-assign',
  'POST donation-camp/add',
  'POST donation-camp/change-status',
  'POST donation-camp/donor/change-status',
  'GET donation-camp/inprocess/details',
  'POST institution/donors/add',
  'POST institution/patient/add',
  'GET institution/patient/list',
  'GET institution/inventory/list',
  'POST institution/inventory/list',
  'GET institution/inventory/transfer/list',
  'GET institution/inventory/in-processing/list',
  'GET institution/inventory/component/list',
  'POST institution/inventory/add',
  'POST institution/inventory/change-status',
  'POST institution/inventory/transfer/confirm',
  'POST institution/inventory/in-processing/change-status',
  'GET auth/nearby',
  'POST requests/patient',
  'GET institution/lab-criteria/list',
  'POST institution/lab-results/add',
  'POST institution/lab-results/change-status',
  'POST institution/lab-criteria/add',
  'GET institution/get-keymembers',
  'POST institution/add-keymembers',
  'GET institution/delete-keymembers',
  'POST institution/edit',
  'GET requests/institution/chats',
  'POST super-admin/login',
  'GET super-admin/permissions',
  'GET super-admin/tile-data',
  'POST super-admin/dashboard-data',
  'GET super-admin/bloodbank/transactions',
  'GET super-admin/bloodbank/users',
  'GET super-admin/bloodbank/user-details',
  'POST super-admin/bloodbank/blockuser',
  'POST super-admin/bloodbank/unblockuser',
  'GET super-admin/bloodbank/institutions',
  'GET super-admin/bloodbank/pending/institutions',
  'GET super-admin/bloodbank/institution-detail',
  'GET super-admin/bloodbank/pending/institution',
  'POST institution/verify',
  'POST super-admin/action/institution',
  'GET super-admin/bloodbank/pricings',
  'GET super-admin/bloodbank/plans',
  'POST super-admin/bloodbank/add/plan',
  'GET super-admin/bloodbank/admins',
  'GET super-admin/bloodbank/admin/details',
  'POST super-admin/bloodbank/admin/change-status',
  'POST super-admin/bloodbank/admin/update',
  'POST super-admin/add',
] as const;

describe('the calls the specs name', () => {
  const served = new Set(allEndpoints().map((definition) => `${definition.method} ${definition.path}`));

  it('are 86', () => {
    expect(new Set(SPEC_CALLS).size).toBe(86);
  });

  it.each(SPEC_CALLS)('%s is served with the spec’s method and path', (call) => {
    const [method, path] = call.split(' ');
    expect(served.has(`${method} /api/${path}`)).toBe(true);
  });
});
