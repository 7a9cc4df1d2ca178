import {
  hasFullMenu,
  type InstitutionType,
  LAB_MEMBER_DESIGNATION,
  type PermissionArea,
} from '@raktsetu/contract';

/**
 * Every address of the router and who may open it (docs/spec/part-1-institution-side.md §2,
 * docs/spec/part-2-operations-and-admin.md §2 and §6). Plain data, so the web app (document titles), its
 * unit tests and the browser journeys read the same table. route-access.test.ts fails when the router and
 * this table disagree, so a new route cannot be forgotten here.
 *
 * - `public`: anyone, signed in or not (the links arrive by e-mail);
 * - `entry`: signed-out only: a signed-in person is sent home;
 * - `institution`: any signed-in institution;
 * - `fullMenu`: a signed-in BloodBank or Both institution (the full menu); other types go to their dashboard;
 * - `admin`: a signed-in super administrator; with `area`, only one who may see that area of the menu.
 */
export type RouteAccess = 'public' | 'entry' | 'institution' | 'fullMenu' | 'admin';

/** An i18n key with its English default; the document title is "<screen> · RaktSetu". */
export type ScreenTitle = [key: string, english: string];

interface Rule<Access extends RouteAccess> {
  /** Exactly as the router spells it (matching is case-insensitive in the browser). */
  path: string;
  access: Access;
  title: ScreenTitle;
  /** A route that only forwards: opening it lands on this path instead. */
  redirectsTo?: string;
}

export type RouteRule =
  | Rule<'public' | 'entry' | 'institution' | 'fullMenu'>
  | (Rule<'admin'> & { area?: PermissionArea });

/** The router's catch-all: any address no other route knows. */
export const NOT_FOUND_PATH = '/*';

