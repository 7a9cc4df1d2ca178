import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  RequireAdmin,
  RequireAdminArea,
  RequireFullMenu,
  RequireInstitution,
  RestrictedRoute,
} from './guards';
import { RouteError } from './route-error';
import { RootLayout, ScreenLoading } from './route-loading';
import { SignInDoor } from './sign-in-door';

/**
 * Every screen module, loaded on the first visit to one of its routes so that the sign-in page does not
 * download the whole app (docs/decisions/0029-code-splitting.md). Each module is named once, by its path
 * under src/: the bundle budget test (e2e/bundle-budget.test.ts) finds each route's chunk through it.
 */
export const screenModules = {
  'app/not-found.page': () => import('./not-found.page'),
  'app/shell/admin-shell': () => import('./shell/admin-shell'),
  'app/shell/institution-shell': () => import('./shell/institution-shell'),
  'features/admin/admin-dashboard.page': () => import('../features/admin/admin-dashboard.page'),
  'features/admin/administrators/add-admin.page': () =>
    import('../features/admin/administrators/add-admin.page'),
  'features/admin/administrators/administrators.page': () =>
    import('../features/admin/administrators/administrators.page'),
  'features/admin/administrators/audit-log.page': () =>
    import('../features/admin/administrators/audit-log.page'),
  'features/admin/billing/configuration.page': () => import('../features/admin/billing/configuration.page'),
  'features/admin/billing/plans.page': () => import('../features/admin/billing/plans.page'),
  'features/admin/billing/pricing.page': () => import('../features/admin/billing/pricing.page'),
  'features/admin/billing/transactions.page': () => import('../features/admin/billing/transactions.page'),
  'features/admin/institution-detail.page': () => import('../features/admin/institution-detail.page'),
  'features/admin/institutions.page': () => import('../features/admin/institutions.page'),
  'features/admin/users/users.page': () => import('../features/admin/users/users.page'),
  'features/availability/blood-availability.page': () =>
    import('../features/availability/blood-availability.page'),
  'features/camps/camp-details.page': () => import('../features/camps/camp-details.page'),
  'features/camps/camp-donors.page': () => import('../features/camps/camp-donors.page'),
  'features/camps/camp-list.page': () => import('../features/camps/camp-list.page'),
  'features/chat/chat.page': () => import('../features/chat/chat.page'),
  'features/dashboard/dashboard.page': () => import('../features/dashboard/dashboard.page'),
  'features/donors/add-donor.page': () => import('../features/donors/add-donor.page'),
  'features/donors/donors-around.page': () => import('../features/donors/donors-around.page'),
  'features/donors/donation-form.page': () => import('../features/donors/donation-form.page'),
  'features/donors/people.page': () => import('../features/donors/people.page'),
  'features/haemovigilance/donor-reaction.page': () =>
    import('../features/haemovigilance/donor-reaction.page'),
  'features/haemovigilance/haemovigilance.page': () =>
    import('../features/haemovigilance/haemovigilance.page'),
  'features/haemovigilance/transfusion-reaction.page': () =>
    import('../features/haemovigilance/transfusion-reaction.page'),
  'features/inventory/expiring.page': () => import('../features/inventory/expiring.page'),
  'features/inventory/in-process.pages': () => import('../features/inventory/in-process.pages'),
  'features/inventory/stock.page': () => import('../features/inventory/stock.page'),
  'features/inventory/unit-lists.pages': () => import('../features/inventory/unit-lists.pages'),
  'features/inventory/unit.page': () => import('../features/inventory/unit.page'),
  'features/inventory/unit-label.page': () => import('../features/inventory/unit-label.page'),
  'features/lab/lab.pages': () => import('../features/lab/lab.pages'),
  'features/lab/samples.page': () => import('../features/lab/samples.page'),
  'features/outbox/outbox.page': () => import('../features/outbox/outbox.page'),
  'features/password/change-password.page': () => import('../features/password/change-password.page'),
  'features/password/forgot-password.page': () => import('../features/password/forgot-password.page'),
  'features/password/otp.page': () => import('../features/password/otp.page'),
  'features/password/set-password.page': () => import('../features/password/set-password.page'),
  'features/patients/add-patient.page': () => import('../features/patients/add-patient.page'),
  'features/patients/patient-list.page': () => import('../features/patients/patient-list.page'),
  'features/profile/profile.page': () => import('../features/profile/profile.page'),
  'features/reports/reports.page': () => import('../features/reports/reports.page'),
  'features/registration/registration.page': () => import('../features/registration/registration.page'),
  'features/requests/donation-viewall.page': () => import('../features/requests/donation-viewall.page'),
  'features/requests/requests.pages': () => import('../features/requests/requests.pages'),
  'features/settings/settings.pages': () => import('../features/settings/settings.pages'),
  'features/upload/upload.page': () => import('../features/upload/upload.page'),
};

