import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { configDefaults, defineConfig } from 'vitest/config';

// Babel, not Lingui's native transform, on purpose (decision 029): its notice would print on every build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

const linguiConfig = { configPath: 'web/lingui.config.ts' };

const UNIT_FILES = ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/** Unit files that mock a module or stub a global: they need a module graph of their own. */
const unitFilesReplacingModules = ['domain', 'web', 'scripts']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/.test(readFileSync(file, 'utf8')),
  );

/** The unit projects' plugins: web modules read their messages through Lingui's macros (decision 029). */
const unitPlugins = () => [
  // The macro plugin is handed the config: it would look for one in the working directory.
  babel({
    presets: [
      linguiTransformerBabelPreset(
        { linguiConfig: getConfig({ ...linguiConfig, skipValidation: true }) },
        linguiConfig,
      ),
    ],
  }),
  lingui(linguiConfig),
];

/**
 * Three projects, each run once: `unit` and `unit-isolated` (domain, web and script logic: no
 * server, no database) and `api` (the server and database suites against one seeded server on a managed-like PostgreSQL,
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
        plugins: unitPlugins(),
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, '**/dist/**', ...unitFilesReplacingModules],
          setupFiles: ['web/test/lingui-setup.ts'],
          // One module graph per worker: each file's own took half the run (31 s against 17 s).
          // Files that replace modules or globals keep theirs (`unit-isolated`), and the setup
          // file still runs before each file (every file starts in English).
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: unitPlugins(),
        test: {
          name: 'unit-isolated',
          include: unitFilesReplacingModules,
          setupFiles: ['web/test/lingui-setup.ts'],
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
