import { localizeRow } from '@app/domain/catalogue-translations';
import type { Json } from '@app/domain/generated/database.types';
import type { Locale } from '@app/domain/locales';

/**
 * Tours and micro-tours in the page's language (decision 029, migration 0045). A read selects
 * only the page language's part of `translations`, and only the fields it shows, each as
 * `translated_<field>`; `localizeReadRow` puts them in place, English where the language has
 * none, and names those (`inEnglish`) so that the page marks them with `fieldLang`.
 */
const PREFIX = 'translated_';

/**
 * A row in the page's language: its fields, and the ones shown in English. An English page's
 * rows are the row itself, as read (nothing to name).
 */
export type Localized<Row, Field extends string = string> = Row & { inEnglish?: Field[] };

/**
 * `columns` and, in a language other than English, that language's `fields` of `translations`.
 * Typed as `columns` alone: the typed client reads the row's own columns from that literal.
 */
export function withTranslatedColumns<Columns extends string>(
  columns: Columns,
  fields: readonly string[],
  locale: Locale,
): Columns {
  if (locale === 'en') return columns;
  const translated = fields.map((field) => `${PREFIX}${field}:translations->${locale}->${field}`);
  return [columns, ...translated].join(', ') as Columns;
}

/** A row read with `withTranslatedColumns`, in `locale`. */
export function localizeReadRow<Row extends object, Field extends keyof Row & string>(
  row: Row,
  fields: readonly Field[],
  locale: Locale,
): Localized<Row, Field> {
  if (locale === 'en') return row;
  const own: Record<string, unknown> = {};
  const translation: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(PREFIX)) translation[key.slice(PREFIX.length)] = value;
    else own[key] = value;
  }
  const localized: Record<string, unknown> = localizeRow<Record<string, unknown>, Field>(
    { ...own, translations: { [locale]: translation } as Json },
    fields,
    locale,
  );
  delete localized.translations;
  return localized as Localized<Row, Field>;
}

/** `'en'` for a field the page shows in English while it is in another language: its `lang`. */
export const fieldLang = (row: { inEnglish?: readonly string[] }, field: string) =>
  row.inEnglish?.includes(field) ? 'en' : undefined;
