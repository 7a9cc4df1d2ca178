import {
  type AdminPermissions,
  type EndpointDefinition,
  type EndpointInput,
  type PermissionLevel,
  permissionsAtLevel,
  requestOf,
} from '@raktsetu/contract';
import { createAdmin, createInstitution } from './factories.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST';
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Someone calling the API in a test: anonymous, or signed in through the real sign-in call. `call` goes
 * through the contract's endpoint definition (no path repeated in tests); `send` is for what a definition
 * would not let through — bad input, made-up paths, other headers.
 */
export interface Caller {
  token: string | null;
  call<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>): Promise<Response>;
  send(
    method: Method,
    url: string,
    payload?: unknown,
    options?: { headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<Response>;
}

/** Each caller comes from its own address, as people do, so per-address limits of one test spare the next. */
let lastAddress = 0;
const nextAddress = () => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

export function callerWith(t: TestApp, token: string | null, address = nextAddress()): Caller {
  const send: Caller['send'] = (method, url, payload, options = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      remoteAddress: options.remoteAddress ?? address,
    });
  return {
    token,
    send,
    call: (endpoint, input) => {
      const request = requestOf(endpoint, (input ?? {}) as Record<string, unknown>);
      return send(request.method, request.url, request.body);
    },
  };
}

export const anonymous = (t: TestApp, address?: string): Caller => callerWith(t, null, address);

/** Signs in through POST /api/institution/login, as the web app does, and fails the test if it cannot. */
export async function signIn(
  t: TestApp,
  credentials: { loginId: string; password: string },
  role: 'Login' | 'SuperAdmin' = 'Login',
): Promise<Caller> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/institution/login',
    payload: { ...credentials, role },
  });
  const token = response.json()?.content?.data?.token;
  if (response.statusCode !== 200 || typeof token !== 'string')
    throw new Error(`sign-in of ${credentials.loginId} failed: ${response.body}`);
  return callerWith(t, token);
}

/** A new confirmed institution of the type, signed in as its key member. */
export async function signedInInstitution(t: TestApp, options: Parameters<typeof createInstitution>[1] = {}) {
  const account = await createInstitution(t.database.db, options);
  return { account, ...(await signIn(t, account)) };
}

/** A new active administrator at a permission level (or with exact permissions), signed in. */
export async function signedInAdmin(
  t: TestApp,
  level: PermissionLevel | AdminPermissions = 'Full Permission',
) {
  const permissions = typeof level === 'string' ? permissionsAtLevel(level) : level;
  const account = await createAdmin(t.database.db, { permissions });
  return { account, ...(await signIn(t, account, 'SuperAdmin')) };
}
