import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Bounds on how long a failure takes to be reported, not budgets a test races: a suite that migrates
    // a database from nothing took over 30 s on a 2-core machine running three test runs at once.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time, each worker a process of its own: every API suite has a database of its own
    // (a PGlite, or a PostgreSQL database copied from the run's template) and a Redis key prefix of its
    // own, and listens on port 0.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // Migrates once per run: a PGlite image and a PostgreSQL template every suite's database is a copy of.
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          // A worker runs file after file without reloading the server's modules (and PGlite's WASM) for
          // each: seconds of CPU per file. The suites share no state but what they make themselves.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['apps/server/**', 'e2e/**', '**/node_modules/**'],
          // The same for the hundred-odd small files of pure functions: alone, this project took 47 CPU-seconds
          // with a fresh module graph per file and 15 without (28 → 10 s). They hold in any order
          // (--sequence.shuffle, eight seeds) and restore what they stub (timers, globals).
          isolate: false,
        },
      },
    ],
  },
});
