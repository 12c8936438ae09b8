import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locale } from '../domain/src/locales.js';
import { pageModules } from './src/app/page-modules.js';
import { pagePaths } from './src/app/page-paths.js';
import { messagesKey, PAGE_PRELOADS_FILE, type PagePreloads } from './page-preloads.js';

/**
 * What a first visit downloads, read from the production build in web/dist: used by the budget
 * test (web/test/initial-bundle.test.ts) and by the bench's scale targets.
 */
export const distDir = path.resolve(import.meta.dirname, 'dist');
export const assetsDir = path.join(distDir, 'assets');

export const KB = 1024;
/** What `/` may download before its first render and its data (gzipped). */
export const HOME_BUDGET = 150 * KB;

export function readDist(file: string): string {
  return readFileSync(path.join(distDir, file), 'utf8');
}

/** The chunks a chunk imports statically (`import … from "./x.js"`), as dist-relative paths. */
function staticImports(chunk: string): string[] {
  return [
    ...readDist(chunk).matchAll(
      /(?:^|;)\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map((match) => `assets/${match[1]!}`);
}

/** Chunks with everything they import statically, transitively. */
export function withStaticImports(roots: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (found.has(chunk)) continue;
    found.add(chunk);
    pending.push(...staticImports(chunk));
  }
  return found;
}

/** The files' gzipped sizes added up, in bytes. */
export const gzippedSize = (files: Iterable<string>) =>
  [...files].reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(distDir, file))).length,
    0,
  );

/** The chunks whose names start with `name-` (vite.config.ts names some). */
export const chunksNamed = (name: string): string[] =>
  readdirSync(assetsDir)
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))
    .map((file) => `assets/${file}`);

/**
 * The catalogues a first visit in `locale` loads before it renders (decision 029): the shell's,
 * and with a page pattern ('/tours/:slug') that page's too.
 */
export function messageScripts(locale: Locale, page?: string): string[] {
  const preloads = JSON.parse(readDist(PAGE_PRELOADS_FILE)) as PagePreloads;
  const files = [
    ...(preloads[messagesKey(locale)] ?? []),
    ...(page ? (preloads[messagesKey(locale, page)] ?? []) : []),
  ];
  return files.map((file) => file.replace(/^\//, ''));
}

/**
 * What a first visit downloads before and right after its first render: the entry, index.html's
 * module preloads and their static imports, and the shell's messages in `locale`.
 */
export function initialScripts(locale: Locale = 'en'): {
  scripts: Set<string>;
  preloads: string[];
} {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error('web/dist is missing: run `npm run build` first');
  const html = readFileSync(indexPath, 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return {
    scripts: withStaticImports([...entry, ...preloads, ...messageScripts(locale)]),
    preloads,
  };
}

/** The chunk whose source map names `module` (a path below web/src) among its sources. */
export function chunkOf(module: string): string {
  const files = readdirSync(assetsDir).filter(
    (file) => file.endsWith('.js') && existsSync(path.join(assetsDir, `${file}.map`)),
  );
  const found = files.filter((file) => {
    const map = JSON.parse(readFileSync(path.join(assetsDir, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    return map.sources.some((source) => source.endsWith(`src/${module}`));
  });
  if (found.length !== 1) {
    throw new Error(`${found.length} chunks hold ${module}, not one: ${found.join(', ')}`);
  }
  return `assets/${found[0]!}`;
}

export type PageName = keyof typeof pagePaths;

/**
 * What a first visit to a page in `locale` downloads before the page can run: the first page's
 * files in that language, the page's own module (web/src/app/page-modules.ts) with its static
 * imports, what the build preloads with that page (web/page-preloads.ts: the CO₂ line of pages
 * that show it), and the page's catalogues in that language.
 */
export function firstVisitScripts(locale: Locale, name: PageName): Set<string> {
  const module = pageModules[name];
  if (!module) throw new Error(`no module loads the page ${name}`);
  const preloads = JSON.parse(readDist(PAGE_PRELOADS_FILE)) as PagePreloads;
  return withStaticImports([
    ...initialScripts(locale).scripts,
    chunkOf(module),
    ...(preloads[pagePaths[name]] ?? []).map((file) => file.replace(/^\//, '')),
    ...messageScripts(locale, pagePaths[name]),
  ]);
}
