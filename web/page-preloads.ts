import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../domain/src/locales.js';
import { notFoundPageModule, pageModules } from './src/app/page-modules.js';
import { pagePaths } from './src/app/page-paths.js';

/** Written into web/dist by the build; the gateway reads it when it starts. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** The key of the app's 404 page, which answers every unknown path. */
export const NOT_FOUND_PAGE = '*';

/**
 * The key of what a page (or, for '', every page: the shell's) loads in a language before it
 * renders, besides its code (decision 029): its catalogues, and for the shell in another language
 * than English the code that reads the catalogue in that language (LANGUAGE_CODE).
 */
export const messagesKey = (locale: Locale, page = '') => `messages:${locale}:${page}`;

/**
 * A page path (`/tours/:slug`, or NOT_FOUND_PAGE) → the files its page's code needs, from `/`;
 * messagesKey(locale, page) → the files of that page's catalogues in that language (and the
 * shell's language code).
 */
export type PagePreloads = Record<string, string[]>;

/**
 * Modules that the shell imports in another language than English before a page shows the
 * catalogue (catalogue-language.ts), as English pages never do: preloaded like the shell's
 * catalogues, or the cards of /de/tours would wait for one more round trip.
 */
const LANGUAGE_CODE = ['lib/catalogue-localize.ts'];

/**
 * The CO₂ saving line (issue 49), which cards and tour pages mount through lib/footprint-slot.tsx
 * and the shell loads after the entry (app/saving-line-host.tsx): preloaded with every page whose
 * own code mounts the slot, so the line renders with the cards instead of one round trip and one
 * more render after them.
 */
const FOOTPRINT_SLOT = 'lib/footprint-slot.tsx';
const FOOTPRINT_LINE = 'features/footprint/components/saving-line.tsx';

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
      /** Whether a module id (a path, with either slash) is `module` below web/src. */
      const isModule = (id: string | null | undefined, module: string) =>
        id?.replaceAll('\\', '/').endsWith(`/src/${module}`) ?? false;
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => isModule(c.facadeModuleId, module));
        if (!chunk) this.error(`page-preloads: no chunk for ${module}`);
        return chunk;
      };
      /** A chunk and what it imports statically, transitively, without the entry's files. */
      const closure = (root: string): string[] => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || entries.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(root);
        return [...files];
      };
      /**
       * The catalogues of `locale` that these chunks load (a feature's messages.ts), and the
       * texts a page awaits in that language like them: a feature's `content/<locale>/` modules
       * (the legal pages, the blog's titles).
       */
      const cataloguesOf = (files: string[], locale: Locale) =>
        files.flatMap((file) =>
          (byFile.get(file)?.dynamicImports ?? []).filter((imported) => {
            const module = byFile.get(imported)?.facadeModuleId?.replaceAll('\\', '/') ?? '';
            return (
              module.includes(`/src/locales/${locale}/`) ||
              new RegExp(`/src/features/[^/]+/content/${locale}/`).test(module)
            );
          }),
        );
      /** The LANGUAGE_CODE these chunks import dynamically, with what that imports statically. */
      const languageCodeOf = (files: string[]) => [
        ...new Set(
          files
            .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
            .filter((imported) =>
              LANGUAGE_CODE.some((code) => isModule(byFile.get(imported)?.facadeModuleId, code)),
            )
            .flatMap(closure)
            .filter((file) => !files.includes(file)),
        ),
      ];
      // What the entry imports statically: its catalogues are every page's (the shell's).
      const withEntry = new Set<string>();
      const visitEntry = (file: string) => {
        if (withEntry.has(file)) return;
        withEntry.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) visitEntry(imported);
      };
      entries.forEach(visitEntry);
      // The shell reads the catalogue (catalogue-language.ts), so its language code is every
      // page's in another language, as its catalogues are.
      const shellLanguageCode = languageCodeOf([...withEntry]);
      if (shellLanguageCode.length === 0)
        this.error(`page-preloads: the shell imports none of ${LANGUAGE_CODE.join(', ')}`);
      const footprintLine = closure(chunkOf(FOOTPRINT_LINE).fileName);
      /** A chunk of a page's own with a card or header that mounts the slot (the shell fills it). */
      const mountsFootprintSlot = (file: string) =>
        !withEntry.has(file) &&
        !footprintLine.includes(file) &&
        (byFile.get(file)?.moduleIds ?? []).some((id) =>
          (this.getModuleInfo(id)?.importedIds ?? []).some((imported) =>
            isModule(imported, FOOTPRINT_SLOT),
          ),
        );
      const preloads: PagePreloads = {};
      const addPage = (key: string, module: string) => {
        const pageFiles = closure(chunkOf(module).fileName);
        const files = pageFiles.some(mountsFootprintSlot)
          ? [...new Set([...pageFiles, ...footprintLine])]
          : pageFiles;
        preloads[key] = files.map((file) => `/${file}`);
        for (const locale of LOCALES) {
          const shared = new Set(cataloguesOf([...withEntry], locale));
          preloads[messagesKey(locale, key)] = cataloguesOf(files, locale)
            .filter((file) => !shared.has(file))
            .map((file) => `/${file}`);
        }
      };
      for (const locale of LOCALES)
        preloads[messagesKey(locale)] = [
          ...cataloguesOf([...withEntry], locale),
          ...(locale === 'en' ? [] : shellLanguageCode),
        ].map((f) => `/${f}`);
      addPage(NOT_FOUND_PAGE, notFoundPageModule);
      for (const [name, module] of Object.entries(pageModules)) {
        const pattern = pagePaths[name as keyof typeof pagePaths] as string | undefined;
        if (!pattern) this.error(`page-preloads: ${name} is no page of page-paths.ts`);
        addPage(pattern, module);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
