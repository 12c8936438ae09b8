import type { MicroTour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { type Localized, readInLanguage } from '../../../lib/catalogue-language';
import { getCatalogue } from '../../../lib/catalogue-client';
import { isUuid } from '../../../lib/is-uuid';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/**
 * What the detail and checkout pages show, in the page's language (decision 029). `city` and
 * `country` stay the row's own, keys (filters, the country's time zone, links); `cityName` and
 * `countryName`, on a page in another language, are their names there.
 */
export type MicroTourDetail = Localized<
  Omit<MicroTour, 'image_locked' | 'created_at' | 'updated_at' | 'daily_capacity'>
> & { cityName?: string; countryName?: string };

// One literal (not a sum of strings), so that the typed client knows the row it selects.
const MICRO_TOUR_DETAIL_COLUMNS =
  'id, slug, title, description, city, country, price_eur, duration_hours, rating, review_count, language, meeting_point, weekly_times, whats_included, whats_not, cover_url, gallery_urls, start_place_id, start_place_name, start_country, start_lat, start_lng, footprint_transport, meeting_lat, meeting_lng, panorama_url, panorama_width, panorama_height, panorama_is_illustration, on_sale';

/**
 * One micro-tour by id when the key looks like a uuid, else by slug, in the page's language;
 * null when there is none.
 */
export async function getMicroTour(key: string): Promise<MicroTourDetail | null> {
  const catalogue = await getCatalogue();
  const [tour] = await readInLanguage(
    'microTour',
    MICRO_TOUR_DETAIL_COLUMNS,
    pageLocale,
    async (columns) => {
      const { data, error } = await catalogue
        .from('micro_tours')
        .select(columns)
        .eq(isUuid(key) ? 'id' : 'slug', key)
        .maybeSingle();
      if (error) throw error;
      return data ? [data] : [];
    },
  );
  return tour ?? null;
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
