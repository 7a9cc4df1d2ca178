import { SOCKET_PATH } from '@raktsetu/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { AuthenticateToken, InstitutionContext } from './request-context.js';

export interface SocketData {
  ctx: InstitutionContext;
  token: string;
}

export type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type SocketServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** The room every socket of an institution joins: what concerns the institution reaches all its screens. */
export const institutionChannel = (institutionId: string) => `institution:${institutionId}`;

function tokenOf(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const query = socket.handshake.query.token;
  const token = typeof auth?.token === 'string' ? auth.token : typeof query === 'string' ? query : null;
  return token?.trim() || null;
}

/**
 * socket.io on the API's own server, at `/api/socket.io/` (docs/spec/part-2-operations-and-admin.md §7). The
 * token comes in the handshake (the spec's query, or `auth`); a missing, bad or expired one, a blocked
 * institution or anyone but an institution user is refused before the connection opens. With REDIS_URL,
 * several api processes share rooms through the Redis adapter (docs/decisions/0048).
 */
export function registerSocketServer(
  app: FastifyInstance,
  deps: { authenticateToken: AuthenticateToken; redisUrl: string | null },
): SocketServer {
  const io: SocketServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // The web app is served from the same origin; no other site may open a socket with a stolen token.
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
  });
  let redis: { pub: Redis; sub: Redis } | null = null;
  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub));
  }
  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket);
      const ctx = await deps.authenticateToken(token);
      if (ctx.kind !== 'institution') throw new Error('This is for institution accounts');
      socket.data = { ctx, token: token as string };
      next();
    } catch (error) {
      next(new Error(error instanceof Error ? error.message : 'Please sign in to continue'));
    }
  });
  io.on('connection', (socket) => {
    socket.join(institutionChannel(socket.data.ctx.institutionId));
  });
  // Sockets hold the server open: they go first, then the engine (DESIGN.md, "socket.io on Fastify").
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.all([redis?.pub.quit(), redis?.sub.quit()]);
  });
  return io;
}
