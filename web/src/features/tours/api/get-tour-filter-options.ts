import { tourCategories, tourDifficulties, tourTransports } from '@app/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '../../../lib/supabase';

const tourFilterOptionsSchema = z.object({
  // Only values the list can filter by; anything else in the database is left out.
  categories: z
    .array(z.string())
    .transform((values) => tourCategories.filter((value) => values.includes(value))),
  countries: z.array(z.string()),
  difficulties: z
    .array(z.string())
    .transform((values) => tourDifficulties.filter((value) => values.includes(value))),
  transports: z
    .array(z.string())
    .transform((values) => tourTransports.filter((value) => values.includes(value))),
});

export type TourFilterOptions = z.infer<typeof tourFilterOptionsSchema>;

export async function getTourFilterOptions(): Promise<TourFilterOptions> {
  const { data, error } = await getSupabase().from('tour_filter_options').select('*').single();
  if (error) throw error;
  return tourFilterOptionsSchema.parse(data);
}

export const tourFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'filter-options'],
    queryFn: getTourFilterOptions,
    staleTime: 10 * 60 * 1000,
  });

export const useTourFilterOptions = () => useQuery(tourFilterOptionsQueryOptions());
