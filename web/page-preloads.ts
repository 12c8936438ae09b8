import type { Plugin } from 'vite';
import { notFoundPageModule, pageModules } from './src/app/page-modules.js';
import { pagePaths } from './src/app/page-paths.js';

/** Written into web/dist by the build; the gateway reads it when it starts. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** The key of the app's 404 page, which answers every unknown path. */
export const NOT_FOUND_PAGE = '*';

/** A page path (`/tours/:slug`, or NOT_FOUND_PAGE) → the files its page's code needs, from `/`. */
export type PagePreloads = Record<string, string[]>;

/**
 * Tells the gateway which JavaScript each page loads after the entry: its route's chunk and
 * every chunk that imports statically. The gateway lists them as `<link rel="modulepreload">` in
 * that page's index.html, so the browser fetches them alongside the entry instead of after the
 * entry has run and the router has chosen the page (decision 014).
 */
export function pagePreloads(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const filesOf = (module: string): string[] => {
        const page = chunks.find((chunk) =>
          chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/${module}`),
        );
        if (!page) this.error(`page-preloads: no chunk for ${module}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || entries.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(page.fileName);
        return [...files].map((file) => `/${file}`);
      };
      const preloads: PagePreloads = { [NOT_FOUND_PAGE]: filesOf(notFoundPageModule) };
      for (const [name, module] of Object.entries(pageModules)) {
        const pattern = pagePaths[name as keyof typeof pagePaths] as string | undefined;
        if (!pattern) this.error(`page-preloads: ${name} is no page of page-paths.ts`);
        preloads[pattern] = filesOf(module);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
