/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Absolute paths, because the root vitest config extends this file from the repository root.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
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
            // $initial: only what the entry imports statically, never a library that some screens use.
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
