import { i18n, type Messages } from '@lingui/core';
import { pageLocale } from './page-locale';

/** A language's catalogue of one area, as import.meta.glob lists it: `…/locales/de/tours.po`. */
export type CatalogueLoaders = Record<string, () => Promise<Messages>>;

const loaded = new Set<string>();

/**
 * Loads the page's language's catalogue of one area (decision 029). Each feature's messages.ts
 * awaits this at the top level, so a module that shows that feature's messages runs only once
 * they are there, whichever page imports it; only the page's language is downloaded.
 */
export async function loadMessages(loaders: CatalogueLoaders): Promise<void> {
  const file = Object.keys(loaders).find((path) => path.includes(`/locales/${pageLocale}/`));
  if (!file) throw new Error(`no ${pageLocale} catalogue among ${Object.keys(loaders).join()}`);
  if (loaded.has(file)) return;
  const messages = await loaders[file]!();
  loaded.add(file);
  if (i18n.locale === pageLocale) i18n.load(pageLocale, messages);
  else i18n.loadAndActivate({ locale: pageLocale, messages });
}

/** The shell's messages (header, footer, shared components): loaded before the first render. */
export async function activatePageLocale(): Promise<void> {
  await loadMessages(import.meta.glob<Messages>('../locales/*/shell.po', { import: 'messages' }));
  document.documentElement.lang = pageLocale;
}
