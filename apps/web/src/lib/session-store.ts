import type {
  AdminLoginData,
  AdminPermissions,
  InstitutionLoginData,
  InstitutionType,
} from '@raktsetu/contract';

/**
 * The signed-in session lives in localStorage (docs/spec/part-1-institution-side.md §3: "a token and an identifier are stored
 * locally"). Three keys:
 * - `token`: the bearer token;
 * - `identifier`: `institution` or `admin`, i.e. which door the person came in by. It survives logout
 *   and expiry on purpose, so the guard can send them back to the right login page (docs/spec/part-1-institution-side.md §2);
 * - `session`: who is signed in (names, institution type, admin permissions) and when the token expires.
 */
export type Identifier = 'institution' | 'admin';

interface Person {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface InstitutionSession {
  identifier: 'institution';
  token: string;
  expiresAt: string;
  institutionId: string;
  institutionType: InstitutionType;
  institutionName: string;
  user: Person & { designation: string };
}

export interface AdminSession {
  identifier: 'admin';
  token: string;
  expiresAt: string;
  admin: Person;
  permissions: AdminPermissions;
}

export type Session = InstitutionSession | AdminSession;

export const STORAGE_KEYS = { token: 'token', identifier: 'identifier', session: 'session' } as const;

export const LOGIN_PATH = '/login';
export const ADMIN_LOGIN_PATH = '/Super-Admin/login';
export const INSTITUTION_HOME = '/';
export const ADMIN_HOME = '/Super-Admin/Dashboard';

const listeners = new Set<() => void>();

function notify(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage can be blocked (private mode, policies): behave as signed out.
  }
}

export function storedIdentifier(): Identifier | null {
  const value = read(STORAGE_KEYS.identifier);
  return value === 'admin' || value === 'institution' ? value : null;
}

export function storedToken(): string | null {
  return read(STORAGE_KEYS.token);
}

function parseSession(
  token: string | null,
  identifier: Identifier | null,
  raw: string | null,
): Session | null {
  if (!token || !identifier || !raw) return null;
  try {
    const details = JSON.parse(raw) as Omit<Session, 'token'>;
    if (details.identifier !== identifier) return null;
    const expires = Date.parse(details.expiresAt);
    if (Number.isNaN(expires) || expires <= Date.now()) return null;
    return { ...details, token } as Session;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored strings change.
let cached: { key: string; session: Session | null } | undefined;

/** The current session, or null when there is none or its token has expired. */
export function readSession(): Session | null {
  const token = read(STORAGE_KEYS.token);
  const identifier = storedIdentifier();
  const raw = read(STORAGE_KEYS.session);
  const key = `${token}\u0000${identifier}\u0000${raw}`;
  if (cached?.key === key) {
    if (cached.session && Date.parse(cached.session.expiresAt) <= Date.now()) cached = undefined;
    else return cached.session;
  }
  cached = { key, session: parseSession(token, identifier, raw) };
  return cached.session;
}

function write(session: Session): void {
  const { token, ...details } = session;
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.identifier, session.identifier);
  window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(details));
  notify();
}

/** The identifier is `institution` when the login answer carries an institution type, else `admin`. */
export function sessionFromLogin(data: InstitutionLoginData | AdminLoginData): Session {
  if ('institutionType' in data) {
    return {
      identifier: 'institution',
      token: data.token,
      expiresAt: data.expiresAt,
      institutionId: data.institutionId,
      institutionType: data.institutionType,
      institutionName: data.institutionName,
      user: data.user,
    };
  }
  return {
    identifier: 'admin',
    token: data.token,
    expiresAt: data.expiresAt,
    admin: data.admin,
    permissions: data.permissions,
  };
}

export function saveSession(data: InstitutionLoginData | AdminLoginData): Session {
  const session = sessionFromLogin(data);
  write(session);
  return session;
}

/** Keeps the stored admin permissions in step with the permissions call. */
export function updateAdminPermissions(permissions: AdminPermissions): void {
  const session = readSession();
  if (session?.identifier !== 'admin') return;
  if (JSON.stringify(session.permissions) === JSON.stringify(permissions)) return;
  write({ ...session, permissions });
}

/** Removes the token and the session; the identifier stays so the right login page is shown next. */
export function clearSession(options: { quietly?: boolean } = {}): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.removeItem(STORAGE_KEYS.session);
  } catch {
    // Nothing stored, nothing to clear.
  }
  if (!options.quietly) notify();
}

export function loginPathFor(identifier: Identifier | null): string {
  return identifier === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH;
}

export function homePathFor(session: Session): string {
  return session.identifier === 'admin' ? ADMIN_HOME : INSTITUTION_HOME;
}

/** Logout clears the stored session and token and reloads on the matching login page (docs/spec/part-1-institution-side.md §2). */
export function logout(): void {
  const target = loginPathFor(storedIdentifier());
  // Quietly: the page is about to be replaced, and a screen reacting to the cleared session would start a
  // second navigation (a guard's redirect) that cancels this one.
  clearSession({ quietly: true });
  window.location.assign(target);
}

/**
 * Calls `listener` whenever the stored session may have changed: here, or in another tab of this browser.
 * Returns the unsubscribe.
 */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out.
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
