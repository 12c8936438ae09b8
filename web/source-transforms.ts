import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, PluginOption } from 'vite';
import { basemap } from './basemap-plugin.js';
import { sourceMessages } from './source-messages.js';

// Babel, not Lingui's native transform, on purpose (decision 029): its notice would print on every build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

type LinguiPreset = ReturnType<typeof linguiTransformerBabelPreset>;
const withSourceMessages = (lingui: LinguiPreset): LinguiPreset => ({
  ...lingui,
  // Lingui's own preset nested: our plugin's work waits for the program's exit, after the macros.
  preset: { presets: [lingui.preset], plugins: [sourceMessages] },
});

/**
 * What turns the app's sources into modules, for the browser's build and for the server build of
 * the list pages' first screens (web/first-paint-plugin.ts) alike.
 */
export function sourceTransforms(): PluginOption[] {
  return [
    // Lingui's macros (<Trans>, t, msg, plural) become catalogue look-ups before React's
    // transform, each with its English message compiled beside its id, so that English pages
    // load no catalogue; only files that import a macro go through Babel (decision 029).
    babel({
      presets: [withSourceMessages(linguiTransformerBabelPreset({ descriptorFields: 'message' }))],
    }),
    react(),
    lingui({ failOnCompileError: true }),
    basemap(),
  ];
}

export function sourceAliases(command: 'build' | 'serve'): Alias[] {
  return [
    // React 19 has useSyncExternalStore: the shim Lingui's React binding imports is dead weight.
    {
      find: /^use-sync-external-store\/shim$/,
      replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
    },
    // React Router publishes one build with its development warnings on, which every bundler
    // gets, and one with them off: the production build takes that one (the dev server keeps
    // the warnings).
    ...(command === 'build'
      ? [
          {
            find: /^react-router$/,
            replacement: path.join(
              path.dirname(createRequire(import.meta.url).resolve('react-router')),
              '../production/index.mjs',
            ),
          },
        ]
      : []),
  ];
}
