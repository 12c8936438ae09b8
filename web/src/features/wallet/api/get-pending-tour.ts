import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { type Localized, readInLanguage } from '../../../lib/catalogue-language';
import { getSupabase } from '../../../lib/supabase';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/**
 * In the page's language (decision 029): `city` and `country` stay the row's own (the country's
 * time zone); `cityName` and `countryName`, in another language, are their names there.
 */
export type PendingTour = Localized<PendingTourRow> & { cityName?: string; countryName?: string };

interface PendingTourRow {
  id: string;
  slug: string;
  title: string;
  city: string;
  country: string;
  price_eur: number;
  duration_hours: number;
  /** Seats on sale per day when no booking was made on it yet. */
  daily_capacity: number;
}

/** The micro-tour of a pending booking; null when there is none with this id. */
export async function getPendingTour(tourId: string): Promise<PendingTour | null> {
  const supabase = await getSupabase();
  const [tour] = await readInLanguage(
    'microTour',
    'id,slug,title,city,country,price_eur,duration_hours,daily_capacity',
    pageLocale,
    async (columns) => {
      const { data, error } = await supabase
        .from('micro_tours')
        .select(columns)
        .eq('id', tourId)
        .maybeSingle();
      if (error) throw error;
      return data ? [data] : [];
    },
  );
  return tour ? { ...tour, price_eur: Number(tour.price_eur) } : null;
}

export const pendingTourQueryOptions = (tourId: string) =>
  queryOptions({
    queryKey: microTourKeys.pendingBooking(tourId),
    queryFn: () => getPendingTour(tourId),
    staleTime: 5 * 60 * 1000,
  });

/** Read only for a tour id (an empty one reads nothing). */
export const usePendingTour = (tourId: string) =>
  useQuery({ ...pendingTourQueryOptions(tourId), enabled: tourId !== '' });
