import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './errors.js';

/**
 * The sign-in doors, /login and /Super-Admin/login, matched as the app's router matches them: in any case,
 * with or without a final slash, with the path decoded.
 */
const SIGN_IN_PATH = /^\/(super-admin\/)?login\/?$/i;

function isSignInPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  try {
    return SIGN_IN_PATH.test(decodeURIComponent(path));
  } catch {
    return false; // Not a valid percent-encoding: no screen's address either.
  }
}

/**
 * Serves the built web app: two pages. The sign-in doors get sign-in.html, a small page without the React
 * app, so that the first page a clerk opens on a slow line stays small (docs/decisions/0029-code-splitting.md);
 * it loads the app once the person is signed in. Unknown /api paths answer a 404 envelope; any other GET
 * that is not a file gets the app's index.html, and the app's router shows its own not-found page.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  // The pages themselves are never cached: a new release must reach a clerk on the next load, while the
  // hashed assets they name are cached for a long time.
  const sendPage = (reply: FastifyReply, page: 'index.html' | 'sign-in.html' = 'index.html') =>
    reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
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
    // A built file that is not there (a page open across a release asking for an old chunk) is missing,
    // not a screen: answering the page instead would hand a script request HTML.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).send({ code: 404, message: 'Not found', content: {} });
    }
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(reply, isSignInPath(request.url) ? 'sign-in.html' : 'index.html');
    }
    return reply.status(404).send(apiNotFound(request.url));
  });
}
