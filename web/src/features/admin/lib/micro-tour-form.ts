import '../messages';
import { t } from '@lingui/core/macro';
import type { MicroTour } from '@app/domain';
import { GALLERY_MAX_IMAGES, microTourDurationRange, microTourPrices } from '@app/domain/constants';
import {
  CITY_MAX_LENGTH,
  DEPARTURE_CAPACITY_MAX,
  COUNTRY_MAX_LENGTH,
  MEETING_POINT_MAX_LENGTH,
  MICRO_TOUR_DESCRIPTION_MAX_LENGTH,
  PICTURE_URL_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@app/domain/db-rules';
import { z } from 'zod';
import {
  blankToNull,
  cleanList,
  hasDecimals,
  isPictureUrl,
  listRows,
  listSchema,
  typedNumber,
} from './form-values';
import { tourFormMessages } from './tour-form';

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
    return t`Daily capacity is required`;
  },
  get dailyCapacityRange() {
    return t`Daily capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`;
  },
  get pictureUrl() {
    return t`Picture addresses must start with https://, http:// or /`;
  },
  get galleryTooLong() {
    return t`At most ${GALLERY_MAX_IMAGES} gallery pictures`;
  },
};

const m = microTourFormMessages;

/** The micro-tour editor's fields; the slug stays, so links keep working. */
export const microTourFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => m.titleRequired })
    .max(TITLE_MAX_LENGTH, { error: () => m.titleTooLong }),
  description: z.string().trim().max(MICRO_TOUR_DESCRIPTION_MAX_LENGTH),
  city: z
    .string()
    .trim()
    .min(1, { error: () => m.cityRequired })
    .max(CITY_MAX_LENGTH, { error: () => m.cityTooLong }),
  country: z
    .string()
    .trim()
    .min(1, { error: () => m.countryRequired })
    .max(COUNTRY_MAX_LENGTH, { error: () => m.countryTooLong }),
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
  language: listSchema,
  meeting_point: z.string().trim().max(MEETING_POINT_MAX_LENGTH),
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
    language: listRows(tour.language),
    meeting_point: tour.meeting_point ?? '',
    whats_included: listRows(tour.whats_included),
    whats_not: listRows(tour.whats_not),
    cover_url: tour.cover_url ?? '',
    gallery_urls: listRows(tour.gallery_urls),
    image_locked: tour.image_locked,
  };
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
  | 'language'
  | 'meeting_point'
  | 'whats_included'
  | 'whats_not'
  | 'cover_url'
  | 'gallery_urls'
  | 'image_locked'
>;

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
    language: cleanList(values.language),
    meeting_point: blankToNull(values.meeting_point),
    whats_included: cleanList(values.whats_included),
    whats_not: cleanList(values.whats_not),
    cover_url: blankToNull(values.cover_url),
    gallery_urls: [...new Set(cleanList(values.gallery_urls))],
    image_locked: values.image_locked,
  };
}
