import { DEFAULT_LOCALE, type Locale } from './locales.js';

/**
 * The column a list orders by title in a language (migration 0051, decision 029): English
 * `title`; another language's title, English where the row has none (`title_de`), so /de/tours
 * is in German alphabetical order. Same collation and tie-breakers as English.
 */
export const titleSortColumn = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? ('title' as const) : (`title_${locale}` as const);
