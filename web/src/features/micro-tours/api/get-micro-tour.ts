import type { MicroTour } from '@app/domain';
import {
  MICRO_TOUR_TRANSLATED_FIELDS,
  type MicroTourTranslatedField,
} from '@app/domain/catalogue-translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import {
  localizeReadRow,
  type Localized,
  withTranslatedColumns,
} from '../../../lib/catalogue-language';
import { getCatalogue } from '../../../lib/catalogue-client';
import { isUuid } from '../../../lib/is-uuid';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/**
 * What the detail and checkout pages show, in the page's language (decision 029). `city` and
 * `country` stay the row's own: they are keys (filters, the country's time zone);
 * `cityName` and `countryName` are their names in the page's language.
 */
export type MicroTourDetail = Localized<
  Omit<MicroTour, 'image_locked' | 'created_at' | 'updated_at' | 'daily_capacity'>,
  MicroTourTranslatedField
> & { cityName: string; countryName: string };

// One literal (not a sum of strings), so that the typed client knows the row it selects.
const MICRO_TOUR_DETAIL_COLUMNS =
  'id, slug, title, description, city, country, price_eur, duration_hours, rating, language, meeting_point, whats_included, whats_not, cover_url, gallery_urls';

/**
 * One micro-tour by id when the key looks like a uuid, else by slug, in the page's language;
 * null when there is none.
 */
export async function getMicroTour(key: string): Promise<MicroTourDetail | null> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('micro_tours')
    .select(
      withTranslatedColumns(MICRO_TOUR_DETAIL_COLUMNS, MICRO_TOUR_TRANSLATED_FIELDS, pageLocale),
    )
    .eq(isUuid(key) ? 'id' : 'slug', key)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const tour = localizeReadRow(data, MICRO_TOUR_TRANSLATED_FIELDS, pageLocale);
  return {
    ...tour,
    city: data.city,
    country: data.country,
    cityName: tour.city,
    countryName: tour.country,
  };
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
