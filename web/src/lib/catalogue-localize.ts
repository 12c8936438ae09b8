import {
  MICRO_TOUR_TRANSLATED_FIELDS,
  TOUR_TRANSLATED_FIELDS,
  translatedValues,
} from '@app/domain/catalogue-translations';
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
  titles: ['title'],
  compactMicroTourCards: ['title', 'city', 'country'],
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
 * A row read with `localizedColumns`, in its language: each field in that language where it has
 * one, else in English and named in `inEnglish` (the domain's translatedValues).
 */
export function localizeReadRow<Row extends object>(
  row: Row,
  fields: readonly string[],
): Localized<Row> {
  const localized = { ...row };
  const translation: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!key.startsWith(PREFIX)) continue;
    translation[key.slice(PREFIX.length)] = value;
    Reflect.deleteProperty(localized, key);
  }
  const own = Object.fromEntries(Object.entries(localized));
  const { values, inEnglish } = translatedValues(own, translation, fields);
  return Object.assign(localized, values, { inEnglish });
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
): Localized<Row>[] {
  return rows.map((row) => {
    const localized = localizeReadRow(row, FIELDS[kind]);
    if (kind !== 'tour' && kind !== 'microTour') return localized;
    for (const key of KEYS) {
      if (!(key in row)) continue;
      Object.assign(localized, {
        [`${key}Name`]: Reflect.get(localized, key),
        [key]: Reflect.get(row, key),
      });
    }
    return localized;
  });
}
