import type { Locale } from './locales.js';
import { MICRO_TOUR_TRANSLATED_FIELDS, TOUR_TRANSLATED_FIELDS } from './catalogue-translations.js';

/**
 * The fields a catalogue read adds past English, and where it finds them (decision 029). Apart
 * from catalogue-columns.ts so that English pages' first visit carries none of it.
 */

/**
 * What is read: a list's cards, one tour's or micro-tour's page, a tour or micro-tour named by
 * its title only (a waiting-list entry), or micro-tours' compact cards (title and place: the
 * blog's).
 */
export type CatalogueRead =
  'tourCards' | 'microTourCards' | 'tour' | 'microTour' | 'titles' | 'compactMicroTourCards';

/** The fields each read shows in the page's language: a card's, or every one on a page. */
export const TRANSLATED_FIELDS_READ: Record<CatalogueRead, readonly string[]> = {
  tourCards: ['title', 'short_description', 'country'],
  microTourCards: ['title', 'description', 'city', 'country'],
  tour: TOUR_TRANSLATED_FIELDS,
  microTour: MICRO_TOUR_TRANSLATED_FIELDS,
  titles: ['title'],
  compactMicroTourCards: ['title', 'city', 'country'],
};

/**
 * Where a read finds its language's fields. Cards read the row's own small `card_de` (migration
 * 0053): `translations` is TOASTed, and reading a field of it for each card cost a detoast per
 * field for every row a query projects, the rows an OFFSET skips and a search sorts included. One
 * tour's or micro-tour's page reads `translations`, for one row.
 */
const SOURCE: Record<CatalogueRead, 'card' | 'translations'> = {
  tourCards: 'card',
  microTourCards: 'card',
  tour: 'translations',
  microTour: 'translations',
  titles: 'card',
  compactMicroTourCards: 'card',
};

/** Each field of the language is selected as `translated_<field>`. */
export const TRANSLATED_PREFIX = 'translated_';

/**
 * The lists' cards, which a page reads in its language without their English texts: the table
 * a row's English texts are read from, by id, for the few rows whose language lacks one
 * (catalogue-localize.ts). A page of German cards weighed 25 KB with the English texts beside
 * the German ones, against 15 KB in English (bench/RESULTS.md, "Cards in the reader's language").
 */
export const CARD_TABLES: Partial<Record<CatalogueRead, 'tours' | 'micro_tours'>> = {
  tourCards: 'tours',
  microTourCards: 'micro_tours',
  compactMicroTourCards: 'micro_tours',
};

/**
 * `columns` and, past English, the language's fields of `kind`; a list's cards without the
 * English columns of those fields (CARD_TABLES).
 */
export function localizedColumns(kind: CatalogueRead, columns: string, locale: Locale): string {
  if (locale === 'en') return columns;
  const fields = TRANSLATED_FIELDS_READ[kind];
  const own = CARD_TABLES[kind]
    ? columns
        .split(',')
        .map((column) => column.trim())
        .filter((column) => !fields.includes(column))
        .join(', ')
    : columns;
  const source = SOURCE[kind] === 'card' ? `card_${locale}` : `translations->${locale}`;
  const translated = fields.map((field) => `${TRANSLATED_PREFIX}${field}:${source}->${field}`);
  return [own, ...translated].join(', ');
}
