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
import { z } from 'zod';
import {
  blankToNull,
  cleanList,
  hasDecimals,
  isPictureUrl,
  listRows,
  listSchema,
  oneBlankRow,
  typedNumber,
} from './form-values';
import { tomorrowHere } from './departure-dates';
import { departureDraftsSchema, draftDates } from './departure-form';

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
};

const m = tourFormMessages;

const hasCents = (value: number) => hasDecimals(value, 2);

export const tourFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: () => m.titleRequired })
      .max(TITLE_MAX_LENGTH, { error: () => m.titleTooLong })
      .refine((title) => title === '' || slugify(title) !== '', {
        error: () => m.titleNeedsLetter,
      }),
    short_description: z.string().trim().max(TOUR_SHORT_DESCRIPTION_MAX_LENGTH),
    full_description: z.string().trim().max(TOUR_FULL_DESCRIPTION_MAX_LENGTH),
    category: z.string().pipe(z.enum(tourCategories, { error: () => m.categoryRequired })),
    country: z
      .string()
      .trim()
      .min(1, { error: () => m.countryRequired })
      .max(COUNTRY_MAX_LENGTH, { error: () => m.countryTooLong }),
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
    meeting_point: z.string().trim().max(MEETING_POINT_MAX_LENGTH),
    end_location: z.string().trim().max(END_LOCATION_MAX_LENGTH),
    cancellation_policy: z.string().trim().max(CANCELLATION_POLICY_MAX_LENGTH),
    image_locked: z.boolean(),
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
    end_location: '',
    cancellation_policy: '',
    image_locked: false,
  };
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
    itinerary:
      tour.itinerary.length > 0
        ? tour.itinerary.map(({ title, description }) => ({ title, description }))
        : [{ title: '', description: '' }],
    included: listRows(tour.included),
    not_included: listRows(tour.not_included),
    start_locations: listRows(tour.start_locations),
    meeting_point: tour.meeting_point ?? '',
    end_location: tour.end_location ?? '',
    cancellation_policy: tour.cancellation_policy ?? '',
    image_locked: tour.image_locked,
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
  end_location: string | null;
  cancellation_policy: string | null;
  image_locked: boolean;
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
    itinerary: values.itinerary
      .map(({ title, description }) => ({ title: title.trim(), description: description.trim() }))
      .filter(({ title, description }) => title !== '' || description !== '')
      .map((day, index) => ({ day: index + 1, ...day })),
    included: cleanList(values.included),
    not_included: cleanList(values.not_included),
    start_locations: cleanList(values.start_locations),
    meeting_point: blankToNull(values.meeting_point),
    end_location: blankToNull(values.end_location),
    cancellation_policy: blankToNull(values.cancellation_policy),
    image_locked: values.image_locked,
  };
}
