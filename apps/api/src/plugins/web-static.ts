import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './errors.js';

/**
 * Serves the built single-page app. Unknown /api paths answer a 404 envelope; any other GET that is not
 * a file gets index.html, and the app's router shows its own not-found page.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  // The page itself is never cached: a new release must reach a clerk on the next load, while the hashed
  // assets it names are cached for a long time.
  const sendPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  if (webDist) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // preCompressed: the build writes .br and .gz beside each file; they are sent to browsers that accept
    // them, instead of compressing the same bytes on every request (docs/decisions/0029).
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      maxAge: '1h',
      preCompressed: true,
    });
    // "/" is a folder to the static server, which refuses to list it (403); it is the dashboard's address.
    app.get('/', (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(reply);
    return reply.status(404).send(apiNotFound(request.url));
  });
}
