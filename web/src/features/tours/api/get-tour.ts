import { readTourRow, type Tour } from '@app/domain/catalogue-rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUuid } from '../../../lib/is-uuid';
import { getCatalogue } from '../../../lib/catalogue-client';
import { tourKeys } from '../../../lib/tour-keys';

/** One tour by id or slug; null when there is none. */
export async function getTour(key: string): Promise<Tour | null> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('tours')
    .select('*')
    .eq(isUuid(key) ? 'id' : 'slug', key)
    .maybeSingle();
  if (error) throw error;
  return data && readTourRow(data);
}

export const tourQueryOptions = (key: string) =>
  queryOptions({
    queryKey: tourKeys.detail(key),
    queryFn: () => getTour(key),
    staleTime: 5 * 60 * 1000,
  });

export const useTour = (key: string) => useQuery(tourQueryOptions(key));
