import { readTourRow, type Tour } from '@app/domain/catalogue-rows';
import {
  TOUR_TRANSLATED_FIELDS,
  type TourTranslatedField,
} from '@app/domain/catalogue-translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import {
  localizeReadRow,
  type Localized,
  withTranslatedColumns,
} from '../../../lib/catalogue-language';
import { isUuid } from '../../../lib/is-uuid';
import { getCatalogue } from '../../../lib/catalogue-client';
import { tourKeys } from '../../../lib/tour-keys';

/**
 * A tour in the page's language (decision 029). `country` stays the row's own: it is a key
 * (filters, the country's time zone); `countryName` is the country in the page's language.
 */
export type TourDetail = Localized<Tour, TourTranslatedField> & { countryName: string };

// One literal (not a sum of strings), so that the typed client knows the row it selects: the
// tour's columns, without its search columns and the other languages.
const TOUR_DETAIL_COLUMNS =
  'id, slug, title, short_description, full_description, category, country, price_eur, duration_days, difficulty, transport, group_size, rating, cover_image, image_override_url, gallery, gallery_override, image_locked, highlights, itinerary, included, not_included, meeting_point, start_locations, end_location, cancellation_policy, available_dates, created_at, updated_at';

/** One tour by id or slug in the page's language; null when there is none. */
export async function getTour(key: string): Promise<TourDetail | null> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('tours')
    .select(withTranslatedColumns(TOUR_DETAIL_COLUMNS, TOUR_TRANSLATED_FIELDS, pageLocale))
    .eq(isUuid(key) ? 'id' : 'slug', key)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const tour = readTourRow(localizeReadRow(data, TOUR_TRANSLATED_FIELDS, pageLocale));
  return { ...tour, country: data.country, countryName: tour.country };
}

export const tourQueryOptions = (key: string) =>
  queryOptions({
    queryKey: tourKeys.detail(key),
    queryFn: () => getTour(key),
    staleTime: 5 * 60 * 1000,
  });

export const useTour = (key: string) => useQuery(tourQueryOptions(key));