export const ROUTE_ACCESS: readonly RouteRule[] = [
  // Entry
  { path: '/login', access: 'entry', title: ['auth.login.title', 'Sign in'] },
  { path: '/signup', access: 'entry', title: ['auth.register.title', 'Register your institution'] },
  { path: '/register', access: 'entry', title: ['auth.register.title', 'Register your institution'] },
  { path: '/Super-Admin/login', access: 'entry', title: ['auth.adminLogin.title', 'Super Admin sign in'] },

  // Public
  { path: '/forgetPassword', access: 'public', title: ['auth.forgotPassword.title', 'Forgot password'] },
  { path: '/otp', access: 'public', title: ['auth.otp.title', 'Enter verification code'] },
  { path: '/setPassword', access: 'public', title: ['auth.setPassword.title', 'Set password'] },
  // Issue 17: anyone finds which blood centres hold units now (docs/decisions/0052).
  { path: '/blood-availability', access: 'public', title: ['availability.title', 'Find blood'] },
  { path: '/dev/outbox', access: 'public', title: ['outbox.title', 'Outbox'] },
  { path: NOT_FOUND_PATH, access: 'public', title: ['notFound.title', 'Page not found'] },

  // Institution, every type
  { path: '/', access: 'institution', title: ['dashboard.title', 'Dashboard'] },
  { path: '/nearby-donors', access: 'institution', title: ['donors.nearby.title', 'Donors Nearby'] },
  {
    path: '/available-for-donation',
    access: 'institution',
    title: ['donors.available.title', 'Available for Donation'],
  },
  { path: '/camp', access: 'institution', title: ['camps.list.title', 'List of Camps'] },
  { path: '/camp/donors_List', access: 'institution', title: ['camps.donors.title', 'Camp Donors'] },
  { path: '/camp-details/:id', access: 'institution', title: ['camps.details.title', 'Camp Details'] },
  { path: '/people', access: 'institution', title: ['people.title', 'People'] },
  { path: '/patient', access: 'institution', title: ['patients.list.title', 'Patients'] },
  { path: '/add-patient', access: 'institution', title: ['patients.add.title', 'Add a Patient'] },
  { path: '/add-donor', access: 'institution', title: ['donors.add.title', 'Add a Donor'] },
  {
    path: '/dashboard/request-viewall',
    access: 'institution',
    title: ['requests.viewAll.title', 'All Blood Requests'],
  },
  {
    path: '/dashboard/verify-request-viewall',
    access: 'institution',
    title: ['requests.verifyViewAll.title', 'Requests Awaiting Verification'],
  },
  { path: '/profile', access: 'institution', title: ['profile.title', 'Profile'] },
  // Donors for every type; Inventory only for a blood centre (the page shows that tab to BloodBank and Both).
  { path: '/upload', access: 'institution', title: ['upload.title', 'Spreadsheet upload'] },
  // Any type may be written to; the menu has Chat for BloodBank and Both, the header badge for everyone.
  { path: '/chat', access: 'institution', title: ['chat.title', 'Chat'] },
  // Issue 17 item 6: reactions to transfusions and donations; hospitals and blood centres (the API refuses NGOs).
  { path: '/haemovigilance', access: 'institution', title: ['haemovigilance.title', 'Haemovigilance'] },
  {
    path: '/haemovigilance/transfusion-reaction',
    access: 'institution',
    title: ['haemovigilance.transfusionForm.title', 'Record transfusion reaction'],
  },
  {
    path: '/changePassword',
    access: 'institution',
    title: ['auth.changePassword.title', 'Change password'],
  },

  // Institution, full menu only
  // Recording a donation is a blood centre's (the API takes it from BloodBank and Both only).
  {
    path: '/donation-form',
    access: 'fullMenu',
    title: ['donors.donationForm.title', 'Donation by Donor ID'],
  },
  {
    path: '/dashboard/donation-viewall',
    access: 'fullMenu',
    title: ['donors.donationViewAll.title', 'All Donations'],
  },
  // A donor reaction is recorded by the blood centre that bled the donor.
  {
    path: '/haemovigilance/donor-reaction',
    access: 'fullMenu',
    title: ['haemovigilance.donorForm.title', 'Record donor reaction'],
  },
  { path: '/inventory', access: 'fullMenu', title: ['inventory.stock.title', 'Inventory'] },
  { path: '/inventory/unit/:id', access: 'fullMenu', title: ['inventory.unit.title', 'Unit'] },
  { path: '/inventory/unit/:id/label', access: 'fullMenu', title: ['inventory.label.title', 'Unit label'] },
  { path: '/inventory-in-process', access: 'fullMenu', title: ['inventory.inProcess.title', 'In Process'] },
  {
    path: '/inventory-in-process/updatestock',
    access: 'fullMenu',
    title: ['inventory.updateStock.title', 'Update Stock'],
  },
  { path: '/inventory-transfer', access: 'fullMenu', title: ['inventory.transfer.title', 'Transfer'] },
  { path: '/inventory-receipt', access: 'fullMenu', title: ['inventory.receipt.title', 'Receipt'] },
  {
    path: '/inventory-ageing-report',
    access: 'fullMenu',
    title: ['inventory.ageing.title', 'Ageing Report'],
  },
  {
    path: '/inventory-expiring',
    access: 'fullMenu',
    title: ['inventory.expiring.title', 'Expiring Units'],
  },
  { path: '/inventory-issued', access: 'fullMenu', title: ['inventory.issued.title', 'Issued'] },
  // Issue 17 item 2b: the daily stock report and the monthly report for the national system.
  { path: '/reports', access: 'fullMenu', title: ['reports.title', 'Reports'] },
  // Received and issued bags: a blood centre's registers (docs/decisions/0044).
  { path: '/received', access: 'fullMenu', title: ['inventory.received.title', 'Received'] },
  { path: '/labresult', access: 'fullMenu', title: ['lab.results.title', 'Lab Results'] },
  { path: '/labresult-samples', access: 'fullMenu', title: ['lab.samples.title', 'Samples'] },
  { path: '/settings', access: 'fullMenu', title: ['settings.title', 'Settings'] },

  // Super administrator
  {
    path: '/Super-Admin',
    access: 'admin',
    title: ['admin.dashboard.title', 'Super Admin Dashboard'],
    redirectsTo: '/Super-Admin/Dashboard',
  },
  {
    path: '/Super-Admin/Dashboard',
    access: 'admin',
    title: ['admin.dashboard.title', 'Super Admin Dashboard'],
  },
  { path: '/Super-Admin/Transaction', access: 'admin', title: ['admin.transactions.title', 'Transactions'] },
  {
    path: '/Super-Admin/Instituions',
    access: 'admin',
    area: 'instituteManagement',
    title: ['admin.institutions.title', 'Institutions'],
  },
  {
    path: '/Super-Admin/Instituions-Detail-Page',
    access: 'admin',
    area: 'instituteManagement',
    title: ['admin.institutionDetail.title', 'Institution Details'],
  },
  {
    path: '/Super-Admin/Administrators',
    access: 'admin',
    area: 'admins',
    title: ['admin.administrators.title', 'Administrators'],
  },
  {
    path: '/Super-Admin/Add_Admin',
    access: 'admin',
    area: 'admins',
    title: ['admin.addAdmin.title', 'Add Admin'],
  },
  // Issue 15: every administrator's action, viewable (not a screen of the spec; the admins area's).
  {
    path: '/Super-Admin/Audit',
    access: 'admin',
    area: 'admins',
    title: ['admin.audit.title', 'Audit trail'],
  },
  {
    path: '/Super-Admin/Users',
    access: 'admin',
    area: 'userManagement',
    title: ['admin.users.title', 'Users'],
  },
  {
    path: '/Super-Admin/Pricing',
    access: 'admin',
    area: 'billing',
    title: ['admin.pricing.title', 'Pricing'],
  },
  {
    path: '/Super-Admin/Configration',
    access: 'admin',
    area: 'configurations',
    title: ['admin.configuration.title', 'Configuration'],
  },
  {
    path: '/Super-Admin/Subcription-plan',
    access: 'admin',
    area: 'subscription',
    title: ['admin.plans.title', 'Subscription Plans (INDIA)'],
  },
];

