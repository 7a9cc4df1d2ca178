import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  AddAdminPage,
  AdministratorsPage,
  ConfigurationPage,
  InstitutionDetailPage,
  PricingPage,
  SubscriptionPlansPage,
  TransactionsPage,
  UsersPage,
} from '../features/admin/admin.pages';
import { AdminDashboardPage } from '../features/admin/admin-dashboard.page';
import { InstitutionsPage } from '../features/admin/institutions.page';
import { AdminLoginPage } from '../features/auth/admin-login.page';
import { LoginPage } from '../features/auth/login.page';
import { CampDetailsPage, CampDonorsPage, CampListPage } from '../features/camps/camps.pages';
import { ChatPage } from '../features/chat/chat.pages';
import { DashboardPage } from '../features/dashboard/dashboard.page';
import {
  AddDonorPage,
  AvailableForDonationPage,
  DonationFormPage,
  DonationViewAllPage,
  NearbyDonorsPage,
  PeoplePage,
} from '../features/donors/donors.pages';
import {
  AgeingReportPage,
  InProcessPage,
  IssuedPage,
  ReceiptPage,
  ReceivedPage,
  StockPage,
  TransferPage,
  UpdateStockPage,
} from '../features/inventory/inventory.pages';
import { LabResultsPage, SamplesPage } from '../features/lab/lab.pages';
import { OutboxPage } from '../features/outbox/outbox.page';
import { ChangePasswordPage } from '../features/password/change-password.page';
import { ForgotPasswordPage } from '../features/password/forgot-password.page';
import { OtpPage } from '../features/password/otp.page';
import { SetPasswordPage } from '../features/password/set-password.page';
import { AddPatientPage, PatientListPage } from '../features/patients/patients.pages';
import { ProfilePage } from '../features/profile/profile.page';
import { RegisterPage } from '../features/registration/registration.page';
import { RequestViewAllPage, VerifyRequestViewAllPage } from '../features/requests/requests.pages';
import { SettingsPage } from '../features/settings/settings.pages';
import {
  RequireAdmin,
  RequireAdminArea,
  RequireFullMenu,
  RequireInstitution,
  RestrictedRoute,
} from './guards';
import { NotFoundPage } from './not-found.page';
import { RouteError } from './route-error';
import { AdminShell } from './shell/admin-shell';
import { InstitutionShell } from './shell/institution-shell';

/**
 * Every route of both specs (part 1 §2, part 2 §2). Paths keep the specs' spelling, typos included
 * (/Super-Admin/Instituions, /Super-Admin/Configration, /Super-Admin/Subcription-plan): links from the
 * mobile app and e-mails use them. Matching is case-insensitive.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      // Entry routes: a signed-in person is sent home (spec part 1 §2, "restricted").
      {
        element: <RestrictedRoute />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <RegisterPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/Super-Admin/login', element: <AdminLoginPage /> },
        ],
      },

      // Public, and reachable whether signed in or not (the links arrive by e-mail).
      { path: '/forgetPassword', element: <ForgotPasswordPage /> },
      { path: '/otp', element: <OtpPage /> },
      { path: '/setPassword', element: <SetPasswordPage /> },
      // The mail kept when no SMTP server is configured (answers "no outbox" otherwise).
      { path: '/dev/outbox', element: <OutboxPage /> },

      // Institution screens.
      {
        element: <RequireInstitution />,
        children: [
          {
            element: <InstitutionShell />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: '/nearby-donors', element: <NearbyDonorsPage /> },
              { path: '/available-for-donation', element: <AvailableForDonationPage /> },
              { path: '/received', element: <ReceivedPage /> },
              { path: '/camp', element: <CampListPage /> },
              { path: '/camp/donors_List', element: <CampDonorsPage /> },
              { path: '/camp-details/:id', element: <CampDetailsPage /> },
              { path: '/people', element: <PeoplePage /> },
              { path: '/patient', element: <PatientListPage /> },
              { path: '/add-patient', element: <AddPatientPage /> },
              { path: '/add-donor', element: <AddDonorPage /> },
              { path: '/donation-form', element: <DonationFormPage /> },
              { path: '/dashboard/request-viewall', element: <RequestViewAllPage /> },
              { path: '/dashboard/verify-request-viewall', element: <VerifyRequestViewAllPage /> },
              { path: '/dashboard/donation-viewall', element: <DonationViewAllPage /> },
              { path: '/profile', element: <ProfilePage /> },
              // Changing one's own password needs the session (docs/decisions/0027).
              { path: '/changePassword', element: <ChangePasswordPage /> },
              // Only the full menu (BloodBank, Both) leads here; other types go back to their dashboard.
              {
                element: <RequireFullMenu />,
                children: [
                  { path: '/inventory', element: <StockPage /> },
                  { path: '/inventory-in-process', element: <InProcessPage /> },
                  { path: '/inventory-in-process/updatestock', element: <UpdateStockPage /> },
                  { path: '/inventory-transfer', element: <TransferPage /> },
                  { path: '/inventory-receipt', element: <ReceiptPage /> },
                  { path: '/inventory-ageing-report', element: <AgeingReportPage /> },
                  { path: '/inventory-issued', element: <IssuedPage /> },
                  { path: '/labresult', element: <LabResultsPage /> },
                  { path: '/labresult-samples', element: <SamplesPage /> },
                  { path: '/chat', element: <ChatPage /> },
                  { path: '/settings', element: <SettingsPage /> },
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
            element: <AdminShell />,
            children: [
              { index: true, element: <Navigate to="/Super-Admin/Dashboard" replace /> },
              { path: 'Dashboard', element: <AdminDashboardPage /> },
              { path: 'Transaction', element: <TransactionsPage /> },
              {
                element: <RequireAdminArea area="instituteManagement" />,
                children: [
                  { path: 'Instituions', element: <InstitutionsPage /> },
                  { path: 'Instituions-Detail-Page', element: <InstitutionDetailPage /> },
                ],
              },
              {
                element: <RequireAdminArea area="admins" />,
                children: [
                  { path: 'Administrators', element: <AdministratorsPage /> },
                  { path: 'Add_Admin', element: <AddAdminPage /> },
                ],
              },
              {
                element: <RequireAdminArea area="userManagement" />,
                children: [{ path: 'Users', element: <UsersPage /> }],
              },
              {
                element: <RequireAdminArea area="billing" />,
                children: [{ path: 'Pricing', element: <PricingPage /> }],
              },
              {
                element: <RequireAdminArea area="configurations" />,
                children: [{ path: 'Configration', element: <ConfigurationPage /> }],
              },
              {
                element: <RequireAdminArea area="subscription" />,
                children: [{ path: 'Subcription-plan', element: <SubscriptionPlansPage /> }],
              },
            ],
          },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
