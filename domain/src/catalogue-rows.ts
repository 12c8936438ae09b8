import { z } from 'zod';
import { tourCategorySchema, tourDifficultySchema, tourTransportSchema } from './catalogue.js';

/** Rows as PostgREST returns them (numeric columns arrive as JSON numbers). */
export const microTourRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  country: z.string(),
  price_eur: z.number(),
  duration_hours: z.number(),
  rating: z.number().nullable(),
  language: z.array(z.string()),
  meeting_point: z.string().nullable(),
  whats_included: z.array(z.string()),
  whats_not: z.array(z.string()),
  cover_url: z.string().nullable(),
  gallery_urls: z.array(z.string()),
  image_locked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MicroTour = z.infer<typeof microTourRowSchema>;

export const itineraryDaySchema = z.object({
  day: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const tourRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  category: tourCategorySchema,
  country: z.string(),
  price_eur: z.number(),
  duration_days: z.number().int(),
  difficulty: tourDifficultySchema,
  transport: tourTransportSchema.nullable(),
  group_size: z.number().int(),
  rating: z.number().nullable(),
  cover_image: z.string().nullable(),
  image_override_url: z.string().nullable(),
  gallery: z.array(z.string()),
  gallery_override: z.array(z.string()),
  available_dates: z.array(z.string()),
  highlights: z.array(z.string()),
  itinerary: z.array(itineraryDaySchema),
  included: z.array(z.string()),
  not_included: z.array(z.string()),
  start_locations: z.array(z.string()),
  meeting_point: z.string().nullable(),
  end_location: z.string().nullable(),
  cancellation_policy: z.string().nullable(),
  image_locked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tour = z.infer<typeof tourRowSchema>;

export const addonRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price_eur: z.number(),
  applies_to: z.enum(['global', 'category', 'tour']),
  category: tourCategorySchema.nullable(),
  tour_ids: z.array(z.uuid()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Addon = z.infer<typeof addonRowSchema>;
