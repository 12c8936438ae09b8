import '../messages';
import { t } from '@lingui/core/macro';
import type { MicroTour } from '@app/domain';
import { GALLERY_MAX_IMAGES, microTourDurationRange, microTourPrices } from '@app/domain/constants';
import {
  CITY_MAX_LENGTH,
  DEPARTURE_CAPACITY_MAX,
  MICRO_TOUR_DESCRIPTION_MAX_LENGTH,
  PICTURE_URL_MAX_LENGTH,
} from '@app/domain/db-rules';
import {
  MICRO_TOUR_TRANSLATED_FIELDS,
  missingTranslations,
  readTranslations,
  type MicroTourTranslatedField,
  type TranslatedLocale,
  type Translations,
} from '@app/domain/catalogue-translations';
import type { Json } from '@app/domain/generated/database.types';
import { z } from 'zod';
import { weeklyTimesSchema, weeklyTimesToForm } from './start-time-fields';
import {
  blankToNull,
  cleanList,
  cleanTranslations,
  textTooLong,
  translatedListSchema,
  hasDecimals,
  isPictureUrl,
  listRows,
  listSchema,
  typedNumber,
} from './form-values';
import { meetingFormFields, meetingToForm, startFormFields, startToForm } from './start-place-form';
import { tourFormMessages, tourTextRules } from './tour-form';

const minPrice = Math.min(...microTourPrices);
const maxPrice = Math.max(...microTourPrices);

export const microTourFormMessages = {
  get titleRequired() {
    return tourFormMessages.titleRequired;
  },
  get titleTooLong() {
    return tourFormMessages.titleTooLong;
  },
  get cityRequired() {
    return t`City is required`;
  },
  get cityTooLong() {
    return t`City must be at most ${CITY_MAX_LENGTH} characters`;
  },
  get countryRequired() {
    return tourFormMessages.countryRequired;
  },
  get countryTooLong() {
    return tourFormMessages.countryTooLong;
  },
  get priceRequired() {
    return tourFormMessages.priceRequired;
  },
  get priceRange() {
    return t`Price must be between €${minPrice} and €${maxPrice}`;
  },
  get priceCents() {
    return tourFormMessages.priceCents;
  },
  get durationRequired() {
    return tourFormMessages.durationRequired;
  },
  get durationRange() {
    const { min, max } = microTourDurationRange;
    return t`Duration must be between ${min} and ${max} hours`;
  },
  get durationTenths() {
    return t`Duration can have at most one decimal`;
  },
  get dailyCapacityRequired() {
    return t`Seats per start time are required`;
  },
  get dailyCapacityRange() {
    return t`Seats per start time must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`;
  },
  get pictureUrl() {
    return t`Picture addresses must start with https://, http:// or /`;
  },
  get galleryTooLong() {
    return t`At most ${GALLERY_MAX_IMAGES} gallery pictures`;
  },
};

const m = microTourFormMessages;

/** The limits of the fields written in every language (as tourTextRules). */
export const microTourTextRules = {
  title: tourTextRules.title,
  description: () =>
    z
      .string()
      .trim()
      .max(MICRO_TOUR_DESCRIPTION_MAX_LENGTH, {
        error: () => textTooLong(MICRO_TOUR_DESCRIPTION_MAX_LENGTH),
      }),
  city: () =>
    z
      .string()
      .trim()
      .max(CITY_MAX_LENGTH, { error: () => m.cityTooLong }),
  country: tourTextRules.country,
  meeting_point: tourTextRules.meeting_point,
};
const rules = microTourTextRules;

/** A micro-tour's fields in one other language, as the form edits them. */
export const microTourTranslationSchema = z.object({
  title: rules.title(),
  description: rules.description(),
  city: rules.city(),
  country: rules.country(),
  meeting_point: rules.meeting_point(),
  whats_included: translatedListSchema(),
  whats_not: translatedListSchema(),
});
export type MicroTourTranslationInput = z.input<typeof microTourTranslationSchema>;

/** The micro-tour editor's fields; the slug stays, so links keep working. */
export const microTourFormSchema = z.object({
  title: rules.title().min(1, { error: () => m.titleRequired }),
  description: rules.description(),
  city: rules.city().min(1, { error: () => m.cityRequired }),
  country: rules.country().min(1, { error: () => m.countryRequired }),
  price_eur: typedNumber(() => m.priceRequired).pipe(
    z
      .number()
      .min(minPrice, { error: () => m.priceRange })
      .max(maxPrice, { error: () => m.priceRange })
      .refine((value) => hasDecimals(value, 2), { error: () => m.priceCents }),
  ),
  duration_hours: typedNumber(() => m.durationRequired).pipe(
    z
      .number()
      .min(microTourDurationRange.min, { error: () => m.durationRange })
      .max(microTourDurationRange.max, { error: () => m.durationRange })
      .refine((value) => hasDecimals(value, 1), { error: () => m.durationTenths }),
  ),
  daily_capacity: typedNumber(() => m.dailyCapacityRequired).pipe(
    z
      .number()
      .int({ error: () => m.dailyCapacityRange })
      .min(1, { error: () => m.dailyCapacityRange })
      .max(DEPARTURE_CAPACITY_MAX, { error: () => m.dailyCapacityRange }),
  ),
  weekly_times: weeklyTimesSchema,
  language: listSchema,
  meeting_point: rules.meeting_point(),
  whats_included: listSchema,
  whats_not: listSchema,
  cover_url: z
    .string()
    .trim()
    .max(PICTURE_URL_MAX_LENGTH)
    .refine(isPictureUrl, { error: () => m.pictureUrl }),
  gallery_urls: z
    .array(
      z.object({
        value: z
          .string()
          .trim()
          .max(PICTURE_URL_MAX_LENGTH)
          .refine(isPictureUrl, { error: () => m.pictureUrl }),
      }),
    )
    .refine((rows) => cleanList(rows).length <= GALLERY_MAX_IMAGES, {
      error: () => m.galleryTooLong,
    }),
  image_locked: z.boolean(),
  ...startFormFields,
  ...meetingFormFields,
  translations: z.object({
    de: microTourTranslationSchema,
    fr: microTourTranslationSchema,
    es: microTourTranslationSchema,
    it: microTourTranslationSchema,
  }),
});

