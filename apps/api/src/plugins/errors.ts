import type { FieldError } from '@raktsetu/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure: it becomes an envelope with its status, never a stack trace. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly content: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, content?: Record<string, unknown>) =>
  new AppError(400, message, content);
export const unauthorized = (message = 'Please sign in again') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
/** Also the answer for another institution's record: it must look exactly like a missing one. */
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please sign in again',
  403: 'You are not allowed to do this',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'The file or request is too large',
  414: 'The address is too long',
  415: 'This type of file or content is not accepted',
  429: 'Too many requests, please try again later',
};

/** '/keyMembers/0/email' → 'keyMembers.0.email' */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [detail: string]: unknown;
}

/** A quoted value at the end of a database message (`invalid input syntax for type integer: "…"`). */
const QUOTED_VALUE = /: ".*"$/s;

/**
 * What a log keeps of an error: its kind, message and where it happened, never the values it carried. A failed
 * query's error holds its parameters (names, test results, a questionnaire) in its message, and the database's
 * error the failing row in its detail; both stay out (docs/design.md: medical data never reaches a log).
 */
export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A thrown value that is not an Error', stack: '' };
  const failedQuery = error as Error & { query?: unknown; params?: unknown };
  const message =
    'params' in failedQuery && typeof failedQuery.query === 'string'
      ? `Failed query: ${failedQuery.query}`
      : error.message.replace(QUOTED_VALUE, ': "…"');
  // The stack begins with the message; only the frames after it are kept.
  const frames = error.stack?.slice(error.stack.indexOf(error.message) + error.message.length) ?? '';
  const { code, statusCode, constraint, table, column, routine } = error as unknown as Record<
    string,
    unknown
  >;
  return {
    type: error.constructor.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
    ...Object.fromEntries(
      Object.entries({ code, statusCode, constraint, table, column, routine }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
    ...(error.cause !== undefined && { cause: errorForLog(error.cause) }),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode, message: error.message, content: error.content });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldPath(issue.instancePath),
        message: issue.message,
      }));
      return reply
        .status(400)
        .send({ code: 400, message: errors[0]?.message ?? GENERIC_MESSAGES[400], content: { errors } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): keep the status, hide internals.
      const message = GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[400] ?? 'Bad request';
      return reply.status(status).send({ code: status, message, content: {} });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: 'Something went wrong', content: {} });
  });
}

/** A JSON error needs no script, frame or plugin: the strictest policy, and the headers every answer carries. */
const ROUTER_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

/**
 * Errors the router meets before any route runs (a path parameter over Fastify's length limit, a path that is
 * not valid percent-encoding). Fastify's own answer was not the envelope and echoed the whole path back (found
 * by src/fuzz.test.ts); this one is the envelope with the status kept.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these (helmet's headers, no-store): the answer sets its own (src/security/headers.test.ts).
  reply.headers(ROUTER_ERROR_HEADERS);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    return reply.status(500).send({ code: 500, message: 'Something went wrong', content: {} });
  }
  const message = GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[400] ?? 'Bad request';
  return reply.status(status).send({ code: status, message, content: {} });
}

export function apiNotFound(url: string) {
  return { code: 404, message: `No API route for ${url.split('?')[0]}`, content: {} };
}
