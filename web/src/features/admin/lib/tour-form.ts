import '../messages';
import { t } from '@lingui/core/macro';
import type { Tour } from '@app/domain';
import { slugify } from '@app/domain/slugify';
import {
  GALLERY_MAX_IMAGES,
  parseTourDifficulty,
  tourCategories,
  tourDifficulties,
  tourTransports,
  type TourCategory,
  type TourDifficulty,
  type TourTransport,
} from '@app/domain/constants';
import {
  CANCELLATION_POLICY_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
  END_LOCATION_MAX_LENGTH,
  MEETING_POINT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TOUR_DURATION_MAX_DAYS,
  TOUR_FULL_DESCRIPTION_MAX_LENGTH,
  TOUR_GROUP_SIZE_MAX,
  TOUR_SHORT_DESCRIPTION_MAX_LENGTH,
} from '@app/domain/db-rules';
import {
  TOUR_TRANSLATED_FIELDS,
  type TourTranslatedField,
  type TranslatedLocale,
  type Translations,
  missingTranslations,
  readTranslations,
} from '@app/domain/catalogue-translations';
import type { Json } from '@app/domain/generated/database.types';
import { z } from 'zod';
import {
  blankToNull,
  cleanItinerary,
  cleanList,
  cleanTranslations,
  itineraryRows,
  textTooLong,
  translatedItinerarySchema,
  translatedListSchema,
  hasDecimals,
  isPictureUrl,
  listRows,
  listSchema,
  oneBlankRow,
  typedNumber,
} from './form-values';
import { tomorrowHere } from './departure-dates';
import { departureDraftsSchema, draftDates } from './departure-form';
import {
  meetingFormFields,
  meetingToForm,
  routeFormFields,
  routeToForm,
  startFormFields,
  startToForm,
} from './start-place-form';
import { startTimeSchema, startTimeToForm } from './start-time-fields';

/** The admin form's messages: the product's own words, then the database's limits. */
export const tourFormMessages = {
  get titleRequired() {
    return t`Title is required`;
  },
  get countryRequired() {
    return t`Country is required`;
  },
  get durationRequired() {
    return t`Duration is required`;
  },
  get durationMin() {
    return t`Duration must be at least 1 day`;
  },
  get groupSizeRequired() {
    return t`Group size is required`;
  },
  get groupSizeMin() {
    return t`Group size must be at least 1`;
  },
  get priceRequired() {
    return t`Price is required`;
  },
  get pricePositive() {
    return t`Price must be positive`;
  },
  get categoryRequired() {
    return t`Category is required`;
  },
  get difficultyRequired() {
    return t`Difficulty is required`;
  },
  get coverRequired() {
    return t`Cover image is required. Please upload a cover image or provide an override URL before saving.`;
  },
  get titleNeedsLetter() {
    return t`Title must contain at least one letter or number`;
  },
  get titleTooLong() {
    return t`Title must be at most ${TITLE_MAX_LENGTH} characters`;
  },
  get countryTooLong() {
    return t`Country must be at most ${COUNTRY_MAX_LENGTH} characters`;
  },
  get durationWhole() {
    return t`Duration must be a whole number of days`;
  },
  get durationMax() {
    return t`Duration must be at most ${TOUR_DURATION_MAX_DAYS} days`;
  },
  get groupSizeWhole() {
    return t`Group size must be a whole number`;
  },
  get groupSizeMax() {
    return t`Group size must be at most ${TOUR_GROUP_SIZE_MAX}`;
  },
  get priceCents() {
    return t`Price can have at most two decimals`;
  },
  get overrideUrl() {
    return t`Override URL must start with https://, http:// or /`;
  },
  get routeDayAfterEnd() {
    return t`A route place is on a day after the tour ends. Move it or make the tour longer.`;
  },
};

const m = tourFormMessages;

const hasCents = (value: number) => hasDecimals(value, 2);

/** A text of at most `max` characters, trimmed; `message` names the limit. */
const text = (max: number, message: () => string = () => textTooLong(max)) =>
  z.string().trim().max(max, { error: message });

