import { availableParallelism } from 'node:os';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const linguiConfig = { configPath: 'web/lingui.config.ts' };

/**
 * Two projects, each run once: `unit` (domain, web and script logic: no server, no database) and
 * `api` (the server and database suites against one seeded server on a managed-like PostgreSQL,
 * started by the global setup; files that need servers of their own start them on embedded
 * clusters). `npm test` runs them as separate stages; `vitest run` runs both.
 */
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one file per core less one: a single file at a time on two cores. Most
    // files spend their time waiting on the shared server, so one more file than cores keeps the
    // cores busy (on two cores: 354 s instead of 503 s for the unit run).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        // Web modules read their messages through Lingui's macros (decision 029).
        plugins: [
          // The macro plugin reads the config given here: the repository's root has none of its own.
          babel({
            presets: [
              linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig),
            ],
          }),
          lingui(linguiConfig),
        ],
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'db/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
