import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { readToken } from '../lib/tokens.js';
import { bearerToken } from './request-context.js';

interface FloodGuardOptions {
  perAccount: number;
  perAddress: number;
  jwtSecret: Uint8Array;
  redis: Redis | null;
}

/**
 * A per-minute limit on API calls. Signed-in calls count per account, so thirty clerks behind one hospital
 * NAT address do not share one budget; anonymous calls count per address (the address Fastify derived,
 * which believes proxy headers only when TRUST_PROXY says so). The web app's files are not counted.
 */
export async function registerFloodGuard(app: FastifyInstance, options: FloodGuardOptions): Promise<void> {
  const keyOf = async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request);
    // Only a token signed by us names an account: a made-up one cannot buy a fresh budget.
    const subject = token ? await readToken(token, options.jwtSecret) : null;
    return subject ? `account:${subject.kind}:${subject.subjectId}` : `address:${request.ip}`;
  };
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (_request, key) => (key.startsWith('account:') ? options.perAccount : options.perAddress),
    keyGenerator: keyOf,
    allowList: (request) => !(request.url === '/api' || request.url.startsWith('/api/')),
    ...(options.redis ? { redis: options.redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      content: {},
    }),
  });
}
