import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates once per run: a PGlite image and a PostgreSQL template every suite's database is a copy of.
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    // Two files at a time, each in a process of its own: every suite has its own database (a PGlite of
    // its own, or a PostgreSQL database of its own) and its own Redis key prefix, and listens on port 0.
    pool: 'forks',
    maxWorkers: 2,
  },
});