export type MicroTourFormInput = z.input<typeof microTourFormSchema>;
export type MicroTourFormValues = z.output<typeof microTourFormSchema>;

export function microTourToForm(tour: MicroTour): MicroTourFormInput {
  return {
    title: tour.title,
    description: tour.description,
    city: tour.city,
    country: tour.country,
    price_eur: String(tour.price_eur),
    duration_hours: String(tour.duration_hours),
    daily_capacity: String(tour.daily_capacity),
    weekly_times: weeklyTimesToForm(tour.weekly_times),
    language: listRows(tour.language),
    meeting_point: tour.meeting_point ?? '',
    whats_included: listRows(tour.whats_included),
    whats_not: listRows(tour.whats_not),
    cover_url: tour.cover_url ?? '',
    gallery_urls: listRows(tour.gallery_urls),
    image_locked: tour.image_locked,
    ...startToForm(tour),
    ...meetingToForm(tour),
    translations: microTourTranslationsToForm(tour.translations),
  };
}

/** A row's `translations` as the form's four languages; a missing field is blank. */
export function microTourTranslationsToForm(
  value: Json | undefined,
): Record<TranslatedLocale, MicroTourTranslationInput> {
  const read = readTranslations(value, MICRO_TOUR_TRANSLATED_FIELDS);
  const toForm = (locale: TranslatedLocale): MicroTourTranslationInput => {
    const translation = read[locale];
    const textOf = (field: MicroTourTranslatedField) => {
      const value = translation?.[field];
      return typeof value === 'string' ? value : '';
    };
    const listOf = (field: 'whats_included' | 'whats_not') => {
      const value = translation?.[field];
      return listRows(Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
    };
    return {
      title: textOf('title'),
      description: textOf('description'),
      city: textOf('city'),
      country: textOf('country'),
      meeting_point: textOf('meeting_point'),
      whats_included: listOf('whats_included'),
      whats_not: listOf('whats_not'),
    };
  };
  return { de: toForm('de'), fr: toForm('fr'), es: toForm('es'), it: toForm('it') };
}

/** The `translations` to save: what each language has written, blank fields left out. */
export function toMicroTourTranslations(
  values: Record<TranslatedLocale, MicroTourTranslationInput>,
): Translations<MicroTourTranslatedField> {
  return cleanTranslations(
    values,
    ({ whats_included, whats_not, ...texts }) => ({
      ...texts,
      whats_included: cleanList(whats_included),
      whats_not: cleanList(whats_not),
    }),
    MICRO_TOUR_TRANSLATED_FIELDS,
  );
}

/** What each language lacks of what the form has in English, while it is being edited. */
export function microTourFormMissing(
  values: MicroTourFormInput,
): Record<TranslatedLocale, MicroTourTranslatedField[]> {
  return missingTranslations(
    {
      title: values.title,
      description: values.description,
      city: values.city,
      country: values.country,
      meeting_point: values.meeting_point,
      whats_included: cleanList(values.whats_included),
      whats_not: cleanList(values.whats_not),
      translations: toMicroTourTranslations(values.translations),
    },
    MICRO_TOUR_TRANSLATED_FIELDS,
  );
}

export type MicroTourChanges = Pick<
  MicroTour,
  | 'title'
  | 'description'
  | 'city'
  | 'country'
  | 'price_eur'
  | 'duration_hours'
  | 'daily_capacity'
  | 'weekly_times'
  | 'language'
  | 'meeting_point'
  | 'whats_included'
  | 'whats_not'
  | 'cover_url'
  | 'gallery_urls'
  | 'image_locked'
> & {
  /** Saved with the row, in the same write: a micro-tour and its languages change together. */
  translations: Translations<MicroTourTranslatedField>;
};

/** The changes to send: lists cleaned (the same picture once), blanks as no value. */
export function toMicroTourChanges(values: MicroTourFormValues): MicroTourChanges {
  return {
    title: values.title,
    description: values.description,
    city: values.city,
    country: values.country,
    price_eur: values.price_eur,
    duration_hours: values.duration_hours,
    daily_capacity: values.daily_capacity,
    weekly_times: values.weekly_times,
    language: cleanList(values.language),
    meeting_point: blankToNull(values.meeting_point),
    whats_included: cleanList(values.whats_included),
    whats_not: cleanList(values.whats_not),
    cover_url: blankToNull(values.cover_url),
    gallery_urls: [...new Set(cleanList(values.gallery_urls))],
    image_locked: values.image_locked,
    translations: toMicroTourTranslations(values.translations),
  };
}