export type ScreenModule = keyof typeof screenModules;
type Exports<M extends ScreenModule> = Awaited<ReturnType<(typeof screenModules)[M]>>;
type ComponentName<M extends ScreenModule> = {
  [K in keyof Exports<M>]: Exports<M>[K] extends ComponentType ? K : never;
}[keyof Exports<M>];

/** A route's `lazy`, remembering which module it loads. */
type LazyScreen = (() => Promise<{ Component: ComponentType }>) & { module: ScreenModule };

function screen<M extends ScreenModule>(module: M, component: ComponentName<M>): LazyScreen {
  // The call site is checked (a component the module exports); inside, TypeScript cannot follow M.
  const load = async () => {
    const exports: Record<string, unknown> = await screenModules[module]();
    return { Component: exports[component as string] as ComponentType };
  };
  return Object.assign(load, { module });
}

/** The screen module a route loads, if it loads one. */
export function screenModuleOf(route: RouteObject): ScreenModule | undefined {
  return typeof route.lazy === 'function' ? (route.lazy as Partial<LazyScreen>).module : undefined;
}

/**
 * Every route of both specs (docs/spec/part-1-institution-side.md §2, docs/spec/part-2-operations-and-admin.md §2). Paths keep the specs' spelling, typos included
 * (/Super-Admin/Instituions, /Super-Admin/Configration, /Super-Admin/Subcription-plan): links from the
 * mobile app and e-mails use them. Matching is case-insensitive.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // A chunk that fails to load (offline, or a release replaced it) lands here too: reloading fixes both.
    errorElement: <RouteError />,
    // Shown while the first screen's code arrives; later visits keep the current screen until then.
    hydrateFallbackElement: <ScreenLoading />,
    children: [
      // Entry routes: a signed-in person is sent home (docs/spec/part-1-institution-side.md §2, "restricted").
      {
        element: <RestrictedRoute />,
        children: [
          { path: '/login', element: <SignInDoor /> },
          { path: '/signup', lazy: screen('features/registration/registration.page', 'RegisterPage') },
          { path: '/register', lazy: screen('features/registration/registration.page', 'RegisterPage') },
          { path: '/Super-Admin/login', element: <SignInDoor /> },
        ],
      },

      // Public, and reachable whether signed in or not (the links arrive by e-mail).
      {
        path: '/forgetPassword',
        lazy: screen('features/password/forgot-password.page', 'ForgotPasswordPage'),
      },
      { path: '/otp', lazy: screen('features/password/otp.page', 'OtpPage') },
      { path: '/setPassword', lazy: screen('features/password/set-password.page', 'SetPasswordPage') },
      // Anyone looking for blood, signed in or not (issue 17, docs/decisions/0052).
      {
        path: '/blood-availability',
        lazy: screen('features/availability/blood-availability.page', 'BloodAvailabilityPage'),
      },
      // The mail kept when no SMTP server is configured (answers "no outbox" otherwise).
      { path: '/dev/outbox', lazy: screen('features/outbox/outbox.page', 'OutboxPage') },

      // Institution screens.
      {
        element: <RequireInstitution />,
        children: [
          {
            lazy: screen('app/shell/institution-shell', 'InstitutionShell'),
            children: [
              { index: true, lazy: screen('features/dashboard/dashboard.page', 'DashboardPage') },
              {
                path: '/nearby-donors',
                lazy: screen('features/donors/donors-around.page', 'NearbyDonorsPage'),
              },
              {
                path: '/available-for-donation',
                lazy: screen('features/donors/donors-around.page', 'AvailableForDonationPage'),
              },
              { path: '/camp', lazy: screen('features/camps/camp-list.page', 'CampListPage') },
              {
                path: '/camp/donors_List',
                lazy: screen('features/camps/camp-donors.page', 'CampDonorsPage'),
              },
              {
                path: '/camp-details/:id',
                lazy: screen('features/camps/camp-details.page', 'CampDetailsPage'),
              },
              { path: '/people', lazy: screen('features/donors/people.page', 'PeoplePage') },
              { path: '/patient', lazy: screen('features/patients/patient-list.page', 'PatientListPage') },
              { path: '/add-patient', lazy: screen('features/patients/add-patient.page', 'AddPatientPage') },
              { path: '/add-donor', lazy: screen('features/donors/add-donor.page', 'AddDonorPage') },
              {
                path: '/dashboard/request-viewall',
                lazy: screen('features/requests/requests.pages', 'RequestViewAllPage'),
              },
              {
                path: '/dashboard/verify-request-viewall',
                lazy: screen('features/requests/requests.pages', 'VerifyRequestViewAllPage'),
              },
              { path: '/profile', lazy: screen('features/profile/profile.page', 'ProfilePage') },
              // The Donors tab for every type; the page offers Inventory to a blood centre only.
              { path: '/upload', lazy: screen('features/upload/upload.page', 'UploadPage') },
              // Every type may be written to (a blood bank asks a hospital), so every type reads its chats; only
              // BloodBank and Both have Chat in the menu, the others reach it by the header's chat badge.
              { path: '/chat', lazy: screen('features/chat/chat.page', 'ChatPage') },
              {
                path: '/haemovigilance',
                lazy: screen('features/haemovigilance/haemovigilance.page', 'HaemovigilancePage'),
              },
              {
                path: '/haemovigilance/transfusion-reaction',
                lazy: screen('features/haemovigilance/transfusion-reaction.page', 'TransfusionReactionPage'),
              },
              // Changing one's own password needs the session (docs/decisions/0027).
              {
                path: '/changePassword',
                lazy: screen('features/password/change-password.page', 'ChangePasswordPage'),
              },
              // Only the full menu (BloodBank, Both) leads here; other types go back to their dashboard.
              {
                element: <RequireFullMenu />,
                children: [
                  // Recording a donation is a blood centre's: the API takes it from BloodBank and Both only.
                  {
                    path: '/donation-form',
                    lazy: screen('features/donors/donation-form.page', 'DonationFormPage'),
                  },
                  // Scheduled donations are a blood centre's: the API lists them for BloodBank and Both only.
                  {
                    path: '/dashboard/donation-viewall',
                    lazy: screen('features/requests/donation-viewall.page', 'DonationViewAllPage'),
                  },
                  {
                    path: '/haemovigilance/donor-reaction',
                    lazy: screen('features/haemovigilance/donor-reaction.page', 'DonorReactionPage'),
                  },
                  { path: '/inventory', lazy: screen('features/inventory/stock.page', 'StockPage') },
                  {
                    path: '/inventory/unit/:id',
                    lazy: screen('features/inventory/unit.page', 'UnitPage'),
                  },
                  {
                    path: '/inventory/unit/:id/label',
                    lazy: screen('features/inventory/unit-label.page', 'UnitLabelPage'),
                  },
                  {
                    path: '/inventory-in-process',
                    lazy: screen('features/inventory/in-process.pages', 'InProcessPage'),
                  },
                  {
                    path: '/inventory-in-process/updatestock',
                    lazy: screen('features/inventory/in-process.pages', 'UpdateStockPage'),
                  },
                  {
                    path: '/inventory-transfer',
                    lazy: screen('features/inventory/unit-lists.pages', 'TransferPage'),
                  },
                  {
                    path: '/inventory-receipt',
                    lazy: screen('features/inventory/unit-lists.pages', 'ReceiptPage'),
                  },
                  {
                    path: '/inventory-ageing-report',
                    lazy: screen('features/inventory/unit-lists.pages', 'AgeingReportPage'),
                  },
                  {
                    path: '/inventory-expiring',
                    lazy: screen('features/inventory/expiring.page', 'ExpiringPage'),
                  },
                  {
                    path: '/inventory-issued',
                    lazy: screen('features/inventory/unit-lists.pages', 'IssuedPage'),
                  },
                  { path: '/received', lazy: screen('features/inventory/unit-lists.pages', 'ReceivedPage') },
                  { path: '/reports', lazy: screen('features/reports/reports.page', 'ReportsPage') },
                  { path: '/labresult', lazy: screen('features/lab/lab.pages', 'LabResultsPage') },
                  { path: '/labresult-samples', lazy: screen('features/lab/samples.page', 'SamplesPage') },
                  { path: '/settings', lazy: screen('features/settings/settings.pages', 'SettingsPage') },
                ],
              },
            ],
          },
        ],
      },

      // Super-administrator screens.
      {
        path: '/Super-Admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: screen('app/shell/admin-shell', 'AdminShell'),
            children: [
              { index: true, element: <Navigate to="/Super-Admin/Dashboard" replace /> },
              {
                path: 'Dashboard',
                lazy: screen('features/admin/admin-dashboard.page', 'AdminDashboardPage'),
              },
              {
                path: 'Transaction',
                lazy: screen('features/admin/billing/transactions.page', 'TransactionsPage'),
              },
              {
                element: <RequireAdminArea area="instituteManagement" />,
                children: [
                  {
                    path: 'Instituions',
                    lazy: screen('features/admin/institutions.page', 'InstitutionsPage'),
                  },
                  {
                    path: 'Instituions-Detail-Page',
                    lazy: screen('features/admin/institution-detail.page', 'InstitutionDetailPage'),
                  },
                ],
              },
              {
                element: <RequireAdminArea area="admins" />,
                children: [
                  {
                    path: 'Administrators',
                    lazy: screen('features/admin/administrators/administrators.page', 'AdministratorsPage'),
                  },
                  {
                    path: 'Add_Admin',
                    lazy: screen('features/admin/administrators/add-admin.page', 'AddAdminPage'),
                  },
                  {
                    path: 'Audit',
                    lazy: screen('features/admin/administrators/audit-log.page', 'AuditLogPage'),
                  },
                ],
              },
              {
                element: <RequireAdminArea area="userManagement" />,
                children: [{ path: 'Users', lazy: screen('features/admin/users/users.page', 'UsersPage') }],
              },
              {
                element: <RequireAdminArea area="billing" />,
                children: [
                  { path: 'Pricing', lazy: screen('features/admin/billing/pricing.page', 'PricingPage') },
                ],
              },
              {
                element: <RequireAdminArea area="configurations" />,
                children: [
                  {
                    path: 'Configration',
                    lazy: screen('features/admin/billing/configuration.page', 'ConfigurationPage'),
                  },
                ],
              },
              {
                element: <RequireAdminArea area="subscription" />,
                children: [
                  {
                    path: 'Subcription-plan',
                    lazy: screen('features/admin/billing/plans.page', 'SubscriptionPlansPage'),
                  },
                ],
              },
            ],
          },
        ],
      },

      { path: '*', lazy: screen('app/not-found.page', 'NotFoundPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
