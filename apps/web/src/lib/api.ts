import { type ApiEnvelope, type FieldError, MESSAGES } from '@raktsetu/contract';
import { clearSession, storedToken } from './session';

/**
 * The one way the web app talks to the API (spec part 1 §7, DESIGN.md "API conventions"):
 * JSON to relative `/api/...` paths, a bearer token unless the call is public, and success only when the
 * answer's `code` is 200. Anything else becomes an ApiError carrying the server's message.
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

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Public calls (the spec's "no token") send no Authorization header. */
  public?: boolean;
  signal?: AbortSignal;
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

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  // Only same-origin API paths: a full or protocol-relative url would send the token elsewhere.
  if (!path.startsWith('/api/') || path.startsWith('//')) {
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

export async function apiRequest<TContent>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<TContent>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options;
  const url = buildUrl(path, query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.public ? null : storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (isEnvelope(payload) && payload.code === 200 && response.ok) {
    return payload as ApiEnvelope<TContent>;
  }

  const status = isEnvelope(payload) && payload.code !== 200 ? payload.code : response.status;
  if (status === 401 && !options.public) onUnauthorized();

  const message =
    isEnvelope(payload) && typeof payload.message === 'string' && payload.message.trim()
      ? payload.message
      : MESSAGES.somethingWentWrong;
  const content = isEnvelope(payload) ? (payload.content as { errors?: FieldError[] } | null) : null;
  throw new ApiError(message, status, Array.isArray(content?.errors) ? content.errors : []);
}

export const api = {
  get<TContent>(
    path: string,
    query?: Record<string, QueryValue>,
    options: Omit<RequestOptions, 'method' | 'query'> = {},
  ) {
    return apiRequest<TContent>(path, { ...options, method: 'GET', query });
  },
  post<TContent>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<TContent>(path, { ...options, method: 'POST', body });
  },
  /** A multipart POST of one file in the field `file` (POST /api/generic/file). */
  upload<TContent>(path: string, file: File, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<TContent>(path, { ...options, method: 'POST', body: form });
  },
};

/**
 * Downloads an uploaded file (`/api/generic/file/…`) with the token: the server serves files only to
 * signed-in people, so a plain <img src> or link cannot show them. Callers turn the Blob into an object URL.
 */
export async function fetchFileBlob(location: string, signal?: AbortSignal): Promise<Blob> {
  const url = buildUrl(location);
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }
  if (response.ok) return response.blob();
  let message: string = MESSAGES.somethingWentWrong;
  try {
    const payload: unknown = await response.json();
    if (isEnvelope(payload) && typeof payload.message === 'string' && payload.message.trim())
      message = payload.message;
  } catch {
    // Not JSON: keep the generic text.
  }
  if (response.status === 401 && token) onUnauthorized();
  throw new ApiError(message, response.status);
}

/** The `content.data` of a list or detail answer. */
export interface DataContent<T> {
  data: T;
}
