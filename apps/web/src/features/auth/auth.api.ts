import { authEndpoints } from '@raktsetu/contract';
import { call } from '../../lib/api';
import { logout } from '../../lib/session';

/**
 * Logout ends the session on the server first, so the token is worthless even if it was copied, then clears
 * what the browser stored and reloads on the login page. A server that cannot be reached does not keep
 * anyone signed in here.
 */
export async function logOut(): Promise<void> {
  try {
    await call(authEndpoints.logout);
  } catch {
    // Signed out here regardless; the server session also ends when its token expires.
  }
  logout();
}