/**
 * Lab members (designation labMember, docs/decisions/0047) work in their blood centre's lab and nowhere else:
 * the API refuses them every other call, so every other institution address, `/` included, sends them to the
 * samples waiting for them. Their own password they change like anyone.
 */
export const LAB_MEMBER_ROUTES = ['/labresult', '/labresult-samples', '/changePassword'] as const;
export const LAB_MEMBER_HOME = '/labresult-samples';

/**
 * A lab member of a blood centre. Only a blood centre has a lab; a lab member anywhere else (which the API does
 * not make) is left to the menu of their institution's type rather than sent to a lab it does not have.
 */
export function isLabMember(session: {
  institutionType: InstitutionType;
  user: { designation: string };
}): boolean {
  return session.user.designation === LAB_MEMBER_DESIGNATION && hasFullMenu(session.institutionType);
}

/** Whether a lab member may stay at `pathname` (matched as the router matches: any case, a trailing slash). */
export function labMemberMayOpen(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return LAB_MEMBER_ROUTES.some((route) => route.toLowerCase() === path);
}

/** An id of the right shape that no record has: a screen with an id must still show itself. */
export const SAMPLE_ID = '6f1c2b9e-4d3a-4c8e-9b7a-2e5d1f0a3c47';

/** An address a person could type for this rule: `:id` filled with a sample, the catch-all a made-up path. */
export function addressOf(rule: Pick<RouteRule, 'path'>): string {
  if (rule.path === NOT_FOUND_PATH) return '/no-such-screen';
  return rule.path.replace(/:[^/]+/g, SAMPLE_ID);
}
