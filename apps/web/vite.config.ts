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
    rolldownOptions: {
      output: {
        // Libraries change far less often than screens: separate chunks stay cached between releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|clsx)/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
