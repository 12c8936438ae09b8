import { z } from 'zod';

export const tourCategories = ['eco', 'gastro', 'no-flight-europe'] as const;
export const tourCategorySchema = z.enum(tourCategories);
export type TourCategory = z.infer<typeof tourCategorySchema>;

export const categoryLabels: Record<TourCategory, string> = {
  eco: 'Eco-Friendly',
  gastro: 'Gastronomy',
  'no-flight-europe': 'No-Flight Europe',
};

/** Public screens say easy/moderate/challenging, the admin form easy/medium/hard: both stand. */
export const tourDifficulties = ['easy', 'moderate', 'challenging', 'medium', 'hard'] as const;
export const tourDifficultySchema = z.enum(tourDifficulties);
export type TourDifficulty = z.infer<typeof tourDifficultySchema>;

export const tourTransports = ['train', 'bus', 'bike', 'walk'] as const;
export const tourTransportSchema = z.enum(tourTransports);
export type TourTransport = z.infer<typeof tourTransportSchema>;

export const addonScopes = ['global', 'category', 'tour'] as const;

export const microTourPrices = [5, 10, 20, 30] as const;
export const microTourDurationRange = { min: 1, max: 8, step: 1 } as const;

export const LIST_PAGE_SIZE = 24;
export const GALLERY_MAX_IMAGES = 10;
export const TRAVELERS_RANGE = { min: 1, max: 12 } as const;
