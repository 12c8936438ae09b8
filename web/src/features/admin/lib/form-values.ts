import '../messages';
import { t } from '@lingui/core/macro';
import type { ItineraryDay } from '@app/domain/catalogue-rows';
import {
  TRANSLATED_LOCALES,
  type Translation,
  type TranslatedLocale,
  type TranslatedValue,
  type Translations,
} from '@app/domain/catalogue-translations';
import type { Locale } from '@app/domain/locales';
import {
  TITLE_MAX_LENGTH,
  TOUR_DURATION_MAX_DAYS,
  TOUR_FULL_DESCRIPTION_MAX_LENGTH,
  TRANSLATION_LIST_ITEM_MAX_LENGTH,
  TRANSLATION_LIST_MAX_ITEMS,
} from '@app/domain/db-rules';
import { z } from 'zod';

/** A number typed into an input (a string there): required, then a number. */
export function typedNumber(requiredMessage: string | (() => string)) {
  return z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .transform(Number)
    .pipe(z.number({ error: requiredMessage }));
}

/** Whether an amount has at most `decimals` decimals (2 for euros), allowing float noise. */
export function hasDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** An address a picture may be read from: our own path or a web address. Blank is allowed. */
export const isPictureUrl = (url: string) => url === '' || /^(https?:\/\/|\/)/.test(url);

/** A list edited one row per entry. */
export const listSchema = z.array(z.object({ value: z.string() }));

export const oneBlankRow = () => [{ value: '' }];

/** A stored list as form rows; an empty list gets one blank row to type into. */
export const listRows = (values: readonly string[]) =>
  values.length > 0 ? values.map((value) => ({ value })) : oneBlankRow();

/** Entries trimmed, blank ones dropped (the spec's rule for the tour's text lists). */
export function cleanList(entries: readonly { value: string }[]): string[] {
  return entries.map(({ value }) => value.trim()).filter((value) => value !== '');
}

/** An itinerary edited one card per day. */
export interface ItineraryRow {
  title: string;
  description: string;
}

/** Stored days as form rows; none gets one blank day to type into. */
export const itineraryRows = (days: readonly ItineraryRow[]): ItineraryRow[] =>
  days.length > 0
    ? days.map(({ title, description }) => ({ title, description }))
    : [{ title: '', description: '' }];

/** Days trimmed, blank ones dropped, numbered from 1 in their order. */
export function cleanItinerary(rows: readonly ItineraryRow[]): ItineraryDay[] {
  return rows
    .map(({ title, description }) => ({ title: title.trim(), description: description.trim() }))
    .filter(({ title, description }) => title !== '' || description !== '')
    .map((day, index) => ({ day: index + 1, ...day }));
}

/**
 * One language's fields as stored: texts trimmed, blank texts and empty lists left out (the
 * page shows the English); undefined when nothing is written.
 */
export function cleanTranslation<Field extends string>(
  fields: Record<Field, TranslatedValue>,
  names: readonly Field[],
): Translation<Field> | undefined {
  const translation: Translation<Field> = {};
  let written = false;
  for (const field of names) {
    const value = fields[field];
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept.length === 0) continue;
    translation[field] = kept;
    written = true;
  }
  return written ? translation : undefined;
}

/**
 * A form's four languages as stored: each language's fields made storable by `clean` (lists
 * without blank rows), then as `cleanTranslation` keeps them; a language with nothing written
 * is left out.
 */
export function cleanTranslations<Input, Field extends string>(
  values: Record<TranslatedLocale, Input>,
  clean: (input: Input) => Record<Field, TranslatedValue>,
  names: readonly Field[],
): Translations<Field> {
  const found: Translations<Field> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const translation = cleanTranslation(clean(values[locale]), names);
    if (translation) found[locale] = translation;
  }
  return found;
}

/** The message of a text field over its limit. */
export const textTooLong = (max: number) => t`At most ${max} characters`;

/**
 * A list in another language (migration 0045): at most TRANSLATION_LIST_MAX_ITEMS entries of at
 * most TRANSLATION_LIST_ITEM_MAX_LENGTH characters; blank rows are dropped as in English.
 */
export const translatedListSchema = () =>
  z
    .array(
      z.object({
        value: z.string().max(TRANSLATION_LIST_ITEM_MAX_LENGTH, {
          error: () => textTooLong(TRANSLATION_LIST_ITEM_MAX_LENGTH),
        }),
      }),
    )
    .refine((rows) => cleanList(rows).length <= TRANSLATION_LIST_MAX_ITEMS, {
      error: () => {
        const entries = TRANSLATION_LIST_MAX_ITEMS;
        return t`At most ${entries} entries`;
      },
    });

/** An itinerary in another language: a day the page shows needs its title there. */
export const translatedItinerarySchema = () =>
  z
    .array(
      z
        .object({
          title: z.string().max(TITLE_MAX_LENGTH, { error: () => textTooLong(TITLE_MAX_LENGTH) }),
          description: z.string().max(TOUR_FULL_DESCRIPTION_MAX_LENGTH, {
            error: () => textTooLong(TOUR_FULL_DESCRIPTION_MAX_LENGTH),
          }),
        })
        .refine((day) => day.title.trim() !== '' || day.description.trim() === '', {
          error: () => t`A day with a description needs a title`,
          path: ['title'],
        }),
    )
    .refine((rows) => cleanItinerary(rows).length <= TOUR_DURATION_MAX_DAYS, {
      error: () => {
        const days = TOUR_DURATION_MAX_DAYS;
        return t`At most ${days} days`;
      },
    });

export const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The first message among a list field's errors, wherever react-hook-form put it: on the list
 * (its length), on its root, or on one of its rows' fields.
 */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = messageOf(error) ?? ('root' in error ? messageOf(error.root) : undefined);
  if (own) return own;
  if (Array.isArray(error)) {
    const rows: unknown[] = error;
    for (const row of rows) {
      // A row's fields: a list's `value`, an itinerary day's `title` and `description`.
      const fields: unknown[] = typeof row === 'object' && row ? Object.values(row) : [];
      for (const rowField of fields) {
        const rowMessage = messageOf(rowField);
        if (rowMessage) return rowMessage;
      }
    }
  }
  return undefined;
}

/** A react-hook-form error's message, when it has a non-empty one. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}

/**
 * The language whose fields hold the first error of a submit: English when any of the row's own
 * fields is wrong, else the first language with one; the form shows that language.
 */
export function languageOfFirstError(errors: object): Locale {
  if (Object.keys(errors).some((key) => key !== 'translations')) return 'en';
  const translations: unknown = 'translations' in errors ? errors.translations : undefined;
  if (typeof translations !== 'object' || translations === null) return 'en';
  return TRANSLATED_LOCALES.find((locale) => locale in translations) ?? 'en';
}