/**
 * The limits of the fields written in every language, in one place: the English form adds what
 * English requires (a title, a country), a translation takes them as they are, blank meaning
 * "shown in English".
 */
export const tourTextRules = {
  title: () => text(TITLE_MAX_LENGTH, () => m.titleTooLong),
  short_description: () => text(TOUR_SHORT_DESCRIPTION_MAX_LENGTH),
  full_description: () => text(TOUR_FULL_DESCRIPTION_MAX_LENGTH),
  country: () => text(COUNTRY_MAX_LENGTH, () => m.countryTooLong),
  meeting_point: () => text(MEETING_POINT_MAX_LENGTH),
  end_location: () => text(END_LOCATION_MAX_LENGTH),
  cancellation_policy: () => text(CANCELLATION_POLICY_MAX_LENGTH),
};
const rules = tourTextRules;

/** A tour's fields in one other language, as the form edits them. */
export const tourTranslationSchema = z.object({
  title: rules.title(),
  short_description: rules.short_description(),
  full_description: rules.full_description(),
  country: rules.country(),
  highlights: translatedListSchema(),
  itinerary: translatedItinerarySchema(),
  included: translatedListSchema(),
  not_included: translatedListSchema(),
  meeting_point: rules.meeting_point(),
  end_location: rules.end_location(),
  cancellation_policy: rules.cancellation_policy(),
});
export type TourTranslationInput = z.input<typeof tourTranslationSchema>;

const tourTranslationsSchema = z.object({
  de: tourTranslationSchema,
  fr: tourTranslationSchema,
  es: tourTranslationSchema,
  it: tourTranslationSchema,
});

export const tourFormSchema = z
  .object({
    title: rules
      .title()
      .min(1, { error: () => m.titleRequired })
      .refine((title) => title === '' || slugify(title) !== '', {
        error: () => m.titleNeedsLetter,
      }),
    short_description: rules.short_description(),
    full_description: rules.full_description(),
    category: z.string().pipe(z.enum(tourCategories, { error: () => m.categoryRequired })),
    country: rules.country().min(1, { error: () => m.countryRequired }),
    price_eur: typedNumber(() => m.priceRequired).pipe(
      z
        .number()
        .min(0, { error: () => m.pricePositive })
        .refine(hasCents, { error: () => m.priceCents }),
    ),
    duration_days: typedNumber(() => m.durationRequired).pipe(
      z
        .number()
        .min(1, { error: () => m.durationMin })
        .int({ error: () => m.durationWhole })
        .max(TOUR_DURATION_MAX_DAYS, { error: () => m.durationMax }),
    ),
    group_size: typedNumber(() => m.groupSizeRequired).pipe(
      z
        .number()
        .min(1, { error: () => m.groupSizeMin })
        .int({ error: () => m.groupSizeWhole })
        .max(TOUR_GROUP_SIZE_MAX, { error: () => m.groupSizeMax }),
    ),
    difficulty: z.string().pipe(z.enum(tourDifficulties, { error: () => m.difficultyRequired })),
    transport: z.enum(['', ...tourTransports] as const),
    cover_image: z.string().trim(),
    image_override_url: z
      .string()
      .trim()
      .refine(isPictureUrl, { error: () => m.overrideUrl }),
    gallery: z.array(z.string()).max(GALLERY_MAX_IMAGES),
    gallery_override: z.array(z.string()).max(GALLERY_MAX_IMAGES),
    departures: departureDraftsSchema(tomorrowHere),
    highlights: listSchema,
    itinerary: z.array(z.object({ title: z.string(), description: z.string() })),
    included: listSchema,
    not_included: listSchema,
    start_locations: listSchema,
    meeting_point: rules.meeting_point(),
    start_time: startTimeSchema,
    end_location: rules.end_location(),
    cancellation_policy: rules.cancellation_policy(),
    image_locked: z.boolean(),
    ...startFormFields,
    ...meetingFormFields,
    ...routeFormFields,
    translations: tourTranslationsSchema,
  })
  .refine((values) => values.route.every((place) => place.day <= values.duration_days), {
    error: () => m.routeDayAfterEnd,
    path: ['route'],
  })
  .refine(
    (values) => hasText(values.cover_image) || hasText(values.image_override_url),
    // Checked even while other fields are wrong, so one submit shows every message.
    { error: () => m.coverRequired, path: ['image_override_url'], when: () => true },
  );

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export type TourFormInput = z.input<typeof tourFormSchema>;
export type TourFormValues = z.output<typeof tourFormSchema>;

