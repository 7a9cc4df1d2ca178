import type { EndpointAnswer, EndpointAuth, EndpointDefinition, EndpointRequest } from '@raktsetu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { z } from 'zod';
import { envelope } from './envelope.js';
import { forbidden } from './errors.js';
import type {
  AdminContext,
  Authenticate,
  InstitutionContext,
  PersonContext,
  RequestContext,
} from './request-context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition a route was registered from; every /api route has one. */
    endpoint?: EndpointDefinition;
  }
}

/** The context a handler receives follows from the endpoint's auth declaration. */
export type ContextFor<A extends EndpointAuth> = A extends { kind: 'institution' }
  ? InstitutionContext
  : A extends { kind: 'person' }
    ? PersonContext
    : A extends { kind: 'admin'; openOnDemo: true }
      ? AdminContext | null
      : A extends { kind: 'admin' }
        ? AdminContext
        : A extends { kind: 'signedIn' }
          ? RequestContext
          : A extends { kind: 'optional' }
            ? RequestContext | null
            : null;

export interface HandlerInput<E extends EndpointDefinition> extends EndpointRequest<E> {
  ctx: ContextFor<E['auth']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the envelope, or for a download sends the bytes through `reply` itself. */
export type EndpointHandler<E extends EndpointDefinition> = (
  input: HandlerInput<E>,
) => Promise<E['transfer'] extends 'download' ? FastifyReply : EndpointAnswer<E>>;

export type Route = <E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>) => void;

interface RouteOptions {
  authenticate: Authenticate;
  /** The embedded demo: endpoints marked `openOnDemo` need no sign-in. */
  demo: boolean;
}

function isOpen(auth: EndpointAuth, demo: boolean): boolean {
  return auth.kind === 'public' || (auth.kind === 'admin' && auth.openOnDemo === true && demo);
}

/** The guard an auth declaration stands for; it runs before the body is even parsed. */
function guardFor(
  auth: EndpointAuth,
  { authenticate, demo }: RouteOptions,
): preParsingHookHandler | undefined {
  if (isOpen(auth, demo)) return undefined;
  const check = async (request: FastifyRequest): Promise<RequestContext | null> => {
    if (auth.kind === 'optional') return request.headers.authorization ? authenticate(request) : null;
    const ctx = await authenticate(request);
    if (auth.kind === 'institution') {
      if (ctx.kind !== 'institution') throw forbidden('This is for institution accounts');
      if (auth.types && !auth.types.includes(ctx.institutionType))
        throw forbidden('This is not available for your type of institution');
      if (ctx.labMember && !auth.labMembers) throw forbidden('Lab members use the lab screens only');
    }
    if (auth.kind === 'person' && ctx.kind !== 'person')
      throw forbidden('This is for the RaktSetu mobile app');
    if (auth.kind === 'admin') {
      if (ctx.kind !== 'admin') throw forbidden('This is for super administrators');
      const flag = auth.flag ?? 'read';
      if (auth.area && !ctx.permissions[auth.area][flag])
        throw forbidden(`You do not have ${flag} permission on ${auth.area}`);
    }
    return ctx;
  };
  return async (request, _reply, payload) => {
    request.ctx = await check(request);
    return payload;
  };
}

function openApiSecurity(auth: EndpointAuth, demo: boolean): Record<string, string[]>[] {
  if (isOpen(auth, demo)) return [];
  if (auth.kind === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/**
 * Registers routes from contract definitions: the path, the guard, validation and the API document all
 * come from the one definition. Any /api route registered another way makes the app refuse to start.
 */
export function createRoute(app: FastifyInstance, options: RouteOptions): Route {
  return (endpoint, handler) => {
    const guard = guardFor(endpoint.auth, options);
    const limit = endpoint.rateLimit;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: {
        endpoint,
        ...(limit && { rateLimit: { max: limit.max, timeWindow: limit.perSeconds * 1000 } }),
      },
      ...(guard && { preParsing: guard }),
      schema: {
        tags: [endpoint.domain],
        summary: endpoint.summary,
        security: openApiSecurity(endpoint.auth, options.demo),
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        ...(endpoint.transfer === 'upload' && { consumes: ['multipart/form-data'] }),
        ...(endpoint.transfer !== 'download' && {
          response: { 200: envelope(endpoint.response ?? z.object({})) },
        }),
      },
      handler: (request, reply) =>
        handler({
          ctx: request.ctx as never,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          request,
          reply,
        }),
    });
  };
}

/** Paths under /api that are not endpoints of the product: the API document itself. */
const DOCUMENT_PREFIX = '/api/docs';

/** Closed by default: an /api route without a contract definition stops the app at start. */
export function requireDefinitions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const isApi = url === '/api' || url.startsWith('/api/');
    if (isApi && !url.startsWith(DOCUMENT_PREFIX) && !route.config?.endpoint) {
      throw new Error(`${route.method} ${url} has no endpoint definition in @raktsetu/contract`);
    }
  });
}
