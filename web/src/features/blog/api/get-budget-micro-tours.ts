import type { MicroTour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { readInLanguage, type Localized } from '../../../lib/catalogue-language';
import { exactCents } from '../../../lib/integer-filters';
import { microTourKeys } from '../../../lib/micro-tour-keys';

export const BUDGET_TOURS_PER_PRICE = 8;

/** What a compact budget card shows, in the page's language (decision 029). */
export type BudgetMicroTour = Localized<BudgetMicroTourRow>;

type BudgetMicroTourRow = Pick<
  MicroTour,
  | 'id'
  | 'slug'
  | 'title'
  | 'city'
  | 'country'
  | 'price_eur'
  | 'duration_hours'
  | 'rating'
  | 'cover_url'
>;

export const BUDGET_MICRO_TOUR_COLUMNS =
  'id, slug, title, city, country, price_eur, duration_hours, rating, cover_url';

/**
 * Up to 8 micro-tours at one price, by city A–Z, then best rated first (unrated last), in
 * `locale` (the page's language).
 */
export async function getBudgetMicroTours(
  priceEur: number,
  locale: Locale = pageLocale,
): Promise<BudgetMicroTour[]> {
  // Filtered on whole cents (decision 004); a price with a fraction of a cent has no tours.
  const priceCents = exactCents(priceEur);
  if (priceCents === null) return [];
  const catalogue = await getCatalogue();
  return readBudgetMicroTours(
    locale,
    async (columns) => {
      const { data, error } = await catalogue
        .from('micro_tours')
        .select(columns)
        .eq('on_sale', true)
        .eq('price_cents', priceCents)
        .order('city', { ascending: true })
        .order('rating', { ascending: false, nullsFirst: false })
        .limit(BUDGET_TOURS_PER_PRICE);
      if (error) throw error;
      return data;
    },
    catalogue,
  );
}

/** Compact cards read by `read` through `catalogue` with the columns it is given, in `locale`. */
export const readBudgetMicroTours = (
  locale: Locale,
  read: (columns: typeof BUDGET_MICRO_TOUR_COLUMNS) => PromiseLike<BudgetMicroTourRow[]>,
  catalogue: PostgrestClient<Database>,
): Promise<BudgetMicroTour[]> =>
  readInLanguage('compactMicroTourCards', BUDGET_MICRO_TOUR_COLUMNS, locale, read, catalogue);

export const budgetMicroToursQueryOptions = (priceEur: number) =>
  queryOptions({
    queryKey: microTourKeys.atPrice(priceEur),
    queryFn: () => getBudgetMicroTours(priceEur),
    staleTime: 5 * 60 * 1000,
  });

export const useBudgetMicroTours = (priceEur: number) =>
  useQuery(budgetMicroToursQueryOptions(priceEur));
