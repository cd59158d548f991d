import { defineConfig } from 'vitest/config';
import { splitLanguagePacks } from './apps/web/bundle/split-language-packs.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The language packs' parts load as the build loads them (apps/web/src/lib/i18n/i18n.ts).
        plugins: [splitLanguagePacks()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bundle/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes on PostgreSQL, Redis and an S3-compatible store (issue 23): they
        // spawn processes of their own, so one file at a time.
        test: {
          name: 'scale-out',
          root: './apps/server',
          include: ['scale-out/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['specs/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One browser journey at a time: the machine has two cores and one server.
          fileParallelism: false,
          // What a page shows after a click can take more than a second on a loaded two-core
          // machine: a poll waits for it up to 10 s (a poll that holds returns at once).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
