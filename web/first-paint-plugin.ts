import path from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { LOCALES } from '../domain/src/locales.js';
import {
  FIRST_PAINT_FILE,
  FIRST_SCREEN_DIR,
  FIRST_SCREEN_FILE,
  type FirstPaint,
} from './first-paint.js';
import { sourceAliases, sourceTransforms } from './source-transforms.js';
import { pagePaths } from './src/app/page-paths.js';

const MARKUP_MODULE = '/src/app/first-paint-markup.tsx';
const LIST_SCREEN_MODULE = 'src/app/list-first-screen.tsx';

/**
 * Renders the home page's hero in every language at build time (src/app/first-paint-markup.tsx),
 * through a Vite server in SSR mode on this same config, so the markup comes from the page's own
 * components, macros and catalogues. The gateway writes it into the page's index.html (decision 034).
 * Then builds the list pages' first screens for the server (src/app/list-first-screen.tsx, into
 * web/dist-server), which the gateway renders from each first page it reads (decision 059).
 */
export function firstPaint(): Plugin {
  let configFile: string | undefined;
  let root = '';
  return {
    name: 'first-paint',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
    },
    async generateBundle() {
      // Served, not built: the config's build-only plugins (this one too) stay out.
      const server = await createServer({
        configFile,
        root,
        appType: 'custom',
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { homeFirstPaint } = await server.ssrLoadModule(MARKUP_MODULE);
        if (typeof homeFirstPaint !== 'function')
          this.error(`no homeFirstPaint in ${MARKUP_MODULE}`);
        const home: FirstPaint[string] = {};
        for (const locale of LOCALES) home[locale] = String(await homeFirstPaint(locale));
        const firstPaint: FirstPaint = { [pagePaths.home]: home };
        this.emitFile({
          type: 'asset',
          fileName: FIRST_PAINT_FILE,
          source: JSON.stringify(firstPaint),
        });
      } finally {
        await server.close();
      }
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: sourceTransforms(),
        resolve: { alias: sourceAliases('build') },
        build: {
          ssr: LIST_SCREEN_MODULE,
          outDir: path.join(root, FIRST_SCREEN_DIR),
          emptyOutDir: true,
          target: 'node24',
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: FIRST_SCREEN_FILE } },
        },
        // Everything inside, React's production build included: the workspace's packages export
        // TypeScript, and the gateway runs without NODE_ENV.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      });
    },
  };
}
