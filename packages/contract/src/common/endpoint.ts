import type { z } from 'zod';
import type { PermissionArea, PermissionFlag } from '../admin/permissions.js';
import type { InstitutionType } from '../institutions/institution.js';

/**
 * Who may call an endpoint. Every definition must say it: there is no default, so a forgotten declaration
 * is a compile error (and `endpoint()` refuses one at start for code that escaped the compiler).
 */
export type EndpointAuth =
  /** Anyone; no token is sent (the spec's "no token" calls). */
  | { readonly kind: 'public' }
  /** Anyone, but a token that is sent must be valid, and the caller is then known. */
  | { readonly kind: 'optional' }
  /** Anyone signed in: an institution user, a super administrator or a person of the mobile app. */
  | { readonly kind: 'signedIn' }
  /** A donor or patient signed in to the mobile app with their mobile number. */
  | { readonly kind: 'person' }
  /**
   * Institution users; `types` narrows it to some institution types. Lab members (designation labMember) may
   * call only what says `labMembers` (docs/decisions/0047).
   */
  | { readonly kind: 'institution'; readonly types?: readonly InstitutionType[]; readonly labMembers?: true }
  /**
   * Super administrators; with `area`, only those holding `flag` (default read) on it. `openOnDemo` lets
   * anyone in on the embedded demo (the mail outbox).
   */
  | {
      readonly kind: 'admin';
      readonly area?: PermissionArea;
      readonly flag?: PermissionFlag;
      readonly openOnDemo?: boolean;
    };

export const AUTH_KINDS = ['public', 'optional', 'signedIn', 'person', 'institution', 'admin'] as const;

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Exactly the spec's path under /api; `:name` marks a path parameter. */
  readonly path: `/api/${string}`;
  readonly auth: EndpointAuth;
  /** One line for the API document. */
  readonly summary: string;
  /** The domain, the same word in contract, api and web; groups the API document. */
  readonly domain: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `content` of the success envelope `{ code: 200, message, content }`. */
  readonly response?: z.ZodType;
  /** `upload`: a multipart body with one file in the field "file". `download`: the answer is the file. */
  readonly transfer?: 'upload' | 'download';
  /** A tighter flood limit than the default, for doors anyone can knock on. */
  readonly rateLimit?: { readonly max: number; readonly perSeconds: number };
}

/** Declares an endpoint. The definition is the single source for the route, the API document and the client. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  if (!definition.auth || !(AUTH_KINDS as readonly string[]).includes(definition.auth.kind)) {
    throw new Error(`${definition.method} ${definition.path} does not declare who may call it`);
  }
  return Object.freeze(definition);
}

type Empty = Record<never, never>;
type InputPart<S> = S extends z.ZodType ? z.input<S> : Empty;
type OutputPart<S> = S extends z.ZodType ? z.output<S> : Empty;

/** What a client sends: path parameters, query and body fields in one object. */
export type EndpointInput<E extends EndpointDefinition> = InputPart<E['params']> &
  InputPart<E['query']> &
  InputPart<E['body']>;

/** What the server's handler receives after validation. */
export interface EndpointRequest<E extends EndpointDefinition> {
  params: OutputPart<E['params']>;
  query: OutputPart<E['query']>;
  body: OutputPart<E['body']>;
}

/** The `content` of a success answer. */
export type EndpointContent<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : Empty;

/** A success answer as the server writes it (before the response schema serialises it). */
export interface EndpointAnswer<E extends EndpointDefinition> {
  code: 200;
  message: string;
  content: E['response'] extends z.ZodType ? z.input<E['response']> : Empty;
}

/** `/api/generic/file/:name` with `{ name: 'x.pdf' }` → `/api/generic/file/x.pdf`. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs ${key}`);
    return encodeURIComponent(String(value));
  });
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}

export interface HttpRequestOf {
  method: HttpMethod;
  /** Path with parameters filled in and the query string, e.g. `/api/x?page=2`. */
  url: string;
  /** The JSON body of a POST. */
  body?: Record<string, unknown>;
}

function queryString(fields: [string, unknown][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of fields) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Turns one flat input into the HTTP request an endpoint expects: path parameters into the path, the
 * query's fields into the query string (all fields, for a GET), the rest into the JSON body. The web client
 * and the API tests both call endpoints through it, so neither repeats a path.
 */
export function requestOf(
  definition: EndpointDefinition,
  input: Record<string, unknown> = {},
): HttpRequestOf {
  const pathNames = pathParamNames(definition.path);
  const path = fillPath(definition.path, input);
  const rest = Object.entries(input).filter(([key]) => !pathNames.includes(key));
  if (definition.method === 'GET') return { method: 'GET', url: path + queryString(rest) };
  const queryShape =
    definition.query && 'shape' in definition.query ? Object.keys(definition.query.shape as object) : [];
  const inQuery = rest.filter(([key]) => queryShape.includes(key));
  const inBody = rest.filter(([key]) => !queryShape.includes(key));
  return { method: definition.method, url: path + queryString(inQuery), body: Object.fromEntries(inBody) };
}
