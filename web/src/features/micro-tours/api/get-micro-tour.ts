import type { MicroTour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { isUuid } from '../../../lib/is-uuid';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/** What the detail and checkout pages show. */
export type MicroTourDetail = Omit<
  MicroTour,
  'image_locked' | 'created_at' | 'updated_at' | 'daily_capacity'
>;

// One literal (not a sum of strings), so that the typed client knows the row it selects.
const MICRO_TOUR_DETAIL_COLUMNS =
  'id, slug, title, description, city, country, price_eur, duration_hours, rating, language, meeting_point, whats_included, whats_not, cover_url, gallery_urls';

/** One micro-tour by id when the key looks like a uuid, else by slug; null when there is none. */
export async function getMicroTour(key: string): Promise<MicroTourDetail | null> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('micro_tours')
    .select(MICRO_TOUR_DETAIL_COLUMNS)
    .eq(isUuid(key) ? 'id' : 'slug', key)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const microTourQueryOptions = (key: string) =>
  queryOptions({
    queryKey: microTourKeys.detail(key),
    queryFn: async ({ client }) => {
      const tour = await getMicroTour(key);
      // The checkout page looks the tour up by id: a tour opened by its slug is then already known.
      if (tour && tour.id !== key) {
        client.setQueryData(microTourQueryOptions(tour.id).queryKey, tour);
      }
      return tour;
    },
    staleTime: 5 * 60 * 1000,
  });

export const useMicroTour = (key: string) => useQuery(microTourQueryOptions(key));
