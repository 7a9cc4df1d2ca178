import {
  type AdminLoginData,
  adminLoginDataSchema,
  authEndpoints,
  type InstitutionLoginData,
  institutionLoginDataSchema,
  type Language,
  type LoginRequest,
  MESSAGES,
  requestOf,
} from '@raktsetu/contract';
import { ApiError, call } from '../lib/api';
import { rememberLanguage } from '../lib/language';
import { type Session, saveSession } from '../lib/session-store';

export type LoginRole = NonNullable<LoginRequest['role']>;
export type Credentials = Pick<LoginRequest, 'loginId' | 'password'>;

/** The answer is an institution sign-in when it carries `institutionType`, else an administrator's. */
function parseLoginData(data: unknown): InstitutionLoginData | AdminLoginData {
  const isInstitution = typeof data === 'object' && data !== null && 'institutionType' in data;
  const parsed = isInstitution
    ? institutionLoginDataSchema.safeParse(data)
    : adminLoginDataSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(MESSAGES.somethingWentWrong, 200);
  return parsed.data;
}

/**
 * Keeps the language chosen on the sign-in page with the account just signed in, with its new token: the
 * session is stored only after this, because storing it is what sends the page on to the app. A failure
 * leaves the choice on this device only; the account keeps its language for the next sign-in.
 */
async function keepWithAccount(token: string, language: Language): Promise<void> {
  const request = requestOf(authEndpoints.language, { language });
  try {
    await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(request.body),
    });
  } catch {
    // The network dropped: signed in all the same.
  }
}

/**
 * Signs in with role Login (institutions) or SuperAdmin (docs/spec/part-1-institution-side.md §7) and
 * stores the session where the app reads it (lib/session-store.ts). Failures are ApiErrors carrying the
 * server's message: wrong password, institution pending or blocked, too many attempts.
 *
 * The language the app opens in (lib/language.ts): the account's, over whatever this device last used —
 * unless the person chose one on this very page (`chosenHere`), which is what they want now and what their
 * account keeps from now on.
 */
export async function logIn(
  role: LoginRole,
  credentials: Credentials,
  chosenHere: Language | null = null,
): Promise<Session> {
  const answer = await call(authEndpoints.login, {
    loginId: credentials.loginId.trim(),
    password: credentials.password,
    role,
  });
  const data = parseLoginData(answer.content.data);
  const accountLanguage = 'institutionType' in data ? data.user.language : data.admin.language;
  if (chosenHere && chosenHere !== accountLanguage) await keepWithAccount(data.token, chosenHere);
  rememberLanguage(chosenHere ?? accountLanguage);
  return saveSession(data);
}