/** A blank form; each list starts with one empty row to type into. */
export function emptyTourForm(): TourFormInput {
  return {
    title: '',
    short_description: '',
    full_description: '',
    category: '',
    country: '',
    price_eur: '',
    duration_days: '',
    group_size: '',
    difficulty: '',
    transport: '',
    cover_image: '',
    image_override_url: '',
    gallery: [],
    gallery_override: [],
    departures: [],
    highlights: oneBlankRow(),
    itinerary: [{ title: '', description: '' }],
    included: oneBlankRow(),
    not_included: oneBlankRow(),
    start_locations: oneBlankRow(),
    meeting_point: '',
    start_time: startTimeToForm(undefined),
    end_location: '',
    cancellation_policy: '',
    image_locked: false,
    ...startToForm(null),
    ...meetingToForm(null),
    ...routeToForm(null),
    translations: tourTranslationsToForm(undefined),
  };
}

/** A language with nothing written: every field blank, each list one row to type into. */
function tourTranslationToForm(
  translation: Translations<TourTranslatedField>[TranslatedLocale],
): TourTranslationInput {
  const textOf = (field: TourTranslatedField) => {
    const value = translation?.[field];
    return typeof value === 'string' ? value : '';
  };
  const listOf = (field: 'highlights' | 'included' | 'not_included') => {
    const value = translation?.[field];
    return listRows(Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
  };
  const itinerary = translation?.itinerary;
  return {
    title: textOf('title'),
    short_description: textOf('short_description'),
    full_description: textOf('full_description'),
    country: textOf('country'),
    highlights: listOf('highlights'),
    itinerary: itineraryRows(
      Array.isArray(itinerary) ? itinerary.filter((day) => typeof day !== 'string') : [],
    ),
    included: listOf('included'),
    not_included: listOf('not_included'),
    meeting_point: textOf('meeting_point'),
    end_location: textOf('end_location'),
    cancellation_policy: textOf('cancellation_policy'),
  };
}

/** A row's `translations` as the form's four languages. */
export function tourTranslationsToForm(
  value: Json | undefined,
): Record<TranslatedLocale, TourTranslationInput> {
  const read = readTranslations(value, TOUR_TRANSLATED_FIELDS);
  return {
    de: tourTranslationToForm(read.de),
    fr: tourTranslationToForm(read.fr),
    es: tourTranslationToForm(read.es),
    it: tourTranslationToForm(read.it),
  };
}

/**
 * The `translations` to save: each language's written fields, trimmed, lists without blank rows,
 * days numbered; a blank field is left out (the page shows the English), and a language with
 * nothing written too.
 */
export function toTourTranslations(
  values: Record<TranslatedLocale, TourTranslationInput>,
): Translations<TourTranslatedField> {
  return cleanTranslations(
    values,
    ({ highlights, itinerary, included, not_included, ...texts }) => ({
      ...texts,
      highlights: cleanList(highlights),
      itinerary: cleanItinerary(itinerary),
      included: cleanList(included),
      not_included: cleanList(not_included),
    }),
    TOUR_TRANSLATED_FIELDS,
  );
}

/** What each language lacks of what the form has in English, while it is being edited. */
export function tourFormMissing(
  values: TourFormInput,
): Record<TranslatedLocale, TourTranslatedField[]> {
  const english = {
    title: values.title,
    short_description: values.short_description,
    full_description: values.full_description,
    country: values.country,
    highlights: cleanList(values.highlights),
    itinerary: cleanItinerary(values.itinerary),
    included: cleanList(values.included),
    not_included: cleanList(values.not_included),
    meeting_point: values.meeting_point,
    end_location: values.end_location,
    cancellation_policy: values.cancellation_policy,
  };
  return missingTranslations(
    { ...english, translations: toTourTranslations(values.translations) },
    TOUR_TRANSLATED_FIELDS,
  );
}

/** An existing tour in the form's shape, for editing. */
export function tourToForm(tour: Tour): TourFormInput {
  return {
    title: tour.title,
    short_description: tour.short_description,
    full_description: tour.full_description,
    category: tour.category,
    country: tour.country,
    price_eur: String(tour.price_eur),
    duration_days: String(tour.duration_days),
    group_size: String(tour.group_size),
    // Older rows may hold the admin words medium or hard: they read back as the stored value.
    difficulty: parseTourDifficulty(tour.difficulty) ?? '',
    transport: tour.transport ?? '',
    cover_image: tour.cover_image ?? '',
    image_override_url: tour.image_override_url ?? '',
    gallery: tour.gallery,
    gallery_override: tour.gallery_override,
    // A saved tour's departures are changed one by one, at once, not with the form.
    departures: [],
    highlights: listRows(tour.highlights),
    itinerary: itineraryRows(tour.itinerary),
    included: listRows(tour.included),
    not_included: listRows(tour.not_included),
    start_locations: listRows(tour.start_locations),
    meeting_point: tour.meeting_point ?? '',
    start_time: startTimeToForm(tour.start_time),
    end_location: tour.end_location ?? '',
    cancellation_policy: tour.cancellation_policy ?? '',
    image_locked: tour.image_locked,
    ...startToForm(tour),
    ...meetingToForm(tour),
    ...routeToForm(tour),
    translations: tourTranslationsToForm(tour.translations),
  };
}

export interface TourPayload {
  slug: string;
  title: string;
  short_description: string;
  full_description: string;
  category: TourCategory;
  country: string;
  price_eur: number;
  duration_days: number;
  group_size: number;
  difficulty: TourDifficulty;
  transport: TourTransport | null;
  cover_image: string | null;
  image_override_url: string | null;
  gallery: string[];
  gallery_override: string[];
  available_dates: string[];
  highlights: string[];
  itinerary: { day: number; title: string; description: string }[];
  included: string[];
  not_included: string[];
  start_locations: string[];
  meeting_point: string | null;
  /** 'HH:MM', local to the tour's country: when its departures start. */
  start_time: string;
  end_location: string | null;
  cancellation_policy: string | null;
  image_locked: boolean;
  /** Saved with the row, in the same write: a tour and its languages change together. */
  translations: Translations<TourTranslatedField>;
}

/**
 * The row to insert or the changes to send: slug from the title, lists cleaned, days numbered.
 * The new tour's available dates are its drafted departures' (the database makes a departure of
 * each); an edit leaves them out, as its departures are saved one by one.
 */
export function toTourPayload(values: TourFormValues): TourPayload {
  return {
    slug: slugify(values.title),
    title: values.title,
    short_description: values.short_description,
    full_description: values.full_description,
    category: values.category,
    country: values.country,
    price_eur: values.price_eur,
    duration_days: values.duration_days,
    group_size: values.group_size,
    difficulty: values.difficulty,
    transport: values.transport === '' ? null : values.transport,
    cover_image: blankToNull(values.cover_image),
    image_override_url: blankToNull(values.image_override_url),
    gallery: values.gallery.slice(0, GALLERY_MAX_IMAGES),
    gallery_override: values.gallery_override.slice(0, GALLERY_MAX_IMAGES),
    available_dates: draftDates(values.departures),
    highlights: cleanList(values.highlights),
    itinerary: cleanItinerary(values.itinerary),
    included: cleanList(values.included),
    not_included: cleanList(values.not_included),
    start_locations: cleanList(values.start_locations),
    meeting_point: blankToNull(values.meeting_point),
    start_time: values.start_time,
    end_location: blankToNull(values.end_location),
    cancellation_policy: blankToNull(values.cancellation_policy),
    image_locked: values.image_locked,
    translations: toTourTranslations(values.translations),
  };
}
