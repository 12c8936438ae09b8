import type { Addon, Tour } from '@app/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { tourKeys } from '../../../lib/tour-keys';

type TourScope = Pick<Tour, 'id' | 'category'>;

/**
 * The add-ons offered on every tour, on the tour's category, and on this tour by name: the
 * database's `tour_addons`, the same list the booking function accepts.
 */
export async function getTourAddons(tour: TourScope): Promise<Addon[]> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .rpc('tour_addons', { p_tour_id: tour.id }, { get: true })
    .order('applies_to', { ascending: true })
    .order('price_eur', { ascending: true });
  if (error) throw error;
  return data;
}

export const tourAddonsQueryOptions = (tour: TourScope | undefined) =>
  queryOptions({
    queryKey: tourKeys.addons(tour?.id, tour?.category),
    // Only once the tour (its id and category) is known.
    queryFn: tour?.id && tour.category ? () => getTourAddons(tour) : skipToken,
    staleTime: 5 * 60 * 1000,
  });

export const useTourAddons = (tour: TourScope | undefined) =>
  useQuery(tourAddonsQueryOptions(tour));
