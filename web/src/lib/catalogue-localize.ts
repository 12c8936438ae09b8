import { translatedValues } from '@app/domain/catalogue-translations';
import {
  CARD_TABLES,
  type CatalogueRead,
  TRANSLATED_FIELDS_READ as FIELDS,
  TRANSLATED_PREFIX as PREFIX,
} from '@app/domain/localized-columns';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Localized } from './catalogue-language.js';
import { guidedLanguageName } from './language-names.js';

export { localizedColumns } from '@app/domain/localized-columns';

/**
 * The reads of catalogue-language.ts in a language other than English; loaded only by pages in
 * one, so English pages carry none of it.
 */

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

/** The fields of `row`'s language that it lacks (none, blank or not a text). */
function missingFields(row: object, fields: readonly string[]): string[] {
  const translation = Object.fromEntries(
    fields.map((field) => [field, Reflect.get(row, `${PREFIX}${field}`)]),
  );
  const { values } = translatedValues({}, translation, fields);
  return fields.filter((field) => !(field in values));
}

/**
 * A list's cards read without their English texts (CARD_TABLES), with the English text of each
 * field of `columns` their language lacks, read by id in one request; none when the language has
 * them all.
 */
export async function withEnglishWhereMissing<Row extends object>(
  catalogue: PostgrestClient<Database> | undefined,
  kind: CatalogueRead,
  columns: string,
  rows: Row[],
): Promise<Row[]> {
  const table = CARD_TABLES[kind];
  if (!table) return rows;
  if (!catalogue) throw new Error(`A read of ${kind} in another language needs its client`);
  const asked = columns.split(',').map((column) => column.trim());
  const fields = FIELDS[kind].filter((field) => asked.includes(field));
  const missing = new Set<string>();
  const ids: string[] = [];
  for (const row of rows) {
    const lacking = missingFields(row, fields);
    const id: unknown = Reflect.get(row, 'id');
    if (lacking.length === 0 || typeof id !== 'string') continue;
    ids.push(id);
    for (const field of lacking) missing.add(field);
  }
  if (ids.length === 0) return rows;
  const { data, error } = await catalogue
    .from(table)
    .select(['id', ...missing].join(','))
    .in('id', ids);
  if (error) throw error;
  const english = new Map<unknown, object>();
  for (const row of data ?? []) english.set(Reflect.get(row, 'id'), row);
  return rows.map((row) => ({ ...english.get(Reflect.get(row, 'id')), ...row }));
}

/**
 * On a tour's or micro-tour's page, `city` and `country` stay the row's own: they are keys
 * (filters, the country's time zone, links); `cityName` and `countryName` are their names in
 * the page's language. A micro-tour's guided languages, stored by their English names, are named
 * in `locale` where it is given.
 */
const KEYS = ['city', 'country'] as const;

export function localizeRows<Row extends object>(
  kind: CatalogueRead,
  rows: Row[],
  locale?: Locale,
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
    const languages: unknown = Reflect.get(row, 'language');
    if (kind === 'microTour' && locale && Array.isArray(languages)) {
      Object.assign(localized, {
        language: languages.map((name: unknown) =>
          typeof name === 'string' ? guidedLanguageName(name, locale) : name,
        ),
      });
    }
    return localized;
  });
}

/**
 * The list filters' countries and cities named in a language other than English (migration
 * 0049): the filter views answer, per field, `{key: name}` in the page's language. The key
 * stays the option's value (the URL's `?country=Portugal`); the name is its label, and the
 * options are listed in the order of their names. Loaded only by pages in another language.
 */

/** A view's names; anything but a text is left out, and no names at all read as none. */
export function readPlaceNames(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** `keys` in the order of their names in `locale` (a key without a name by itself). */
export const sortByName = (
  keys: readonly string[],
  names: Readonly<Record<string, string>>,
  locale: Locale,
) => [...keys].sort((a, b) => (names[a] ?? a).localeCompare(names[b] ?? b, locale));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list's filter options with the names `filter_place_names` gives them in `locale`
 * (`{"country": {key: name}, "city": {…}}`, no row where the language names none): the keys
 * listed in the order of their names, and the names beside them.
 */
export async function namePlaces<Options extends { countries: string[]; cities?: string[] }>(
  catalogue: PostgrestClient<Database>,
  kind: 'tour' | 'micro_tour',
  options: Options,
  locale: Locale,
) {
  const { data, error } = await catalogue
    .from('filter_place_names')
    .select('names')
    .eq('kind', kind)
    .eq('locale', locale)
    .maybeSingle();
  if (error) throw error;
  const fields = isRecord(data?.names) ? data.names : {};
  const countryNames = readPlaceNames(fields.country);
  const cityNames = readPlaceNames(fields.city);
  const { cities } = options;
  return {
    ...options,
    countries: sortByName(options.countries, countryNames, locale),
    ...(cities && { cities: sortByName(cities, cityNames, locale) }),
    countryNames,
    cityNames,
  };
}
