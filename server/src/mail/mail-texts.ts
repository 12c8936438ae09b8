import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/domain/locales';
import { projectRoot } from '../platform/project-paths.js';

/**
 * The words of every mail, PDF ticket and calendar entry (decision 029): gettext catalogues a
 * translator's tools open, `server/src/locales/<locale>/mail.po`, with explicit ids. The English
 * catalogue is the source; each message is ICU MessageFormat, compiled once per process with
 * Lingui's core (the server has no macros: esbuild and tsx build it as it is).
 * scripts/server-catalogues.test.ts checks them as the web's are checked.
 */
export const mailCataloguesDir = path.join(projectRoot, 'server', 'src', 'locales');
export const MAIL_CATALOGUE = 'mail.po';

/** A catalogue's messages by id (empty translations left out). */
export function readMailCatalogue(locale: string): Map<string, string> {
  const file = path.join(mailCataloguesDir, locale, MAIL_CATALOGUE);
  const { items } = parsePoFile(readFileSync(file, 'utf8'));
  return new Map(
    items
      .filter((item) => !item.obsolete && item.msgstr[0])
      .map((item) => [item.msgid, item.msgstr[0]!]),
  );
}

export type MailValues = Record<string, string | number>;

/** The texts of one language: `t('ticket.confirmed.subject', { tour, date, reference })`. */
export interface MailTexts {
  locale: Locale;
  t(id: string, values?: MailValues): string;
}

let catalogues: Map<Locale, I18n> | undefined;

function compileCatalogues(): Map<Locale, I18n> {
  const english = readMailCatalogue(DEFAULT_LOCALE);
  const compiled = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const own = locale === DEFAULT_LOCALE ? english : readMailCatalogue(locale);
    // A message not translated yet reads in English rather than as its id.
    const messages = Object.fromEntries(
      [...english].map(([id, source]) => [id, compileMessage(own.get(id) ?? source)]),
    );
    compiled.set(
      locale,
      setupI18n({
        locale,
        messages: { [locale]: messages },
        missing: (_locale, id) => {
          throw new Error(`no mail message ${id}`);
        },
      }),
    );
  }
  return compiled;
}

export function mailTexts(locale: Locale = DEFAULT_LOCALE): MailTexts {
  catalogues ??= compileCatalogues();
  const i18n = catalogues.get(locale)!;
  return { locale, t: (id, values) => i18n._(id, values) };
}
