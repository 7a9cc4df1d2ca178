/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Absolute paths, because the root vitest config extends this file from the repository root.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The sign-in doors, matched as the app's router matches them: any case, with or without a final slash. */
const SIGN_IN_PATH = /^\/(super-admin\/)?login\/?$/i;

/**
 * The sign-in page is a page of its own (sign-in.html, docs/decisions/0029-code-splitting.md). In
 * production the API serves it at /login and /Super-Admin/login (apps/api/src/plugins/web-static.ts);
 * the dev server does the same here.
 */
function signInPageInDev(): Plugin {
  return {
    name: 'raktsetu-sign-in-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '', query] = (request.url ?? '').split('?');
        if (SIGN_IN_PATH.test(path)) request.url = `/sign-in.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), signInPageInDev()],
  resolve: {
    // The web app compiles the contract from source: no build of the package is needed for dev or tests.
    alias: { '@raktsetu/contract': here('../../packages/contract/src/index.ts') },
  },
  server: {
    port: 5173,
    proxy: {
      // REST and socket.io (/api/socket.io/) both go to the api; API_PROXY_TARGET points elsewhere if needed.
      '/api': {
        target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000',
        changeOrigin: true,
        ws: true,
      },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which files each screen needs, read by e2e/bundle-budget.test.ts.
    manifest: true,
    rolldownOptions: {
      // Two pages: the app, and the sign-in page, which runs without React or Mantine (src/sign-in/).
      input: { main: here('./index.html'), 'sign-in': here('./sign-in.html') },
      output: {
        // Screens load on demand (app/router.tsx), so chunks follow usage: a library lands in the chunk of
        // the screens that import it. Two exceptions, for caching across releases: React and React Router,
        // which every page runs, and the other libraries the first page needs whatever it is, change far
        // less often than our code and keep their files (and hashes) from one release to the next.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // The libraries the sign-in page runs, which the app runs too: a chunk of their own, so the sign-in
            // page does not download the app's libraries, and the app finds these cached after signing in.
            // A library added to the sign-in page belongs here, or it drags in the vendor chunk below (the
            // budget test of /login says so).
            { name: 'common', test: /node_modules[\\/](i18next|zod)[\\/]/, priority: 15 },
            // $initial: only what the app's entry imports statically, never a library that some screens use.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: [here('./src/test/setup.ts')],
    css: false,
  },
});
