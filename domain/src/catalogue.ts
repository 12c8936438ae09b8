import { z } from 'zod';
import { tourCategories, tourDifficulties, tourTransports } from './catalogue-constants.js';

export * from './catalogue-constants.js';

export const tourCategorySchema = z.enum(tourCategories);
export const tourDifficultySchema = z.enum(tourDifficulties);
export const tourTransportSchema = z.enum(tourTransports);
