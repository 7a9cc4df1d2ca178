import {
  type ApiEnvelope,
  type EndpointContent,
  type EndpointDefinition,
  type EndpointInput,
  FILE_LOCATION_PATTERN,
  type FieldError,
  filesEndpoints,
  MESSAGES,
  requestOf,
} from '@raktsetu/contract';
import { currentLanguage } from './language';
import { clearSession, storedToken } from './session-store';

/**
 * The one way the web app talks to the API (docs/spec/part-1-institution-side.md §7, docs/design.md "API
 * conventions"): `call(endpoint, input)` with a definition from @raktsetu/contract, so the path, the
 * method, whether a token is sent and the answer's type all come from the contract. Success only when the
 * answer's `code` is 200; anything else becomes an ApiError carrying the server's message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** Field errors of a 400 answer (`content.errors`). */
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

type UnauthorizedHandler = () => void;

/** An authenticated call answered 401: the token is gone or expired, so the session ends here. */
let onUnauthorized: UnauthorizedHandler = () => {
  // Clearing the session re-renders the route guard, which sends the person to the matching login page.
  clearSession();
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Only same-origin API paths: a full or protocol-relative url would send the token elsewhere. */
function checkedUrl(url: string): string {
  if (!url.startsWith('/api/') || url.startsWith('//')) throw new ApiError(MESSAGES.somethingWentWrong, 0);
  return url;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

async function send(
  url: string,
  init: { method: string; body?: BodyInit; json?: boolean; token: string | null; signal?: AbortSignal },
): Promise<Response> {
  // The server's messages come back in the language on the screen (docs/decisions/0055).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (init.json) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  try {
    return await fetch(checkedUrl(url), {
      method: init.method,
      headers,
      body: init.body ?? null,
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError) throw error;
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }
}

/** The failure of a non-200 answer, with the server's message and field errors when it sent them. */
async function failureOf(response: Response, payload: unknown, sentToken: boolean): Promise<ApiError> {
  const status = isEnvelope(payload) && payload.code !== 200 ? payload.code : response.status;
  if (status === 401 && sentToken) onUnauthorized();
  const message =
    isEnvelope(payload) && typeof payload.message === 'string' && payload.message.trim()
      ? payload.message
      : MESSAGES.somethingWentWrong;
  const content = isEnvelope(payload) ? (payload.content as { errors?: FieldError[] } | null) : null;
  return new ApiError(message, status, Array.isArray(content?.errors) ? content.errors : []);
}

/** A success answer: the server's message and the endpoint's content, typed from the contract. */
export interface Answer<E extends EndpointDefinition> {
  message: string;
  content: EndpointContent<E>;
}

type InputArgs<E extends EndpointDefinition> = keyof EndpointInput<E> extends never
  ? [input?: EndpointInput<E>, options?: { signal?: AbortSignal }]
  : [input: EndpointInput<E>, options?: { signal?: AbortSignal }];

/** Public calls send no token: a wrong password on the sign-in page must never end a stored session. */
const tokenFor = (definition: EndpointDefinition) =>
  definition.auth.kind === 'public' ? null : storedToken();

async function answerOf<E extends EndpointDefinition>(
  response: Response,
  sentToken: boolean,
): Promise<Answer<E>> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (isEnvelope(payload) && payload.code === 200 && response.ok) {
    return { message: payload.message, content: payload.content as EndpointContent<E> };
  }
  throw await failureOf(response, payload, sentToken);
}

/** Calls an endpoint of the contract with one input object (path parameters, query and body together). */
export async function call<E extends EndpointDefinition>(definition: E, ...[input, options]: InputArgs<E>) {
  const request = requestOf(definition, (input ?? {}) as Record<string, unknown>);
  const token = tokenFor(definition);
  const response = await send(request.url, {
    method: request.method,
    ...(request.body !== undefined && { body: JSON.stringify(request.body), json: true }),
    token,
    ...(options?.signal && { signal: options.signal }),
  });
  return answerOf<E>(response, Boolean(token));
}

/** POST /api/generic/file: one file in the multipart field "file". */
export async function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = tokenFor(filesEndpoints.upload);
  const response = await send(filesEndpoints.upload.path, { method: 'POST', body: form, token });
  return answerOf<typeof filesEndpoints.upload>(response, Boolean(token));
}

/**
 * Downloads an uploaded file with the token: the server serves a file only to its institution and to
 * administrators, so a plain <img src> or link cannot show it. The location is what the server gave
 * (`/api/generic/file/…`); callers turn the Blob into an object URL.
 */
export async function fetchFileBlob(location: string, signal?: AbortSignal): Promise<Blob> {
  if (!FILE_LOCATION_PATTERN.test(location)) throw new ApiError(MESSAGES.somethingWentWrong, 0);
  return (await fetchApiFile(location, signal)).blob;
}

/**
 * A file the API writes or keeps (an export, a report, a certificate, a template, an uploaded file), fetched with
 * the token and the page's language — a plain link would go without either — with the name the server gave it.
 * A refusal throws as every call's does, and a refused token ends the session.
 */
export async function fetchApiFile(
  url: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string | null }> {
  const token = storedToken();
  const response = await send(url, { method: 'GET', token, ...(signal && { signal }) });
  if (response.ok) {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { blob: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: keep the generic text.
  }
  throw await failureOf(response, payload, Boolean(token));
}
