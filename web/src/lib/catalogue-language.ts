import type { CatalogueRead } from '@app/domain/localized-columns';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';

/**
 * Tours and micro-tours in the page's language (decision 029, migration 0045). An English page
 * reads the rows as before; a page in another language loads `catalogue-localize.ts`, which
 * selects that language's fields only (a card's from the row's `card_de`, a page's from
 * `translations`: migration 0053), puts them in place (English where the
 * language has none) and names the fields left in English (`inEnglish`), which the page marks
 * with `fieldLang`.
 */

/** A row in the page's language; `inEnglish`: the fields it shows in English. */
export type Localized<Row, Field extends string = string> = Row & { inEnglish?: Field[] };

export type { CatalogueRead } from '@app/domain/localized-columns';

/**
 * Rows of `kind`, read by `read` with the columns to select (`columns` in English), in
 * `locale`. A list's cards are read without the English texts their language has, and the
 * English ones it lacks are read through `catalogue` (catalogue-localize.ts). `read` throws
 * what the client reports.
 */
export async function readInLanguage<Columns extends string, Row extends object>(
  kind: CatalogueRead,
  columns: Columns,
  locale: Locale,
  read: (columns: Columns) => PromiseLike<Row[]>,
  /** The client `read` reads through: a list's cards need it, other reads do not. */
  catalogue?: PostgrestClient<Database>,
): Promise<Localized<Row>[]> {
  if (locale === 'en') return read(columns);
  const { localizedColumns, localizeRows, withEnglishWhereMissing } =
    await import('./catalogue-localize.js');
  const rows = await read(localizedColumns(kind, columns, locale) as Columns);
  return localizeRows(kind, await withEnglishWhereMissing(catalogue, kind, columns, rows), locale);
}

/** `'en'` for a field the page shows in English while it is in another language: its `lang`. */
export const fieldLang = (row: { inEnglish?: readonly string[] }, field: string) =>
  row.inEnglish?.includes(field) ? 'en' : undefined;
