import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import the contract from source, so no build is needed before `vitest`.
const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const alias = { '@raktsetu/contract': contractSource };

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than cores, is a single worker on CI's two cores while a browser journey
    // mostly waits on Chromium and the PGlite files on one core: two workers (docs/decisions/0053).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          benchmark: { include: ['apps/api/src/**/*.bench.ts'] },
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Each file has its own database (a copy of the template) and its own app; the modules, loaded once
          // per worker, are shared: a fresh import of Fastify, Drizzle and the contract per file took most of
          // the time (docs/decisions/0053).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The files of a worker share one jsdom and one import of React, Mantine and the screens: half the
          // time of a fresh one per file. The setup file leaves the page as it found it (docs/decisions/0053).
          isolate: false,
          // The screens run in browsers in India: their day turns at midnight IST, as the server's India day does.
          env: { TZ: 'Asia/Kolkata' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
