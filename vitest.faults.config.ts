import { defineConfig } from 'vitest/config';

/**
 * Fault and flood tests (`npm run test:faults`): each file starts its own server and loads it
 * hard for a few seconds, so they run apart from the other suites. Two files at a time: a file
 * spends much of its time starting and killing servers, so one at a time left a core idle (on two
 * cores 120 s, two at a time 75–89 s; a visitor's read under a flood still took 75–116 ms
 * beside the money run, against its bound of 1 s).
 */
export default defineConfig({
  test: {
    include: ['server/**/*.faults.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A migrated DATA_DIR for the run, which each server's first start copies.
    globalSetup: ['test/faults-global-setup.ts'],
  },
});
