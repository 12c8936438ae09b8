import { defineConfig } from 'vitest/config';

/**
 * Fault and flood tests (`npm run test:faults`): each file starts its own server and loads it
 * hard for a few seconds, so they run apart from the other suites, one file at a time.
 */
export default defineConfig({
  test: {
    include: ['server/**/*.faults.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    // A migrated DATA_DIR for the run, which each server's first start copies.
    globalSetup: ['test/faults-global-setup.ts'],
  },
});
