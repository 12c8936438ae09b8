import { tourCategories, type TourCategory } from '@app/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { tourKeys } from '../../../lib/tour-keys';

export type TourCategoryCounts = Record<TourCategory, number>;

/** How many tours each category holds: one count-only request per category, no rows sent. */
export async function getTourCategoryCounts(): Promise<TourCategoryCounts> {
  const catalogue = await getCatalogue();
  const counts = await Promise.all(
    tourCategories.map(async (category) => {
      const { count, error } = await catalogue
        .from('tours')
        .select('id', { count: 'exact', head: true })
        .eq('on_sale', true)
        .eq('category', category);
      if (error) throw error;
      return [category, count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as TourCategoryCounts;
}

export const tourCategoryCountsQueryOptions = () =>
  queryOptions({
    queryKey: tourKeys.categoryCounts(),
    queryFn: getTourCategoryCounts,
    staleTime: 10 * 60 * 1000,
  });

export const useTourCategoryCounts = () => useQuery(tourCategoryCountsQueryOptions());
