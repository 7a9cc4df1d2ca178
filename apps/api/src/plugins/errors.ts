import type { FieldError } from '@raktsetu/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
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
  415: 'This type of file or content is not accepted',
  429: 'Too many requests, please try again later',
};

/** '/keyMembers/0/email' → 'keyMembers.0.email' */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
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

export function apiNotFound(url: string) {
  return { code: 404, message: `No API route for ${url.split('?')[0]}`, content: {} };
}
