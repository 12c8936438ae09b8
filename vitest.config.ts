import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'server/**/*.test.ts',
      'db/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one file per core less one: a single file at a time on two cores. Most
    // files spend their time waiting on the shared server, so one more file than cores keeps the
    // cores busy (on two cores: 354 s instead of 503 s for the unit run).
    maxWorkers: availableParallelism() + 1,
  },
});
