// NOTE: no zod here: browser pages that only need these values import `@app/domain/constants`
// and stay free of the validation library.
import {
  GALLERY_MAX_IMAGES,
  MAX_TRAVELERS,
  MICRO_TOUR_DURATION_MAX_HOURS,
  MICRO_TOUR_DURATION_MIN_HOURS,
  MICRO_TOUR_PRICE_MAX_EUR,
  MICRO_TOUR_PRICE_MIN_EUR,
  MIN_TRAVELERS,
} from './generated/db-rules.js';

export { GALLERY_MAX_IMAGES };

export const tourCategories = ['eco', 'gastro', 'no-flight-europe'] as const;
export type TourCategory = (typeof tourCategories)[number];

export const categoryLabels: Record<TourCategory, string> = {
  eco: 'Eco-Friendly',
  gastro: 'Gastronomy',
  'no-flight-europe': 'No-Flight Europe',
};

/** The one difficulty scale: what the database stores and the public screens show. */
export const tourDifficulties = ['easy', 'moderate', 'challenging'] as const;
export type TourDifficulty = (typeof tourDifficulties)[number];

export const difficultyLabels: Record<TourDifficulty, string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  challenging: 'Challenging',
};

/** The admin form's words (easy, medium, hard) are labels of the same three stored values. */
export const adminDifficultyLabels: Record<TourDifficulty, string> = {
  easy: 'Easy',
  moderate: 'Medium',
  challenging: 'Hard',
};

/**
 * The stored value for a difficulty in either wording, any case ('Hard' and 'challenging' are
 * both challenging), so older links with medium or hard still work; undefined for anything else.
 */
export function parseTourDifficulty(value: string | null | undefined): TourDifficulty | undefined {
  const word = value?.trim().toLowerCase();
  if (!word) return undefined;
  return (
    tourDifficulties.find((level) => level === word) ??
    tourDifficulties.find((level) => adminDifficultyLabels[level].toLowerCase() === word)
  );
}

export const tourTransports = ['train', 'bus', 'bike', 'walk'] as const;
export type TourTransport = (typeof tourTransports)[number];

export const addonScopes = ['global', 'category', 'tour'] as const;

/** The prices a micro-tour may have: the database's range, and two steps between. */
export const microTourPrices = [
  MICRO_TOUR_PRICE_MIN_EUR,
  10,
  20,
  MICRO_TOUR_PRICE_MAX_EUR,
] as const;
export const microTourDurationRange = {
  min: MICRO_TOUR_DURATION_MIN_HOURS,
  max: MICRO_TOUR_DURATION_MAX_HOURS,
  step: 1,
} as const;

export const LIST_PAGE_SIZE = 24;
export const TRAVELERS_RANGE = { min: MIN_TRAVELERS, max: MAX_TRAVELERS } as const;

/**
 * Widths of the resized copies the app offers in `srcset` (pixels). The storage service renders
 * only these for the public, so nobody can queue a render of every possible width.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 960, 1280] as const;
/** The quality the app asks resized copies for (the render endpoint's own default is 80). */
export const IMAGE_QUALITY = 70;
