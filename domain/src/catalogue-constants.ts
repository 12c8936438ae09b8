// NOTE: no zod here: browser pages that only need these values import `@app/domain/constants`
// and stay free of the validation library.

export const tourCategories = ['eco', 'gastro', 'no-flight-europe'] as const;
export type TourCategory = (typeof tourCategories)[number];

export const categoryLabels: Record<TourCategory, string> = {
  eco: 'Eco-Friendly',
  gastro: 'Gastronomy',
  'no-flight-europe': 'No-Flight Europe',
};

/** Public screens say easy/moderate/challenging, the admin form easy/medium/hard: both stand. */
export const tourDifficulties = ['easy', 'moderate', 'challenging', 'medium', 'hard'] as const;
export type TourDifficulty = (typeof tourDifficulties)[number];

export const tourTransports = ['train', 'bus', 'bike', 'walk'] as const;
export type TourTransport = (typeof tourTransports)[number];

export const addonScopes = ['global', 'category', 'tour'] as const;

export const microTourPrices = [5, 10, 20, 30] as const;
export const microTourDurationRange = { min: 1, max: 8, step: 1 } as const;

export const LIST_PAGE_SIZE = 24;
export const GALLERY_MAX_IMAGES = 10;
export const TRAVELERS_RANGE = { min: 1, max: 12 } as const;
