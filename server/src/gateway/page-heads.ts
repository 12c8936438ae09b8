import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Messages, setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/domain/locales';
import { pagePaths } from '@app/web/page-paths';

/** A page of page-paths.ts, or the app's 404 page. */
export type PageName = keyof typeof pagePaths | 'notFound';

export interface PageHead {
  /** The whole `<title>`: the page's title and the site's name (the home page's is whole). */
  title: string;
  description: string;
}

export type PageHeads = (page: PageName, locale: Locale) => PageHead;

/** The web's catalogues of the pages' titles and descriptions (web/src/lib/page-heads). */
const AREAS = ['page-titles', 'page-descriptions'] as const;
const SITE_NAME = 'EcoTours';

export const PAGE_NAMES: readonly PageName[] = [
  ...(Object.keys(pagePaths) as (keyof typeof pagePaths)[]),
  'notFound',
];

/** A language's messages of the page heads' catalogues, compiled as Lingui compiles them. */
function readMessages(localesDir: string, locale: Locale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const area of AREAS) {
    const file = path.join(localesDir, locale, `${area}.po`);
    for (const item of parsePoFile(readFileSync(file, 'utf8')).items) {
      const text = item.msgstr[0];
      if (!item.obsolete && text) messages[item.msgid] = text;
    }
  }
  return messages;
}

/**
 * Every page's title and description in every language, read once from the web's catalogues by
 * the messages' fixed ids (`head.<page>.title`, `head.<page>.description`; decision 029): the
 * HTML the gateway sends names the page as the app will. A message a language lacks is English;
 * an English one missing fails the start.
 */
export function readPageHeads(localesDir: string): PageHeads {
  const english = readMessages(localesDir, DEFAULT_LOCALE);
  const heads = new Map<string, PageHead>();
  for (const locale of LOCALES) {
    const texts = { ...english, ...readMessages(localesDir, locale) };
    const messages: Messages = Object.fromEntries(
      Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]),
    );
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    for (const page of PAGE_NAMES) {
      const ids = [`head.${page}.title`, `head.${page}.description`];
      const absent = ids.filter((id) => !(id in english));
      if (absent.length > 0) throw new Error(`no English page head ${absent.join(', ')}`);
      const title = i18n._(ids[0]!);
      heads.set(`${locale} ${page}`, {
        title: page === 'home' ? title : `${title} – ${SITE_NAME}`,
        description: i18n._(ids[1]!),
      });
    }
  }
  return (page, locale) => heads.get(`${locale} ${page}`)!;
}
