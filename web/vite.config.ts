import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { firstPaint } from './first-paint-plugin.js';
import { pageModules } from './src/app/page-modules.js';
import { pagePreloads } from './page-preloads.js';
import { precompressedAssets } from './precompress-plugin.js';
import { sourceAliases, sourceTransforms } from './source-transforms.js';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

/**
 * `<link rel="modulepreload">` in index.html for a named chunk that the app imports dynamically
 * at start-up, and for the chunks it imports: the browser fetches them alongside the entry instead
 * of after it has run.
 */
function preloadChunk(name: string): Plugin {
  return {
    name: 'preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const chunk = chunks.find((output) => output.name === name);
        if (!chunk) throw new Error(`no chunk named ${name} to preload`);
        const loadedWithEntry = new Set(
          chunks.filter((output) => output.isEntry).flatMap((entry) => entry.imports),
        );
        const files = [chunk.fileName, ...chunk.imports].filter(
          (file) => !loadedWithEntry.has(file),
        );
        return files.map((fileName) => ({
          tag: 'link',
          // Low priority: the first paint needs the entry and the page, not this.
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            fetchpriority: 'low',
            href: `/${fileName}`,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * The app's one stylesheet inside index.html instead of linked from it: the static header shell
 * paints as soon as the page arrives, without waiting a round trip for a render-blocking file.
 * The file leaves the build, and every chunk forgets it: otherwise a lazy chunk that imports from
 * the entry lists it among the files to load first, and its import fails on the missing file.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            delete bundle?.[fileName];
            for (const output of Object.values(bundle ?? {}))
              if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(fileName);
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * sonner puts its stylesheet into an inline <style> at run time, which the Content-Security-
 * Policy refuses (style-src allows the site's files and index.html's own stylesheet only). Its
 * published stylesheet, imported instead, becomes a file of sonner's chunk, loaded with it.
 */
function sonnerStylesheet(): Plugin {
  return {
    name: 'sonner-stylesheet',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const withFile = code.replace(/^__insertCSS\(".*"\);$/m, "import 'sonner/dist/styles.css';");
      if (withFile === code)
        throw new Error('sonner-stylesheet: no __insertCSS call left to replace');
      return { code: withFile, map: null };
    },
  };
}

/**
 * Lingui's core ships two texts for developers in every build: the warning for a message that
 * was not compiled, and the error for a translation before any language is active. Neither can
 * happen in the production build (every message is compiled at build, and main.tsx activates the
 * page's language before the first render), so the build keeps the check and drops the prose
 * (about 0.3 KB gzipped on every page); the dev server keeps both.
 */
function linguiDeveloperTexts(): Plugin {
  return {
    name: 'lingui-developer-texts',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const shorter = code
        .replace(/console\.warn\(`Uncompiled message detected![^`]*`\);/, '')
        .replace(
          /throw new Error\(\s*"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"\s*\);/,
          'throw new Error("Lingui: no locale is active");',
        );
      if (shorter.length > code.length - 500)
        throw new Error("lingui-developer-texts: Lingui's texts for developers were not found");
      return { code: shorter, map: null };
    },
  };
}

// Radix's parts that pages with a button or a form field use (the button's slot, the label).
const radixFoundations = ['react-primitive', 'react-slot', 'react-compose-refs', 'react-label'];
// What Radix's widgets (tabs, toggle groups, the accordion, the slider, dialogs) share: only a
// few public pages show one, so they load in chunks of their own, not with every page's UI.
const radixWidgetParts = [
  'primitive',
  'number',
  'react-context',
  'react-use-[a-z-]+',
  'react-id',
  'react-presence',
];
// Keyboard moves between a list's items (tabs, toggle groups, the accordion, the slider): not the
// dialog's. Roving focus apart: the accordion and the slider move focus without it.
const radixListParts = ['react-collection', 'react-direction'];
const radixRovingParts = ['react-roving-focus'];
const radixModules = (names: string[]) =>
  String.raw`node_modules[\\/]@radix-ui[\\/](${names.join('|')})[\\/]`;
const pictureComponents = 'responsive-image|gallery-image|letter-tile|skeleton';
const sharedUiModules = new RegExp(
  [
    String.raw`node_modules[\\/]lucide-react[\\/]`,
    radixModules(radixFoundations),
    // Not the dialog nor the lightboxes: they import Radix's dialog chunk, which imports this
    // one (a cycle), and the gallery's lightbox loads on first use. Nor the pictures' pieces.
    String.raw`src[\\/]components[\\/]ui[\\/](?!text-field|dialog|lightbox|gallery-|${pictureComponents})`,
    String.raw`src[\\/]lib[\\/](cn|use-document-title|calendar-dates|pagination-window)\.ts`,
    // Every page's title (lib/page-heads): every page loads them with use-document-title.
    String.raw`src[\\/]lib[\\/]page-heads[\\/](titles|messages)\.ts`,
  ].join('|'),
);
// Showing the catalogue's pictures: the pages without one (forms, legal pages) do without them.
const pictureModules = new RegExp(
  [
    String.raw`src[\\/]components[\\/]ui[\\/](${pictureComponents})\.tsx`,
    String.raw`src[\\/]lib[\\/](image-urls|picture-retry|letter-tile-color)\.ts`,
    String.raw`domain[\\/]src[\\/]storage-urls\.ts`,
  ].join('|'),
);

/**
 * Each dynamic import's list of files to preload is written into the entry's map of lazy chunks
 * (Vite's `__vite__mapDeps`), which every page downloads. The lists leave out the files the entry
 * loads statically (index.html's scripts) and the imported chunk itself, which its own import()
 * fetches at once. The pages for members and admins (the router's guarded routes) have none: a
 * visitor never opens them, and a member's browser finds their files as the page's chunk
 * arrives (a round trip later, once per session) rather than every visitor downloading the
 * names of the admin's thirty-odd files (0.45 KB gzipped on every page).
 */
const loadedWithEntry = new Set<string>();
const guardedPageChunks = new Set<string>();
const guardedPageModules = [
  'wallet',
  'dashboard',
  'ticket',
  'admin',
  'adminImages',
  'adminCheckIn',
].map((name) => {
  const module = pageModules[name];
  if (!module) throw new Error(`no page module named ${name} (web/src/app/page-modules.ts)`);
  return `/src/${module}`;
});
/**
 * Chunks whose functions mostly run as soon as they load carry V8's compile hint: Chromium then
 * compiles them while they stream in, off the main thread, instead of function by function on
 * first call. They are the map's code (opened by a tap, decision 050) and zod's core, whose
 * schemas are built as a page's code loads. The hint must be the file's first line.
 */
const ZOD_CORE = /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/;
const compiledEagerly = (chunk: { name: string; moduleIds: readonly string[] }) =>
  chunk.name === 'list-map' ||
  (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ZOD_CORE.test(id)));
function eagerCompile(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !compiledEagerly(output)) continue;
          output.code = HINT + output.code;
          // The map (emitted beside the chunk, sourcemap 'hidden') moves down by one line.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed: { mappings: string } = JSON.parse(map.source);
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

function entryFiles(): Plugin {
  return {
    name: 'entry-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        guardedPageChunks.clear();
        for (const output of Object.values(bundle)) {
          const module =
            output.type === 'chunk' ? output.facadeModuleId?.replaceAll('\\', '/') : '';
          if (module && guardedPageModules.some((page) => module.endsWith(page)))
            guardedPageChunks.add(output.fileName);
        }
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loadedWithEntry.has(file) || chunk?.type !== 'chunk') return;
          loadedWithEntry.add(file);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    ...sourceTransforms(),
    tailwindcss(),
    sonnerStylesheet(),
    linguiDeveloperTexts(),
    preloadChunk('postgrest'),
    inlineStylesheet(),
    pagePreloads(),
    firstPaint(),
    eagerCompile(),
    precompressedAssets(),
    entryFiles(),
  ],
  resolve: { alias: sourceAliases(command) },
  // The gateway puts a fresh nonce for each answer of index.html in place of this (CSP).
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  // The list map's basemap painter (decision 050) is a module worker, like the app's chunks.
  worker: { format: 'es' as const },
  build: {
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (file, deps) =>
        guardedPageChunks.has(file)
          ? []
          : deps.filter((dep) => dep !== file && !loadedWithEntry.has(dep)),
    },
    // Maps without the `//# sourceMappingURL` line in every chunk (some 40 bytes gzipped a file,
    // and a page loads 8 to 30 files): production serves no maps, and where the gateway serves
    // them it names each script's map in a `SourceMap` header instead (server/src/gateway/spa.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The catalogue's client (supabase-js's PostgREST part) loads with every page: a
            // named chunk lets index.html preload it. supabase-js's own chunk imports it.
            {
              name: 'postgrest',
              test: /node_modules[\\/]@supabase[\\/]postgrest-js[\\/]/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The rest of supabase-js loads when a page needs a session (decision 014): named, so
            // web/test/initial-bundle.test.ts can check the first page does without it.
            {
              name: 'supabase',
              test: /node_modules[\\/](@supabase|iceberg-js)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // Everything the entry imports statically in one file rather than a dozen small ones:
            // over HTTP/1.1 each extra file waits for one of six connections.
            {
              name: 'app',
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Radix's widget parts, in two files: the filter sheet's dialog of /tours needs
            // neither the lists' keyboard moves nor, like most pages, any of them.
            {
              name: 'radix',
              test: new RegExp(radixModules(radixWidgetParts)),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'radix-lists',
              test: new RegExp(radixModules(radixListParts)),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'radix-roving',
              test: new RegExp(radixModules(radixRovingParts)),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // Cents and prices: every page that shows one needs both.
            {
              name: 'money',
              test: /domain[\\/]src[\\/](money|pricing)\.ts$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // A tour's labels and the tours' messages they show: the home page, the list and a tour.
            {
              name: 'tour-labels',
              test: /src[\\/]features[\\/]tours[\\/](lib[\\/]tour-labels|messages)\.ts$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // A micro-tour's card and its place's name: the home page, the list, a micro-tour and its
            // checkout (which names the place).
            {
              name: 'micro-tour-card',
              test: /src[\\/]features[\\/]micro-tours[\\/](components[\\/](micro-tour-card|place-name)\.tsx|lib[\\/](micro-tour-card-picture|detail-booking)\.ts|messages\.ts)$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // A tour's booking panel: its seats, dates, choices and the wallet's balance, small
            // modules that the wallet and the dashboard share with it, in one file instead of
            // nine; a tour's page loads them with its own code.
            {
              name: 'booking-panel-parts',
              test: /(src[\\/](lib[\\/](wallet-keys|booking-keys|departure-keys|seats-text|wallet[\\/]get-wallet-balance|departures[\\/](tour-dates|departure-seats))\.ts|features[\\/]tours[\\/]lib[\\/]booking-choices\.ts|components[\\/]seats[\\/]date-seats-line\.tsx)|domain[\\/]src[\\/]seats\.ts)$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // What the CO₂ saving line (issue 49) needs of its feature and of the domain, in one
            // file beside the line's own: five pages load the line with their own code, and each
            // file is a request. The dashboard's total uses the same parts, without the line.
            {
              name: 'saving-line-parts',
              test: /(src[\\/]features[\\/]footprint[\\/](messages|lib[\\/](how-we-calculate-path|home-place)|api[\\/]member-home)\.ts|src[\\/]lib[\\/]footprint-keys\.ts|domain[\\/]src[\\/]trip-footprint\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // Where the basemap is and what it covers: a few hundred bytes that the list pages' map,
            // a listing's meeting-point map and the admin's place picker share, in one file
            // instead of three (each a request in the map's first opening).
            {
              name: 'map-parts',
              test: /(domain[\\/]src[\\/]europe-bounds\.ts|src[\\/]lib[\\/]map[\\/]basemap-(file|address)\.ts|virtual:basemap-url)$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'pictures',
              test: pictureModules,
              minShareCount: 3,
              includeDependenciesRecursively: false,
            },
            // The small pieces many pages share (icons, UI primitives) in one file rather than a
            // dozen per page. Form code stays out: it pulls in zod. What only two chunks share
            // (an icon of the blog's two pages, the micro-tours list's pagination) stays with
            // them: every page loads this file.
            {
              name: 'ui',
              test: sharedUiModules,
              minShareCount: 3,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/storage', '/functions', '/config.json', '/health'].map((prefix) => [
        prefix,
        gateway,
      ]),
    ),
  },
}));
