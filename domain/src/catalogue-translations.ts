import type { Json } from './generated/database.types.js';
import type { ItineraryDay } from './catalogue-rows.js';
import { DEFAULT_LOCALE, type Locale, LOCALES } from './locales.js';

/**
 * Tours and micro-tours in every language (decision 029, migration 0045): a row's `translations`
 * holds, for each language but English, the fields written in it; English (the row's own
 * columns) is the fallback of each field a language lacks, and the page says so.
 */
export const TOUR_TRANSLATED_FIELDS = [
  'title',
  'short_description',
  'full_description',
  'country',
  'highlights',
  'itinerary',
  'included',
  'not_included',
  'meeting_point',
  'end_location',
  'cancellation_policy',
] as const;
export const MICRO_TOUR_TRANSLATED_FIELDS = [
  'title',
  'description',
  'city',
  'country',
  'meeting_point',
  'whats_included',
  'whats_not',
] as const;

export type TourTranslatedField = (typeof TOUR_TRANSLATED_FIELDS)[number];
export type MicroTourTranslatedField = (typeof MICRO_TOUR_TRANSLATED_FIELDS)[number];

export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

/** One language's fields: text, a list of texts, or (a tour's itinerary) days. */
export type TranslatedValue = string | string[] | ItineraryDay[];
export type Translation<Field extends string> = Partial<Record<Field, TranslatedValue>>;
export type Translations<Field extends string> = Partial<
  Record<TranslatedLocale, Translation<Field>>
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDay = (value: unknown): value is ItineraryDay =>
  isRecord(value) &&
  Number.isInteger(value.day) &&
  typeof value.title === 'string' &&
  typeof value.description === 'string';

const isValue = (value: unknown): value is TranslatedValue =>
  typeof value === 'string' ||
  (Array.isArray(value) && (value.every((item) => typeof item === 'string') || value.every(isDay)));

/**
 * A row's `translations` column as the fields it knows; anything else is left out (the database
 * checks the column's shape, migration 0045). By hand, not zod: the tour page's JavaScript
 * would otherwise carry zod's core for this one column.
 */
export function readTranslations<Field extends string>(
  value: Json | undefined,
  fields: readonly Field[],
): Translations<Field> {
  const found: Translations<Field> = {};
  if (!isRecord(value)) return found;
  for (const locale of TRANSLATED_LOCALES) {
    const doc = value[locale];
    if (!isRecord(doc)) continue;
    const translation: Translation<Field> = {};
    for (const field of fields) if (isValue(doc[field])) translation[field] = doc[field];
    found[locale] = translation;
  }
  return found;
}

/** Whether a value is there to show: a non-blank text or a non-empty list. */
const isGiven = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

/**
 * A language's fields as read (`translation`) over a row's English: the values to show in that
 * language (each a non-blank text or a non-empty list of the field's shape), and the fields left
 * in English because the language has none.
 */
export function translatedValues<Field extends string>(
  row: Readonly<Record<string, unknown>>,
  translation: Readonly<Record<string, unknown>>,
  fields: readonly Field[],
): { values: Partial<Record<Field, TranslatedValue>>; inEnglish: Field[] } {
  const values: Partial<Record<Field, TranslatedValue>> = {};
  const inEnglish: Field[] = [];
  for (const field of fields) {
    const value = translation[field];
    if (isValue(value) && isGiven(value)) values[field] = value;
    else if (isGiven(row[field])) inEnglish.push(field);
  }
  return { values, inEnglish };
}

/**
 * A row in a language: each translated field in that language where it has one, in English
 * otherwise, with the fields shown in English named (`inEnglish`) so the page marks them.
 */
export function localizeRow<Row extends Record<string, unknown>, Field extends keyof Row & string>(
  row: Row & { translations?: Json },
  fields: readonly Field[],
  locale: Locale,
): Row & { inEnglish: Field[] } {
  if (locale === 'en') return { ...row, inEnglish: [] };
  const translation = readTranslations(row.translations, fields)[locale] ?? {};
  const { values, inEnglish } = translatedValues(row, translation, fields);
  return { ...row, ...values, inEnglish };
}

/**
 * What a row lacks in each language, for the admin's lists and form: the fields that have an
 * English value but none in that language.
 */
export function missingTranslations<Field extends string>(
  row: Partial<Record<Field, unknown>> & { translations?: Json },
  fields: readonly Field[],
): Record<TranslatedLocale, Field[]> {
  const translations = readTranslations(row.translations, fields);
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      fields.filter((field) => isGiven(row[field]) && !isGiven(translations[locale]?.[field])),
    ]),
  ) as Record<TranslatedLocale, Field[]>;
}

/** A language of a row: every English field translated, some, or none. */
export const translationStates = ['complete', 'partial', 'missing'] as const;
export type TranslationState = (typeof translationStates)[number];

/** The state of a language lacking `missing` of the row's `translatable` English fields. */
export function translationState(missing: number, translatable: number): TranslationState {
  if (missing <= 0) return 'complete';
  return missing >= translatable ? 'missing' : 'partial';
}

/** The folded search column of a language (with the fold it is searched by). */
export { searchColumn } from './search-fold.js';
