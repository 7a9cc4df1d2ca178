import { canSeeArea, hasFullMenu, type PermissionArea } from '@raktsetu/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  ADMIN_HOME,
  homePathFor,
  INSTITUTION_HOME,
  loginPathFor,
  storedIdentifier,
  useSession,
} from '../lib/session';
import { isLabMember, LAB_MEMBER_HOME, labMemberMayOpen } from './route-access';

/**
 * Route guards (docs/spec/part-1-institution-side.md §2).
 * - A protected route without a valid session goes to /Super-Admin/login when the stored identifier is
 *   admin, otherwise to /login.
 * - A restricted entry route (login, signup, register, super-admin login) sends a signed-in person home:
 *   an institution to /, an administrator to /Super-Admin/Dashboard.
 * The server checks every call again; these guards only keep people on screens that make sense for them.
 */

/**
 * Institution screens. An administrator who wanders here is sent to the admin dashboard; a lab member, anywhere
 * but the lab's two screens, to the samples (route-access.ts `labMemberMayOpen`).
 */
export function RequireInstitution() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to={loginPathFor(storedIdentifier())} replace />;
  if (session.identifier === 'admin') return <Navigate to={ADMIN_HOME} replace />;
  if (isLabMember(session) && !labMemberMayOpen(pathname)) return <Navigate to={LAB_MEMBER_HOME} replace />;
  return <Outlet />;
}

/** Inventory, lab and settings exist only for BloodBank and Both (the full menu). */
export function RequireFullMenu() {
  const session = useSession();
  if (session?.identifier !== 'institution' || !hasFullMenu(session.institutionType)) {
    return <Navigate to={INSTITUTION_HOME} replace />;
  }
  return <Outlet />;
}

/**
 * Super-admin screens. Without a session the stored identifier picks the door, exactly as the spec's guard
 * says (admin → /Super-Admin/login, anything else → /login); an institution user goes to its dashboard.
 */
export function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to={loginPathFor(storedIdentifier())} replace />;
  if (session.identifier !== 'admin') return <Navigate to={INSTITUTION_HOME} replace />;
  return <Outlet />;
}

/** An area whose menu entry is hidden (no true flag) is not reachable by typing its address either. */
export function RequireAdminArea({ area }: { area: PermissionArea }) {
  const session = useSession();
  if (session?.identifier !== 'admin' || !canSeeArea(session.permissions, area)) {
    return <Navigate to={ADMIN_HOME} replace />;
  }
  return <Outlet />;
}

/** Entry routes: a signed-in person is sent to their home. */
export function RestrictedRoute() {
  const session = useSession();
  if (session) return <Navigate to={homePathFor(session)} replace />;
  return <Outlet />;
}
