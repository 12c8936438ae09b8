import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from './page-locale';

/**
 * A language's catalogue of one area, as import.meta.glob lists it: `…/locales/de/tours.po`.
 * The globs leave English out (`locales/!(en)/…`): English messages are compiled into the code
 * beside their ids (web/source-messages.ts), so English pages download no catalogue.
 */
export type CatalogueLoaders = Record<string, () => Promise<Messages>>;

const loaded = new Set<string>();

function catalogueFile(loaders: CatalogueLoaders, locale: Locale): string {
  const file = Object.keys(loaders).find((path) => path.includes(`/locales/${locale}/`));
  if (!file) throw new Error(`no ${locale} catalogue among ${Object.keys(loaders).join()}`);
  return file;
}

/** An area's messages in `locale`: none to fetch in English, whose messages are the code's. */
export function messagesIn(loaders: CatalogueLoaders, locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve({}) : loaders[catalogueFile(loaders, locale)]!();
}

/**
 * Loads the page's language's catalogue of one area (decision 029). Each feature's messages.ts
 * awaits this at the top level, so a module that shows that feature's messages runs only once
 * they are there, whichever page imports it; only the page's language is downloaded.
 */
export async function loadMessages(loaders: CatalogueLoaders): Promise<void> {
  if (pageLocale === 'en') {
    if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
    return;
  }
  const file = catalogueFile(loaders, pageLocale);
  if (loaded.has(file)) return;
  const messages = await loaders[file]!();
  loaded.add(file);
  if (i18n.locale === pageLocale) i18n.load(pageLocale, messages);
  else i18n.loadAndActivate({ locale: pageLocale, messages });
}

/** The shell's messages (header, footer, shared components): loaded before the first render. */
export async function activatePageLocale(): Promise<void> {
  await loadMessages(
    import.meta.glob<Messages>(['../locales/*/shell.po', '!**/locales/en/*'], {
      import: 'messages',
    }),
  );
  document.documentElement.lang = pageLocale;
}
