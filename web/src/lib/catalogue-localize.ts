import {
  localizeRow,
  MICRO_TOUR_TRANSLATED_FIELDS,
  TOUR_TRANSLATED_FIELDS,
} from '@app/domain/catalogue-translations';
import type { Json } from '@app/domain/generated/database.types';
import type { Locale } from '@app/domain/locales';
import type { CatalogueRead, Localized } from './catalogue-language.js';

/**
 * The reads of catalogue-language.ts in a language other than English; loaded only by pages in
 * one, so English pages carry none of it.
 */

/** The fields each read shows in the page's language: a card's, or every one on a page. */
const FIELDS: Record<CatalogueRead, readonly string[]> = {
  tourCards: ['title', 'short_description', 'country'],
  microTourCards: ['title', 'description', 'city', 'country'],
  tour: TOUR_TRANSLATED_FIELDS,
  microTour: MICRO_TOUR_TRANSLATED_FIELDS,
};

/** A tour's own columns, without its search columns and `translations` (`*` has them all). */
const TOUR_COLUMNS =
  'id, slug, title, short_description, full_description, category, country, price_eur, duration_days, difficulty, transport, group_size, rating, cover_image, image_override_url, gallery, gallery_override, image_locked, highlights, itinerary, included, not_included, meeting_point, start_locations, end_location, cancellation_policy, available_dates, created_at, updated_at';

const PREFIX = 'translated_';

/** `columns` (a tour's own for `*`) and the language's fields of `translations`, each as `translated_<field>`. */
export function localizedColumns(kind: CatalogueRead, columns: string, locale: Locale): string {
  const own = kind === 'tour' && columns === '*' ? TOUR_COLUMNS : columns;
  const translated = FIELDS[kind].map(
    (field) => `${PREFIX}${field}:translations->${locale}->${field}`,
  );
  return [own, ...translated].join(', ');
}

/**
 * A row read with `localizedColumns`, in `locale`: each field in that language where it has one,
 * else in English and named in `inEnglish` (localizeRow).
 */
export function localizeReadRow<Row extends object>(
  row: Row,
  fields: readonly string[],
  locale: Locale,
): Localized<Row> {
  const own: Record<string, unknown> = {};
  const translation: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(PREFIX)) translation[key.slice(PREFIX.length)] = value;
    else own[key] = value;
  }
  const localized: Record<string, unknown> = localizeRow<Record<string, unknown>, string>(
    { ...own, translations: { [locale]: translation } as Json },
    fields,
    locale,
  );
  delete localized.translations;
  return localized as Localized<Row>;
}

/**
 * On a tour's or micro-tour's page, `city` and `country` stay the row's own: they are keys
 * (filters, the country's time zone, links); `cityName` and `countryName` are their names in
 * the page's language.
 */
const KEYS = ['city', 'country'] as const;

export function localizeRows<Row extends object>(
  kind: CatalogueRead,
  rows: Row[],
  locale: Locale,
): Localized<Row>[] {
  return rows.map((row) => {
    const localized: Record<string, unknown> = localizeReadRow(row, FIELDS[kind], locale);
    if (kind === 'tour' || kind === 'microTour') {
      for (const key of KEYS) {
        if (!(key in row)) continue;
        localized[`${key}Name`] = localized[key];
        localized[key] = (row as Record<string, unknown>)[key];
      }
    }
    return localized as Localized<Row>;
  });
}
